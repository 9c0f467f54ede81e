import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CREATOR_SHARE } from "#domain/ad-rates";
import {
  type ChannelRevenueFacts,
  SHORTS_RPM_US,
  channelRevenue,
  channelRevenueEstimate,
  channelRevenueInputs,
  formatViewTotals,
  storedRevenueColumns,
  PROJECTION_MONTHS,
  creatorShare,
  estimatedEarnings,
  monthlyGrowthProjection,
  monthlyRevenue,
  ratio,
  revenuePerSubscriber,
  revenuePerVideo,
  totalRevenue,
  twelveMonthPotential,
} from "#domain/revenue";

// Inputs that must never produce a figure (contract of revenue.ts).
const BAD = [null, undefined, "", "abc", -1, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY] as const;

describe("estimatedEarnings — spec §9 'Estimated earnings = views/1000 times rate, rounded'", () => {
  it.each([
    [1_000_000, 4, 4000],
    [1234, 3.5, 4], // 4.319 → 4
    [1500, 1, 2], // 1.5 → 2 (half up)
    [1499, 1, 1],
    [0, 10, 0],
    [10_000, 0, 0],
    ["250000", "2.2", 550],
    [1e15, 20, 2e13],
  ])("views %j at rate %j → %j", (views, rate, expected) => {
    expect(estimatedEarnings(views, rate)).toBe(expected);
  });

  it.each(BAD)("invalid views %j → null", (bad) => {
    expect(estimatedEarnings(bad, 4)).toBeNull();
  });

  it.each(BAD)("invalid rate %j → null", (bad) => {
    expect(estimatedEarnings(1000, bad)).toBeNull();
  });

  it("overflowing products → null rather than Infinity", () => {
    expect(estimatedEarnings(Number.MAX_VALUE, 1e10)).toBeNull();
  });
});

describe("ratio — spec §9 'ratio to two decimals'", () => {
  it.each([
    [1, 3, 0.33],
    [2, 3, 0.67],
    [10, 4, 2.5],
    [1.005, 1, 1.01],
    [0, 5, 0],
  ])("%j / %j → %j", (a, b, expected) => {
    expect(ratio(a, b)).toBe(expected);
  });

  it("is null when the divisor is 0", () => {
    expect(ratio(5, 0)).toBeNull();
    expect(ratio(0, 0)).toBeNull();
  });

  it.each(BAD)("invalid operand %j → null", (bad) => {
    expect(ratio(bad, 2)).toBeNull();
    expect(ratio(2, bad)).toBeNull();
  });
});

describe("totalRevenue — PRODUCT.md 'Total revenue = total views / 1000 × CPM'", () => {
  it.each([
    [2_000_000, 4.2, 8400],
    [123_456, 3.33, 411.11], // 411.10848
    [999, 1, 1], // 0.999 → 1.00 to the cent
    [0, 5, 0],
    ["5000000", "2.5", 12500],
  ])("views %j × CPM %j → %j", (views, cpm, expected) => {
    expect(totalRevenue(views, cpm)).toBe(expected);
  });

  it.each(BAD)("invalid input %j → null", (bad) => {
    expect(totalRevenue(bad, 4)).toBeNull();
    expect(totalRevenue(1000, bad)).toBeNull();
  });
});

describe("revenuePerVideo — PRODUCT.md 'per video = total / videos'", () => {
  it.each([
    [8400, 120, 70],
    [100, 3, 33.33],
    [0, 10, 0],
  ])("%j / %j videos → %j", (total, videos, expected) => {
    expect(revenuePerVideo(total, videos)).toBe(expected);
  });

  it("is null with no videos", () => {
    expect(revenuePerVideo(100, 0)).toBeNull();
  });

  it.each(BAD)("invalid input %j → null", (bad) => {
    expect(revenuePerVideo(bad, 10)).toBeNull();
    expect(revenuePerVideo(100, bad)).toBeNull();
  });
});

