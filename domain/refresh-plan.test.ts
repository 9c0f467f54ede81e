import { describe, expect, it } from "vitest";
import {
  DORMANT_AFTER_DAYS,
  HOT_GROWTH_PERCENT,
  HOT_UPLOAD_DAYS,
  type RefreshCandidate,
  daysBetween,
  isDue,
  planRefresh,
  refreshCapacity,
  refreshTier,
} from "#domain/refresh-plan";

const NOW = new Date("2026-11-24T15:00:00Z");
const TODAY = "2026-11-24";
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
const dayAgo = (days: number) => daysAgo(days).toISOString().slice(0, 10);

function channel(overrides: Partial<RefreshCandidate> = {}): RefreshCandidate {
  return { id: "c", lastSyncedDay: dayAgo(1), latestUploadAt: daysAgo(30), growthPercent30d: 1, ...overrides };
}

describe("refreshTier", () => {
  it("makes a channel hot when it is new to us, uploaded this week, or grows fast", () => {
    expect(refreshTier(channel({ lastSyncedDay: null, latestUploadAt: null }), NOW)).toBe("hot");
    expect(refreshTier(channel({ latestUploadAt: daysAgo(HOT_UPLOAD_DAYS - 1) }), NOW)).toBe("hot");
    expect(refreshTier(channel({ latestUploadAt: daysAgo(200), growthPercent30d: HOT_GROWTH_PERCENT }), NOW)).toBe("hot");
  });

  it("makes a channel dormant after 90 days without an upload, or with none stored", () => {
    expect(refreshTier(channel({ latestUploadAt: daysAgo(DORMANT_AFTER_DAYS + 1) }), NOW)).toBe("dormant");
    expect(refreshTier(channel({ latestUploadAt: null }), NOW)).toBe("dormant");
  });

  it("keeps the rest quiet", () => {
    expect(refreshTier(channel({ latestUploadAt: daysAgo(HOT_UPLOAD_DAYS + 1) }), NOW)).toBe("quiet");
    expect(refreshTier(channel({ latestUploadAt: daysAgo(DORMANT_AFTER_DAYS - 1), growthPercent30d: null }), NOW)).toBe("quiet");
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
    expect(isDue(channel({ lastSyncedDay: null }), "dormant", TODAY)).toBe(true);
  });

  it("counts days across a daylight-saving change without drift", () => {
    expect(daysBetween("2026-11-01", "2026-11-08")).toBe(7);
    expect(daysBetween("2026-03-07", "2026-03-09")).toBe(2);
  });
});

describe("planRefresh", () => {
  /** A catalogue of `n` channels in the given tier mix, every one last synced a month ago (all due). */
  function catalogue(hot: number, quiet: number, dormant: number): RefreshCandidate[] {
    const make = (count: number, prefix: string, uploadDaysAgo: number) =>
      Array.from({ length: count }, (_, i) => channel({ id: `${prefix}${i}`, lastSyncedDay: dayAgo(31), latestUploadAt: daysAgo(uploadDaysAgo) }));
    return [...make(hot, "h", 2), ...make(quiet, "q", 30), ...make(dormant, "d", 200)];
  }

  it("plans 10,000 channels within one day's default allowance of 10,000 units", () => {
    const plan = planRefresh(catalogue(2_000, 5_000, 3_000), NOW, TODAY, 10_000);
    console.log(`refresh plan for 10,000 due channels: ${plan.units.statistics} units of channels.list + ${plan.units.uploads} expected for uploads = ${plan.units.total} of 10,000; capacity ${plan.capacity} channels`);
    expect(plan.due).toHaveLength(10_000);
    expect(plan.tiers).toEqual([
      { tier: "hot", channels: 2_000, due: 2_000 },
      { tier: "quiet", channels: 5_000, due: 5_000 },
      { tier: "dormant", channels: 3_000, due: 3_000 },
    ]);
    // 200 channels.list calls of 50 ids; expected uploads: 2,000×0.5 + 5,000×0.3 + 3,000×0.02 channels × 3 units.
    expect(plan.units).toEqual({ statistics: 200, uploads: 7_680, total: 7_880 });
    expect(plan.units.total).toBeLessThanOrEqual(10_000);
    expect(plan.capacity).toBeGreaterThanOrEqual(10_000);
  });

  it("leaves channels refreshed within their interval out, and counts them in their tier", () => {
    const plan = planRefresh(
      [
        channel({ id: "fresh-hot", lastSyncedDay: TODAY, latestUploadAt: daysAgo(1) }),
        channel({ id: "stale-hot", lastSyncedDay: dayAgo(1), latestUploadAt: daysAgo(1) }),
        channel({ id: "quiet", lastSyncedDay: dayAgo(3) }),
        channel({ id: "new", lastSyncedDay: null, latestUploadAt: null }),
      ],
      NOW,
      TODAY,
      10_000,
    );
    expect(plan.due).toEqual([
      { id: "stale-hot", tier: "hot" },
      { id: "new", tier: "hot" },
    ]);
    expect(plan.tiers.map((t) => [t.tier, t.channels, t.due])).toEqual([
      ["hot", 3, 2],
      ["quiet", 1, 0],
      ["dormant", 0, 0],
    ]);
    expect(plan.units).toEqual({ statistics: 1, uploads: 3, total: 4 });
  });

  it("plans nothing for an empty catalogue and gives the all-hot capacity", () => {
    const plan = planRefresh([], NOW, TODAY, 10_000);
    expect(plan.units).toEqual({ statistics: 0, uploads: 0, total: 0 });
    // 1/50 + 0.5 × 3 units a day per hot channel.
    expect(plan.capacity).toBe(Math.floor(10_000 / 1.52));
  });
});

describe("refreshCapacity", () => {
  it("grows with the allowance and with quieter catalogues", () => {
    const mixed = refreshCapacity({ hot: 2, quiet: 5, dormant: 3 }, 10_000);
    expect(refreshCapacity({ hot: 2, quiet: 5, dormant: 3 }, 20_000)).toBeGreaterThanOrEqual(2 * mixed - 1);
    expect(refreshCapacity({ hot: 0, quiet: 0, dormant: 1 }, 10_000)).toBeGreaterThan(mixed);
    expect(refreshCapacity({ hot: 1, quiet: 0, dormant: 0 }, 10_000)).toBeLessThan(mixed);
  });
});
