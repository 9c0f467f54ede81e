import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type StatsSnapshot, daysBefore } from "#domain/channel-growth";
import {
  PROJECTION_RULE,
  type ProjectionRule,
  dayAfterMonths,
  describeRule,
  formatMonthsAway,
  formatPace,
  monthsAtPace,
  projectNextMilestone,
  projectSubscribers,
  roundedMonths,
  shortfallText,
  subscriberPace,
} from "#domain/subscriber-projection";

const snap = (day: string, subscribers: number | null): StatsSnapshot => ({ day, subscribers, views: null });
const compound: ProjectionRule = { ...PROJECTION_RULE, method: "compound" };

describe("the projection rule", () => {
  it("is a straight line through the last 30 days' gain, from 3 snapshots over 8 weeks", () => {
    expect(PROJECTION_RULE).toEqual({
      method: "linear",
      windowDays: 30,
      minSnapshots: 3,
      minSpanDays: 28,
      minHistoryDays: 56,
      minBaseSubscribers: 0,
    });
    expect(describeRule()).toBe("the last 30 days' pace carried forward in a straight line");
  });
});

describe("projectSubscribers", () => {
  // Worked example: 5 → 60 → 234 subscribers on 1 September, 1 October and 1 November 2026.
  // The last 30 days compare 1 October (the latest snapshot at least 30 days older) with
  // 1 November: 174 subscribers in 31 days, 174 ÷ 31 × 30.44 = 170.9 a month. The 766 missing
  // for 1,000 take 766 ÷ 170.9 = 4.48 months = 136 days: 17 March 2027.
  const young = [snap("2026-09-01", 5), snap("2026-10-01", 60), snap("2026-11-01", 234)];

  it("dates a target at the last 30 days' pace, in a straight line", () => {
    const projection = projectSubscribers(young, 1_000);
    expect(projection).toMatchObject({ status: "projected", target: 1_000, date: "2027-03-17" });
    if (projection.status !== "projected") return;
    expect(projection.months).toBeCloseTo(4.483, 3);
    expect(projection.pace).toMatchObject({
      method: "linear",
      fromDay: "2026-10-01",
      toDay: "2026-11-01",
      days: 31,
      from: 60,
      to: 234,
    });
    expect(projection.pace.subscribersPerMonth).toBeCloseTo(170.86, 2);
    expect(formatPace(projection.pace)).toBe("+171 subscribers a month");
    expect(roundedMonths(projection.months)).toBe(4);
    expect(formatMonthsAway(projection.months)).toBe("in about 4 months");
    expect(formatMonthsAway(0.2)).toBe("within a month");
    expect(roundedMonths(0.2)).toBe(1);
  });

  it("compounding the same two snapshots would say 1,000 within five weeks", () => {
    // 60 → 234 in 31 days is +280% a month: ln(1000 / 234) ÷ ln(234 / 60) × 31 ÷ 30.44 = 1.09 months.
    const projection = projectSubscribers(young, 1_000, compound);
    expect(projection).toMatchObject({ status: "projected", date: "2026-12-04" });
    if (projection.status === "projected") expect(projection.pace.monthlyRatePercent).toBeCloseTo(280.4, 0);
  });

  it("says not enough data with two snapshots, or three over less than 8 weeks", () => {
    expect(projectSubscribers([snap("2026-10-01", 5), snap("2026-11-01", 234)], 1_000)).toEqual({
      status: "not-enough-data",
      target: 1_000,
      reason: "too-few-snapshots",
    });
    const sixWeeks = [snap("2026-09-20", 100), snap("2026-10-01", 150), snap("2026-11-01", 300)];
    expect(projectSubscribers(sixWeeks, 1_000)).toEqual({ status: "not-enough-data", target: 1_000, reason: "too-short" });
    expect(shortfallText("too-short")).toBe("less than 8 weeks of history to read a pace from");
  });

  it("says not enough data when the last 30 days did not grow, and passed at or over the target", () => {
    const flat = [snap("2026-09-01", 400), snap("2026-10-01", 600), snap("2026-11-01", 590)];
    expect(projectSubscribers(flat, 1_000)).toEqual({ status: "not-enough-data", target: 1_000, reason: "not-growing" });
    expect(shortfallText("not-growing")).toBe("subscribers did not grow over the last 30 days");
    expect(projectSubscribers(flat, 500)).toEqual({ status: "passed", target: 500 });
  });

  it("gives no date more than a century away", () => {
    // 100,000 → 100,010 in a month: 1,000,000 would take 90,000 months.
    const glacial = [snap("2026-09-01", 99_990), snap("2026-10-01", 100_000), snap("2026-10-31", 100_010)];
    expect(projectSubscribers(glacial, 1_000_000)).toMatchObject({ status: "too-far", target: 1_000_000 });
  });

  it("reads daily snapshots the same way: the one 30 days before the latest", () => {
    // 10 subscribers a day for 60 days from 400: 300 in the last 30 days = 304.4 a month.
    const daily = Array.from({ length: 61 }, (_, i) => snap(daysBefore("2026-11-01", 60 - i), 400 + 10 * i));
    const projection = projectSubscribers(daily, 10_000);
    expect(projection).toMatchObject({ status: "projected" });
    if (projection.status === "projected") {
      expect(projection.pace.subscribersPerMonth).toBeCloseTo(304.4, 6);
      // (10,000 − 1,000) ÷ 304.4 = 29.57 months.
      expect(projection.months).toBeCloseTo(29.566, 3);
    }
  });
});

