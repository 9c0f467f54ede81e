// The one subscriber projection (next milestone, time to monetization, calculator prefill), so a page
// never shows two answers. PROJECTION_RULE won the backtest in docs/projections.md.
import { type StatsSnapshot, daysBetween, growthPair, nextMilestone, sortedSnapshots } from "#domain/channel-growth";
import { MAX_MILESTONE_MONTHS } from "#domain/calculators/compound-growth";
import { formatCompact } from "#domain/format";
import { DAYS_PER_MONTH } from "#domain/upload-rate";
import { decimalText } from "#domain/en-us-text";

/** `linear` adds the window's monthly gain; `compound` compounds its rate; `damped` lets the rate fade by `damping` a month. */
type ProjectionMethod = "linear" | "compound" | "damped";

export interface ProjectionRule {
  method: ProjectionMethod;
  windowDays: number;
  minSnapshots: number;
  minSpanDays: number;
  minHistoryDays: number;
  minBaseSubscribers: number;
  damping?: number;
}

/** Last 30 days' gain in a straight line, from 3 snapshots over 8 weeks: never earlier than compounding, so fewer dates that fail. */
export const PROJECTION_RULE: ProjectionRule = {
  method: "linear",
  windowDays: 30,
  minSnapshots: 3,
  minSpanDays: 28,
  minHistoryDays: 56,
  minBaseSubscribers: 0,
};

/** The backtest's figures (`npm run bench:projections -- --demo`), quoted on /how-it-works. */
export const PROJECTION_BACKTEST = {
  measuredOn: "2026-11-27",
  cutoffs: 7,
  nextMilestone: { meanAbsMonths: 0.82, medianAbsMonths: 0.24, coverage: 0.93, datesNotReached: 0 },
  adRevenue: { meanAbsMonths: 0.95, medianAbsMonths: 0.28, coverage: 0.73, datesNotReached: 0 },
  previousMilestoneRule: { meanAbsMonths: 0.68, medianAbsMonths: 0.5, datesNotReached: 623, datesGiven: 7_577 },
} as const;

export const PROJECTION_METHOD_ANCHOR = "projections";

export interface SubscriberPace {
  method: ProjectionMethod;
  fromDay: string;
  toDay: string;
  days: number;
  from: number;
  to: number;
  subscribersPerMonth: number;
  monthlyRatePercent: number | null;
}

export type PaceShortfall = "too-few-snapshots" | "too-short" | "too-small" | "not-growing";

export type PaceReading = { status: "pace"; pace: SubscriberPace } | { status: "not-enough-data"; reason: PaceShortfall };

export function subscriberPace(snapshots: readonly StatsSnapshot[], rule: ProjectionRule = PROJECTION_RULE): PaceReading {
  const points = sortedSnapshots(snapshots).filter(
    (snapshot) => snapshot.subscribers !== null && Number.isFinite(snapshot.subscribers),
  );
  if (points.length < Math.max(2, rule.minSnapshots)) return { status: "not-enough-data", reason: "too-few-snapshots" };
  const pair = growthPair(points, rule.windowDays);
  const historyDays = daysBetween(points[0]!.day, points.at(-1)!.day);
  if (!pair || pair.days < Math.max(1, rule.minSpanDays) || historyDays < rule.minHistoryDays)
    return { status: "not-enough-data", reason: "too-short" };
  const from = pair.base.subscribers!;
  const to = pair.latest.subscribers!;
  const needsBase = rule.method !== "linear";
  if (from < rule.minBaseSubscribers || (needsBase && from <= 0)) return { status: "not-enough-data", reason: "too-small" };
  if (to <= from) return { status: "not-enough-data", reason: "not-growing" };
  const months = pair.days / DAYS_PER_MONTH;
  return {
    status: "pace",
    pace: {
      method: rule.method,
      fromDay: pair.base.day,
      toDay: pair.latest.day,
      days: pair.days,
      from,
      to,
      subscribersPerMonth: (to - from) / months,
      monthlyRatePercent: from > 0 ? Math.expm1(Math.log(to / from) / months) * 100 : null,
    },
  };
}

