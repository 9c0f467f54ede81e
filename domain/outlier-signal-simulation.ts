// Catalogues of random hits, and one niche where a format took off, read by the outlier signal
// (domain/outlier-signal.ts): how often the signal fires on chance, and how often it finds the
// planted trend. Used by domain/outlier-signal.test.ts and printed by bench/outlier-signal.ts.
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
