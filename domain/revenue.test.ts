import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type ChannelRevenueFacts,
  CREATOR_SHARE,
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
    expect(CREATOR_SHARE).toBe(0.55);
    expect(creatorShare(1000)).toBe(550);
    expect(creatorShare(99.99)).toBe(54.99); // 54.9945
    expect(creatorShare(0)).toBe(0);
  });

  it.each(BAD)("invalid amount %j → null", (bad) => {
    expect(creatorShare(bad)).toBeNull();
  });
});

describe("no figure is ever NaN, infinite or negative", () => {
  const anyInput = fc.oneof(
    fc.double(),
    fc.integer(),
    fc.constantFrom(null, undefined, "", "12", "-4", "x"),
  );

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
  // A GB finance channel: niche RPM $10–$26 (US), × 0.8 for GB; 2.4M views over 120 videos in
  // two years; a quarter of its stored uploads' views are Shorts.
  const facts: ChannelRevenueFacts = {
    subscribers: 30_000,
    totalViews: "2400000",
    videoCount: 120,
    startDate: "2024-11-01",
    asOf: new Date("2026-11-01T00:00:00Z"),
    country: "GB",
    nicheRpmLow: 10,
    nicheRpmHigh: 26,
    cpm: 99, // ignored: the niche range wins
    shortsViews: 100_000,
    knownFormatViews: 400_000,
  };

  it("derives the calculator's inputs from the channel, each rounded as its field holds it", () => {
    expect(channelRevenueInputs(facts)).toEqual({
      subscribers: 30_000,
      avgViews: 20_000, // 2,400,000 ÷ 120
      uploads: 5, // 120 videos over 24 months (spec §4 upload rate), 1 decimal
      shortsPercent: 25, // 100,000 of 400,000 views of known duration
      rpmLow: 8, // 10 × 0.8
      rpmHigh: 20.8, // 26 × 0.8
      shortsRpmLow: 0.024, // US Shorts RPM $0.03 × 0.8
      shortsRpmHigh: 0.064, // $0.08 × 0.8
      growth: 5,
      lifetimeViews: 2_400_000,
    });
  });

  it("worked example: ranges with the midpoint, to the cent", () => {
    const estimate = channelRevenue(facts);
    // rpm = 0.75 × long-form + 0.25 × Shorts: 6 + 0.006, 10.8 + 0.011, 15.6 + 0.016
    expect(estimate?.rpm).toEqual({ low: 6.006, mid: 10.811, high: 15.616 });
    expect(estimate?.monthlyViews).toBe(100_000); // 20,000 × 5
    expect(estimate?.monthly).toEqual({ low: 600.6, mid: 1081.1, high: 1561.6 });
    expect(estimate?.perVideo).toEqual({ low: 120.12, mid: 216.22, high: 312.32 });
    expect(estimate?.perSubscriber).toEqual({ low: 0.02, mid: 0.036, high: 0.0521 }); // monthly ÷ 30,000
    expect(estimate?.twelveMonth).toEqual({ low: twelveMonthPotential(600.6), mid: twelveMonthPotential(1081.1), high: twelveMonthPotential(1561.6) });
    expect(estimate?.twelveMonth.mid).toBe(17208.01); // 1,081.10 × 15.9171…
    expect(estimate?.total).toEqual({ low: 14414.4, mid: 25946.4, high: 37478.4 }); // 2.4M views × rpm
  });

  it("the stored sort columns are the estimate's midpoints", () => {
    expect(storedRevenueColumns(channelRevenue(facts))).toEqual({ revenuePerMonth: 1081.1, revenuePerVideo: 216.22, revenuePerSubscriber: 0.036 });
    expect(storedRevenueColumns(null)).toEqual({ revenuePerMonth: null, revenuePerVideo: null, revenuePerSubscriber: null });
  });

  it("a country with lower ad demand gets a lower range: the same channel in India (× 0.15)", () => {
    expect(channelRevenue({ ...facts, country: "IN", shortsViews: 0 })?.monthly).toEqual({ low: 150, mid: 270, high: 390 });
  });

  it("unknown durations count every view at the long-form rate; a channel without a niche uses its own rate", () => {
    expect(channelRevenueInputs({ ...facts, shortsViews: null, knownFormatViews: null })?.shortsPercent).toBe(0);
    const own = channelRevenue({ ...facts, nicheRpmLow: null, nicheRpmHigh: null, cpm: 4, shortsViews: 0 });
    expect(own?.monthly).toEqual({ low: 400, mid: 400, high: 400 });
  });

  it("gives nothing rather than a wrong figure when an input is missing", () => {
    expect(channelRevenue({ ...facts, videoCount: 0 })).toBeNull();
    expect(channelRevenue({ ...facts, totalViews: null })).toBeNull();
    expect(channelRevenue({ ...facts, startDate: null })).toBeNull();
    expect(channelRevenue({ ...facts, nicheRpmLow: null, cpm: null })).toBeNull();
    expect(channelRevenue({ ...facts, subscribers: null })?.perSubscriber).toBeNull();
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
    const inputs = channelRevenueInputs(facts);
    if (!inputs) throw new Error("inputs expected");
    expect(channelRevenueEstimate({ ...inputs, shortsPercent: 101 })).toBeNull();
    expect(channelRevenueEstimate({ ...inputs, avgViews: -1 })).toBeNull();
    expect(channelRevenueEstimate({ ...inputs, growth: Number.NaN })).toBeNull();
  });
});
