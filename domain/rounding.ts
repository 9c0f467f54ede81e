// Decimal rounding for money figures. Plain `Math.round(x * 100) / 100` turns 1.005 into 1.00
// because 1.005 * 100 is 100.49999999999999 in binary floating point.

/**
 * Rounds half away from zero to `decimals` places (0–10). Returns null when the value or the
 * result is not finite, so callers never pass NaN/Infinity on.
 */
export function roundTo(value: number, decimals: number): number | null {
  if (!Number.isFinite(value)) return null;
  const places = Math.min(Math.max(Math.trunc(decimals), 0), 10);
  const factor = 10 ** places;
  const raw = Math.abs(value) * factor;
  if (!Number.isFinite(raw)) return null;
  // From 2^52 up every double is a whole number: nothing left to round.
  if (raw >= 2 ** 52) return value;
  // 15 significant digits drops the binary noise of the multiplication before rounding.
  const scaled = Number(raw.toPrecision(15));
  const rounded = (Math.sign(value) * Math.round(scaled)) / factor;
  if (!Number.isFinite(rounded)) return null;
  // Avoid -0 so "−$0.00" never shows up.
  return rounded === 0 ? 0 : rounded;
}
