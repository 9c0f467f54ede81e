// The YouTube client against the fake YouTube server (dev/fake-youtube/youtube-server.ts), with the
// quota kept in a real database: what it asks Google for, what it hands back, and how it fails.
import { createServer } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { youtubeQuotaUsage } from "#db/schema/operations";
import { parseYoutubeChannelRef } from "#domain/youtube-channel-ref";
import { youtubeErrorMessage } from "#domain/youtube-errors";
import { YoutubeApiError } from "#server/integrations/youtube/youtube-api-error.server";
import { createYoutubeClient, type YoutubeClientConfig } from "#server/integrations/youtube/youtube-client.server";
import { createYoutubeQuotaService, type YoutubeQuotaLimits } from "#server/services/youtube-quota.server";
import { startFakeYoutubeServer, type FakeYoutubeServer } from "#dev/fake-youtube/youtube-server";
import {
  MIDNIGHT_MYSTERIES_ID,
  QUIET_ARCHIVE_ID,
  RAIN_TAPES_ID,
  quietArchive,
  uploadsPlaylistId,
} from "#dev/fake-youtube/channels";
import { fixtureVideoId } from "#dev/fake-youtube/videos";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

let t: TestDatabase;
let fake: FakeYoutubeServer;
let sleeps: number[];

beforeAll(async () => {
  [t, fake] = await Promise.all([createTestDatabase(), startFakeYoutubeServer()]);
});
afterAll(async () => {
  await Promise.all([t?.close(), fake?.close()]);
});
beforeEach(async () => {
  fake.reset();
  sleeps = [];
  // Each test starts with an unspent day.
  await t.db.delete(youtubeQuotaUsage).where(sql`true`);
});

function client(options: Partial<YoutubeClientConfig> & { limits?: YoutubeQuotaLimits } = {}) {
  const quota = createYoutubeQuotaService(t.db, options.limits ?? { default: 10_000, search: 100 });
  const youtube = createYoutubeClient({
    apiKey: fake.apiKey,
    baseUrl: fake.baseUrl,
    quota,
    // Small, recorded delays: the backoff is checked without waiting for it.
    retry: {
      baseDelayMs: 10,
      maxDelayMs: 40,
      random: () => 0.5,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
    },
    ...options,
  });
  return { youtube, quota };
}

async function failure(promise: Promise<unknown>): Promise<YoutubeApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof YoutubeApiError)) throw new Error(`Expected a YoutubeApiError, got ${String(error)}`);
  return error;
}

const calls = (endpoint?: string) => fake.requests.filter((r) => endpoint === undefined || r.endpoint === endpoint);

