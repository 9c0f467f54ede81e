// Display formats of spec §9: "Revenue display: currency with 2 decimals, revenue per subscriber
// 4 decimals, CPM 2 decimals. Dates in en-US short month format, N/A when empty."
// Locale and time zone are fixed so server-rendered HTML matches the browser's hydration.

import { type NumericInput, toFiniteNumber } from "#domain/numeric-input";

/** Spec §9: "N/A when empty". */
export const NOT_AVAILABLE = "N/A";

export type DateInput = Date | string | number | null | undefined;

const LOCALE = "en-US";

const currency2 = new Intl.NumberFormat(LOCALE, {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const currency4 = new Intl.NumberFormat(LOCALE, {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 4,
  maximumFractionDigits: 4,
});
const compact = new Intl.NumberFormat(LOCALE, { notation: "compact", maximumFractionDigits: 1 });
const grouped = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });
const shortDate = new Intl.DateTimeFormat(LOCALE, {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const relative = new Intl.RelativeTimeFormat(LOCALE, { numeric: "always" });
const relativeAuto = new Intl.RelativeTimeFormat(LOCALE, { numeric: "auto" });

/** "$1,234.50" — spec §9 "currency with 2 decimals". */
export function formatCurrency(value: NumericInput): string {
  const n = toFiniteNumber(value);
  return n === null ? NOT_AVAILABLE : currency2.format(n);
}

/** "$0.0123" — spec §9 "revenue per subscriber 4 decimals". */
export function formatRevenuePerSubscriber(value: NumericInput): string {
  const n = toFiniteNumber(value);
  return n === null ? NOT_AVAILABLE : currency4.format(n);
}

/** "$4.20" — spec §9 "CPM 2 decimals". */
export function formatCpm(value: NumericInput): string {
  return formatCurrency(value);
}

/** "Jan 5, 2024" — spec §9 "Dates in en-US short month format", read in UTC. */
export function formatDate(value: DateInput): string {
  const date = toValidDate(value);
  return date === null ? NOT_AVAILABLE : shortDate.format(date);
}

/** "1.2M", "12K", "950" for stat tiles (PRODUCT.md: "compact forms (1.2M)"). */
export function formatCompact(value: NumericInput): string {
  const n = toFiniteNumber(value);
  return n === null ? NOT_AVAILABLE : compact.format(n);
}

/** "1,234,567" — the exact value behind a compact figure. */
export function formatNumber(value: NumericInput): string {
  const n = toFiniteNumber(value);
  return n === null ? NOT_AVAILABLE : grouped.format(n);
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30.44 * DAY;
const YEAR = 365.25 * DAY;

// Largest unit first; a unit is used once the distance reaches one whole unit.
const RELATIVE_UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", YEAR],
  ["month", MONTH],
  ["week", WEEK],
  ["day", DAY],
  ["hour", HOUR],
  ["minute", MINUTE],
  ["second", SECOND],
];

/**
 * "3 days ago", "2 months ago", "in 5 minutes" (spec §2: top videos show "relative publish
 * time"). Whole units, rounded down like video platforms do. Pass `now` for deterministic
 * output (SSR and hydration should agree on it).
 */
export function formatRelativeTime(value: DateInput, now: Date | number = new Date()): string {
  const date = toValidDate(value);
  const nowMs = typeof now === "number" ? now : now.getTime();
  if (date === null || !Number.isFinite(nowMs)) return NOT_AVAILABLE;
  const diff = date.getTime() - nowMs;
  const distance = Math.abs(diff);
  const sign = diff < 0 ? -1 : 1;
  for (const [unit, size] of RELATIVE_UNITS) {
    if (distance >= size) return relative.format(sign * Math.floor(distance / size), unit);
  }
  // Under a second: "now" rather than "0 seconds ago".
  return relativeAuto.format(0, "second");
}

function toValidDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "string" && value.trim() === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "$12.30 – $45.60": an estimate's range in the given money format; one amount when both ends are equal. */
export function formatMoneyRange(range: { low: number; high: number } | null | undefined, format: (value: NumericInput) => string = formatCurrency): string {
  if (!range) return NOT_AVAILABLE;
  return range.low === range.high ? format(range.low) : `${format(range.low)} – ${format(range.high)}`;
}
