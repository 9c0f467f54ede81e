// Factories never read the clock: every generated date is relative to a reference date
// passed in, so the same seed always builds the same rows.

/** Default "now" of generated data (the demo catalogue's stats are "as of" this day). */
export const DEMO_REFERENCE_DATE = new Date("2026-11-01T00:00:00.000Z");

const DAY_MS = 86_400_000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** Same time of day `months` calendar months later (negative = earlier), the day clamped to the month's length. */
export function addMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(date.getTime());
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return result;
}

/** `YYYY-MM-DD` (UTC), the form of `date` columns. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Midnight UTC of a `YYYY-MM-DD` day. */
export function parseIsoDay(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

export function daysBetween(from: Date, to: Date): number {
  return (to.getTime() - from.getTime()) / DAY_MS;
}
