import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CREATOR_SHARE,
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
