// The daily refresh's plan (YouTube Data API, FACTS: 10,000 units a day; channels.list takes 50
// ids for 1 unit; the uploads feed is free). Pure: the job (server/jobs/stats-refresh.server.ts)
// and the admin dashboard read the same rules from here.
//
// The rule, from what we store about each channel:
//   hot      — never synced; or an upload in the last HOT_UPLOAD_DAYS days; or 30-day subscriber
//              growth of at least HOT_GROWTH_PERCENT          → refreshed every day
//   dormant  — no upload in the last DORMANT_AFTER_DAYS days (or no upload stored at all)
//                                                             → refreshed every 30 days
//   quiet    — everything else (uploads now and then)        → refreshed every 7 days
// A channel is due when its last sync is at least its tier's interval ago, in Pacific days (the
// quota's day), so "daily" means once per quota day whatever the hour of the run.
//
// What a due channel costs: its statistics share one channels.list call with 49 others
// (1/50 unit); then its uploads feed (free) says whether it has uploads we have not stored, and
// only those channels spend one playlistItems.list page and one or two videos.list calls
// (UPLOAD_SYNC_UNITS at most). The plan counts the uploads it expects per tier
// (EXPECTED_UPLOAD_SHARE, an assumption the run then replaces with what the feeds say), and the
// capacity is how many channels, in the catalogue's own tier mix, one day's allowance keeps on
// these intervals.
import { YOUTUBE_MAX_IDS_PER_CALL } from "#domain/youtube-quota";

const REFRESH_TIERS = ["hot", "quiet", "dormant"] as const;
export type RefreshTier = (typeof REFRESH_TIERS)[number];

/** Days between two refreshes of a channel in each tier. */
const REFRESH_INTERVAL_DAYS: Record<RefreshTier, number> = { hot: 1, quiet: 7, dormant: 30 };
/** An upload this recent makes a channel hot. */
export const HOT_UPLOAD_DAYS = 7;
/** 30-day subscriber growth (percent) that makes a channel hot whatever its uploads. */
export const HOT_GROWTH_PERCENT = 5;
/** No upload for this long: dormant. */
export const DORMANT_AFTER_DAYS = 90;
/** A channel with new uploads: one playlistItems page, then videos.list for the newest and the stored top videos (≤ 100 ids: 2 calls). */
const UPLOAD_SYNC_UNITS = 3;
/**
 * Share of due channels expected to have new uploads when their feed is read: a hot channel
 * uploads every other day or so, a quiet one within its week about a third of the time, a
 * dormant one rarely. An assumption for the plan and the capacity; the run counts what the feeds say.
 */
const EXPECTED_UPLOAD_SHARE: Record<RefreshTier, number> = { hot: 0.5, quiet: 0.3, dormant: 0.02 };

export const REFRESH_TIER_LABELS: Record<RefreshTier, { label: string; every: string }> = {
  hot: { label: "Hot", every: "daily" },
  quiet: { label: "Quiet", every: "weekly" },
  dormant: { label: "Dormant", every: "monthly" },
};

/** What the planner reads about a channel. */
export interface RefreshCandidate {
  id: string;
  /** The Pacific day (YYYY-MM-DD) of its last sync, or null when never synced. */
  lastSyncedDay: string | null;
  /** Its newest stored upload's publish time, or null when none is stored. */
  latestUploadAt: Date | null;
  /** Stored 30-day subscriber growth in percent, or null when unknown. */
  growthPercent30d: number | null;
}

const DAY_MS = 86_400_000;

/** Calendar days from one YYYY-MM-DD to another (date arithmetic: no daylight-saving drift). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export function refreshTier(channel: RefreshCandidate, now: Date): RefreshTier {
  if (channel.lastSyncedDay === null) return "hot";
  const sinceUpload = channel.latestUploadAt === null ? Number.POSITIVE_INFINITY : (now.getTime() - channel.latestUploadAt.getTime()) / DAY_MS;
  if (sinceUpload <= HOT_UPLOAD_DAYS || (channel.growthPercent30d ?? 0) >= HOT_GROWTH_PERCENT) return "hot";
  if (sinceUpload > DORMANT_AFTER_DAYS) return "dormant";
  return "quiet";
}

/** Whether a channel in `tier` is due on Pacific day `today`. */
export function isDue(channel: RefreshCandidate, tier: RefreshTier, today: string): boolean {
  return channel.lastSyncedDay === null || daysBetween(channel.lastSyncedDay, today) >= REFRESH_INTERVAL_DAYS[tier];
}

export interface RefreshPlanTier {
  tier: RefreshTier;
  /** Channels in this tier. */
  channels: number;
  /** Of them, due today. */
  due: number;
}

export interface RefreshPlan {
  day: string;
  tiers: RefreshPlanTier[];
  /** Due channels' ids with their tier, in the order given (the job passes least recently synced first). */
  due: { id: string; tier: RefreshTier }[];
  units: {
    /** channels.list calls: one per 50 due channels. */
    statistics: number;
    /** Expected playlistItems.list + videos.list units for the due channels with new uploads. */
    uploads: number;
    total: number;
  };
  /**
   * Channels one day's allowance keeps refreshed on these intervals, in this catalogue's tier
   * mix (an all-hot mix when the catalogue is empty).
   */
  capacity: number;
}

/** Average units a channel of each tier costs per day over its interval. */
function dailyUnitsPerChannel(tier: RefreshTier): number {
  return (1 / YOUTUBE_MAX_IDS_PER_CALL + EXPECTED_UPLOAD_SHARE[tier] * UPLOAD_SYNC_UNITS) / REFRESH_INTERVAL_DAYS[tier];
}

/** Channels `allowance` units a day keep fresh when they are spread over the tiers as `counts` says. */
export function refreshCapacity(counts: Record<RefreshTier, number>, allowance: number): number {
  const total = REFRESH_TIERS.reduce((sum, tier) => sum + counts[tier], 0);
  const mix = total === 0 ? { hot: 1, quiet: 0, dormant: 0 } : counts;
  const weight = total === 0 ? 1 : total;
  const perChannel = REFRESH_TIERS.reduce((sum, tier) => sum + (mix[tier] / weight) * dailyUnitsPerChannel(tier), 0);
  return Math.floor(allowance / perChannel);
}

/** Today's plan for `channels` (only those with a YouTube id), within `allowance` units a day. */
export function planRefresh(channels: readonly RefreshCandidate[], now: Date, today: string, allowance: number): RefreshPlan {
  const counts: Record<RefreshTier, number> = { hot: 0, quiet: 0, dormant: 0 };
  const dueCounts: Record<RefreshTier, number> = { hot: 0, quiet: 0, dormant: 0 };
  const due: RefreshPlan["due"] = [];
  for (const channel of channels) {
    const tier = refreshTier(channel, now);
    counts[tier] += 1;
    if (!isDue(channel, tier, today)) continue;
    dueCounts[tier] += 1;
    due.push({ id: channel.id, tier });
  }
  const statistics = Math.ceil(due.length / YOUTUBE_MAX_IDS_PER_CALL);
  const uploads = Math.ceil(REFRESH_TIERS.reduce((sum, tier) => sum + dueCounts[tier] * EXPECTED_UPLOAD_SHARE[tier] * UPLOAD_SYNC_UNITS, 0));
  return {
    day: today,
    tiers: REFRESH_TIERS.map((tier) => ({ tier, channels: counts[tier], due: dueCounts[tier] })),
    due,
    units: { statistics, uploads, total: statistics + uploads },
    capacity: refreshCapacity(counts, allowance),
  };
}
