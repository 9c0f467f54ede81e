// Google's resources (youtube_v3 types: every field optional, counts as strings) turned into the
// shapes the app uses: numbers, Dates, nulls for what is hidden or missing. The types come from
// @googleapis/youtube as types only; that package is never loaded at runtime.
import type { youtube_v3 } from "@googleapis/youtube";
import { isoDurationToSeconds } from "#domain/iso-duration";
import { youtubeChannelUrl } from "#domain/youtube-channel-ref";
import { decodeHtmlEntities } from "#domain/html-entities";
import { parseYoutubeCount, parseYoutubeKeywords, topicNameFromUrl, youtubeVideoUrl } from "#domain/youtube-api-values";

export interface YoutubeChannel {
  id: string;
  title: string;
  description: string;
  /** The @handle without "@" (from snippet.customUrl), when the channel has one. */
  handle: string | null;
  /** snippet.customUrl as given: "@handle", or an old custom name. */
  customUrl: string | null;
  /** The public page: https://www.youtube.com/@handle, else /channel/<id>. */
  url: string;
  publishedAt: Date | null;
  country: string | null;
  defaultLanguage: string | null;
  /** The largest avatar offered. */
  thumbnailUrl: string | null;
  bannerUrl: string | null;
  /** Null when the channel hides its count (statistics.hiddenSubscriberCount). */
  subscriberCount: number | null;
  viewCount: number | null;
  videoCount: number | null;
  /** contentDetails.relatedPlaylists.uploads: the playlist listUploads reads. */
  uploadsPlaylistId: string | null;
  keywords: string[];
  /** topicDetails.topicCategories (Wikipedia URLs) and their readable names. */
  topicCategories: string[];
  topics: string[];
}

export interface YoutubeVideo {
  id: string;
  channelId: string | null;
  title: string;
  description: string;
  publishedAt: Date | null;
  thumbnailUrl: string | null;
  /** Null for live and upcoming streams ("P0D") and when missing. */
  durationSeconds: number | null;
  viewCount: number | null;
  /** Null when the owner hides likes. */
  likeCount: number | null;
  /** Null when comments are turned off. */
  commentCount: number | null;
  liveBroadcastContent: string | null;
  tags: string[];
  url: string;
}

/** A video's counts from videos.batchGetStats: no title, description or thumbnail. */
export interface YoutubeVideoStat {
  id: string;
  publishedAt: Date | null;
  durationSeconds: number | null;
  viewCount: number | null;
  likeCount: number | null;
  commentCount: number | null;
}

/** One entry of an uploads playlist (newest first). */
export interface YoutubeUpload {
  videoId: string;
  title: string;
  publishedAt: Date | null;
  thumbnailUrl: string | null;
  position: number | null;
}

/** One video found by search.list (snippet only: no statistics; text unescaped). */
export interface YoutubeSearchVideo {
  videoId: string;
  channelId: string | null;
  title: string;
  description: string;
  publishedAt: Date | null;
  thumbnailUrl: string | null;
}

export interface YoutubeSearchChannel {
  channelId: string;
  title: string;
  description: string;
  thumbnailUrl: string | null;
}

