// Whether an import may apply the classifier's suggested type and niche by itself, or the channel waits for an
// admin in the review list. Every import path (one by handle or URL, a CSV or list, discovery's approve) asks this
// one rule, and the admin pages quote its floors from here.
import { CONFIDENCE_BANDS } from "#domain/channel-format-classifier";
import type { ChannelSuggestions } from "#domain/channel-suggestions";
import { type TextEvidence, describeEvidence } from "#domain/channel-text-match";
import { OTHER_CHANNEL_TYPE } from "#domain/channel-type-ids";

/** "36%": how the admin pages write a confidence. */
export function confidencePercent(confidence: number): string {
  return `${Math.round(confidence * 100)}%`;
}

const MEDIUM_FROM = CONFIDENCE_BANDS.find((entry) => entry.band === "medium")?.from ?? 0.35;

/**
 * The floors are the classifier's "medium" band (0.35). Below it the evidence is one weak phrase, or
 * words that point at two types (or niches) about equally: a guess a person should check. From it
 * up, one strong phrase in the title with a clear lead is enough, which is what an admin would
 * have picked from the same words. The niche's confidence is on the same scale and bands
 * (domain/niche-suggestion.ts), so one floor reads the same for both.
 */
export const IMPORT_CONFIDENCE_FLOORS = { type: MEDIUM_FROM, niche: MEDIUM_FROM } as const;

export const IMPORT_REVIEW_PATH = "/admin/channels/review";

/** Quoted by the import, review and edit pages. */
export const IMPORT_FLOOR_TEXT = `An import applies the suggested type and niche when the classifier is at least ${confidencePercent(IMPORT_CONFIDENCE_FLOORS.type)} sure of the type and ${confidencePercent(IMPORT_CONFIDENCE_FLOORS.niche)} sure of the niche (its medium band); below that the channel waits for review and is not published.`;

/** One suggestion as stored and shown: what, how sure, and the words that decided it. */
interface StoredSuggestion {
  id: string | null;
  confidence: number | null;
  evidence: TextEvidence[];
}

/** What an import found (and, when applied, stored with the channel so its edit page can show it). */
export interface ImportSuggestions {
  type: StoredSuggestion;
  niche: StoredSuggestion;
  /** Set when the text reads as a creator on camera: no faceless type fits. */
  onCamera: boolean;
}

interface SuggestionCheck extends StoredSuggestion {
  meetsFloor: boolean;
  /** Why it was (or was not) applied, in words. */
  reason: string;
}

export interface ImportReview {
  verdict: "apply" | "review";
  type: SuggestionCheck;
  niche: SuggestionCheck;
}

/** The classifier's output in the stored shape: a type only when the text matched one. */
export function importSuggestionsFrom(suggestions: Pick<ChannelSuggestions, "format" | "niche">): ImportSuggestions {
  const { format, niche } = suggestions;
  const matched = format.decision === "matched";
  return {
    type: {
      id: matched ? format.typeId : null,
      confidence: matched ? format.confidence : null,
      evidence: matched ? format.evidence : format.against,
    },
    niche: { id: niche?.nicheId ?? null, confidence: niche?.confidence ?? null, evidence: niche?.evidence ?? [] },
    onCamera: format.decision === "on-camera",
  };
}

function check(suggestion: StoredSuggestion, floor: number, what: "type" | "niche", onCamera: boolean): SuggestionCheck {
  const { id, confidence, evidence } = suggestion;
  const words =
    evidence.filter((item) => item.weight > 0).length > 0 ? describeEvidence(evidence.filter((item) => item.weight > 0)) : "";
  if (what === "type" && onCamera)
    return {
      ...suggestion,
      meetsFloor: false,
      reason: `Reads as a creator on camera (${describeEvidence(evidence)}): no faceless type fits.`,
    };
  if (id === null || confidence === null)
    return { ...suggestion, meetsFloor: false, reason: `No ${what} suggested: the channel's words do not point at one.` };
  const sure = `${confidencePercent(confidence)} sure`;
  const because = words ? ` from ${words}` : "";
  if (confidence < floor)
    return { ...suggestion, meetsFloor: false, reason: `Only ${sure}${because}; applied from ${confidencePercent(floor)}.` };
  return { ...suggestion, meetsFloor: true, reason: `${sure[0]!.toUpperCase()}${sure.slice(1)}${because}.` };
}

/** "apply" only when both the type and the niche reach their floor: a channel without either shows no revenue figures. */
export function reviewImportSuggestions(suggestions: ImportSuggestions): ImportReview {
  const type = check(suggestions.type, IMPORT_CONFIDENCE_FLOORS.type, "type", suggestions.onCamera);
  // "other" is a catalogue type, but only its own words (quiz, timer…) earn it: never a fallback.
  if (type.meetsFloor && type.id === OTHER_CHANNEL_TYPE && type.evidence.length === 0) type.meetsFloor = false;
  const niche = check(suggestions.niche, IMPORT_CONFIDENCE_FLOORS.niche, "niche", false);
  return { verdict: type.meetsFloor && niche.meetsFloor ? "apply" : "review", type, niche };
}

/** One suggestion as the import's results and the edit page show it. */
export interface SuggestionShown {
  label: string | null;
  confidence: number | null;
  reason: string;
}

export interface ImportSuggestionsShown {
  /** True when the import set both; false when the channel waits for review. */
  applied: boolean;
  type: SuggestionShown;
  niche: SuggestionShown;
}

export function showImportReview(
  review: ImportReview,
  labels: { type: string | null; niche: string | null },
): ImportSuggestionsShown {
  return {
    applied: review.verdict === "apply",
    type: { label: labels.type, confidence: review.type.confidence, reason: review.type.reason },
    niche: { label: labels.niche, confidence: review.niche.confidence, reason: review.niche.reason },
  };
}
