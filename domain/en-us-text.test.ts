import { describe, expect, it } from "vitest";
import {
  compactText,
  decimalText,
  dollarsText,
  monthDayText,
  monthYearText,
  type RelativeUnit,
  relativeText,
  shortDateText,
} from "#domain/en-us-text";

// A fixed pseudo-random sequence, so a failure can be run again.
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Values a page shows (counts, rates, money, growth) and the awkward ones: ties, carries, zeros, signs. */
function samples(): number[] {
  const random = sequence(42);
  const values = [0, -0, 1, -1, 0.5, 1.5, 2.5, -2.5, 0.05, 0.15, 1.005, 1.015, 2.675, 0.125, 9.995, 99.995, 999.5, 999.95];
  for (let power = 0; power <= 15; power++) {
    const p = 10 ** power;
    values.push(p, p - 1, p + 1, p - 0.05, p * 0.9995, p * 0.99995, p * 1.15, p * 1.25, p * 1.05, p * 1.95, -p * 1.35);
  }
  for (let i = 0; i < 4000; i++) {
    const scale = 10 ** Math.floor(random() * 13);
    const value = Math.round(random() * scale * 10_000) / 10 ** Math.floor(random() * 5);
    values.push(random() < 0.2 ? -value : value);
  }
  for (let i = 0; i < 500; i++) values.push(Math.floor(random() * 2000) / 1000 - 1, Math.floor(random() * 20_000) / 2);
  return values;
}

const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat("en-US", options);

describe("en-US text without Intl reads as Intl's en-US formats", () => {
  const values = samples();

  it.each([
    { max: 0 },
    { max: 1 },
    { max: 2 },
    { max: 1, min: 1 },
    { max: 2, min: 2 },
    { max: 4, min: 4 },
    { max: 1, signed: true },
    { max: 0, signed: true },
  ])("decimals %o", (options) => {
    const reference = intl({
      maximumFractionDigits: options.max,
      minimumFractionDigits: options.min ?? 0,
      signDisplay: options.signed ? "exceptZero" : "auto",
    });
    const differences = values.filter((v) => decimalText(v, options) !== reference.format(v));
    expect(differences.map((v) => [v, decimalText(v, options), reference.format(v)])).toEqual([]);
  });

  it.each([2, 4])("dollars with %i decimals", (digits) => {
    const reference = intl({ style: "currency", currency: "USD", minimumFractionDigits: digits, maximumFractionDigits: digits });
    const differences = values.filter((v) => dollarsText(v, digits) !== reference.format(v));
    expect(differences.map((v) => [v, dollarsText(v, digits), reference.format(v)])).toEqual([]);
  });

  it("compact numbers (1.2K, 3.4M, 1B), units chosen after rounding", () => {
    const reference = intl({ notation: "compact", maximumFractionDigits: 1 });
    const differences = values.filter((v) => compactText(v) !== reference.format(v));
    expect(differences.map((v) => [v, compactText(v), reference.format(v)])).toEqual([]);
    expect([999_950, 999_949, 1_250_000, 1_150_000, 0.95].map((v) => compactText(v))).toEqual([
      "1M",
      "999.9K",
      "1.3M",
      "1.2M",
      "1",
    ]);
  });

  it("compact numbers with two decimals (a chart's close ticks)", () => {
    const reference = intl({ notation: "compact", maximumFractionDigits: 2 });
    const differences = values.filter((v) => compactText(v, 2) !== reference.format(v));
    expect(differences.map((v) => [v, compactText(v, 2), reference.format(v)])).toEqual([]);
  });

  it("dates in UTC: short date, month and day, month and year", () => {
    const random = sequence(7);
    const full = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
    const monthDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
    const monthYear = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
    for (let i = 0; i < 3000; i++) {
      const date = new Date(Math.floor(random() * 4_102_444_800_000));
      expect([shortDateText(date), monthDayText(date), monthYearText(date)]).toEqual([
        full.format(date),
        monthDay.format(date),
        monthYear.format(date),
      ]);
    }
  });

  it("relative times in every unit, past and future", () => {
    const reference = new Intl.RelativeTimeFormat("en-US", { numeric: "always" });
    const units: RelativeUnit[] = ["year", "month", "week", "day", "hour", "minute", "second"];
    for (const unit of units) {
      for (let amount = -1500; amount <= 1500; amount += amount > -20 && amount < 20 ? 1 : 37) {
        expect(relativeText(amount, unit)).toBe(reference.format(amount, unit));
      }
    }
  });
});
