import { describe, expect, it } from "vitest";
import { AD_TIER, adEligibility } from "#domain/partner-program";

describe("adEligibility", () => {
  it("holds a channel under 1,000 subscribers out of ad revenue, and says how far it has to go", () => {
    expect(adEligibility(299)).toEqual({ eligible: false, subscribers: 299, threshold: 1_000, subscribersToGo: 701 });
    expect(adEligibility(0)).toEqual({ eligible: false, subscribers: 0, threshold: 1_000, subscribersToGo: 1_000 });
    expect(adEligibility(999.9)).toMatchObject({ eligible: false, subscribersToGo: 1 });
  });

  it("lets 1,000 subscribers and more (and an unknown count) through", () => {
    expect(adEligibility(AD_TIER.subscribers)).toEqual({ eligible: true });
    expect(adEligibility(2_500_000)).toEqual({ eligible: true });
    expect(adEligibility(null)).toEqual({ eligible: true });
  });
});
