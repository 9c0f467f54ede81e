// The YouTube Data API v3 client (YouTube Data API): finds a channel from whatever an admin pasted, reads
// channels, an uploads playlist and video statistics, and searches a channel's top videos. Each
// call reserves its quota first (youtube-transport.server.ts) and fails with a YoutubeApiError
// whose code the admin area words with youtubeErrorMessage (domain/youtube-errors.ts).
//
//   const youtube = createYoutubeClient({ ...youtubeConfigFromEnv(), quota: services.youtubeQuota });
//   const { channel } = await youtube.resolveChannel("https://www.youtube.com/@name");
//   const uploads = await youtube.listUploads(channel.uploadsPlaylistId!, { max: 50 });
//   const videos = await youtube.getVideos(uploads.items.map((u) => u.videoId));
import type { youtube_v3 } from "@googleapis/youtube";
import { parseUploadsFeed, type UploadsFeed } from "#domain/youtube-uploads-feed";
import {
  INVALID_CHANNEL_REF_MESSAGE,
  describeChannelRef,
  parseYoutubeChannelRef,
  type YoutubeChannelRef,
} from "#domain/youtube-channel-ref";
import { YOUTUBE_MAX_IDS_PER_CALL, YOUTUBE_MAX_PAGE_SIZE } from "#domain/youtube-quota";
import type { Env } from "#server/env";
import { getEnv } from "#server/env";
import { YoutubeApiError } from "#server/integrations/youtube/youtube-api-error.server";
import {
  toYoutubeChannel,
  toYoutubeSearchChannel,
  toYoutubeSearchVideo,
  toYoutubeUpload,
  toYoutubeVideo,
  toYoutubeVideoStat,
  type YoutubeChannel,
  type YoutubeSearchChannel,
  type YoutubeSearchVideo,
  type YoutubeUpload,
  type YoutubeVideo,
  type YoutubeVideoStat,
} from "#server/integrations/youtube/youtube-mappers.server";
import {
  createYoutubeTransport,
  type RetryOptions,
  type YoutubeQuotaGate,
} from "#server/integrations/youtube/youtube-transport.server";
import type { Logger } from "#server/logger";

export type { YoutubeChannel, YoutubeSearchChannel, YoutubeSearchVideo, YoutubeVideo, YoutubeVideoStat };

/** YouTube's public uploads feeds (no key, no quota). */
const DEFAULT_YOUTUBE_FEED_BASE_URL = "https://www.youtube.com/feeds/videos.xml";

export interface YoutubeClientConfig {
  /** Unset: every call fails with "notConfigured" before spending anything. */
  apiKey: string | undefined;
  baseUrl: string;
  /** Where the uploads feeds are read (YOUTUBE_FEED_BASE_URL); YouTube's own when left out. */
  feedBaseUrl?: string;
  quota: YoutubeQuotaGate;
  retry?: Partial<RetryOptions>;
  timeoutMs?: number;
  fetch?: typeof fetch;
  logger?: Pick<Logger, "warn">;
}

/** The key and base URLs from the environment (YOUTUBE_API_KEY, YOUTUBE_API_BASE_URL, YOUTUBE_FEED_BASE_URL). */
export function youtubeConfigFromEnv(env: Env = getEnv()): Pick<YoutubeClientConfig, "apiKey" | "baseUrl" | "feedBaseUrl"> {
  return { apiKey: env.YOUTUBE_API_KEY, baseUrl: env.YOUTUBE_API_BASE_URL, feedBaseUrl: env.YOUTUBE_FEED_BASE_URL };
}

/** search.list's filters that discovery uses (Google's names and meanings). */
export interface YoutubeSearchOptions {
  /** Results on this page, at most 50 (Google's limit). */
  max?: number;
  pageToken?: string;
  /** ISO 3166-1 alpha-2: results viewable in that country. */
  regionCode?: string;
  /** ISO 639-1: results most relevant to that language first. */
  relevanceLanguage?: string;
  order?: "relevance" | "date" | "viewCount" | "rating" | "title" | "videoCount";
  /** Only channels created / videos published after this instant. */
  publishedAfter?: Date;
}

