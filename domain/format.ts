// Display formats of spec §9 (currency 2 decimals, per subscriber 4, en-US short dates, N/A when empty).
// Locale and time zone are fixed so server-rendered HTML matches the browser's hydration.

import { type NumericInput, toFiniteNumber } from "#domain/numeric-input";

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

export function formatCurrency(value: NumericInput): string {
  const n = toFiniteNumber(value);
  return n === null ? NOT_AVAILABLE : currency2.format(n);
}

export function formatRevenuePerSubscriber(value: NumericInput): string {
  const n = toFiniteNumber(value);
  return n === null ? NOT_AVAILABLE : currency4.format(n);
}

export function formatCpm(value: NumericInput): string {
  return formatCurrency(value);
}

export function formatDate(value: DateInput): string {
  const date = toValidDate(value);
  return date === null ? NOT_AVAILABLE : shortDate.format(date);
}

export function formatCompact(value: NumericInput): string {
  const n = toFiniteNumber(value);
  return n === null ? NOT_AVAILABLE : compact.format(n);
}

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

const RELATIVE_UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", YEAR],
  ["month", MONTH],
  ["week", WEEK],
  ["day", DAY],
  ["hour", HOUR],
  ["minute", MINUTE],
  ["second", SECOND],
];

/** Spec §2 "relative publish time", rounded down like video platforms. Pass `now` so SSR and hydration agree. */
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
  return relativeAuto.format(0, "second");
}

function toValidDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "string" && value.trim() === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatMoneyRange(
  range: { low: number; high: number } | null | undefined,
  format: (value: NumericInput) => string = formatCurrency,
): string {
  if (!range) return NOT_AVAILABLE;
  return range.low === range.high ? format(range.low) : `${format(range.low)} – ${format(range.high)}`;
}
