// Month-by-month compounding, a module of its own so pages that need only this ship nothing else.

export const MAX_MILESTONE_MONTHS = 1200;

export function projectedValue(current: number, ratePercent: number, month: number): number {
  return Math.round(current * (1 + ratePercent / 100) ** month);
}

/** Null when it never gets there (rate ≤ 0, nothing to grow from) or beyond MAX_MILESTONE_MONTHS. */
export function monthsToReach(current: number, ratePercent: number, target: number): number | null {
  if (current >= target) return 0;
  if (current <= 0 || ratePercent <= 0) return null;
  const exact = Math.log(target / current) / Math.log1p(ratePercent / 100);
  if (!Number.isFinite(exact) || exact > MAX_MILESTONE_MONTHS + 1) return null;
  // Float error and rounding move the continuous answer by at most one month.
  let month = Math.max(1, Math.ceil(exact));
  while (month > 1 && projectedValue(current, ratePercent, month - 1) >= target) month -= 1;
  while (projectedValue(current, ratePercent, month) < target) month += 1;
  return month <= MAX_MILESTONE_MONTHS ? month : null;
}
