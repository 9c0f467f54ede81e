import { describe, expect, it } from "vitest";
import { countAxis } from "~/components/channels/history-time-axis";

const ticks = (from: number, to: number, step: number) =>
  Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) => from + i * step);

describe("history charts: the count axis", () => {
  it("labels ticks 50K apart around a million apart from each other (1.05M, 1.1M)", () => {
    // The demo channel: 12 snapshots from 1.02M to 1.24M subscribers; recharts ticks every 50K.
    const axis = countAxis(ticks(1_020_000, 1_240_000, 20_000));
    const labels = ticks(1_000_000, 1_250_000, 50_000).map(axis.tick);
    expect(labels).toEqual(["1M", "1.05M", "1.1M", "1.15M", "1.2M", "1.25M"]);
  });

  it("keeps one decimal where the ticks are far apart, and reads small counts whole", () => {
    expect(ticks(0, 1_200_000, 300_000).map(countAxis([0, 1_200_000]).tick)).toEqual(["0", "300K", "600K", "900K", "1.2M"]);
    expect([0, 250, 500, 750].map(countAxis([3, 740]).tick)).toEqual(["0", "250", "500", "750"]);
  });

  it("is as wide as its longest label needs, within bounds", () => {
    expect(countAxis([1_020_000, 1_240_000]).width).toBeGreaterThan(countAxis([0, 1_200_000]).width);
    expect(countAxis([]).width).toBe(44);
  });
});
