// Display formats of spec §9 (currency 2 decimals, per subscriber 4, en-US short dates, N/A when empty).
// en-US in UTC, written out by domain/en-us-text, so server-rendered HTML matches the browser's hydration.

import { compactText, decimalText, dollarsText, type RelativeUnit, relativeText, shortDateText } from "#domain/en-us-text";
import { type NumericInput, toFiniteNumber } from "#domain/numeric-input";

export const NOT_AVAILABLE = "N/A";

export type DateInput = Date | string | number | null | undefined;

export function formatCurrency(value: NumericInput): string {
  const n = toFiniteNumber(value);
  return n === null ? NOT_AVAILABLE : dollarsText(n, 2);
}

export function formatRevenuePerSubscriber(value: NumericInput): string {
  const n = toFiniteNumber(value);
  return n === null ? NOT_AVAILABLE : dollarsText(n, 4);
}

export function formatCpm(value: NumericInput): string {
  return formatCurrency(value);
}

export function formatDate(value: DateInput): string {
  const date = toValidDate(value);
  return date === null ? NOT_AVAILABLE : shortDateText(date);
}

export function formatCompact(value: NumericInput): string {
  const n = toFiniteNumber(value);
  return n === null ? NOT_AVAILABLE : compactText(n);
}

export function formatNumber(value: NumericInput): string {
  const n = toFiniteNumber(value);
  return n === null ? NOT_AVAILABLE : decimalText(n, { max: 2 });
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30.44 * DAY;
const YEAR = 365.25 * DAY;

const RELATIVE_UNITS: readonly [RelativeUnit, number][] = [
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
    if (distance >= size) return relativeText(sign * Math.floor(distance / size), unit);
  }
  return "now";
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
