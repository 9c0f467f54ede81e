import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type StatsSnapshot,
  compoundRatePercent,
  daysBefore,
  formatGrowthCount,
  formatGrowthPercent,
  growthFigures,
  growthPair,
  nextMilestone,
  rankingGrowthPercent,
  windowGrowth,
} from "#domain/channel-growth";

const snap = (day: string, subscribers: number | null, views: number | null = null): StatsSnapshot => ({ day, subscribers, views });

/** Daily snapshots ending on `last`, growing by `dailySubscribers` a day. */
function daily(last: string, count: number, start: number, dailySubscribers: number): StatsSnapshot[] {
  return Array.from({ length: count }, (_, i) => {
    const back = count - 1 - i;
    return snap(daysBefore(last, back), start + dailySubscribers * i, (start + dailySubscribers * i) * 100);
  });
}

describe("growthPair / windowGrowth", () => {
  it("compares the latest snapshot with the one exactly 30 days earlier when there is one", () => {
    const growth = windowGrowth(daily("2026-11-01", 60, 10_000, 100));
    expect(growth).toMatchObject({ fromDay: "2026-10-02", toDay: "2026-11-01", days: 30 });
    expect(growth?.subscribers).toEqual({ from: 12_900, to: 15_900, change: 3_000, percent: (3_000 / 12_900) * 100 });
    expect(growth?.views?.change).toBe(300_000);
  });

  it("takes the latest snapshot at or before the 30-day point when that day is missing", () => {
    // Monthly snapshots (the demo catalogue): 31 days between Sep 30 and Oct 31.
    const pair = growthPair([snap("2026-08-31", 800), snap("2026-09-30", 900), snap("2026-10-31", 1_000)]);
    expect(pair).toMatchObject({ base: { day: "2026-09-30" }, days: 31 });
    // February: the snapshot a month back is only 28 days old, so the one before it is used.
    expect(growthPair([snap("2026-01-15", 1), snap("2026-02-15", 2), snap("2026-03-15", 3)])).toMatchObject({ base: { day: "2026-01-15" }, days: 59 });
  });

  it("falls back to the oldest snapshot when the history is shorter than 30 days, and says over how many days", () => {
    const growth = windowGrowth([snap("2026-10-20", 5_000), snap("2026-10-25", 5_100), snap("2026-11-01", 5_300)]);
    expect(growth).toMatchObject({ fromDay: "2026-10-20", days: 12, subscribers: { change: 300 } });
  });

  it("has nothing to say with fewer than two snapshots", () => {
    expect(windowGrowth([])).toBeNull();
    expect(windowGrowth([snap("2026-11-01", 100)])).toBeNull();
    // Two rows of one day are one snapshot.
    expect(windowGrowth([snap("2026-11-01", 100), snap("2026-11-01", 120)])).toBeNull();
  });

  it("reads snapshots in any order and skips unreadable days", () => {
    const growth = windowGrowth([snap("2026-11-01", 300), snap("not a day", 1), snap("2026-10-01", 200)]);
    expect(growth).toMatchObject({ fromDay: "2026-10-01", toDay: "2026-11-01", subscribers: { change: 100, percent: 50 } });
  });

  it("leaves out a metric a snapshot lacks, and the percentage of growth from zero", () => {
    const growth = windowGrowth([snap("2026-10-01", null, 0), snap("2026-11-01", 10, 500)]);
    expect(growth?.subscribers).toBeNull();
    expect(growth?.views).toEqual({ from: 0, to: 500, change: 500, percent: null });
  });

  it("always compares a snapshot with an earlier one (property)", () => {
    const day = fc.integer({ min: 0, max: 3_000 }).map((n) => daysBefore("2030-01-01", n));
    fc.assert(
      fc.property(fc.array(fc.record({ day, subscribers: fc.option(fc.nat(), { nil: null }), views: fc.option(fc.nat(), { nil: null }) }), { maxLength: 40 }), (snapshots) => {
        const pair = growthPair(snapshots);
        const days = new Set(snapshots.map((s) => s.day));
        if (days.size < 2) {
          expect(pair).toBeNull();
          return;
        }
        expect(pair!.days).toBeGreaterThan(0);
        expect(pair!.latest.day).toBe([...days].sort().at(-1));
        // At least 30 days apart, unless no snapshot is that old.
        const oldest = [...days].sort()[0]!;
        if (pair!.days < 30) expect(pair!.base.day).toBe(oldest);
      }),
    );
  });
});

