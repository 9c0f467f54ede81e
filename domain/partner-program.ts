// The YouTube Partner Program's thresholds (research notes, FACTS.md "Partner Program
// thresholds"), and what the directory can tell from them. Watch hours are not in the YouTube
// Data API, so a channel is judged by subscribers alone: under the ad tier's subscribers it
// cannot earn from ads; at or past them it may (meeting a threshold does not mean a channel is
// monetized), and its revenue is an estimate of what it could earn.

/** The ad revenue tier: 1,000 subscribers and 4,000 valid public watch hours in 12 months, or 10M valid public Shorts views in 90 days. */
export const AD_TIER = { subscribers: 1_000, watchHours: 4_000, shortsViews: 10_000_000 } as const;

/** The lower tier (2023-06: fan funding and Shopping, not ad revenue). */
export const LOWER_TIER = { subscribers: 500, uploadsIn90Days: 3, watchHours: 3_000, shortsViews: 3_000_000 } as const;

export type AdEligibility =
  | { eligible: true }
  /** Under the ad tier's subscribers: no ad revenue to estimate, and how far it has to go. */
  | { eligible: false; subscribers: number; threshold: number; subscribersToGo: number };

/**
 * Whether a channel could be earning from ads, by its subscribers. An unknown count (hidden by
 * the channel) is not held against it: its figures show, labelled as estimates like the rest.
 */
export function adEligibility(subscribers: number | null): AdEligibility {
  if (subscribers === null || !Number.isFinite(subscribers) || subscribers >= AD_TIER.subscribers) return { eligible: true };
  const count = Math.max(0, Math.floor(subscribers));
  return { eligible: false, subscribers: count, threshold: AD_TIER.subscribers, subscribersToGo: AD_TIER.subscribers - count };
}

/** What the page says instead of revenue: "Not eligible for ads yet: 701 subscribers to go to 1,000 (and 4,000 watch hours…)". */
export const NOT_ELIGIBLE_HEADLINE = "Not eligible for ads yet";
