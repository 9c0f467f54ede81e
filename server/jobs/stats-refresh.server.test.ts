// The daily stats refresh against the fake YouTube server and a real database (PGlite here,
// PostgreSQL in CI): one snapshot per channel per day, a second run the same day doing nothing,
// quota running out, a channel YouTube no longer has, and two runs started together.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pacificDay } from "#domain/pacific-day";
import { openPostgres } from "#db/connection.server";
import type { Database } from "#db/database";
import { executeRows } from "#db/execute-rows";
import { users } from "#db/schema/auth";
import { channelStatsSnapshots, youtubeChannels, youtubeVideoStats } from "#db/schema/catalogue";
import { jobRuns, youtubeQuotaUsage } from "#db/schema/operations";
import { auditLog } from "#db/schema/site";
import { createYoutubeClient } from "#server/integrations/youtube/youtube-client.server";
import { STALE_AFTER_MS, runStatsRefresh, type StatsRefreshOutcome } from "#server/jobs/stats-refresh.server";
import { createYoutubeQuotaService, type YoutubeQuotaLimits } from "#server/services/youtube-quota.server";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { type FakeYoutubeServer, startFakeYoutubeServer } from "#dev/fake-youtube/youtube-server";
import { MIDNIGHT_MYSTERIES_ID, QUIET_ARCHIVE_ID, RAIN_TAPES_FAN_MIXES_ID, RAIN_TAPES_ID, quietArchive, uploadsPlaylistId } from "#dev/fake-youtube/channels";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

let t: TestDatabase;
let fake: FakeYoutubeServer;
const faker = createSeededFaker(913);
const GONE_ID = "UCgoneGoneGoneGoneGone01";

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

/** Catalogue rows linked to YouTube channels, last synced long ago; returns their ids by YouTube id. */
async function addChannels(db: Database, youtubeIds: string[]): Promise<Map<string, string>> {
  const rows = youtubeIds.map((youtubeChannelId, index) =>
    buildChannel(faker, { youtubeChannelId, channelTitle: `Catalogue channel ${index + 1}`, lastSyncedAt: new Date("2026-01-01T00:00:00Z") }, { channelTypeId: "other" }),
  );
  // No channel types in this database: the type is not what the refresh is about.
  await db.insert(youtubeChannels).values(rows.map((row) => ({ ...row, channelType: null, metadata: {} })));
  return new Map(rows.map((row) => [row.youtubeChannelId!, row.id]));
}

function client(db: Database, limits: YoutubeQuotaLimits = { default: 10_000, search: 100 }, key: { apiKey: string | undefined } = { apiKey: fake.apiKey }) {
  return createYoutubeClient({ apiKey: key.apiKey, baseUrl: fake.baseUrl, feedBaseUrl: fake.feedUrl, quota: createYoutubeQuotaService(db, limits) });
}

const refresh = (db: Database = t.db, limits?: YoutubeQuotaLimits) => runStatsRefresh({ db, youtube: client(db, limits), logger });

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

const ALL = [QUIET_ARCHIVE_ID, MIDNIGHT_MYSTERIES_ID, RAIN_TAPES_ID, RAIN_TAPES_FAN_MIXES_ID];

