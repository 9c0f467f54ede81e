// What the discovery queue stores for a candidate. The finding query is only a hint: it fills a gap the text leaves.
import { suggestForChannel } from "#domain/channel-suggestions";
import { confidenceBand } from "#domain/channel-format-classifier";
import { type ChannelText, type TextEvidence, describeEvidence } from "#domain/channel-text-match";
import { OTHER_CHANNEL_TYPE } from "#domain/channel-type-ids";
import type { FacelessVerdict } from "#domain/faceless-assessment";
import type { NicheForSuggestion } from "#domain/niche-suggestion";

export type SuggestionNiche = NicheForSuggestion;

export interface CandidateText extends ChannelText {
  country?: string | null;
  defaultLanguage?: string | null;
}

export interface CandidateSuggestions {
  typeId: string | null;
  typeConfidence: number | null;
  typeEvidence: TextEvidence[];
  nicheId: string | null;
  /** Null for a niche taken from the query alone, as for the type. */
  nicheConfidence: number | null;
  nicheEvidence: TextEvidence[];
  country: string | null;
  faceless: FacelessVerdict;
  facelessEvidence: TextEvidence[];
}

/** Used only where the text decides nothing. */
export interface QueryHint {
  channelTypeId: string | null;
  nicheId: string | null;
}

export function suggestForCandidate(
  text: CandidateText,
  niches: readonly SuggestionNiche[],
  hint: QueryHint | null,
): CandidateSuggestions {
  const { format, faceless, niche, country } = suggestForChannel(text, niches);
  const matched = format.decision === "matched" && format.typeId !== OTHER_CHANNEL_TYPE;
  const hintedNiche = hint?.nicheId && niches.some((entry) => entry.id === hint.nicheId) ? hint.nicheId : null;
  return {
    typeId: matched ? format.typeId : (hint?.channelTypeId ?? null),
    // A type taken from the query alone has no confidence of its own: the text did not say.
    typeConfidence: matched ? format.confidence : null,
    typeEvidence: matched ? format.evidence : format.against,
    nicheId: niche?.nicheId ?? hintedNiche,
    nicheConfidence: niche?.confidence ?? null,
    nicheEvidence: niche?.evidence ?? [],
    country: country.country,
    faceless: faceless.verdict,
    facelessEvidence: [...faceless.faceless, ...faceless.onCamera.map((item) => ({ ...item, weight: -Math.abs(item.weight) }))],
  };
}

/**
 * What speaks for a candidate being faceless, in words: a confidently suggested catalogue format
 * counts for "likely" on its own (domain/faceless-assessment), then the phrases of its text.
 */
export function facelessReasons(candidate: {
  faceless: FacelessVerdict;
  suggestedTypeLabel: string | null;
  typeConfidence: number | null;
  facelessEvidence: readonly TextEvidence[];
}): string[] {
  const band = candidate.typeConfidence === null ? null : confidenceBand(candidate.typeConfidence);
  const phrases = candidate.facelessEvidence.filter((item) => item.weight > 0);
  return [
    ...(candidate.faceless === "likely" && candidate.suggestedTypeLabel && (band === "high" || band === "medium")
      ? [`its format, ${candidate.suggestedTypeLabel}`]
      : []),
    ...(phrases.length > 0 ? [describeEvidence(phrases)] : []),
  ];
}
