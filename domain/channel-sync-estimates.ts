// What a YouTube sync (import or daily refresh) does with a channel's CPM when its numbers change
// (YouTube Data API: "recomputed estimates"): a CPM an admin typed is theirs and stays; the one a
// sync estimated follows the niche and country. (The revenue columns are the revenue model's,
// rewritten by server/services/channel-revenue.server.ts.)
import { type NumericInput, toNonNegativeNumber } from "#domain/numeric-input";
import { estimateCpm } from "#domain/cpm-estimate";

/**
 * The channel metadata key holding the CPM a sync estimated (PRODUCT.md: "Default CPM for a
 * channel without one = niche range × country multiplier … labelled as an estimate"). While the
 * stored CPM equals it, the CPM is our estimate — pages can label it so, and the next sync
 * re-estimates it; an admin who types another CPM makes it theirs.
 */
export const ESTIMATED_CPM_KEY = "cpm_estimate";

export interface CpmInput {
  /** youtube_channels.cpm as stored. */
  storedCpm: number | null;
  /** metadata[ESTIMATED_CPM_KEY]: the last estimate a sync stored, if any. */
  estimatedCpm: unknown;
  nicheRpmLow: NumericInput;
  nicheRpmHigh: NumericInput;
  country: string | null;
}

export interface SyncedCpm {
  cpm: number | null;
  /** The value to keep under ESTIMATED_CPM_KEY; null removes the key. */
  estimate: number | null;
}

/** Whether the stored CPM is the estimate a sync stored (not one an admin typed). */
export function isEstimatedCpm(storedCpm: number | null, estimatedCpm: unknown): boolean {
  return storedCpm !== null && toNonNegativeNumber(estimatedCpm as NumericInput) === storedCpm;
}

/**
 * The CPM after a sync: an admin's CPM stays; a missing or estimated one becomes the niche ×
 * country midpoint (domain/cpm-estimate.ts). Without a niche range there is nothing to estimate
 * from, so the stored value stays as it is.
 */
export function syncedCpm(input: CpmInput): SyncedCpm {
  const estimated = isEstimatedCpm(input.storedCpm, input.estimatedCpm);
  if (input.storedCpm !== null && !estimated) return { cpm: input.storedCpm, estimate: null };
  const range = estimateCpm(input.nicheRpmLow, input.nicheRpmHigh, input.country);
  if (!range) return { cpm: input.storedCpm, estimate: estimated ? input.storedCpm : null };
  return { cpm: range.mid, estimate: range.mid };
}