describe("revenuePerSubscriber — PRODUCT.md 'per subscriber = total / subscribers (4 decimals)'", () => {
  it.each([
    [8400, 100_000, 0.084],
    [1, 3, 0.3333],
    [123.45, 10_000, 0.0123],
    [5, 400_000, 0], // 0.0000125 rounds to 0
    [1000, 1, 1000],
  ])("%j / %j subscribers → %j", (total, subs, expected) => {
    expect(revenuePerSubscriber(total, subs)).toBe(expected);
  });

  it("is null with no subscribers", () => {
    expect(revenuePerSubscriber(100, 0)).toBeNull();
  });

  it.each(BAD)("invalid input %j → null", (bad) => {
    expect(revenuePerSubscriber(bad, 10)).toBeNull();
    expect(revenuePerSubscriber(100, bad)).toBeNull();
  });
});

describe("monthlyRevenue — PRODUCT.md 'monthly = stored value, else recent monthly views × CPM ÷ 1000'", () => {
  it("uses the stored value when present", () => {
    expect(monthlyRevenue({ storedMonthly: 1234.567, recentMonthlyViews: 1_000_000, cpm: 5 })).toBe(1234.57);
    expect(monthlyRevenue({ storedMonthly: "800", cpm: 5 })).toBe(800);
  });

  it("a stored 0 is a value, not a gap", () => {
    expect(monthlyRevenue({ storedMonthly: 0, recentMonthlyViews: 1_000_000, cpm: 5 })).toBe(0);
  });

  it("else computes recent monthly views × CPM ÷ 1000", () => {
    expect(monthlyRevenue({ storedMonthly: null, recentMonthlyViews: 1_000_000, cpm: 5 })).toBe(5000);
    expect(monthlyRevenue({ recentMonthlyViews: 12_345, cpm: 3 })).toBe(37.04);
  });

  it("ignores a negative or garbage stored value", () => {
    expect(monthlyRevenue({ storedMonthly: -50, recentMonthlyViews: 2000, cpm: 5 })).toBe(10);
    expect(monthlyRevenue({ storedMonthly: "n/a", recentMonthlyViews: 2000, cpm: 5 })).toBe(10);
  });

  it("is null when nothing usable is given", () => {
    expect(monthlyRevenue({})).toBeNull();
    expect(monthlyRevenue({ recentMonthlyViews: 1000 })).toBeNull();
    expect(monthlyRevenue({ cpm: 4 })).toBeNull();
    expect(monthlyRevenue({ recentMonthlyViews: -1, cpm: 4 })).toBeNull();
  });
});

