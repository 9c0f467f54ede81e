import { describe, expect, it } from "vitest";
import { SNAPSHOT_DAILY_MONTHS, dailyRetentionStart } from "#domain/snapshot-retention";

describe("dailyRetentionStart", () => {
  it("keeps the current month and the 13 before it day by day", () => {
    expect(SNAPSHOT_DAILY_MONTHS).toBe(13);
    expect(dailyRetentionStart("2026-11-27")).toBe("2025-10-01");
    expect(dailyRetentionStart("2027-01-01")).toBe("2025-12-01");
  });
});
