// /reach-calculator. Issue: "views per video, monthly views, monthly watch hours, and months to
// the Partner Program thresholds (1,000 subscribers with a subscriber-per-view rate; 4,000
// public watch hours in 12 months)".
import { describe, expect, it } from "vitest";
import {
  PARTNER_PROGRAM,
  REACH_DEFAULTS,
  evaluateReach,
  monthsToSubscribers,
  monthsToWatchHours,
  rollingWatchHours,
} from "#domain/calculators/reach-calculator";

const TODAY = "2026-01-15";
const raw = (overrides: Partial<typeof REACH_DEFAULTS> = {}) => ({ ...REACH_DEFAULTS, ...overrides });

describe("reach calculator — worked examples", () => {
  it("the thresholds are the issue's", () => {
    expect(PARTNER_PROGRAM).toEqual({ subscribers: 1000, watchHours: 4000, watchHoursWindowMonths: 12 });
  });

  it("defaults: 20,000 impressions at 5% CTR, 4-minute views, 12 videos a month, 5 subscribers per 1,000 views", () => {
    const { result, errors } = evaluateReach(raw(), TODAY);
    expect(errors).toEqual({});
    expect(result).toMatchObject({
      viewsPerVideo: 1000, // 20,000 × 5%
      monthlyViews: 12_000, // 1,000 × 12
      monthlyWatchHours: 800, // 12,000 × 4 min / 60
      subscribersPerMonth: 60, // 12,000 × 5 / 1,000
      yearlyWatchHours: 9600,
      subscribers: { months: 17, date: "2027-06-15" }, // 1,000 / 60 = 16.7, rounded up
      watchHours: { months: 5, date: "2026-06-15" }, // 4,000 / 800
    });
    expect(result?.rows).toHaveLength(25);
    expect(result?.rows[24]).toMatchObject({
      subscribers: 1440,
      watchHours: 9600,
      subscribersPercent: 144,
      watchHoursPercent: 240,
    });
  });

  it("a bigger channel with a head start", () => {
    const { result } = evaluateReach(
      raw({
        impressions: "100000",
        ctr: "6",
        duration: "8",
        uploads: "12",
        subsPer1000: "3",
        subscribers: "200",
        watchHours: "1200",
      }),
      TODAY,
    );
    expect(result).toMatchObject({
      viewsPerVideo: 6000,
      monthlyViews: 72_000,
      monthlyWatchHours: 9600,
      subscribersPerMonth: 216,
      subscribers: { months: 4, date: "2026-05-15" }, // 800 missing / 216 a month = 3.7 → 4
      watchHours: { months: 1, date: "2026-02-15" }, // 1,100 kept + 9,600 new
    });
  });

  it("thresholds already met are month 0", () => {
    const { result } = evaluateReach(raw({ subscribers: "1000", watchHours: "4000" }), TODAY);
    expect(result?.subscribers).toEqual({ months: 0, date: TODAY });
    expect(result?.watchHours).toEqual({ months: 0, date: TODAY });
  });

  it("zero impressions: zero views, and the thresholds are out of reach", () => {
    const { result } = evaluateReach(raw({ impressions: "0" }), TODAY);
    expect(result).toMatchObject({
      viewsPerVideo: 0,
      monthlyViews: 0,
      monthlyWatchHours: 0,
      subscribers: { months: null },
      watchHours: { months: null },
    });
  });

  it("huge numbers stay finite", () => {
    const { result } = evaluateReach(
      raw({ impressions: "1e12", ctr: "100", duration: "600", uploads: "1000", subsPer1000: "1000" }),
      TODAY,
    );
    expect(result?.monthlyViews).toBe(1e15);
    expect(result?.subscribers.months).toBe(1);
  });
});

