// Calendar arithmetic for projections: "month 7" of a projection starting today is a date, and
// "by 1 March 2027" is a whole number of months. Dates are ISO "YYYY-MM-DD" strings in UTC, so
// the server and the browser compute the same dates.

/** Today's date in UTC as "YYYY-MM-DD". */
export function isoToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

function parts(iso: string): { year: number; month: number; day: number } {
  const [year = Number.NaN, month = Number.NaN, day = Number.NaN] = iso.split("-").map(Number);
  return { year, month, day };
}

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/**
 * The date `months` calendar months after `iso`. The day is kept, or clamped to the last day
 * of a shorter month (Jan 31 + 1 month = Feb 28/29), as calendars and banks do.
 */
export function addMonths(iso: string, months: number): string {
  const { year, month, day } = parts(iso);
  const monthIndex = month - 1 + Math.trunc(months);
  const targetYear = year + Math.floor(monthIndex / 12);
  const targetMonth = ((monthIndex % 12) + 12) % 12;
  const targetDay = Math.min(day, daysInMonth(targetYear, targetMonth));
  return new Date(Date.UTC(targetYear, targetMonth, targetDay)).toISOString().slice(0, 10);
}

/**
 * Whole calendar months from `from` to `to`: the largest n with addMonths(from, n) <= to
 * (0 when `to` is less than a month away, negative when it is earlier).
 */
export function wholeMonthsBetween(from: string, to: string): number {
  const a = parts(from);
  const b = parts(to);
  let months = (b.year - a.year) * 12 + (b.month - a.month);
  // The estimate is off by at most one when the day of `to` is before the day of `from`
  // (string order is date order).
  while (addMonths(from, months) > to) months -= 1;
  while (addMonths(from, months + 1) <= to) months += 1;
  return months;
}