describe("resolving what an admin pasted", () => {
  it("reads a /channel/ URL with channels.list id, mapped to numbers", async () => {
    const { youtube } = client();
    const { channel, via, exact } = await youtube.resolveChannel(`https://www.youtube.com/channel/${QUIET_ARCHIVE_ID}/videos`);
    expect({ via, exact }).toEqual({ via: "id", exact: true });
    expect(channel).toEqual({
      id: QUIET_ARCHIVE_ID,
      title: "Quiet Archive",
      description: "Calm, narrated history documentaries. No faces, just stories.",
      handle: "quietarchive",
      customUrl: "@quietarchive",
      url: "https://www.youtube.com/@quietarchive",
      publishedAt: new Date("2019-03-14T09:30:00Z"),
      country: "GB",
      defaultLanguage: null,
      thumbnailUrl: "https://yt3.ggpht.com/fixture-quietarchive/hqdefault.jpg",
      bannerUrl: "https://yt3.googleusercontent.com/banner-quietarchive",
      subscriberCount: 284_000,
      viewCount: 51_234_567,
      videoCount: 120,
      uploadsPlaylistId: uploadsPlaylistId(QUIET_ARCHIVE_ID),
      keywords: ["history", "documentary", "faceless history", "archive"],
      topicCategories: ["https://en.wikipedia.org/wiki/History", "https://en.wikipedia.org/wiki/Society"],
      topics: ["History", "Society"],
    });
    expect(calls()).toEqual([
      expect.objectContaining({
        endpoint: "channels",
        status: 200,
        params: { part: "snippet,statistics,contentDetails,brandingSettings,topicDetails", id: QUIET_ARCHIVE_ID },
      }),
    ]);
  });

  it("reads a bare channel id and a parsed reference", async () => {
    const { youtube } = client();
    expect((await youtube.resolveChannel(QUIET_ARCHIVE_ID)).channel.id).toBe(QUIET_ARCHIVE_ID);
    const parsed = parseYoutubeChannelRef("@midnightmysteries");
    if (!parsed.ok) throw new Error("fixture handle did not parse");
    expect((await youtube.resolveChannel(parsed.ref)).channel.id).toBe(MIDNIGHT_MYSTERIES_ID);
  });

  it.each(["@quietarchive", "youtube.com/@QuietArchive/videos", "https://m.youtube.com/@quietarchive?si=x"])(
    "finds %s with forHandle",
    async (input) => {
      const { youtube } = client();
      const resolved = await youtube.resolveChannel(input);
      expect(resolved).toMatchObject({ via: "handle", exact: true, channel: { id: QUIET_ARCHIVE_ID } });
      expect(calls().map((r) => r.params.forHandle?.toLowerCase())).toEqual(["@quietarchive"]);
    },
  );

  it.each(["/user/QuietArchiveTV", "https://www.youtube.com/user/QuietArchiveTV"])("finds %s with forUsername", async (input) => {
    const { youtube } = client();
    expect(await youtube.resolveChannel(input)).toMatchObject({
      via: "username",
      exact: true,
      channel: { id: QUIET_ARCHIVE_ID },
    });
    expect(calls().map((r) => r.params.forUsername)).toEqual(["QuietArchiveTV"]);
  });

  it("tries an old /user/ name as a handle when the username lookup is empty", async () => {
    const { youtube } = client();
    expect(await youtube.resolveChannel("/user/midnightmysteries")).toMatchObject({
      via: "handle",
      exact: false,
      channel: { id: MIDNIGHT_MYSTERIES_ID },
    });
  });

  it("finds a /c/ custom URL through search only after the handle lookup misses, and counts the search apart", async () => {
    const { youtube, quota } = client();
    const resolved = await youtube.resolveChannel("https://www.youtube.com/c/RainTapesOfficial");
    expect(resolved).toMatchObject({
      via: "search",
      exact: false,
      channel: { id: RAIN_TAPES_ID, handle: "raintapes.lofi", title: "Rain Tapes · Lofi Studio" },
    });
    expect(calls().map((r) => [r.endpoint, r.params.forHandle ?? r.params.q ?? r.params.id])).toEqual([
      ["channels", "@RainTapesOfficial"],
      ["search", "RainTapesOfficial"],
      ["channels", RAIN_TAPES_ID],
    ]);
    expect(calls("search")[0]!.params).toMatchObject({ part: "snippet", type: "channel" });
    expect((await quota.usage()).buckets.map((b) => [b.bucket, b.used])).toEqual([
      ["default", 2],
      ["search", 1],
    ]);
    expect(youtube.spent).toEqual({ default: 2, search: 1 });
  });

  it("refuses what isn't a channel reference without calling YouTube", async () => {
    const { youtube } = client();
    const error = await failure(youtube.resolveChannel("https://www.youtube.com/watch?v=abc"));
    expect(error.code).toBe("invalidReference");
    expect(error.message).toBe("Paste a YouTube channel URL, @handle or channel ID");
    expect(calls()).toEqual([]);
  });
});

describe("not found", () => {
  it("is a 200 with no items for an unknown id or handle", async () => {
    const { youtube } = client();
    const byId = await failure(youtube.resolveChannel("UCxxxxxxxxxxxxxxxxxxxxxx"));
    expect(byId).toMatchObject({ code: "notFound", resource: "channel" });
    expect(youtubeErrorMessage(byId)).toBe("YouTube has no channel at that address. Check the URL, @handle or channel ID.");
    expect(await failure(youtube.resolveChannel("@nobodyhere"))).toMatchObject({ code: "notFound" });
    expect(await failure(youtube.getChannel("UCxxxxxxxxxxxxxxxxxxxxxx"))).toMatchObject({ code: "notFound" });
    expect(calls().map((r) => r.status)).toEqual([200, 200, 200]);
  });

  it("tries search for an unknown /c/ name and reports not found when it finds nothing", async () => {
    const { youtube } = client();
    expect(await failure(youtube.resolveChannel("/c/NoSuchChannelAnywhere"))).toMatchObject({ code: "notFound" });
    expect(calls().map((r) => r.endpoint)).toEqual(["channels", "search"]);
  });

  it("is Google's 404 for an unknown playlist", async () => {
    const { youtube } = client();
    const error = await failure(youtube.listUploads("UUnope"));
    expect(error).toMatchObject({ code: "notFound", resource: "playlist", status: 404, reason: "playlistNotFound" });
    expect(sleeps).toEqual([]);
  });

  it("leaves out channels and videos YouTube doesn't know", async () => {
    const { youtube } = client();
    expect((await youtube.getChannels([RAIN_TAPES_ID, "UCxxxxxxxxxxxxxxxxxxxxxx", QUIET_ARCHIVE_ID])).map((c) => c.id)).toEqual([
      RAIN_TAPES_ID,
      QUIET_ARCHIVE_ID,
    ]);
    expect((await youtube.getVideos(["qa000000001", "gone0000000"])).map((v) => v.id)).toEqual(["qa000000001"]);
  });
});

