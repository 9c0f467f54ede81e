import { describe, expect, it } from "vitest";
import type { StatsSnapshot } from "#domain/channel-growth";
import {
  breakingInCohorts,
  formatMonths,
  median,
  medianMonthsToThreshold,
  monetizationProjections,
  monthsToCrossing,
  monthsToThreshold,
  startedWithin,
  tierOutlooks,
} from "#domain/time-to-monetization";

const snap = (day: string, subscribers: number | null): StatsSnapshot => ({ day, subscribers, views: null });

describe("monetizationProjections", () => {
  // 250 → 340 → 500 subscribers over August to October 2026: the last 30 days (1 to 31 October)
  // gained 160, 160 ÷ 30 × 30.44 = 162.3 a month; the 500 still missing for 1,000 take
  // 500 ÷ 162.3 = 3.08 months, 94 days: 2 February 2027.
  const growing = [snap("2026-08-01", 250), snap("2026-10-01", 340), snap("2026-10-31", 500)];

  it("dates 1,000 with the one projection rule and gives no date for a threshold passed", () => {
    const [lower, adRevenue] = monetizationProjections(growing);
    expect(lower).toEqual({ status: "passed", target: 500 });
    expect(adRevenue).toMatchObject({ status: "projected", target: 1_000, date: "2027-02-02" });
    if (adRevenue?.status === "projected") expect(adRevenue.pace.subscribersPerMonth).toBeCloseTo(162.35, 2);
  });

  it("says not enough data for both thresholds with too little history", () => {
    expect(monetizationProjections([snap("2026-10-01", 100), snap("2026-10-31", 200)])).toEqual([
      { status: "not-enough-data", target: 500, reason: "too-few-snapshots" },
      { status: "not-enough-data", target: 1_000, reason: "too-few-snapshots" },
    ]);
  });
});

describe("monthsToThreshold", () => {
  it("counts from the start date to the first snapshot at or past 1,000", () => {
    // 1 January → 1 June 2026 is 151 days = 151 / 30.44 = 4.96 months.
    const months = monthsToThreshold("2026-01-01", [
      snap("2026-04-01", 400),
      snap("2026-05-01", 800),
      snap("2026-06-01", 1_100),
      snap("2026-07-01", 1_500),
    ]);
    expect(months).toBeCloseTo(4.96, 2);
  });

  it("leaves out a channel whose history starts past 1,000 (its month is unknown) or never reaches it", () => {
    expect(monthsToThreshold("2020-01-01", [snap("2026-05-01", 5_000), snap("2026-06-01", 6_000)])).toBeNull();
    expect(monthsToThreshold("2026-01-01", [snap("2026-05-01", 500), snap("2026-06-01", 900)])).toBeNull();
    expect(monthsToThreshold(null, [snap("2026-05-01", 500), snap("2026-06-01", 1_900)])).toBeNull();
  });
});

describe("monthsToCrossing", () => {
  it("gives the same months from the first day below and the first day past the threshold", () => {
    expect(monthsToCrossing("2026-01-01", "2026-04-01", "2026-06-01")).toBeCloseTo(4.96, 2);
    // Past the threshold before any snapshot below it: the crossing is not in the history.
    expect(monthsToCrossing("2026-01-01", "2026-07-01", "2026-06-01")).toBeNull();
    expect(monthsToCrossing("2026-01-01", null, "2026-06-01")).toBeNull();
    expect(monthsToCrossing(null, "2026-04-01", "2026-06-01")).toBeNull();
  });
});

describe("medianMonthsToThreshold", () => {
  it("is the median of the channels with a measured crossing", () => {
    expect(medianMonthsToThreshold([4, null, 9, 6.04, null])).toEqual({ status: "measured", months: 6, channels: 3 });
    expect(medianMonthsToThreshold([4, 5, 9, 12])).toEqual({ status: "measured", months: 7, channels: 4 });
  });

  it("says not enough data below three channels", () => {
    expect(medianMonthsToThreshold([4, 5, null])).toEqual({ status: "not-enough-data", channels: 2 });
  });
});

