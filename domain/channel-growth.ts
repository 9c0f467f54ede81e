// Channel history (PRODUCT.md "Beyond the anchors" 1: "daily snapshots, growth charts,
// projections with milestone dates"): growth between two stats snapshots, the rate that ranks
// "Fastest growing (30 days)", and the subscriber milestones (projected by
// domain/subscriber-projection).
//
// Snapshots come from channel_stats_snapshots: one a day once the refresh job runs, monthly in
// the demo catalogue, so nothing here assumes a snapshot exists for every day.
//
// Views are only compared between snapshots counted under the same rule: YouTube changed how a
// public view is counted on 2026-08-27 (domain/view-counting), so a views change across that day
// is partly a recount. Subscribers were not affected and keep their window.
import { viewCountRuleOn } from "#domain/view-counting";
import { decimalText } from "#domain/en-us-text";

/** One day's numbers of a channel (a channel_stats_snapshots row). */
export interface StatsSnapshot {
  /** ISO day, "YYYY-MM-DD". */
  day: string;
  subscribers: number | null;
  views: number | null;
}

/** "30-day growth" compares the latest snapshot with the one 30 days before it. */
export const GROWTH_WINDOW_DAYS = 30;

/** The subscriber milestones a channel is projected towards. */
export const CHANNEL_MILESTONES = [1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000] as const;

/**
 * "Fastest growing" ranks channels that had at least this many subscribers at the start of the
 * window: below it a percentage is noise (10 → 30 subscribers is "+200%").
 */
export const GROWTH_RANKING_MIN_SUBSCRIBERS = 1_000;

const DAY_MS = 86_400_000;

