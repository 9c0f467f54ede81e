// What an admin pastes into "YouTube channel URL, @handle or id" on /admin/channels/add: a
// channel id (UC… — 24 characters), an @handle, or a youtube.com URL holding one of those.

export type YoutubeChannelReference = { kind: "id"; id: string } | { kind: "handle"; handle: string };

/** A channel id: "UC" and 22 URL-safe base64 characters. */
export const YOUTUBE_CHANNEL_ID_PATTERN = /^UC[A-Za-z0-9_-]{22}$/;
/** YouTube handles: 3–30 letters, digits, underscores, hyphens and periods (stored without "@"). */
export const YOUTUBE_HANDLE_PATTERN = /^[\p{L}\p{N}._-]{3,30}$/u;

const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com"]);

/**
 * Reads a channel id or handle from what was pasted, or null when it is neither. Legacy
 * `/user/` and `/c/` URLs are not accepted: the Data API cannot look them up reliably.
 */
export function parseYoutubeChannelReference(input: string | null | undefined): YoutubeChannelReference | null {
  const text = (input ?? "").trim();
  if (!text) return null;
  if (YOUTUBE_CHANNEL_ID_PATTERN.test(text)) return { kind: "id", id: text };
  if (text.startsWith("@")) return handle(text.slice(1));

  const url = parseUrl(text);
  if (!url || !YOUTUBE_HOSTS.has(url.hostname.toLowerCase())) return null;
  const [first, second] = url.pathname.split("/").filter(Boolean).map(safeDecode);
  if (first?.startsWith("@")) return handle(first.slice(1));
  if (first === "channel" && second && YOUTUBE_CHANNEL_ID_PATTERN.test(second)) return { kind: "id", id: second };
  return null;
}

function handle(value: string): YoutubeChannelReference | null {
  return YOUTUBE_HANDLE_PATTERN.test(value) ? { kind: "handle", handle: value } : null;
}

function parseUrl(text: string): URL | null {
  // "youtube.com/@name" without a scheme is how people copy it from the address bar.
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
