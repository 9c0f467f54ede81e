import { describe, expect, it } from "vitest";
import { toFiniteNumber, toNonNegativeNumber } from "#domain/numeric-input";

const EMPTY = [null, undefined, "", "   ", Number.NaN, "abc", Number.POSITIVE_INFINITY] as const;

describe("toFiniteNumber", () => {
  it("parses numbers, numeric strings and bigints", () => {
    expect(toFiniteNumber(12.5)).toBe(12.5);
    expect(toFiniteNumber(" 42.10 ")).toBe(42.1);
    expect(toFiniteNumber(10n)).toBe(10);
    expect(toFiniteNumber(0)).toBe(0);
    expect(toFiniteNumber(-3)).toBe(-3);
  });

  it.each(EMPTY)("%j → null", (value) => {
    expect(toFiniteNumber(value)).toBeNull();
  });
});

describe("toNonNegativeNumber", () => {
  it("keeps zero and positives", () => {
    expect(toNonNegativeNumber(0)).toBe(0);
    expect(toNonNegativeNumber("12.5")).toBe(12.5);
  });

  it("drops negatives and empties", () => {
    expect(toNonNegativeNumber(-0.01)).toBeNull();
    expect(toNonNegativeNumber("-3")).toBeNull();
    expect(toNonNegativeNumber(null)).toBeNull();
    expect(toNonNegativeNumber(Number.NaN)).toBeNull();
  });
});
