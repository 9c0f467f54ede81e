// A fake YouTube Data API v3 on a local port (node:http), for tests and offline development
// (`npm run dev:fake-youtube`). It answers channels.list, playlistItems.list, videos.list and
// search.list from the fixtures beside it (channels.ts, videos.ts) the way Google does: counts as
// strings, only the requested parts, a 200 with no items for an unknown channel, Google's error
// bodies. Tests can switch on a quota-exhausted answer, make the next requests fail with 5xx, add
// channels and videos, and read a log of every request. It lives outside tests/ because the dev
// script serves it too; imports stay relative so plain Node can run it.
//
// Google's contract, kept here because the official client relies on it: a repeated parameter
// (`part=snippet&part=statistics`, `id=a&id=b`, what @googleapis/youtube sends) means the same
// as a comma list; search.list finds channels and videos by words (type, q, order, paging,
// publishedAfter, regionCode, relevanceLanguage); each channel's public uploads feed
// (/feeds/videos.xml?channel_id=…, Atom, the 15 newest uploads) is served without a key and
// without quota. Quota is counted per method as Google bills it (FACTS: 1 unit for the list
// methods, every page and invalid request included; search.list 1 call in its own bucket), and
// optional daily limits answer quotaExceeded once spent. videos.batchGetStats (GET
// videos:batchGetStats, 1 unit, Google's videoStats shape) is served too. A catalogue too big to
// hold (a million generated channels) can stand behind the fixtures (`catalogue`), and the feeds
// can be made slow or failing, as YouTube's host is now and then.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { youtube_v3 } from "@googleapis/youtube";
import { fixtureChannels, uploadsPlaylistId, type FakeYoutubeChannel } from "./channels.ts";

const FAKE_YOUTUBE_API_KEY = "fake-key";
const PREFIX = "/youtube/v3/";

interface FakeYoutubeRequest {
  /** "channels", "playlistItems", "videos", "search", "feeds/videos.xml", or what else was asked for. */
  endpoint: string;
  /** The query without the key; a repeated parameter's values joined with commas. */
  params: Record<string, string>;
  status: number;
  at: Date;
}

/** What the fake has billed since the last reset: units by bucket and calls by method. */
interface FakeYoutubeQuota {
  /** Units of the shared daily allowance (channels.list, playlistItems.list, videos.list). */
  default: number;
  /** search.list calls (its own allowance). */
  search: number;
  /** Billed calls per method ("channels.list"…), failed ones included. */
  byMethod: Record<string, number>;
  /** Ids the billed calls named (their `id` parameter), per method: what the units read. */
  idsByMethod: Record<string, number>;
  /** Uploads feed reads: free, counted only so tests can see them. */
  feedReads: number;
}

export interface FakeYoutubeServer {
  port: number;
  /** For YOUTUBE_API_BASE_URL: http://127.0.0.1:<port>/youtube/v3 */
  baseUrl: string;
  /** For YOUTUBE_FEED_BASE_URL: http://127.0.0.1:<port>/feeds/videos.xml */
  feedUrl: string;
  /** Units and calls billed so far (like the Cloud console's quota page). */
  quota(): FakeYoutubeQuota;
  /** Daily limits: past them every billed request answers 403 quotaExceeded. Unlimited by default. */
  setQuotaLimits(limits: { default?: number; search?: number }): void;
  /** The key it accepts (YOUTUBE_API_KEY). */
  apiKey: string;
  /** Every request answered, oldest first. */
  requests: FakeYoutubeRequest[];
  clearRequests(): void;
  /** While on, every request answers 403 quotaExceeded, as Google does once the day's quota is spent. */
  setQuotaExceeded(on: boolean): void;
  /** The next `count` requests answer `status` (500, 503…) with Google's error body. */
  failNext(count: number, status?: number): void;
  /** Adds (or replaces, by id) a channel with its uploads. */
  addChannel(channel: FakeYoutubeChannel): void;
  /** Adds (or replaces, by id) many channels at once: a large catalogue in one step. */
  addChannels(channels: FakeYoutubeChannel[]): void;
  /** Adds uploads to a known channel, newest first, before its existing ones. */
  addVideos(channelId: string, videos: youtube_v3.Schema$Video[]): void;
  /** Every uploads feed answers after this many milliseconds (a slow host); 0 by default. */
  setFeedDelay(ms: number): void;
  /** The next `count` feed requests answer `status` (429, 500, 503…), as YouTube's feed host does now and then. */
  failNextFeeds(count: number, status?: number): void;
  /** Back to the fixtures, no switches, empty log. */
  reset(): void;
  close(): Promise<void>;
}

