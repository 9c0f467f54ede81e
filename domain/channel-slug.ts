// Channel routes: slug building (spec §2) and id extraction (spec §4).

/** Spec §4/§8: "Invalid id or url gives 'Invalid channel ID or URL'." */
export const INVALID_CHANNEL_ID_MESSAGE = "Invalid channel ID or URL";

export type ExtractChannelIdResult = { ok: true; id: string } | { ok: false; error: typeof INVALID_CHANNEL_ID_MESSAGE };

const UUID_SOURCE = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
// A UUID not glued to other hex digits, so "…aa-<uuid>" can't shift the match.
const UUID_ANYWHERE = new RegExp(`(?<![0-9a-f])${UUID_SOURCE}(?![0-9a-f])`, "gi");
const UUID_AT_END = new RegExp(`(?:^|-)(${UUID_SOURCE})$`, "i");
const ID_SEGMENT = /^[A-Za-z0-9_]+$/;
const UUID_EXACT = new RegExp(`^${UUID_SOURCE}$`, "i");

export function isUuid(value: string): boolean {
  return UUID_EXACT.test(value);
}

/** Spec §2: "the lowercased title, punctuation stripped, spaces turned to hyphens"; Unicode letters are kept. */
export function slugifyTitle(title: string | null | undefined): string {
  if (!title) return "";
  return title
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s-]/gu, "")
    .replace(/[\s-]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}

/** Spec §2: title slug plus the id, or 'channel-{id}' if there is no title. */
export function channelSlug(title: string | null | undefined, id: string): string {
  const titlePart = slugifyTitle(title);
  return `${titlePart || "channel"}-${id}`;
}

/** Percent-encoded so non-ASCII titles stay valid in a Location header. */
export function channelPath(title: string | null | undefined, id: string): string {
  return `/channel/${encodeURIComponent(channelSlug(title, id))}`;
}

/** Spec §4: "The id is taken directly or extracted from a url (uuid pattern, else the last dash-separated segment)". */
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

function lastPathSegment(input: string): string {
  const withoutQuery = input.replace(/[?#].*$/s, "");
  const segments = withoutQuery.split("/").filter((segment) => segment.length > 0);
  const last = segments.at(-1) ?? "";
  // "/channel/" with nothing after it names the route, not a channel.
  if (withoutQuery.includes("/") && last.toLowerCase() === "channel") return "";
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
