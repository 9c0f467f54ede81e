import { describe, expect, it } from "vitest";
import { COUNTRY_CODES } from "#domain/countries";
import { COUNTRY_CPM_MULTIPLIERS, countryCpmMultiplier, estimateCpm } from "#domain/cpm-estimate";

describe("COUNTRY_CPM_MULTIPLIERS — PRODUCT.md 'niche range × country multiplier'", () => {
  it("has a multiplier for each of the 44 spec countries and 'Other', nothing else", () => {
    expect(Object.keys(COUNTRY_CPM_MULTIPLIERS).sort()).toEqual([...COUNTRY_CODES].sort());
  });

  it("uses the US as the 1.0 baseline", () => {
    expect(COUNTRY_CPM_MULTIPLIERS.US).toBe(1);
  });

  it("every multiplier is positive and plausible (0.1–1.5)", () => {
    for (const value of Object.values(COUNTRY_CPM_MULTIPLIERS)) {
      expect(value).toBeGreaterThanOrEqual(0.1);
      expect(value).toBeLessThanOrEqual(1.5);
    }
  });

  it("high-CPM markets sit near or above the US, emerging markets well below", () => {
    for (const code of ["NO", "CH", "AU"] as const) {
      expect(COUNTRY_CPM_MULTIPLIERS[code]).toBeGreaterThanOrEqual(1.1);
      expect(COUNTRY_CPM_MULTIPLIERS[code]).toBeLessThanOrEqual(1.3);
    }
    for (const code of ["IN", "PH", "ID", "NG"] as const) {
      expect(COUNTRY_CPM_MULTIPLIERS[code]).toBeGreaterThanOrEqual(0.15);
      expect(COUNTRY_CPM_MULTIPLIERS[code]).toBeLessThanOrEqual(0.3);
    }
    expect(COUNTRY_CPM_MULTIPLIERS.Other).toBe(0.4);
  });
});

describe("countryCpmMultiplier", () => {
  it("looks up listed codes", () => {
    expect(countryCpmMultiplier("CH")).toBe(1.25);
    expect(countryCpmMultiplier(" IN ")).toBe(0.15);
  });

  it("falls back to 'Other' for unknown, missing or wrong-case codes", () => {
    expect(countryCpmMultiplier("VN")).toBe(0.4);
    expect(countryCpmMultiplier("us")).toBe(0.4);
    expect(countryCpmMultiplier(null)).toBe(0.4);
    expect(countryCpmMultiplier(undefined)).toBe(0.4);
    expect(countryCpmMultiplier("")).toBe(0.4);
  });
});

describe("estimateCpm — 'Default CPM for a channel without one = niche range × country multiplier'", () => {
  it("US is the niche range itself", () => {
    expect(estimateCpm(4, 10, "US")).toEqual({ low: 4, high: 10, mid: 7 });
  });

  it("scales by the country multiplier and rounds to 2 decimals", () => {
    expect(estimateCpm(3.33, 7.77, "GB")).toEqual({ low: 2.66, high: 6.22, mid: 4.44 });
    expect(estimateCpm(4, 10, "IN")).toEqual({ low: 0.6, high: 1.5, mid: 1.05 });
    expect(estimateCpm("4", "10", "Other")).toEqual({ low: 1.6, high: 4, mid: 2.8 });
  });

  it("unknown country uses 'Other'", () => {
    expect(estimateCpm(4, 10, "ZZ")).toEqual(estimateCpm(4, 10, "Other"));
    expect(estimateCpm(4, 10, null)).toEqual({ low: 1.6, high: 4, mid: 2.8 });
  });

  it("orders a reversed range", () => {
    expect(estimateCpm(10, 4, "US")).toEqual({ low: 4, high: 10, mid: 7 });
  });

  it("a zero-width or zero range is allowed", () => {
    expect(estimateCpm(5, 5, "US")).toEqual({ low: 5, high: 5, mid: 5 });
    expect(estimateCpm(0, 0, "US")).toEqual({ low: 0, high: 0, mid: 0 });
  });

  it.each([
    [null, 10],
    [4, undefined],
    [-1, 10],
    [4, Number.NaN],
    [4, Number.POSITIVE_INFINITY],
    ["x", 10],
  ])("invalid range (%j, %j) → null", (low, high) => {
    expect(estimateCpm(low, high, "US")).toBeNull();
  });
});
