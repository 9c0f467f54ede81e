// /calculator. Spec §9: "Estimated earnings = views/1000 times rate, rounded"; PRODUCT.md:
// "Creators keep about 55% of ad revenue: show that line too."
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  EARNINGS_DEFAULTS,
  MAX_RATE,
  MAX_VIEWS,
  computeEarnings,
  evaluateEarnings,
  nichePresetValues,
  viewsByPeriod,
} from "#domain/calculators/earnings-calculator";

const raw = (overrides: Partial<typeof EARNINGS_DEFAULTS> = {}) => ({ ...EARNINGS_DEFAULTS, ...overrides });

describe("earnings calculator — worked examples", () => {
  it("10,000 views a day at a $2–$6 CPM: only the 62% of views with an ad are paid, and the creator keeps 55%", () => {
    const { result, errors } = evaluateEarnings(raw({ views: "10000", per: "day", rateType: "cpm", low: "2", high: "6" }));
    expect(errors).toEqual({});
    // A month is spec §4's 30.44 days: 304,400 views; a year 12 months: 3,652,800 views.
    expect(result?.views).toEqual({ day: 10_000, month: 304_400, year: 3_652_800 });
    expect(result?.earnings).toEqual({
      day: { low: 12, high: 37 }, // 6,200 paid views / 1000 × 2 = 12.4 → 12, × 6 = 37.2 → 37
      month: { low: 377, high: 1132 }, // 188,728 paid views: 377.46 → 377, 1,132.37 → 1,132 ("rounded")
      year: { low: 4529, high: 13588 }, // 2,264,736 paid views: 4,529.47 → 4,529, 13,588.42 → 13,588
    });
    // 55% of the rounded ad revenue, to the cent: the RPM a $2–$6 CPM gives (× 0.341).
    expect(result?.creatorShare).toEqual({
      day: { low: 6.6, high: 20.35 },
      month: { low: 207.35, high: 622.6 },
      year: { low: 2490.95, high: 7473.4 },
    });
    expect(result?.shareIncluded).toBe(false);
  });

  it("1,000,000 views a month at a $4 RPM: the rate already is the creator's part", () => {
    const { result } = evaluateEarnings(raw({ views: "1,000,000", per: "month", rateType: "rpm", low: "4", high: "4" }));
    expect(result?.views).toEqual({ day: 32_852, month: 1_000_000, year: 12_000_000 });
    // 1,000,000 / 30.44 = 32,851.5 views → 131.4 → $131.
    expect(result?.earnings.day).toEqual({ low: 131, high: 131 });
    expect(result?.earnings.month).toEqual({ low: 4000, high: 4000 });
    expect(result?.earnings.year).toEqual({ low: 48000, high: 48000 });
    expect(result?.shareIncluded).toBe(true);
    expect(result?.creatorShare).toEqual(result?.earnings);
  });

  it("rounds half up to whole dollars: 1,500 views at $1 earn $2, 1,499 earn $1", () => {
    expect(evaluateEarnings(raw({ views: "1500", rateType: "rpm", low: "1", high: "1" })).result?.earnings.day).toEqual({
      low: 2,
      high: 2,
    });
    expect(evaluateEarnings(raw({ views: "1499", rateType: "rpm", low: "1", high: "1" })).result?.earnings.day).toEqual({
      low: 1,
      high: 1,
    });
  });

  it("zero views earn $0 everywhere", () => {
    const { result } = evaluateEarnings(raw({ views: "0" }));
    expect(result?.earnings.year).toEqual({ low: 0, high: 0 });
    expect(result?.creatorShare.year).toEqual({ low: 0, high: 0 });
    expect(result?.cumulative.every((row) => row.low === 0 && row.high === 0)).toBe(true);
  });

  it("the cumulative projection grows month by month and ends at the yearly figure", () => {
    const { result } = evaluateEarnings(raw({ rateType: "cpm" }));
    expect(result?.cumulative).toHaveLength(12);
    expect(result?.cumulative[0]).toEqual({ month: 1, low: 377, high: 1132, shareLow: 207.35, shareHigh: 622.6 });
    expect(result?.cumulative[11]).toMatchObject({ month: 12, low: 4529, high: 13588 });
  });

  it("huge inputs stay finite: a trillion views a day at $1,000", () => {
    const { result } = evaluateEarnings(
      raw({ views: String(MAX_VIEWS), rateType: "rpm", low: String(MAX_RATE), high: String(MAX_RATE) }),
    );
    expect(result?.earnings.day.high).toBe(1e12);
    expect(result?.earnings.year.high).toBe(365_280_000_000_000);
  });

  it("converts between days and months with 30.44-day months", () => {
    expect(viewsByPeriod(3044, "month")).toEqual({ day: 100, month: 3044, year: 36528 });
  });
});

