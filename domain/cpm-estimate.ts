// Default CPM for a channel without one. PRODUCT.md: "Default CPM for a channel without one =
// niche range × country multiplier, shown as a range and labelled as an estimate."
import { type CountryCode, OTHER_COUNTRY, isCountryCode } from "#domain/countries";
import { type NumericInput, toNonNegativeNumber } from "#domain/numeric-input";
import { roundTo } from "#domain/rounding";

/**
 * Advertiser demand by audience country relative to the United States (1.0). These are our
 * editorial assumptions, in line with publicly reported YouTube CPM/RPM spreads by country;
 * they are shown on /how-it-works and can be tuned here in one place. Unknown countries use
 * "Other".
 */
export const COUNTRY_CPM_MULTIPLIERS: Readonly<Record<CountryCode, number>> = {
  US: 1.0,
  GB: 0.8,
  CA: 0.85,
  AU: 1.1,
  DE: 0.8,
  FR: 0.6,
  JP: 0.6,
  IN: 0.15,
  BR: 0.25,
  MX: 0.25,
  ES: 0.45,
  IT: 0.45,
  KR: 0.55,
  RU: 0.2,
  CN: 0.3,
  NL: 0.75,
  SE: 0.7,
  NO: 1.2,
  DK: 0.8,
  FI: 0.65,
  PL: 0.3,
  ID: 0.18,
  TH: 0.25,
  SG: 0.7,
  PH: 0.18,
  MY: 0.3,
  AR: 0.2,
  CL: 0.3,
  CO: 0.2,
  ZA: 0.4,
  NG: 0.15,
  KE: 0.18,
  SA: 0.55,
  AE: 0.75,
  TR: 0.2,
  EG: 0.15,
  IL: 0.55,
  NZ: 0.9,
  BE: 0.65,
  CH: 1.25,
  AT: 0.7,
  PT: 0.35,
  IE: 0.75,
  GR: 0.35,
  Other: 0.4,
};

/** The multiplier for a country code; codes outside the list (or none) use "Other". */
export function countryCpmMultiplier(countryCode: string | null | undefined): number {
  const code = countryCode?.trim();
  return COUNTRY_CPM_MULTIPLIERS[isCountryCode(code) ? code : OTHER_COUNTRY];
}

export interface CpmEstimate {
  low: number;
  high: number;
  mid: number;
}

/**
 * Niche RPM range (USD, US baseline) × country multiplier, each end rounded to 2 decimals;
 * `mid` is the midpoint. A reversed range is put in order. Null when either end is missing,
 * negative or not a number.
 */
export function estimateCpm(
  nicheRpmLow: NumericInput,
  nicheRpmHigh: NumericInput,
  countryCode: string | null | undefined,
): CpmEstimate | null {
  const a = toNonNegativeNumber(nicheRpmLow);
  const b = toNonNegativeNumber(nicheRpmHigh);
  if (a === null || b === null) return null;
  const multiplier = countryCpmMultiplier(countryCode);
  const lowRaw = Math.min(a, b) * multiplier;
  const highRaw = Math.max(a, b) * multiplier;
  const low = roundTo(lowRaw, 2);
  const high = roundTo(highRaw, 2);
  const mid = roundTo((lowRaw + highRaw) / 2, 2);
  if (low === null || high === null || mid === null) return null;
  return { low, high, mid };
}
