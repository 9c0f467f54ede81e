// The channel sync against the fake YouTube server and a real database: what a new channel and a
// refreshed one look like in our tables, and what the channel page then reads from them.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { channelRevenue, storedRevenueColumns } from "#domain/revenue";
import { revenueFactsColumns, revenueFactsOf } from "#db/channel-revenue";
import { pacificDay } from "#domain/pacific-day";
import { isOutlier, outlierScores } from "#domain/outlier-score";
import { channelStatsSnapshots, niches, youtubeChannels, youtubeVideoStats } from "#db/schema/catalogue";
import { auditLog } from "#db/schema/site";
import { youtubeQuotaUsage } from "#db/schema/operations";
import { createYoutubeClient } from "#server/integrations/youtube/youtube-client.server";
import { createChannelSyncService } from "#server/services/channel-sync.server";
import { toChannelSearchQuery } from "#domain/channel-search-params";
import { engagementRate } from "#server/services/channel-page.server";
import { createChannelsService } from "#server/services/channels.server";
import { createYoutubeQuotaService } from "#server/services/youtube-quota.server";
import { buildNiche } from "#db/seed/factories/niche-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { type FakeYoutubeServer, startFakeYoutubeServer } from "#dev/fake-youtube/youtube-server";
import {
  MIDNIGHT_MYSTERIES_ID,
  QUIET_ARCHIVE_ID,
  RAIN_TAPES_FAN_MIXES_ID,
  quietArchive,
  uploadsPlaylistId,
} from "#dev/fake-youtube/channels";
import { fixtureVideoId } from "#dev/fake-youtube/videos";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";
import { users } from "#db/schema/auth";

let t: TestDatabase;
let fake: FakeYoutubeServer;
const faker = createSeededFaker(707);
const history = buildNiche(faker, { name: "History Sync", slug: "history-sync", rpmLow: 4, rpmHigh: 12 });
const admin = { id: "sync-admin", email: "sync-admin@example.test" };

beforeAll(async () => {
  [t, fake] = await Promise.all([createTestDatabase(), startFakeYoutubeServer()]);
  await t.db.insert(niches).values(history);
  await t.db.insert(users).values({ id: admin.id, email: admin.email, name: "Sync Admin", emailVerified: true, role: "admin" });
});
afterAll(async () => {
  await Promise.all([t?.close(), fake?.close()]);
});
beforeEach(async () => {
  fake.reset();
  await t.db.delete(youtubeChannels).where(sql`true`);
  await t.db.delete(youtubeQuotaUsage).where(sql`true`);
});

function setup() {
  const youtube = createYoutubeClient({
    apiKey: fake.apiKey,
    baseUrl: fake.baseUrl,
    quota: createYoutubeQuotaService(t.db, { default: 10_000, search: 100 }),
  });
  return { youtube, sync: createChannelSyncService(t.db, youtube) };
}

async function channelRow(id: string) {
  const [row] = await t.db.select().from(youtubeChannels).where(eq(youtubeChannels.id, id));
  if (!row) throw new Error(`no channel ${id}`);
  return row;
}

const snapshotsOf = (id: string) => t.db.select().from(channelStatsSnapshots).where(eq(channelStatsSnapshots.channelId, id));
const videosOf = (id: string) => t.db.select().from(youtubeVideoStats).where(eq(youtubeVideoStats.channelId, id));

/** What the one model gives for a stored channel, from the facts every page reads (its row, videos and snapshots). */
async function modelColumns(id: string) {
  const [row] = await t.db
    .select(revenueFactsColumns)
    .from(youtubeChannels)
    .leftJoin(niches, eq(niches.id, youtubeChannels.nicheId))
    .where(eq(youtubeChannels.id, id));
  if (!row) throw new Error(`no channel ${id}`);
  return storedRevenueColumns(channelRevenue(revenueFactsOf(row)));
}

