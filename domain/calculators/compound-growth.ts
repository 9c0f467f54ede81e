// Compounding month by month: the growth calculator's projection and milestones share these. A
// module of its own (no input schemas, no other calculator) so pages that only need this load
// only this much of the calculators.

/** Milestones and targets further away than a century are reported as out of reach. */
export const MAX_MILESTONE_MONTHS = 1200;

/** Value after `month` months of compounding, rounded to a whole subscriber or view. */
export function projectedValue(current: number, ratePercent: number, month: number): number {
  return Math.round(current * (1 + ratePercent / 100) ** month);
}

/**
 * The first month whose projected (rounded) value reaches `target`; 0 when already there; null
 * when growth can never get there (rate ≤ 0, or nothing to grow from) or it would take more
 * than MAX_MILESTONE_MONTHS.
 */
export function monthsToReach(current: number, ratePercent: number, target: number): number | null {
  if (current >= target) return 0;
  if (current <= 0 || ratePercent <= 0) return null;
  const exact = Math.log(target / current) / Math.log1p(ratePercent / 100);
  if (!Number.isFinite(exact) || exact > MAX_MILESTONE_MONTHS + 1) return null;
  // The logarithm is the continuous answer; step to the first whole month the rounded table
  // value reaches the target (float error and rounding move it by at most one).
  let month = Math.max(1, Math.ceil(exact));
  while (month > 1 && projectedValue(current, ratePercent, month - 1) >= target) month -= 1;
  while (projectedValue(current, ratePercent, month) < target) month += 1;
  return month <= MAX_MILESTONE_MONTHS ? month : null;
}
