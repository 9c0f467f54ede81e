// Catalogues of random hits, and niches where a format took off (or an audience left), read by the
// outlier signal (domain/outlier-signal.ts) and the life stage (domain/niche-stage.ts): how often
// they read chance as a trend, and how often they find the planted one. Used by
// domain/outlier-signal.test.ts and domain/niche-stage.test.ts, printed by bench/outlier-signal.ts.
import { type StageWindow, readLifeStage } from "#domain/niche-stage";
import { median } from "#domain/outlier-score";
import { type OutlierChannelCounts, readOutlierSignal } from "#domain/outlier-signal";

export interface SignalSimulation {
  runs: number;
  /** Niches per catalogue; the last one is planted. */
  niches: number;
  /** Each niche's active channels, drawn uniformly from this range. */
  channels: [number, number];
  /** The share of channels with an outlier in a month, everywhere but the planted niche. */
  baseRate: number;
  /** The same share in the planted niche. */
  plantedRate: number;
  seed: number;
}

export interface SignalSimulationResult {
  /** Signals among the random niches, over all runs. */
  falseSignalRate: number;
  /** Runs in which the planted niche showed a signal. */
  plantedFoundRate: number;
  /** The same random niches read by the old rule (outliers in three or more channels). */
  oldRuleFalseSignalRate: number;
}

/** A seeded generator (mulberry32): the same draws on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function simulateOutlierSignals(options: SignalSimulation): SignalSimulationResult {
  const random = seededRandom(options.seed);
  const [fewest, most] = options.channels;
  let falseSignals = 0;
  let oldRuleSignals = 0;
  let plantedFound = 0;
  for (let run = 0; run < options.runs; run++) {
    const groups: OutlierChannelCounts[] = Array.from({ length: options.niches }, (_, index) => {
      const active = fewest + Math.floor(random() * (most - fewest + 1));
      const rate = index === options.niches - 1 ? options.plantedRate : options.baseRate;
      let withOutlier = 0;
      for (let i = 0; i < active; i++) if (random() < rate) withOutlier++;
      return { active, withOutlier };
    });
    const catalogue = groups.reduce(
      (sum, group) => ({ active: sum.active + group.active, withOutlier: sum.withOutlier + group.withOutlier }),
      { active: 0, withOutlier: 0 },
    );
    groups.forEach((group, index) => {
      const { signal } = readOutlierSignal(group, catalogue);
      if (index === options.niches - 1) {
        plantedFound += signal ? 1 : 0;
      } else {
        falseSignals += signal ? 1 : 0;
        oldRuleSignals += group.withOutlier >= 3 ? 1 : 0;
      }
    });
  }
  const randomNiches = options.runs * (options.niches - 1);
  return {
    falseSignalRate: falseSignals / randomNiches,
    plantedFoundRate: plantedFound / options.runs,
    oldRuleFalseSignalRate: oldRuleSignals / randomNiches,
  };
}

export interface StageSimulation {
  runs: number;
  /** Niches per catalogue; the last two are planted (one emerging, one decaying). */
  niches: number;
  /** Each niche's active channels per window, drawn uniformly from this range. */
  channels: [number, number];
  /** Scored uploads per active channel per window. */
  uploadsPerChannel: number;
  /** The share of channels with an outlier in a window, everywhere but the planted emerging niche. */
  baseRate: number;
  /** The same share in the planted emerging niche's recent window. */
  emergingRate: number;
  /** The planted decaying niche's recent uploads get this × their usual views. */
  decayFactor: number;
  seed: number;
}

export interface StageSimulationResult {
  /** Random niches read as taking off (Emerging or Accelerating), over all runs. */
  falseTakingOffRate: number;
  /** Random niches given any stage but Steady. */
  falseStageRate: number;
  /** Runs in which the planted niches got their stage. */
  emergingFoundRate: number;
  decayingFoundRate: number;
}

/**
 * Catalogues of niches with random hits in two windows, each upload's outlier score drawn around
 * its channel's usual (log-normal, σ 0.4, as the demo's views), plus one niche where a format
 * took off in the recent window and one whose recent uploads lost views: how often the life stage
 * (domain/niche-stage.ts) reads chance as a trend, and how often it finds the planted ones.
 */
export function simulateLifeStages(options: StageSimulation): StageSimulationResult {
  const random = seededRandom(options.seed);
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const [fewest, most] = options.channels;
  const emergingIndex = options.niches - 2;
  const decayingIndex = options.niches - 1;
  let falseTakingOff = 0;
  let falseStage = 0;
  let emergingFound = 0;
  let decayingFound = 0;

  const window = (active: number, hitRate: number, factor: number): { window: StageWindow; scores: number[] } => {
    let withOutlier = 0;
    const scores: number[] = [];
    for (let i = 0; i < active; i++) {
      if (random() < hitRate) withOutlier++;
      for (let u = 0; u < options.uploadsPerChannel; u++) scores.push(Math.exp(0.4 * normal()) * factor);
    }
    return { window: { active, withOutlier, uploads: scores.length, medianScore: median(scores) }, scores };
  };

  for (let run = 0; run < options.runs; run++) {
    const niches = Array.from({ length: options.niches }, (_, index) => {
      const active = () => fewest + Math.floor(random() * (most - fewest + 1));
      const recentRate = index === emergingIndex ? options.emergingRate : options.baseRate;
      const factor = index === decayingIndex ? options.decayFactor : 1;
      return { recent: window(active(), recentRate, factor), before: window(active(), options.baseRate, 1) };
    });
    const catalogueOf = (pick: "recent" | "before"): StageWindow => {
      const windows = niches.map((niche) => niche[pick].window);
      return {
        active: windows.reduce((sum, w) => sum + w.active, 0),
        withOutlier: windows.reduce((sum, w) => sum + w.withOutlier, 0),
        uploads: windows.reduce((sum, w) => sum + w.uploads, 0),
        medianScore: median(niches.flatMap((niche) => niche[pick].scores)),
      };
    };
    const catalogueRecent = catalogueOf("recent");
    const catalogueBefore = catalogueOf("before");
    niches.forEach((niche, index) => {
      const reading = readLifeStage({
        recent: niche.recent.window,
        before: niche.before.window,
        catalogueRecent,
        catalogueBefore,
      });
      const stage = reading.status === "staged" ? reading.stage : null;
      if (index === emergingIndex) emergingFound += stage === "emerging" ? 1 : 0;
      else if (index === decayingIndex) decayingFound += stage === "decaying" ? 1 : 0;
      else {
        falseTakingOff += stage === "emerging" || stage === "accelerating" ? 1 : 0;
        falseStage += stage !== null && stage !== "steady" ? 1 : 0;
      }
    });
  }
  const randomNiches = options.runs * (options.niches - 2);
  return {
    falseTakingOffRate: falseTakingOff / randomNiches,
    falseStageRate: falseStage / randomNiches,
    emergingFoundRate: emergingFound / options.runs,
    decayingFoundRate: decayingFound / options.runs,
  };
}
