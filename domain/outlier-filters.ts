// The filters of /outliers as the page shows them and links to them: no zod here, so the page's
// scripts do not load it (its query is parsed on the server, domain/outlier-search-params.ts).
import type { VideoFormat } from "#domain/video-format";

/** Counted back from the newest scored upload (the outliers service's asOf). */
export const OUTLIER_PUBLISHED_WITHIN_DAYS = [7, 30, 90, 365] as const;
export type OutlierPublishedWithin = (typeof OUTLIER_PUBLISHED_WITHIN_DAYS)[number];

export const CHANNEL_SIZE_BANDS = [
  { key: "under-10k", label: "Under 10K subscribers", min: null, maxExclusive: 10_000 },
  { key: "10k-100k", label: "10K–100K subscribers", min: 10_000, maxExclusive: 100_000 },
  { key: "100k-1m", label: "100K–1M subscribers", min: 100_000, maxExclusive: 1_000_000 },
  { key: "1m-plus", label: "1M+ subscribers", min: 1_000_000, maxExclusive: null },
  // Overlaps the bands on purpose: a hit on a small channel says the format works, not the audience.
  { key: "100k-or-less", label: "100K subscribers or fewer", min: null, maxExclusive: 100_001 },
] as const;
export type ChannelSizeKey = (typeof CHANNEL_SIZE_BANDS)[number]["key"];
export const SIZE_KEYS = CHANNEL_SIZE_BANDS.map((band) => band.key);

/** Channels started within this many months of the newest scored upload. */
export const YOUNG_CHANNEL = { key: "under-12-months", label: "Under 12 months old", months: 12 } as const;
/** Videos whose views reached this many times the channel's subscribers: the format, not the audience, carried them. */
export const BEYOND_AUDIENCE = { key: "5x-subscribers", label: "Views ≥ 5× subscribers", multiple: 5 } as const;

export const VIDEO_FORMAT_LABELS: Record<VideoFormat, string> = { long: "Long-form", short: "Shorts" };

/** The names of the query string of /outliers and GET /api/v1/outliers. */
export type OutlierParamName =
  | "type"
  | "niche"
  | "country"
  | "size"
  | "within"
  | "format"
  | "views_min"
  | "channel_age"
  | "reach"
  | "page"
  | "limit";

export function outliersHref(values: Partial<Record<OutlierParamName, string | number | null>>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    const text = value === undefined || value === null ? "" : String(value).trim();
    if (text === "" || (name === "page" && text === "1")) continue;
    params.set(name, text);
  }
  const search = params.toString();
  return `/outliers${search ? `?${search}` : ""}`;
}
