// The tiered refresh's target (YouTube Data API, FACTS: 10,000 units a day by default): 10,000
// catalogue channels, every one due, refreshed in one run within one day's allowance, counted by
// the fake YouTube server the way Google bills (1 unit per list call, the uploads feed free).
// The catalogue's mix: 2,000 hot (an upload this week), 5,000 quiet, 3,000 dormant, all last
// synced a month ago; 1,000 of them have an upload we have not stored.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pacificDay } from "#domain/pacific-day";
import { channelStatsSnapshots, youtubeChannels, youtubeVideoStats } from "#db/schema/catalogue";
import { createYoutubeClient } from "#server/integrations/youtube/youtube-client.server";
import { runStatsRefresh } from "#server/jobs/stats-refresh.server";
import { createYoutubeQuotaService } from "#server/services/youtube-quota.server";
import { type FakeYoutubeServer, startFakeYoutubeServer } from "#dev/fake-youtube/youtube-server";
import type { FakeYoutubeChannel } from "#dev/fake-youtube/channels";
import { uploadsPlaylistId } from "#dev/fake-youtube/channels";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

const CHANNELS = 10_000;
const MIX = { hot: 2_000, quiet: 5_000, dormant: 3_000 };
/** Every tenth channel has an upload we don't have yet. */
const UPLOADER_EVERY = 10;
const ALLOWANCE = 10_000;
const NOW = new Date();
const DAY_MS = 86_400_000;

let t: TestDatabase;
let fake: FakeYoutubeServer;

const youtubeId = (n: number) => `UC${String(n).padStart(22, "0")}`;
const videoId = (n: number, k: number) => `v${String(n).padStart(7, "0")}_${k}`.padEnd(11, "x");
const iso = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, "Z");

/** Days since the newest stored upload, by the channel's place in the mix. */
function uploadAgeDays(n: number): number {
  if (n < MIX.hot) return 2;
  if (n < MIX.hot + MIX.quiet) return 30;
  return 200;
}

function fakeChannel(n: number): FakeYoutubeChannel {
  const id = youtubeId(n);
  const newest = NOW.getTime() - uploadAgeDays(n) * DAY_MS;
  const stored = [0, 1, 2].map((k) => ({
    kind: "youtube#video",
    id: videoId(n, k),
    snippet: { title: `Video ${k} of channel ${n}`, description: "", channelId: id, channelTitle: `Channel ${n}`, publishedAt: iso(new Date(newest - k * 7 * DAY_MS)), liveBroadcastContent: "none" },
    statistics: { viewCount: String(1_000 * (3 - k)), likeCount: "10", commentCount: "1" },
    contentDetails: { duration: "PT8M", definition: "hd", caption: "false", licensedContent: false, dimension: "2d", projection: "rectangular" },
  }));
  const fresh =
    n % UPLOADER_EVERY === 0
      ? [{ ...structuredClone(stored[0]!), id: videoId(n, 9), snippet: { ...stored[0]!.snippet, title: `New upload of channel ${n}`, publishedAt: iso(new Date(NOW.getTime() - 3_600_000)) } }]
      : [];
  return {
    channel: {
      kind: "youtube#channel",
      etag: `etag-${id}`,
      id,
      snippet: { title: `Channel ${n}`, description: "A faceless channel.", customUrl: `@channel${n}`, publishedAt: "2020-01-01T00:00:00Z" },
      contentDetails: { relatedPlaylists: { likes: "", uploads: uploadsPlaylistId(id) } },
      statistics: { viewCount: String(1_000_000 + n), subscriberCount: String(10_000 + n), hiddenSubscriberCount: false, videoCount: String(3 + fresh.length) },
    },
    videos: [...fresh, ...stored],
  };
}

beforeAll(async () => {
  const channels = Array.from({ length: CHANNELS }, (_, n) => fakeChannel(n));
  [t, fake] = await Promise.all([createTestDatabase(), startFakeYoutubeServer({ channels })]);
  const lastSyncedAt = new Date(NOW.getTime() - 31 * DAY_MS);
  for (let start = 0; start < CHANNELS; start += 500) {
    const rows = channels.slice(start, start + 500).map((c, i) => {
      const n = start + i;
      return { n, row: { id: randomUUID(), slug: `channel-${n}`, youtubeChannelId: c.channel.id!, channelTitle: `Channel ${n}`, lastSyncedAt, createdAt: lastSyncedAt, updatedAt: lastSyncedAt } };
    });
    await t.db.insert(youtubeChannels).values(rows.map((r) => r.row));
    await t.db.insert(youtubeVideoStats).values(
      rows.flatMap(({ n, row }) =>
        channels[n]!.videos.filter((v) => !v.id!.includes("_9")).map((v) => ({
          channelId: row.id,
          videoId: v.id!,
          title: v.snippet!.title!,
          views: Number(v.statistics!.viewCount),
          likes: 10,
          comments: 1,
          publishedAt: new Date(v.snippet!.publishedAt!),
          durationSeconds: 480,
          updatedAt: lastSyncedAt,
        })),
      ),
    );
  }
}, 600_000);
afterAll(async () => {
  await Promise.all([t?.close(), fake?.close()]);
});

describe("tiered stats refresh at scale", () => {
  it("refreshes 10,000 channels within one day's default allowance of 10,000 units", async () => {
    const youtube = createYoutubeClient({
      apiKey: fake.apiKey,
      baseUrl: fake.baseUrl,
      feedBaseUrl: fake.feedUrl,
      quota: createYoutubeQuotaService(t.db, { default: ALLOWANCE, search: 100 }),
    });
    const logger = { info: () => {}, warn: () => {}, error: () => {} };
    const outcome = await runStatsRefresh({ db: t.db, youtube, logger }, { allowance: ALLOWANCE });
    if (outcome.status === "skipped") throw new Error(outcome.message);
    const billed = fake.quota();
    console.log(
      `10,000-channel refresh: ${outcome.unitsPlanned} units planned, ${billed.default} used (fake API: ${JSON.stringify(billed.byMethod)}; ${billed.feedReads} uploads feeds, free) of ${ALLOWANCE}; ` +
        `${outcome.statisticsOnly} channels from channels.list alone, ${outcome.uploadsSynced} with new uploads`,
    );

    expect(outcome).toMatchObject({ status: "succeeded", itemsTotal: CHANNELS, itemsDone: CHANNELS, itemsFailed: 0, waiting: 0, stoppedBy: null, tiers: MIX });
    expect(outcome.uploadsSynced).toBe(CHANNELS / UPLOADER_EVERY);
    // 200 channels.list calls of 50 ids; one playlist page and one videos.list call per channel with a new upload.
    expect(billed.byMethod).toEqual({ "channels.list": 200, "playlistItems.list": 1_000, "videos.list": 1_000 });
    expect(billed.default).toBe(outcome.unitsSpent);
    expect(billed.default).toBeLessThanOrEqual(ALLOWANCE);
    expect(outcome.unitsPlanned).toBeLessThanOrEqual(ALLOWANCE);
    expect(billed.feedReads).toBe(CHANNELS);

    const [snapshots] = await t.db.select({ n: sql<number>`count(distinct ${channelStatsSnapshots.channelId})`.mapWith(Number) }).from(channelStatsSnapshots).where(sql`${channelStatsSnapshots.day} = ${pacificDay(NOW)}`);
    expect(snapshots!.n).toBe(CHANNELS);
    const [uploads] = await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(youtubeVideoStats).where(sql`${youtubeVideoStats.title} like 'New upload of %'`);
    expect(uploads!.n).toBe(CHANNELS / UPLOADER_EVERY);
  }, 600_000);
});