/** Channels looked up on demand (a generated catalogue), consulted before the fixtures. */
export interface FakeYoutubeCatalogue {
  /** A channel with (at least) its `uploads` newest uploads, newest first. */
  channel(id: string, uploads: number): FakeYoutubeChannel | undefined;
  /** The channel whose uploads playlist `playlistId` is. */
  channelOfPlaylist(playlistId: string): FakeYoutubeChannel | undefined;
  video(id: string): youtube_v3.Schema$Video | undefined;
}

export interface FakeYoutubeOptions {
  port?: number;
  host?: string;
  apiKey?: string;
  channels?: FakeYoutubeChannel[];
  catalogue?: FakeYoutubeCatalogue;
  /** Keep the log of every request (on by default; a million-channel bench turns it off). */
  logRequests?: boolean;
  /** Daily limits (see setQuotaLimits); unlimited when left out. */
  quotaLimits?: { default?: number; search?: number };
}

interface GoogleError {
  error: {
    code: number;
    message: string;
    errors: { message: string; domain: string; reason: string; location?: string; locationType?: string }[];
    status?: string;
    details?: { "@type": string; reason: string; domain: string }[];
  };
}

class ApiError extends Error {
  readonly status: number;
  readonly body: GoogleError;
  constructor(status: number, body: GoogleError) {
    super(body.error.message);
    this.status = status;
    this.body = body;
  }
}

function googleError(status: number, reason: string, message: string, extra: Partial<GoogleError["error"]> = {}): ApiError {
  return new ApiError(status, {
    error: {
      code: status,
      message,
      errors: [{ message, domain: status === 400 ? "youtube.parameter" : "global", reason }],
      ...extra,
    },
  });
}

const STATUS_NAMES: Record<number, string> = {
  500: "INTERNAL",
  502: "UNAVAILABLE",
  503: "UNAVAILABLE",
  504: "DEADLINE_EXCEEDED",
};

function serverError(status: number): ApiError {
  const message = status === 503 ? "The service is currently unavailable." : "Internal error encountered.";
  return new ApiError(status, {
    error: {
      code: status,
      message,
      errors: [{ message, domain: "global", reason: status === 503 ? "backendError" : "internalError" }],
      status: STATUS_NAMES[status] ?? "UNKNOWN",
    },
  });
}

const QUOTA_EXCEEDED = new ApiError(403, {
  error: {
    code: 403,
    message:
      'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
    errors: [
      {
        message:
          'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
        domain: "youtube.quota",
        reason: "quotaExceeded",
      },
    ],
  },
});

const BAD_KEY = new ApiError(400, {
  error: {
    code: 400,
    message: "API key not valid. Please pass a valid API key.",
    errors: [{ message: "API key not valid. Please pass a valid API key.", domain: "global", reason: "keyInvalid" }],
    status: "INVALID_ARGUMENT",
    details: [{ "@type": "type.googleapis.com/google.rpc.ErrorInfo", reason: "API_KEY_INVALID", domain: "googleapis.com" }],
  },
});

const NO_KEY = new ApiError(403, {
  error: {
    code: 403,
    message:
      "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.",
    errors: [{ message: "Method doesn't allow unregistered callers.", domain: "global", reason: "forbidden" }],
    status: "PERMISSION_DENIED",
  },
});

const CHANNEL_PARTS = new Set([
  "snippet",
  "statistics",
  "contentDetails",
  "brandingSettings",
  "topicDetails",
  "status",
  "localizations",
  "id",
]);
const VIDEO_PARTS = new Set([
  "snippet",
  "statistics",
  "contentDetails",
  "status",
  "topicDetails",
  "localizations",
  "player",
  "id",
]);
const VIDEO_STAT_PARTS = new Set(["snippet", "statistics", "contentDetails", "id"]);
const PLAYLIST_ITEM_PARTS = new Set(["snippet", "contentDetails", "status", "id"]);

/**
 * Every value of a parameter: Google reads `id=a&id=b` and `id=a,b` alike (its own client sends
 * arrays as repeated parameters), so each repeat and each comma item counts. Null when absent.
 */
function listParam(params: URLSearchParams, name: string): string[] | null {
  if (!params.has(name)) return null;
  return params
    .getAll(name)
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter(Boolean);
}

/** The requested parts, checked like Google does (required, known names only). */
function parts(params: URLSearchParams, known: Set<string>): string[] {
  const list = listParam(params, "part") ?? [];
  if (list.length === 0)
    throw googleError(400, "required", "No filter selected. Expected one of: part", { status: "INVALID_ARGUMENT" });
  const unknown = list.find((p) => !known.has(p));
  if (unknown) throw googleError(400, "unknownPart", `'${unknown}'`, { status: "INVALID_ARGUMENT" });
  return list;
}

