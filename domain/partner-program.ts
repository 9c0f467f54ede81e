// The Partner Program's thresholds (FACTS "Partner Program thresholds"). Watch hours are not in the Data API, so
// a channel is judged by subscribers alone; meeting a threshold does not mean it is monetized.

export const AD_TIER = { subscribers: 1_000, watchHours: 4_000, shortsViews: 10_000_000 } as const;

/** The lower tier (2023-06: fan funding and Shopping, not ad revenue). */
export const LOWER_TIER = { subscribers: 500, uploadsIn90Days: 3, watchHours: 3_000, shortsViews: 3_000_000 } as const;

export type AdEligibility =
  | { eligible: true }
  /** Under the ad tier's subscribers: no ad revenue to estimate, and how far it has to go. */
  | { eligible: false; subscribers: number; threshold: number; subscribersToGo: number };

/** An unknown count (hidden by the channel) is not held against it. */
export function adEligibility(subscribers: number | null): AdEligibility {
  if (subscribers === null || !Number.isFinite(subscribers) || subscribers >= AD_TIER.subscribers) return { eligible: true };
  const count = Math.max(0, Math.floor(subscribers));
  return { eligible: false, subscribers: count, threshold: AD_TIER.subscribers, subscribersToGo: AD_TIER.subscribers - count };
}

/** What the page says instead of revenue: "Not eligible for ads yet: 701 subscribers to go to 1,000 (and 4,000 watch hours…)". */
export const NOT_ELIGIBLE_HEADLINE = "Not eligible for ads yet";
