import { describe, expect, it } from "vitest";
import {
  CALCULATOR_MESSAGES,
  type FieldCheck,
  calculatorSchema,
  choiceField,
  dateField,
  definite,
  isIsoDate,
  numberField,
  numberToRaw,
  parseNumberText,
  parseRawValues,
  readRawValues,
  toSearchParams,
} from "#domain/calculators/calculator-input";

describe("parseNumberText — what people type into a number field", () => {
  it.each([
    ["1500", 1500],
    ["1,500", 1500],
    [" 1 500 ", 1500],
    ["$4.50", 4.5],
    ["-$2", -2],
    ["5%", 5],
    ["2.5k", 2500],
    ["1.2M", 1_200_000],
    ["3b", 3e9],
    ["-5", -5],
    [".5", 0.5],
    ["1e3", 1000],
    ["0", 0],
  ])("%j → %j", (text, expected) => {
    expect(parseNumberText(text)).toBe(expected);
  });

  it.each(["", "   ", "abc", "1.2.3", "NaN", "Infinity", "1e400", "k", "--5", "$", "5 apples"])(
    "%j → null, never NaN",
    (text) => {
      expect(parseNumberText(text)).toBeNull();
    },
  );
});

const message = (check: FieldCheck<unknown>, text: string) => {
  const result = check(text);
  return result.ok ? null : result.message;
};
const value = <T>(check: FieldCheck<T>, text: string) => {
  const result = check(text);
  if (!result.ok) throw new Error(result.message);
  return result.value;
};

describe("numberField — a clear message at the field", () => {
  const views = numberField({ min: 0, max: 1000 });

  it("parses valid text to a number", () => {
    expect(value(views, "1,000")).toBe(1000);
    expect(value(views, "0")).toBe(0);
    expect(Object.is(value(views, "-0"), 0)).toBe(true);
  });

  it("explains each kind of bad input", () => {
    expect(message(views, "")).toBe("Enter a number.");
    expect(message(views, "abc")).toBe("“abc” is not a number.");
    expect(message(views, "-5")).toBe("Can't be negative.");
    expect(message(views, "1001")).toBe("Must be at most 1,000.");
    expect(message(numberField({ min: 1, max: 120, integer: true }), "0")).toBe("Must be at least 1.");
    expect(message(numberField({ min: 1, max: 120, integer: true }), "2.5")).toBe(CALCULATOR_MESSAGES.wholeNumber);
    expect(message(numberField({ moreThan: -100, max: 100, unit: "%" }), "-100")).toBe("Must be more than -100%.");
    expect(message(numberField({ moreThan: -100, max: 100, unit: "%" }), "150")).toBe("Must be at most 100%.");
  });

  it("shortens a long bad input in the message", () => {
    expect(message(views, "x".repeat(40))).toBe(`“${"x".repeat(24)}…” is not a number.`);
  });
});

describe("dateField and isIsoDate", () => {
  it("accepts real calendar dates only", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2023-02-29")).toBe(false);
    expect(isIsoDate("2024-2-1")).toBe(false);
    expect(value(dateField(), " 2027-01-15 ")).toBe("2027-01-15");
    expect(message(dateField(), "")).toBe("Enter a date.");
    expect(message(dateField(), "next year")).toBe("Enter a date as YYYY-MM-DD.");
  });
});

describe("choiceField", () => {
  it("falls back quietly on an unknown option from the URL", () => {
    const per = choiceField(["day", "month"], "day");
    expect(value(per, "month")).toBe("month");
    expect(value(per, "week")).toBe("day");
  });
});

describe("readRawValues — URL over channel prefill over defaults", () => {
  const defaults = { views: "10000", per: "day", rate: "4" };

  it("takes each field from the first source that has it", () => {
    const params = new URLSearchParams("views=2500&other=x");
    expect(readRawValues(defaults, params, { views: "99", rate: "7.5" })).toEqual({ views: "2500", per: "day", rate: "7.5" });
  });

  it("keeps a field the user emptied empty, so it gets a message instead of the default", () => {
    expect(readRawValues(defaults, new URLSearchParams("views=")).views).toBe("");
  });
});

describe("parseRawValues", () => {
  const schema = calculatorSchema({ a: numberField({ min: 0, max: 10 }), b: numberField({ min: 0, max: 10 }) }, (values) =>
    values.b < values.a ? { b: "Must be at least a." } : {},
  );

  it("returns the values when every field is valid", () => {
    expect(parseRawValues(schema, { a: "1", b: "2" })).toEqual({ ok: true, values: { a: 1, b: 2 }, errors: {} });
  });

  it("returns one message per bad field", () => {
    expect(parseRawValues(schema, { a: "-1", b: "x" })).toEqual({
      ok: false,
      values: null,
      errors: { a: "Can't be negative.", b: "“x” is not a number." },
    });
  });

  it("checks the rule across fields once every field is valid", () => {
    expect(parseRawValues(schema, { a: "5", b: "2" })).toEqual({ ok: false, values: null, errors: { b: "Must be at least a." } });
    expect(parseRawValues(schema, { a: "5", b: "x" }).errors).toEqual({ b: "“x” is not a number." });
  });
});

describe("toSearchParams and numberToRaw", () => {
  it("writes every field in order, after the extras that are set", () => {
    expect(toSearchParams({ views: "10", per: "day" }, { channel: "abc-1", none: null }).toString()).toBe(
      "channel=abc-1&views=10&per=day",
    );
  });

  it.each([
    [1234.567, 2, "1234.57"],
    [8, 1, "8"],
    [8.3456, 1, "8.3"],
    [-0, 2, "0"],
    [666_666.6, 0, "666667"],
    [null, 2, null],
    [Number.NaN, 2, null],
  ])("numberToRaw(%j, %j) → %j", (value, decimals, expected) => {
    expect(numberToRaw(value, decimals)).toBe(expected);
  });
});

describe("definite", () => {
  it("passes finite numbers and throws on a figure that escaped the field bounds", () => {
    expect(definite(0)).toBe(0);
    expect(() => definite(null)).toThrow(/field bounds/);
  });
});
