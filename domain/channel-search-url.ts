// The address of a channel search. No zod here: pages that only link to a search must not ship the parsing schema.
import type { UploadRateBandKey } from "#domain/upload-rate";

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

export const SEARCH_PAGE_SIZE = 24;
export const SEARCH_MAX_LIMIT = 100;
/** Deep pages cost a full sort each; nobody pages past this. */
export const SEARCH_MAX_PAGE = 500;
export const SEARCH_MAX_QUERY_CHARS = 200;

export type ChannelSearchQuery = {
  q: string | null;
  type: string | null;
  niche: string | null;
  country: string | null;
  subscribersMin: number | null;
  subscribersMax: number | null;
  viewsMin: number | null;
  viewsMax: number | null;
  videosMin: number | null;
  videosMax: number | null;
  uploadRate: UploadRateBandKey | null;
  rpmMin: number | null;
  rpmMax: number | null;
  startedFrom: string | null;
  startedTo: string | null;
  revenuePerVideoMin: number | null;
  revenuePerVideoMax: number | null;
  monthlyRevenueMin: number | null;
  monthlyRevenueMax: number | null;
  sort: ChannelSort;
  page: number;
  limit: number;
  offset: number;
  /** A saved search's "new since it was saved"; set by the server only, never from the URL. */
  addedAfter?: string | null;
};

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

export function channelSearchExportHref(values: Partial<Record<SearchParamName, string | number>>): string {
  const { [SEARCH_PARAM_NAMES.page]: _page, ...rest } = values;
  return channelSearchHref(rest, "/channel-search/export.csv");
}
