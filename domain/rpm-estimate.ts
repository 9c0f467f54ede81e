// A channel's RPM range without a rate of its own: its niche's editorial US band × its audience country's
// multiplier, shown as a range and labelled an estimate.
import { type CountryCode, OTHER_COUNTRY, isCountryCode } from "#domain/countries";
import { type NumericInput, toNonNegativeNumber } from "#domain/numeric-input";
import { roundTo } from "#domain/rounding";

/** Shown with the figure and on /how-it-works. */
export type MultiplierBasis = "measured" | "regional" | "editorial";

export const MULTIPLIER_SOURCES: Readonly<Record<MultiplierBasis, string>> = {
  measured:
    "creator RPM per country over 352.8M views: US $11.04, UK $6.31, NZ $6.81 (isthischannelmonetized.com 2024 via techtipswithtea.com)",
  regional:
    "South Asia, Africa and South-East Asia under $1.50 per 1,000 against $4–8 in the US and UK (tubeanalytics 2026 citing Influencer Marketing Hub); India 0.07–0.14 of the US in published creator figures",
  editorial: "our estimate, set below the measured UK ratio for markets of similar ad demand; no published per-country figure",
};

export const COUNTRY_RPM_MULTIPLIERS: Readonly<Record<CountryCode, { value: number; basis: MultiplierBasis }>> = {
  US: { value: 1, basis: "measured" },
  GB: { value: 0.57, basis: "measured" },
  NZ: { value: 0.62, basis: "measured" },
  IN: { value: 0.1, basis: "regional" },
  NG: { value: 0.1, basis: "regional" },
  KE: { value: 0.1, basis: "regional" },
  EG: { value: 0.1, basis: "regional" },
  ZA: { value: 0.2, basis: "regional" },
  ID: { value: 0.12, basis: "regional" },
  PH: { value: 0.12, basis: "regional" },
  TH: { value: 0.18, basis: "regional" },
  MY: { value: 0.18, basis: "regional" },
  CA: { value: 0.75, basis: "editorial" },
  AU: { value: 0.75, basis: "editorial" },
  CH: { value: 0.85, basis: "editorial" },
  NO: { value: 0.8, basis: "editorial" },
  DE: { value: 0.6, basis: "editorial" },
  DK: { value: 0.6, basis: "editorial" },
  NL: { value: 0.55, basis: "editorial" },
  SE: { value: 0.55, basis: "editorial" },
  AT: { value: 0.55, basis: "editorial" },
  IE: { value: 0.55, basis: "editorial" },
  FI: { value: 0.5, basis: "editorial" },
  BE: { value: 0.5, basis: "editorial" },
  SG: { value: 0.5, basis: "editorial" },
  FR: { value: 0.45, basis: "editorial" },
  JP: { value: 0.45, basis: "editorial" },
  AE: { value: 0.45, basis: "editorial" },
  KR: { value: 0.4, basis: "editorial" },
  IL: { value: 0.4, basis: "editorial" },
  ES: { value: 0.35, basis: "editorial" },
  IT: { value: 0.35, basis: "editorial" },
  SA: { value: 0.35, basis: "editorial" },
  PT: { value: 0.25, basis: "editorial" },
  GR: { value: 0.25, basis: "editorial" },
  PL: { value: 0.22, basis: "editorial" },
  BR: { value: 0.18, basis: "editorial" },
  MX: { value: 0.18, basis: "editorial" },
  CL: { value: 0.18, basis: "editorial" },
  CN: { value: 0.15, basis: "editorial" },
  AR: { value: 0.12, basis: "editorial" },
  CO: { value: 0.12, basis: "editorial" },
  TR: { value: 0.12, basis: "editorial" },
  RU: { value: 0.1, basis: "editorial" },
  Other: { value: 0.3, basis: "editorial" },
};

export function countryMultiplier(countryCode: string | null | undefined): {
  code: CountryCode;
  value: number;
  basis: MultiplierBasis;
} {
  const trimmed = countryCode?.trim();
  const code: CountryCode = isCountryCode(trimmed) ? trimmed : OTHER_COUNTRY;
  return { code, ...COUNTRY_RPM_MULTIPLIERS[code] };
}

export function countryRpmMultiplier(countryCode: string | null | undefined): number {
  return countryMultiplier(countryCode).value;
}

export interface RpmRange {
  low: number;
  high: number;
  mid: number;
}

/** Each end rounded to 2 decimals; a reversed band is put in order. */
export function nicheRpmForCountry(
  nicheRpmLow: NumericInput,
  nicheRpmHigh: NumericInput,
  countryCode: string | null | undefined,
): RpmRange | null {
  const a = toNonNegativeNumber(nicheRpmLow);
  const b = toNonNegativeNumber(nicheRpmHigh);
  if (a === null || b === null) return null;
  const multiplier = countryRpmMultiplier(countryCode);
  const lowRaw = Math.min(a, b) * multiplier;
  const highRaw = Math.max(a, b) * multiplier;
  const low = roundTo(lowRaw, 2);
  const high = roundTo(highRaw, 2);
  const mid = roundTo((lowRaw + highRaw) / 2, 2);
  if (low === null || high === null || mid === null) return null;
  return { low, high, mid };
}
