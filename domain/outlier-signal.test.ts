import { describe, expect, it } from "vitest";
import {
  OUTLIER_SIGNAL_MAX_CHANCE,
  binomialUpperTail,
  formatChance,
  formatOutlierRate,
  outlierMonths,
  readOutlierSignal,
} from "#domain/outlier-signal";
import { simulateOutlierSignals } from "#domain/outlier-signal-simulation";

describe("binomialUpperTail", () => {
  it("is P(X ≥ k) for X ~ Binomial(n, p)", () => {
    expect(binomialUpperTail(10, 0.5, 0)).toBe(1);
    expect(binomialUpperTail(10, 0.5, 10)).toBeCloseTo(1 / 1024, 12);
    // 638 of the 1,024 outcomes have five heads or more.
    expect(binomialUpperTail(10, 0.5, 5)).toBeCloseTo(638 / 1024, 12);
    // Two or more of four at 1 in 4: 1 − 81/256 − 108/256.
    expect(binomialUpperTail(4, 0.25, 2)).toBeCloseTo(67 / 256, 12);
    expect(binomialUpperTail(4, 0.25, 5)).toBe(0);
    expect(binomialUpperTail(4, 0, 1)).toBe(0);
    expect(binomialUpperTail(4, 1, 4)).toBe(1);
  });

  it("stays finite and exact for a niche of 20,000 channels", () => {
    // Mean 2,000, standard deviation about 42.4: 2,000 or more is a little over a half, 2,200 or more is rare.
    expect(binomialUpperTail(20_000, 0.1, 2_000)).toBeGreaterThan(0.5);
    expect(binomialUpperTail(20_000, 0.1, 2_000)).toBeLessThan(0.51);
    expect(binomialUpperTail(20_000, 0.1, 2_200)).toBeLessThan(1e-5);
  });
});

describe("readOutlierSignal", () => {
  // The catalogue of the issue: a 27-channel niche where the rest of the catalogue has an outlier
  // on 4.2 of every 27 channels in a month.
  const catalogue = (group: { active: number; withOutlier: number }) => ({
    active: group.active + 2_700,
    withOutlier: group.withOutlier + 420,
  });

  it("three channels with outliers where chance gives four is no signal", () => {
    const group = { active: 27, withOutlier: 3 };
    const reading = readOutlierSignal(group, catalogue(group));
    expect(reading.baseRate).toBeCloseTo(420 / 2_700, 12);
    expect(reading.expected).toBeCloseTo(4.2, 12);
    expect(reading.chance).toBeGreaterThan(0.5);
    expect(reading.signal).toBe(false);
  });

  it("is a signal when chance gives as many less than 1% of the time", () => {
    const strong = { active: 27, withOutlier: 11 };
    const reading = readOutlierSignal(strong, catalogue(strong));
    expect(reading.chance).toBeLessThan(OUTLIER_SIGNAL_MAX_CHANCE);
    expect(reading.signal).toBe(true);
    // One channel fewer is still not chance; the line sits where chance crosses 1%.
    const borderline = [7, 8, 9, 10, 11].map((withOutlier) => {
      const group = { active: 27, withOutlier };
      return readOutlierSignal(group, catalogue(group));
    });
    const first = borderline.find((entry) => entry.signal)!;
    expect(first.chance).toBeLessThan(OUTLIER_SIGNAL_MAX_CHANCE);
    expect(borderline[borderline.indexOf(first) - 1]!.chance).toBeGreaterThanOrEqual(OUTLIER_SIGNAL_MAX_CHANCE);
  });

  it("never fires on fewer than three channels, however rare outliers are elsewhere", () => {
    const group = { active: 3, withOutlier: 2 };
    const reading = readOutlierSignal(group, { active: 1_003, withOutlier: 2 });
    expect(reading.chance).toBeLessThan(0.001);
    expect(reading.signal).toBe(false);
  });

  it("has no base rate when too few other channels were active", () => {
    const group = { active: 10, withOutlier: 9 };
    expect(readOutlierSignal(group, { active: 25, withOutlier: 10 })).toEqual({
      active: 10,
      withOutlier: 9,
      expected: null,
      chance: null,
      baseRate: null,
      signal: false,
    });
  });

  it("on catalogues of random hits, fires for about 1% of niches or fewer; a planted trend is found", () => {
    // 44 niches of 10 to 60 active channels, each channel with an outlier at 15% (4.2 of 27, as the
    // issue measured), except one where a format took off: half its channels had one.
    const result = simulateOutlierSignals({
      runs: 200,
      niches: 44,
      channels: [10, 60],
      baseRate: 0.15,
      plantedRate: 0.5,
      seed: 29,
    });
    expect(result.falseSignalRate).toBeLessThanOrEqual(OUTLIER_SIGNAL_MAX_CHANCE * 1.5);
    expect(result.plantedFoundRate).toBeGreaterThan(0.9);
    // The old rule (outliers in three channels) fired for nearly every random niche.
    expect(result.oldRuleFalseSignalRate).toBeGreaterThan(0.7);
  });
});

describe("outlierMonths", () => {
  it("lists the last months up to the newest upload's, oldest first, with zeros where nothing was scored", () => {
    const months = outlierMonths(
      [
        { month: "2026-10", scored: 40, outliers: 2 },
        { month: "2025-12", scored: 10, outliers: 0 },
        { month: "2024-01", scored: 99, outliers: 9 },
      ],
      "2026-10-31",
      12,
    );
    expect(months.map((month) => month.month)).toEqual([
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
    ]);
    expect(months[1]).toEqual({ month: "2025-12", scored: 10, outliers: 0 });
    expect(months[2]).toEqual({ month: "2026-01", scored: 0, outliers: 0 });
    expect(months.at(-1)).toEqual({ month: "2026-10", scored: 40, outliers: 2 });
  });
});

describe("formatOutlierRate", () => {
  it("reads a month's share of outliers", () => {
    expect(formatOutlierRate({ month: "2026-10", scored: 400, outliers: 6 })).toBe("1.5%");
    expect(formatOutlierRate({ month: "2026-10", scored: 0, outliers: 0 })).toBe("N/A");
  });
});

describe("formatChance", () => {
  it.each([
    [0.00001, "less than 1 time in 10,000"],
    [0.004, "about 1 time in 250"],
    [0.3, "about 1 time in 3"],
    [0.6, "more often than not"],
  ])("%s reads %s", (chance, words) => {
    expect(formatChance(chance)).toBe(words);
  });
});
