// Scoring a subscriber projection rule against what happened (bench/projection-backtest.ts runs
// it over a catalogue's stored snapshots). At a cut-off day a rule sees only the snapshots up to
// that day; its projected date for a target is compared with the day the later snapshots show
// the target was reached. Pure, so the scoring itself is tested with worked examples.
import { type StatsSnapshot, daysBetween, nextMilestone, sortedSnapshots } from "#domain/channel-growth";
import { median } from "#domain/time-to-monetization";
import { type ProjectionRule, type SubscriberProjection, projectSubscribers } from "#domain/subscriber-projection";
import { DAYS_PER_MONTH } from "#domain/upload-rate";

/** Which target a backtest projects: the channel's next milestone, or the 1,000 of ad revenue. */
export type BacktestTarget = "next-milestone" | "1000";

export type BacktestOutcome =
  /**
   * A date, and the target was reached before the data ends, `reachedIn` months after the last
   * snapshot seen: `error` months, negative = early.
   */
  | { kind: "scored"; error: number; reachedIn: number }
  /** A date before the data ends, and the target was not reached by then: a confident wrong date. */
  | { kind: "false-date" }
  /** A date after the data ends, and not reached yet: cannot be judged. */
  | { kind: "pending" }
  /** No date ("not enough data", not growing, too far), but the target was reached. */
  | { kind: "missed" }
  /** No date, and not reached: nothing wrong was said. */
  | { kind: "no-date" };

/**
 * Months from `fromDay` to the day the snapshots reach `target`, interpolated in a straight line
 * between the last snapshot below it and the first at or past it (monthly snapshots would
 * otherwise make every crossing up to a month late); null when no snapshot reaches it.
 */
export function monthsUntilReached(snapshots: readonly StatsSnapshot[], fromDay: string, target: number): number | null {
  const points = sortedSnapshots(snapshots).filter((snapshot) => snapshot.subscribers !== null && snapshot.day >= fromDay);
  const index = points.findIndex((snapshot) => snapshot.subscribers! >= target);
  if (index < 0) return null;
  const past = points[index]!;
  const before = points[index - 1];
  let days = daysBetween(fromDay, past.day);
  if (before && past.subscribers! > before.subscribers!) {
    const share = (target - before.subscribers!) / (past.subscribers! - before.subscribers!);
    days = daysBetween(fromDay, before.day) + share * daysBetween(before.day, past.day);
  }
  return days / DAYS_PER_MONTH;
}

/**
 * One channel at one cut-off under one rule: null when there is nothing to score (no snapshot up
 * to the cut-off or after it, a target already passed, past the last milestone). `wholeMonths`
 * scores a date as whole months rounded up (at least 1), the way the pages before the one rule
 * showed them ("in 3 months"); otherwise the projected day itself.
 */
export function backtestChannel(
  snapshots: readonly StatsSnapshot[],
  cutoff: string,
  rule: ProjectionRule,
  target: BacktestTarget,
  { wholeMonths = false }: { wholeMonths?: boolean } = {},
): { outcome: BacktestOutcome; projection: SubscriberProjection } | null {
  const points = sortedSnapshots(snapshots).filter((snapshot) => snapshot.subscribers !== null);
  const seen = points.filter((snapshot) => snapshot.day <= cutoff);
  const last = seen.at(-1);
  const end = points.at(-1);
  if (!last || !end || end.day <= cutoff) return null;
  const goal = target === "1000" ? 1_000 : nextMilestone(last.subscribers!);
  if (goal === null || last.subscribers! >= goal) return null;
  const projection = projectSubscribers(seen, goal, rule);
  const actual = monthsUntilReached(points, last.day, goal);
  const dataMonths = daysBetween(last.day, end.day) / DAYS_PER_MONTH;
  if (projection.status !== "projected") return { outcome: actual === null ? { kind: "no-date" } : { kind: "missed" }, projection };
  // The 1e-9 keeps float noise on an exact month (3.0000000001) from showing as the next one.
  const months = wholeMonths ? Math.max(1, Math.ceil(projection.months - 1e-9)) : projection.months;
  if (actual !== null) return { outcome: { kind: "scored", error: months - actual, reachedIn: actual }, projection };
  return { outcome: months <= dataMonths ? { kind: "false-date" } : { kind: "pending" }, projection };
}

export interface BacktestSummary {
  /** Channels with a target ahead and snapshots after the cut-off. */
  channels: number;
  /** Channels the rule gave a date for. */
  answered: number;
  /** answered ÷ channels. */
  coverage: number;
  /** Dates that could be checked against a reached target. */
  scored: number;
  meanAbsError: number | null;
  medianAbsError: number | null;
  /** Mean signed error in months: negative = dates too early (optimistic). */
  bias: number | null;
  /** Share of scored dates that were early. */
  earlyShare: number | null;
  falseDates: number;
  pending: number;
  missed: number;
}

export function summarizeBacktest(outcomes: readonly BacktestOutcome[]): BacktestSummary {
  const errors = outcomes.flatMap((outcome) => (outcome.kind === "scored" ? [outcome.error] : []));
  const count = (kind: BacktestOutcome["kind"]) => outcomes.filter((outcome) => outcome.kind === kind).length;
  const answered = errors.length + count("false-date") + count("pending");
  const absolute = errors.map(Math.abs);
  const mean = (values: number[]) => (values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length);
  return {
    channels: outcomes.length,
    answered,
    coverage: outcomes.length === 0 ? 0 : answered / outcomes.length,
    scored: errors.length,
    meanAbsError: mean(absolute),
    medianAbsError: median(absolute),
    bias: mean(errors),
    earlyShare: errors.length === 0 ? null : errors.filter((error) => error < 0).length / errors.length,
    falseDates: count("false-date"),
    pending: count("pending"),
    missed: count("missed"),
  };
}
