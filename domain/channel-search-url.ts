// The address of a channel search: its sorts, page sizes, the names of its URL parameters and
// the link builder. No zod here: components and pages that only link to a search load this, and
// the browser never downloads the parsing schema (domain/channel-search-params.ts) for it.
import type { UploadRateBandKey } from "#domain/upload-rate";

/** Sorts anyone may use. */
export const PUBLIC_CHANNEL_SORTS = ["relevance", "subscribers", "views", "videos", "newest", "rpm", "fastest_growing"] as const;
/** Spec §6: revenue figures are members-only, so are the sorts on them. */
export const MEMBER_CHANNEL_SORTS = ["revenue_per_video", "revenue_per_subscriber"] as const;
export const CHANNEL_SORTS = [...PUBLIC_CHANNEL_SORTS, ...MEMBER_CHANNEL_SORTS] as const;
export type ChannelSort = (typeof CHANNEL_SORTS)[number];

export const CHANNEL_SORT_LABELS: Record<ChannelSort, string> = {
  relevance: "Best match",
  subscribers: "Most subscribers",
  views: "Most views",
  videos: "Most videos",
  newest: "Newest channels",
  rpm: "Highest RPM",
  fastest_growing: "Fastest growing (30 days)",
  revenue_per_video: "Revenue per video",
  revenue_per_subscriber: "Revenue per subscriber",
};

/** Results per page of the search page. */
export const SEARCH_PAGE_SIZE = 24;
/** Upper bound of `limit` (API). */
export const SEARCH_MAX_LIMIT = 100;
/** Deep pages cost a full sort each; nobody pages past this. */
export const SEARCH_MAX_PAGE = 500;
/** Longest accepted query text. */
export const SEARCH_MAX_QUERY_CHARS = 200;

export type ChannelSearchQuery = {
  q: string | null;
  type: string | null;
  /** Niche slug. */
  niche: string | null;
  country: string | null;
  subscribersMin: number | null;
  subscribersMax: number | null;
  viewsMin: number | null;
  viewsMax: number | null;
  videosMin: number | null;
  videosMax: number | null;
  uploadRate: UploadRateBandKey | null;
  /** The channel's RPM (USD per 1,000 views, the creator's). */
  rpmMin: number | null;
  rpmMax: number | null;
  /** ISO day (yyyy-mm-dd), inclusive. */
  startedFrom: string | null;
  startedTo: string | null;
  /** Members only (spec §6). */
  revenuePerVideoMin: number | null;
  revenuePerVideoMax: number | null;
  monthlyRevenueMin: number | null;
  monthlyRevenueMax: number | null;
  sort: ChannelSort;
  /** 1-based. */
  page: number;
  limit: number;
  /** Rows to skip; from `page` or from an API cursor. */
  offset: number;
  /**
   * Only channels added to the catalogue after this instant (ISO timestamp): a saved search's
   * "new since it was saved". Not a URL parameter; set by the server only.
   */
  addedAfter?: string | null;
};

/** Query-string names of each field (short, so shared URLs stay readable). */
export const SEARCH_PARAM_NAMES = {
  q: "q",
  type: "type",
  niche: "niche",
  country: "country",
  subscribersMin: "subs_min",
  subscribersMax: "subs_max",
  viewsMin: "views_min",
  viewsMax: "views_max",
  videosMin: "videos_min",
  videosMax: "videos_max",
  uploadRate: "upload_rate",
  rpmMin: "rpm_min",
  rpmMax: "rpm_max",
  startedFrom: "started_from",
  startedTo: "started_to",
  revenuePerVideoMin: "rpv_min",
  revenuePerVideoMax: "rpv_max",
  monthlyRevenueMin: "monthly_min",
  monthlyRevenueMax: "monthly_max",
  sort: "sort",
  page: "page",
  limit: "limit",
  cursor: "cursor",
} as const;

export type SearchParamName = (typeof SEARCH_PARAM_NAMES)[keyof typeof SEARCH_PARAM_NAMES];

/**
 * The /channel-search address of a search: its set fields by query-string name, blanks left out
 * so a shared link stays short; page 1 is the default and never written.
 */
export function channelSearchHref(values: Partial<Record<SearchParamName, string | number>>, path = "/channel-search"): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    const text = value === undefined ? "" : String(value).trim();
    if (text === "" || (name === SEARCH_PARAM_NAMES.page && text === "1")) continue;
    params.set(name, text);
  }
  const search = params.toString();
  return `${path}${search ? `?${search}` : ""}`;
}

/** The CSV of a search: the same query without the page (the file holds every result). */
export function channelSearchExportHref(values: Partial<Record<SearchParamName, string | number>>): string {
  const { [SEARCH_PARAM_NAMES.page]: _page, ...rest } = values;
  return channelSearchHref(rest, "/channel-search/export.csv");
}

/** Fields only members may filter on. */
