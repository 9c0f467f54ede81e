import { describe, expect, it } from "vitest";
import { type StageInputs, type StageWindow, readLifeStage } from "#domain/niche-stage";
import { simulateLifeStages } from "#domain/outlier-signal-simulation";

// A catalogue of 1,000 active channels, 100 of them with an outlier in each window (base rate 10%),
// 4,000 scored uploads a window with a median score of 1.
const catalogue: StageWindow = { active: 1_000, withOutlier: 100, uploads: 4_000, medianScore: 1 };
const group = (window: Partial<StageWindow>): StageWindow => ({
  active: 30,
  withOutlier: 3,
  uploads: 120,
  medianScore: 1,
  ...window,
});
const inputs = (recent: Partial<StageWindow>, before: Partial<StageWindow> = {}): StageInputs => ({
  recent: group(recent),
  before: group(before),
  catalogueRecent: catalogue,
  catalogueBefore: catalogue,
});
const stageOf = (value: StageInputs) => {
  const reading = readLifeStage(value);
  return reading.status === "staged" ? reading.stage : reading.status;
};

describe("readLifeStage", () => {
  it("is Emerging when 12 of 30 channels hit now (chance expects 3) and 3 did before", () => {
    const reading = readLifeStage(inputs({ withOutlier: 12 }));
    expect(reading.status === "staged" && reading.stage).toBe("emerging");
    if (reading.status !== "staged") return;
    expect(reading.evidence.signalNow).toBe(true);
    expect(reading.evidence.signalBefore).toBe(false);
    expect(reading.evidence.chanceNow).toBeLessThan(0.01);
  });

  it("is Accelerating when both windows beat chance and more channels hit now (12 after 10)", () => {
    expect(stageOf(inputs({ withOutlier: 12 }, { withOutlier: 10 }))).toBe("accelerating");
  });

  it("is Saturating when both windows beat chance but fewer channels hit now (10 after 12)", () => {
    expect(stageOf(inputs({ withOutlier: 10 }, { withOutlier: 12 }))).toBe("saturating");
  });

  it("is Saturating when the signal before has gone (3 now after 12)", () => {
    expect(stageOf(inputs({ withOutlier: 3 }, { withOutlier: 12 }))).toBe("saturating");
  });

  it("is Saturating when its share of uploads grows 1.5× while uploads do 0.85× the catalogue's multiple", () => {
    expect(stageOf(inputs({ uploads: 180, medianScore: 0.85 }, { uploads: 120 }))).toBe("saturating");
    // The same growth with uploads doing as well as the catalogue's is demand keeping up: Steady.
    expect(stageOf(inputs({ uploads: 180, medianScore: 1 }, { uploads: 120 }))).toBe("steady");
  });

  it("is Decaying when nothing breaks out and uploads do 0.7× their channels' usual against the catalogue's 1×", () => {
    const reading = readLifeStage(inputs({ medianScore: 0.7 }));
    expect(reading.status === "staged" && reading.stage).toBe("decaying");
    if (reading.status === "staged") expect(reading.evidence.multiple).toBeCloseTo(0.7);
  });

  it("is Steady when the group looks like the catalogue (3 of 30 channels hit, as chance gives)", () => {
    expect(stageOf(inputs({}))).toBe("steady");
  });

  it("gives no stage below the floor and names what is missing", () => {
    const reading = readLifeStage(inputs({ active: 4, withOutlier: 3 }, { uploads: 9 }));
    expect(reading).toEqual({
      status: "not-enough-data",
      reasons: [
        "fewer than 5 channels with scored uploads in the last 30 days (4)",
        "fewer than 10 scored uploads in the 30 days before (9)",
      ],
    });
  });
});

describe("life stages against chance (simulated catalogues)", () => {
  it("reads random hits as taking off in about 1 niche in 100, and finds a planted emerging and a planted decaying niche", () => {
    const result = simulateLifeStages({
      runs: 120,
      niches: 44,
      channels: [10, 60],
      uploadsPerChannel: 4,
      baseRate: 0.15,
      emergingRate: 0.5,
      decayFactor: 0.6,
      seed: 29,
    });
    expect(result.falseTakingOffRate).toBeLessThanOrEqual(0.015);
    expect(result.falseStageRate).toBeLessThanOrEqual(0.03);
    expect(result.emergingFoundRate).toBeGreaterThanOrEqual(0.9);
    expect(result.decayingFoundRate).toBeGreaterThanOrEqual(0.9);
  });
});
