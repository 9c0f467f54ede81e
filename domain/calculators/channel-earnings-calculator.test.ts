// /channel-earnings. PRODUCT.md "Revenue model": "per video = total / videos; per subscriber =
// total / subscribers (4 decimals); monthly = … recent monthly views × CPM ÷ 1000; 12-month
// potential = monthly compounded over 12 months (default 5%/month)".
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_RATE, MAX_VIEWS } from "#domain/calculators/earnings-calculator";
import {
  CHANNEL_EARNINGS_DEFAULTS,
  DEFAULT_GROWTH_PERCENT,
  MAX_GROWTH_PERCENT,
  MAX_SUBSCRIBERS,
  MAX_UPLOADS_PER_MONTH,
  computeChannelEarnings,
  evaluateChannelEarnings,
} from "#domain/calculators/channel-earnings-calculator";

const raw = (overrides: Partial<typeof CHANNEL_EARNINGS_DEFAULTS> = {}) => ({ ...CHANNEL_EARNINGS_DEFAULTS, ...overrides });

describe("channel earnings — worked example (the defaults)", () => {
  it("50,000 subscribers, 20,000 views a video, 8 videos a month at a $4 CPM, 5% growth", () => {
    expect(DEFAULT_GROWTH_PERCENT).toBe(5); // spec §9 "default 5% monthly rate"
    const { result } = evaluateChannelEarnings(raw());
    expect(result).toMatchObject({
      monthlyViews: 160_000, // 20,000 × 8
      monthlyRevenue: 640, // 160,000 / 1000 × 4
      revenuePerVideo: 80, // 20,000 / 1000 × 4 = 640 / 8
      revenuePerSubscriber: 0.0128, // 640 / 50,000, 4 decimals
      // Σ_{m=0}^{11} 640 × 1.05^m = 640 × 15.9171… = 10,186.96
      twelveMonthPotential: 10186.96,
      creatorShareMonthly: 352, // 55% of 640
      creatorSharePotential: 5602.83,
    });
    expect(result?.projection).toHaveLength(12);
    expect(result?.projection[0]).toEqual({ month: 1, revenue: 640 });
    expect(result?.projection[1]).toEqual({ month: 2, revenue: 672 });
    expect(result?.projection[11]).toEqual({ month: 12, revenue: 1094.62 }); // 640 × 1.05^11
  });
});

describe("channel earnings — rounding, zeros and growth edge cases", () => {
  it("revenue per subscriber keeps 4 decimals: $1 over 3 subscribers is $0.3333", () => {
    const { result } = evaluateChannelEarnings(raw({ subscribers: "3", avgViews: "1000", uploads: "1", cpm: "1" }));
    expect(result?.monthlyRevenue).toBe(1);
    expect(result?.revenuePerSubscriber).toBe(0.3333);
  });

  it("0% growth: the potential is exactly 12 months of today's revenue", () => {
    expect(evaluateChannelEarnings(raw({ growth: "0" })).result?.twelveMonthPotential).toBe(7680);
  });

  it("negative growth is handled: -10% a month shrinks the year to 640 × (1 − 0.9¹²) / 0.1", () => {
    const { result } = evaluateChannelEarnings(raw({ growth: "-10" }));
    expect(result?.twelveMonthPotential).toBe(4592.45);
    expect(result?.projection[1]?.revenue).toBe(576);
  });

  it("-100% or less is rejected: a channel can't lose more than everything", () => {
    expect(evaluateChannelEarnings(raw({ growth: "-100" })).errors.growth).toBe("Must be more than -100%.");
    expect(evaluateChannelEarnings(raw({ growth: "101" })).errors.growth).toBe("Must be at most 100%.");
  });

  it("no subscribers: revenue per subscriber is not available (no division by zero)", () => {
    expect(evaluateChannelEarnings(raw({ subscribers: "0" })).result?.revenuePerSubscriber).toBeNull();
  });

  it("zero views or no uploads: $0 a month, and a video still earns its views' worth", () => {
    expect(evaluateChannelEarnings(raw({ avgViews: "0" })).result).toMatchObject({ monthlyRevenue: 0, revenuePerVideo: 0, twelveMonthPotential: 0 });
    expect(evaluateChannelEarnings(raw({ uploads: "0" })).result).toMatchObject({ monthlyRevenue: 0, revenuePerVideo: 80 });
  });

  it("subscribers are whole people", () => {
    expect(evaluateChannelEarnings(raw({ subscribers: "1.5" })).errors.subscribers).toBe("Enter a whole number.");
  });

  it("huge numbers stay finite at every cap, 100% growth included", () => {
    const result = computeChannelEarnings({
      subscribers: MAX_SUBSCRIBERS,
      avgViews: MAX_VIEWS,
      uploads: MAX_UPLOADS_PER_MONTH,
      cpm: MAX_RATE,
      growth: MAX_GROWTH_PERCENT,
    });
    expect(result.monthlyRevenue).toBe(1e15);
    expect(result.twelveMonthPotential).toBe(4.095e18); // 1e15 × (2¹² − 1)
  });

  it("any valid input gives finite, non-negative money (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_SUBSCRIBERS }),
        fc.double({ min: 0, max: MAX_VIEWS, noNaN: true }),
        fc.double({ min: 0, max: MAX_UPLOADS_PER_MONTH, noNaN: true }),
        fc.double({ min: 0, max: MAX_RATE, noNaN: true }),
        fc.double({ min: -99.99, max: MAX_GROWTH_PERCENT, noNaN: true }),
        (subscribers, avgViews, uploads, cpm, growth) => {
          const r = computeChannelEarnings({ subscribers, avgViews, uploads, cpm, growth });
          const money = [r.monthlyRevenue, r.revenuePerVideo, r.twelveMonthPotential, r.creatorShareMonthly, ...r.projection.map((p) => p.revenue)];
          if (r.revenuePerSubscriber !== null) money.push(r.revenuePerSubscriber);
          return money.every((n) => Number.isFinite(n) && n >= 0);
        },
      ),
    );
  });
});
