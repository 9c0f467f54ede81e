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

/**
 * The y axis of counts: labels with the decimals its ticks need to read apart (1.0M–1.3M has ticks
 * 50K apart: "1.05M", "1.1M", not "1.1M" twice), and a width with room for the longest, within bounds.
 */
export function countAxis(values: readonly number[]): { width: number; tick: (value: number) => string } {
  const top = Math.max(0, ...values);
  const bottom = Math.min(top, ...values);
  const unit = top >= 1e9 ? 1e9 : top >= 1e6 ? 1e6 : top >= 1e3 ? 1e3 : 1;
  // recharts puts about five ticks on a rounded-out range: a step of at least an eighth of the spread.
  const step = (top - bottom) / 8;
  const decimals = step > 0 ? Math.min(3, Math.max(1, Math.ceil(-Math.log10(step / unit)))) : 1;
  const tick = (value: number) => formatCompactCount(value, decimals);
  return { width: Math.min(96, Math.max(44, tick(top).length * 7 + 12)), tick };
}
