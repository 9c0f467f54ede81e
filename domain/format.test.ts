import { describe, expect, it } from "vitest";
import {
  NOT_AVAILABLE,
  formatCompact,
  formatCpm,
  formatCurrency,
  formatDate,
  formatNumber,
  formatRelativeTime,
  formatRevenuePerSubscriber,
} from "#domain/format";

// Spec §9: "N/A when empty" — every formatter shares these empty inputs.
const EMPTY = [null, undefined, "", "   ", Number.NaN, "abc", Number.POSITIVE_INFINITY] as const;

describe("NOT_AVAILABLE", () => {
  it("is 'N/A'", () => {
    expect(NOT_AVAILABLE).toBe("N/A");
  });
});

describe("formatCurrency — spec §9 'currency with 2 decimals'", () => {
  it.each([
    [1234.5, "$1,234.50"],
    [0, "$0.00"],
    [0.005, "$0.01"],
    [0.004, "$0.00"],
    [1_000_000, "$1,000,000.00"],
    [-12.3, "-$12.30"],
    ["99.999", "$100.00"],
  ])("%j → %j", (value, expected) => {
    expect(formatCurrency(value)).toBe(expected);
  });

  it("accepts bigints", () => {
    expect(formatCurrency(12n)).toBe("$12.00");
  });

  it.each(EMPTY)("%j → 'N/A'", (value) => {
    expect(formatCurrency(value)).toBe("N/A");
  });
});

describe("formatRevenuePerSubscriber — spec §9 'revenue per subscriber 4 decimals'", () => {
  it.each([
    [0.0123, "$0.0123"],
    [0.01234, "$0.0123"],
    [0.01235, "$0.0124"],
    [2, "$2.0000"],
    [0, "$0.0000"],
    [1234.5, "$1,234.5000"],
  ])("%j → %j", (value, expected) => {
    expect(formatRevenuePerSubscriber(value)).toBe(expected);
  });

  it.each(EMPTY)("%j → 'N/A'", (value) => {
    expect(formatRevenuePerSubscriber(value)).toBe("N/A");
  });
});

describe("formatCpm — spec §9 'CPM 2 decimals'", () => {
  it.each([
    [4.2, "$4.20"],
    [12, "$12.00"],
    ["3.456", "$3.46"],
    [0, "$0.00"],
  ])("%j → %j", (value, expected) => {
    expect(formatCpm(value)).toBe(expected);
  });

  it.each(EMPTY)("%j → 'N/A'", (value) => {
    expect(formatCpm(value)).toBe("N/A");
  });
});

describe("formatDate — spec §9 'Dates in en-US short month format, N/A when empty'", () => {
  it.each([
    ["2024-01-05", "Jan 5, 2024"],
    ["2024-01-05T23:30:00Z", "Jan 5, 2024"],
    ["2024-12-31T23:59:59.999Z", "Dec 31, 2024"],
    [new Date(Date.UTC(2023, 6, 4)), "Jul 4, 2023"],
    [0, "Jan 1, 1970"],
  ] as const)("%j → %j (in UTC)", (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it.each([null, undefined, "", "  ", "not a date", new Date(Number.NaN), Number.NaN])("%j → 'N/A'", (value) => {
    expect(formatDate(value)).toBe("N/A");
  });
});

describe("formatCompact — compact stats ('1.2M')", () => {
  it.each([
    [950, "950"],
    [1000, "1K"],
    [1234, "1.2K"],
    [12_000, "12K"],
    [999_999, "1M"],
    [1_234_567, "1.2M"],
    [2_500_000_000, "2.5B"],
    [0, "0"],
    [-1200, "-1.2K"],
    ["45000", "45K"],
  ])("%j → %j", (value, expected) => {
    expect(formatCompact(value)).toBe(expected);
  });

  it.each(EMPTY)("%j → 'N/A'", (value) => {
    expect(formatCompact(value)).toBe("N/A");
  });
});

describe("formatNumber — exact grouped values", () => {
  it.each([
    [1_234_567, "1,234,567"],
    [0, "0"],
    [999, "999"],
    [1234.567, "1,234.57"],
    ["1000000", "1,000,000"],
  ])("%j → %j", (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  it("accepts bigints (beyond 2^53 precision is lost, as with any JS number)", () => {
    expect(formatNumber(123_456_789n)).toBe("123,456,789");
  });

  it.each(EMPTY)("%j → 'N/A'", (value) => {
    expect(formatNumber(value)).toBe("N/A");
  });
});

describe("formatRelativeTime — spec §2 'relative publish time'", () => {
  const NOW = new Date("2024-06-15T12:00:00Z");
  const ago = (ms: number) => new Date(NOW.getTime() - ms);
  const MIN = 60_000;
  const HOUR = 60 * MIN;
  const DAY = 24 * HOUR;

  it.each([
    [ago(500), "now"],
    [ago(30_000), "30 seconds ago"],
    [ago(MIN), "1 minute ago"],
    [ago(59 * MIN), "59 minutes ago"],
    [ago(2 * HOUR), "2 hours ago"],
    [ago(DAY), "1 day ago"],
    [ago(3 * DAY), "3 days ago"],
    [ago(7 * DAY), "1 week ago"],
    [ago(20 * DAY), "2 weeks ago"],
    [ago(31 * DAY), "1 month ago"],
    [ago(70 * DAY), "2 months ago"],
    [ago(364 * DAY), "11 months ago"],
    [ago(366 * DAY), "1 year ago"],
    [ago(3 * 366 * DAY), "3 years ago"],
  ])("%s → %j", (date, expected) => {
    expect(formatRelativeTime(date, NOW)).toBe(expected);
  });

  it("formats future dates", () => {
    expect(formatRelativeTime(new Date(NOW.getTime() + 5 * MIN), NOW)).toBe("in 5 minutes");
  });

  it("accepts ISO strings and a numeric now", () => {
    expect(formatRelativeTime("2024-06-12T12:00:00Z", NOW.getTime())).toBe("3 days ago");
  });

  it("uses the current time by default", () => {
    expect(formatRelativeTime(new Date(Date.now() - 3 * DAY - HOUR))).toBe("3 days ago");
  });

  it.each([null, undefined, "", "garbage"])("%j → 'N/A'", (value) => {
    expect(formatRelativeTime(value, NOW)).toBe("N/A");
  });

  it("an invalid now → 'N/A'", () => {
    expect(formatRelativeTime(NOW, Number.NaN)).toBe("N/A");
  });
});
