import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DORMANT_AFTER_DAYS,
  type DueAge,
  HOT_GROWTH_PERCENT,
  HOT_UPLOAD_DAYS,
  REFRESH_PARTS,
  type RefreshCandidate,
  UNIT_PARTS,
  dailyUnits,
  dailyUnitsPerChannel,
  daysBetween,
  freshnessOf,
  isDue,
  planRefresh,
  refreshCapacity,
  refreshTier,
} from "#domain/refresh-plan";
import { apiAgesFor } from "#domain/video-ages";

const NOW = new Date("2026-11-24T15:00:00Z");
const TODAY = "2026-11-24";
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
const dayAgo = (days: number) => daysAgo(days).toISOString().slice(0, 10);

function channel(overrides: Partial<RefreshCandidate> = {}): RefreshCandidate {
  return { id: "c", lastSyncedDay: dayAgo(1), latestUploadAt: daysAgo(30), growthPercent30d: 1, ...overrides };
}

/** `count` channels of one kind, ids prefix0…, last synced `syncedDaysAgo` days ago (all due when that is ≥ the interval). */
function many(
  count: number,
  prefix: string,
  uploadDaysAgo: number | null,
  syncedDaysAgo: number | null = 31,
): RefreshCandidate[] {
  return Array.from({ length: count }, (_, i) =>
    channel({
      id: `${prefix}${i}`,
      lastSyncedDay: syncedDaysAgo === null ? null : dayAgo(syncedDaysAgo),
      latestUploadAt: uploadDaysAgo === null ? null : daysAgo(uploadDaysAgo),
    }),
  );
}

const plan = (
  channels: RefreshCandidate[],
  budget: number,
  extra: { ages?: DueAge[]; pendingVideos?: Record<string, number> } = {},
) => planRefresh({ channels, now: NOW, today: TODAY, budget, allowance: 10_000, ...extra });

const part = (p: ReturnType<typeof plan>, name: string) => p.parts.find((x) => x.part === name)!;

describe("refreshTier", () => {
  it("makes a channel new until its first sync, hot when it uploaded this week or grows fast", () => {
    expect(refreshTier(channel({ lastSyncedDay: null, latestUploadAt: null }), NOW)).toBe("new");
    expect(refreshTier(channel({ latestUploadAt: daysAgo(HOT_UPLOAD_DAYS - 1) }), NOW)).toBe("hot");
    expect(refreshTier(channel({ latestUploadAt: daysAgo(200), growthPercent30d: HOT_GROWTH_PERCENT }), NOW)).toBe("hot");
  });

  it("makes a channel dormant after 90 days without an upload, or with none stored, and keeps the rest quiet", () => {
    expect(refreshTier(channel({ latestUploadAt: daysAgo(DORMANT_AFTER_DAYS + 1) }), NOW)).toBe("dormant");
    expect(refreshTier(channel({ latestUploadAt: null }), NOW)).toBe("dormant");
    expect(refreshTier(channel({ latestUploadAt: daysAgo(HOT_UPLOAD_DAYS + 1) }), NOW)).toBe("quiet");
  });
});

describe("isDue", () => {
  it("refreshes hot channels daily, quiet ones weekly and dormant ones monthly, counted in quota days", () => {
    expect(isDue(channel({ lastSyncedDay: TODAY }), "hot", TODAY)).toBe(false);
    expect(isDue(channel({ lastSyncedDay: dayAgo(1) }), "hot", TODAY)).toBe(true);
    expect(isDue(channel({ lastSyncedDay: dayAgo(6) }), "quiet", TODAY)).toBe(false);
    expect(isDue(channel({ lastSyncedDay: dayAgo(7) }), "quiet", TODAY)).toBe(true);
    expect(isDue(channel({ lastSyncedDay: dayAgo(29) }), "dormant", TODAY)).toBe(false);
    expect(isDue(channel({ lastSyncedDay: dayAgo(30) }), "dormant", TODAY)).toBe(true);
    expect(isDue(channel({ lastSyncedDay: null }), "new", TODAY)).toBe(true);
    expect(daysBetween("2026-03-07", "2026-03-09")).toBe(2);
  });
});