describe("growth projection — spec §9 'spreads a yearly value over 12 months with compounding, default 5% monthly rate'", () => {
  // Chosen interpretation: month m (0…11) earns monthly × (1 + r)^m; the 12-month potential
  // is the sum of those 12 months.
  it("monthlyGrowthProjection gives 12 months starting at the current monthly value", () => {
    const months = monthlyGrowthProjection(1000);
    expect(PROJECTION_MONTHS).toBe(12);
    expect(months).toHaveLength(12);
    expect(months?.[0]).toBe(1000);
    expect(months?.[1]).toBe(1050);
    expect(months?.[2]).toBe(1102.5);
    expect(months?.[11]).toBe(1710.34); // 1000 × 1.05^11 = 1710.339…
  });

  it("twelveMonthPotential(1000) at the default 5% is Σ 1000 × 1.05^m = 15,917.13", () => {
    expect(twelveMonthPotential(1000)).toBe(15917.13);
    expect(twelveMonthPotential(1000, 0.05)).toBe(15917.13);
  });

  it("with 0% growth it is exactly 12 × monthly", () => {
    expect(twelveMonthPotential(1000, 0)).toBe(12000);
    expect(twelveMonthPotential(0.01, 0)).toBe(0.12);
  });

  it("accepts other rates, including a shrinking channel down to -100%", () => {
    expect(twelveMonthPotential(100, 0.1)).toBe(2138.43); // 100 × (1.1^12 − 1) / 0.1
    expect(twelveMonthPotential(100, -0.1)).toBe(717.57); // 100 × (1 − 0.9^12) / 0.1
    expect(twelveMonthPotential(100, -1)).toBe(100);
    expect(monthlyGrowthProjection(100, -1)).toEqual([100, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it("matches the closed-form geometric series for any valid input", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        fc.double({ min: -0.99, max: 1, noNaN: true }),
        (monthly, rate) => {
          fc.pre(Math.abs(rate) > 1e-6);
          const closedForm = (monthly * ((1 + rate) ** 12 - 1)) / rate;
          const result = twelveMonthPotential(monthly, rate);
          expect(result).not.toBeNull();
          expect(Math.abs((result ?? 0) - closedForm)).toBeLessThanOrEqual(0.01 + closedForm * 1e-9);
        },
      ),
    );
  });

  it("zero monthly revenue stays zero", () => {
    expect(twelveMonthPotential(0)).toBe(0);
  });

  it.each(BAD)("invalid monthly %j → null", (bad) => {
    expect(twelveMonthPotential(bad)).toBeNull();
    expect(monthlyGrowthProjection(bad)).toBeNull();
  });

  it("a rate below -100% or not finite → null", () => {
    expect(twelveMonthPotential(100, -1.5)).toBeNull();
    expect(twelveMonthPotential(100, Number.NaN)).toBeNull();
    expect(twelveMonthPotential(100, Number.POSITIVE_INFINITY)).toBeNull();
    expect(monthlyGrowthProjection(100, "fast")).toBeNull();
  });

  it("an overflowing projection → null rather than Infinity", () => {
    expect(twelveMonthPotential(1e300, 1e5)).toBeNull();
    expect(monthlyGrowthProjection(1e300, 1e5)).toBeNull();
  });
});

describe("creatorShare — PRODUCT.md 'Creators keep about 55% of ad revenue'", () => {
  it("is 55%", () => {
    expect(CREATOR_SHARE.value).toBe(0.55);
    expect(creatorShare(1000)).toBe(550);
    expect(creatorShare(99.99)).toBe(54.99); // 54.9945
    expect(creatorShare(0)).toBe(0);
  });

  it.each(BAD)("invalid amount %j → null", (bad) => {
    expect(creatorShare(bad)).toBeNull();
  });
});

describe("no figure is ever NaN, infinite or negative", () => {
  const anyInput = fc.oneof(fc.double(), fc.integer(), fc.constantFrom(null, undefined, "", "12", "-4", "x"));

  it("for arbitrary inputs every function returns null or a finite non-negative number", () => {
    fc.assert(
      fc.property(anyInput, anyInput, anyInput, (a, b, c) => {
        const results = [
          estimatedEarnings(a, b),
          ratio(a, b),
          totalRevenue(a, b),
          revenuePerVideo(a, b),
          revenuePerSubscriber(a, b),
          monthlyRevenue({ storedMonthly: a, recentMonthlyViews: b, cpm: c }),
          twelveMonthPotential(a, b),
          creatorShare(a),
          ...(monthlyGrowthProjection(a, b) ?? []),
        ];
        for (const result of results) {
          if (result !== null) {
            expect(Number.isFinite(result)).toBe(true);
            expect(result).toBeGreaterThanOrEqual(0);
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe("the channel revenue model — one function for every page (FACTS.md 'Revenue')", () => {
  // A GB finance channel: niche RPM $10–$26 (US), × 0.57 for GB (measured: UK $6.31 ÷ US $11.04);
  // 2.4M views over 120 videos in two years; a quarter of its stored uploads' views are Shorts.
  // Its snapshots show 150,000 views gained over 30 days; its 8 uploads of the last 180 days
  // have a median of 18,000 views; it had 400,000 views when it first passed 1,000 subscribers.
  const lifetimeOnly: ChannelRevenueFacts = {
    subscribers: 30_000,
    totalViews: "2400000",
    videoCount: 120,
    startDate: "2024-11-01",
    asOf: new Date("2026-11-01T00:00:00Z"),
    country: "GB",
    nicheRpmLow: 10,
    nicheRpmHigh: 26,
    rpmOverride: null,
    shortsViews: 100_000,
    knownFormatViews: 400_000,
  };
  const facts: ChannelRevenueFacts = {
    ...lifetimeOnly,
    viewsGain: { views: 150_000, days: 30 },
    recentUploads: { medianViews: 18_000, count: 8 },
    viewsWhenEligible: { views: 400_000, day: "2025-03-01" },
  };

  it("reads what the channel earns now: views a month from its snapshots, views a video from its recent uploads, views since it could earn", () => {
    expect(channelRevenueInputs(facts)).toEqual({
      inputs: {
        subscribers: 30_000,
        avgViews: 18_000, // the recent uploads' median
        uploads: 5, // 120 videos over 24 months (spec §4 upload rate), 1 decimal
        monthlyViews: 152_200, // 150,000 over 30 days, per 30.44 days
        shortsPercent: 25, // 100,000 of 400,000 views of known duration
        rpmLow: 5.7, // 10 × 0.57
        rpmHigh: 14.82, // 26 × 0.57
        shortsRpmLow: 0.0171, // US Shorts RPM $0.03 × 0.57
        shortsRpmHigh: 0.0456, // $0.08 × 0.57
        growth: 5,
        earnableViews: 2_000_000, // 2.4M − the 400,000 from before 1,000 subscribers
      },
      basis: {
        monthlyViews: { source: "snapshots", days: 30 },
        viewsPerVideo: { source: "recent-uploads", uploads: 8, days: 180 },
        total: { basis: "since-eligible", since: "2025-03-01" },
        rate: { source: "niche-band", band: { low: 10, high: 26 }, country: "GB", multiplier: 0.57, multiplierBasis: "measured" },
        shorts: { percent: 25, rpmUs: { low: 0.03, high: 0.08 } },
      },
    });
  });

  it("worked example: ranges with the midpoint, to the cent", () => {
    const estimate = channelRevenue(facts)?.estimate;
    // rpm = 0.75 × long-form + 0.25 × Shorts: 4.275 + 0.0043, 7.695 + 0.0078, 11.115 + 0.0114
    expect(estimate?.rpm).toEqual({ low: 4.2793, mid: 7.7028, high: 11.1264 });
    expect(estimate?.monthlyViews).toBe(152_200);
    expect(estimate?.monthly).toEqual({ low: 651.31, mid: 1172.37, high: 1693.44 }); // 152,200 ÷ 1,000 × rpm
    expect(estimate?.perVideo).toEqual({ low: 77.03, mid: 138.65, high: 200.28 }); // 18,000 ÷ 1,000 × rpm
    expect(estimate?.perSubscriber).toEqual({ low: 0.0217, mid: 0.0391, high: 0.0564 }); // monthly ÷ 30,000
    expect(estimate?.twelveMonth.mid).toBe(twelveMonthPotential(1172.37));
    expect(estimate?.total).toEqual({ low: 8558.55, mid: 15405.68, high: 22252.8 }); // 2M views × rpm
  });

  it("falls back to the lifetime average, labelled, without 28 days of snapshots or 3 recent uploads, and calls every view earnable an upper bound", () => {
    const made = channelRevenueInputs({
      ...lifetimeOnly,
      viewsGain: { views: 40_000, days: 12 },
      recentUploads: { medianViews: 18_000, count: 2 },
    });
    expect(made?.inputs).toMatchObject({ avgViews: 20_000, monthlyViews: null, earnableViews: 2_400_000 });
    expect(made?.basis).toMatchObject({
      monthlyViews: { source: "lifetime-average" },
      viewsPerVideo: { source: "lifetime-average" },
      total: { basis: "upper-bound" },
    });
    const estimate = channelRevenue(lifetimeOnly)?.estimate;
    expect(estimate?.monthlyViews).toBe(100_000); // 20,000 a video × 5 uploads
    expect(estimate?.monthly).toEqual({ low: 427.93, mid: 770.28, high: 1112.64 });
    // With recent uploads but no snapshots, views a month stay the lifetime average a month.
    const mixed = channelRevenueInputs({ ...lifetimeOnly, recentUploads: { medianViews: 18_000, count: 8 } });
    expect(mixed?.inputs).toMatchObject({ avgViews: 18_000, monthlyViews: 100_000 });
  });

  it("holds a channel under 1,000 subscribers out of revenue: its rate is still shown, no money and no ranking", () => {
    const small = channelRevenue({ ...facts, subscribers: 299 });
    expect(small?.eligibility).toEqual({ eligible: false, subscribers: 299, threshold: 1_000, subscribersToGo: 701 });
    expect(storedRevenueColumns(small)).toEqual({
      rpm: 7.7,
      revenuePerMonth: null,
      revenuePerVideo: null,
      revenuePerSubscriber: null,
    });
  });

  it("stores the channel's RPM and the revenue midpoints for lists and rankings", () => {
    expect(storedRevenueColumns(channelRevenue(facts))).toEqual({
      rpm: 7.7,
      revenuePerMonth: 1172.37,
      revenuePerVideo: 138.65,
      revenuePerSubscriber: 0.0391,
    });
    expect(storedRevenueColumns(null)).toEqual({
      rpm: null,
      revenuePerMonth: null,
      revenuePerVideo: null,
      revenuePerSubscriber: null,
    });
  });

  it("a country with lower ad demand gets a lower range: the same channel in India (× 0.1)", () => {
    expect(channelRevenue({ ...facts, country: "IN", shortsViews: 0 })?.estimate.monthly).toEqual({
      low: 152.2,
      mid: 273.96,
      high: 395.72,
    });
  });

  it("an RPM an admin typed replaces the niche band, as a one-point range", () => {
    const own = channelRevenue({ ...facts, rpmOverride: 4, shortsViews: 0 });
    expect(own?.basis.rate).toEqual({ source: "admin", rpm: 4 });
    expect(own?.estimate.monthly).toEqual({ low: 608.8, mid: 608.8, high: 608.8 });
    expect(channelRevenue({ ...facts, nicheRpmLow: null, nicheRpmHigh: null, rpmOverride: 4 })?.estimate.rpm.mid).toBeGreaterThan(
      0,
    );
  });

  it("counts every view at the long-form rate when durations are unknown", () => {
    expect(channelRevenueInputs({ ...facts, shortsViews: null, knownFormatViews: null })?.inputs.shortsPercent).toBe(0);
  });

  it("gives nothing rather than a wrong figure when an input is missing", () => {
    expect(channelRevenue({ ...facts, videoCount: 0 })).toBeNull();
    expect(channelRevenue({ ...facts, totalViews: null })).toBeNull();
    expect(channelRevenue({ ...facts, startDate: null })).toBeNull();
    expect(channelRevenue({ ...facts, nicheRpmLow: null, rpmOverride: null })).toBeNull();
    expect(channelRevenue({ ...facts, subscribers: null })?.estimate.perSubscriber).toBeNull();
    expect(channelRevenue({ ...facts, subscribers: null })?.eligibility).toEqual({ eligible: true });
  });

  it("tells Shorts from long-form by duration (domain/video-format), unknown durations in neither", () => {
    expect(
      formatViewTotals([
        { views: 100, durationSeconds: 45 },
        { views: 50, durationSeconds: 180 },
        { views: 1000, durationSeconds: 181 },
        { views: 7, durationSeconds: null },
        { views: 9, durationSeconds: 0 },
      ]),
    ).toEqual({ shortsViews: 150, knownFormatViews: 1150 });
  });

  it("Shorts RPM is the US figure from FACTS.md ($0.03–$0.08 per 1,000 views)", () => {
    expect(SHORTS_RPM_US).toEqual({ low: 0.03, high: 0.08 });
  });

  it("refuses inputs out of range instead of computing them", () => {
    const inputs = channelRevenueInputs(facts)?.inputs;
    if (!inputs) throw new Error("inputs expected");
    expect(channelRevenueEstimate({ ...inputs, shortsPercent: 101 })).toBeNull();
    expect(channelRevenueEstimate({ ...inputs, avgViews: -1 })).toBeNull();
    expect(channelRevenueEstimate({ ...inputs, monthlyViews: -5 })).toBeNull();
    expect(channelRevenueEstimate({ ...inputs, growth: Number.NaN })).toBeNull();
  });
});
