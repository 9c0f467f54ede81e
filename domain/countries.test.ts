import { describe, expect, it } from "vitest";
import { COUNTRIES, COUNTRY_CODES, OTHER_COUNTRY, countryName, isCountryCode } from "#domain/countries";

const SPEC_CODES =
  "US, GB, CA, AU, DE, FR, JP, IN, BR, MX, ES, IT, KR, RU, CN, NL, SE, NO, DK, FI, PL, ID, TH, SG, PH, MY, AR, CL, CO, ZA, NG, KE, SA, AE, TR, EG, IL, NZ, BE, CH, AT, PT, IE, GR".split(
    ", ",
  );

describe("COUNTRIES — spec §3 'Countries: 44 with codes US, GB, … GR, plus 'Other''", () => {
  it("lists the 44 spec codes in spec order, then 'Other'", () => {
    expect(SPEC_CODES).toHaveLength(44);
    expect(COUNTRY_CODES).toEqual([...SPEC_CODES, "Other"]);
    expect(COUNTRIES.map((c) => c.code)).toEqual([...SPEC_CODES, "Other"]);
    expect(OTHER_COUNTRY).toBe("Other");
  });

  it("names are CLDR's English names, as Intl.DisplayNames gives them", () => {
    const cldr = new Intl.DisplayNames(["en"], { type: "region" });
    for (const { code, name } of COUNTRIES) expect(name).toBe(code === "Other" ? "Other" : cldr.of(code));
    const byCode = Object.fromEntries(COUNTRIES.map((c) => [c.code, c.name]));
    expect(byCode.US).toBe("United States");
    expect(byCode.KR).toBe("South Korea");
  });

  it("every country has a real name, not its code", () => {
    for (const { code, name } of COUNTRIES) {
      expect(name.length).toBeGreaterThan(2);
      expect(name).not.toBe(code === "Other" ? "" : code);
    }
  });

  it("names are unique", () => {
    expect(new Set(COUNTRIES.map((c) => c.name)).size).toBe(45);
  });
});

describe("countryName", () => {
  it("names a listed code", () => {
    expect(countryName("DE")).toBe("Germany");
    expect(countryName(" JP ")).toBe("Japan");
    expect(countryName("Other")).toBe("Other");
  });

  it("shows an unknown code as the code itself", () => {
    expect(countryName("VN")).toBe("VN");
    expect(countryName("us")).toBe("us");
    expect(countryName("Atlantis")).toBe("Atlantis");
  });

  it("null / blank → 'N/A'", () => {
    expect(countryName(null)).toBe("N/A");
    expect(countryName(undefined)).toBe("N/A");
    expect(countryName("")).toBe("N/A");
    expect(countryName("  ")).toBe("N/A");
  });
});

describe("isCountryCode", () => {
  it("accepts the 44 codes and 'Other'", () => {
    for (const code of [...SPEC_CODES, "Other"]) expect(isCountryCode(code)).toBe(true);
  });

  it("rejects anything else", () => {
    expect(isCountryCode("us")).toBe(false);
    expect(isCountryCode("VN")).toBe(false);
    expect(isCountryCode("other")).toBe(false);
    expect(isCountryCode(null)).toBe(false);
    expect(isCountryCode(1)).toBe(false);
  });
});
