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

// From CLDR: an old browser may name a few differently ("Turkey" for "Türkiye").
const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });

function regionName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    // Intl throws a RangeError for a malformed code.
    return code;
  }
}

export const COUNTRIES: readonly { readonly code: CountryCode; readonly name: string }[] = COUNTRY_CODES.map((code) => ({
  code,
  name: code === OTHER_COUNTRY ? OTHER_COUNTRY : regionName(code),
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