describe("creating a channel from YouTube", () => {
  it("stores the channel's fields, statistics, newest 50 uploads, today's snapshot and estimates", async () => {
    const { youtube, sync } = setup();
    const channel = await youtube.getChannel(QUIET_ARCHIVE_ID);
    fake.clearRequests();
    const at = new Date();
    const result = await sync.createChannel(channel, { nicheId: history.id }, { at });
    if (!result.ok) throw new Error("expected a new channel");
    const { id, slug } = result.channel;
    expect(slug).toBe(`quiet-archive-${id}`);
    expect(result.channel).toMatchObject({
      channelTitle: "Quiet Archive",
      day: pacificDay(at),
      videosStored: 50,
      videosRemoved: 0,
    });

    const row = await channelRow(id);
    expect(row).toMatchObject({
      youtubeChannelId: QUIET_ARCHIVE_ID,
      handle: "quietarchive",
      channelTitle: "Quiet Archive",
      description: "Calm, narrated history documentaries. No faces, just stories.",
      channelUrl: "https://www.youtube.com/@quietarchive",
      thumbnailUrl: "https://yt3.ggpht.com/fixture-quietarchive/hqdefault.jpg",
      uploadsPlaylistId: uploadsPlaylistId(QUIET_ARCHIVE_ID),
      niche: "History Sync",
      nicheId: history.id,
      country: "GB",
      keywords: ["history", "documentary", "faceless history", "archive"],
      totalSubscribers: 284_000,
      totalViews: 51_234_567,
      videoCount: 120,
      startDate: "2019-03-14",
      rpmOverride: null,
      metadata: {},
      lastSyncedAt: at,
    });
    // The one revenue model's RPM and midpoints for these numbers, the niche's range and the uploads.
    expect({
      rpm: row.rpm,
      revenuePerMonth: row.revenuePerMonth,
      revenuePerVideo: row.revenuePerVideo,
      revenuePerSubscriber: row.revenuePerSubscriber,
    }).toEqual(await modelColumns(id));
    // Under the niche's $4–$12 band × 0.57 (GB): the blended RPM sits inside it.
    expect(row.rpm).toBeGreaterThan(0);
    expect(row.rpm).toBeLessThanOrEqual(12 * 0.57);
    expect(row.revenuePerVideo).toBeGreaterThan(0);

    const videos = await videosOf(id);
    expect(videos).toHaveLength(50);
    const newest = quietArchive.videos[0]!;
    expect(videos.find((v) => v.videoId === newest.id)).toMatchObject({
      title: newest.snippet!.title,
      views: Number(newest.statistics!.viewCount),
      likes: Number(newest.statistics!.likeCount),
      comments: Number(newest.statistics!.commentCount),
      publishedAt: new Date(newest.snippet!.publishedAt!),
    });
    expect(await snapshotsOf(id)).toEqual([
      expect.objectContaining({ day: pacificDay(at), subscribers: 284_000, views: 51_234_567, videoCount: 120 }),
    ]);
    // One playlist page and one videos.list call: 2 units.
    expect(fake.requests.map((r) => r.endpoint)).toEqual(["playlistItems", "videos"]);
  });

  it("feeds the channel page's Most Viewed, Most Engaging and Recent Videos", async () => {
    const { youtube, sync } = setup();
    const result = await sync.createChannel(await youtube.getChannel(QUIET_ARCHIVE_ID), { nicheId: history.id });
    if (!result.ok) throw new Error("expected a new channel");
    const channels = createChannelsService(t.db);
    const top = await channels.topVideos(result.channel.id);
    const stored = quietArchive.videos.slice(0, 50);
    const byViews = [...stored].sort((a, b) => Number(b.statistics!.viewCount) - Number(a.statistics!.viewCount));
    expect(top!.mostViewed.map((v) => v.videoId)).toEqual(byViews.slice(0, 5).map((v) => v.id));
    // Most Engaging: (likes + comments) per view, highest first.
    const rate = (v: (typeof stored)[number]) =>
      (Number(v.statistics!.likeCount) + Number(v.statistics!.commentCount)) / Number(v.statistics!.viewCount);
    const byEngagement = [...stored].sort((a, b) => rate(b) - rate(a));
    expect(top!.mostEngaging.map((v) => v.videoId)).toEqual(byEngagement.slice(0, 5).map((v) => v.id));
    expect(engagementRate(top!.mostEngaging[0]!)).toBeCloseTo(rate(byEngagement[0]!), 10);
    expect((await channels.recentVideos(result.channel.id)).map((v) => v.videoId)).toEqual(stored.slice(0, 8).map((v) => v.id));
  });

  it("asks search.list for the all-time most viewed when told to, and stores those too", async () => {
    const { youtube, sync } = setup();
    const result = await sync.createChannel(await youtube.getChannel(QUIET_ARCHIVE_ID), {}, { searchTopVideos: true });
    if (!result.ok) throw new Error("expected a new channel");
    const allTimeTop = [...quietArchive.videos].sort(
      (a, b) => Number(b.statistics!.viewCount) - Number(a.statistics!.viewCount),
    )[0]!;
    const top = await createChannelsService(t.db).topVideos(result.channel.id);
    expect(top!.mostViewed[0]!.videoId).toBe(allTimeTop.id);
    // Without a niche (or an admin's RPM) there is no rate to estimate from, so no revenue figures either.
    expect(await channelRow(result.channel.id)).toMatchObject({ rpm: null, revenuePerVideo: null, metadata: {} });
  });

  it("reads hidden counts as what we had or none, and leaves private videos out", async () => {
    const { youtube, sync } = setup();
    const result = await sync.createChannel(await youtube.getChannel(MIDNIGHT_MYSTERIES_ID));
    if (!result.ok) throw new Error("expected a new channel");
    expect(await channelRow(result.channel.id)).toMatchObject({ totalSubscribers: null, totalViews: 3_400_000, country: "US" });
    const videos = await videosOf(result.channel.id);
    expect(videos.map((v) => v.videoId)).not.toContain(fixtureVideoId("mm", 5));
    expect(videos.find((v) => v.videoId === fixtureVideoId("mm", 2))).toMatchObject({ views: 48_210, likes: 0, comments: 0 });
  });

  it("stores a channel without uploads", async () => {
    const { youtube, sync } = setup();
    const result = await sync.createChannel(await youtube.getChannel(RAIN_TAPES_FAN_MIXES_ID));
    if (!result.ok) throw new Error("expected a new channel");
    expect(result.channel.videosStored).toBe(0);
    expect(await snapshotsOf(result.channel.id)).toHaveLength(1);
  });

  it("does not add a channel twice, and audits an admin's import", async () => {
    const { youtube, sync } = setup();
    const channel = await youtube.getChannel(QUIET_ARCHIVE_ID);
    const first = await sync.createChannel(channel, {}, { actor: admin });
    if (!first.ok) throw new Error("expected a new channel");
    fake.clearRequests();
    expect(await sync.createChannel(channel)).toEqual({
      ok: false,
      reason: "exists",
      existing: { id: first.channel.id, slug: first.channel.slug, channelTitle: "Quiet Archive" },
    });
    expect(fake.requests).toEqual([]);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "channel"), eq(auditLog.entityId, first.channel.id)));
    expect(entries).toEqual([
      expect.objectContaining({
        action: "import",
        actorEmail: admin.email,
        before: null,
        after: expect.objectContaining({ youtubeChannelId: QUIET_ARCHIVE_ID }),
      }),
    ]);
  });
});

