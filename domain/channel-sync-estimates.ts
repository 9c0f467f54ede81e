// What a YouTube sync (import or daily refresh) does with a channel's estimates when its numbers
// change (YouTube Data API: "recomputed estimates"). Figures an admin typed are theirs and stay; figures
// the formulas gave follow the new numbers. The same test the edit form uses tells them apart
// (channelFormDefaults: a stored figure equal to what the formulas gave when the row was saved).
import { type RevenueBasis, type RevenueFields, derivedRevenueFields } from "#domain/admin/channel-form";
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

export interface StoredRevenue extends RevenueBasis, RevenueFields {
  /** When the row was last saved: the "now" its derived figures were calculated at. */
  updatedAt: Date;
}

/**
 * The revenue fields after a sync at `now` with the channel's new numbers: each figure that was
 * missing or equal to the formulas' value at the last save is recalculated (PRODUCT.md revenue
 * model, via derivedRevenueFields); a figure that differs was typed by an admin and stays.
 */
export function syncedRevenueFields(previous: StoredRevenue, next: RevenueBasis, now: Date): RevenueFields {
  const before = derivedRevenueFields(previous, previous.updatedAt);
  const after = derivedRevenueFields(next, now);
  const pick = (field: keyof RevenueFields) => {
    const stored = previous[field];
    return stored === null || stored === before[field] ? after[field] : stored;
  };
  return { revenuePerMonth: pick("revenuePerMonth"), revenuePerVideo: pick("revenuePerVideo"), revenuePerSubscriber: pick("revenuePerSubscriber") };
}
