// Calendar arithmetic for projections, on "YYYY-MM-DD" UTC strings so server and browser agree.

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

/** A day past the month's end is clamped (Jan 31 + 1 month = Feb 28/29), as calendars and banks do. */
export function addMonths(iso: string, months: number): string {
  const { year, month, day } = parts(iso);
  const monthIndex = month - 1 + Math.trunc(months);
  const targetYear = year + Math.floor(monthIndex / 12);
  const targetMonth = ((monthIndex % 12) + 12) % 12;
  const targetDay = Math.min(day, daysInMonth(targetYear, targetMonth));
  return new Date(Date.UTC(targetYear, targetMonth, targetDay)).toISOString().slice(0, 10);
}

/** The largest n with addMonths(from, n) <= to. */
export function wholeMonthsBetween(from: string, to: string): number {
  const a = parts(from);
  const b = parts(to);
  let months = (b.year - a.year) * 12 + (b.month - a.month);
  // Off by at most one when `to`'s day is before `from`'s (string order is date order).
  while (addMonths(from, months) > to) months -= 1;
  while (addMonths(from, months + 1) <= to) months += 1;
  return months;
}