describe("hidden counts", () => {
  it("gives null subscribers for a channel that hides them", async () => {
    const { youtube } = client();
    const { channel } = await youtube.resolveChannel("@midnightmysteries");
    expect(channel).toMatchObject({ subscriberCount: null, viewCount: 3_400_000, videoCount: 8, topics: [], bannerUrl: null });
  });

  it("gives null likes, comments and durations where YouTube has none", async () => {
    const { youtube } = client();
    const [premiere, hiddenLikes] = await youtube.getVideos([fixtureVideoId("mm", 1), fixtureVideoId("mm", 2)]);
    expect(premiere).toMatchObject({ liveBroadcastContent: "upcoming", durationSeconds: null, viewCount: 0 });
    expect(hiddenLikes).toMatchObject({ viewCount: 48_210, likeCount: null, commentCount: null });
  });
});

describe("uploads playlist paging", () => {
  it("follows nextPageToken 50 at a time, newest first", async () => {
    const { youtube } = client();
    const page = await youtube.listUploads(uploadsPlaylistId(QUIET_ARCHIVE_ID));
    expect(page.items).toHaveLength(120);
    expect(page).toMatchObject({ totalResults: 120, truncated: false });
    expect(page.items[0]).toEqual({
      videoId: "qa000000001",
      title: quietArchive.videos[0]!.snippet!.title,
      publishedAt: new Date("2026-05-01T15:00:00Z"),
      thumbnailUrl: "https://i.ytimg.com/vi/qa000000001/hqdefault.jpg",
      position: 0,
    });
    expect(page.items.at(-1)!.videoId).toBe("qa000000120");
    expect(new Set(page.items.map((i) => i.videoId)).size).toBe(120);

    const requests = calls("playlistItems");
    expect(requests.map((r) => r.params.maxResults)).toEqual(["50", "50", "50"]);
    expect(requests[0]!.params.pageToken).toBeUndefined();
    expect(requests[1]!.params.pageToken).toBeTruthy();
    expect(requests[2]!.params.pageToken).not.toBe(requests[1]!.params.pageToken);
    expect(youtube.spent.default).toBe(3);
  });

  it("stops at max, asking only for what it needs", async () => {
    const { youtube } = client();
    const first = await youtube.listUploads(uploadsPlaylistId(QUIET_ARCHIVE_ID), { max: 30 });
    expect(first).toMatchObject({ totalResults: 120, truncated: true });
    expect(first.items).toHaveLength(30);
    expect(calls("playlistItems").map((r) => r.params.maxResults)).toEqual(["30"]);

    fake.clearRequests();
    const more = await youtube.listUploads(uploadsPlaylistId(QUIET_ARCHIVE_ID), { max: 70 });
    expect(more.items).toHaveLength(70);
    expect(calls("playlistItems").map((r) => r.params.maxResults)).toEqual(["50", "20"]);
  });

  it("skips private videos left in the playlist", async () => {
    const { youtube } = client();
    const page = await youtube.listUploads(uploadsPlaylistId(MIDNIGHT_MYSTERIES_ID));
    expect(page.totalResults).toBe(8);
    expect(page.items.map((i) => i.videoId)).not.toContain(fixtureVideoId("mm", 5));
    expect(page.items).toHaveLength(7);
  });
});