describe("earnings calculator — bad input gets a message at the field, never a figure", () => {
  it.each([
    [{ views: "-5" }, "views", "Can't be negative."],
    [{ views: "" }, "views", "Enter a number."],
    [{ views: "lots" }, "views", "“lots” is not a number."],
    [{ views: "2e12" }, "views", "Must be at most 1,000,000,000,000."],
    [{ low: "-1" }, "low", "Can't be negative."],
    [{ high: "1001" }, "high", "Must be at most 1,000."],
    [{ low: "6", high: "2" }, "high", "Must be at least the low rate."],
  ] as const)("%j → %s: %s", (overrides, field, message) => {
    const evaluation = evaluateEarnings(raw(overrides));
    expect(evaluation.errors[field]).toBe(message);
    expect(evaluation.result).toBeNull();
  });

  it("unknown options in the URL fall back to the defaults", () => {
    const { input } = evaluateEarnings(raw({ per: "week", rateType: "ecpm", country: "XX" }));
    expect(input).toMatchObject({ per: "day", rateType: "rpm", country: "US" });
  });

  it("any valid input gives finite, non-negative figures (property)", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: MAX_VIEWS, noNaN: true }),
        fc.double({ min: 0, max: MAX_RATE, noNaN: true }),
        fc.double({ min: 0, max: MAX_RATE, noNaN: true }),
        fc.constantFrom("day" as const, "month" as const),
        fc.constantFrom("cpm" as const, "rpm" as const),
        (views, a, b, per, rateType) => {
          const result = computeEarnings({
            views,
            per,
            rateType,
            low: Math.min(a, b),
            high: Math.max(a, b),
            niche: "",
            country: "US",
          });
          const figures = [
            ...Object.values(result.views),
            ...Object.values(result.earnings).flatMap((r) => [r.low, r.high]),
            ...Object.values(result.creatorShare).flatMap((r) => [r.low, r.high]),
          ];
          return figures.every((n) => Number.isFinite(n) && n >= 0);
        },
      ),
    );
  });
});

describe("niche presets — PRODUCT.md 'niche range × country multiplier'", () => {
  const finance = { slug: "personal-finance", name: "Personal Finance", rpmLow: 12, rpmHigh: 30 };

  it("fills the rate range for the audience country and switches to RPM (niche ranges are RPM)", () => {
    expect(nichePresetValues(finance, "US")).toEqual({ niche: "personal-finance", rateType: "rpm", low: "12", high: "30" });
    // India's multiplier is 0.1: 1.2–3; the UK's 0.57 (measured): 6.84–17.1.
    expect(nichePresetValues(finance, "IN")).toMatchObject({ low: "1.2", high: "3" });
    expect(nichePresetValues(finance, "GB")).toMatchObject({ low: "6.84", high: "17.1" });
  });

  it("gives nothing for a niche without a usable range", () => {
    expect(nichePresetValues({ ...finance, rpmLow: Number.NaN }, "US")).toBeNull();
  });
});
