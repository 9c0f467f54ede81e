// The refresh on an ordinary day of a generated catalogue (dev/fake-youtube/generated-catalogue.ts:
// 1,000 channels whose uploads make about 40 % of them hot, 35 % quiet, 25 % dormant), counted by
// the fake YouTube server the way Google bills: what the run says it spent, per part, is what was
// billed, per method; channels.list and videos.list calls are the ceiling of their ids over 50 in
// each part; nothing goes to playlistItems while the feeds answer. A small catalogue keeps the test
// cheap (a few seconds); `npm run bench:refresh` runs the same at 100k and 1M over 30 days.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REFRESH_PARTS } from "#domain/refresh-plan";
import { pacificDay } from "#domain/pacific-day";
import { channelStatsSnapshots } from "#db/schema/catalogue";
import { createYoutubeClient } from "#server/integrations/youtube/youtube-client.server";
import { runStatsRefresh } from "#server/jobs/stats-refresh.server";
import { createYoutubeQuotaService } from "#server/services/youtube-quota.server";
import { createGeneratedCatalogue } from "#dev/fake-youtube/generated-catalogue";
import { type FakeYoutubeServer, startFakeYoutubeServer } from "#dev/fake-youtube/youtube-server";
import { seedGeneratedChannels } from "#dev/fake-youtube/steady-catalogue";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

const CHANNELS = 1_000;
// 03:30 Pacific, as the schedule runs it.
const NOW = new Date("2026-11-20T11:30:00Z");
const catalogue = createGeneratedCatalogue({ now: () => NOW, seed: 7 });

let t: TestDatabase;
let fake: FakeYoutubeServer;

beforeAll(async () => {
  [t, fake] = await Promise.all([createTestDatabase(), startFakeYoutubeServer({ catalogue })]);
  await seedGeneratedChannels(t.db, catalogue, { count: CHANNELS, now: NOW });
});
afterAll(async () => {
  await Promise.all([t?.close(), fake?.close()]);
});

describe("a day of the refresh on a 1,000-channel catalogue", () => {
  it("spends, per part, exactly what the fake bills per method, in calls of 50 ids, within the plan", async () => {
    const youtube = createYoutubeClient({
      apiKey: fake.apiKey,
      baseUrl: fake.baseUrl,
      feedBaseUrl: fake.feedUrl,
      quota: createYoutubeQuotaService(t.db, { default: 10_000, search: 100 }),
    });
    const logger = { info: () => {}, warn: () => {}, error: () => {} };
    const outcome = await runStatsRefresh({ db: t.db, youtube, logger }, { now: () => NOW, allowance: 10_000 });
    if (outcome.status === "skipped") throw new Error(outcome.message);
    const billed = fake.quota();

    expect(outcome).toMatchObject({ status: "succeeded", itemsFailed: 0, waiting: 0, stoppedBy: null });
    const due = outcome.tiers.hot + outcome.tiers.quiet + outcome.tiers.dormant;
    // Hot channels are about 40 % of the catalogue and due daily; quiet ones weekly, dormant monthly.
    expect(outcome.tiers.hot).toBeGreaterThan(300);
    expect(due).toBeLessThan(600);
    // The units per part add up to what was billed, method by method.
    const spent = Object.values(outcome.units.spent).reduce((sum, n) => sum + n, 0);
    expect(spent).toBe(billed.default);
    expect(outcome.unitsSpent).toBe(billed.default);
    // One channels.list call per 50 channels of a part; one videos.list call per 50 new uploads of a part.
    // (Plus, after the feeds read for due ages alone, one call for the channels they showed uploading this week.)
    const statisticsCalls = (["hot", "quiet", "dormant"] as const).reduce(
      (sum, tier) => sum + Math.ceil(outcome.tiers[tier] / 50),
      0,
    );
    expect(billed.byMethod["channels.list"]).toBe(statisticsCalls + Math.ceil((outcome.itemsTotal - due) / 50));
    expect(billed.byMethod["videos.list"]).toBeLessThanOrEqual(
      REFRESH_PARTS.length + Math.ceil((outcome.videos.detailed + outcome.ages.fromApi) / 50),
    );
    expect(billed.byMethod["videos.list"]).toBeGreaterThanOrEqual(Math.ceil(outcome.videos.detailed / 50));
    expect(billed.byMethod["playlistItems.list"]).toBeUndefined();
    expect(billed.feedReads).toBeGreaterThanOrEqual(due);
    expect(outcome.feeds.ok).toBe(outcome.feeds.reads);
    // New uploads and their views came from the feeds: the feeds kept far more videos current than videos.list read.
    expect(outcome.videos.viewsFromFeeds).toBeGreaterThan(outcome.videos.detailed);
    expect(billed.default).toBeLessThanOrEqual(10_000);
    const [snapshots] = await t.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(channelStatsSnapshots)
      .where(sql`${channelStatsSnapshots.day} = ${pacificDay(NOW)}`);
    expect(snapshots!.n).toBe(outcome.itemsTotal);
    console.log(
      `1,000 channels, one day: ${billed.default} units (${JSON.stringify(outcome.units.spent)}), ${billed.feedReads} feeds, ${outcome.videos.fromFeeds} new uploads`,
    );
  });
});
