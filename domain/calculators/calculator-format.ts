// Calculator formats beyond #domain/format: percentages and month counts.
import { NOT_AVAILABLE, formatMoneyRange, formatNumber } from "#domain/format";
import { compactText, decimalText, monthYearText } from "#domain/en-us-text";

export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NOT_AVAILABLE;
  return `${decimalText(value === 0 ? 0 : value, { max: 2 })}%`;
}

export function formatCurrencyRange(low: number, high: number): string {
  return formatMoneyRange({ low, high });
}

export function formatMonthCount(months: number | null | undefined): string {
  if (months === null || months === undefined || !Number.isFinite(months)) return NOT_AVAILABLE;
  return `${formatNumber(months)} ${months === 1 ? "month" : "months"}`;
}

/** A day would suggest false precision. */
export function formatMonthYear(iso: string | null | undefined): string {
  if (!iso) return NOT_AVAILABLE;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return NOT_AVAILABLE;
  return monthYearText(date);
}

/** Grouped digits stop being readable. */
const SCIENTIFIC_FROM = 1e15;
const SUPERSCRIPT: Readonly<Record<string, string>> = {
  "0": "⁰",
  "1": "¹",
  "2": "²",
  "3": "³",
  "4": "⁴",
  "5": "⁵",
  "6": "⁶",
  "7": "⁷",
  "8": "⁸",
  "9": "⁹",
  "-": "⁻",
};

function scientific(value: number, digits: number): string {
  const [mantissa = "", exponent = ""] = value.toExponential(digits).split("e");
  const power = exponent.replace("+", "").replace(/./g, (char) => SUPERSCRIPT[char] ?? char);
  // No-break spaces: chart ticks wrap at spaces.
  return `${mantissa.replace(/\.?0+$/, "")}\u00a0×\u00a010${power}`;
}

export function formatCount(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NOT_AVAILABLE;
  return Math.abs(value) < SCIENTIFIC_FROM ? formatNumber(value) : scientific(value, 2);
}

/** "1.2M"; `decimals` more where a chart's ticks are closer than a tenth of their unit ("1.05M"). */
export function formatCompactCount(value: number | null | undefined, decimals = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NOT_AVAILABLE;
  return Math.abs(value) < SCIENTIFIC_FROM ? compactText(value, decimals) : scientific(value, 1);
}