describe("breakingInCohorts", () => {
  it("counts the channels started in the last 6 and 12 months, those past 1,000, and their growth", () => {
    const asOf = "2026-11-01";
    const channels = [
      { startDate: "2026-09-01", subscribers: 300, subscribersChange30d: 120 },
      { startDate: "2026-06-15", subscribers: 1_400, subscribersChange30d: 400 },
      { startDate: "2026-03-01", subscribers: 2_000, subscribersChange30d: 300 },
      { startDate: "2025-12-01", subscribers: 800, subscribersChange30d: null },
      { startDate: "2024-01-01", subscribers: 90_000, subscribersChange30d: 5_000 },
      { startDate: null, subscribers: 50, subscribersChange30d: 1 },
    ];
    expect(breakingInCohorts(channels, asOf)).toEqual([
      { months: 6, channels: 2, passedAdThreshold: 1, medianSubscribers: 850, medianSubscribersChange30d: 260 },
      { months: 12, channels: 4, passedAdThreshold: 2, medianSubscribers: 1_100, medianSubscribersChange30d: 300 },
    ]);
  });

  it("counts a channel started exactly 6 months before as older than 6 months", () => {
    expect(startedWithin("2026-05-01", "2026-11-01", 6)).toBe(false);
    expect(startedWithin("2026-05-02", "2026-11-01", 6)).toBe(true);
    expect(startedWithin("2026-11-02", "2026-11-01", 6)).toBe(false);
  });
});

describe("median and formatMonths", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([])).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
  });

  it("writes months with one decimal at most", () => {
    expect(formatMonths(1)).toBe("1 month");
    expect(formatMonths(7.46)).toBe("7.5 months");
  });
});

describe("tierOutlooks", () => {
  // 250 → 340 → 500 over August to October 2026: 500 passed, 1,000 projected for 2 February 2027
  // (the worked example above) — a day past the reported 2027 rule's first day.
  const projections = monetizationProjections([snap("2026-08-01", 250), snap("2026-10-01", 340), snap("2026-10-31", 500)]);
  const activity = {
    asOf: "2026-11-28",
    uploadsIn90Days: 2,
    shortsIn90Days: 2,
    shortsViewsIn90DaysAtLeast: 1_500_000,
    complete: true,
  };

  it("judges each tier by the rules of the day it is projected to reach, with the uploads and Shorts the videos show", () => {
    const [lower, ad] = tierOutlooks(projections, activity, "2026-11-28", { reportedRule2027: false });
    expect(lower).toMatchObject({
      tier: "lower",
      judgedOn: "2026-11-28",
      rules: { id: "lower-tier-2023" },
      // 2 public uploads in 90 days against 3.
      uploads: { needed: 3, counted: 2, exact: true, met: false },
      // 1.5M views from its Shorts of the last 90 days against 3M.
      shorts: { needed: 3_000_000, atLeast: 1_500_000, met: false },
    });
    expect(ad).toMatchObject({
      tier: "ad",
      judgedOn: "2027-02-02",
      rules: { id: "lower-tier-2023", verified: true },
      conditions: { watchHours: 4_000, shortsViews: 10_000_000 },
      uploads: null,
      shorts: { needed: 10_000_000, atLeast: 1_500_000, met: false },
    });
  });

  it("judges the ad tier by the reported 2027 rule once an admin switches it on", () => {
    const [lower, ad] = tierOutlooks(projections, activity, "2026-11-28", { reportedRule2027: true });
    expect(lower!.rules.id).toBe("lower-tier-2023");
    expect(ad).toMatchObject({
      rules: { id: "new-creators-2027-reported", verified: false },
      conditions: { watchHours: 8_000, watchHoursWindow: "365 days", shortsViews: 20_000_000 },
      shorts: { needed: 20_000_000 },
    });
  });

  it("shows no Shorts figure for a channel without Shorts, and no activity when its videos could not be read", () => {
    const [lower] = tierOutlooks(projections, { ...activity, shortsIn90Days: 0, shortsViewsIn90DaysAtLeast: 0 }, "2026-11-28", {
      reportedRule2027: false,
    });
    expect(lower).toMatchObject({ uploads: { met: false }, shorts: null });
    const [unread] = tierOutlooks(projections, null, "2026-11-28", { reportedRule2027: false });
    expect(unread).toMatchObject({ uploads: null, shorts: null });
  });
});
