import { describe, expect, it } from "vitest";
import { uploadFrequencyWords } from "#domain/upload-frequency";

describe("uploadFrequencyWords — spec §2 'upload frequency (underscores turned into capitalised words)'", () => {
  it.each([
    ["twice_a_week", "Twice A Week"],
    ["daily", "Daily"],
    ["every_2_days", "Every 2 Days"],
    ["multiple_per_day", "Multiple Per Day"],
    ["__weekly__", "Weekly"],
    ["once_a  month", "Once A Month"],
    ["already Capitalised", "Already Capitalised"],
    ["éclair_weekly", "Éclair Weekly"],
  ])("%j → %j", (value, expected) => {
    expect(uploadFrequencyWords(value)).toBe(expected);
  });

  it("missing or blank → 'N/A'", () => {
    expect(uploadFrequencyWords(null)).toBe("N/A");
    expect(uploadFrequencyWords(undefined)).toBe("N/A");
    expect(uploadFrequencyWords("")).toBe("N/A");
    expect(uploadFrequencyWords("   ")).toBe("N/A");
    expect(uploadFrequencyWords("___")).toBe("N/A");
  });
});