describe("planRefresh", () => {
  it("plans 100,000 channels in the 40/35/25 mix, all due, within one day's 10,000 units", () => {
    const channels = [...many(40_000, "h", 2, 1), ...many(35_000, "q", 30, 7), ...many(25_000, "d", 200, 30)];
    const p = plan(channels, 10_000);
    expect(p.refresh).toHaveLength(100_000);
    // Statistics: 800 + 700 + 500 calls of 50; uploads expected: 40,000 × 0.5, 35,000 × 0.35, 25,000 × 0.06.
    expect(p.units).toMatchObject({ new: 0, hot: 800 + 400, quiet: 700 + 245, dormant: 500 + 30, ages: 0, fallback: 0 });
    expect(p.units.total).toBe(2_675);
    expect(p.fallbackCap).toBe(500);
  });

  it("fills the budget in priority order: new channels, hot, due video ages, quiet, dormant", () => {
    const channels = [...many(100, "d", 200), ...many(100, "q", 30), ...many(100, "h", 2, 1), ...many(100, "n", null, null)];
    const ages: DueAge[] = Array.from({ length: 120 }, (_, i) => ({
      videoRowId: `v${i}`,
      channelId: `q${i % 100}`,
      age: 30,
      inFeed: false,
    }));
    // New: 2 statistics calls + 1,500 feed videos (30 calls); hot: 2 + 1 (50 expected uploads); ages: 3 calls.
    const p = plan(channels, 32 + 3 + 2, { ages });
    expect(part(p, "new")).toMatchObject({ due: 100, planned: 100, waiting: 0, units: 32 });
    expect(part(p, "hot")).toMatchObject({ due: 100, planned: 100, waiting: 0, units: 3 });
    // Two units left for ages: 100 of the 120 readings, the rest wait; nothing for quiet or dormant.
    expect(part(p, "ages")).toMatchObject({ due: 120, planned: 100, waiting: 20, units: 2 });
    expect(part(p, "quiet")).toMatchObject({ due: 100, planned: 0, waiting: 100, units: 0 });
    expect(part(p, "dormant")).toMatchObject({ due: 100, planned: 0, waiting: 100, units: 0 });
    expect(p.refresh.map((r) => r.tier)).toEqual([...Array(100).fill("new"), ...Array(100).fill("hot")]);
    expect(p.units.total).toBe(37);
  });

  it("reads the ages the feed still lists for free, on channels that are not due", () => {
    const channels = [...many(3, "q", 30, 2)];
    const ages: DueAge[] = [
      { videoRowId: "a", channelId: "q0", age: 7, inFeed: true },
      { videoRowId: "b", channelId: "q1", age: 90, inFeed: false },
    ];
    const p = plan(channels, 0, { ages });
    expect(p.ages).toEqual({ feed: [ages[0]], api: [] });
    expect(p.feedOnly).toEqual(["q0"]);
    expect(p.units.total).toBe(0);
    expect(part(p, "ages")).toMatchObject({ due: 2, planned: 1, waiting: 1 });
  });

  it("carries over what did not fit: the channels left waiting come first the next day", () => {
    // 120 quiet channels synced 8 to 20 days ago (least recently synced first), 1 unit a day:
    // a statistics call of 50 channels with no room for uploads is not a plan, so 0.05 × days of
    // expected uploads decides: each day takes what fits, oldest first, and the rest waits.
    const channels = Array.from({ length: 120 }, (_, i) =>
      channel({ id: `q${i}`, lastSyncedDay: dayAgo(20 - Math.floor(i / 10)), latestUploadAt: daysAgo(30) }),
    );
    let state = channels;
    const refreshedOn: string[][] = [];
    for (let day = 0; day < 3; day++) {
      const today = new Date(NOW.getTime() + day * 86_400_000);
      const todayDay = today.toISOString().slice(0, 10);
      const p = planRefresh({ channels: state, now: today, today: todayDay, budget: 3, allowance: 10_000 });
      expect(p.units.total).toBeLessThanOrEqual(3);
      const done = new Set(p.refresh.map((r) => r.id));
      refreshedOn.push([...done]);
      // The job stores them: synced today, so they go to the back of the least-recently-synced order.
      state = [
        ...state.filter((c) => !done.has(c.id)),
        ...state.filter((c) => done.has(c.id)).map((c) => ({ ...c, lastSyncedDay: todayDay })),
      ];
      expect(part(p, "quiet").waiting).toBe(part(p, "quiet").due - p.refresh.length);
    }
    // Each day's planned channels are the ones that waited longest, none twice within a week.
    expect(refreshedOn[0]!.length).toBeGreaterThan(0);
    expect(refreshedOn[0]![0]).toBe("q0");
    expect(refreshedOn[1]![0]).toBe(`q${refreshedOn[0]!.length}`);
    expect(new Set(refreshedOn.flat()).size).toBe(refreshedOn.flat().length);
  });

  it("takes details left pending by an earlier run within the part's units", () => {
    const p = plan(many(10, "h", 2, 1), 2, { pendingVideos: { hot: 500 } });
    // One statistics call; the one videos.list call left holds the 5 expected uploads and 45 pending.
    expect(part(p, "hot")).toMatchObject({ planned: 10, units: 2 });
  });

  it("never plans more units than the budget, whatever the catalogue (property)", () => {
    const candidate = fc.record({
      lastSynced: fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }),
      upload: fc.option(fc.integer({ min: 0, max: 400 }), { nil: null }),
      growth: fc.option(fc.double({ min: -5, max: 20, noNaN: true }), { nil: null }),
      videoCount: fc.option(fc.integer({ min: 0, max: 500 }), { nil: null }),
    });
    const age = fc.record({
      channel: fc.integer({ min: 0, max: 199 }),
      age: fc.constantFrom(1 as const, 7 as const, 30 as const, 90 as const),
      inFeed: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(candidate, { maxLength: 400 }),
        fc.array(age, { maxLength: 300 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 2_000 }),
        (rows, dueAges, budget, pending) => {
          const channels = rows.map((row, i) => ({
            id: `c${i}`,
            lastSyncedDay: row.lastSynced === null ? null : dayAgo(row.lastSynced),
            latestUploadAt: row.upload === null ? null : daysAgo(row.upload),
            growthPercent30d: row.growth,
            videoCount: row.videoCount,
          }));
          const ages = dueAges.map((a, i) => ({ videoRowId: `v${i}`, channelId: `c${a.channel}`, age: a.age, inFeed: a.inFeed }));
          const p = plan(channels, budget, { ages, pendingVideos: { hot: pending, quiet: pending } });
          expect(p.units.total).toBeLessThanOrEqual(budget);
          expect(p.units.total).toBe(REFRESH_PARTS.reduce((sum, name) => sum + p.units[name], 0));
          expect(new Set(p.refresh.map((r) => r.id)).size).toBe(p.refresh.length);
          // Priority: a part only gets units when every part before it is fully planned.
          const order = p.parts;
          for (let i = 1; i < order.length; i++)
            if (order[i]!.units > 0) expect(order.slice(0, i).every((earlier) => earlier.waiting === 0)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("freshness and capacity", () => {
  it("gives the median and 95th percentile of days since the last snapshot", () => {
    expect(freshnessOf([])).toEqual({ median: null, p95: null, max: null });
    expect(freshnessOf([3, 1, 2, 0, 30, 1, 1, 2, 1, 1, 1, 2, 1, 0, 1, 1, 1, 1, 1, 9])).toEqual({ median: 1, p95: 9, max: 30 });
    const p = plan([...many(9, "h", 2, 1), ...many(1, "g", 2, 3)], 100);
    expect(part(p, "hot").freshness).toEqual({ median: 1, p95: 3, max: 3 });
  });

  it("says what a channel costs a day on its tier, and what one day's allowance keeps at the 40/35/25 mix", () => {
    // Hot: a read a day, 0.5 uploads a day, each read again at 30 and 90 days (the feed holds 30 days of them).
    expect(apiAgesFor(0.5)).toEqual([30, 90]);
    expect(dailyUnitsPerChannel("hot")).toBeCloseTo((1 + 0.5 + 1) / 50);
    expect(dailyUnits({ hot: 40_000, quiet: 35_000, dormant: 25_000 })).toBeGreaterThan(2_000);
    expect(dailyUnits({ hot: 40_000, quiet: 35_000, dormant: 25_000 })).toBeLessThan(2_500);
    // A figure of the allowance alone: imports of a few channels (of whatever tier) cannot move it.
    expect(refreshCapacity(10_000)).toBeGreaterThanOrEqual(400_000);
    expect(refreshCapacity(20_000)).toBeGreaterThanOrEqual(2 * refreshCapacity(10_000) - 1);
    expect(UNIT_PARTS).toEqual(["new", "hot", "ages", "quiet", "dormant", "fallback"]);
  });
});
