import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type StatsSnapshot, daysBefore } from "#domain/channel-growth";
import { channelHistory } from "#domain/channel-history";

const snap = (day: string, subscribers: number | null): StatsSnapshot => ({ day, subscribers, views: null });

describe("channelHistory", () => {
  // The projection's worked example (domain/subscriber-projection.test.ts): 5 → 60 → 234
  // subscribers, +170.9 a month over the last 30 days in a straight line.
  it("sorts the points oldest first and adds growth, the milestone and the thresholds", () => {
    const history = channelHistory([snap("2026-11-01", 234), snap("2026-09-01", 5), snap("2026-10-01", 60)]);
    expect(history.points.map((p) => p.day)).toEqual(["2026-09-01", "2026-10-01", "2026-11-01"]);
    expect(history.growth?.subscribers?.change).toBe(174);
    expect(history.milestone).toMatchObject({ status: "projected", target: 1_000, date: "2027-03-17" });
    // 500: 266 to go at 170.9 a month = 1.56 months = 47 days.
    expect(history.monetization).toMatchObject([
      { target: 500, date: "2026-12-18" },
      { target: 1_000, date: "2027-03-17" },
    ]);
  });

  it("is empty without snapshots", () => {
    expect(channelHistory([])).toEqual({
      points: [],
      growth: null,
      milestone: { status: "no-history" },
      monetization: [
        { status: "not-enough-data", target: 500, reason: "too-few-snapshots" },
        { status: "not-enough-data", target: 1_000, reason: "too-few-snapshots" },
      ],
      viewCountChange: null,
    });
  });

  it("says which view-count rule each point was counted under, and when the points span the change", () => {
    const views = (day: string, count: number): StatsSnapshot => ({ day, subscribers: 1_000, views: count });
    const history = channelHistory([
      views("2026-08-01", 1_000_000),
      views("2026-09-01", 1_700_000),
      views("2026-10-01", 1_800_000),
    ]);
    expect(history.points.map((p) => [p.day, p.viewCountRule])).toEqual([
      ["2026-08-01", "before-2026-08-27"],
      ["2026-09-01", "playback-start"],
      ["2026-10-01", "playback-start"],
    ]);
    expect(history.viewCountChange).toBe("2026-08-27");
    // Views growth Sep 1 → Oct 1 only: the 30-day base (Sep 1) is already on the new side.
    expect(history.growth).toMatchObject({ viewsFromDay: "2026-09-01", views: { change: 100_000 } });
    // All on one side, or views only on one side: nothing to mark.
    expect(channelHistory([views("2026-10-01", 1), views("2026-11-01", 2)]).viewCountChange).toBeNull();
    expect(channelHistory([snap("2026-08-01", 5), views("2026-11-01", 2)]).viewCountChange).toBeNull();
  });

  it("never gives the milestone and time to monetization two answers for 1,000 (property)", () => {
    const series = fc.array(
      fc.record({ back: fc.integer({ min: 0, max: 400 }), subscribers: fc.option(fc.integer({ min: 0, max: 2_000 })) }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(series, (rows) => {
        const history = channelHistory(rows.map((row) => snap(daysBefore("2026-11-01", row.back), row.subscribers)));
        const latest = history.points.filter((point) => point.subscribers !== null).at(-1);
        if (!latest || latest.subscribers! >= 1_000) return;
        expect(history.milestone).toEqual(history.monetization[1]);
      }),
    );
  });
});