describe("subscriberPace", () => {
  it("reads a pace from 0 subscribers in a straight line, where compounding has no rate", () => {
    const fromZero = [snap("2026-09-01", 0), snap("2026-10-01", 0), snap("2026-10-31", 300)];
    expect(subscriberPace(fromZero)).toMatchObject({
      status: "pace",
      pace: { from: 0, to: 300, days: 30, monthlyRatePercent: null },
    });
    expect(subscriberPace(fromZero, compound)).toEqual({ status: "not-enough-data", reason: "too-small" });
  });
});

describe("monthsAtPace", () => {
  const pace = {
    method: "compound" as const,
    fromDay: "2026-10-02",
    toDay: "2026-11-01",
    days: 30.44,
    from: 500,
    to: 1_000,
    subscribersPerMonth: 500,
    monthlyRatePercent: 100,
  };

  it("compounds: doubling a month reaches 4× in 2 months", () => {
    expect(monthsAtPace(pace, 4_000, compound)).toBeCloseTo(2, 9);
    expect(monthsAtPace(pace, 4_000, PROJECTION_RULE)).toBeCloseTo(6, 9);
  });

  it("damps: a rate that halves each month doubles once more, and never reaches 4×", () => {
    const damped: ProjectionRule = { ...compound, method: "damped", damping: 0.5 };
    // Month k grows by ln 2 × 0.5^k: the total tends to 2 ln 2, so 2× takes (1 − 0.5^m) = 0.5, m = 1.
    expect(monthsAtPace(pace, 2_000, damped)).toBeCloseTo(1, 9);
    expect(monthsAtPace(pace, 4_000, damped)).toBeNull();
  });

  it("is never earlier in a straight line than compounding the same two snapshots (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 100_000_000 }),
        (from, gain, more) => {
          const to = from + gain;
          const target = to + more;
          const grown = { ...pace, from, to, subscribersPerMonth: (gain / pace.days) * 30.44 };
          const straight = monthsAtPace(grown, target, PROJECTION_RULE);
          const compounded = monthsAtPace(grown, target, compound);
          if (straight === null || compounded === null) return;
          expect(straight).toBeGreaterThanOrEqual(compounded * (1 - 1e-9));
        },
      ),
    );
  });
});

describe("dayAfterMonths", () => {
  it("counts 30.44-day months, to the nearest day", () => {
    expect(dayAfterMonths("2026-11-01", 1)).toBe("2026-12-01");
    expect(dayAfterMonths("2026-11-01", 12)).toBe("2027-11-01");
    expect(dayAfterMonths("2026-11-01", 0.5)).toBe("2026-11-16");
  });
});

describe("projectNextMilestone", () => {
  it("projects the first milestone above the latest count", () => {
    // 8,000 → 8,600 → 9,200 monthly: 600 in 31 days = 589.2 a month; 800 to go = 1.36 months.
    const projection = projectNextMilestone([snap("2026-09-01", 8_000), snap("2026-10-01", 8_600), snap("2026-11-01", 9_200)]);
    expect(projection).toMatchObject({ status: "projected", target: 10_000, date: "2026-12-12" });
  });

  it("has nothing to project without a count or past the last milestone", () => {
    expect(projectNextMilestone([])).toEqual({ status: "no-history" });
    expect(projectNextMilestone([snap("2026-11-01", null)])).toEqual({ status: "no-history" });
    expect(projectNextMilestone([snap("2026-11-01", 120_000_000)])).toEqual({ status: "all-reached" });
  });
});