describe("video batching", () => {
  it("asks videos.list for at most 50 ids a call and keeps the order asked", async () => {
    const { youtube } = client();
    const ids = quietArchive.videos.map((v) => v.id!);
    const videos = await youtube.getVideos([...ids].reverse().concat(ids.slice(0, 3)));
    expect(videos).toHaveLength(120);
    expect(videos[0]!.id).toBe("qa000000120");
    const requests = calls("videos");
    expect(requests.map((r) => r.params.id!.split(",").length)).toEqual([50, 50, 20]);
    expect(requests[0]!.params.part).toBe("snippet,statistics,contentDetails");
    expect(youtube.spent).toEqual({ default: 3, search: 0 });

    const source = quietArchive.videos.find((v) => v.id === "qa000000120")!;
    expect(videos[0]).toMatchObject({
      channelId: QUIET_ARCHIVE_ID,
      viewCount: Number(source.statistics!.viewCount),
      likeCount: Number(source.statistics!.likeCount),
      commentCount: Number(source.statistics!.commentCount),
      url: "https://www.youtube.com/watch?v=qa000000120",
    });
    expect(typeof videos[0]!.viewCount).toBe("number");
    expect(videos[0]!.durationSeconds).toBeGreaterThan(0);
  });

  it("makes no call for no ids", async () => {
    const { youtube } = client();
    expect(await youtube.getVideos([])).toEqual([]);
    expect(await youtube.getChannels([" "])).toEqual([]);
    expect(calls()).toEqual([]);
  });

  it("batches channel ids too", async () => {
    const { youtube } = client();
    const extra = Array.from({ length: 60 }, (_, i) => `UCextra${String(i).padStart(17, "0")}`);
    for (const id of extra)
      fake.addChannel({
        ...structuredClone(quietArchive),
        channel: { ...quietArchive.channel, id, snippet: { ...quietArchive.channel.snippet, customUrl: `@x${id}` } },
        username: undefined,
        videos: [],
      });
    expect(await youtube.getChannels(extra)).toHaveLength(60);
    expect(calls("channels").map((r) => r.params.id!.split(",").length)).toEqual([50, 10]);
  });
});

describe("top videos search", () => {
  it("asks search.list for the channel's videos by view count, as spec §7 says", async () => {
    const { youtube, quota } = client();
    const top = await youtube.searchTopVideos(MIDNIGHT_MYSTERIES_ID);
    expect(calls("search")[0]!.params).toEqual({
      part: "snippet",
      channelId: MIDNIGHT_MYSTERIES_ID,
      order: "viewCount",
      type: "video",
      maxResults: "10",
    });
    expect(top).toHaveLength(7);
    const stats = await youtube.getVideos(top.map((v) => v.videoId));
    const views = stats.map((v) => v.viewCount ?? 0);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    // search.list escapes "&"; the client gives plain text back.
    expect(top[0]!.description).toContain("Narrated and researched by Midnight Mysteries.");
    expect((await quota.usage()).buckets.map((b) => b.used)).toEqual([1, 1]);
  });

  it("unescapes search text", async () => {
    const { youtube } = client();
    fake.addVideos(RAIN_TAPES_ID, [
      {
        ...structuredClone(quietArchive.videos[0]!),
        id: "rtTomJerry1",
        snippet: { ...quietArchive.videos[0]!.snippet, title: 'Tom & Jerry\'s "Rain"' },
        statistics: { viewCount: "999999999" },
      },
    ]);
    const [top] = await youtube.searchTopVideos(RAIN_TAPES_ID, { max: 1 });
    expect(top).toMatchObject({ videoId: "rtTomJerry1", title: 'Tom & Jerry\'s "Rain"' });
  });
});

describe("discovery search", () => {
  it("searches channels with the discovery filters and pages with the token Google gives", async () => {
    const { youtube, quota } = client();
    const first = await youtube.searchChannelsPage("rain tapes", {
      max: 1,
      regionCode: "US",
      relevanceLanguage: "en",
      order: "relevance",
      publishedAfter: new Date("2000-01-01T00:00:00Z"),
    });
    expect(calls("search")[0]!.params).toEqual({
      part: "snippet",
      type: "channel",
      q: "rain tapes",
      maxResults: "1",
      regionCode: "US",
      relevanceLanguage: "en",
      order: "relevance",
      publishedAfter: "2000-01-01T00:00:00.000Z",
    });
    expect(first.channels.map((c) => c.channelId)).toEqual([RAIN_TAPES_ID]);
    expect(first.nextPageToken).not.toBeNull();
    const second = await youtube.searchChannelsPage("rain tapes", { max: 1, pageToken: first.nextPageToken! });
    expect(second.channels).toHaveLength(1);
    expect(second.channels[0]!.channelId).not.toBe(RAIN_TAPES_ID);
    // Two searches: the search allowance, not the units.
    expect((await quota.usage()).buckets.map((b) => b.used)).toEqual([0, 2]);
  });

  it("searches videos and hands back their channels as candidates, each once", async () => {
    const { youtube } = client();
    const found = await youtube.searchVideos("history", { max: 50, order: "date" });
    expect(found.videos.length).toBeGreaterThan(1);
    expect(found.channelIds).toEqual([...new Set(found.videos.map((v) => v.channelId))]);
    expect(found.channelIds).toContain(QUIET_ARCHIVE_ID);
    expect(calls("search")[0]!.params).toMatchObject({ type: "video", q: "history", order: "date", maxResults: "50" });
  });
});

