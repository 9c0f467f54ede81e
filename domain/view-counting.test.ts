import { describe, expect, it } from "vitest";
import { VIEW_COUNT_CHANGE_DAY, spansViewCountChange, viewCountRuleAt, viewCountRuleOn } from "#domain/view-counting";

describe("viewCountRuleOn", () => {
  it("counts the change day itself and every later day the new way", () => {
    expect(VIEW_COUNT_CHANGE_DAY).toBe("2026-08-27");
    expect(viewCountRuleOn("2026-08-26")).toBe("before-2026-08-27");
    expect(viewCountRuleOn("2026-08-27")).toBe("playback-start");
    expect(viewCountRuleOn("2026-11-01")).toBe("playback-start");
    expect(viewCountRuleOn("2025-01-01")).toBe("before-2026-08-27");
  });
});

describe("viewCountRuleAt (a video's publish time)", () => {
  it("goes by the Pacific day, like the snapshots", () => {
    // 06:00 UTC on the 27th is still 23:00 on the 26th in Los Angeles (PDT, UTC−7).
    expect(viewCountRuleAt(new Date("2026-08-27T06:00:00Z"))).toBe("before-2026-08-27");
    expect(viewCountRuleAt(new Date("2026-08-27T07:00:00Z"))).toBe("playback-start");
  });
});

describe("spansViewCountChange", () => {
  it("is true only when the two days are on different sides of 27 Aug 2026", () => {
    // Monthly demo snapshots: Aug 1 → Sep 1 spans it, Oct 1 → Nov 1 does not.
    expect(spansViewCountChange("2026-08-01", "2026-09-01")).toBe(true);
    expect(spansViewCountChange("2026-10-01", "2026-11-01")).toBe(false);
    expect(spansViewCountChange("2026-07-01", "2026-08-26")).toBe(false);
    expect(spansViewCountChange("2026-08-26", "2026-08-27")).toBe(true);
    expect(spansViewCountChange("2026-09-01", "2026-08-01")).toBe(true);
  });
});
