// What an admin pastes to add a channel, parsed once for the form's message and the client's API lookup.
import { z } from "zod";

export const INVALID_CHANNEL_REF_MESSAGE = "Paste a YouTube channel URL, @handle or channel ID";

/** `id`/`handle`/`username` map to channels.list lookups; a /c/ name has none and needs search.list. */
export type YoutubeChannelRef =
  | { kind: "id"; id: string }
  | { kind: "handle"; handle: string }
  | { kind: "username"; username: string }
  | { kind: "custom"; name: string };

export type ParseChannelRefResult =
  | { ok: true; ref: YoutubeChannelRef }
  | { ok: false; error: typeof INVALID_CHANNEL_REF_MESSAGE };

export const YOUTUBE_CHANNEL_ID_PATTERN = /^UC[A-Za-z0-9_-]{22}$/;
export const YOUTUBE_HANDLE_PATTERN = /^[\p{L}\p{M}\p{N}_.-]{3,30}$/u;
// Legacy usernames and custom names were looser; this keeps out anything that can't be one.
const LEGACY_NAME = /^[\p{L}\p{M}\p{N}_.-]{1,100}$/u;

const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com"]);

const CHANNEL_TABS = new Set([
  "",
  "featured",
  "videos",
  "shorts",
  "streams",
  "live",
  "playlists",
  "community",
  "posts",
  "podcasts",
  "releases",
  "store",
  "about",
  "courses",
  "search",
]);

// First path segments that are YouTube pages, not legacy vanity URLs ("youtube.com/SomeName").
const RESERVED_SEGMENTS = new Set([
  "watch",
  "shorts",
  "playlist",
  "results",
  "feed",
  "embed",
  "live",
  "hashtag",
  "channel",
  "user",
  "c",
  "gaming",
  "premium",
  "account",
  "signin",
  "logout",
  "redirect",
  "post",
  "clip",
  "source",
  "kids",
  "about",
  "howyoutubeworks",
  "playables",
  "podcasts",
  "trending",
  "upload",
  "t",
  "v",
  "e",
  "attribution_link",
  "oembed",
  "s",
  "yt",
  "ads",
  "creators",
  "jobs",
  "music",
  "movies",
  "new",
  "paid_memberships",
  "reporthistory",
  "supported_browsers",
  "storefront",
]);

const invalid = { ok: false, error: INVALID_CHANNEL_REF_MESSAGE } as const;

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function isTabPath(rest: string[]): boolean {
  return rest.length === 0 || (rest.length === 1 && CHANNEL_TABS.has(rest[0]!.toLowerCase()));
}

function fromPath(pathname: string): ParseChannelRefResult {
  const segments = pathname.split("/").filter(Boolean).map(decode);
  if (segments.some((s) => s === null) || segments.length === 0) return invalid;
  const [first, second, ...rest] = segments as string[];
  const head = first!;
  if (head.startsWith("@")) {
    const handle = head.slice(1);
    return YOUTUBE_HANDLE_PATTERN.test(handle) && isTabPath(second === undefined ? [] : [second, ...rest])
      ? { ok: true, ref: { kind: "handle", handle } }
      : invalid;
  }
  const kind = head.toLowerCase();
  if (kind === "channel") {
    return second && YOUTUBE_CHANNEL_ID_PATTERN.test(second) && isTabPath(rest)
      ? { ok: true, ref: { kind: "id", id: second } }
      : invalid;
  }
  if (kind === "user") {
    return second && LEGACY_NAME.test(second) && isTabPath(rest)
      ? { ok: true, ref: { kind: "username", username: second } }
      : invalid;
  }
  if (kind === "c") {
    return second && LEGACY_NAME.test(second) && isTabPath(rest) ? { ok: true, ref: { kind: "custom", name: second } } : invalid;
  }
  // A legacy vanity URL ("youtube.com/SomeName") resolves like a /c/ custom URL.
  if (!RESERVED_SEGMENTS.has(kind) && LEGACY_NAME.test(head) && isTabPath(second === undefined ? [] : [second, ...rest])) {
    return { ok: true, ref: { kind: "custom", name: head } };
  }
  return invalid;
}

export function parseYoutubeChannelRef(input: string): ParseChannelRefResult {
  const value = input.trim();
  if (value === "" || /\s/.test(value)) return invalid;
  if (YOUTUBE_CHANNEL_ID_PATTERN.test(value)) return { ok: true, ref: { kind: "id", id: value } };
  if (value.startsWith("@") || value.startsWith("/")) {
    const path = value.startsWith("@") ? `/${value}` : value;
    return fromPath(path.replace(/[?#].*$/, ""));
  }
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return invalid;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return invalid;
  if (!YOUTUBE_HOSTS.has(url.hostname.toLowerCase())) return invalid;
  return fromPath(url.pathname);
}

export function describeChannelRef(ref: YoutubeChannelRef): string {
  switch (ref.kind) {
    case "id":
      return `channel ${ref.id}`;
    case "handle":
      return `@${ref.handle}`;
    case "username":
      return `/user/${ref.username}`;
    case "custom":
      return `/c/${ref.name}`;
  }
}

export function handleFromChannelUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const parsed = parseYoutubeChannelRef(url);
  return parsed.ok && parsed.ref.kind === "handle" ? parsed.ref.handle : null;
}

export function youtubeChannelUrl(channel: { id: string; handle?: string | null }): string {
  return channel.handle
    ? `https://www.youtube.com/@${encodeURIComponent(channel.handle)}`
    : `https://www.youtube.com/channel/${encodeURIComponent(channel.id)}`;
}

export const youtubeChannelRefField = z
  .string({ error: INVALID_CHANNEL_REF_MESSAGE })
  .trim()
  // abort: an empty value gets the message once, not again from the refinement.
  .min(1, { error: INVALID_CHANNEL_REF_MESSAGE, abort: true })
  .refine((value) => parseYoutubeChannelRef(value).ok, INVALID_CHANNEL_REF_MESSAGE);
