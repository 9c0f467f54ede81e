/** Numbers as they arrive from forms and the database (numeric columns come back as strings). */
export type NumericInput = number | bigint | string | null | undefined;

/** A finite number from any numeric input, or null for missing/blank/NaN/Infinity/non-numeric. */
export function toFiniteNumber(value: NumericInput): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") {
    const trimmed = value.trim();
    if (trimmed === "") return null;
    value = Number(trimmed);
  }
  const n = typeof value === "bigint" ? Number(value) : value;
  return Number.isFinite(n) ? n : null;
}

/** Like toFiniteNumber, but negatives are null too (counts, views, money can't be negative). */
export function toNonNegativeNumber(value: NumericInput): number | null {
  const n = toFiniteNumber(value);
  return n !== null && n >= 0 ? n : null;
}
