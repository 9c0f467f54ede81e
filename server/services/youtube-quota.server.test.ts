import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { youtubeQuotaUsage } from "#db/schema/operations";
import { parseEnv } from "#server/env";
import { createYoutubeQuotaService, youtubeQuotaLimitsFromEnv } from "#server/services/youtube-quota.server";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

let t: TestDatabase;
beforeEach(async () => {
  t = await createTestDatabase();
});
afterEach(async () => {
  await t.close();
});

// 2026-01-15 is in Pacific standard time (UTC-8): the Pacific day turns at 08:00 UTC.
const utc = (hour: number, minute = 0) => new Date(Date.UTC(2026, 0, 15, hour, minute));

describe("YouTube quota", () => {
  it("counts units per Pacific day and bucket", async () => {
    const quota = createYoutubeQuotaService(t.db, { default: 100, search: 5 });
    expect(await quota.reserve("default", 3, utc(12))).toEqual({
      ok: true,
      bucket: "default",
      day: "2026-01-15",
      used: 3,
      limit: 100,
    });
    expect(await quota.reserve("default", 1, utc(12))).toMatchObject({ ok: true, used: 4 });
    expect(await quota.reserve("search", 1, utc(12))).toEqual({
      ok: true,
      bucket: "search",
      day: "2026-01-15",
      used: 1,
      limit: 5,
    });
    // 07:59 UTC on the 15th is still the 14th in Los Angeles.
    expect(await quota.reserve("default", 1, utc(7, 59))).toMatchObject({ ok: true, day: "2026-01-14", used: 1 });

    const rows = await t.db
      .select({ day: youtubeQuotaUsage.day, bucket: youtubeQuotaUsage.bucket, units: youtubeQuotaUsage.units })
      .from(youtubeQuotaUsage);
    expect(rows).toEqual(
      expect.arrayContaining([
        { day: "2026-01-15", bucket: "default", units: 4 },
        { day: "2026-01-15", bucket: "search", units: 1 },
        { day: "2026-01-14", bucket: "default", units: 1 },
      ]),
    );
  });

  it("refuses a reservation that would go over today's limit, and starts afresh the next Pacific day", async () => {
    const quota = createYoutubeQuotaService(t.db, { default: 10, search: 2 });
    expect(await quota.reserve("default", 8, utc(12))).toMatchObject({ ok: true, used: 8 });
    expect(await quota.reserve("default", 3, utc(12))).toEqual({
      ok: false,
      bucket: "default",
      day: "2026-01-15",
      used: 8,
      limit: 10,
    });
    expect(await quota.reserve("default", 2, utc(12))).toMatchObject({ ok: true, used: 10 });
    expect(await quota.reserve("default", 1, utc(23))).toMatchObject({ ok: false, used: 10 });
    expect(await quota.reserve("default", 11, utc(12))).toMatchObject({ ok: false, used: 10 });
    // Midnight Pacific = 08:00 UTC.
    expect(await quota.reserve("default", 1, new Date(Date.UTC(2026, 0, 16, 8)))).toMatchObject({
      ok: true,
      day: "2026-01-16",
      used: 1,
    });

    await quota.reserve("search", 1, utc(12));
    await quota.reserve("search", 1, utc(12));
    expect(await quota.reserve("search", 1, utc(12))).toMatchObject({ ok: false, bucket: "search", used: 2, limit: 2 });
  });

  it("never lets parallel callers overshoot the limit", async () => {
    const quota = createYoutubeQuotaService(t.db, { default: 10, search: 100 });
    const results = await Promise.all(Array.from({ length: 25 }, () => quota.reserve("default", 1, utc(12))));
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    expect((await quota.usage(utc(12))).buckets[0]).toMatchObject({ used: 10, remaining: 0 });
  });

  it("marks a bucket spent when Google says so", async () => {
    const quota = createYoutubeQuotaService(t.db, { default: 10_000, search: 100 });
    await quota.reserve("default", 40, utc(12));
    await quota.markExhausted("default", utc(12));
    expect(await quota.reserve("default", 1, utc(12))).toMatchObject({ ok: false, used: 10_000 });
    // Already over (a lowered limit): stays as counted.
    await quota.markExhausted("default", utc(12));
    expect((await quota.usage(utc(12))).buckets[0]!.used).toBe(10_000);
    // The other bucket is untouched.
    expect(await quota.reserve("search", 1, utc(12))).toMatchObject({ ok: true, used: 1 });
  });

  it("reports today's use and recent days for the dashboard", async () => {
    const quota = createYoutubeQuotaService(t.db, { default: 10_000, search: 100 });
    expect(await quota.usage(utc(12))).toEqual({
      day: "2026-01-15",
      buckets: [
        { bucket: "default", label: "API units", unit: "units", used: 0, limit: 10_000, remaining: 10_000 },
        { bucket: "search", label: "Searches", unit: "calls", used: 0, limit: 100, remaining: 100 },
      ],
    });
    await quota.reserve("default", 120, new Date(Date.UTC(2026, 0, 5, 12)));
    await quota.reserve("default", 30, new Date(Date.UTC(2026, 0, 10, 12)));
    await quota.reserve("default", 7, utc(12));
    await quota.reserve("search", 2, utc(12));
    expect((await quota.usage(utc(12))).buckets.map((b) => [b.used, b.remaining])).toEqual([
      [7, 9_993],
      [2, 98],
    ]);
    expect(await quota.history(7, utc(12))).toEqual([
      { day: "2026-01-10", bucket: "default", units: 30 },
      { day: "2026-01-15", bucket: "default", units: 7 },
      { day: "2026-01-15", bucket: "search", units: 2 },
    ]);
  });

  it("refuses amounts that are not whole units", async () => {
    const quota = createYoutubeQuotaService(t.db, { default: 10, search: 2 });
    await expect(quota.reserve("default", 0)).rejects.toThrow(RangeError);
    await expect(quota.reserve("default", 1.5)).rejects.toThrow(RangeError);
  });

  it("takes its limits from the environment", () => {
    expect(youtubeQuotaLimitsFromEnv(parseEnv({}))).toEqual({ default: 10_000, search: 100 });
    expect(youtubeQuotaLimitsFromEnv(parseEnv({ YOUTUBE_DAILY_QUOTA_UNITS: "500", YOUTUBE_SEARCH_DAILY_CALLS: "3" }))).toEqual({
      default: 500,
      search: 3,
    });
  });
});
