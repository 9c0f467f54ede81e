import { describe, expect, it } from "vitest";
import { COUNTRY_CODES } from "#domain/countries";
import {
  COUNTRY_RPM_MULTIPLIERS,
  MULTIPLIER_SOURCES,
  countryMultiplier,
  countryRpmMultiplier,
  nicheRpmForCountry,
} from "#domain/rpm-estimate";

describe("COUNTRY_RPM_MULTIPLIERS — PRODUCT.md 'niche range × country multiplier'", () => {
  it("has a multiplier with its basis for each of the 44 spec countries and 'Other', nothing else", () => {
    expect(Object.keys(COUNTRY_RPM_MULTIPLIERS).sort()).toEqual([...COUNTRY_CODES].sort());
    for (const entry of Object.values(COUNTRY_RPM_MULTIPLIERS)) expect(MULTIPLIER_SOURCES[entry.basis]).toBeTruthy();
  });

  it("takes the measured ratios where creator RPM per country is published (US $11.04, UK $6.31, NZ $6.81)", () => {
    expect(COUNTRY_RPM_MULTIPLIERS.US).toEqual({ value: 1, basis: "measured" });
    expect(COUNTRY_RPM_MULTIPLIERS.GB.value).toBeCloseTo(6.31 / 11.04, 2);
    expect(COUNTRY_RPM_MULTIPLIERS.NZ.value).toBeCloseTo(6.81 / 11.04, 2);
  });

  it("keeps India within the published 0.07–0.14 of the US, and the regions under $1.50 well below", () => {
    expect(COUNTRY_RPM_MULTIPLIERS.IN.value).toBeGreaterThanOrEqual(0.07);
    expect(COUNTRY_RPM_MULTIPLIERS.IN.value).toBeLessThanOrEqual(0.14);
    for (const code of ["NG", "KE", "EG", "ID", "PH", "TH", "MY", "ZA"] as const) {
      expect(COUNTRY_RPM_MULTIPLIERS[code].basis).toBe("regional");
      expect(COUNTRY_RPM_MULTIPLIERS[code].value).toBeLessThanOrEqual(0.25);
    }
  });

  it("puts no editorial market above the US (no published figure says one is)", () => {
    for (const entry of Object.values(COUNTRY_RPM_MULTIPLIERS)) {
      expect(entry.value).toBeGreaterThan(0);
      expect(entry.value).toBeLessThanOrEqual(1);
    }
  });
});

describe("countryMultiplier", () => {
  it("looks up listed codes, trimmed", () => {
    expect(countryRpmMultiplier("CH")).toBe(0.85);
    expect(countryMultiplier(" IN ")).toEqual({ code: "IN", value: 0.1, basis: "regional" });
  });

  it("falls back to 'Other' for unknown, missing or wrong-case codes", () => {
    for (const code of ["VN", "us", null, undefined, ""])
      expect(countryMultiplier(code)).toEqual({ code: "Other", value: 0.3, basis: "editorial" });
  });
});

describe("nicheRpmForCountry", () => {
  it("is the niche band itself in the US", () => {
    expect(nicheRpmForCountry(4, 10, "US")).toEqual({ low: 4, high: 10, mid: 7 });
  });

  it("scales by the country multiplier and rounds to 2 decimals", () => {
    expect(nicheRpmForCountry(3.33, 7.77, "GB")).toEqual({ low: 1.9, high: 4.43, mid: 3.16 });
    expect(nicheRpmForCountry(4, 10, "IN")).toEqual({ low: 0.4, high: 1, mid: 0.7 });
    expect(nicheRpmForCountry("4", "10", "Other")).toEqual({ low: 1.2, high: 3, mid: 2.1 });
  });

  it("uses 'Other' for an unknown country, and orders a reversed band", () => {
    expect(nicheRpmForCountry(4, 10, "ZZ")).toEqual(nicheRpmForCountry(4, 10, "Other"));
    expect(nicheRpmForCountry(10, 4, "US")).toEqual({ low: 4, high: 10, mid: 7 });
    expect(nicheRpmForCountry(0, 0, "US")).toEqual({ low: 0, high: 0, mid: 0 });
  });

  it.each([
    [null, 10],
    [4, undefined],
    [-1, 10],
    [4, Number.NaN],
    [4, Number.POSITIVE_INFINITY],
    ["x", 10],
  ])("refuses an invalid band (%j, %j)", (low, high) => {
    expect(nicheRpmForCountry(low, high, "US")).toBeNull();
  });
});
