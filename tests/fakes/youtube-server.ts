// A fake YouTube Data API v3 on a local port (node:http), for tests and offline development
// (`npm run dev:fake-youtube`). It answers channels.list, playlistItems.list, videos.list and
// search.list from fixtures (tests/fixtures/youtube) the way Google does: counts as strings, only
// the requested parts, a 200 with no items for an unknown channel, Google's error bodies. Tests
// can switch on a quota-exhausted answer, make the next requests fail with 5xx, add channels and
// videos, and read a log of every request. Imports stay relative so plain Node can run it too.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { youtube_v3 } from "@googleapis/youtube";
import { fixtureChannels, uploadsPlaylistId, type FakeYoutubeChannel } from "../fixtures/youtube/channels.ts";

export const FAKE_YOUTUBE_API_KEY = "fake-key";
const PREFIX = "/youtube/v3/";

export interface FakeYoutubeRequest {
  /** "channels", "playlistItems", "videos", "search", or what else was asked for. */
  endpoint: string;
  /** The query without the key. */
  params: Record<string, string>;
  status: number;
  at: Date;
}

export interface FakeYoutubeServer {
  port: number;
  /** For YOUTUBE_API_BASE_URL: http://127.0.0.1:<port>/youtube/v3 */
  baseUrl: string;
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
  /** Adds uploads to a known channel, newest first, before its existing ones. */
  addVideos(channelId: string, videos: youtube_v3.Schema$Video[]): void;
  /** Back to the fixtures, no switches, empty log. */
  reset(): void;
  close(): Promise<void>;
}

export interface FakeYoutubeOptions {
  port?: number;
  host?: string;
  apiKey?: string;
  channels?: FakeYoutubeChannel[];
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
  return new ApiError(status, { error: { code: status, message, errors: [{ message, domain: status === 400 ? "youtube.parameter" : "global", reason }], ...extra } });
}

const STATUS_NAMES: Record<number, string> = { 500: "INTERNAL", 502: "UNAVAILABLE", 503: "UNAVAILABLE", 504: "DEADLINE_EXCEEDED" };

function serverError(status: number): ApiError {
  const message = status === 503 ? "The service is currently unavailable." : "Internal error encountered.";
  return new ApiError(status, {
    error: { code: status, message, errors: [{ message, domain: "global", reason: status === 503 ? "backendError" : "internalError" }], status: STATUS_NAMES[status] ?? "UNKNOWN" },
  });
}

