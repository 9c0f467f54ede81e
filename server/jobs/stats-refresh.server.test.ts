// The daily stats refresh against the fake YouTube server and a real database (PGlite here,
// PostgreSQL in CI): statistics of every due channel stored whatever happens to the uploads step,
// new uploads from the feeds read 50 ids a call across channels, the feeds' views used without a
// call, views at fixed ages, the playlistItems fallback within its cap, videos.batchGetStats
// behind its setting, one snapshot per channel per day, Stop, and two runs started together.
import type { youtube_v3 } from "@googleapis/youtube";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pacificDay } from "#domain/pacific-day";
import { openPostgres } from "#db/connection.server";
import type { Database } from "#db/database";
import { executeRows } from "#db/execute-rows";
import { users } from "#db/schema/auth";
import { channelStatsSnapshots, youtubeChannels, youtubeVideoAgeViews, youtubeVideoStats } from "#db/schema/catalogue";
import { jobRuns, youtubeQuotaUsage } from "#db/schema/operations";
import { auditLog } from "#db/schema/site";
import { createYoutubeClient } from "#server/integrations/youtube/youtube-client.server";
import {
  STALE_AFTER_MS,
  createStatsRefreshJob,
  runStatsRefresh,
  type StatsRefreshOptions,
  type StatsRefreshOutcome,
} from "#server/jobs/stats-refresh.server";
import { createYoutubeQuotaService, type YoutubeQuotaLimits } from "#server/services/youtube-quota.server";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { type FakeYoutubeServer, startFakeYoutubeServer } from "#dev/fake-youtube/youtube-server";
import {
  type FakeYoutubeChannel,
  MIDNIGHT_MYSTERIES_ID,
  QUIET_ARCHIVE_ID,
  RAIN_TAPES_FAN_MIXES_ID,
  RAIN_TAPES_ID,
  uploadsPlaylistId,
} from "#dev/fake-youtube/channels";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

let t: TestDatabase;
let fake: FakeYoutubeServer;
const faker = createSeededFaker(913);
const GONE_ID = "UCgoneGoneGoneGoneGone01";
const DAY_MS = 86_400_000;
/** The clock of the tests that lay out their own uploads: 04:00 Pacific, a run's usual hour. */
const NOW = new Date("2026-11-20T12:00:00Z");

// Quiet, silent logs: the outcome and the tables are what the tests read.
const logger = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  [t, fake] = await Promise.all([createTestDatabase(), startFakeYoutubeServer()]);
});
afterAll(async () => {
  await Promise.all([t?.close(), fake?.close()]);
});
beforeEach(async () => {
  fake.reset();
  await t.db.delete(youtubeChannels).where(sql`true`);
  await t.db.delete(jobRuns).where(sql`true`);
  await t.db.delete(youtubeQuotaUsage).where(sql`true`);
});

/** Catalogue rows linked to YouTube channels; returns their ids by YouTube id. */
async function addChannels(
  db: Database,
  youtubeIds: string[],
  lastSyncedAt: Date | null = new Date("2026-01-01T00:00:00Z"),
): Promise<Map<string, string>> {
  const rows = youtubeIds.map((youtubeChannelId, index) =>
    buildChannel(
      faker,
      { youtubeChannelId, channelTitle: `Catalogue channel ${index + 1}`, lastSyncedAt },
      { channelTypeId: "other" },
    ),
  );
  // No channel types in this database: the type is not what the refresh is about.
  await db.insert(youtubeChannels).values(rows.map((row) => ({ ...row, lastSyncedAt, channelType: null, metadata: {} })));
  return new Map(rows.map((row) => [row.youtubeChannelId!, row.id]));
}

function client(
  db: Database,
  limits: YoutubeQuotaLimits = { default: 10_000, search: 100 },
  key: { apiKey: string | undefined } = { apiKey: fake.apiKey },
  feedBaseUrl = fake.feedUrl,
) {
  return createYoutubeClient({
    apiKey: key.apiKey,
    baseUrl: fake.baseUrl,
    feedBaseUrl,
    quota: createYoutubeQuotaService(db, limits),
    retry: { retries: 0 },
  });
}

