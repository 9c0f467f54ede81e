// The fake YouTube server against Google's own client (@googleapis/youtube): what the official
// client sends (arrays as repeated parameters: part=snippet&part=statistics, id=a&id=b) is read
// in full, and every response the app relies on parses with the official types and holds what
// was asked for. Also the fake's quota billing per method, which the refresh's unit counts trust.
// The one place the official client runs: it is the contract this test holds the fake to.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { youtube, type youtube_v3 } from "@googleapis/youtube";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeYoutubeServer, startFakeYoutubeServer } from "#dev/fake-youtube/youtube-server";
import { MIDNIGHT_MYSTERIES_ID, QUIET_ARCHIVE_ID, RAIN_TAPES_ID, uploadsPlaylistId } from "#dev/fake-youtube/channels";

let fake: FakeYoutubeServer;
let google: youtube_v3.Youtube;

beforeAll(async () => {
  fake = await startFakeYoutubeServer();
  // rootUrl replaces https://youtube.googleapis.com/; the client adds youtube/v3/<resource>.
  google = youtube({ version: "v3", auth: fake.apiKey, rootUrl: `http://127.0.0.1:${fake.port}/` });
});
afterAll(async () => {
  await fake?.close();
});
beforeEach(() => fake.reset());

/** The raw query string the fake received last, as sent. */
const lastQuery = () => fake.requests.at(-1)!;

