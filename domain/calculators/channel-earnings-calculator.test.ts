// /channel-earnings: its fields are the inputs of the one channel revenue model
// (#domain/revenue channelRevenueEstimate); these are worked examples through the form's raw text.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EARNINGS_MESSAGES, MAX_RATE, MAX_VIEWS } from "#domain/calculators/earnings-calculator";
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
  it("50,000 subscribers, 20,000 views a video, 8 videos a month at a $2–$6 RPM, no Shorts, 5% growth", () => {
    expect(DEFAULT_GROWTH_PERCENT).toBe(5); // spec §9 "default 5% monthly rate"
    const { result } = evaluateChannelEarnings(raw());
    expect(result).toMatchObject({
      monthlyViews: 160_000, // 20,000 × 8
      rpm: { low: 2, mid: 4, high: 6 },
      monthly: { low: 320, mid: 640, high: 960 }, // 160,000 / 1000 × 2, 4, 6
      perVideo: { low: 40, mid: 80, high: 120 }, // 20,000 / 1000 × RPM
      perSubscriber: { low: 0.0064, mid: 0.0128, high: 0.0192 }, // monthly / 50,000, 4 decimals
      // Σ_{m=0}^{11} 640 × 1.05^m = 640 × 15.9171… = 10,186.96
      twelveMonth: { low: 5093.48, mid: 10186.96, high: 15280.44 },
      total: null,
    });
    expect(result?.projection).toHaveLength(12);
    expect(result?.projection[0]).toEqual({ month: 1, low: 320, revenue: 640, high: 960 });
    expect(result?.projection[1]).toEqual({ month: 2, low: 336, revenue: 672, high: 1008 });
    expect(result?.projection[11]?.revenue).toBe(1094.62); // 640 × 1.05^11
    expect(result?.eligibility).toEqual({ eligible: true });
  });

  it("measured views a month (a directory channel's snapshots) replace views a video × uploads; per video keeps its own views", () => {
    const { result } = evaluateChannelEarnings(raw({ monthlyViews: "250,000" }));
    expect(result).toMatchObject({
      monthlyViews: 250_000,
      monthly: { low: 500, mid: 1000, high: 1500 },
      perVideo: { low: 40, mid: 80, high: 120 },
    });
    expect(evaluateChannelEarnings(raw({ monthlyViews: "-1" })).errors.monthlyViews).toBe("Can't be negative.");
  });

  it("says a channel under 1,000 subscribers cannot earn from ads yet", () => {
    expect(evaluateChannelEarnings(raw({ subscribers: "420" })).result?.eligibility).toEqual({
      eligible: false,
      subscribers: 420,
      threshold: 1_000,
      subscribersToGo: 580,
    });
  });

  it("Shorts are paid at their own RPM: 25% of views from Shorts at $0.03–$0.08", () => {
    const { result } = evaluateChannelEarnings(raw({ shorts: "25" }));
    // rpm = 0.75 × RPM + 0.25 × Shorts RPM: low 1.5075, mid 3.01375, high 4.52
    expect(result?.rpm).toEqual({ low: 1.5075, mid: 3.0138, high: 4.52 });
    expect(result?.monthly).toEqual({ low: 241.2, mid: 482.2, high: 723.2 });
  });
});

