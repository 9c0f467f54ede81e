// What each YouTube Data API call costs (YouTube Data API: "Quota accounting per Pacific day (10,000
// units; search.list has its own allowance)"). Google's quota page: "Projects that enable the
// YouTube Data API have a default quota allocation of 100 search.list calls […] and 10,000 units
// per day combined for all other endpoints"; search.list "has its own quota bucket […] The quota
// cost is 1 per call". So a search is counted once in the 'search' bucket (limit:
// YOUTUBE_SEARCH_DAILY_CALLS) and never in the 'default' units (limit: YOUTUBE_DAILY_QUOTA_UNITS).
// (Under the older pricing a search cost 100 units of the 10,000; should a project still be billed
// so, Google's own 403 quotaExceeded stops us, and the client then marks the day as spent.)
// See docs/decisions/004-youtube-quota-buckets.md.

export type YoutubeQuotaBucket = "default" | "search";

export type YoutubeMethod = "channels.list" | "playlistItems.list" | "videos.list" | "videos.batchGetStats" | "search.list";

/** Where a call is counted and how much: units in 'default', calls in 'search'. */
export const YOUTUBE_QUOTA_COSTS: Record<YoutubeMethod, { bucket: YoutubeQuotaBucket; cost: number }> = {
  "channels.list": { bucket: "default", cost: 1 },
  "playlistItems.list": { bucket: "default", cost: 1 },
  "videos.list": { bucket: "default", cost: 1 },
  // Its method page says 1 unit; that it has a bucket of its own is reported only in a mirror of
  // the changelog (FACTS), so it is counted in the shared units until Google's quota page says so.
  "videos.batchGetStats": { bucket: "default", cost: 1 },
  "search.list": { bucket: "search", cost: 1 },
};

/** The units each bucket's number counts, for the admin dashboard. */
export const YOUTUBE_QUOTA_BUCKET_LABELS: Record<YoutubeQuotaBucket, { label: string; unit: string }> = {
  default: { label: "API units", unit: "units" },
  search: { label: "Searches", unit: "calls" },
};

/** The default allowance of a project (FACTS: 10,000 units a Pacific day); YOUTUBE_DAILY_QUOTA_UNITS overrides it. */
export const YOUTUBE_DEFAULT_DAILY_UNITS = 10_000;

/** channels.list, videos.list and videos.batchGetStats take at most 50 ids a call; playlistItems.list pages hold 50. */
export const YOUTUBE_MAX_IDS_PER_CALL = 50;
export const YOUTUBE_MAX_PAGE_SIZE = 50;
