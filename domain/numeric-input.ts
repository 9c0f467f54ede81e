/** Numeric columns come back from the database as strings. */
export type NumericInput = number | bigint | string | null | undefined;

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

export function toNonNegativeNumber(value: NumericInput): number | null {
  const n = toFiniteNumber(value);
  return n !== null && n >= 0 ? n : null;
}
