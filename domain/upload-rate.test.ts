import { describe, expect, it } from "vitest";
import {
  DAYS_PER_MONTH,
  UPLOAD_RATE_BANDS,
  UPLOAD_RATE_BAND_KEYS,
  isUploadRateBandKey,
  uploadRateBand,
  uploadRateLabel,
  videosPerMonth,
} from "#domain/upload-rate";

const DAY_MS = 24 * 60 * 60 * 1000;
const MONTH_MS = DAYS_PER_MONTH * DAY_MS;
const NOW = new Date("2024-06-01T00:00:00Z");
const monthsAgo = (months: number) => new Date(NOW.getTime() - months * MONTH_MS);

describe("videosPerMonth — spec §4 'videos divided by months since start date (30.44-day months)'", () => {
  it("divides by 30.44-day months", () => {
    expect(DAYS_PER_MONTH).toBe(30.44);
    expect(videosPerMonth(120, monthsAgo(12), NOW)).toBeCloseTo(10, 10);
    expect(videosPerMonth(30, monthsAgo(1), NOW)).toBeCloseTo(30, 10);
    // 365 days is 11.99 months of 30.44 days, not 12.
    expect(videosPerMonth(1200, new Date(NOW.getTime() - 365 * DAY_MS), NOW)).toBeCloseTo(1200 / (365 / 30.44), 10);
  });

  it("accepts ISO strings and timestamps for the start date", () => {
    expect(videosPerMonth(60, monthsAgo(2).toISOString(), NOW)).toBeCloseTo(30, 10);
    expect(videosPerMonth(60, monthsAgo(2).getTime(), NOW)).toBeCloseTo(30, 10);
  });

  it("'if under 0.1 month old the raw count is used'", () => {
    expect(videosPerMonth(7, monthsAgo(0.05), NOW)).toBe(7);
    expect(videosPerMonth(7, monthsAgo(0.0999), NOW)).toBe(7);
    expect(videosPerMonth(7, NOW, NOW)).toBe(7);
  });

  it("at exactly 0.1 month it divides", () => {
    // 0.1 × 30.44 days = 263,001,600 ms.
    expect(videosPerMonth(7, new Date(NOW.getTime() - 263_001_600), NOW)).toBeCloseTo(70, 6);
    expect(videosPerMonth(7, new Date(NOW.getTime() - 263_001_599), NOW)).toBe(7);
  });

  it("a start date in the future uses the raw count", () => {
    expect(videosPerMonth(5, monthsAgo(-3), NOW)).toBe(5);
  });

  it("zero videos is a rate of 0", () => {
    expect(videosPerMonth(0, monthsAgo(5), NOW)).toBe(0);
  });

  it("uses the current time by default", () => {
    const rate = videosPerMonth(100, new Date(Date.now() - 10 * MONTH_MS));
    expect(rate).toBeCloseTo(10, 3);
  });

  it.each([
    ["null count", null, monthsAgo(3)],
    ["undefined count", undefined, monthsAgo(3)],
    ["negative count", -1, monthsAgo(3)],
    ["NaN count", Number.NaN, monthsAgo(3)],
    ["infinite count", Number.POSITIVE_INFINITY, monthsAgo(3)],
    ["null date", 10, null],
    ["undefined date", 10, undefined],
    ["empty date", 10, ""],
    ["garbage date", 10, "not a date"],
    ["invalid Date", 10, new Date(Number.NaN)],
  ] as const)("%s → null", (_label, count, start) => {
    expect(videosPerMonth(count, start, NOW)).toBeNull();
  });
});

describe("uploadRateLabel — spec §4 upload-rate label from videos per month", () => {
  it.each([
    [1000, "Insanely High (2+ per day)"],
    [60, "Insanely High (2+ per day)"],
    [59.99, "Very High (Daily)"],
    [30, "Very High (Daily)"],
    [29.99, "High (Every 1-2 days)"],
    [20, "High (Every 1-2 days)"],
    [19.99, "Normal (2-4 per week)"],
    [8, "Normal (2-4 per week)"],
    [7.99, "Medium-Low (1-2 per week)"],
    [4, "Medium-Low (1-2 per week)"],
    [3.99, "Low (Every 10-15 days)"],
    [2, "Low (Every 10-15 days)"],
    [1.99, "Very Low (Less than monthly)"],
    [0, "Very Low (Less than monthly)"],
  ])("%d videos/month → %j", (vpm, label) => {
    expect(uploadRateLabel(vpm)).toBe(label);
  });

  it("\"missing 'N/A'\"", () => {
    expect(uploadRateLabel(null)).toBe("N/A");
    expect(uploadRateLabel(undefined)).toBe("N/A");
  });

  it("bad data (negative, NaN, Infinity) is treated as missing", () => {
    expect(uploadRateLabel(-1)).toBe("N/A");
    expect(uploadRateLabel(Number.NaN)).toBe("N/A");
    expect(uploadRateLabel(Number.POSITIVE_INFINITY)).toBe("N/A");
  });

  it("composes with videosPerMonth", () => {
    expect(uploadRateLabel(videosPerMonth(300, monthsAgo(12), NOW))).toBe("High (Every 1-2 days)");
    expect(uploadRateLabel(videosPerMonth(365, monthsAgo(12), NOW))).toBe("Very High (Daily)");
    expect(uploadRateLabel(videosPerMonth(null, monthsAgo(12), NOW))).toBe("N/A");
  });
});

describe("uploadRateBand / UPLOAD_RATE_BANDS — the same thresholds as data for search filters", () => {
  it.each([
    [60, "insanely_high"],
    [30, "very_high"],
    [20, "high"],
    [8, "normal"],
    [4, "medium_low"],
    [2, "low"],
    [1.5, "very_low"],
    [0, "very_low"],
  ])("%d → %s", (vpm, key) => {
    expect(uploadRateBand(vpm)).toBe(key);
  });

  it("is null for missing or bad values", () => {
    expect(uploadRateBand(null)).toBeNull();
    expect(uploadRateBand(undefined)).toBeNull();
    expect(uploadRateBand(-0.5)).toBeNull();
    expect(uploadRateBand(Number.NaN)).toBeNull();
  });

  it("bands are contiguous, highest first, and cover [0, ∞)", () => {
    expect(UPLOAD_RATE_BANDS[0]?.maxExclusive).toBeNull();
    for (let i = 1; i < UPLOAD_RATE_BANDS.length; i++) {
      expect(UPLOAD_RATE_BANDS[i]?.maxExclusive).toBe(UPLOAD_RATE_BANDS[i - 1]?.min);
    }
    expect(UPLOAD_RATE_BANDS.at(-1)?.min).toBe(0);
  });

  it("every value in a band's range maps to that band", () => {
    for (const band of UPLOAD_RATE_BANDS) {
      expect(uploadRateBand(band.min)).toBe(band.key);
      if (band.maxExclusive !== null) expect(uploadRateBand(band.maxExclusive - 0.001)).toBe(band.key);
    }
  });

  it("keys are stable and validated", () => {
    expect(UPLOAD_RATE_BAND_KEYS).toEqual(["insanely_high", "very_high", "high", "normal", "medium_low", "low", "very_low"]);
    expect(isUploadRateBandKey("normal")).toBe(true);
    expect(isUploadRateBandKey("NORMAL")).toBe(false);
    expect(isUploadRateBandKey(8)).toBe(false);
  });
});
