import { describe, expect, it } from "vitest";
import { pacificDay } from "#domain/pacific-day";

describe("pacificDay (YouTube quota day)", () => {
  it("is the previous calendar day before 08:00 UTC in winter (UTC−8)", () => {
    expect(pacificDay(new Date("2026-01-15T07:59:59Z"))).toBe("2026-01-14");
    expect(pacificDay(new Date("2026-01-15T08:00:00Z"))).toBe("2026-01-15");
  });

  it("turns at 07:00 UTC in summer (daylight time, UTC−7)", () => {
    expect(pacificDay(new Date("2026-07-04T06:59:59Z"))).toBe("2026-07-03");
    expect(pacificDay(new Date("2026-07-04T07:00:00Z"))).toBe("2026-07-04");
  });
});
