// Scores a subscriber projection rule against what happened: at a cut-off a rule sees only earlier snapshots.
// Pure, so bench/projection-backtest.ts's scoring is tested with worked examples.
import { type StatsSnapshot, daysBetween, nextMilestone, sortedSnapshots } from "#domain/channel-growth";
import { median } from "#domain/time-to-monetization";
import { type ProjectionRule, type SubscriberProjection, projectSubscribers } from "#domain/subscriber-projection";
import { DAYS_PER_MONTH } from "#domain/upload-rate";

export type BacktestTarget = "next-milestone" | "1000";

export type BacktestOutcome =
  /** `error` in months, negative = early. */
  | { kind: "scored"; error: number; reachedIn: number }
  /** A date before the data ends, and the target was not reached by then: a confident wrong date. */
  | { kind: "false-date" }
  /** A date after the data ends, and not reached yet: cannot be judged. */
  | { kind: "pending" }
  /** No date ("not enough data", not growing, too far), but the target was reached. */
  | { kind: "missed" }
  /** No date, and not reached: nothing wrong was said. */
  | { kind: "no-date" };

/** Interpolated between the snapshots either side, else monthly snapshots would make every crossing late. */
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

/** `wholeMonths` scores a date rounded up to whole months, as pages before the one rule showed it. */
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
  if (projection.status !== "projected")
    return { outcome: actual === null ? { kind: "no-date" } : { kind: "missed" }, projection };
  // The 1e-9 keeps float noise on an exact month (3.0000000001) from showing as the next one.
  const months = wholeMonths ? Math.max(1, Math.ceil(projection.months - 1e-9)) : projection.months;
  if (actual !== null) return { outcome: { kind: "scored", error: months - actual, reachedIn: actual }, projection };
  return { outcome: months <= dataMonths ? { kind: "false-date" } : { kind: "pending" }, projection };
}

export interface BacktestSummary {
  channels: number;
  answered: number;
  coverage: number;
  scored: number;
  meanAbsError: number | null;
  medianAbsError: number | null;
  bias: number | null;
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
