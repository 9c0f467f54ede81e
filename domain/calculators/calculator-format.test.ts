import { describe, expect, it } from "vitest";
import {
  formatCompactCount,
  formatCount,
  formatCurrencyRange,
  formatMonthCount,
  formatMonthYear,
  formatPercent,
} from "#domain/calculators/calculator-format";

describe("calculator display formats", () => {
  it.each([
    [5, "5%"],
    [5.95, "5.95%"],
    [-2.5, "-2.5%"],
    [100 / 3, "33.33%"],
    [-0, "0%"],
    [Number.NaN, "N/A"],
    [null, "N/A"],
  ])("formatPercent(%j) → %j", (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });

  it("counts months in words", () => {
    expect(formatMonthCount(1)).toBe("1 month");
    expect(formatMonthCount(14)).toBe("14 months");
    expect(formatMonthCount(1200)).toBe("1,200 months");
    expect(formatMonthCount(null)).toBe("N/A");
  });

  it("names a projected month", () => {
    expect(formatMonthYear("2027-03-15")).toBe("Mar 2027");
    expect(formatMonthYear("")).toBe("N/A");
    expect(formatMonthYear("not a date")).toBe("N/A");
  });

  it("shows a range of amounts, or one amount when both ends agree", () => {
    expect(formatCurrencyRange(609, 1826)).toBe("$609.00 – $1,826.00");
    expect(formatCurrencyRange(4000, 4000)).toBe("$4,000.00");
  });

  it("switches huge counts to powers of ten instead of 40 grouped digits", () => {
    expect(formatCount(123_456_789)).toBe("123,456,789");
    expect(formatCount(999_999_999_999_999)).toBe("999,999,999,999,999");
    expect(formatCount(1e15)).toBe("1\u00a0×\u00a010¹⁵");
    expect(formatCount(1e12 * 2 ** 120)).toBe("1.33\u00a0×\u00a010⁴⁸");
    expect(formatCount(-2.5e20)).toBe("-2.5\u00a0×\u00a010²⁰");
    expect(formatCount(Number.NaN)).toBe("N/A");
    expect(formatCompactCount(1_200_000)).toBe("1.2M");
    expect(formatCompactCount(3.7e30)).toBe("3.7\u00a0×\u00a010³⁰");
  });
});