describe("the fake YouTube server follows Google's contract", () => {
  it("reads repeated part and id parameters in full, as Google does (channels.list)", async () => {
    const { data } = await google.channels.list({
      part: ["snippet", "statistics", "contentDetails"],
      id: [QUIET_ARCHIVE_ID, MIDNIGHT_MYSTERIES_ID],
      maxResults: 50,
    });
    expect(data.items?.map((c) => c.id)).toEqual([QUIET_ARCHIVE_ID, MIDNIGHT_MYSTERIES_ID]);
    for (const channel of data.items ?? []) {
      expect(channel.snippet?.title).toBeTruthy();
      expect(channel.statistics?.viewCount).toMatch(/^\d+$/);
      expect(channel.contentDetails?.relatedPlaylists?.uploads).toBe(uploadsPlaylistId(channel.id!));
      expect(channel.brandingSettings).toBeUndefined();
    }
    expect(lastQuery()).toMatchObject({
      endpoint: "channels",
      params: { part: "snippet,statistics,contentDetails", id: `${QUIET_ARCHIVE_ID},${MIDNIGHT_MYSTERIES_ID}` },
    });
  });

  it("reads a repeated parameter sent by hand the same as a comma list", async () => {
    const base = `${fake.baseUrl}/channels?key=${fake.apiKey}`;
    const repeated = await (
      await fetch(`${base}&part=snippet&part=statistics&id=${QUIET_ARCHIVE_ID}&id=${RAIN_TAPES_ID}`)
    ).json();
    const commas = await (await fetch(`${base}&part=snippet,statistics&id=${QUIET_ARCHIVE_ID},${RAIN_TAPES_ID}`)).json();
    expect(repeated).toEqual(commas);
    expect(repeated.items).toHaveLength(2);
    expect(Object.keys(repeated.items[0]).sort()).toEqual(["etag", "id", "kind", "snippet", "statistics"]);
  });

  it("answers playlistItems.list page by page with the official types", async () => {
    const first = await google.playlistItems.list({
      part: ["snippet", "contentDetails"],
      playlistId: uploadsPlaylistId(QUIET_ARCHIVE_ID),
      maxResults: 50,
    });
    expect(first.data.items).toHaveLength(50);
    expect(first.data.pageInfo?.totalResults).toBe(120);
    expect(first.data.items![0]!.contentDetails?.videoId).toBeTruthy();
    expect(first.data.items![0]!.snippet?.resourceId?.videoId).toBe(first.data.items![0]!.contentDetails?.videoId);
    const second = await google.playlistItems.list({
      part: ["snippet", "contentDetails"],
      playlistId: uploadsPlaylistId(QUIET_ARCHIVE_ID),
      maxResults: 50,
      pageToken: first.data.nextPageToken!,
    });
    expect(second.data.items![0]!.snippet?.position).toBe(50);
  });

  it("answers videos.list for repeated ids with statistics and durations", async () => {
    const page = await google.playlistItems.list({
      part: ["contentDetails"],
      playlistId: uploadsPlaylistId(QUIET_ARCHIVE_ID),
      maxResults: 3,
    });
    const ids = page.data.items!.map((item) => item.contentDetails!.videoId!);
    const { data } = await google.videos.list({ part: ["snippet", "statistics", "contentDetails"], id: ids });
    expect(data.items?.map((v) => v.id)).toEqual(ids);
    for (const video of data.items ?? []) {
      expect(video.statistics?.viewCount).toMatch(/^\d+$/);
      expect(video.contentDetails?.duration).toMatch(/^P/);
      expect(video.snippet?.channelId).toBe(QUIET_ARCHIVE_ID);
    }
  });

  it("answers search.list for channels and for videos with paging, order and the discovery filters", async () => {
    const channels = await google.search.list({
      part: ["snippet"],
      type: ["channel"],
      q: "rain tapes",
      maxResults: 1,
      regionCode: "US",
      relevanceLanguage: "en",
      order: "relevance",
    });
    expect(channels.data.items).toHaveLength(1);
    expect(channels.data.items![0]!.id).toMatchObject({ kind: "youtube#channel", channelId: RAIN_TAPES_ID });
    expect(channels.data.nextPageToken).toBeTruthy();
    const next = await google.search.list({
      part: ["snippet"],
      type: ["channel"],
      q: "rain tapes",
      maxResults: 1,
      pageToken: channels.data.nextPageToken!,
    });
    expect(next.data.items![0]!.id?.channelId).not.toBe(RAIN_TAPES_ID);

    const videos = await google.search.list({
      part: ["snippet"],
      type: ["video"],
      q: "history",
      maxResults: 50,
      order: "date",
      publishedAfter: "2026-01-01T00:00:00Z",
    });
    const items = videos.data.items ?? [];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.id?.kind).toBe("youtube#video");
      expect(item.snippet?.channelId).toBeTruthy();
      expect(new Date(item.snippet!.publishedAt!).getTime()).toBeGreaterThan(Date.parse("2026-01-01T00:00:00Z"));
    }
    const dates = items.map((item) => item.snippet!.publishedAt!);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("refuses malformed search filters with Google's 400", async () => {
    await expect(
      google.search.list({ part: ["snippet"], type: ["channel"], q: "rain", publishedAfter: "yesterday" }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(google.search.list({ part: ["snippet"], type: ["channel"], q: "rain", order: "loudest" })).rejects.toMatchObject(
      { status: 400 },
    );
    await expect(
      google.search.list({ part: ["snippet"], type: ["channel"], q: "rain", regionCode: "USA" }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it("answers videos.batchGetStats for up to 50 ids with Google's videoStats shape", async () => {
    const page = await google.playlistItems.list({
      part: ["contentDetails"],
      playlistId: uploadsPlaylistId(QUIET_ARCHIVE_ID),
      maxResults: 2,
    });
    const ids = page.data.items!.map((item) => item.contentDetails!.videoId!);
    const { data } = await google.videos.batchGetStats({
      part: ["snippet", "statistics", "contentDetails"],
      id: [...ids, "nope"],
    });
    expect(data.kind).toBe("youtube#batchGetStatsResponse");
    expect(data.items?.map((v) => v.id)).toEqual(ids);
    for (const item of data.items ?? []) {
      expect(item.kind).toBe("youtube#videoStats");
      expect(item.statistics?.viewCount).toMatch(/^\d+$/);
      expect(item.snippet?.publishTime).toMatch(/^2026-/);
      // A protobuf Duration, with durationMillis beside it (its method page).
      expect(item.contentDetails?.duration).toMatch(/^\d+s$/);
      expect((item.contentDetails as { durationMillis?: string }).durationMillis).toMatch(/^\d+000$/);
    }
    const many = Array.from({ length: 51 }, (_, i) => `v${i}`);
    await expect(google.videos.batchGetStats({ part: ["statistics"], id: many })).rejects.toMatchObject({ status: 400 });
  });

  it("bills each call like Google: 1 unit per list call and per batchGetStats call, search.list in its own bucket, the uploads feed free", async () => {
    await google.channels.list({ part: ["snippet"], id: [QUIET_ARCHIVE_ID] });
    await google.videos.list({ part: ["snippet"], id: ["nope", "nope2", "nope3"] });
    await google.videos.batchGetStats({ part: ["statistics"], id: ["nope"] });
    await google.search.list({ part: ["snippet"], type: ["channel"], q: "rain" });
    // An invalid request costs too.
    await google.playlistItems.list({ part: ["snippet"] }).catch(() => undefined);
    expect((await fetch(`${fake.feedUrl}?channel_id=${QUIET_ARCHIVE_ID}`)).status).toBe(200);
    // A feed read that fails (the host pushing back) costs nothing either.
    fake.failNextFeeds(1, 429);
    expect((await fetch(`${fake.feedUrl}?channel_id=${QUIET_ARCHIVE_ID}`)).status).toBe(429);
    expect(fake.quota()).toEqual({
      default: 4,
      search: 1,
      byMethod: { "channels.list": 1, "videos.list": 1, "videos.batchGetStats": 1, "search.list": 1, "playlistItems.list": 1 },
      // What the units read: the ids each billed call named (bench:refresh sets them against 50 a unit).
      idsByMethod: { "channels.list": 1, "videos.list": 3, "videos.batchGetStats": 1, "search.list": 0, "playlistItems.list": 0 },
      feedReads: 2,
    });

    fake.setQuotaLimits({ default: 4 });
    await expect(google.channels.list({ part: ["snippet"], id: [QUIET_ARCHIVE_ID] })).rejects.toMatchObject({ status: 403 });
    expect(fake.quota().default).toBe(4);
  });

  it("serves each channel's uploads feed as Atom, newest 15, and a 404 for an unknown channel", async () => {
    const response = await fetch(`${fake.feedUrl}?channel_id=${QUIET_ARCHIVE_ID}`);
    expect(response.headers.get("content-type")).toContain("application/atom+xml");
    const xml = await response.text();
    expect(xml.match(/<entry>/g)).toHaveLength(15);
    expect(xml).toContain('<feed xmlns:yt="http://www.youtube.com/xml/schemas/2015"');
    expect((await fetch(`${fake.feedUrl}?channel_id=UCnobodyNobodyNobody0000`)).status).toBe(404);
  });
});