/**
 * An uploads feed read: the feed, or why there is none — no such feed (notFound), the host too
 * slow (slow: timed out), pushing back (throttled: 429) or failing (unavailable: 5xx, network),
 * or an answer that is not a feed (unreadable). The refresh then falls back to the API.
 */
export type UploadsFeedRead =
  | { ok: true; feed: UploadsFeed }
  | { ok: false; reason: "notFound" | "unavailable" | "unreadable" | "slow" | "throttled" | "stopped"; retryAfterMs?: number };

/**
 * How a channel was found. `exact` is false when the match is a best guess — a /c/ name found by
 * search, or an old name that matched a handle — so the admin should confirm it before importing.
 */
export interface ResolvedChannel {
  channel: YoutubeChannel;
  via: "id" | "handle" | "username" | "search";
  exact: boolean;
}

export interface UploadsPage {
  /** Newest first; private and deleted entries left out. */
  items: YoutubeUpload[];
  /** pageInfo.totalResults: how many entries the playlist has. */
  totalResults: number | null;
  /** True when `max` stopped the listing before the playlist's end. */
  truncated: boolean;
}

// Every part the import needs, in one call (a call costs 1 unit whatever the parts).
const CHANNEL_PARTS = "snippet,statistics,contentDetails,brandingSettings,topicDetails";
const VIDEO_PARTS = "snippet,statistics,contentDetails";
const UPLOAD_PARTS = "snippet,contentDetails";
const VIDEO_STAT_PARTS = "snippet,statistics,contentDetails";

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function unique(ids: string[]): string[] {
  return [...new Set(ids.map((id) => id.trim()).filter(Boolean))];
}

const normalizedName = (value: string) =>
  value
    .replace(/^@/, "")
    .replace(/[\s_.-]/g, "")
    .toLowerCase();

