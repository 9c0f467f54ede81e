// The daily refresh's plan at the quota's limit (YouTube Data API, FACTS: 10,000 units a day;
// channels.list and videos.list take 50 ids for 1 unit; the uploads feed is free). Pure: the job
// (server/jobs/stats-refresh.server.ts), the admin dashboard and bench/stats-refresh.ts read the
// same rules from here. ADR 024 says why.
//
// Tiers, from what we store about each channel:
//   new      — never synced                                   → today
//   hot      — an upload in the last HOT_UPLOAD_DAYS days, or 30-day subscriber growth of at least
//              HOT_GROWTH_PERCENT                              → every day
//   dormant  — no upload in the last DORMANT_AFTER_DAYS days (or none stored) → every 30 days
//   quiet    — everything else                                → every 7 days
// A channel is due when its last sync is at least its tier's interval ago, in Pacific days (the
// quota's day).
//
// What the units buy, part by part (UNIT_PARTS; every call belongs to exactly one part):
//   statistics  channels.list, 50 due channels of one part a call: the snapshot;
//   new videos  each due channel's feed (free) names its new uploads and their views; videos.list
//               reads what the feed lacks (duration, likes, comments), 50 ids a call across
//               channels — a new channel's first read takes the feed's 15 newest this way;
//   ages        views at fixed ages (domain/video-ages.ts): from the feed while the video is among
//               its channel's 15 newest (free), else videos.list, 50 ids a call;
//   fallback    a channel whose feed could not be read: one playlistItems.list page, at most
//               FALLBACK_SHARE of the day's allowance.
// The plan fills the units left today in priority order — new channels, hot, due video ages,
// quiet, dormant — and never plans past them; what does not fit waits, and being least recently
// synced it comes first in its part the next day (carry-over).
import { FEED_ENTRIES, type VideoAge, apiAgesFor } from "#domain/video-ages";
import { YOUTUBE_MAX_IDS_PER_CALL } from "#domain/youtube-quota";

export const REFRESH_TIERS = ["new", "hot", "quiet", "dormant"] as const;
export type RefreshTier = (typeof REFRESH_TIERS)[number];

/** The plan's parts in priority order: the tiers, with the due video ages after the hot channels. */
export const REFRESH_PARTS = ["new", "hot", "ages", "quiet", "dormant"] as const;
export type RefreshPart = (typeof REFRESH_PARTS)[number];

/** Where the units went: each part of the plan, and the playlistItems fallback for feeds that failed. */
export const UNIT_PARTS = [...REFRESH_PARTS, "fallback"] as const;
export type UnitPart = (typeof UNIT_PARTS)[number];
export type UnitsByPart = Record<UnitPart, number>;

/** Days between two refreshes of a channel in each tier. */
export const REFRESH_INTERVAL_DAYS: Record<RefreshTier, number> = { new: 1, hot: 1, quiet: 7, dormant: 30 };
/** An upload this recent makes a channel hot. */
export const HOT_UPLOAD_DAYS = 7;
/** 30-day subscriber growth (percent) that makes a channel hot whatever its uploads. */
export const HOT_GROWTH_PERCENT = 5;
/** No upload for this long: dormant. */
export const DORMANT_AFTER_DAYS = 90;
/**
 * New uploads a channel of each tier is expected to have per day since its last read: a hot
 * channel uploads about every other day, a quiet one every few weeks, a dormant one almost never.
 * What the plan reserves for videos.list before the feeds are read; the run then spends on what
 * the feeds say (and the bench prints both).
 */
const EXPECTED_UPLOADS_PER_DAY: Record<Exclude<RefreshTier, "new">, number> = { hot: 0.5, quiet: 0.05, dormant: 0.002 };
/** At most this share of the day's allowance goes to playlistItems for channels whose feed failed. */
export const FALLBACK_SHARE = 0.05;
/**
 * The stated tier mix the capacity is measured in (hot / quiet / dormant), so the figure follows
 * the allowance and the cost model, not the mix of whatever few channels were imported so far.
 */
