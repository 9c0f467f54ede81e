import { describe, expect, it } from "vitest";
import { isoDurationToSeconds } from "#domain/iso-duration";

describe("isoDurationToSeconds", () => {
  it.each([
    ["PT1H2M3S", 3723],
    ["PT45S", 45],
    ["PT10M", 600],
    ["PT2H", 7200],
    ["P1DT2H", 93_600],
    ["P1W", 604_800],
    ["PT1M30.6S", 91],
    ["pt5m", 300],
    ["P0D", 0],
    ["PT0S", 0],
  ])("%s is %i seconds", (value, seconds) => {
    expect(isoDurationToSeconds(value)).toBe(seconds);
  });

  it.each(["", "P", "PT", "1H2M", "PT1H2M3", "P1Y", "P1M", "PT-5S", "soon", null, undefined])("%j is not a duration", (value) => {
    expect(isoDurationToSeconds(value)).toBeNull();
  });
});
