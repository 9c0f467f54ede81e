import { describe, expect, it } from "vitest";
import type { StatsSnapshot } from "#domain/channel-growth";
import { backtestChannel, monthsUntilReached, summarizeBacktest } from "#domain/projection-backtest";
import { PROJECTION_RULE, type ProjectionRule } from "#domain/subscriber-projection";

const snap = (day: string, subscribers: number | null): StatsSnapshot => ({ day, subscribers, views: null });
const compound: ProjectionRule = { ...PROJECTION_RULE, method: "compound" };

describe("monthsUntilReached", () => {
  it("interpolates the crossing between the snapshot below the target and the first past it", () => {
    // 800 on 1 November, 1,200 on 1 December (30 days): 1,000 is half-way, 15 days = 0.49 months.
    const points = [snap("2026-10-01", 600), snap("2026-11-01", 800), snap("2026-12-01", 1_200)];
    expect(monthsUntilReached(points, "2026-10-01", 1_000)).toBeCloseTo(46 / 30.44, 9);
    expect(monthsUntilReached(points, "2026-10-01", 5_000)).toBeNull();
  });
});

describe("backtestChannel", () => {
  // 300 → 400 → 500 to the cut-off (1 September), then 100 a month: 1,000 on 1 February 2027.
  const steady = [
    "2026-07-01",
    "2026-08-01",
    "2026-09-01",
    "2026-10-01",
    "2026-11-01",
    "2026-12-01",
    "2027-01-01",
    "2027-02-01",
  ].map((day, i) => snap(day, 300 + 100 * i));

  it("scores a date against the day the target was reached: a straight line on a straight line is right", () => {
    const result = backtestChannel(steady, "2026-09-01", PROJECTION_RULE, "1000");
    expect(result?.outcome.kind).toBe("scored");
    // 100 in 31 days = 98.2 a month: 5.09 months for 500, against 153 days = 5.03 months.
    if (result?.outcome.kind === "scored") expect(result.outcome.error).toBeCloseTo(500 / ((100 / 31) * 30.44) - 153 / 30.44, 9);
  });

  it("scores whole months rounded up, as the pages once showed them, when asked", () => {
    const result = backtestChannel(steady, "2026-09-01", PROJECTION_RULE, "1000", { wholeMonths: true });
    // 5.09 months shown as 6, against 5.03.
    if (result?.outcome.kind === "scored") expect(result.outcome.error).toBeCloseTo(6 - 153 / 30.44, 9);
    expect(result?.outcome.kind).toBe("scored");
  });

  it("counts a date before the data ends that did not come true", () => {
    // Same history; afterwards the channel stalls at 600.
    const stalled = [...steady.slice(0, 3), snap("2026-10-01", 600), snap("2026-11-01", 600), snap("2027-01-15", 600)];
    // Compounding 400 → 500 (+24.5% a month) dates 1,000 in 3.2 months, before the data ends 4.5 months on.
    expect(backtestChannel(stalled, "2026-09-01", compound, "1000")?.outcome).toEqual({ kind: "false-date" });
    // The straight line dates it 5.1 months out, after the data ends: not judged.
    expect(backtestChannel(stalled, "2026-09-01", PROJECTION_RULE, "1000")?.outcome).toEqual({ kind: "pending" });
  });

  it("counts a target reached after the rule said not enough data, and silence that was right", () => {
    const young = [snap("2026-08-01", 600), snap("2026-09-01", 800), snap("2026-10-01", 1_100)];
    expect(backtestChannel(young, "2026-09-01", PROJECTION_RULE, "1000")?.outcome).toEqual({ kind: "missed" });
    const stuck = [snap("2026-08-01", 600), snap("2026-09-01", 800), snap("2026-10-01", 900)];
    expect(backtestChannel(stuck, "2026-09-01", PROJECTION_RULE, "1000")?.outcome).toEqual({ kind: "no-date" });
  });

  it("skips a channel with nothing after the cut-off or already past the target", () => {
    expect(backtestChannel(steady, "2027-02-01", PROJECTION_RULE, "next-milestone")).toBeNull();
    const past = [snap("2026-08-01", 1_100), snap("2026-09-01", 1_200), snap("2026-10-01", 1_300), snap("2026-11-01", 1_400)];
    expect(backtestChannel(past, "2026-10-01", PROJECTION_RULE, "1000")).toBeNull();
    // Its next milestone past 1,000 is 10,000.
    expect(backtestChannel(past, "2026-10-01", PROJECTION_RULE, "next-milestone")?.projection).toMatchObject({ target: 10_000 });
  });
});

describe("summarizeBacktest", () => {
  it("reports coverage, absolute error, bias and the counts of each outcome", () => {
    const summary = summarizeBacktest([
      { kind: "scored", error: -1, reachedIn: 2 },
      { kind: "scored", error: 0.5, reachedIn: 1 },
      { kind: "scored", error: 2, reachedIn: 4 },
      { kind: "false-date" },
      { kind: "pending" },
      { kind: "missed" },
      { kind: "no-date" },
      { kind: "no-date" },
    ]);
    expect(summary).toEqual({
      channels: 8,
      answered: 5,
      coverage: 5 / 8,
      scored: 3,
      meanAbsError: 3.5 / 3,
      medianAbsError: 1,
      bias: 1.5 / 3,
      earlyShare: 1 / 3,
      falseDates: 1,
      pending: 1,
      missed: 1,
    });
  });
});
