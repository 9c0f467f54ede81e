// The one subscriber projection: when a channel reaches a subscriber count at its recent pace.
// The channel page's next milestone, its time to monetization (500 and 1,000 subscribers) and
// the growth and reach calculators' prefill all read it, so a page never shows two answers.
//
// The rule (PROJECTION_RULE) was chosen by a backtest on stored snapshots
// (bench/projection-backtest.ts, figures in docs/projections.md): of the candidates it scores,
// it had the smallest error among the rules that do not give confident dates that fail. The other
// candidates are kept as ProjectionRule values in the bench, run through this same code.
import { type StatsSnapshot, daysBetween, growthPair, nextMilestone, sortedSnapshots } from "#domain/channel-growth";
import { MAX_MILESTONE_MONTHS } from "#domain/calculators/compound-growth";
import { formatCompact } from "#domain/format";
import { DAYS_PER_MONTH } from "#domain/upload-rate";

/**
 * How a pace is carried forward: `linear` adds the window's subscribers a month, month after
 * month; `compound` applies its monthly growth rate, compounding; `damped` compounds a rate that
 * shrinks by `damping` each month (a growth spurt fades).
 */
type ProjectionMethod = "linear" | "compound" | "damped";

export interface ProjectionRule {
  method: ProjectionMethod;
  /** The pace compares the latest snapshot with the latest one at least this many days older. */
  windowDays: number;
  /** Fewer snapshots with subscribers than this: not enough data. */
  minSnapshots: number;
  /** The two snapshots compared must be at least this many days apart. */
  minSpanDays: number;
  /** The oldest snapshot must be at least this many days before the latest. */
  minHistoryDays: number;
  /** The older snapshot compared must have at least this many subscribers. */
  minBaseSubscribers: number;
  /** `damped` only: each month's growth rate is this share of the month before's. */
  damping?: number;
}

/**
 * The rule the site uses: the subscribers gained over the last 30 days, carried forward in a
 * straight line, once there are at least 3 snapshots over at least 8 weeks. A straight line is
 * never earlier than compounding from the same two snapshots, so it gives fewer dates that do not
 * come true; the backtest (docs/projections.md) found none, and the smallest error of the rules
 * that gave none.
 */
export const PROJECTION_RULE: ProjectionRule = {
  method: "linear",
  windowDays: 30,
  minSnapshots: 3,
  minSpanDays: 28,
  minHistoryDays: 56,
  minBaseSubscribers: 0,
};

/**
 * What the backtest measured for PROJECTION_RULE and for the compounding rule the channel page
 * used before (`npm run bench:projections -- --demo`, 7 monthly cut-offs; every candidate's
 * figures are in docs/projections.md). /how-it-works quotes them. Months are 30.44 days.
 */
export const PROJECTION_BACKTEST = {
  measuredOn: "2026-11-27",
  cutoffs: 7,
  nextMilestone: { meanAbsMonths: 0.82, medianAbsMonths: 0.24, coverage: 0.93, datesNotReached: 0 },
  adRevenue: { meanAbsMonths: 0.95, medianAbsMonths: 0.28, coverage: 0.73, datesNotReached: 0 },
  /** Scored as it was shown, whole months rounded up (`--whole-months`). */
  previousMilestoneRule: { meanAbsMonths: 0.68, medianAbsMonths: 0.5, datesNotReached: 623, datesGiven: 7_577 },
} as const;

/** The /how-it-works anchor that describes the rule and its measured error. */
export const PROJECTION_METHOD_ANCHOR = "projections";

/** The pace a projection carries forward: what the page shows beside the date. */
export interface SubscriberPace {
  method: ProjectionMethod;
  /** The two snapshots compared. */
  fromDay: string;
  toDay: string;
  days: number;
  from: number;
  to: number;
  /** Subscribers gained per month over the window (30.44-day months). */
  subscribersPerMonth: number;
  /** The window's compounding monthly growth rate in percent; null from 0 subscribers. */
  monthlyRatePercent: number | null;
}

export type PaceShortfall = "too-few-snapshots" | "too-short" | "too-small" | "not-growing";

export type PaceReading = { status: "pace"; pace: SubscriberPace } | { status: "not-enough-data"; reason: PaceShortfall };

