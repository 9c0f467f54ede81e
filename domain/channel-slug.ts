// Channel routes: slug building (spec §2) and id extraction (spec §4).

/** Spec §4/§8: "Invalid id or url gives 'Invalid channel ID or URL'." */
export const INVALID_CHANNEL_ID_MESSAGE = "Invalid channel ID or URL";

export type ExtractChannelIdResult = { ok: true; id: string } | { ok: false; error: typeof INVALID_CHANNEL_ID_MESSAGE };

const UUID_SOURCE = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
// A UUID not glued to other hex digits, so "…aa-<uuid>" can't shift the match.
const UUID_ANYWHERE = new RegExp(`(?<![0-9a-f])${UUID_SOURCE}(?![0-9a-f])`, "gi");
// The slug form "{title}-{uuid}" or a bare uuid, at the end of a path segment.
const UUID_AT_END = new RegExp(`(?:^|-)(${UUID_SOURCE})$`, "i");
const ID_SEGMENT = /^[A-Za-z0-9_]+$/;
const UUID_EXACT = new RegExp(`^${UUID_SOURCE}$`, "i");

/** Whether `value` is a UUID; channel ids in our database are, so anything else can't match a row. */
export function isUuid(value: string): boolean {
  return UUID_EXACT.test(value);
}

/**
 * The title part of a channel slug. Spec §2: "the lowercased title, punctuation stripped, spaces
 * turned to hyphens". Unicode letters, marks and digits are kept; hyphens already in the title
 * stay; runs of whitespace/hyphens collapse to one hyphen; leading/trailing hyphens go.
 */
export function slugifyTitle(title: string | null | undefined): string {
  if (!title) return "";
  return title
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s-]/gu, "")
    .replace(/[\s-]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Spec §2: "a slug route made of the lowercased title, punctuation stripped, spaces turned to
 * hyphens, plus the id, or 'channel-{id}' if there is no title". A title with nothing left
 * after stripping counts as no title.
 */
export function channelSlug(title: string | null | undefined, id: string): string {
  const titlePart = slugifyTitle(title);
  return `${titlePart || "channel"}-${id}`;
}

/**
 * `/channel/{slug}`. The slug is percent-encoded so non-ASCII titles stay valid in a Location
 * header; the router decodes route params again.
 */
export function channelPath(title: string | null | undefined, id: string): string {
  return `/channel/${encodeURIComponent(channelSlug(title, id))}`;
}

/**
 * Spec §4: "The id is taken directly or extracted from a url (uuid pattern, else the last
 * dash-separated segment)". Accepts a bare id, a slug, a `/channel/{slug}` path or a full URL.
 * Order: a UUID ending the last path segment (the slug form), else the last UUID anywhere in
 * the input, else the last dash-separated part of the last path segment if it is a plain
 * token of letters, digits and underscores. UUIDs are returned lower-cased (canonical form).
 */
export function extractChannelId(input: string | null | undefined): ExtractChannelIdResult {
  const trimmed = (input ?? "").trim();
  if (!trimmed) return invalid();

  const lastSegment = lastPathSegment(trimmed);

  const slugUuid = UUID_AT_END.exec(lastSegment)?.[1];
  if (slugUuid) return { ok: true, id: slugUuid.toLowerCase() };

  const anyUuid = trimmed.match(UUID_ANYWHERE)?.at(-1);
  if (anyUuid) return { ok: true, id: anyUuid.toLowerCase() };

  const candidate = lastSegment.split("-").at(-1) ?? "";
  return ID_SEGMENT.test(candidate) ? { ok: true, id: candidate } : invalid();
}

function invalid(): ExtractChannelIdResult {
  return { ok: false, error: INVALID_CHANNEL_ID_MESSAGE };
}

/** The last non-empty path segment, without query string or fragment, percent-decoded. */
function lastPathSegment(input: string): string {
  const withoutQuery = input.replace(/[?#].*$/s, "");
  const segments = withoutQuery.split("/").filter((segment) => segment.length > 0);
  const last = segments.at(-1) ?? "";
  // "/channel/" with nothing after it names the route, not a channel.
  if (withoutQuery.includes("/") && last.toLowerCase() === "channel") return "";
  try {
    return decodeURIComponent(last);
  } catch {
    // Malformed escapes ("%E0%A4%A") are judged as typed.
    return last;
  }
}
