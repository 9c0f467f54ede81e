// YouTube Data API failures as the admin area words them (the client throws YoutubeApiError with these codes).
import { INVALID_CHANNEL_REF_MESSAGE } from "#domain/youtube-channel-ref";
import type { YoutubeQuotaBucket } from "#domain/youtube-quota";

export type YoutubeErrorCode =
  | "notConfigured"
  | "badKey"
  /** Today's allowance is spent: refused by us before calling, or reported by Google. */
  | "quotaExceeded"
  | "notFound"
  | "invalidReference"
  | "badRequest"
  | "unavailable";

export type YoutubeResource = "channel" | "playlist" | "video";

export interface YoutubeErrorInfo {
  code: YoutubeErrorCode;
  bucket?: YoutubeQuotaBucket;
  resource?: YoutubeResource;
}

const RESOURCE_NAMES: Record<YoutubeResource, string> = { channel: "channel", playlist: "uploads playlist", video: "video" };

export function youtubeErrorMessage(error: YoutubeErrorInfo): string {
  switch (error.code) {
    case "notConfigured":
      return "YouTube isn't connected yet. Set YOUTUBE_API_KEY on the server and restart it.";
    case "badKey":
      return "YouTube didn't accept the API key. Check YOUTUBE_API_KEY and that the YouTube Data API v3 is enabled for its project.";
    case "quotaExceeded":
      return error.bucket === "search"
        ? "Today's YouTube search allowance is used up. It resets at midnight Pacific time; until then, paste the channel's @handle or channel URL instead."
        : "Today's YouTube API quota is used up. It resets at midnight Pacific time; try again after that.";
    case "notFound":
      return error.resource && error.resource !== "channel"
        ? `YouTube has no such ${RESOURCE_NAMES[error.resource]}. It may have been deleted or made private.`
        : "YouTube has no channel at that address. Check the URL, @handle or channel ID.";
    case "invalidReference":
      return INVALID_CHANNEL_REF_MESSAGE;
    case "badRequest":
      return "YouTube refused the request. Please try again; if it keeps happening, tell a developer.";
    case "unavailable":
      return "YouTube isn't answering right now. Please try again in a few minutes.";
  }
}
