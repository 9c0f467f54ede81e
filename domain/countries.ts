// Spec §3: "Countries: 44 with codes US, GB, … GR, plus 'Other'." Kept in spec order.
import { NOT_AVAILABLE } from "#domain/format";

export const OTHER_COUNTRY = "Other";

export const COUNTRY_CODES = [
  "US",
  "GB",
  "CA",
  "AU",
  "DE",
  "FR",
  "JP",
  "IN",
  "BR",
  "MX",
  "ES",
  "IT",
  "KR",
  "RU",
  "CN",
  "NL",
  "SE",
  "NO",
  "DK",
  "FI",
  "PL",
  "ID",
  "TH",
  "SG",
  "PH",
  "MY",
  "AR",
  "CL",
  "CO",
  "ZA",
  "NG",
  "KE",
  "SA",
  "AE",
  "TR",
  "EG",
  "IL",
  "NZ",
  "BE",
  "CH",
  "AT",
  "PT",
  "IE",
  "GR",
  OTHER_COUNTRY,
] as const;

export type CountryCode = (typeof COUNTRY_CODES)[number];

// English names as CLDR gives them, written out so that no page loads Intl's region data for them
// (countries.test.ts checks them against Intl.DisplayNames).
const NAMES: Record<Exclude<CountryCode, typeof OTHER_COUNTRY>, string> = {
  US: "United States",
  GB: "United Kingdom",
  CA: "Canada",
  AU: "Australia",
  DE: "Germany",
  FR: "France",
  JP: "Japan",
  IN: "India",
  BR: "Brazil",
  MX: "Mexico",
  ES: "Spain",
  IT: "Italy",
  KR: "South Korea",
  RU: "Russia",
  CN: "China",
  NL: "Netherlands",
  SE: "Sweden",
  NO: "Norway",
  DK: "Denmark",
  FI: "Finland",
  PL: "Poland",
  ID: "Indonesia",
  TH: "Thailand",
  SG: "Singapore",
  PH: "Philippines",
  MY: "Malaysia",
  AR: "Argentina",
  CL: "Chile",
  CO: "Colombia",
  ZA: "South Africa",
  NG: "Nigeria",
  KE: "Kenya",
  SA: "Saudi Arabia",
  AE: "United Arab Emirates",
  TR: "Türkiye",
  EG: "Egypt",
  IL: "Israel",
  NZ: "New Zealand",
  BE: "Belgium",
  CH: "Switzerland",
  AT: "Austria",
  PT: "Portugal",
  IE: "Ireland",
  GR: "Greece",
};

export const COUNTRIES: readonly { readonly code: CountryCode; readonly name: string }[] = COUNTRY_CODES.map((code) => ({
  code,
  name: code === OTHER_COUNTRY ? OTHER_COUNTRY : NAMES[code],
}));

const NAME_BY_CODE = new Map<string, string>(COUNTRIES.map(({ code, name }) => [code, name]));

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === "string" && NAME_BY_CODE.has(value);
}

/** Unknown codes show as stored and matching is exact-case ("us" shows as "us"), so bad data stays visible. */
export function countryName(code: string | null | undefined): string {
  const trimmed = (code ?? "").trim();
  if (!trimmed) return NOT_AVAILABLE;
  return NAME_BY_CODE.get(trimmed) ?? trimmed;
}