describe("channel earnings — rounding, zeros and growth edge cases", () => {
  it("revenue per subscriber keeps 4 decimals: $1 over 3 subscribers is $0.3333", () => {
    const { result } = evaluateChannelEarnings(raw({ subscribers: "3", avgViews: "1000", uploads: "1", low: "1", high: "1" }));
    expect(result?.monthly.mid).toBe(1);
    expect(result?.perSubscriber?.mid).toBe(0.3333);
  });

  it("0% growth: the potential is exactly 12 months of today's revenue", () => {
    expect(evaluateChannelEarnings(raw({ growth: "0" })).result?.twelveMonth).toEqual({ low: 3840, mid: 7680, high: 11520 });
  });

  it("negative growth is handled: -10% a month shrinks the year to 640 × (1 − 0.9¹²) / 0.1", () => {
    const { result } = evaluateChannelEarnings(raw({ growth: "-10" }));
    expect(result?.twelveMonth.mid).toBe(4592.45);
    expect(result?.projection[1]?.revenue).toBe(576);
  });

  it("-100% or less is rejected: a channel can't lose more than everything", () => {
    expect(evaluateChannelEarnings(raw({ growth: "-100" })).errors.growth).toBe("Must be more than -100%.");
    expect(evaluateChannelEarnings(raw({ growth: "101" })).errors.growth).toBe("Must be at most 100%.");
  });

  it("a high rate below the low one, or a Shorts share over 100%, is refused", () => {
    expect(evaluateChannelEarnings(raw({ low: "5", high: "4" })).errors.high).toBe(EARNINGS_MESSAGES.highBelowLow);
    expect(evaluateChannelEarnings(raw({ shortsLow: "0.1", shortsHigh: "0.05" })).errors.shortsHigh).toBe(
      EARNINGS_MESSAGES.highBelowLow,
    );
    expect(evaluateChannelEarnings(raw({ shorts: "101" })).errors.shorts).toBe("Must be at most 100%.");
  });

  it("no subscribers: revenue per subscriber is not available (no division by zero)", () => {
    expect(evaluateChannelEarnings(raw({ subscribers: "0" })).result?.perSubscriber).toBeNull();
  });

  it("zero views or no uploads: $0 a month, and a video still earns its views' worth", () => {
    expect(evaluateChannelEarnings(raw({ avgViews: "0" })).result).toMatchObject({
      monthly: { mid: 0 },
      perVideo: { mid: 0 },
      twelveMonth: { mid: 0 },
    });
    expect(evaluateChannelEarnings(raw({ uploads: "0" })).result).toMatchObject({ monthly: { mid: 0 }, perVideo: { mid: 80 } });
  });

  it("subscribers are whole people", () => {
    expect(evaluateChannelEarnings(raw({ subscribers: "1.5" })).errors.subscribers).toBe("Enter a whole number.");
  });

  it("huge numbers stay finite at every cap, 100% growth included", () => {
    const result = computeChannelEarnings({
      subscribers: MAX_SUBSCRIBERS,
      avgViews: MAX_VIEWS,
      uploads: MAX_UPLOADS_PER_MONTH,
      monthlyViews: null,
      shorts: 0,
      low: MAX_RATE,
      high: MAX_RATE,
      shortsLow: 0,
      shortsHigh: 0,
      growth: MAX_GROWTH_PERCENT,
    });
    expect(result.monthly.mid).toBe(1e15);
    expect(result.twelveMonth.mid).toBe(4.095e18); // 1e15 × (2¹² − 1)
  });

  it("any valid input gives finite, non-negative money, low ≤ mid ≤ high (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_SUBSCRIBERS }),
        fc.double({ min: 0, max: MAX_VIEWS, noNaN: true }),
        fc.double({ min: 0, max: MAX_UPLOADS_PER_MONTH, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: MAX_RATE, noNaN: true }),
        fc.double({ min: 0, max: MAX_RATE, noNaN: true }),
        fc.double({ min: -99.99, max: MAX_GROWTH_PERCENT, noNaN: true }),
        (subscribers, avgViews, uploads, shorts, a, b, growth) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const r = computeChannelEarnings({
            subscribers,
            avgViews,
            uploads,
            monthlyViews: null,
            shorts,
            low,
            high,
            shortsLow: 0.03,
            shortsHigh: 0.08,
            growth,
          });
          const ranges = [r.monthly, r.perVideo, r.twelveMonth, ...(r.perSubscriber ? [r.perSubscriber] : [])];
          const money = [...ranges.flatMap((x) => [x.low, x.mid, x.high]), ...r.projection.map((p) => p.revenue)];
          return money.every((n) => Number.isFinite(n) && n >= 0) && ranges.every((x) => x.low <= x.mid && x.mid <= x.high);
        },
      ),
    );
  });
});
