import { describe, expect, it } from "vitest";
import { channelAgeWords } from "#domain/channel-age";

const NOW = new Date("2026-11-24T12:00:00Z");

describe("channelAgeWords", () => {
  it("says years and months since the start date", () => {
    expect(channelAgeWords("2023-08-10", NOW)).toBe("3 years 3 months");
    expect(channelAgeWords("2025-11-24", NOW)).toBe("1 year");
    expect(channelAgeWords("2026-06-30", NOW)).toBe("4 months");
    expect(channelAgeWords("2026-11-01", NOW)).toBe("Under a month");
  });

  it("is N/A without a usable start date", () => {
    expect(channelAgeWords(null, NOW)).toBe("N/A");
    expect(channelAgeWords("not a date", NOW)).toBe("N/A");
    expect(channelAgeWords("2027-01-01", NOW)).toBe("N/A");
  });
});