describe("the 12-month watch-hour window", () => {
  it("drops a twelfth of the past year's hours each month while new hours come in", () => {
    expect(rollingWatchHours(1200, 100, 0)).toBe(1200);
    expect(rollingWatchHours(1200, 100, 6)).toBe(600 + 600);
    expect(rollingWatchHours(1200, 100, 12)).toBe(1200);
    expect(rollingWatchHours(1200, 100, 30)).toBe(1200);
  });

  it("a pace of exactly 4,000 hours a year gets there in month 12", () => {
    expect(monthsToWatchHours(0, 4000 / 12)).toBe(12);
  });

  it("a shrinking window never gets there", () => {
    expect(monthsToWatchHours(2400, 100)).toBeNull();
  });

  it("monthsToSubscribers rounds partial months up and never divides by zero", () => {
    expect(monthsToSubscribers(0, 3)).toBe(334);
    expect(monthsToSubscribers(0, 0)).toBeNull();
    expect(monthsToSubscribers(999, 0.001)).toBe(1000);
    expect(monthsToSubscribers(0, 0.0001)).toBeNull(); // ten million months: beyond a century
  });
});

describe("validation — a message at the field", () => {
  it.each([
    [{ ctr: "101" }, "ctr", "Must be at most 100%."],
    [{ ctr: "-1" }, "ctr", "Can't be negative."],
    [{ duration: "601" }, "duration", "Must be at most 600."],
    [{ impressions: "many" }, "impressions", "“many” is not a number."],
    [{ subscribers: "10.5" }, "subscribers", "Enter a whole number."],
    [{ uploads: "" }, "uploads", "Enter a number."],
  ] as const)("%j → %s: %s", (overrides, field, message) => {
    const evaluation = evaluateReach(raw(overrides), TODAY);
    expect(evaluation.errors[field]).toBe(message);
    expect(evaluation.result).toBeNull();
  });
});

describe("reach calculator — the reported 2027 rule, when an admin applies it", () => {
  const reported = { reportedRule2027: true };

  it("counts to 8,000 watch hours when 4,000 would only be reached after 2027-02-01", () => {
    // 800 hours a month: 4,000 in 5 months, from 2026-11-15 that is 2027-04-15, after the change:
    // under the reported rule the threshold is then 8,000, reached in month 10.
    const off = evaluateReach(raw(), "2026-11-15").result!;
    const on = evaluateReach(raw(), "2026-11-15", reported).result!;
    expect(off.watchHours).toEqual({ months: 5, date: "2027-04-15" });
    expect(on.watchHours).toEqual({ months: 10, date: "2027-09-15" });
    expect(on.thresholdChanges).toEqual([{ from: "2027-02-01", subscribers: 1000, watchHours: 8000, verified: false }]);
    expect(off.thresholdChanges).toEqual([]);
    // Rows read against the threshold in force on their date: 4,000 before February, 8,000 from it.
    expect(on.rows[2]).toMatchObject({ date: "2027-01-15", watchHours: 1600, watchHoursPercent: 40 });
    expect(on.rows[3]).toMatchObject({ date: "2027-02-15", watchHours: 2400, watchHoursPercent: 30 });
  });

  it("keeps a threshold met before the change date: eligibility reached under today's rule stands", () => {
    // 2,000 hours a month from 3,000 already: 4,000 within the first month, in 2026.
    const on = evaluateReach(raw({ impressions: "50000", watchHours: "3000" }), "2026-06-15", reported).result!;
    expect(on.watchHours.months).toBe(1);
  });

  it("a pace that reaches 4,000 but never 8,000 has no date once the reported rule applies", () => {
    // 400 hours a month: 4,000 in 10 months (2027-09), past the change; 8,000 never (4,800 a year).
    const on = evaluateReach(raw({ uploads: "6" }), "2026-11-15", reported).result!;
    expect(on.watchHours).toEqual({ months: null, date: null });
    expect(evaluateReach(raw({ uploads: "6" }), "2026-11-15").result!.watchHours.months).toBe(10);
  });
});