const QUOTA_EXCEEDED = new ApiError(403, {
  error: {
    code: 403,
    message: 'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
    errors: [
      {
        message: 'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
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
    message: "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.",
    errors: [{ message: "Method doesn't allow unregistered callers.", domain: "global", reason: "forbidden" }],
    status: "PERMISSION_DENIED",
  },
});

const CHANNEL_PARTS = new Set(["snippet", "statistics", "contentDetails", "brandingSettings", "topicDetails", "status", "localizations", "id"]);
const VIDEO_PARTS = new Set(["snippet", "statistics", "contentDetails", "status", "topicDetails", "localizations", "player", "id"]);
const PLAYLIST_ITEM_PARTS = new Set(["snippet", "contentDetails", "status", "id"]);

/** The requested parts, checked like Google does (required, known names only). */
function parts(params: URLSearchParams, known: Set<string>): string[] {
  const value = params.get("part");
  if (!value) throw googleError(400, "required", "No filter selected. Expected one of: part", { status: "INVALID_ARGUMENT" });
  const list = value.split(",").map((p) => p.trim()).filter(Boolean);
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
    throw googleError(400, "invalidValue", `Invalid value '${value}'. Values must be within the range: [0, ${max}]`, { status: "INVALID_ARGUMENT" });
  }
  return n;
}

// Page tokens are opaque to clients; here they carry the offset.
const pageToken = (offset: number) => `CD${Buffer.from(`o:${offset}`).toString("base64url")}`;
function offsetFrom(token: string | null): number {
  if (!token) return 0;
  const match = /^o:(\d+)$/.exec(Buffer.from(token.slice(2), "base64url").toString());
  if (!token.startsWith("CD") || !match) throw googleError(400, "invalidPageToken", "The request specifies an invalid page token.", { status: "INVALID_ARGUMENT" });
  return Number(match[1]);
}

const normalized = (value: string) => value.replace(/^@/, "").replace(/[\s_.·-]/g, "").toLowerCase();
const escapeHtml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

export async function startFakeYoutubeServer(options: FakeYoutubeOptions = {}): Promise<FakeYoutubeServer> {
  const apiKey = options.apiKey ?? FAKE_YOUTUBE_API_KEY;
  const initial = () => structuredClone(options.channels ?? fixtureChannels());
  let channels = initial();
  let quotaExceeded = false;
  let failures: { remaining: number; status: number } = { remaining: 0, status: 503 };
  const requests: FakeYoutubeRequest[] = [];

  const isPrivate = (owner: FakeYoutubeChannel, videoId: string | null | undefined) => Boolean(videoId && owner.privateVideoIds?.includes(videoId));
  const publicVideos = () => channels.flatMap((c) => c.videos.filter((v) => !isPrivate(c, v.id)));

  function channelsList(params: URLSearchParams): youtube_v3.Schema$ChannelListResponse {
    const requested = parts(params, CHANNEL_PARTS);
    const filters = ["id", "forHandle", "forUsername", "mine", "managedByMe", "categoryId"].filter((f) => params.has(f));
    if (filters.length !== 1) {
      throw googleError(400, filters.length === 0 ? "missingRequiredParameter" : "incompatibleParameters", "Exactly one of id, forHandle or forUsername must be given.", { status: "INVALID_ARGUMENT" });
    }
    let found: FakeYoutubeChannel[] = [];
    const id = params.get("id");
    const handle = params.get("forHandle");
    const username = params.get("forUsername");
    if (id !== null) {
      const ids = id.split(",").map((s) => s.trim()).filter(Boolean);
      if (ids.length > 50) throw googleError(400, "invalidFilters", "The request specifies more than 50 ids.", { status: "INVALID_ARGUMENT" });
      found = ids.map((wanted) => channels.find((c) => c.channel.id === wanted)).filter((c): c is FakeYoutubeChannel => c !== undefined);
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
    if (!playlistId) throw googleError(400, "playlistIdRequired", "The request must specify playlistId.", { status: "INVALID_ARGUMENT" });
    const owner = channels.find((c) => uploadsPlaylistId(c.channel.id ?? "") === playlistId);
    if (!owner) {
      throw googleError(404, "playlistNotFound", "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.", { status: "NOT_FOUND" });
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
    const id = params.get("id");
    if (id === null) throw googleError(400, "missingRequiredParameter", "No filter selected. Expected one of: id, chart, myRating", { status: "INVALID_ARGUMENT" });
    if (params.has("maxResults")) throw googleError(400, "incompatibleParameters", "maxResults cannot be used with id.", { status: "INVALID_ARGUMENT" });
    const ids = id.split(",").map((s) => s.trim()).filter(Boolean);
    if (ids.length > 50) throw googleError(400, "invalidFilters", "The request specifies more than 50 ids.", { status: "INVALID_ARGUMENT" });
    const all = publicVideos();
    const found = ids.map((wanted) => all.find((v) => v.id === wanted)).filter((v): v is youtube_v3.Schema$Video => v !== undefined);
    return {
      kind: "youtube#videoListResponse",
      etag: "fake-etag",
      items: found.map((v) => pick(v, requested)),
      pageInfo: { totalResults: found.length, resultsPerPage: found.length },
    };
  }

  function searchList(params: URLSearchParams): youtube_v3.Schema$SearchListResponse {
    const requested = parts(params, new Set(["snippet", "id"]));
    const size = maxResults(params, 5, 50);
    const type = params.get("type");
    const channelId = params.get("channelId");
    const q = params.get("q");
    const results: youtube_v3.Schema$SearchResult[] = [];

    if (channelId !== null && type !== "channel") {
      const owner = channels.find((c) => c.channel.id === channelId);
      const videos = (owner?.videos ?? []).filter((v) => !isPrivate(owner!, v.id));
      const order = params.get("order") ?? "relevance";
      const sorted = order === "viewCount" ? [...videos].sort((a, b) => Number(b.statistics?.viewCount ?? 0) - Number(a.statistics?.viewCount ?? 0)) : videos;
      for (const video of sorted.slice(0, size)) {
        results.push({
          kind: "youtube#searchResult",
          etag: `etag-search-${video.id}`,
          id: { kind: "youtube#video", videoId: video.id },
          snippet: {
            publishedAt: video.snippet?.publishedAt,
            channelId: owner?.channel.id,
            // search.list HTML-escapes its text, unlike the list methods.
            title: escapeHtml(video.snippet?.title ?? ""),
            description: escapeHtml(video.snippet?.description ?? ""),
            thumbnails: video.snippet?.thumbnails,
            channelTitle: escapeHtml(owner?.channel.snippet?.title ?? ""),
            liveBroadcastContent: video.snippet?.liveBroadcastContent,
          },
        });
      }
    } else if (q !== null && (type === "channel" || type === null)) {
      const wanted = normalized(q);
      const matches = channels.filter((c) =>
        [c.channel.snippet?.title, c.channel.snippet?.customUrl, ...(c.customNames ?? [])].some((name) => name && wanted && normalized(name).includes(wanted)),
      );
      for (const c of matches.slice(0, size)) {
        results.push({
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
        });
      }
    } else {
      throw googleError(400, "invalidSearchFilter", "The request contains an invalid combination of search filters and/or restrictions.", { status: "INVALID_ARGUMENT" });
    }
    return {
      kind: "youtube#searchListResponse",
      etag: "fake-etag",
      regionCode: "US",
      pageInfo: { totalResults: results.length, resultsPerPage: size },
      items: requested.includes("snippet") ? results : results.map(({ snippet: _snippet, ...rest }) => rest),
    };
  }

  function answer(url: URL): unknown {
    if (!url.pathname.startsWith(PREFIX)) throw googleError(404, "notFound", "Not Found", { status: "NOT_FOUND" });
    const key = url.searchParams.get("key");
    if (!key) throw NO_KEY;
    if (key !== apiKey) throw BAD_KEY;
    if (quotaExceeded) throw QUOTA_EXCEEDED;
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
      case "search":
        return searchList(url.searchParams);
      default:
        throw googleError(404, "notFound", "Not Found", { status: "NOT_FOUND" });
    }
  }

  function handle(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? "/", "http://fake-youtube.local");
    let status = 200;
    let body: unknown;
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
    const params = Object.fromEntries([...url.searchParams].filter(([name]) => name !== "key"));
    requests.push({ endpoint: url.pathname.startsWith(PREFIX) ? url.pathname.slice(PREFIX.length) : url.pathname, params, status, at: new Date() });
    response.writeHead(status, { "content-type": "application/json; charset=UTF-8" });
    response.end(JSON.stringify(body));
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
    apiKey,
    requests,
    clearRequests: () => void requests.splice(0),
    setQuotaExceeded: (on) => void (quotaExceeded = on),
    failNext: (count, status = 503) => void (failures = { remaining: count, status }),
    addChannel(channel) {
      const copy = structuredClone(channel);
      channels = [...channels.filter((c) => c.channel.id !== copy.channel.id), copy];
    },
    addVideos(channelId, videos) {
      const owner = channels.find((c) => c.channel.id === channelId);
      if (!owner) throw new Error(`The fake YouTube server has no channel ${channelId}`);
      owner.videos = [...structuredClone(videos), ...owner.videos];
    },
    reset() {
      channels = initial();
      quotaExceeded = false;
      failures = { remaining: 0, status: 503 };
      requests.splice(0);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