/** Months to `target` at `pace`; null when it never gets there or takes over a century. */
export function monthsAtPace(pace: SubscriberPace, target: number, rule: ProjectionRule = PROJECTION_RULE): number | null {
  const missing = target - pace.to;
  if (missing <= 0) return 0;
  let months: number | null;
  if (rule.method === "linear") {
    months = missing / pace.subscribersPerMonth;
  } else {
    const logRate = Math.log(pace.to / pace.from) / (pace.days / DAYS_PER_MONTH);
    const needed = Math.log(target / pace.to);
    if (rule.method === "compound") {
      months = needed / logRate;
    } else {
      // Month k grows by logRate × φ^k: after m months, logRate × (1 − φ^m) ÷ (1 − φ).
      const damping = rule.damping ?? 1;
      const share = (needed * (1 - damping)) / logRate;
      months = damping >= 1 ? needed / logRate : share >= 1 ? null : Math.log(1 - share) / Math.log(damping);
    }
  }
  return months !== null && Number.isFinite(months) && months <= MAX_MILESTONE_MONTHS ? months : null;
}

const DAY_MS = 86_400_000;

export function dayAfterMonths(day: string, months: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + Math.round(months * DAYS_PER_MONTH) * DAY_MS).toISOString().slice(0, 10);
}

export type SubscriberProjection =
  | { status: "passed"; target: number }
  | {
      status: "projected";
      target: number;
      months: number;
      /** "YYYY-MM-DD", but an estimate: show it as a month. */
      date: string;
      pace: SubscriberPace;
    }
  | { status: "too-far"; target: number; pace: SubscriberPace }
  | { status: "not-enough-data"; target: number; reason: PaceShortfall };

export function projectSubscribers(
  snapshots: readonly StatsSnapshot[],
  target: number,
  rule: ProjectionRule = PROJECTION_RULE,
): SubscriberProjection {
  const latest = sortedSnapshots(snapshots)
    .filter((snapshot) => snapshot.subscribers !== null)
    .at(-1);
  if (latest && latest.subscribers! >= target) return { status: "passed", target };
  const reading = subscriberPace(snapshots, rule);
  if (reading.status !== "pace") return { status: "not-enough-data", target, reason: reading.reason };
  const months = monthsAtPace(reading.pace, target, rule);
  if (months === null) return { status: "too-far", target, pace: reading.pace };
  return { status: "projected", target, months, date: dayAfterMonths(reading.pace.toDay, months), pace: reading.pace };
}

export type MilestoneProjection = SubscriberProjection | { status: "all-reached" } | { status: "no-history" };

export function projectNextMilestone(
  snapshots: readonly StatsSnapshot[],
  rule: ProjectionRule = PROJECTION_RULE,
): MilestoneProjection {
  const latest = sortedSnapshots(snapshots)
    .filter((snapshot) => snapshot.subscribers !== null)
    .at(-1);
  if (!latest) return { status: "no-history" };
  const milestone = nextMilestone(latest.subscribers!);
  if (milestone === null) return { status: "all-reached" };
  return projectSubscribers(snapshots, milestone, rule);
}

export function roundedMonths(months: number): number {
  return Math.max(1, Math.round(months));
}

export function formatPace(pace: SubscriberPace): string {
  const perMonth = pace.subscribersPerMonth;
  return `+${perMonth >= 10_000 ? formatCompact(perMonth) : decimalText(Math.max(1, Math.round(perMonth)), { max: 0 })} subscribers a month`;
}

export function describeRule(rule: ProjectionRule = PROJECTION_RULE): string {
  const carried =
    rule.method === "linear" ? "in a straight line" : rule.method === "compound" ? "compounding" : "compounding at a fading rate";
  return `the last ${rule.windowDays} days' pace carried forward ${carried}`;
}

export function formatMonthsAway(months: number): string {
  if (months < 1) return "within a month";
  const whole = Math.round(months);
  return `in about ${whole} ${whole === 1 ? "month" : "months"}`;
}

export function shortfallText(reason: PaceShortfall, rule: ProjectionRule = PROJECTION_RULE): string {
  switch (reason) {
    case "too-few-snapshots":
      return `fewer than ${rule.minSnapshots} snapshots to read a pace from`;
    case "too-short":
      return `less than ${Math.round(rule.minHistoryDays / 7)} weeks of history to read a pace from`;
    case "too-small":
      return `fewer than ${decimalText(rule.minBaseSubscribers, { max: 0 })} subscribers to read a pace from`;
    case "not-growing":
      return `subscribers did not grow over the last ${rule.windowDays} days`;
  }
}
