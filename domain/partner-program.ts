// The Partner Program's thresholds (FACTS "Partner Program thresholds"). Watch hours are not in the Data API, so
// a channel is judged by subscribers alone; meeting a threshold does not mean it is monetized.

export const AD_TIER = { subscribers: 1_000, watchHours: 4_000, shortsViews: 10_000_000 } as const;

/** The lower tier (2023-06: fan funding and Shopping, not ad revenue). */
export const LOWER_TIER = { subscribers: 500, uploadsIn90Days: 3, watchHours: 3_000, shortsViews: 3_000_000 } as const;

export type AdEligibility =
  | { eligible: true }
  | { eligible: false; subscribers: number; threshold: number; subscribersToGo: number };

export function adEligibility(subscribers: number | null): AdEligibility {
  if (subscribers === null || !Number.isFinite(subscribers) || subscribers >= AD_TIER.subscribers) return { eligible: true };
  const count = Math.max(0, Math.floor(subscribers));
  return { eligible: false, subscribers: count, threshold: AD_TIER.subscribers, subscribersToGo: AD_TIER.subscribers - count };
}

export const NOT_ELIGIBLE_HEADLINE = "Not eligible for ads yet";