describe("uploads feed", () => {
  it("reads a channel's newest uploads from its feed without spending quota", async () => {
    const { youtube, quota } = client({ feedBaseUrl: fake.feedUrl });
    const read = await youtube.readUploadsFeed(QUIET_ARCHIVE_ID);
    if (!read.ok) throw new Error(read.reason);
    expect(read.feed.entries).toHaveLength(15);
    expect(read.feed.entries[0]).toMatchObject({
      videoId: quietArchive.videos[0]!.id,
      title: quietArchive.videos[0]!.snippet!.title,
      publishedAt: new Date(quietArchive.videos[0]!.snippet!.publishedAt!),
    });
    expect((await quota.usage()).buckets.map((b) => b.used)).toEqual([0, 0]);
    expect(fake.quota()).toMatchObject({ default: 0, search: 0, feedReads: 1 });
  });

  it("says why when there is no feed: an unknown channel, an answer that isn't a feed, YouTube down", async () => {
    const { youtube } = client({ feedBaseUrl: fake.feedUrl });
    expect(await youtube.readUploadsFeed("UCnobodyNobodyNobody0000")).toEqual({ ok: false, reason: "notFound" });
    const html = client({ feedBaseUrl: `${fake.baseUrl}/channels` }).youtube;
    expect(await html.readUploadsFeed(QUIET_ARCHIVE_ID)).toEqual({ ok: false, reason: "unavailable" });
    const garbage = client({ fetch: async () => new Response("<html>maintenance</html>", { status: 200 }) }).youtube;
    expect(await garbage.readUploadsFeed(QUIET_ARCHIVE_ID)).toEqual({ ok: false, reason: "unreadable" });
    // One attempt: retries and backing off are the feed reader's (youtube-feed-reader.server.ts).
    let attempts = 0;
    const down = client({
      fetch: async () => {
        attempts += 1;
        return new Response("", { status: 503 });
      },
    }).youtube;
    expect(await down.readUploadsFeed(QUIET_ARCHIVE_ID)).toEqual({ ok: false, reason: "unavailable" });
    expect(attempts).toBe(1);
    const throttled = client({ fetch: async () => new Response("", { status: 429, headers: { "retry-after": "7" } }) }).youtube;
    expect(await throttled.readUploadsFeed(QUIET_ARCHIVE_ID)).toEqual({ ok: false, reason: "throttled", retryAfterMs: 7_000 });
    const slow = client({
      fetch: (_input, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason))),
    }).youtube;
    expect(await slow.readUploadsFeed(QUIET_ARCHIVE_ID, { timeoutMs: 50 })).toEqual({ ok: false, reason: "slow" });
  });
});