export function createYoutubeClient(config: YoutubeClientConfig) {
  const transport = createYoutubeTransport({
    apiKey: config.apiKey ?? "",
    baseUrl: config.baseUrl,
    quota: config.quota,
    retry: config.retry,
    timeoutMs: config.timeoutMs,
    fetch: config.fetch,
    logger: config.logger,
  });

  const feedBase = config.feedBaseUrl ?? DEFAULT_YOUTUBE_FEED_BASE_URL;
  const doFetch = config.fetch ?? fetch;

  function searchParams(options: YoutubeSearchOptions, fallbackMax: number) {
    return {
      maxResults: Math.min(YOUTUBE_MAX_PAGE_SIZE, options.max ?? fallbackMax),
      pageToken: options.pageToken,
      regionCode: options.regionCode,
      relevanceLanguage: options.relevanceLanguage,
      order: options.order,
      publishedAfter: options.publishedAfter?.toISOString(),
    };
  }

  function requireKey(): void {
    if (!config.apiKey) throw new YoutubeApiError("notConfigured");
  }

  async function listChannels(
    filter: { id: string } | { forHandle: string } | { forUsername: string },
  ): Promise<YoutubeChannel[]> {
    requireKey();
    const body = await transport.get<youtube_v3.Schema$ChannelListResponse>(
      "channels.list",
      { part: CHANNEL_PARTS, ...filter },
      "channel",
    );
    // A channel that doesn't exist is a 200 with no items (the field is left out entirely).
    return (body.items ?? []).map(toYoutubeChannel).filter((c): c is YoutubeChannel => c !== null);
  }

  async function firstChannel(filter: { forHandle: string } | { forUsername: string }): Promise<YoutubeChannel | null> {
    return (await listChannels(filter))[0] ?? null;
  }

  const notFound = (ref: YoutubeChannelRef) =>
    new YoutubeApiError(
      "notFound",
      { method: "channels.list", resource: "channel" },
      `YouTube has no channel for ${describeChannelRef(ref)}`,
    );

  const client = {
    /** Whether an API key is set (the import buttons explain how to set one when not). */
    configured: Boolean(config.apiKey),

    /** Units (default bucket) and search calls (search bucket) spent by this client so far, retries included. */
    get spent(): { default: number; search: number } {
      return { ...transport.spent };
    },

    /**
     * Finds a channel from a pasted URL, @handle, /user/ name, /c/ name or channel id (or a
     * reference already parsed with parseYoutubeChannelRef). channels.list answers ids, handles
     * and usernames; a /c/ custom name is tried as a handle first (1 unit) and only then searched
     * for (search.list, which has a small allowance of its own).
     */
    async resolveChannel(input: string | YoutubeChannelRef): Promise<ResolvedChannel> {
      let ref: YoutubeChannelRef;
      if (typeof input === "string") {
        const parsed = parseYoutubeChannelRef(input);
        if (!parsed.ok) throw new YoutubeApiError("invalidReference", {}, INVALID_CHANNEL_REF_MESSAGE);
        ref = parsed.ref;
      } else {
        ref = input;
      }
      requireKey();

      switch (ref.kind) {
        case "id": {
          const [channel] = await listChannels({ id: ref.id });
          if (!channel) throw notFound(ref);
          return { channel, via: "id", exact: true };
        }
        case "handle": {
          const channel = await firstChannel({ forHandle: `@${ref.handle}` });
          if (!channel) throw notFound(ref);
          return { channel, via: "handle", exact: true };
        }
        case "username": {
          const byUsername = await firstChannel({ forUsername: ref.username });
          if (byUsername) return { channel: byUsername, via: "username", exact: true };
          // Many channels kept their old username as their handle when handles came in.
          const byHandle = await firstChannel({ forHandle: `@${ref.username}` });
          if (byHandle) return { channel: byHandle, via: "handle", exact: false };
          throw notFound(ref);
        }
        case "custom": {
          const byHandle = await firstChannel({ forHandle: `@${ref.name}` });
          if (byHandle) return { channel: byHandle, via: "handle", exact: false };
          const found = await client.searchChannels(ref.name, { max: 5 });
          if (found.length === 0) throw notFound(ref);
          const channels = await client.getChannels(found.map((f) => f.channelId));
          const wanted = normalizedName(ref.name);
          const match =
            channels.find((c) => c.customUrl !== null && normalizedName(c.customUrl) === wanted) ??
            channels.find((c) => normalizedName(c.title) === wanted) ??
            channels[0];
          if (!match) throw notFound(ref);
          return { channel: match, via: "search", exact: false };
        }
      }
    },

    /** One channel by id; "notFound" when YouTube has none. */
    async getChannel(id: string): Promise<YoutubeChannel> {
      const [channel] = await listChannels({ id });
      if (!channel)
        throw new YoutubeApiError("notFound", { method: "channels.list", resource: "channel" }, `YouTube has no channel ${id}`);
      return channel;
    },

    /** Channels by id, 50 a call, in the order asked; ids YouTube doesn't know are left out. */
    async getChannels(ids: string[]): Promise<YoutubeChannel[]> {
      const wanted = unique(ids);
      if (wanted.length === 0) return [];
      const byId = new Map<string, YoutubeChannel>();
      for (const batch of chunks(wanted, YOUTUBE_MAX_IDS_PER_CALL)) {
        for (const channel of await listChannels({ id: batch.join(",") })) byId.set(channel.id, channel);
      }
      return wanted.map((id) => byId.get(id)).filter((c): c is YoutubeChannel => c !== undefined);
    },

    /**
     * A channel's uploads (contentDetails.relatedPlaylists.uploads), newest first, following
     * nextPageToken 50 entries a call until `max` entries or the end. "notFound" for an unknown playlist.
     */
    async listUploads(playlistId: string, options: { max?: number } = {}): Promise<UploadsPage> {
      requireKey();
      const max = options.max ?? Number.POSITIVE_INFINITY;
      const items: YoutubeUpload[] = [];
      let pageToken: string | undefined;
      let totalResults: number | null = null;
      while (items.length < max) {
        const body = await transport.get<youtube_v3.Schema$PlaylistItemListResponse>(
          "playlistItems.list",
          { part: UPLOAD_PARTS, playlistId, maxResults: Math.min(YOUTUBE_MAX_PAGE_SIZE, max - items.length), pageToken },
          "playlist",
        );
        totalResults = body.pageInfo?.totalResults ?? totalResults;
        for (const item of body.items ?? []) {
          const upload = toYoutubeUpload(item);
          if (upload && items.length < max) items.push(upload);
        }
        pageToken = body.nextPageToken ?? undefined;
        if (!pageToken) return { items, totalResults, truncated: false };
      }
      return { items, totalResults, truncated: true };
    },

    /** Statistics, durations and snippets of videos, 50 ids a call, in the order asked; unknown or deleted ids are left out. */
    async getVideos(ids: string[]): Promise<YoutubeVideo[]> {
      requireKey();
      const wanted = unique(ids);
      const byId = new Map<string, YoutubeVideo>();
      for (const batch of chunks(wanted, YOUTUBE_MAX_IDS_PER_CALL)) {
        const body = await transport.get<youtube_v3.Schema$VideoListResponse>(
          "videos.list",
          { part: VIDEO_PARTS, id: batch.join(",") },
          "video",
        );
        for (const item of body.items ?? []) {
          const video = toYoutubeVideo(item);
          if (video) byId.set(video.id, video);
        }
      }
      return wanted.map((id) => byId.get(id)).filter((v): v is YoutubeVideo => v !== undefined);
    },

    /**
     * Counts, publish time and duration of videos through videos.batchGetStats (1 unit a call of
     * up to 50 ids, its method page; off unless YOUTUBE_BATCH_GET_STATS is set), in the order
     * asked; unknown or deleted ids are left out.
     */
    async getVideoStats(ids: string[]): Promise<YoutubeVideoStat[]> {
      requireKey();
      const wanted = unique(ids);
      const byId = new Map<string, YoutubeVideoStat>();
      for (const batch of chunks(wanted, YOUTUBE_MAX_IDS_PER_CALL)) {
        const body = await transport.get<youtube_v3.Schema$BatchGetStatsResponse>(
          "videos.batchGetStats",
          { part: VIDEO_STAT_PARTS, id: batch.join(",") },
          "video",
        );
        for (const item of body.items ?? []) {
          const stat = toYoutubeVideoStat(item);
          if (stat) byId.set(stat.id, stat);
        }
      }
      return wanted.map((id) => byId.get(id)).filter((v): v is YoutubeVideoStat => v !== undefined);
    },

    /**
     * Spec §7 "External video platform search: GET search with part=snippet, channelId,
     * order=viewCount, maxResults=10". The channel's most viewed videos, most viewed first
     * (snippets only; getVideos adds statistics). Counts in the search allowance.
     */
    async searchTopVideos(channelId: string, options: { max?: number } = {}): Promise<YoutubeSearchVideo[]> {
      requireKey();
      const body = await transport.get<youtube_v3.Schema$SearchListResponse>(
        "search.list",
        {
          part: "snippet",
          channelId,
          order: "viewCount",
          type: "video",
          maxResults: Math.min(YOUTUBE_MAX_PAGE_SIZE, options.max ?? 10),
        },
        "channel",
      );
      return (body.items ?? []).map(toYoutubeSearchVideo).filter((v): v is YoutubeSearchVideo => v !== null);
    },

    /** Channels matching `query`, best match first (one page). Counts in the search allowance (1 call). */
    async searchChannels(query: string, options: YoutubeSearchOptions = {}): Promise<YoutubeSearchChannel[]> {
      return (await client.searchChannelsPage(query, options)).channels;
    },

    /** One page of channels matching `query`, with the token of the next page. 1 call of the search allowance. */
    async searchChannelsPage(
      query: string,
      options: YoutubeSearchOptions = {},
    ): Promise<{ channels: YoutubeSearchChannel[]; nextPageToken: string | null }> {
      requireKey();
      const body = await transport.get<youtube_v3.Schema$SearchListResponse>(
        "search.list",
        { part: "snippet", type: "channel", q: query, ...searchParams(options, 5) },
        "channel",
      );
      return {
        channels: (body.items ?? []).map(toYoutubeSearchChannel).filter((c): c is YoutubeSearchChannel => c !== null),
        nextPageToken: body.nextPageToken ?? null,
      };
    },

    /**
     * One page of videos matching `query`; their channels are the discovery candidates
     * (`channelIds`: each once, in the order found). 1 call of the search allowance.
     */
    async searchVideos(
      query: string,
      options: YoutubeSearchOptions = {},
    ): Promise<{ videos: YoutubeSearchVideo[]; channelIds: string[]; nextPageToken: string | null }> {
      requireKey();
      const body = await transport.get<youtube_v3.Schema$SearchListResponse>(
        "search.list",
        { part: "snippet", type: "video", q: query, ...searchParams(options, 25) },
        "video",
      );
      const videos = (body.items ?? []).map(toYoutubeSearchVideo).filter((v): v is YoutubeSearchVideo => v !== null);
      const channelIds = [...new Set(videos.flatMap((video) => (video.channelId ? [video.channelId] : [])))];
      return { videos, channelIds, nextPageToken: body.nextPageToken ?? null };
    },

    /**
     * A channel's public uploads feed: its 15 newest uploads, free of quota and key (FACTS), so
     * the refresh learns which channels uploaded without spending units. One attempt, never
     * throws: a feed YouTube doesn't have (404), a host that is slow (timeout) or pushes back
     * (429, 5xx, network), an answer that doesn't parse — each is a reason, and the feed reader
     * (youtube-feed-reader.server.ts) decides on retries and backs off.
     */
    async readUploadsFeed(
      channelId: string,
      options: { timeoutMs?: number; signal?: AbortSignal } = {},
    ): Promise<UploadsFeedRead> {
      const url = new URL(feedBase);
      url.searchParams.set("channel_id", channelId);
      const timeout = AbortSignal.timeout(options.timeoutMs ?? config.timeoutMs ?? 15_000);
      let response: Response;
      try {
        response = await doFetch(url, {
          headers: { accept: "application/atom+xml" },
          signal: options.signal ? AbortSignal.any([timeout, options.signal]) : timeout,
        });
      } catch {
        return { ok: false, reason: timeout.aborted ? "slow" : "unavailable" };
      }
      if (response.status === 404) {
        await response.body?.cancel();
        return { ok: false, reason: "notFound" };
      }
      if (!response.ok) {
        await response.body?.cancel();
        const after = Number(response.headers.get("retry-after"));
        return {
          ok: false,
          reason: response.status === 429 ? "throttled" : "unavailable",
          ...(Number.isFinite(after) && after > 0 ? { retryAfterMs: after * 1000 } : {}),
        };
      }
      let text: string;
      try {
        text = await response.text();
      } catch {
        return { ok: false, reason: timeout.aborted ? "slow" : "unavailable" };
      }
      const parsed = parseUploadsFeed(text);
      return parsed.ok ? { ok: true, feed: parsed.feed } : { ok: false, reason: "unreadable" };
    },
  };
  return client;
}

export type YoutubeClient = ReturnType<typeof createYoutubeClient>;