describe("refreshing a channel", () => {
  it("updates the row, the videos and today's one snapshot; a second refresh the same day keeps one snapshot", async () => {
    const { youtube, sync } = setup();
    const created = await sync.createChannel(await youtube.getChannel(QUIET_ARCHIVE_ID), { nicheId: history.id });
    if (!created.ok) throw new Error("expected a new channel");
    const id = created.channel.id;

    // The channel grows, is renamed, and a new upload gets views.
    const grown = structuredClone(quietArchive);
    grown.channel.snippet!.title = "Quiet Archive Studio";
    grown.channel.statistics = {
      viewCount: "52000000",
      subscriberCount: "290000",
      hiddenSubscriberCount: false,
      videoCount: "121",
    };
    const upload = {
      ...structuredClone(quietArchive.videos[0]!),
      id: "qaNEWUPLOAD",
      statistics: { viewCount: "1000", likeCount: "90", commentCount: "10" },
    };
    grown.videos = [upload, ...grown.videos];
    fake.addChannel(grown);

    const at = new Date();
    const refreshed = await sync.refreshChannel(id, await youtube.getChannel(QUIET_ARCHIVE_ID), { at });
    expect(refreshed).toMatchObject({
      id,
      slug: `quiet-archive-studio-${id}`,
      channelTitle: "Quiet Archive Studio",
      videosStored: 51,
    });
    const row = await channelRow(id);
    expect(row).toMatchObject({ totalViews: 52_000_000, totalSubscribers: 290_000, videoCount: 121, lastSyncedAt: at });
    expect(row.revenuePerVideo).toBe((await modelColumns(id)).revenuePerVideo);
    expect((await videosOf(id)).find((v) => v.videoId === "qaNEWUPLOAD")).toMatchObject({ views: 1000, likes: 90, comments: 10 });
    expect(await snapshotsOf(id)).toEqual([
      expect.objectContaining({ subscribers: 290_000, views: 52_000_000, videoCount: 121 }),
    ]);

    await sync.refreshChannel(id, await youtube.getChannel(QUIET_ARCHIVE_ID));
    expect(await snapshotsOf(id)).toHaveLength(1);
  });

  it("stores the channel's 30-day growth with each snapshot, which the fastest-growing sort reads", async () => {
    const { youtube, sync } = setup();
    const first = new Date("2026-10-01T20:00:00Z");
    const created = await sync.createChannel(await youtube.getChannel(QUIET_ARCHIVE_ID), { nicheId: history.id }, { at: first });
    if (!created.ok) throw new Error("expected a new channel");
    const id = created.channel.id;
    const growthOf = async () => {
      const row = await channelRow(id);
      return { days: row.growthDays, subscribersChange: row.growthSubscribersChange, percentPer30Days: row.growthPercent30d };
    };
    // One snapshot: no growth yet.
    expect(await growthOf()).toEqual({ days: null, subscribersChange: null, percentPer30Days: null });

    const grow = async (subscribers: number, at: Date) => {
      const grown = structuredClone(quietArchive);
      grown.channel.statistics = { ...grown.channel.statistics!, subscriberCount: String(subscribers) };
      fake.addChannel(grown);
      await sync.refreshChannel(id, await youtube.getChannel(QUIET_ARCHIVE_ID), { at });
    };
    // 30 days later, +10%.
    const later = new Date("2026-10-31T20:00:00Z");
    await grow(312_400, later);
    expect(await growthOf()).toEqual({ days: 30, subscribersChange: 28_400, percentPer30Days: expect.closeTo(10, 9) });
    // A second sync the same day rewrites that day's snapshot, and the growth with it.
    await grow(298_200, new Date("2026-10-31T22:00:00Z"));
    expect(await growthOf()).toEqual({ days: 30, subscribersChange: 14_200, percentPer30Days: expect.closeTo(5, 9) });

    const sorted = await createChannelsService(t.db).search(
      toChannelSearchQuery({ sort: "fastest_growing" }, { canSeeRevenue: false }).query,
      { canSeeRevenue: false },
    );
    expect(sorted.channels[0]).toMatchObject({ id, growth: { days: 30, subscribersChange: 14_200 } });
    expect(sorted.channels[0]?.growth?.percentPer30Days).toBeCloseTo(5, 9);
  });

  it("keeps an RPM an admin typed and uses it, and rewrites stored revenue figures with the one model", async () => {
    const { youtube, sync } = setup();
    const created = await sync.createChannel(await youtube.getChannel(QUIET_ARCHIVE_ID), { nicheId: history.id });
    if (!created.ok) throw new Error("expected a new channel");
    const id = created.channel.id;
    // A typed RPM, and a revenue figure from before there was one model.
    await t.db.update(youtubeChannels).set({ rpmOverride: 9.5, revenuePerVideo: 1234.5 }).where(eq(youtubeChannels.id, id));
    await sync.refreshChannel(id, await youtube.getChannel(QUIET_ARCHIVE_ID));
    const row = await channelRow(id);
    expect(row).toMatchObject({ rpmOverride: 9.5, metadata: {} });
    // The admin's RPM decides the rate (blended with Shorts), so every page shows the same figures.
    expect(row.revenuePerVideo).not.toBe(1234.5);
    expect(row.rpm).toBeLessThanOrEqual(9.5);
    expect({
      rpm: row.rpm,
      revenuePerMonth: row.revenuePerMonth,
      revenuePerVideo: row.revenuePerVideo,
      revenuePerSubscriber: row.revenuePerSubscriber,
    }).toEqual(await modelColumns(id));
  });

  it("removes stored videos YouTube no longer has", async () => {
    const { youtube, sync } = setup();
    const created = await sync.createChannel(await youtube.getChannel(QUIET_ARCHIVE_ID));
    if (!created.ok) throw new Error("expected a new channel");
    const deleted = quietArchive.videos[3]!.id!;
    const without = structuredClone(quietArchive);
    without.videos = without.videos.filter((v) => v.id !== deleted);
    fake.addChannel(without);
    const refreshed = await sync.refreshChannel(created.channel.id, await youtube.getChannel(QUIET_ARCHIVE_ID));
    expect(refreshed?.videosRemoved).toBe(1);
    expect((await videosOf(created.channel.id)).map((v) => v.videoId)).not.toContain(deleted);
  });

  it("stores each video's outlier score and rescores the channel when a video's views change", async () => {
    const { youtube, sync } = setup();
    const created = await sync.createChannel(await youtube.getChannel(QUIET_ARCHIVE_ID));
    if (!created.ok) throw new Error("expected a new channel");
    const id = created.channel.id;
    const scoresNow = async () => {
      const videos = await videosOf(id);
      return {
        videos,
        expected: outlierScores(
          videos.map((v) => ({
            id: v.id,
            views: v.views,
            publishedAt: v.publishedAt,
            durationSeconds: v.durationSeconds,
            viewsAsOf: v.updatedAt,
          })),
        ),
      };
    };
    const before = await scoresNow();
    expect(before.videos.filter((v) => v.outlierScore !== null).length).toBeGreaterThan(0);
    for (const video of before.videos) expect(video.outlierScore).toBe(before.expected.get(video.id));

    // One upload goes viral: its score rises, and its neighbours' medians move with it.
    const viral = structuredClone(quietArchive);
    const hit = viral.videos.find((v) => before.videos.find((stored) => stored.videoId === v.id)?.outlierScore !== null)!;
    hit.statistics = { ...hit.statistics, viewCount: String(Number(hit.statistics?.viewCount ?? 0) * 50 + 1_000_000) };
    fake.addChannel(viral);
    await sync.refreshChannel(id, await youtube.getChannel(QUIET_ARCHIVE_ID));
    const after = await scoresNow();
    for (const video of after.videos) expect(video.outlierScore).toBe(after.expected.get(video.id));
    const stored = (list: typeof before.videos) => list.find((v) => v.videoId === hit.id)!.outlierScore!;
    expect(stored(after.videos)).toBeGreaterThan(stored(before.videos));
    expect(isOutlier(stored(after.videos))).toBe(true);
  });

  it("refuses YouTube data of another channel, and answers null for a deleted row", async () => {
    const { youtube, sync } = setup();
    const created = await sync.createChannel(await youtube.getChannel(QUIET_ARCHIVE_ID));
    if (!created.ok) throw new Error("expected a new channel");
    await expect(sync.refreshChannel(created.channel.id, await youtube.getChannel(MIDNIGHT_MYSTERIES_ID))).rejects.toThrow(
      /is linked to YouTube channel/,
    );
    await t.db.delete(youtubeChannels).where(eq(youtubeChannels.id, created.channel.id));
    expect(await sync.refreshChannel(created.channel.id, await youtube.getChannel(QUIET_ARCHIVE_ID))).toBeNull();
  });
});