export const REFERENCE_MIX: Record<Exclude<RefreshTier, "new">, number> = { hot: 0.4, quiet: 0.35, dormant: 0.25 };

export const REFRESH_PART_LABELS: Record<UnitPart, { label: string; every: string }> = {
  new: { label: "New channels", every: "first read" },
  hot: { label: "Hot", every: "daily" },
  ages: { label: "Video ages", every: "1, 7, 30, 90 days" },
  quiet: { label: "Quiet", every: "weekly" },
  dormant: { label: "Dormant", every: "monthly" },
  fallback: { label: "Feed fallback", every: `≤ ${FALLBACK_SHARE * 100}% of the day` },
};

const PER_CALL = YOUTUBE_MAX_IDS_PER_CALL;
const DAY_MS = 86_400_000;
// The epsilon keeps a sum of expected uploads such as 35,000 × 0.35 from rounding up a call.
const calls = (ids: number) => (ids <= 0 ? 0 : Math.ceil(ids / PER_CALL - 1e-9));

/** What the planner reads about a channel. */
export interface RefreshCandidate {
  id: string;
  /** The Pacific day (YYYY-MM-DD) of its last sync, or null when never synced. */
  lastSyncedDay: string | null;
  /** Its newest stored upload's publish time, or null when none is stored. */
  latestUploadAt: Date | null;
  /** Stored 30-day subscriber growth in percent, or null when unknown. */
  growthPercent30d: number | null;
  /** Uploads YouTube counted at the last sync (a new channel's first read takes at most the feed's 15). */
  videoCount?: number | null;
}

/** A video whose views at `age` are due today (server/jobs/stats-refresh.server.ts finds them). */
export interface DueAge {
  /** Our row id of the video. */
  videoRowId: string;
  channelId: string;
  age: VideoAge;
  /** Fewer than 15 newer uploads are stored: the channel's feed should still list it (free). */
  inFeed: boolean;
}

/** Calendar days from one YYYY-MM-DD to another (date arithmetic: no daylight-saving drift). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export function refreshTier(channel: RefreshCandidate, now: Date): RefreshTier {
  if (channel.lastSyncedDay === null) return "new";
  const sinceUpload =
    channel.latestUploadAt === null ? Number.POSITIVE_INFINITY : (now.getTime() - channel.latestUploadAt.getTime()) / DAY_MS;
  if (sinceUpload <= HOT_UPLOAD_DAYS || (channel.growthPercent30d ?? 0) >= HOT_GROWTH_PERCENT) return "hot";
  if (sinceUpload > DORMANT_AFTER_DAYS) return "dormant";
  return "quiet";
}

/** Whether a channel in `tier` is due on Pacific day `today`. */
export function isDue(channel: RefreshCandidate, tier: RefreshTier, today: string): boolean {
  return channel.lastSyncedDay === null || daysBetween(channel.lastSyncedDay, today) >= REFRESH_INTERVAL_DAYS[tier];
}

/** New uploads the plan reserves videos.list room for when a due channel's feed is read. */
function expectedNewVideos(channel: RefreshCandidate, tier: RefreshTier, today: string): number {
  if (tier === "new") return Math.min(FEED_ENTRIES, Math.max(0, channel.videoCount ?? FEED_ENTRIES));
  const days = channel.lastSyncedDay === null ? 1 : Math.max(1, daysBetween(channel.lastSyncedDay, today));
  return Math.min(FEED_ENTRIES, EXPECTED_UPLOADS_PER_DAY[tier] * days);
}

export interface Freshness {
  /** Days since the last snapshot: the median, the 95th percentile (nearest rank) and the oldest over the tier's synced channels; null when none. */
  median: number | null;
  p95: number | null;
  max: number | null;
}

