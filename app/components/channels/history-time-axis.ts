// The time axis of the history charts (the channel page's and /compare's): snapshots may be a
// day or a month apart, so the ticks are days for a short history and months for a long one.
import { formatCompactCount, formatMonthYear } from "#domain/calculators/calculator-format";
import { monthDayText } from "#domain/en-us-text";

const DAY_MS = 86_400_000;
const SHORT_HISTORY_MS = 120 * DAY_MS;

/** Milliseconds of a snapshot day (YYYY-MM-DD, UTC). */
export function dayTime(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/** The x domain (a day either side of a single snapshot) and the tick labels for these times. */
export function historyTimeAxis(times: readonly number[]): { domain: [number, number]; tick: (t: number) => string } {
  const first = Math.min(...times);
  const last = Math.max(...times);
  const short = last - first < SHORT_HISTORY_MS;
  return {
    domain: first === last ? [first - DAY_MS, last + DAY_MS] : [first, last],
    tick: (t: number) => (short ? monthDayText(new Date(t)) : formatMonthYear(new Date(t).toISOString().slice(0, 10))),
  };
}

/** The y axis's width for counts up to `top`: room for the longest label, within bounds. */
export function countAxisWidth(top: number): number {
  return Math.min(96, Math.max(44, formatCompactCount(top).length * 7 + 12));
}