describe("compoundRatePercent and rankingGrowthPercent", () => {
  it("puts windows of different lengths on a 30-day footing", () => {
    expect(compoundRatePercent(1_000, 1_100, 30, 30)).toBeCloseTo(10, 10);
    // 10% over 60 days is about 4.88% per 30 days.
    expect(compoundRatePercent(1_000, 1_100, 60, 30)).toBeCloseTo((Math.sqrt(1.1) - 1) * 100, 10);
    expect(compoundRatePercent(1_000, 900, 30, 30)).toBeCloseTo(-10, 10);
  });

  it("is null without a positive start or span", () => {
    expect(compoundRatePercent(0, 100, 30, 30)).toBeNull();
    expect(compoundRatePercent(100, 200, 0, 30)).toBeNull();
  });

  it("ranks only channels with at least 1,000 subscribers at the start", () => {
    expect(rankingGrowthPercent({ from: 999, to: 5_000, days: 30 })).toBeNull();
    expect(rankingGrowthPercent({ from: 1_000, to: 1_500, days: 30 })).toBeCloseTo(50, 10);
    expect(rankingGrowthPercent({ from: null, to: 1_500, days: null })).toBeNull();
  });

  it("never gives NaN, and orders like the SQL key ln(to / from) / days (property)", () => {
    const count = fc.integer({ min: 1_000, max: 1_000_000_000 });
    const days = fc.integer({ min: 1, max: 400 });
    fc.assert(
      fc.property(count, count, days, count, count, days, (a, b, d1, c, e, d2) => {
        const first = rankingGrowthPercent({ from: a, to: b, days: d1 });
        const second = rankingGrowthPercent({ from: c, to: e, days: d2 });
        expect(Number.isNaN(first)).toBe(false);
        const key1 = Math.log(b / a) / d1;
        const key2 = Math.log(e / c) / d2;
        // Never in the opposite order (the rate may saturate at −100% or to the same float).
        if (first !== null && second !== null && key1 > key2) expect(first).toBeGreaterThanOrEqual(second);
      }),
    );
  });
});

describe("growthFigures (what a channel row stores and lists show)", () => {
  it("gives the window's days, the subscriber change and the ranked rate per 30 days", () => {
    expect(growthFigures([snap("2026-09-30", 20_000), snap("2026-10-31", 22_000), snap("2026-08-31", 10_000)])).toEqual({
      days: 31,
      subscribersChange: 2_000,
      percentPer30Days: expect.closeTo((1.1 ** (30 / 31) - 1) * 100, 9),
    });
  });

  it("has no rate below the ranking floor or without subscriber counts, and nothing with one snapshot", () => {
    expect(growthFigures([snap("2026-10-01", 500), snap("2026-10-31", 900)])).toEqual({ days: 30, subscribersChange: 400, percentPer30Days: null });
    expect(growthFigures([snap("2026-10-01", null), snap("2026-10-31", 900)])).toEqual({ days: 30, subscribersChange: null, percentPer30Days: null });
    expect(growthFigures([snap("2026-10-31", 900)])).toBeNull();
    expect(growthFigures([])).toBeNull();
  });

  it("depends only on the latest, the latest at or before the window's start, and the oldest snapshot", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 120 }), { maxLength: 10 }), fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 10, maxLength: 10 }), (backs, counts) => {
        const all = backs.map((back, i) => snap(daysBefore("2026-10-31", back), counts[i]!));
        const sorted = [...all].sort((a, b) => a.day.localeCompare(b.day));
        const latest = sorted.at(-1);
        const cutoff = latest ? daysBefore(latest.day, 30) : "";
        const picked = [latest, sorted.filter((s) => s.day <= cutoff).at(-1), sorted[0]].filter((s): s is StatsSnapshot => s !== undefined);
        expect(growthFigures(picked)).toEqual(growthFigures(all));
      }),
    );
  });
});

describe("nextMilestone", () => {
  it("is the first milestone above the count", () => {
    expect(nextMilestone(0)).toBe(1_000);
    expect(nextMilestone(999)).toBe(1_000);
    expect(nextMilestone(1_000)).toBe(10_000);
    expect(nextMilestone(99_999_999)).toBe(100_000_000);
    expect(nextMilestone(100_000_000)).toBeNull();
  });
});

describe("formatGrowthPercent / formatGrowthCount", () => {
  it("signs growth with a plus and a real minus, and leaves zero bare", () => {
    expect(formatGrowthPercent(9.6789)).toBe("+9.7%");
    expect(formatGrowthPercent(-10)).toBe("\u221210%");
    expect(formatGrowthPercent(0)).toBe("0%");
    expect(formatGrowthPercent(-0.01)).toBe("0%");
    expect(formatGrowthCount(10_000)).toBe("+10,000");
    expect(formatGrowthCount(-5_000)).toBe("\u22125,000");
    expect(formatGrowthCount(0)).toBe("0");
  });
});