/** Nearest-rank percentile of sorted numbers. */
function percentile(sorted: number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

export function freshnessOf(ages: number[]): Freshness {
  const sorted = [...ages].sort((a, b) => a - b);
  return { median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted.at(-1) ?? null };
}

export interface RefreshPlanPart {
  part: RefreshPart;
  /** Channels in the tier (for "ages": videos with an age due). */
  total: number;
  /** Of them, due today. */
  due: number;
  /** Due and planned within today's units. */
  planned: number;
  /** Due but left for the next run: the units ran out. */
  waiting: number;
  /** Video details carried over from earlier runs (for "ages": the readings due). */
  videos: number;
  /** Units the planned work is expected to cost. */
  units: number;
  /** Achieved freshness of the tier's channels (none for "ages"). */
  freshness: Freshness;
}

export interface RefreshPlan {
  day: string;
  /** Units the plan could spend (left of today's allowance). */
  budget: number;
  allowance: number;
  parts: RefreshPlanPart[];
  /** Planned channels with their tier, in priority order (least recently synced first within a tier). */
  refresh: { id: string; tier: RefreshTier }[];
  /** Due video ages planned today: those the feeds should answer (free) and those for videos.list. */
  ages: { feed: DueAge[]; api: DueAge[] };
  /** Channels read only for their feed today (an age due, the channel itself not due): free. */
  feedOnly: string[];
  /** Planned units per part (fallback: the cap, spent only when feeds fail) and their total. */
  units: UnitsByPart & { total: number };
  /** The fallback's cap in units: FALLBACK_SHARE of the allowance. */
  fallbackCap: number;
}

export interface PlanInput {
  /** Channels with a YouTube id, least recently synced first. */
  channels: readonly RefreshCandidate[];
  /** Video ages due today. */
  ages?: readonly DueAge[];
  /** Videos whose details (duration, likes, comments) an earlier run could not afford yet, per tier of their channel. */
  pendingVideos?: Partial<Record<RefreshTier, number>>;
  now: Date;
  today: string;
  /** Units left today. */
  budget: number;
  /** The day's allowance (YOUTUBE_DAILY_QUOTA_UNITS). */
  allowance: number;
}

/**
 * Today's plan: the due channels and video ages, in priority order, as far as `budget` units go.
 * A part is filled channel by channel while its statistics calls plus its expected videos.list
 * calls fit; then the next part gets what is left. A part that leaves work waiting ends the plan
 * (the few units left could not pay for its next channel; a later part must not pass it). The
 * planned total never exceeds the budget.
 */
export function planRefresh(input: PlanInput): RefreshPlan {
  const { channels, now, today } = input;
  const budget = Math.max(0, Math.floor(input.budget));
  const byTier = Object.fromEntries(
    REFRESH_TIERS.map((tier) => [tier, { total: 0, due: [] as RefreshCandidate[], ages: [] as number[] }]),
  ) as Record<RefreshTier, { total: number; due: RefreshCandidate[]; ages: number[] }>;
  const tierOf = new Map<string, RefreshTier>();
  for (const channel of channels) {
    const tier = refreshTier(channel, now);
    tierOf.set(channel.id, tier);
    const bucket = byTier[tier];
    bucket.total += 1;
    if (channel.lastSyncedDay !== null) bucket.ages.push(Math.max(0, daysBetween(channel.lastSyncedDay, today)));
    if (isDue(channel, tier, today)) bucket.due.push(channel);
  }

  let remaining = budget;
  const units = Object.fromEntries(UNIT_PARTS.map((part) => [part, 0])) as UnitsByPart;
  const parts: RefreshPlanPart[] = [];
  const refresh: RefreshPlan["refresh"] = [];
  const planned = new Set<string>();
  let agesPlan: RefreshPlan["ages"] = { feed: [], api: [] };

  for (const part of REFRESH_PARTS) {
    if (part === "ages") {
      const due = input.ages ?? [];
      // The feed's answer is free; only the rest costs, 50 a call, youngest ages first.
      const feed = due.filter((age) => age.inFeed);
      const api = due.filter((age) => !age.inFeed).sort((a, b) => a.age - b.age);
      const affordable = Math.min(api.length, remaining * PER_CALL);
      agesPlan = { feed, api: api.slice(0, affordable) };
      units.ages = calls(affordable);
      // Strict priority: what an earlier part leaves waiting is never passed by a later one.
      remaining = affordable < api.length ? 0 : remaining - units.ages;
      parts.push({
        part,
        total: due.length,
        due: due.length,
        planned: feed.length + affordable,
        waiting: api.length - affordable,
        videos: due.length,
        units: units.ages,
        freshness: { median: null, p95: null, max: null },
      });
      continue;
    }
    const tier = part;
    const { total, due, ages } = byTier[tier];
    let taken = 0;
    let videos = 0;
    for (const channel of due) {
      const more = videos + expectedNewVideos(channel, tier, today);
      if (calls(taken + 1) + calls(more) > remaining) break;
      taken += 1;
      videos = more;
    }
    // Details an earlier run left pending for this tier, within what is left of the part's room.
    const pending = input.pendingVideos?.[tier] ?? 0;
    videos += Math.max(0, Math.min(pending, (remaining - calls(taken)) * PER_CALL - videos));
    const cost = calls(taken) + calls(videos);
    units[tier] = cost;
    remaining = taken < due.length ? 0 : remaining - cost;
    for (const channel of due.slice(0, taken)) {
      refresh.push({ id: channel.id, tier });
      planned.add(channel.id);
    }
    parts.push({
      part,
      total,
      due: due.length,
      planned: taken,
      waiting: due.length - taken,
      videos: pending,
      units: cost,
      freshness: freshnessOf(ages),
    });
  }

  // An age the feed answers needs the feed read: free, once per channel not refreshed anyway.
  const feedOnly = [...new Set(agesPlan.feed.map((age) => age.channelId).filter((id) => !planned.has(id) && tierOf.has(id)))];
  const fallbackCap = Math.floor(input.allowance * FALLBACK_SHARE);
  const total = REFRESH_PARTS.reduce((sum, part) => sum + units[part], 0);
  return {
    day: today,
    budget,
    allowance: input.allowance,
    parts,
    refresh,
    ages: agesPlan,
    feedOnly,
    units: { ...units, total },
    fallbackCap,
  };
}

/**
 * Units a day one channel of a tier costs on its interval: its statistics (1/50 a read), the
 * details of its new uploads (1/50 each) and its video ages read through the API (1/50 each).
 */
export function dailyUnitsPerChannel(tier: Exclude<RefreshTier, "new">): number {
  const rate = EXPECTED_UPLOADS_PER_DAY[tier];
  return (1 / REFRESH_INTERVAL_DAYS[tier] + rate + rate * apiAgesFor(rate).length) / PER_CALL;
}

/** Units a day `counts` channels cost on their tiers (new channels: their one first read). */
export function dailyUnits(counts: Partial<Record<RefreshTier, number>>): number {
  const steady = (["hot", "quiet", "dormant"] as const).reduce(
    (sum, tier) => sum + (counts[tier] ?? 0) * dailyUnitsPerChannel(tier),
    0,
  );
  return steady + ((counts.new ?? 0) * (1 + FEED_ENTRIES)) / PER_CALL;
}

/** The largest catalogue, in REFERENCE_MIX, that `allowance` units a day keep on its tiers. */
export function refreshCapacity(allowance: number): number {
  const perChannel = (["hot", "quiet", "dormant"] as const).reduce(
    (sum, tier) => sum + REFERENCE_MIX[tier] * dailyUnitsPerChannel(tier),
    0,
  );
  return Math.floor(allowance / perChannel);
}