/** Whole days from one ISO day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The ISO day `days` days before `day`. */
export function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** Snapshots oldest first, one per day (the last one of a day wins), without unreadable days. */
export function sortedSnapshots(snapshots: readonly StatsSnapshot[]): StatsSnapshot[] {
  const byDay = new Map<string, StatsSnapshot>();
  for (const snapshot of snapshots) {
    if (Number.isFinite(Date.parse(`${snapshot.day}T00:00:00Z`))) byDay.set(snapshot.day, snapshot);
  }
  return [...byDay.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

/**
 * The two snapshots a window's growth compares: the latest, and the latest one at or before
 * (latest day − window). Without one that old, the oldest earlier snapshot stands in (the
 * closest to the window's start), and `days` says how far apart they really are. Null with
 * fewer than two snapshots. So only three snapshots can matter: the latest, the latest at or
 * before the cutoff, the oldest (server/services/stored-growth.server.ts reads just those).
 */
export function growthPair(
  snapshots: readonly StatsSnapshot[],
  windowDays: number = GROWTH_WINDOW_DAYS,
): { base: StatsSnapshot; latest: StatsSnapshot; days: number } | null {
  const sorted = sortedSnapshots(snapshots);
  const latest = sorted.at(-1);
  if (!latest || sorted.length < 2) return null;
  const cutoff = daysBefore(latest.day, windowDays);
  const atOrBefore = sorted.filter((snapshot) => snapshot.day <= cutoff).at(-1);
  const base = atOrBefore ?? sorted[0]!;
  return { base, latest, days: daysBetween(base.day, latest.day) };
}

/**
 * The two snapshots a views change compares: growthPair over the snapshots counted under the
 * latest one's view-count rule (domain/view-counting). When the subscribers' window reaches back
 * across YouTube's view-count change, the base is the earliest snapshot since the change (and
 * `days` says how far apart they are); null when the latest is the only one since the change.
 */
export function viewsGrowthPair(
  snapshots: readonly StatsSnapshot[],
  windowDays: number = GROWTH_WINDOW_DAYS,
): { base: StatsSnapshot; latest: StatsSnapshot; days: number } | null {
  const sorted = sortedSnapshots(snapshots);
  const latest = sorted.at(-1);
  if (!latest) return null;
  const rule = viewCountRuleOn(latest.day);
  return growthPair(
    sorted.filter((snapshot) => viewCountRuleOn(snapshot.day) === rule),
    windowDays,
  );
}

/** How one number moved between two snapshots. */
export interface MetricChange {
  from: number;
  to: number;
  change: number;
  /** Percent change; null when it started from 0 (no percentage of nothing). */
  percent: number | null;
}

function metricChange(from: number | null, to: number | null): MetricChange | null {
  if (from === null || to === null || !Number.isFinite(from) || !Number.isFinite(to)) return null;
  return { from, to, change: to - from, percent: from > 0 ? ((to - from) / from) * 100 : null };
}

/** Growth over a window: what changed between the two snapshots growthPair picks. */
export interface WindowGrowth {
  fromDay: string;
  toDay: string;
  /** Days between the two snapshots; equal to the window when there was a snapshot that day. */
  days: number;
  windowDays: number;
  subscribers: MetricChange | null;
  /**
   * The views change, between viewsFromDay and toDay: never across YouTube's view-count change
   * (viewsGrowthPair), so it may compare a later snapshot than the subscribers, or none.
   */
  views: MetricChange | null;
  /**
   * The snapshot the views change starts from: fromDay, unless fromDay was counted under the
   * other view-count rule; then the earliest snapshot since the change, or null when there is
   * none yet ("not comparable across YouTube's view-count change").
   */
  viewsFromDay: string | null;
  /** Days between viewsFromDay and toDay; null without one. */
  viewsDays: number | null;
}

export function windowGrowth(snapshots: readonly StatsSnapshot[], windowDays: number = GROWTH_WINDOW_DAYS): WindowGrowth | null {
  const pair = growthPair(snapshots, windowDays);
  if (!pair) return null;
  const viewsPair = viewsGrowthPair(snapshots, windowDays);
  return {
    fromDay: pair.base.day,
    toDay: pair.latest.day,
    days: pair.days,
    windowDays,
    subscribers: metricChange(pair.base.subscribers, pair.latest.subscribers),
    views: viewsPair ? metricChange(viewsPair.base.views, viewsPair.latest.views) : null,
    viewsFromDay: viewsPair?.base.day ?? null,
    viewsDays: viewsPair?.days ?? null,
  };
}

/**
 * Compounding growth rate over `periodDays`, in percent, of a change from `from` to `to` seen
 * over `days` days: (to / from)^(periodDays / days) − 1. It puts a 31-day or a 12-day window on
 * the same footing as a 30-day one. Null without a positive start or a positive span.
 */
export function compoundRatePercent(from: number, to: number, days: number, periodDays: number): number | null {
  if (!(from > 0) || !(to >= 0) || !(days > 0) || !(periodDays > 0)) return null;
  const rate = Math.expm1((Math.log(to / from) * periodDays) / days) * 100;
  return Number.isFinite(rate) ? rate : null;
}

/**
 * The "Fastest growing (30 days)" figure: subscriber growth per 30 days (compounding, so windows
 * of other lengths compare fairly). Null below GROWTH_RANKING_MIN_SUBSCRIBERS at the start —
 * those channels sort after the ranked ones, with the channels that have no history yet.
 */
export function rankingGrowthPercent(growth: { from: number | null; to: number | null; days: number | null }): number | null {
  const { from, to, days } = growth;
  if (from === null || to === null || days === null || from < GROWTH_RANKING_MIN_SUBSCRIBERS) return null;
  return compoundRatePercent(from, to, days, GROWTH_WINDOW_DAYS);
}

/**
 * A channel's growth as lists and the "Fastest growing (30 days)" sort show it. Stored on the
 * channel row (youtube_channels.growth_*) by whoever writes its snapshots, so the sort reads an
 * index instead of every channel's history.
 */
export interface GrowthFigures {
  /** Days between the two snapshots compared (30 when there was a snapshot that day). */
  days: number;
  subscribersChange: number | null;
  /** Subscriber growth per 30 days, in percent; null below the ranking floor (rankingGrowthPercent). */
  percentPer30Days: number | null;
}

/** The growth figures of a channel's snapshots; null with fewer than two. */
export function growthFigures(snapshots: readonly StatsSnapshot[]): GrowthFigures | null {
  const growth = windowGrowth(snapshots);
  if (!growth) return null;
  const subscribers = growth.subscribers;
  return {
    days: growth.days,
    subscribersChange: subscribers?.change ?? null,
    percentPer30Days: rankingGrowthPercent({ from: subscribers?.from ?? null, to: subscribers?.to ?? null, days: growth.days }),
  };
}

/** The first milestone above `subscribers`; null past the last one. */
export function nextMilestone(subscribers: number): number | null {
  return CHANNEL_MILESTONES.find((milestone) => milestone > subscribers) ?? null;
}

// A real minus sign (U+2212): screen readers say "minus", and it is as wide as the plus.
const withMinus = (text: string) => text.replace("-", "\u2212");

/** "+9.7%", "−10%", "0%": a growth percentage, one decimal at most. */
export function formatGrowthPercent(percent: number): string {
  return withMinus(`${decimalText(percent, { max: 1, signed: true })}%`);
}

/** "+10,000", "−5,000", "0": a change in subscribers or views. */
export function formatGrowthCount(change: number): string {
  return withMinus(decimalText(change, { max: 0, signed: true }));
}
