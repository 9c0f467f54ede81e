// What discovery suggests for a candidate channel, from its public text: a channel type with its
// confidence and the words that decided it (domain/channel-format-classifier), whether it looks
// faceless and why (domain/faceless-assessment), a niche and a country (domain/niche-suggestion).
// The query that found it is a hint, never a verdict: a query written for a type or a niche only
// fills a gap the text leaves.
import { classifyChannelFormat } from "#domain/channel-format-classifier";
import type { ChannelText, TextEvidence } from "#domain/channel-text-match";
import { OTHER_CHANNEL_TYPE } from "#domain/channel-type-ids";
import { type FacelessVerdict, assessFaceless } from "#domain/faceless-assessment";
import { type NicheForSuggestion, suggestCountry, suggestNiche } from "#domain/niche-suggestion";

export type SuggestionNiche = NicheForSuggestion;

export interface CandidateText extends ChannelText {
  country?: string | null;
  defaultLanguage?: string | null;
}

export interface CandidateSuggestions {
  /** Null when the text points at no type (the classifier's "other") and the query names none. */
  typeId: string | null;
  typeConfidence: number | null;
  typeEvidence: TextEvidence[];
  nicheId: string | null;
  nicheEvidence: TextEvidence[];
  country: string | null;
  faceless: FacelessVerdict;
  /** Faceless words with positive weights, on-camera words with negative ones. */
  facelessEvidence: TextEvidence[];
}

/** A query's own type or niche, used only where the text decides nothing. */
export interface QueryHint {
  channelTypeId: string | null;
  nicheId: string | null;
}

export function suggestForCandidate(text: CandidateText, niches: readonly SuggestionNiche[], hint: QueryHint | null): CandidateSuggestions {
  const format = classifyChannelFormat(text);
  const matched = format.decision === "matched" && format.typeId !== OTHER_CHANNEL_TYPE;
  const faceless = assessFaceless(text, matched ? { typeId: format.typeId, band: format.band } : null);
  const niche = suggestNiche(text, niches);
  const country = suggestCountry({ country: text.country ?? null, defaultLanguage: text.defaultLanguage ?? null, text });
  const hintedNiche = hint?.nicheId && niches.some((entry) => entry.id === hint.nicheId) ? hint.nicheId : null;
  return {
    typeId: matched ? format.typeId : (hint?.channelTypeId ?? null),
    // A type taken from the query alone has no confidence of its own: the text did not say.
    typeConfidence: matched ? format.confidence : null,
    typeEvidence: matched ? format.evidence : format.against,
    nicheId: niche?.nicheId ?? hintedNiche,
    nicheEvidence: niche?.evidence ?? [],
    country: country.country,
    faceless: faceless.verdict,
    facelessEvidence: [...faceless.faceless, ...faceless.onCamera.map((item) => ({ ...item, weight: -Math.abs(item.weight) }))],
  };
}