/** Only id, kind, etag and the requested parts: what Google returns. */
function pick<T extends { id?: string | null; kind?: string | null; etag?: string | null }>(resource: T, requested: string[]): T {
  const out: Record<string, unknown> = { kind: resource.kind, etag: resource.etag, id: resource.id };
  for (const part of requested) if (part !== "id" && part in resource) out[part] = resource[part as keyof T];
  return structuredClone(out) as T;
}

function maxResults(params: URLSearchParams, fallback: number, max: number): number {
  const value = params.get("maxResults");
  if (value === null) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > max) {
    throw googleError(400, "invalidValue", `Invalid value '${value}'. Values must be within the range: [0, ${max}]`, {
      status: "INVALID_ARGUMENT",
    });
  }
  return n;
}

// Page tokens are opaque to clients; here they carry the offset.
const pageToken = (offset: number) => `CD${Buffer.from(`o:${offset}`).toString("base64url")}`;
function offsetFrom(token: string | null): number {
  if (!token) return 0;
  const match = /^o:(\d+)$/.exec(Buffer.from(token.slice(2), "base64url").toString());
  if (!token.startsWith("CD") || !match)
    throw googleError(400, "invalidPageToken", "The request specifies an invalid page token.", { status: "INVALID_ARGUMENT" });
  return Number(match[1]);
}

const SEARCH_TYPES = new Set(["channel", "video", "playlist"]);
const SEARCH_ORDERS = new Set(["relevance", "date", "rating", "title", "videoCount", "viewCount"]);
/** The uploads feed lists the newest 15. */
const FEED_ENTRIES = 15;
const FEED_PATH = "/feeds/videos.xml";

/** Where each API path is billed (FACTS: 1 unit each; search.list 1 call in its own bucket). */
const BILLING: Record<string, { method: string; bucket: "default" | "search" }> = {
  channels: { method: "channels.list", bucket: "default" },
  playlistItems: { method: "playlistItems.list", bucket: "default" },
  videos: { method: "videos.list", bucket: "default" },
  // Its method page: "a quota cost of 1 unit"; whether it has a bucket of its own is unconfirmed (FACTS).
  "videos:batchGetStats": { method: "videos.batchGetStats", bucket: "default" },
  search: { method: "search.list", bucket: "search" },
};

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** An RFC 3339 date-time parameter (publishedAfter), or null when absent. */
function rfc3339(params: URLSearchParams, name: string): Date | null {
  const value = params.get(name);
  if (value === null) return null;
  const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value) ? new Date(value) : null;
  if (!at || Number.isNaN(at.getTime())) {
    throw googleError(
      400,
      "invalidPublishedAfter",
      `The ${name} parameter specifies an invalid date-time: use RFC 3339 (1970-01-01T00:00:00Z).`,
      { status: "INVALID_ARGUMENT" },
    );
  }
  return at;
}

/** Seconds of an ISO-8601 duration as videos.list writes them (PT8M, PT1H2M3S); 0 when not one. */
function isoSeconds(value: string | null | undefined): number {
  const match = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/.exec(value ?? "");
  return match ? Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0) : 0;
}

const normalized = (value: string) =>
  value
    .replace(/^@/, "")
    .replace(/[\s_.·-]/g, "")
    .toLowerCase();
const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

