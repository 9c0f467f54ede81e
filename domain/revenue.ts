// Revenue model (spec §9 and PRODUCT.md "Revenue model"). Every estimate in the app comes from
// here so the /how-it-works methodology, the channel page, rankings and calculators agree.
//
// Input contract: values may be numbers, numeric strings (database numerics) or bigints. A
// missing, negative, NaN or infinite input gives null — never NaN, Infinity or a negative
// figure — and the UI shows null as "N/A".
import { DEFAULT_MONTHLY_GROWTH_RATE } from "#domain/constants";
import { type NumericInput, toFiniteNumber, toNonNegativeNumber } from "#domain/numeric-input";
import { roundTo } from "#domain/rounding";

/** PRODUCT.md: "Creators keep about 55% of ad revenue". */
export const CREATOR_SHARE = 0.55;

/** Months in the growth projection (spec §9: "spreads a yearly value over 12 months"). */
export const PROJECTION_MONTHS = 12;

/** Spec §9: "Estimated earnings = views/1000 times rate, rounded" (to whole currency units). */
export function estimatedEarnings(views: NumericInput, rate: NumericInput): number | null {
  const v = toNonNegativeNumber(views);
  const r = toNonNegativeNumber(rate);
  if (v === null || r === null) return null;
  return roundTo((v / 1000) * r, 0);
}

/** Spec §9: "ratio to two decimals". Null when the divisor is 0 (or invalid). */
export function ratio(numerator: NumericInput, denominator: NumericInput): number | null {
  const a = toNonNegativeNumber(numerator);
  const b = toNonNegativeNumber(denominator);
  if (a === null || b === null || b === 0) return null;
  return roundTo(a / b, 2);
}

/** PRODUCT.md: "Total revenue = total views / 1000 × CPM", to the cent. */
export function totalRevenue(totalViews: NumericInput, cpm: NumericInput): number | null {
  const v = toNonNegativeNumber(totalViews);
  const c = toNonNegativeNumber(cpm);
  if (v === null || c === null) return null;
  return roundTo((v / 1000) * c, 2);
}

/** PRODUCT.md: "per video = total / videos", to the cent. Null without videos. */
export function revenuePerVideo(total: NumericInput, videoCount: NumericInput): number | null {
  const t = toNonNegativeNumber(total);
  const n = toNonNegativeNumber(videoCount);
  if (t === null || n === null || n === 0) return null;
  return roundTo(t / n, 2);
}

/** PRODUCT.md: "per subscriber = total / subscribers (4 decimals)". Null without subscribers. */
export function revenuePerSubscriber(total: NumericInput, subscribers: NumericInput): number | null {
  const t = toNonNegativeNumber(total);
  const n = toNonNegativeNumber(subscribers);
  if (t === null || n === null || n === 0) return null;
  return roundTo(t / n, 4);
}

export interface MonthlyRevenueInput {
  /** The channel's stored revenue_per_month; used when present, 0 included. */
  storedMonthly?: NumericInput;
  recentMonthlyViews?: NumericInput;
  cpm?: NumericInput;
}

/**
 * PRODUCT.md: "monthly = stored value, else recent monthly views × CPM ÷ 1000", to the cent.
 * A stored value that is negative or not a number counts as absent.
 */
export function monthlyRevenue({ storedMonthly, recentMonthlyViews, cpm }: MonthlyRevenueInput): number | null {
  const stored = toNonNegativeNumber(storedMonthly);
  if (stored !== null) return roundTo(stored, 2);
  return totalRevenue(recentMonthlyViews, cpm);
}

/**
 * The 12 monthly values of the growth projection: month m (m = 0…11) earns
 * monthly × (1 + r)^m, so month 0 is the current month unchanged.
 * `monthlyGrowthRate` is a fraction (0.05 = 5%) and may be negative down to -1 (a shrinking
 * channel); below -1 or non-finite gives null. Values are rounded to the cent.
 */
export function monthlyGrowthProjection(
  monthly: NumericInput,
  monthlyGrowthRate: NumericInput = DEFAULT_MONTHLY_GROWTH_RATE,
): number[] | null {
  const values = unroundedProjection(monthly, monthlyGrowthRate);
  if (values === null) return null;
  const rounded = values.map((value) => roundTo(value, 2));
  return rounded.every((value): value is number => value !== null) ? rounded : null;
}

/**
 * 12-month potential. Spec §9: "growth projection spreads a yearly value over 12 months with
 * compounding, default 5% monthly rate"; PRODUCT.md: "12-month potential = monthly compounded
 * over 12 months (default 5%/month)".
 * Interpretation: the sum of the 12 projected months, Σ_{m=0}^{11} monthly × (1 + r)^m
 * (a geometric series; with r = 0.05 that is ≈ 15.917 × monthly). Month 0 is not grown, so
 * r = 0 gives exactly 12 × monthly. Rounded to the cent.
 */
export function twelveMonthPotential(
  monthly: NumericInput,
  monthlyGrowthRate: NumericInput = DEFAULT_MONTHLY_GROWTH_RATE,
): number | null {
  const values = unroundedProjection(monthly, monthlyGrowthRate);
  if (values === null) return null;
  return roundTo(
    values.reduce((sum, value) => sum + value, 0),
    2,
  );
}

/** PRODUCT.md: "Creators keep about 55% of ad revenue" — the creator's part, to the cent. */
export function creatorShare(amount: NumericInput): number | null {
  const a = toNonNegativeNumber(amount);
  if (a === null) return null;
  return roundTo(a * CREATOR_SHARE, 2);
}

function unroundedProjection(monthly: NumericInput, monthlyGrowthRate: NumericInput): number[] | null {
  const base = toNonNegativeNumber(monthly);
  const rate = toFiniteNumber(monthlyGrowthRate);
  if (base === null || rate === null || rate < -1) return null;
  const values = Array.from({ length: PROJECTION_MONTHS }, (_, m) => base * (1 + rate) ** m);
  return values.every(Number.isFinite) ? values : null;
}