const refresh = (options: StatsRefreshOptions = {}, db: Database = t.db, limits?: YoutubeQuotaLimits) =>
  runStatsRefresh({ db, youtube: client(db, limits), logger }, options);

async function snapshotsPerChannel(db: Database = t.db): Promise<Map<string, number>> {
  const rows = await db
    .select({ channelId: channelStatsSnapshots.channelId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(channelStatsSnapshots)
    .groupBy(channelStatsSnapshots.channelId);
  return new Map(rows.map((row) => [row.channelId, row.n]));
}

function ran(outcome: StatsRefreshOutcome) {
  if (outcome.status === "skipped") throw new Error(`expected a run, got skipped: ${outcome.reason}`);
  return outcome;
}

const iso = (at: number) => new Date(at).toISOString().replace(/\.\d{3}Z$/, "Z");

/** A channel of the fake with uploads at the given ages (days before NOW), newest first, and views. */
function fakeChannel(id: string, ages: { days: number; views: number }[]): FakeYoutubeChannel {
  const videos: youtube_v3.Schema$Video[] = ages.map(({ days, views }, k) => ({
    kind: "youtube#video",
    id: `${id.slice(-6)}v${String(k).padStart(4, "0")}`,
    snippet: {
      title: `Upload ${k} of ${id}`,
      description: "",
      channelId: id,
      channelTitle: id,
      publishedAt: iso(NOW.getTime() - days * DAY_MS),
      liveBroadcastContent: "none",
    },
    statistics: { viewCount: String(views), likeCount: String(Math.round(views / 20)), commentCount: "3" },
    contentDetails: {
      duration: "PT9M30S",
      definition: "hd",
      caption: "false",
      licensedContent: false,
      dimension: "2d",
      projection: "rectangular",
    },
  }));
  return {
    channel: {
      kind: "youtube#channel",
      id,
      snippet: {
        title: `Channel ${id}`,
        description: "",
        customUrl: `@${id.toLowerCase()}`,
        publishedAt: "2024-01-01T00:00:00Z",
      },
      contentDetails: { relatedPlaylists: { likes: "", uploads: uploadsPlaylistId(id) } },
      statistics: {
        viewCount: "1000000",
        subscriberCount: "20000",
        hiddenSubscriberCount: false,
        videoCount: String(videos.length),
      },
    },
    videos,
  };
}

/** Stores the `stored` newest-but-skipped uploads of fake channels as if an earlier run had read them (old views). */
async function storeUploads(channelId: string, channel: FakeYoutubeChannel, pick: (index: number) => boolean) {
  const rows = channel.videos.flatMap((video, index) =>
    pick(index)
      ? [
          {
            channelId,
            videoId: video.id!,
            title: video.snippet!.title!,
            views: 1,
            likes: 0,
            comments: 0,
            publishedAt: new Date(video.snippet!.publishedAt!),
            durationSeconds: 570,
            updatedAt: new Date(NOW.getTime() - DAY_MS),
          },
        ]
      : [],
  );
  if (rows.length > 0) await t.db.insert(youtubeVideoStats).values(rows);
}

const ALL = [QUIET_ARCHIVE_ID, MIDNIGHT_MYSTERIES_ID, RAIN_TAPES_ID, RAIN_TAPES_FAN_MIXES_ID];

describe("stats refresh", () => {
  it("stores each due channel's statistics, its feed's uploads with their details 50 a call, and the run's units per part", async () => {
    const ids = await addChannels(t.db, ALL);
    // A catalogue channel without a YouTube id is not the job's.
    await t.db
      .insert(youtubeChannels)
      .values({ ...buildChannel(faker, { channelTitle: "Hand-entered" }), channelType: null, metadata: {} });
    const outcome = ran(await refresh());
    const day = pacificDay();
    expect(outcome).toMatchObject({
      status: "succeeded",
      day,
      itemsTotal: 4,
      itemsDone: 4,
      itemsFailed: 0,
      waiting: 0,
      stoppedBy: null,
      errors: [],
    });
    // Synced long ago with nothing stored: dormant. One channels.list call for the four; the
    // feeds name their newest uploads (Quiet Archive's 15 all unknown: more may lie beyond, so
    // one uploads page for it); the 62 uploads' details in two videos.list calls.
    expect(fake.quota()).toMatchObject({
      byMethod: { "channels.list": 1, "playlistItems.list": 1, "videos.list": 2 },
      feedReads: 4,
    });
    expect(outcome.units.spent).toEqual({ new: 0, hot: 0, ages: 0, quiet: 0, dormant: 3, fallback: 1 });
    expect(outcome).toMatchObject({
      unitsSpent: fake.quota().default,
      tiers: { new: 0, hot: 0, quiet: 0, dormant: 4 },
      videos: { fromFeeds: 62, detailed: 62, pending: 0 },
    });

    expect(await snapshotsPerChannel()).toEqual(new Map([...ids.values()].map((id) => [id, 1])));
    const [snapshot] = await t.db
      .select()
      .from(channelStatsSnapshots)
      .where(eq(channelStatsSnapshots.channelId, ids.get(QUIET_ARCHIVE_ID)!));
    expect(snapshot).toMatchObject({ day, subscribers: 284_000, views: 51_234_567, videoCount: 120 });
    const videos = await t.db
      .select()
      .from(youtubeVideoStats)
      .where(eq(youtubeVideoStats.channelId, ids.get(QUIET_ARCHIVE_ID)!));
    expect(videos).toHaveLength(50);
    expect(videos.every((video) => !video.detailsPending && video.durationSeconds! > 0)).toBe(true);

    const runs = await t.db.select().from(jobRuns);
    expect(runs).toEqual([
      expect.objectContaining({
        id: outcome.runId,
        job: "stats-refresh",
        status: "succeeded",
        day,
        itemsTotal: 4,
        itemsDone: 4,
        unitsSpent: 4,
        triggeredBy: null,
      }),
    ]);
    expect(runs[0]!.unitsByPart).toEqual({
      planned: expect.objectContaining({ dormant: 2 }),
      spent: expect.objectContaining({ dormant: 3, fallback: 1 }),
    });
    // The schedule and the CLI are not admin changes.
    expect(await t.db.select().from(auditLog)).toEqual([]);
  });

  it("does nothing on a second run the same day: no calls, no snapshot, no run row", async () => {
    await addChannels(t.db, ALL);
    ran(await refresh());
    const before = await t.db.select().from(channelStatsSnapshots);
    fake.clearRequests();
    expect(await refresh()).toMatchObject({ status: "skipped", reason: "up-to-date" });
    expect(fake.requests).toEqual([]);
    expect(await t.db.select().from(channelStatsSnapshots)).toEqual(before);
    expect(await t.db.select().from(jobRuns)).toHaveLength(1);
  });

  it("stores every due channel's statistics when the uploads step fails, and reads the waiting uploads on the next run", async () => {
    const ids = await addChannels(t.db, [QUIET_ARCHIVE_ID, MIDNIGHT_MYSTERIES_ID, RAIN_TAPES_ID]);
    // Google (not our count) says the quota is spent after the channels.list call: every videos.list is refused.
    fake.setQuotaLimits({ default: 1 });
    const outcome = ran(await refresh());
    expect(outcome).toMatchObject({
      status: "succeeded",
      itemsTotal: 3,
      itemsDone: 3,
      itemsFailed: 0,
      waiting: 0,
      stoppedBy: "quota",
    });
    expect(await snapshotsPerChannel()).toEqual(new Map([...ids.values()].map((id) => [id, 1])));
    // The feeds' uploads are stored, their details pending.
    const pending = await t.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(youtubeVideoStats)
      .where(eq(youtubeVideoStats.detailsPending, true));
    expect(pending[0]!.n).toBe(15 + 7 + 5);

    // Later the same day, with units again: no channel is due, the pending details are read.
    fake.reset();
    await t.db.delete(youtubeQuotaUsage).where(sql`true`);
    const next = ran(await refresh());
    expect(next).toMatchObject({ itemsTotal: 0, videos: { detailed: 27, pending: 0 } });
    expect(fake.quota().byMethod).toEqual({ "videos.list": 1 });
    expect(await snapshotsPerChannel()).toEqual(new Map([...ids.values()].map((id) => [id, 1])));
  });

  it("reads N new uploads across channels in ceil(N / 50) videos.list calls, and nothing else", async () => {
    // 20 hot channels, each with 3 uploads stored and 7 new ones: 140 new uploads.
    const channels = Array.from({ length: 20 }, (_, i) =>
      fakeChannel(
        `UCnewUploads${String(i).padStart(12, "0")}`,
        Array.from({ length: 10 }, (_, k) => ({ days: 0.2 + k * 0.5, views: 100 * (10 - k) })),
      ),
    );
    fake.addChannels(channels);
    const ids = await addChannels(
      t.db,
      channels.map((c) => c.channel.id!),
      new Date(NOW.getTime() - DAY_MS),
    );
    for (const channel of channels) await storeUploads(ids.get(channel.channel.id!)!, channel, (index) => index >= 7);
    const outcome = ran(await refresh({ now: () => NOW }));
    expect(outcome).toMatchObject({ itemsDone: 20, tiers: { hot: 20 }, videos: { fromFeeds: 140, detailed: 140, pending: 0 } });
    expect(fake.quota().byMethod).toEqual({ "channels.list": 1, "videos.list": Math.ceil(140 / 50) });
    expect(outcome.units.spent).toMatchObject({ hot: 1 + 3, fallback: 0 });
    const stored = await t.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(youtubeVideoStats)
      .where(and(eq(youtubeVideoStats.detailsPending, false), sql`${youtubeVideoStats.durationSeconds} = 570`));
    expect(stored[0]!.n).toBe(200);
  });

  it("keeps the feeds' views of stored videos and records their due ages from the feed, without a call", async () => {
    // Uploads 1.5, 7.5, 20, 31 and 40 days old, all stored with 1 view: the feed lists them all.
    const channel = fakeChannel("UCfeedViews000000000000A", [
      { days: 1.5, views: 1_200 },
      { days: 7.5, views: 5_400 },
      { days: 20, views: 9_000 },
      { days: 31, views: 12_000 },
      { days: 40, views: 15_000 },
    ]);
    fake.addChannel(channel);
    const ids = await addChannels(t.db, [channel.channel.id!], new Date(NOW.getTime() - DAY_MS));
    const channelId = ids.get(channel.channel.id!)!;
    await storeUploads(channelId, channel, () => true);
    const outcome = ran(await refresh({ now: () => NOW }));
    // The channel's statistics, and nothing for its videos: the feed had every figure.
    expect(fake.quota().byMethod).toEqual({ "channels.list": 1 });
    expect(outcome).toMatchObject({ videos: { viewsFromFeeds: 5, detailed: 0 }, ages: { fromFeeds: 3, fromApi: 0 } });
    const views = await t.db
      .select({ videoId: youtubeVideoStats.videoId, views: youtubeVideoStats.views })
      .from(youtubeVideoStats)
      .where(eq(youtubeVideoStats.channelId, channelId));
    expect(Object.fromEntries(views.map((v) => [v.videoId, v.views]))).toEqual(
      Object.fromEntries(channel.videos.map((v) => [v.id, Number(v.statistics!.viewCount)])),
    );
    const ages = await executeRows<{ age_days: number; views: string | number; source: string }>(
      t.db,
      sql`select a.age_days, a.views, a.source from ${youtubeVideoAgeViews} a join ${youtubeVideoStats} v on v.id = a.video_row_id where v.channel_id = ${channelId} order by a.age_days`,
    );
    expect(ages.map((a) => [a.age_days, Number(a.views), a.source])).toEqual([
      [1, 1_200, "feed"],
      [7, 5_400, "feed"],
      [30, 12_000, "feed"],
    ]);
  });

  it("reads a due age the feed no longer lists with videos.list, or videos.batchGetStats when that is on", async () => {
    // 20 uploads a day apart and one 90.5 days old: 20 newer ones, so the feed's 15 leave it out.
    const channel = fakeChannel("UCagesByApi0000000000000", [
      ...Array.from({ length: 20 }, (_, k) => ({ days: 60 + k, views: 500 })),
      { days: 90.5, views: 77_777 },
    ]);
    fake.addChannel(channel);
    // Synced today already: not due, and the age is not worth a feed read.
    const ids = await addChannels(t.db, [channel.channel.id!], NOW);
    const channelId = ids.get(channel.channel.id!)!;
    await storeUploads(channelId, channel, () => true);
    const first = ran(await refresh({ now: () => NOW }));
    expect(first).toMatchObject({ itemsTotal: 0, ages: { fromFeeds: 0, fromApi: 1 } });
    expect(fake.quota()).toMatchObject({ byMethod: { "videos.list": 1 }, feedReads: 0 });
    expect(first.units.spent.ages).toBe(1);

    await t.db.delete(youtubeVideoAgeViews).where(sql`true`);
    await t.db.delete(jobRuns).where(sql`true`);
    fake.reset();
    fake.addChannel(channel);
    const second = ran(await refresh({ now: () => NOW, batchGetStats: true }));
    expect(second.ages.fromApi).toBe(1);
    expect(fake.quota().byMethod).toEqual({ "videos.batchGetStats": 1 });
    const [reading] = await t.db.select().from(youtubeVideoAgeViews);
    expect(reading).toMatchObject({ ageDays: 90, views: 77_777, source: "videos.batchGetStats" });
  });

  it("reads a channel that is not due for a due age's feed alone, and its statistics too when that feed shows an upload of this week", async () => {
    // Quiet and synced two days ago (not due); its upload of 7.5 days ago is due for its 7-day views.
    const channel = fakeChannel("UCfeedOnly00000000000000", [
      { days: 0.5, views: 300 },
      { days: 7.5, views: 4_000 },
      { days: 40, views: 9_000 },
    ]);
    fake.addChannel(channel);
    const ids = await addChannels(t.db, [channel.channel.id!], new Date(NOW.getTime() - 2 * DAY_MS));
    const channelId = ids.get(channel.channel.id!)!;
    await storeUploads(channelId, channel, (index) => index > 0);
    const outcome = ran(await refresh({ now: () => NOW }));
    // The feed gave the age free and showed the new upload: the channel is hot now, so its
    // statistics are read the same day (one channels.list call), and the upload's details.
    expect(outcome).toMatchObject({ itemsTotal: 1, itemsDone: 1, ages: { fromFeeds: 1 }, videos: { fromFeeds: 1, detailed: 1 } });
    expect(fake.quota()).toMatchObject({ byMethod: { "channels.list": 1, "videos.list": 1 }, feedReads: 1 });
    expect(await snapshotsPerChannel()).toEqual(new Map([[channelId, 1]]));
  });

  it("refreshes new channels first, hot ones daily, quiet ones weekly and dormant ones monthly", async () => {
    const ids = await addChannels(t.db, [QUIET_ARCHIVE_ID, MIDNIGHT_MYSTERIES_ID, RAIN_TAPES_ID, RAIN_TAPES_FAN_MIXES_ID]);
    const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);
    // Stored newest uploads make the tiers: 2 days ago (hot), 30 days (quiet), 200 days (dormant), each last synced 3 days ago; Fan Mixes never synced (new).
    const stored = [
      [QUIET_ARCHIVE_ID, 2],
      [MIDNIGHT_MYSTERIES_ID, 30],
      [RAIN_TAPES_ID, 200],
    ] as const;
    for (const [youtubeId, age] of stored) {
      const channelId = ids.get(youtubeId)!;
      await t.db
        .update(youtubeChannels)
        .set({ lastSyncedAt: daysAgo(3) })
        .where(eq(youtubeChannels.id, channelId));
      await t.db.insert(youtubeVideoStats).values({
        channelId,
        videoId: `old${age}`,
        title: "Old",
        views: 1,
        likes: 0,
        comments: 0,
        publishedAt: daysAgo(age),
        updatedAt: daysAgo(3),
      });
    }
    await t.db
      .update(youtubeChannels)
      .set({ lastSyncedAt: null })
      .where(eq(youtubeChannels.id, ids.get(RAIN_TAPES_FAN_MIXES_ID)!));
    const outcome = ran(await refresh({ now: () => NOW }));
    // Only the new and the hot one are due: quiet waits for its week, dormant for its month.
    expect(outcome).toMatchObject({ itemsTotal: 2, itemsDone: 2, tiers: { new: 1, hot: 1, quiet: 0, dormant: 0 } });
    // Two calls, one per part: a call never mixes parts, so every unit has its part.
    expect(fake.requests.filter((r) => r.endpoint === "channels").map((r) => r.params.id)).toEqual([
      RAIN_TAPES_FAN_MIXES_ID,
      QUIET_ARCHIVE_ID,
    ]);
  });

  it("falls back to an uploads page for channels whose feed fails, within its share of the day", async () => {
    const ids = await addChannels(t.db, [QUIET_ARCHIVE_ID, MIDNIGHT_MYSTERIES_ID, RAIN_TAPES_ID]);
    const youtube = client(t.db, undefined, undefined, `http://127.0.0.1:${fake.port}/no-feed-here`);
    // 5% of 40 units: two uploads pages.
    const outcome = ran(await runStatsRefresh({ db: t.db, youtube, logger }, { allowance: 40 }));
    expect(outcome).toMatchObject({ itemsDone: 3, feeds: { ok: 0, failed: { notFound: 3 } } });
    const pages = fake.requests.filter((r) => r.endpoint === "playlistItems").map((r) => r.params.playlistId);
    expect(pages).toHaveLength(2);
    for (const page of pages)
      expect([QUIET_ARCHIVE_ID, MIDNIGHT_MYSTERIES_ID, RAIN_TAPES_ID].map(uploadsPlaylistId)).toContain(page);
    expect(outcome.units.spent.fallback).toBe(2);
    expect(await snapshotsPerChannel()).toEqual(new Map([...ids.values()].map((id) => [id, 1])));
  });

  it("retries a feed the host pushes back on, and backs off", async () => {
    await addChannels(t.db, [RAIN_TAPES_ID]);
    fake.failNextFeeds(2, 429);
    const outcome = ran(await refresh());
    expect(outcome.feeds).toMatchObject({ reads: 1, ok: 1, retries: 2 });
    expect(fake.quota().byMethod["playlistItems.list"]).toBeUndefined();
  });

  it("keeps the rest of a batch when one channel can't be written: the batch is retried channel by channel", async () => {
    const ids = await addChannels(t.db, [QUIET_ARCHIVE_ID, MIDNIGHT_MYSTERIES_ID, RAIN_TAPES_ID]);
    // While YouTube is asked for the batch's statistics, an admin relinks Midnight Mysteries' row to
    // another YouTube channel: the batch's write, which comes after the answer, refuses it.
    const relinking: typeof fetch = async (input, init) => {
      const url = new URL(String(input));
      if (url.pathname.endsWith("/channels") && url.searchParams.get("id")?.includes(MIDNIGHT_MYSTERIES_ID)) {
        await t.db
          .update(youtubeChannels)
          .set({ youtubeChannelId: GONE_ID })
          .where(eq(youtubeChannels.id, ids.get(MIDNIGHT_MYSTERIES_ID)!));
      }
      return fetch(input, init);
    };
    const youtube = createYoutubeClient({
      apiKey: fake.apiKey,
      baseUrl: fake.baseUrl,
      feedBaseUrl: fake.feedUrl,
      fetch: relinking,
      quota: createYoutubeQuotaService(t.db, { default: 10_000, search: 100 }),
    });
    const outcome = ran(await runStatsRefresh({ db: t.db, youtube, logger }));
    expect(outcome).toMatchObject({ itemsTotal: 3, itemsDone: 2, itemsFailed: 1 });
    expect(outcome.errors).toEqual([
      { item: `Catalogue channel 2 (${MIDNIGHT_MYSTERIES_ID})`, message: expect.stringMatching(/linked to YouTube channel/) },
    ]);
    const snapshots = await t.db.select({ channelId: channelStatsSnapshots.channelId }).from(channelStatsSnapshots);
    expect(new Set(snapshots.map((s) => s.channelId))).toEqual(new Set([ids.get(QUIET_ARCHIVE_ID), ids.get(RAIN_TAPES_ID)]));
  });

  it("records a channel YouTube no longer has, by name, and refreshes the others", async () => {
    const ids = await addChannels(t.db, [QUIET_ARCHIVE_ID, GONE_ID, RAIN_TAPES_ID]);
    const outcome = ran(await refresh());
    expect(outcome).toMatchObject({ status: "succeeded", itemsTotal: 3, itemsDone: 2, itemsFailed: 1, waiting: 0 });
    expect(outcome.errors).toEqual([
      { item: `Catalogue channel 2 (${GONE_ID})`, message: expect.stringMatching(/YouTube has no channel with this ID/) },
    ]);
    const snapshots = await snapshotsPerChannel();
    expect(snapshots.has(ids.get(GONE_ID)!)).toBe(false);
    expect(snapshots.get(ids.get(QUIET_ARCHIVE_ID)!)).toBe(1);
  });

  it("fails the run with the reason when YouTube refuses the key", async () => {
    await addChannels(t.db, [QUIET_ARCHIVE_ID]);
    const outcome = ran(await runStatsRefresh({ db: t.db, youtube: client(t.db, undefined, { apiKey: "wrong-key" }), logger }));
    expect(outcome).toMatchObject({ status: "failed", itemsDone: 0, waiting: 1 });
    expect(outcome.errors[0]!.message).toMatch(/didn't accept the API key/);
    expect(await t.db.select().from(jobRuns)).toEqual([expect.objectContaining({ status: "failed" })]);
  });

  it("skips without an API key and records nothing", async () => {
    await addChannels(t.db, [QUIET_ARCHIVE_ID]);
    expect(await runStatsRefresh({ db: t.db, youtube: client(t.db, undefined, { apiKey: undefined }), logger })).toMatchObject({
      status: "skipped",
      reason: "not-configured",
    });
    expect(await t.db.select().from(jobRuns)).toEqual([]);
    expect(fake.requests).toEqual([]);
  });

  it("stops between batches when asked to (server shutdown)", async () => {
    await addChannels(t.db, ALL);
    const controller = new AbortController();
    controller.abort();
    const outcome = ran(await refresh({ signal: controller.signal }));
    expect(outcome).toMatchObject({ status: "succeeded", itemsDone: 0, waiting: 4, stoppedBy: "shutdown" });
    expect(outcome.errors[0]!.message).toMatch(/server stopped during the run; 4 channels wait/);
  });

  it("takes over from a run whose process died, and otherwise leaves a running run alone", async () => {
    await addChannels(t.db, [QUIET_ARCHIVE_ID]);
    const [live] = await t.db
      .insert(jobRuns)
      .values({ job: "stats-refresh", status: "running", day: pacificDay(), startedAt: new Date() })
      .returning();
    expect(await refresh()).toMatchObject({ status: "skipped", reason: "already-running" });
    expect(fake.requests).toEqual([]);

    await t.db
      .update(jobRuns)
      .set({ startedAt: new Date(Date.now() - STALE_AFTER_MS - 60_000) })
      .where(eq(jobRuns.id, live!.id));
    expect(ran(await refresh())).toMatchObject({ status: "succeeded", itemsDone: 1 });
    const [dead] = await t.db.select().from(jobRuns).where(eq(jobRuns.id, live!.id));
    expect(dead).toMatchObject({ status: "failed", errors: [{ message: expect.stringMatching(/interrupted/) }] });
  });

  it("runs in the background when an admin starts it, records who did, and stops between batches", async () => {
    await t.db
      .insert(users)
      .values({
        id: "refresh-admin",
        email: "refresh-admin@example.test",
        name: "Refresh Admin",
        emailVerified: true,
        role: "admin",
      })
      .onConflictDoNothing();
    // 150 channels (three batches of 50) whose feeds answer slowly: the run is still going when Stop comes.
    const channels = Array.from({ length: 150 }, (_, i) =>
      fakeChannel(`UCstopMe${String(i).padStart(16, "0")}`, [{ days: 3, views: 10 }]),
    );
    fake.addChannels(channels);
    fake.setFeedDelay(100);
    await addChannels(
      t.db,
      channels.map((c) => c.channel.id!),
    );
    const actor = { id: "refresh-admin", email: "refresh-admin@example.test" };
    const job = createStatsRefreshJob(t.db, {
      youtube: () => client(t.db),
      options: () => ({ writeBatch: 50, feedConcurrency: 4 }),
      logger,
    });
    const started = await job.start(actor);
    expect(started).toMatchObject({
      kind: "started",
      run: { status: "running", itemsTotal: 150, triggeredByEmail: actor.email },
    });
    if (started.kind !== "started") return;
    // A second start joins the running run.
    expect(await job.start(actor)).toMatchObject({ kind: "running", run: { id: started.run.id } });
    await expect.poll(async () => (await job.getRun(started.run.id))?.itemsDone, { timeout: 60_000 }).toBeGreaterThanOrEqual(50);
    const stopped = await job.stop(actor);
    expect(stopped).toMatchObject({ status: "stopped", run: { id: started.run.id, status: "stopped" } });
    if (stopped.status !== "stopped") return;
    expect(stopped.run.itemsDone).toBeLessThan(150);
    // What the run shows is what it stored.
    expect([...(await snapshotsPerChannel()).values()].length).toBe(stopped.run.itemsDone);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, started.run.id));
    expect(entries.map((e) => e.action).sort()).toEqual(["stats-refresh", "stop"]);
  });

  it("lets one of two runs started together do the work (one database connection)", async () => {
    const ids = await addChannels(t.db, ALL);
    const outcomes = await Promise.all([refresh(), refresh()]);
    expectOneRunDidTheWork(outcomes);
    expect(await snapshotsPerChannel()).toEqual(new Map([...ids.values()].map((id) => [id, 1])));
    expect(await t.db.select().from(jobRuns)).toHaveLength(1);
  });

  // Two processes = two connection pools to one PostgreSQL. PGlite is embedded in one process, so
  // there is no second connection to open; the case above covers its single connection.
  const serverUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!serverUrl)(
    "lets one of two processes started together do the work (two PostgreSQL pools; skipped on PGlite, which has one connection)",
    async () => {
      if (!serverUrl) return;
      const [{ name }] = (await executeRows<{ name: string }>(t.db, "select current_database() as name")) as [{ name: string }];
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const [first, second] = await Promise.all([
        openPostgres({ url: url.toString(), max: 4 }),
        openPostgres({ url: url.toString(), max: 4 }),
      ]);
      try {
        const ids = await addChannels(first.db, ALL);
        const outcomes = await Promise.all([refresh({}, first.db), refresh({}, second.db)]);
        expectOneRunDidTheWork(outcomes);
        expect(await snapshotsPerChannel(second.db)).toEqual(new Map([...ids.values()].map((id) => [id, 1])));
        expect(await second.db.select().from(jobRuns)).toHaveLength(1);
        // Each channel was asked for once: the losing run spent nothing.
        expect(fake.requests.filter((r) => r.endpoint === "channels")).toHaveLength(1);
      } finally {
        await Promise.all([first.close(), second.close()]);
      }
    },
  );
});

function expectOneRunDidTheWork(outcomes: StatsRefreshOutcome[]) {
  const worked = outcomes.filter((o) => o.status === "succeeded");
  const skipped = outcomes.filter((o) => o.status === "skipped");
  expect(worked).toHaveLength(1);
  expect(worked[0]).toMatchObject({ itemsTotal: 4, itemsDone: 4 });
  // The other saw the running row, or — if it came after the first had finished — nothing left to do.
  expect(skipped).toEqual([expect.objectContaining({ reason: expect.stringMatching(/^(already-running|up-to-date)$/) })]);
}
