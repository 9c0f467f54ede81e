import { describe, expect, it } from "vitest";
import { addMonths, isoToday, wholeMonthsBetween } from "#domain/calculators/calendar-months";

describe("calendar months of a projection", () => {
  it("isoToday is the UTC date", () => {
    expect(isoToday(new Date("2026-01-15T23:59:59Z"))).toBe("2026-01-15");
  });

  it.each([
    ["2026-01-15", 1, "2026-02-15"],
    ["2026-11-15", 2, "2027-01-15"],
    ["2026-03-15", -3, "2025-12-15"],
    ["2026-01-31", 1, "2026-02-28"], // clamped to the end of a shorter month
    ["2024-01-31", 1, "2024-02-29"], // leap year
    ["2026-01-15", 0, "2026-01-15"],
    ["2026-01-15", 1200, "2126-01-15"],
  ])("addMonths(%j, %j) → %j", (from, months, expected) => {
    expect(addMonths(from, months)).toBe(expected);
  });

  it.each([
    ["2026-01-15", "2026-02-14", 0],
    ["2026-01-15", "2026-02-15", 1],
    ["2026-01-15", "2028-01-15", 24],
    ["2026-01-31", "2026-02-28", 1],
    ["2026-01-15", "2026-01-15", 0],
    ["2026-03-15", "2026-03-01", -1],
    ["2026-03-15", "2026-01-10", -3],
  ])("wholeMonthsBetween(%j, %j) → %j", (from, to, expected) => {
    expect(wholeMonthsBetween(from, to)).toBe(expected);
  });
});
