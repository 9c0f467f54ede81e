import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NUMBER_PARAM_LIMITS, decimalValue, isRealCalendarDay, isoDayValue, wholeNumberValue } from "#domain/request-values";

const count = wholeNumberValue("subs_min", { max: NUMBER_PARAM_LIMITS.integerMax });
const amount = decimalValue("cpm_min", { max: 1000 });
const day = isoDayValue("started_from");

function message(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe("wholeNumberValue", () => {
  it.each([
    ["0", 0],
    ["1500", 1500],
    [" 42 ", 42],
    ["2147483647", 2_147_483_647],
  ])("reads %j as %d", (text, value) => {
    expect(count.parse(text)).toBe(value);
  });

  it.each([
    ["1.5", "subs_min must be a whole number"],
    ["1e23", "subs_min must be written with digits only, such as 1500"],
    ["0x10", "subs_min must be written with digits only, such as 1500"],
    ["Infinity", "subs_min must be written with digits only, such as 1500"],
    ["2147483648", "subs_min must be 2,147,483,647 or less"],
    ["99999999999999999999", "subs_min must be 2,147,483,647 or less"],
    ["-1", "subs_min cannot be negative"],
    ["lots", "subs_min must be a number"],
    ["", "subs_min must be a number"],
  ])("refuses %j: %s", (text, expected) => {
    expect(message(count.safeParse(text))).toBe(expected);
  });

  it("accepts exactly the whole numbers in range (fast-check)", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -10, max: 2 ** 32 }).map(String), fc.double().map(String), fc.string()), (text) => {
        const result = count.safeParse(text);
        const n = Number(text.trim());
        const expected = /^\d+$/.test(text.trim()) && n <= NUMBER_PARAM_LIMITS.integerMax;
        expect(result.success).toBe(expected);
        if (result.success) expect(Number.isSafeInteger(result.data)).toBe(true);
      }),
      { seed: 7, numRuns: 500 },
    );
  });
});

describe("decimalValue", () => {
  it.each([
    ["12", 12],
    ["12.5", 12.5],
    [".5", 0.5],
  ])("reads %j", (text, value) => {
    expect(amount.parse(text)).toBe(value);
  });

  it.each([
    ["1e3", "cpm_min must be written with digits only, such as 1500"],
    ["-0.5", "cpm_min cannot be negative"],
    ["1001", "cpm_min must be 1,000 or less"],
    ["12,5", "cpm_min must be a number"],
  ])("refuses %j: %s", (text, expected) => {
    expect(message(amount.safeParse(text))).toBe(expected);
  });
});

describe("isoDayValue", () => {
  it.each(["2024-02-29", "2000-02-29", "1999-12-31", "2026-01-01"])("accepts the real day %s", (text) => {
    expect(day.parse(text)).toBe(text);
  });

  it.each([
    ["2024-02-30", "started_from must be a real date (yyyy-mm-dd), such as 2024-02-29"],
    ["2023-02-29", "started_from must be a real date (yyyy-mm-dd), such as 2024-02-29"],
    ["1900-02-29", "started_from must be a real date (yyyy-mm-dd), such as 2024-02-29"],
    ["2024-13-01", "started_from must be a real date (yyyy-mm-dd), such as 2024-02-29"],
    ["0000-01-01", "started_from must be a real date (yyyy-mm-dd), such as 2024-02-29"],
    ["2024-1-1", "started_from must be a date (yyyy-mm-dd)"],
    ["10000-01-01", "started_from must be a date (yyyy-mm-dd)"],
  ])("refuses %j: %s", (text, expected) => {
    expect(message(day.safeParse(text))).toBe(expected);
  });

  it("agrees with the calendar for every day of four centuries' leap rules (fast-check)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1600, max: 2400 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, dayOfMonth) => {
          const text = `${year}-${String(month).padStart(2, "0")}-${String(dayOfMonth).padStart(2, "0")}`;
          const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
          const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
          expect(isRealCalendarDay(text)).toBe(dayOfMonth <= days);
        },
      ),
      { seed: 11, numRuns: 1000 },
    );
  });
});