/** The channel's pace under `rule`, or why there is none. */
export function subscriberPace(snapshots: readonly StatsSnapshot[], rule: ProjectionRule = PROJECTION_RULE): PaceReading {
  const points = sortedSnapshots(snapshots).filter((snapshot) => snapshot.subscribers !== null && Number.isFinite(snapshot.subscribers));
  if (points.length < Math.max(2, rule.minSnapshots)) return { status: "not-enough-data", reason: "too-few-snapshots" };
  const pair = growthPair(points, rule.windowDays);
  const historyDays = daysBetween(points[0]!.day, points.at(-1)!.day);
  if (!pair || pair.days < Math.max(1, rule.minSpanDays) || historyDays < rule.minHistoryDays) return { status: "not-enough-data", reason: "too-short" };
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

/**
 * Months (fractional) for `pace` to take the channel from its latest count to `target` under
 * `rule`; null when it never gets there (a damped rate runs out) or it would take more than a
 * century.
 */
export function monthsAtPace(pace: SubscriberPace, target: number, rule: ProjectionRule = PROJECTION_RULE): number | null {
  const missing = target - pace.to;
  if (missing <= 0) return 0;
  let months: number | null;
  if (rule.method === "linear") {
    months = missing / pace.subscribersPerMonth;
  } else {
    // Log growth a month over the window, and the log growth still needed.
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

/** The day `months` (fractional, 30.44-day) months after `day`. */
export function dayAfterMonths(day: string, months: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + Math.round(months * DAYS_PER_MONTH) * DAY_MS).toISOString().slice(0, 10);
}

export type SubscriberProjection =
  /** At or past the target on the latest snapshot. */
  | { status: "passed"; target: number }
  | {
      status: "projected";
      target: number;
      /** Months from the latest snapshot, fractional (pages round them). */
      months: number;
      /** The projected day, "YYYY-MM-DD": read it as a month, it is an estimate. */
      date: string;
      pace: SubscriberPace;
    }
  /** Growing, but the target is more than a century away at this pace. */
  | { status: "too-far"; target: number; pace: SubscriberPace }
  | { status: "not-enough-data"; target: number; reason: PaceShortfall };

/** When the channel reaches `target` subscribers at its pace, under `rule`. */
export function projectSubscribers(snapshots: readonly StatsSnapshot[], target: number, rule: ProjectionRule = PROJECTION_RULE): SubscriberProjection {
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

/** What the channel page's "Next milestone" shows: a projection, or why there is nothing to project. */
export type MilestoneProjection =
  | SubscriberProjection
  /** At or past the last milestone. */
  | { status: "all-reached" }
  /** No snapshot with a subscriber count. */
  | { status: "no-history" };

/** The first of CHANNEL_MILESTONES above the latest count, projected with the one rule. */
export function projectNextMilestone(snapshots: readonly StatsSnapshot[], rule: ProjectionRule = PROJECTION_RULE): MilestoneProjection {
  const latest = sortedSnapshots(snapshots)
    .filter((snapshot) => snapshot.subscribers !== null)
    .at(-1);
  if (!latest) return { status: "no-history" };
  const milestone = nextMilestone(latest.subscribers!);
  if (milestone === null) return { status: "all-reached" };
  return projectSubscribers(snapshots, milestone, rule);
}

/** Whole months of a projection (at least 1): the month a month-by-month calculator names for it. */
export function roundedMonths(months: number): number {
  return Math.max(1, Math.round(months));
}

const wholeCount = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** "+230 subscribers a month", "+1.2K…": the pace a projection carries forward. */
export function formatPace(pace: SubscriberPace): string {
  const perMonth = pace.subscribersPerMonth;
  return `+${perMonth >= 10_000 ? formatCompact(perMonth) : wholeCount.format(Math.max(1, Math.round(perMonth)))} subscribers a month`;
}

/** How the rule reads the pace, in words: "the last 30 days' pace carried forward in a straight line". */
export function describeRule(rule: ProjectionRule = PROJECTION_RULE): string {
  const carried = rule.method === "linear" ? "in a straight line" : rule.method === "compound" ? "compounding" : "compounding at a fading rate";
  return `the last ${rule.windowDays} days' pace carried forward ${carried}`;
}

/** "in about 4 months", "within a month": how far off a projected date is, as both channel-page cards say it. */
export function formatMonthsAway(months: number): string {
  if (months < 1) return "within a month";
  const whole = Math.round(months);
  return `in about ${whole} ${whole === 1 ? "month" : "months"}`;
}

/** Why a projection has no date, as both channel-page cards say it. */
export function shortfallText(reason: PaceShortfall, rule: ProjectionRule = PROJECTION_RULE): string {
  switch (reason) {
    case "too-few-snapshots":
      return `fewer than ${rule.minSnapshots} snapshots to read a pace from`;
    case "too-short":
      return `less than ${Math.round(rule.minHistoryDays / 7)} weeks of history to read a pace from`;
    case "too-small":
      return `fewer than ${wholeCount.format(rule.minBaseSubscribers)} subscribers to read a pace from`;
    case "not-growing":
      return `subscribers did not grow over the last ${rule.windowDays} days`;
  }
}