describe("quota", () => {
  it("refuses a call that would go over today's units before making it", async () => {
    const { youtube } = client({ limits: { default: 2, search: 100 } });
    await youtube.getChannel(QUIET_ARCHIVE_ID);
    await youtube.getChannel(RAIN_TAPES_ID);
    const error = await failure(youtube.getChannel(MIDNIGHT_MYSTERIES_ID));
    expect(error).toMatchObject({ code: "quotaExceeded", bucket: "default", source: "local", method: "channels.list" });
    expect(youtubeErrorMessage(error)).toMatch(/quota is used up\. It resets at midnight Pacific time/);
    expect(calls()).toHaveLength(2);
  });

  it("stops paging when the units run out mid-way", async () => {
    const { youtube } = client({ limits: { default: 2, search: 100 } });
    expect(await failure(youtube.listUploads(uploadsPlaylistId(QUIET_ARCHIVE_ID)))).toMatchObject({ code: "quotaExceeded" });
    expect(calls()).toHaveLength(2);
  });

  it("keeps the search allowance apart from the units", async () => {
    const { youtube, quota } = client({ limits: { default: 10_000, search: 1 } });
    await youtube.searchTopVideos(QUIET_ARCHIVE_ID);
    const error = await failure(youtube.searchTopVideos(QUIET_ARCHIVE_ID));
    expect(error).toMatchObject({ code: "quotaExceeded", bucket: "search", source: "local" });
    expect(youtubeErrorMessage(error)).toMatch(/search allowance is used up/);
    // Lookups that don't search still work.
    await youtube.getChannel(QUIET_ARCHIVE_ID);
    expect(calls().map((r) => r.endpoint)).toEqual(["search", "channels"]);
    expect((await quota.usage()).buckets.map((b) => [b.bucket, b.used])).toEqual([
      ["default", 1],
      ["search", 1],
    ]);
  });

  it("maps Google's 403 quotaExceeded, doesn't retry it, and stops calling for the rest of the day", async () => {
    const { youtube, quota } = client();
    fake.setQuotaExceeded(true);
    const error = await failure(youtube.getVideos(["qa000000001"]));
    expect(error).toMatchObject({
      code: "quotaExceeded",
      source: "api",
      status: 403,
      reason: "quotaExceeded",
      bucket: "default",
    });
    expect(calls()).toHaveLength(1);
    expect(sleeps).toEqual([]);
    expect((await quota.usage()).buckets[0]).toMatchObject({ used: 10_000, remaining: 0 });

    fake.setQuotaExceeded(false);
    expect(await failure(youtube.getVideos(["qa000000001"]))).toMatchObject({ code: "quotaExceeded", source: "local" });
    expect(calls()).toHaveLength(1);
  });
});

describe("key problems", () => {
  it("maps Google's 400 keyInvalid to a bad key, without retrying", async () => {
    const { youtube } = client({ apiKey: "not-the-key" });
    const error = await failure(youtube.resolveChannel("@quietarchive"));
    expect(error).toMatchObject({ code: "badKey", status: 400 });
    expect(youtubeErrorMessage(error)).toBe(
      "YouTube didn't accept the API key. Check YOUTUBE_API_KEY and that the YouTube Data API v3 is enabled for its project.",
    );
    expect(error.message).not.toContain("not-the-key");
    expect(calls()).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it("says it isn't configured when there is no key, before spending anything", async () => {
    const { youtube, quota } = client({ apiKey: undefined });
    expect(youtube.configured).toBe(false);
    expect(await failure(youtube.resolveChannel("@quietarchive"))).toMatchObject({ code: "notConfigured" });
    expect(await failure(youtube.getVideos(["qa000000001"]))).toMatchObject({ code: "notConfigured" });
    expect(calls()).toEqual([]);
    expect((await quota.usage()).buckets.map((b) => b.used)).toEqual([0, 0]);
  });
});

describe("retries", () => {
  it("retries 5xx answers with growing, jittered delays, counting every attempt", async () => {
    const { youtube } = client();
    fake.failNext(2, 503);
    const { channel } = await youtube.resolveChannel("@quietarchive");
    expect(channel.id).toBe(QUIET_ARCHIVE_ID);
    expect(calls().map((r) => r.status)).toEqual([503, 503, 200]);
    // Half the step plus half of it again at random() = 0.5: 10 → 7.5, 20 → 15.
    expect(sleeps).toEqual([8, 15]);
    expect(youtube.spent.default).toBe(3);
  });

  it("gives up as unavailable after the last retry", async () => {
    const { youtube } = client();
    fake.failNext(10, 500);
    const error = await failure(youtube.getVideos(["qa000000001"]));
    expect(error).toMatchObject({ code: "unavailable", status: 500 });
    expect(calls()).toHaveLength(4);
    expect(sleeps).toEqual([8, 15, 30]);
  });

  it("retries network failures and never puts the key in the error", async () => {
    // A port that was free a moment ago: connections are refused.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const { youtube } = client({ baseUrl: `http://127.0.0.1:${port}/youtube/v3`, apiKey: "secret-key-123" });
    const error = await failure(youtube.getChannel(QUIET_ARCHIVE_ID));
    expect(error.code).toBe("unavailable");
    expect(sleeps).toHaveLength(3);
    expect(JSON.stringify({ message: error.message, cause: String(error.cause) })).not.toContain("secret-key-123");
    expect(youtubeErrorMessage(error)).toBe("YouTube isn't answering right now. Please try again in a few minutes.");
  });
});