export async function startFakeYoutubeServer(options: FakeYoutubeOptions = {}): Promise<FakeYoutubeServer> {
  const apiKey = options.apiKey ?? FAKE_YOUTUBE_API_KEY;
  const initial = () => structuredClone(options.channels ?? fixtureChannels());
  let channels = initial();
  let quotaExceeded = false;
  let failures: { remaining: number; status: number } = { remaining: 0, status: 503 };
  const requests: FakeYoutubeRequest[] = [];

  const isPrivate = (owner: FakeYoutubeChannel, videoId: string | null | undefined) =>
    Boolean(videoId && owner.privateVideoIds?.includes(videoId));
  let quotaLimits = { default: Number.POSITIVE_INFINITY, search: Number.POSITIVE_INFINITY, ...options.quotaLimits };
  let billed: FakeYoutubeQuota = { default: 0, search: 0, byMethod: {}, idsByMethod: {}, feedReads: 0 };

  // Lookups by id, rebuilt after a change: a test catalogue can hold 10,000 channels.
  let indexes: {
    channels: Map<string, FakeYoutubeChannel>;
    playlists: Map<string, FakeYoutubeChannel>;
    videos: Map<string, youtube_v3.Schema$Video>;
  } | null = null;
  function index() {
    if (indexes) return indexes;
    const built = {
      channels: new Map<string, FakeYoutubeChannel>(),
      playlists: new Map<string, FakeYoutubeChannel>(),
      videos: new Map<string, youtube_v3.Schema$Video>(),
    };
    for (const c of channels) {
      const id = c.channel.id ?? "";
      built.channels.set(id, c);
      built.playlists.set(uploadsPlaylistId(id), c);
      for (const video of c.videos) if (video.id && !isPrivate(c, video.id)) built.videos.set(video.id, video);
    }
    return (indexes = built);
  }
  // The generated catalogue first, then the fixtures (which tests can add to).
  const source = options.catalogue;
  const channelById = (id: string, uploads: number) => source?.channel(id, uploads) ?? index().channels.get(id);
  const channelByPlaylist = (id: string) => source?.channelOfPlaylist(id) ?? index().playlists.get(id);
  const videoById = (id: string) => source?.video(id) ?? index().videos.get(id);
  const logRequests = options.logRequests ?? true;
  let feedDelayMs = 0;
  let feedFailures: { remaining: number; status: number } = { remaining: 0, status: 503 };

  function channelsList(params: URLSearchParams): youtube_v3.Schema$ChannelListResponse {
    const requested = parts(params, CHANNEL_PARTS);
    const filters = ["id", "forHandle", "forUsername", "mine", "managedByMe", "categoryId"].filter((f) => params.has(f));
    if (filters.length !== 1) {
      throw googleError(
        400,
        filters.length === 0 ? "missingRequiredParameter" : "incompatibleParameters",
        "Exactly one of id, forHandle or forUsername must be given.",
        { status: "INVALID_ARGUMENT" },
      );
    }
    let found: FakeYoutubeChannel[] = [];
    const ids = listParam(params, "id");
    const handle = params.get("forHandle");
    const username = params.get("forUsername");
    if (ids !== null) {
      if (ids.length > 50)
        throw googleError(400, "invalidFilters", "The request specifies more than 50 ids.", { status: "INVALID_ARGUMENT" });
      found = ids.map((wanted) => channelById(wanted, 0)).filter((c): c is FakeYoutubeChannel => c !== undefined);
    } else if (handle !== null) {
      const wanted = handle.replace(/^@/, "").toLowerCase();
      found = channels.filter((c) => c.channel.snippet?.customUrl?.toLowerCase() === `@${wanted}`).slice(0, 1);
    } else if (username !== null) {
      found = channels.filter((c) => c.username?.toLowerCase() === username.toLowerCase()).slice(0, 1);
    }
    const response: youtube_v3.Schema$ChannelListResponse = {
      kind: "youtube#channelListResponse",
      etag: "fake-etag",
      pageInfo: { totalResults: found.length, resultsPerPage: Math.max(found.length, 5) },
    };
    // Like Google: no "items" field at all when nothing matched.
    if (found.length > 0) response.items = found.map((c) => pick(c.channel, requested));
    return response;
  }

  function playlistItemsList(params: URLSearchParams): youtube_v3.Schema$PlaylistItemListResponse {
    const requested = parts(params, PLAYLIST_ITEM_PARTS);
    const playlistId = params.get("playlistId");
    if (!playlistId)
      throw googleError(400, "playlistIdRequired", "The request must specify playlistId.", { status: "INVALID_ARGUMENT" });
    const owner = channelByPlaylist(playlistId);
    if (!owner) {
      throw googleError(
        404,
        "playlistNotFound",
        "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.",
        { status: "NOT_FOUND" },
      );
    }
    const size = maxResults(params, 5, 50);
    const offset = offsetFrom(params.get("pageToken"));
    const page = owner.videos.slice(offset, offset + size);
    const items = page.map((video, index): youtube_v3.Schema$PlaylistItem => {
      const hidden = isPrivate(owner, video.id);
      const item: youtube_v3.Schema$PlaylistItem = {
        kind: "youtube#playlistItem",
        etag: `etag-item-${video.id}`,
        id: Buffer.from(`${playlistId}.${video.id}`).toString("base64url"),
        snippet: {
          publishedAt: video.snippet?.publishedAt,
          channelId: owner.channel.id,
          title: hidden ? "Private video" : video.snippet?.title,
          description: hidden ? "This video is private." : video.snippet?.description,
          thumbnails: hidden ? {} : video.snippet?.thumbnails,
          channelTitle: owner.channel.snippet?.title,
          playlistId,
          position: offset + index,
          resourceId: { kind: "youtube#video", videoId: video.id },
          videoOwnerChannelTitle: hidden ? undefined : owner.channel.snippet?.title,
          videoOwnerChannelId: hidden ? undefined : owner.channel.id,
        },
        contentDetails: hidden ? { videoId: video.id } : { videoId: video.id, videoPublishedAt: video.snippet?.publishedAt },
        status: { privacyStatus: hidden ? "private" : "public" },
      };
      return pick(item, requested);
    });
    const next = offset + size < owner.videos.length ? pageToken(offset + size) : undefined;
    return {
      kind: "youtube#playlistItemListResponse",
      etag: "fake-etag",
      items,
      ...(next ? { nextPageToken: next } : {}),
      ...(offset > 0 ? { prevPageToken: pageToken(Math.max(0, offset - size)) } : {}),
      pageInfo: { totalResults: owner.videos.length, resultsPerPage: size },
    };
  }

  function videosList(params: URLSearchParams): youtube_v3.Schema$VideoListResponse {
    const requested = parts(params, VIDEO_PARTS);
    const ids = listParam(params, "id");
    if (ids === null)
      throw googleError(400, "missingRequiredParameter", "No filter selected. Expected one of: id, chart, myRating", {
        status: "INVALID_ARGUMENT",
      });
    if (params.has("maxResults"))
      throw googleError(400, "incompatibleParameters", "maxResults cannot be used with id.", { status: "INVALID_ARGUMENT" });
    if (ids.length > 50)
      throw googleError(400, "invalidFilters", "The request specifies more than 50 ids.", { status: "INVALID_ARGUMENT" });
    const found = ids.map((wanted) => videoById(wanted)).filter((v): v is youtube_v3.Schema$Video => v !== undefined);
    return {
      kind: "youtube#videoListResponse",
      etag: "fake-etag",
      items: found.map((v) => pick(v, requested)),
      pageInfo: { totalResults: found.length, resultsPerPage: found.length },
    };
  }

  /**
   * videos.batchGetStats (Google's method page): up to 50 ids, parts snippet (publishTime),
   * statistics (view, like and comment counts) and contentDetails (duration as a protobuf
   * Duration, "480s", and durationMillis); unknown ids are left out.
   */
  function videosBatchGetStats(params: URLSearchParams): youtube_v3.Schema$BatchGetStatsResponse {
    const requested = parts(params, VIDEO_STAT_PARTS);
    const ids = listParam(params, "id");
    if (ids === null || ids.length === 0)
      throw googleError(400, "missingRequiredParameter", "No filter selected. Expected one of: id", {
        status: "INVALID_ARGUMENT",
      });
    if (ids.length > 50)
      throw googleError(400, "invalidFilters", "The number of IDs specified cannot exceed 50.", { status: "INVALID_ARGUMENT" });
    const items = ids.flatMap((wanted): youtube_v3.Schema$VideoStat[] => {
      const video = videoById(wanted);
      if (!video) return [];
      const seconds = isoSeconds(video.contentDetails?.duration);
      const full = {
        kind: "youtube#videoStats",
        etag: `etag-stats-${video.id}`,
        id: video.id,
        snippet: { publishTime: video.snippet?.publishedAt },
        statistics: {
          viewCount: video.statistics?.viewCount,
          likeCount: video.statistics?.likeCount,
          commentCount: video.statistics?.commentCount,
        },
        contentDetails: { duration: `${seconds}s`, durationMillis: String(seconds * 1000) },
      };
      return [pick(full, requested)];
    });
    return { kind: "youtube#batchGetStatsResponse", etag: "fake-etag", items };
  }

  /** A search hit before paging: the result and what the order sorts by. */
  interface SearchHit {
    result: youtube_v3.Schema$SearchResult;
    relevance: number;
    publishedAt: string;
    views: number;
    videoCount: number;
    likes: number;
    title: string;
  }

  function channelHit(c: FakeYoutubeChannel, relevance: number): SearchHit {
    return {
      relevance,
      publishedAt: c.channel.snippet?.publishedAt ?? "",
      views: Number(c.channel.statistics?.viewCount ?? 0),
      videoCount: Number(c.channel.statistics?.videoCount ?? 0),
      likes: 0,
      title: c.channel.snippet?.title ?? "",
      result: {
        kind: "youtube#searchResult",
        etag: `etag-search-${c.channel.id}`,
        id: { kind: "youtube#channel", channelId: c.channel.id },
        snippet: {
          publishedAt: c.channel.snippet?.publishedAt,
          channelId: c.channel.id,
          title: escapeHtml(c.channel.snippet?.title ?? ""),
          description: escapeHtml(c.channel.snippet?.description ?? ""),
          thumbnails: c.channel.snippet?.thumbnails,
          channelTitle: escapeHtml(c.channel.snippet?.title ?? ""),
          liveBroadcastContent: "none",
        },
      },
    };
  }

  function videoHit(owner: FakeYoutubeChannel, video: youtube_v3.Schema$Video, relevance: number): SearchHit {
    return {
      relevance,
      publishedAt: video.snippet?.publishedAt ?? "",
      views: Number(video.statistics?.viewCount ?? 0),
      videoCount: 0,
      likes: Number(video.statistics?.likeCount ?? 0),
      title: video.snippet?.title ?? "",
      result: {
        kind: "youtube#searchResult",
        etag: `etag-search-${video.id}`,
        id: { kind: "youtube#video", videoId: video.id },
        snippet: {
          publishedAt: video.snippet?.publishedAt,
          channelId: owner.channel.id,
          // search.list HTML-escapes its text, unlike the list methods.
          title: escapeHtml(video.snippet?.title ?? ""),
          description: escapeHtml(video.snippet?.description ?? ""),
          thumbnails: video.snippet?.thumbnails,
          channelTitle: escapeHtml(owner.channel.snippet?.title ?? ""),
          liveBroadcastContent: video.snippet?.liveBroadcastContent ?? "none",
        },
      },
    };
  }

  function searchList(params: URLSearchParams): youtube_v3.Schema$SearchListResponse {
    const requested = parts(params, new Set(["snippet", "id"]));
    const size = maxResults(params, 5, 50);
    const offset = offsetFrom(params.get("pageToken"));
    const types = listParam(params, "type") ?? ["video", "channel", "playlist"];
    const unknownType = types.find((type) => !SEARCH_TYPES.has(type));
    if (unknownType !== undefined)
      throw googleError(400, "invalidValue", `Invalid value '${unknownType}' for type.`, { status: "INVALID_ARGUMENT" });
    const order = params.get("order") ?? "relevance";
    if (!SEARCH_ORDERS.has(order))
      throw googleError(400, "invalidValue", `Invalid value '${order}' for order.`, { status: "INVALID_ARGUMENT" });
    const regionCode = params.get("regionCode");
    if (regionCode !== null && !/^[A-Za-z]{2}$/.test(regionCode))
      throw googleError(400, "invalidRegionCode", "The regionCode parameter specifies an invalid region code.", {
        status: "INVALID_ARGUMENT",
      });
    const language = params.get("relevanceLanguage");
    if (language !== null && !/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(language)) {
      throw googleError(400, "invalidRelevanceLanguage", "The relevanceLanguage parameter specifies an invalid language.", {
        status: "INVALID_ARGUMENT",
      });
    }
    const after = rfc3339(params, "publishedAfter");
    const channelId = params.get("channelId");
    const q = params.get("q");
    if (q === null && channelId === null) {
      throw googleError(
        400,
        "invalidSearchFilter",
        "The request contains an invalid combination of search filters and/or restrictions.",
        { status: "INVALID_ARGUMENT" },
      );
    }
    const wanted = q === null ? [] : words(q);
    const wantedName = q === null ? "" : normalized(q);
    const isPublishedAfter = (at: string | null | undefined) =>
      after === null || (at !== null && at !== undefined && new Date(at).getTime() > after.getTime());
    /** 2: the name matches (how /c/ names are found), 1: every word is in the text, 0: no match. */
    const textScore = (names: (string | null | undefined)[], text: (string | null | undefined)[]): number => {
      if (q === null) return 1;
      if (wantedName && names.some((name) => name && normalized(name).includes(wantedName))) return 2;
      const have = new Set(words(text.filter(Boolean).join(" ")));
      return wanted.length > 0 && wanted.every((word) => have.has(word)) ? 1 : 0;
    };

    const hits: SearchHit[] = [];
    if (types.includes("channel") && channelId === null) {
      for (const c of channels) {
        const names = [c.channel.snippet?.title, c.channel.snippet?.customUrl, ...(c.customNames ?? [])];
        const score = textScore(names, [...names, c.channel.snippet?.description, c.channel.brandingSettings?.channel?.keywords]);
        if (score > 0 && isPublishedAfter(c.channel.snippet?.publishedAt)) hits.push(channelHit(c, score));
      }
    }
    if (types.includes("video")) {
      const owners =
        channelId === null ? channels : [channelById(channelId, 50)].filter((c): c is FakeYoutubeChannel => c !== undefined);
      for (const owner of owners) {
        for (const video of owner.videos) {
          if (isPrivate(owner, video.id) || !isPublishedAfter(video.snippet?.publishedAt)) continue;
          const score = textScore([], [video.snippet?.title, video.snippet?.description, ...(video.snippet?.tags ?? [])]);
          if (score > 0) hits.push(videoHit(owner, video, score));
        }
      }
    }
    const by: Record<string, (a: SearchHit, b: SearchHit) => number> = {
      relevance: (a, b) => b.relevance - a.relevance,
      date: (a, b) => b.publishedAt.localeCompare(a.publishedAt),
      viewCount: (a, b) => b.views - a.views,
      videoCount: (a, b) => b.videoCount - a.videoCount,
      rating: (a, b) => b.likes - a.likes,
      title: (a, b) => a.title.localeCompare(b.title),
    };
    hits.sort(by[order]);
    const page = hits.slice(offset, offset + size).map((hit) => hit.result);
    return {
      kind: "youtube#searchListResponse",
      etag: "fake-etag",
      ...(offset + size < hits.length ? { nextPageToken: pageToken(offset + size) } : {}),
      ...(offset > 0 ? { prevPageToken: pageToken(Math.max(0, offset - size)) } : {}),
      regionCode: regionCode?.toUpperCase() ?? "US",
      pageInfo: { totalResults: hits.length, resultsPerPage: size },
      items: requested.includes("snippet") ? page : page.map(({ snippet: _snippet, ...rest }) => rest),
    };
  }

  /** The public uploads feed: Atom, the 15 newest public uploads, no key, no quota. */
  function uploadsFeed(url: URL): { status: number; body: string } {
    const channelId = url.searchParams.get("channel_id");
    const owner = channelId ? channelById(channelId, FEED_ENTRIES) : undefined;
    // YouTube answers an unknown channel with an HTML 404 page, not XML.
    if (!owner || !channelId)
      return { status: 404, body: "<!DOCTYPE html><html><head><title>404 Not Found</title></head><body>Not Found</body></html>" };
    const title = escapeHtml(owner.channel.snippet?.title ?? "");
    const channelUrl = `https://www.youtube.com/channel/${channelId}`;
    const entries = owner.videos
      .filter((video) => !isPrivate(owner, video.id))
      .slice(0, FEED_ENTRIES)
      .map((video) => {
        const published = video.snippet?.publishedAt ?? "";
        const thumb = video.snippet?.thumbnails?.high?.url ?? `https://i.ytimg.com/vi/${video.id}/hqdefault.jpg`;
        return `
 <entry>
  <id>yt:video:${video.id}</id>
  <yt:videoId>${video.id}</yt:videoId>
  <yt:channelId>${channelId}</yt:channelId>
  <title>${escapeHtml(video.snippet?.title ?? "")}</title>
  <link rel="alternate" href="https://www.youtube.com/watch?v=${video.id}"/>
  <author>
   <name>${title}</name>
   <uri>${channelUrl}</uri>
  </author>
  <published>${published.replace("Z", "+00:00")}</published>
  <updated>${published.replace("Z", "+00:00")}</updated>
  <media:group>
   <media:title>${escapeHtml(video.snippet?.title ?? "")}</media:title>
   <media:content url="https://www.youtube.com/v/${video.id}?version=3" type="application/x-shockwave-flash" width="640" height="390"/>
   <media:thumbnail url="${escapeHtml(thumb)}" width="480" height="360"/>
   <media:description>${escapeHtml(video.snippet?.description ?? "")}</media:description>
   <media:community>
    <media:starRating count="${Number(video.statistics?.likeCount ?? 0)}" average="5.00" min="1" max="5"/>
    <media:statistics views="${Number(video.statistics?.viewCount ?? 0)}"/>
   </media:community>
  </media:group>
 </entry>`;
      })
      .join("");
    const body = `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom">
 <link rel="self" href="http://www.youtube.com/feeds/videos.xml?channel_id=${channelId}"/>
 <id>yt:channel:${channelId.slice(2)}</id>
 <yt:channelId>${channelId.slice(2)}</yt:channelId>
 <title>${title}</title>
 <link rel="alternate" href="${channelUrl}"/>
 <author>
  <name>${title}</name>
  <uri>${channelUrl}</uri>
 </author>
 <published>${(owner.channel.snippet?.publishedAt ?? "").replace("Z", "+00:00")}</published>${entries}
</feed>`;
    return { status: 200, body };
  }

  function answer(url: URL): unknown {
    if (!url.pathname.startsWith(PREFIX)) throw googleError(404, "notFound", "Not Found", { status: "NOT_FOUND" });
    const key = url.searchParams.get("key");
    if (!key) throw NO_KEY;
    if (key !== apiKey) throw BAD_KEY;
    const billing = BILLING[url.pathname.slice(PREFIX.length)];
    if (!billing) throw googleError(404, "notFound", "Not Found", { status: "NOT_FOUND" });
    if (quotaExceeded || billed[billing.bucket] + 1 > quotaLimits[billing.bucket]) throw QUOTA_EXCEEDED;
    // Billed from here on: Google charges failed and invalid requests too.
    billed[billing.bucket] += 1;
    billed.byMethod[billing.method] = (billed.byMethod[billing.method] ?? 0) + 1;
    billed.idsByMethod[billing.method] =
      (billed.idsByMethod[billing.method] ?? 0) + (listParam(url.searchParams, "id")?.length ?? 0);
    if (failures.remaining > 0) {
      failures.remaining -= 1;
      throw serverError(failures.status);
    }
    switch (url.pathname.slice(PREFIX.length)) {
      case "channels":
        return channelsList(url.searchParams);
      case "playlistItems":
        return playlistItemsList(url.searchParams);
      case "videos":
        return videosList(url.searchParams);
      case "videos:batchGetStats":
        return videosBatchGetStats(url.searchParams);
      case "search":
        return searchList(url.searchParams);
      default:
        throw googleError(404, "notFound", "Not Found", { status: "NOT_FOUND" });
    }
  }

  function answerFeed(url: URL, params: Record<string, string>, response: ServerResponse): void {
    billed.feedReads += 1;
    let feed: { status: number; body: string };
    if (feedFailures.remaining > 0) {
      feedFailures.remaining -= 1;
      feed = { status: feedFailures.status, body: "<!DOCTYPE html><html><body>Error</body></html>" };
    } else {
      feed = uploadsFeed(url);
    }
    if (logRequests) requests.push({ endpoint: FEED_PATH.slice(1), params, status: feed.status, at: new Date() });
    if (response.destroyed) return;
    response.writeHead(feed.status, {
      "content-type": feed.status === 200 ? "application/atom+xml; charset=UTF-8" : "text/html; charset=UTF-8",
    });
    response.end(feed.body);
  }

  function handle(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? "/", "http://fake-youtube.local");
    let status = 200;
    let body: unknown;
    const params = Object.fromEntries(
      [...new Set(url.searchParams.keys())]
        .filter((name) => name !== "key")
        .map((name) => [name, url.searchParams.getAll(name).join(",")]),
    );
    if (request.method === "GET" && url.pathname === FEED_PATH) {
      if (feedDelayMs > 0) setTimeout(() => answerFeed(url, params, response), feedDelayMs);
      else answerFeed(url, params, response);
      return;
    }
    if (request.method !== "GET") {
      status = 405;
      body = googleError(405, "methodNotAllowed", "Only GET is supported by this fake.").body;
    } else {
      try {
        body = answer(url);
      } catch (error) {
        // A bug in the fake answers like a Google 500, so the client's retry path sees it.
        const failure = error instanceof ApiError ? error : serverError(500);
        status = failure.status;
        body = failure.body;
      }
    }
    if (logRequests)
      requests.push({
        endpoint: url.pathname.startsWith(PREFIX) ? url.pathname.slice(PREFIX.length) : url.pathname,
        params,
        status,
        at: new Date(),
      });
    response.writeHead(status, { "content-type": "application/json; charset=UTF-8" });
    response.end(JSON.stringify(body));
  }

  function addChannels(added: FakeYoutubeChannel[]): void {
    const copies = structuredClone(added);
    const replaced = new Set(copies.map((c) => c.channel.id));
    channels = [...channels.filter((c) => !replaced.has(c.channel.id)), ...copies];
    indexes = null;
  }

  const server = createServer(handle);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    port,
    baseUrl: `http://127.0.0.1:${port}/youtube/v3`,
    feedUrl: `http://127.0.0.1:${port}${FEED_PATH}`,
    apiKey,
    quota: () => structuredClone(billed),
    setQuotaLimits(limits) {
      quotaLimits = { ...quotaLimits, ...limits };
    },
    requests,
    clearRequests: () => void requests.splice(0),
    setQuotaExceeded: (on) => void (quotaExceeded = on),
    failNext: (count, status = 503) => void (failures = { remaining: count, status }),
    setFeedDelay: (ms) => void (feedDelayMs = ms),
    failNextFeeds: (count, status = 503) => void (feedFailures = { remaining: count, status }),
    addChannel: (channel) => addChannels([channel]),
    addChannels,
    addVideos(channelId, videos) {
      const owner = index().channels.get(channelId);
      if (!owner) throw new Error(`The fake YouTube server has no channel ${channelId}`);
      owner.videos = [...structuredClone(videos), ...owner.videos];
      indexes = null;
    },
    reset() {
      channels = initial();
      indexes = null;
      quotaLimits = { default: Number.POSITIVE_INFINITY, search: Number.POSITIVE_INFINITY, ...options.quotaLimits };
      billed = { default: 0, search: 0, byMethod: {}, idsByMethod: {}, feedReads: 0 };
      quotaExceeded = false;
      failures = { remaining: 0, status: 503 };
      feedDelayMs = 0;
      feedFailures = { remaining: 0, status: 503 };
      requests.splice(0);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
