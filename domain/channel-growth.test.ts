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
  viewsGrowthPair,
  windowGrowth,
} from "#domain/channel-growth";
import { spansViewCountChange } from "#domain/view-counting";

const snap = (day: string, subscribers: number | null, views: number | null = null): StatsSnapshot => ({
  day,
  subscribers,
  views,
});

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
    expect(growthPair([snap("2026-01-15", 1), snap("2026-02-15", 2), snap("2026-03-15", 3)])).toMatchObject({
      base: { day: "2026-01-15" },
      days: 59,
    });
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
      fc.property(
        fc.array(fc.record({ day, subscribers: fc.option(fc.nat(), { nil: null }), views: fc.option(fc.nat(), { nil: null }) }), {
          maxLength: 40,
        }),
        (snapshots) => {
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
        },
      ),
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

describe("views growth never spans YouTube's view-count change (2026-08-27)", () => {
  it("compares views from the earliest snapshot since the change when the 30-day base is before it", () => {
    // Daily-ish snapshots: the 30-day base for Sep 10 is Aug 10, counted the old way. Views jump
    // from 1,000,000 to 1,600,000 on the 27th (a recount), then grow 10,000 a day.
    const growth = windowGrowth([
      snap("2026-08-10", 5_000, 900_000),
      snap("2026-08-26", 5_400, 1_000_000),
      snap("2026-08-27", 5_420, 1_600_000),
      snap("2026-09-10", 5_700, 1_740_000),
    ]);
    // Subscribers keep their 31-day window: YouTube's change did not touch them.
    expect(growth).toMatchObject({ fromDay: "2026-08-10", toDay: "2026-09-10", days: 31, subscribers: { change: 700 } });
    // Views: Aug 27 → Sep 10, 14 days, +140,000 — not the +840,000 across the recount.
    expect(growth).toMatchObject({
      viewsFromDay: "2026-08-27",
      viewsDays: 14,
      views: { from: 1_600_000, to: 1_740_000, change: 140_000 },
    });
  });

  it("has no views growth when the latest snapshot is the first since the change", () => {
    const growth = windowGrowth([snap("2026-08-01", 5_000, 900_000), snap("2026-09-01", 5_600, 1_700_000)]);
    expect(growth).toMatchObject({
      fromDay: "2026-08-01",
      days: 31,
      subscribers: { change: 600 },
      views: null,
      viewsFromDay: null,
      viewsDays: null,
    });
    expect(viewsGrowthPair([snap("2026-08-01", 5_000, 900_000), snap("2026-09-01", 5_600, 1_700_000)])).toBeNull();
  });

  it("changes nothing when both snapshots are on one side (the demo's Oct 1 → Nov 1)", () => {
    const growth = windowGrowth([
      snap("2026-08-01", 1, 100),
      snap("2026-09-01", 2, 300),
      snap("2026-10-01", 3, 400),
      snap("2026-11-01", 4, 600),
    ]);
    expect(growth).toMatchObject({
      fromDay: "2026-10-01",
      viewsFromDay: "2026-10-01",
      days: 31,
      viewsDays: 31,
      views: { change: 200 },
    });
    // Before the change, too: Jul 1 → Aug 1 is all old counting.
    expect(windowGrowth([snap("2026-07-01", 1, 100), snap("2026-08-01", 2, 300)])).toMatchObject({
      viewsFromDay: "2026-07-01",
      views: { change: 200 },
    });
  });

  it("never pairs views counted under different rules (property)", () => {
    const day = fc.integer({ min: 0, max: 400 }).map((n) => daysBefore("2027-03-01", n));
    fc.assert(
      fc.property(fc.array(fc.record({ day, subscribers: fc.constant(1), views: fc.nat() }), { maxLength: 30 }), (snapshots) => {
        const pair = viewsGrowthPair(snapshots);
        if (pair) expect(spansViewCountChange(pair.base.day, pair.latest.day)).toBe(false);
        const growth = windowGrowth(snapshots);
        if (growth && growth.viewsFromDay !== null) expect(spansViewCountChange(growth.viewsFromDay, growth.toDay)).toBe(false);
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
    expect(growthFigures([snap("2026-10-01", 500), snap("2026-10-31", 900)])).toEqual({
      days: 30,
      subscribersChange: 400,
      percentPer30Days: null,
    });
    expect(growthFigures([snap("2026-10-01", null), snap("2026-10-31", 900)])).toEqual({
      days: 30,
      subscribersChange: null,
      percentPer30Days: null,
    });
    expect(growthFigures([snap("2026-10-31", 900)])).toBeNull();
    expect(growthFigures([])).toBeNull();
  });

  it("depends only on the latest, the latest at or before the window's start, and the oldest snapshot", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 120 }), { maxLength: 10 }),
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 10, maxLength: 10 }),
        (backs, counts) => {
          const all = backs.map((back, i) => snap(daysBefore("2026-10-31", back), counts[i]!));
          const sorted = [...all].sort((a, b) => a.day.localeCompare(b.day));
          const latest = sorted.at(-1);
          const cutoff = latest ? daysBefore(latest.day, 30) : "";
          const picked = [latest, sorted.filter((s) => s.day <= cutoff).at(-1), sorted[0]].filter(
            (s): s is StatsSnapshot => s !== undefined,
          );
          expect(growthFigures(picked)).toEqual(growthFigures(all));
        },
      ),
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