describe("stats refresh", () => {
  it("writes one snapshot per channel for today's Pacific day and records the run", async () => {
    const ids = await addChannels(t.db, ALL);
    // A catalogue channel without a YouTube id is not the job's.
    await t.db.insert(youtubeChannels).values({ ...buildChannel(faker, { channelTitle: "Hand-entered" }), channelType: null, metadata: {} });
    const outcome = ran(await refresh());
    const day = pacificDay();
    expect(outcome).toMatchObject({ status: "succeeded", day, itemsTotal: 4, itemsDone: 4, itemsFailed: 0, waiting: 0, stoppedBy: null, errors: [] });
    // channels.list once for the four; each feed shows uploads we don't have (none stored yet),
    // so a playlist page and a videos.list call each, except Rain Tapes Fan Mixes (no uploads).
    expect(fake.requests.filter((r) => r.endpoint === "channels")).toHaveLength(1);
    expect(fake.quota()).toMatchObject({ byMethod: { "channels.list": 1, "playlistItems.list": 3, "videos.list": 3 }, feedReads: 4 });
    expect(outcome).toMatchObject({ unitsSpent: fake.quota().default, uploadsSynced: 3, statisticsOnly: 1, tiers: { hot: 0, quiet: 0, dormant: 4 } });

    expect(await snapshotsPerChannel()).toEqual(new Map([...ids.values()].map((id) => [id, 1])));
    const [snapshot] = await t.db.select().from(channelStatsSnapshots).where(eq(channelStatsSnapshots.channelId, ids.get(QUIET_ARCHIVE_ID)!));
    expect(snapshot).toMatchObject({ day, subscribers: 284_000, views: 51_234_567, videoCount: 120 });
    const [quiet] = await t.db.select().from(youtubeChannels).where(eq(youtubeChannels.id, ids.get(QUIET_ARCHIVE_ID)!));
    expect(quiet).toMatchObject({ channelTitle: "Quiet Archive", totalViews: 51_234_567 });
    expect(quiet!.lastSyncedAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);

    const runs = await t.db.select().from(jobRuns);
    expect(runs).toEqual([
      expect.objectContaining({ id: outcome.runId, job: "stats-refresh", status: "succeeded", day, itemsTotal: 4, itemsDone: 4, itemsFailed: 0, unitsSpent: outcome.unitsSpent, errors: [], triggeredBy: null }),
    ]);
    expect(runs[0]!.finishedAt).not.toBeNull();
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

  it("stops cleanly when the quota runs out, records it, and leaves the rest for the next run", async () => {
    // Channels with uploads only, so each costs the same: a playlist page and a videos.list call.
    const ids = await addChannels(t.db, [QUIET_ARCHIVE_ID, MIDNIGHT_MYSTERIES_ID, RAIN_TAPES_ID]);
    // channels.list (1) + the first channel's playlist and videos (2) + the second's playlist (1): its videos.list is refused.
    const outcome = ran(await refresh(t.db, { default: 4, search: 100 }));
    expect(outcome).toMatchObject({ status: "succeeded", itemsTotal: 3, itemsDone: 1, itemsFailed: 0, waiting: 2, stoppedBy: "quota", unitsSpent: 4 });
    expect(outcome.errors).toEqual([{ message: "Today's YouTube API quota is used up; 2 channels wait for tomorrow's run." }]);
    const [run] = await t.db.select().from(jobRuns);
    expect(run).toMatchObject({ status: "succeeded", itemsDone: 1, unitsSpent: 4, errors: outcome.errors });
    expect([...(await snapshotsPerChannel()).values()]).toEqual([1]);

    // Later, with quota again (tomorrow, or a raised limit): only the two that waited.
    const next = ran(await refresh());
    expect(next).toMatchObject({ itemsTotal: 2, itemsDone: 2 });
    expect(await snapshotsPerChannel()).toEqual(new Map([...ids.values()].map((id) => [id, 1])));
  });

  it("spends uploads units only on channels whose feed shows a new upload; the others cost their share of channels.list", async () => {
    const ids = await addChannels(t.db, ALL);
    ran(await refresh());
    // A month on, every channel is due again (the fixtures' uploads are months old: dormant, monthly).
    const later = new Date(Date.now() + 31 * 86_400_000);
    fake.reset();
    fake.addVideos(MIDNIGHT_MYSTERIES_ID, [{ ...structuredClone(quietArchive.videos[0]!), id: "mmNewUpload", snippet: { ...quietArchive.videos[0]!.snippet, channelId: MIDNIGHT_MYSTERIES_ID, title: "A new case", publishedAt: later.toISOString() } }]);
    const outcome = ran(await runStatsRefresh({ db: t.db, youtube: client(t.db), logger }, { now: () => later }));
    expect(outcome).toMatchObject({ itemsTotal: 4, itemsDone: 4, uploadsSynced: 1, statisticsOnly: 3, unitsSpent: 3 });
    expect(fake.quota()).toMatchObject({ default: 3, byMethod: { "channels.list": 1, "playlistItems.list": 1, "videos.list": 1 }, feedReads: 4 });
    expect(fake.requests.filter((r) => r.endpoint === "playlistItems").map((r) => r.params.playlistId)).toEqual([uploadsPlaylistId(MIDNIGHT_MYSTERIES_ID)]);
    // Every channel has its snapshot for that day; the new upload is stored.
    const day = pacificDay(later);
    const snapshots = await t.db.select().from(channelStatsSnapshots).where(eq(channelStatsSnapshots.day, day));
    expect(new Set(snapshots.map((s) => s.channelId))).toEqual(new Set(ids.values()));
    expect(await t.db.select({ title: youtubeVideoStats.title }).from(youtubeVideoStats).where(eq(youtubeVideoStats.videoId, "mmNewUpload"))).toEqual([{ title: "A new case" }]);
  });

  it("refreshes hot channels daily, quiet ones weekly and dormant ones monthly", async () => {
    const ids = await addChannels(t.db, [QUIET_ARCHIVE_ID, MIDNIGHT_MYSTERIES_ID, RAIN_TAPES_ID]);
    const today = new Date();
    const daysAgo = (days: number) => new Date(today.getTime() - days * 86_400_000);
    // Stored newest uploads make the tiers: 2 days ago (hot), 30 days (quiet), 200 days (dormant); each last synced 3 days ago.
    const stored = [
      [QUIET_ARCHIVE_ID, 2],
      [MIDNIGHT_MYSTERIES_ID, 30],
      [RAIN_TAPES_ID, 200],
    ] as const;
    for (const [youtubeId, age] of stored) {
      const channelId = ids.get(youtubeId)!;
      await t.db.update(youtubeChannels).set({ lastSyncedAt: daysAgo(3) }).where(eq(youtubeChannels.id, channelId));
      await t.db.insert(youtubeVideoStats).values({ channelId, videoId: `old${age}`, title: "Old", views: 1, likes: 0, comments: 0, publishedAt: daysAgo(age), updatedAt: daysAgo(3) });
    }
    const outcome = ran(await refresh());
    // Only the hot one is due: quiet waits for its week, dormant for its month.
    expect(outcome).toMatchObject({ itemsTotal: 1, itemsDone: 1, tiers: { hot: 1, quiet: 0, dormant: 0 } });
    expect(fake.requests.find((r) => r.endpoint === "channels")!.params.id).toBe(QUIET_ARCHIVE_ID);
  });

  it("when the uploads feeds can't be read, reads a hot channel's uploads through the API and keeps the others to statistics", async () => {
    const ids = await addChannels(t.db, [QUIET_ARCHIVE_ID, MIDNIGHT_MYSTERIES_ID]);
    // Quiet Archive is hot (never synced); Midnight Mysteries dormant (synced long ago, no upload stored).
    await t.db.update(youtubeChannels).set({ lastSyncedAt: null }).where(eq(youtubeChannels.id, ids.get(QUIET_ARCHIVE_ID)!));
    const youtube = createYoutubeClient({ apiKey: fake.apiKey, baseUrl: fake.baseUrl, feedBaseUrl: `${fake.baseUrl}/no-feed-here`, quota: createYoutubeQuotaService(t.db, { default: 10_000, search: 100 }) });
    const outcome = ran(await runStatsRefresh({ db: t.db, youtube, logger }));
    expect(outcome).toMatchObject({ itemsDone: 2, tiers: { hot: 1, quiet: 0, dormant: 1 }, uploadsSynced: 1, statisticsOnly: 1 });
    expect(fake.requests.filter((r) => r.endpoint === "playlistItems").map((r) => r.params.playlistId)).toEqual([uploadsPlaylistId(QUIET_ARCHIVE_ID)]);
    expect(await snapshotsPerChannel()).toEqual(new Map([...ids.values()].map((id) => [id, 1])));
  });

  it("keeps the rest of a batch when one channel can't be written: the batch is retried channel by channel", async () => {
    const ids = await addChannels(t.db, [QUIET_ARCHIVE_ID, MIDNIGHT_MYSTERIES_ID, RAIN_TAPES_ID]);
    // First run stores their videos, so a month later every feed shows nothing new (statistics only, one batch).
    ran(await refresh());
    const later = new Date(Date.now() + 31 * 86_400_000);
    // While Midnight Mysteries' feed is read, an admin relinks that row to another YouTube channel:
    // the batch's write refuses it.
    const relinking: typeof fetch = async (input, init) => {
      if (String(input).includes(`channel_id=${MIDNIGHT_MYSTERIES_ID}`)) {
        await t.db.update(youtubeChannels).set({ youtubeChannelId: GONE_ID }).where(eq(youtubeChannels.id, ids.get(MIDNIGHT_MYSTERIES_ID)!));
      }
      return fetch(input, init);
    };
    const youtube = createYoutubeClient({ apiKey: fake.apiKey, baseUrl: fake.baseUrl, feedBaseUrl: fake.feedUrl, fetch: relinking, quota: createYoutubeQuotaService(t.db, { default: 10_000, search: 100 }) });
    const outcome = ran(await runStatsRefresh({ db: t.db, youtube, logger }, { now: () => later }));
    expect(outcome).toMatchObject({ itemsTotal: 3, itemsDone: 2, itemsFailed: 1, statisticsOnly: 2, uploadsSynced: 0 });
    expect(outcome.errors).toEqual([{ item: `Midnight Mysteries (${MIDNIGHT_MYSTERIES_ID})`, message: expect.stringMatching(/linked to YouTube channel/) }]);
    const day = pacificDay(later);
    const snapshots = await t.db.select({ channelId: channelStatsSnapshots.channelId }).from(channelStatsSnapshots).where(eq(channelStatsSnapshots.day, day));
    expect(new Set(snapshots.map((s) => s.channelId))).toEqual(new Set([ids.get(QUIET_ARCHIVE_ID), ids.get(RAIN_TAPES_ID)]));
  });

  it("records a channel YouTube no longer has, by name, and refreshes the others", async () => {
    const ids = await addChannels(t.db, [QUIET_ARCHIVE_ID, GONE_ID, RAIN_TAPES_ID]);
    const outcome = ran(await refresh());
    expect(outcome).toMatchObject({ status: "succeeded", itemsTotal: 3, itemsDone: 2, itemsFailed: 1, waiting: 0 });
    expect(outcome.errors).toEqual([{ item: `Catalogue channel 2 (${GONE_ID})`, message: expect.stringMatching(/YouTube has no channel with this ID/) }]);
    const [run] = await t.db.select().from(jobRuns);
    expect(run).toMatchObject({ itemsDone: 2, itemsFailed: 1, errors: outcome.errors });
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
    expect(await runStatsRefresh({ db: t.db, youtube: client(t.db, undefined, { apiKey: undefined }), logger })).toMatchObject({ status: "skipped", reason: "not-configured" });
    expect(await t.db.select().from(jobRuns)).toEqual([]);
    expect(fake.requests).toEqual([]);
  });

  it("stops between channels when asked to (server shutdown)", async () => {
    await addChannels(t.db, ALL);
    const controller = new AbortController();
    controller.abort();
    const outcome = ran(await runStatsRefresh({ db: t.db, youtube: client(t.db), logger }, { signal: controller.signal }));
    expect(outcome).toMatchObject({ status: "succeeded", itemsDone: 0, waiting: 4, stoppedBy: "shutdown" });
    expect(outcome.errors[0]!.message).toMatch(/server stopped during the run; 4 channels wait/);
  });

  it("takes over from a run whose process died, and otherwise leaves a running run alone", async () => {
    await addChannels(t.db, [QUIET_ARCHIVE_ID]);
    const [live] = await t.db.insert(jobRuns).values({ job: "stats-refresh", status: "running", day: pacificDay(), startedAt: new Date() }).returning();
    expect(await refresh()).toMatchObject({ status: "skipped", reason: "already-running" });
    expect(fake.requests).toEqual([]);

    await t.db.update(jobRuns).set({ startedAt: new Date(Date.now() - STALE_AFTER_MS - 60_000) }).where(eq(jobRuns.id, live!.id));
    expect(ran(await refresh())).toMatchObject({ status: "succeeded", itemsDone: 1 });
    const [dead] = await t.db.select().from(jobRuns).where(eq(jobRuns.id, live!.id));
    expect(dead).toMatchObject({ status: "failed", errors: [{ message: expect.stringMatching(/interrupted/) }] });
  });

  it("records who started it when an admin did, in the run and the audit log", async () => {
    await t.db.insert(users).values({ id: "refresh-admin", email: "refresh-admin@example.test", name: "Refresh Admin", emailVerified: true, role: "admin" }).onConflictDoNothing();
    await addChannels(t.db, [RAIN_TAPES_ID]);
    const actor = { id: "refresh-admin", email: "refresh-admin@example.test" };
    const outcome = ran(await runStatsRefresh({ db: t.db, youtube: client(t.db), logger }, { triggeredBy: actor }));
    expect(await t.db.select().from(jobRuns)).toEqual([expect.objectContaining({ triggeredBy: actor.id })]);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, outcome.runId));
    expect(entries).toEqual([expect.objectContaining({ action: "stats-refresh", entityType: "job", actorEmail: actor.email, after: expect.objectContaining({ itemsDone: 1 }) })]);
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
  it.skipIf(!serverUrl)("lets one of two processes started together do the work (two PostgreSQL pools; skipped on PGlite, which has one connection)", async () => {
    if (!serverUrl) return;
    const [{ name }] = (await executeRows<{ name: string }>(t.db, "select current_database() as name")) as [{ name: string }];
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const [first, second] = await Promise.all([openPostgres({ url: url.toString(), max: 4 }), openPostgres({ url: url.toString(), max: 4 })]);
    try {
      const ids = await addChannels(first.db, ALL);
      const outcomes = await Promise.all([refresh(first.db), refresh(second.db)]);
      expectOneRunDidTheWork(outcomes);
      expect(await snapshotsPerChannel(second.db)).toEqual(new Map([...ids.values()].map((id) => [id, 1])));
      expect(await second.db.select().from(jobRuns)).toHaveLength(1);
      // Each channel was asked for once: the losing run spent nothing.
      expect(fake.requests.filter((r) => r.endpoint === "channels")).toHaveLength(1);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

function expectOneRunDidTheWork(outcomes: StatsRefreshOutcome[]) {
  const worked = outcomes.filter((o) => o.status === "succeeded");
  const skipped = outcomes.filter((o) => o.status === "skipped");
  expect(worked).toHaveLength(1);
  expect(worked[0]).toMatchObject({ itemsTotal: 4, itemsDone: 4 });
  // The other saw the running row, or — if it came after the first had finished — nothing left to do.
  expect(skipped).toEqual([expect.objectContaining({ reason: expect.stringMatching(/^(already-running|up-to-date)$/) })]);
}