function date(value: string | null | undefined): Date | null {
  if (!value) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The largest thumbnail offered (maxres > standard > high > medium > default). */
function bestThumbnailUrl(thumbnails: youtube_v3.Schema$ThumbnailDetails | undefined): string | null {
  if (!thumbnails) return null;
  for (const size of ["maxres", "standard", "high", "medium", "default"] as const) {
    const url = thumbnails[size]?.url;
    if (url) return url;
  }
  return null;
}

export function toYoutubeChannel(resource: youtube_v3.Schema$Channel): YoutubeChannel | null {
  if (!resource.id) return null;
  const { snippet, statistics, contentDetails, brandingSettings, topicDetails } = resource;
  const customUrl = snippet?.customUrl ?? null;
  const handle = customUrl?.startsWith("@") ? customUrl.slice(1) : null;
  const topicCategories = topicDetails?.topicCategories ?? [];
  return {
    id: resource.id,
    title: snippet?.title ?? brandingSettings?.channel?.title ?? "",
    description: snippet?.description ?? brandingSettings?.channel?.description ?? "",
    handle,
    customUrl,
    url: youtubeChannelUrl({ id: resource.id, handle }),
    publishedAt: date(snippet?.publishedAt),
    country: snippet?.country ?? brandingSettings?.channel?.country ?? null,
    defaultLanguage: snippet?.defaultLanguage ?? brandingSettings?.channel?.defaultLanguage ?? null,
    thumbnailUrl: bestThumbnailUrl(snippet?.thumbnails),
    bannerUrl: brandingSettings?.image?.bannerExternalUrl ?? null,
    subscriberCount: statistics?.hiddenSubscriberCount ? null : parseYoutubeCount(statistics?.subscriberCount),
    viewCount: parseYoutubeCount(statistics?.viewCount),
    videoCount: parseYoutubeCount(statistics?.videoCount),
    uploadsPlaylistId: contentDetails?.relatedPlaylists?.uploads ?? null,
    keywords: parseYoutubeKeywords(brandingSettings?.channel?.keywords),
    topicCategories,
    topics: topicCategories.map(topicNameFromUrl).filter((name): name is string => name !== null),
  };
}

export function toYoutubeVideo(resource: youtube_v3.Schema$Video): YoutubeVideo | null {
  if (!resource.id) return null;
  const { snippet, statistics, contentDetails } = resource;
  const seconds = isoDurationToSeconds(contentDetails?.duration);
  return {
    id: resource.id,
    channelId: snippet?.channelId ?? null,
    title: snippet?.title ?? "",
    description: snippet?.description ?? "",
    publishedAt: date(snippet?.publishedAt),
    thumbnailUrl: bestThumbnailUrl(snippet?.thumbnails),
    durationSeconds: seconds === 0 ? null : seconds,
    viewCount: parseYoutubeCount(statistics?.viewCount),
    likeCount: parseYoutubeCount(statistics?.likeCount),
    commentCount: parseYoutubeCount(statistics?.commentCount),
    liveBroadcastContent: snippet?.liveBroadcastContent ?? null,
    tags: snippet?.tags ?? [],
    url: youtubeVideoUrl(resource.id),
  };
}

/**
 * videos.batchGetStats' videoStats: its duration is a protobuf Duration ("480s", "12.5s") beside
 * durationMillis; an ISO-8601 one is read too, should Google switch to videos.list's form.
 */
export function toYoutubeVideoStat(
  resource: youtube_v3.Schema$VideoStat & {
    contentDetails?: { duration?: string | null; durationMillis?: string | number | null };
  },
): YoutubeVideoStat | null {
  if (!resource.id) return null;
  const { snippet, statistics, contentDetails } = resource;
  const millis =
    contentDetails?.durationMillis === undefined || contentDetails.durationMillis === null
      ? NaN
      : Number(contentDetails.durationMillis);
  const protobuf = /^(\d+(?:\.\d+)?)s$/.exec(contentDetails?.duration ?? "");
  const seconds = Number.isFinite(millis)
    ? Math.round(millis / 1000)
    : protobuf
      ? Math.round(Number(protobuf[1]))
      : isoDurationToSeconds(contentDetails?.duration);
  return {
    id: resource.id,
    publishedAt: date(snippet?.publishTime),
    durationSeconds: seconds === null || seconds === 0 ? null : seconds,
    viewCount: parseYoutubeCount(statistics?.viewCount),
    likeCount: parseYoutubeCount(statistics?.likeCount),
    commentCount: parseYoutubeCount(statistics?.commentCount),
  };
}

/** Null for entries without a video or publish date: private and deleted videos stay in playlists. */
export function toYoutubeUpload(item: youtube_v3.Schema$PlaylistItem): YoutubeUpload | null {
  const videoId = item.contentDetails?.videoId ?? item.snippet?.resourceId?.videoId;
  const publishedAt = date(item.contentDetails?.videoPublishedAt);
  if (!videoId || !publishedAt) return null;
  return {
    videoId,
    title: item.snippet?.title ?? "",
    publishedAt,
    thumbnailUrl: bestThumbnailUrl(item.snippet?.thumbnails),
    position: item.snippet?.position ?? null,
  };
}

// search.list writes titles and descriptions HTML-escaped ("Tom &amp; Jerry", "Don&#39;t"),
// unlike channels.list and videos.list.
export function toYoutubeSearchVideo(result: youtube_v3.Schema$SearchResult): YoutubeSearchVideo | null {
  const videoId = result.id?.videoId;
  if (!videoId) return null;
  return {
    videoId,
    channelId: result.snippet?.channelId ?? null,
    title: decodeHtmlEntities(result.snippet?.title ?? ""),
    description: decodeHtmlEntities(result.snippet?.description ?? ""),
    publishedAt: date(result.snippet?.publishedAt),
    thumbnailUrl: bestThumbnailUrl(result.snippet?.thumbnails),
  };
}

export function toYoutubeSearchChannel(result: youtube_v3.Schema$SearchResult): YoutubeSearchChannel | null {
  const channelId = result.id?.channelId ?? result.snippet?.channelId;
  if (!channelId) return null;
  return {
    channelId,
    title: decodeHtmlEntities(result.snippet?.title ?? ""),
    description: decodeHtmlEntities(result.snippet?.description ?? ""),
    thumbnailUrl: bestThumbnailUrl(result.snippet?.thumbnails),
  };
}
