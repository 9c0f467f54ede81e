import { describe, expect, it } from "vitest";
import { roundTo } from "#domain/rounding";

describe("roundTo — money rounding used by the spec §9 'ratio to two decimals' and 4-decimal figures", () => {
  it.each([
    [1.005, 2, 1.01],
    [1.004, 2, 1],
    [2.675, 2, 2.68],
    [0.12345, 4, 0.1235],
    [1234.5, 0, 1235],
    [-1.005, 2, -1.01],
    [-0.001, 2, 0],
    [0, 2, 0],
    [123456789.125, 2, 123456789.13],
  ])("roundTo(%d, %d) = %d", (value, decimals, expected) => {
    expect(roundTo(value, decimals)).toBe(expected);
  });

  it("never returns -0", () => {
    expect(Object.is(roundTo(-0.0001, 2), 0)).toBe(true);
  });

  it("clamps the number of decimals to 0–10", () => {
    expect(roundTo(1.5, -2)).toBe(2);
    expect(roundTo(0.123456789012, 20)).toBe(0.123456789);
  });

  it("returns null for NaN and infinities", () => {
    expect(roundTo(Number.NaN, 2)).toBeNull();
    expect(roundTo(Number.POSITIVE_INFINITY, 2)).toBeNull();
    expect(roundTo(Number.NEGATIVE_INFINITY, 0)).toBeNull();
  });

  it("returns null when scaling a huge value overflows", () => {
    expect(roundTo(1e307, 10)).toBeNull();
    expect(roundTo(Number.MAX_VALUE, 0)).toBe(Number.MAX_VALUE);
  });
});
