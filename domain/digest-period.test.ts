import { describe, expect, it } from "vitest";
import { digestPeriod, digestSavedMessage, digestWindowStart, isDigestFrequency, isoWeek } from "#domain/digest-period";

describe("digest periods", () => {
  it("names a daily period by its UTC day, whatever the hour", () => {
    expect(digestPeriod("daily", new Date("2026-11-24T00:00:00Z"))).toBe("daily:2026-11-24");
    expect(digestPeriod("daily", new Date("2026-11-24T23:59:59Z"))).toBe("daily:2026-11-24");
    expect(digestPeriod("daily", new Date("2026-11-25T00:00:00Z"))).toBe("daily:2026-11-25");
  });

  it("names a weekly period by its ISO-8601 week: Monday to Sunday, the same all week", () => {
    const monday = digestPeriod("weekly", new Date("2026-11-23T00:00:00Z"));
    expect(monday).toBe("weekly:2026-W48");
    expect(digestPeriod("weekly", new Date("2026-11-29T23:59:59Z"))).toBe(monday);
    expect(digestPeriod("weekly", new Date("2026-11-30T00:00:00Z"))).toBe("weekly:2026-W49");
  });

  it("gives the days around new year the ISO week-year (the week's Thursday decides)", () => {
    // 2026-12-31 is a Thursday: week 53 of 2026; 2027-01-01 (Friday) is in it too.
    expect(isoWeek(new Date("2026-12-31T12:00:00Z"))).toEqual({ year: 2026, week: 53 });
    expect(digestPeriod("weekly", new Date("2027-01-01T12:00:00Z"))).toBe("weekly:2026-W53");
    expect(digestPeriod("weekly", new Date("2027-01-04T12:00:00Z"))).toBe("weekly:2027-W01");
    // 2024-12-30 is a Monday whose Thursday is in 2025: week 1 of 2025.
    expect(digestPeriod("weekly", new Date("2024-12-30T08:00:00Z"))).toBe("weekly:2025-W01");
  });

  it("starts a window after the last digest, never before alerts were turned on", () => {
    const enabled = new Date("2026-11-20T10:00:00Z");
    expect(digestWindowStart(null, enabled)).toEqual(enabled);
    expect(digestWindowStart(new Date("2026-11-23T07:00:00Z"), enabled)).toEqual(new Date("2026-11-23T07:00:00Z"));
    // Off for months, then on again: the months in between are not reported.
    expect(digestWindowStart(new Date("2026-01-01T07:00:00Z"), enabled)).toEqual(enabled);
  });

  it("accepts only the three choices", () => {
    for (const value of ["off", "daily", "weekly"]) expect(isDigestFrequency(value)).toBe(true);
    for (const value of ["", "Daily", "hourly", "daily ", null, 1, ["daily"]]) expect(isDigestFrequency(value)).toBe(false);
  });

  it("says what was saved", () => {
    expect(digestSavedMessage("daily")).toMatch(/daily digest/);
    expect(digestSavedMessage("weekly")).toMatch(/weekly digest/);
    expect(digestSavedMessage("off")).toMatch(/off/);
  });
});
