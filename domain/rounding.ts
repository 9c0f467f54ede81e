// Decimal rounding for money: `Math.round(x * 100) / 100` turns 1.005 into 1.00 (binary floating point).

/** Half away from zero; null for non-finite values so callers never pass NaN on. */
export function roundTo(value: number, decimals: number): number | null {
  if (!Number.isFinite(value)) return null;
  const places = Math.min(Math.max(Math.trunc(decimals), 0), 10);
  const factor = 10 ** places;
  const raw = Math.abs(value) * factor;
  if (!Number.isFinite(raw)) return null;
  // From 2^52 up every double is whole.
  if (raw >= 2 ** 52) return value;
  // 15 significant digits drops the multiplication's binary noise.
  const scaled = Number(raw.toPrecision(15));
  const rounded = (Math.sign(value) * Math.round(scaled)) / factor;
  if (!Number.isFinite(rounded)) return null;
  return rounded === 0 ? 0 : rounded;
}
