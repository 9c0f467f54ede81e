import { describe, expect, it } from "vitest";
import {
  AD_TIER,
  LOWER_TIER,
  PARTNER_PROGRAM_RULE_SETS,
  VERIFIED_RULES_ONLY,
  adEligibility,
  partnerProgramRulesOn,
  ruleSetStatus,
  uploadActivity,
} from "#domain/partner-program";

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

describe("partnerProgramRulesOn", () => {
  const verifiedOnly = VERIFIED_RULES_ONLY;
  const withReported = { reportedRule2027: true };

  it("dates each change: ad tier, then the Shorts path, then the lower tier", () => {
    expect(partnerProgramRulesOn("2020-05-01", verifiedOnly)).toMatchObject({
      id: "ad-tier-2018",
      adTier: { subscribers: 1_000, watchHours: 4_000, shortsViews: null },
      lowerTier: null,
    });
    expect(partnerProgramRulesOn("2023-03-01", verifiedOnly)).toMatchObject({
      id: "shorts-path-2023",
      adTier: { shortsViews: 10_000_000 },
      lowerTier: null,
    });
    expect(partnerProgramRulesOn("2023-06-13", verifiedOnly)).toMatchObject({
      id: "lower-tier-2023",
      lowerTier: { subscribers: 500, uploadsIn90Days: 3, watchHours: 3_000, shortsViews: 3_000_000 },
    });
  });

  it("applies the reported 2027 rule only when switched on, and only from its day", () => {
    expect(partnerProgramRulesOn("2027-03-01", verifiedOnly).id).toBe("lower-tier-2023");
    expect(partnerProgramRulesOn("2027-01-31", withReported).id).toBe("lower-tier-2023");
    const reported = partnerProgramRulesOn("2027-02-01", withReported);
    expect(reported).toMatchObject({
      id: "new-creators-2027-reported",
      verified: false,
      adTier: { subscribers: 1_000, watchHours: 8_000, watchHoursWindow: "365 days", shortsViews: 20_000_000 },
      // The report changes the ad tier only.
      lowerTier: LOWER_TIER,
    });
  });

  it("says where each rule set stands today", () => {
    const statuses = (options: typeof verifiedOnly) =>
      PARTNER_PROGRAM_RULE_SETS.map((rules) => [rules.id, ruleSetStatus(rules, "2026-11-28", options)]);
    expect(statuses(verifiedOnly)).toEqual([
      ["ad-tier-2018", "replaced"],
      ["shorts-path-2023", "replaced"],
      ["lower-tier-2023", "in-force"],
      ["new-creators-2027-reported", "not-applied"],
    ]);
    expect(statuses(withReported).at(-1)).toEqual(["new-creators-2027-reported", "from-its-date"]);
    expect(ruleSetStatus(PARTNER_PROGRAM_RULE_SETS.at(-1)!, "2027-02-01", withReported)).toBe("in-force");
  });

  it("quotes today's verified thresholds everywhere else", () => {
    expect(AD_TIER).toMatchObject({ subscribers: 1_000, watchHours: 4_000, shortsViews: 10_000_000 });
    expect(LOWER_TIER).toMatchObject({ subscribers: 500, uploadsIn90Days: 3 });
    const days = PARTNER_PROGRAM_RULE_SETS.map((rules) => rules.from);
    expect(days).toEqual([...days].sort());
  });
});

describe("uploadActivity", () => {
  const upload = (day: string, durationSeconds: number | null, views: number) => ({
    publishedAt: `${day}T15:00:00.000Z`,
    durationSeconds,
    views,
  });

  it("counts the uploads and the Shorts' views of the last 90 days", () => {
    // As of 28 Nov 2026 the 90 days are 31 Aug – 28 Nov. Two Shorts (45 s, 180 s) and two longer
    // videos inside them (181 s is not a Short); a Short of 30 Aug is a day too old.
    const activity = uploadActivity(
      [
        upload("2026-11-20", 45, 400_000),
        upload("2026-10-01", 180, 1_100_000),
        upload("2026-09-15", 181, 9_000),
        upload("2026-08-31", 600, 2_000),
        upload("2026-08-30", 30, 5_000_000),
        { publishedAt: null, durationSeconds: 30, views: 7 },
      ],
      "2026-11-28",
      false,
    );
    expect(activity).toEqual({
      asOf: "2026-11-28",
      uploadsIn90Days: 4,
      shortsIn90Days: 2,
      shortsViewsIn90DaysAtLeast: 1_500_000,
      complete: true,
    });
  });

  it("says the count is a floor when the stored uploads stop inside the window", () => {
    const recent = Array.from({ length: 5 }, (_, i) => upload(`2026-11-0${i + 1}`, 600, 10));
    expect(uploadActivity(recent, "2026-11-28", false)).toMatchObject({ uploadsIn90Days: 5, complete: false });
    // …unless every stored upload was read.
    expect(uploadActivity(recent, "2026-11-28", true)).toMatchObject({ uploadsIn90Days: 5, complete: true });
  });
});
