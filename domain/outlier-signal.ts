// The niche/type signal, measured against chance. Outliers happen everywhere now and then (about one
// upload in seventy is a hit on any channel), so "three channels had one" says little about a
// niche of 30 channels. The signal asks instead: would chance alone give this many?
//
//   n = the group's channels with a scored upload in the last OUTLIER_SIGNAL_DAYS days
//   k = of them, the channels with an outlier (×3 or more) in those days
//   p = the same share among every OTHER channel of the catalogue (the base rate)
//   chance = P(X ≥ k) for X ~ Binomial(n, p): how often n channels at the base rate give k or more
//
// Signal: k ≥ OUTLIER_SIGNAL_MIN_CHANNELS and chance < OUTLIER_SIGNAL_MAX_CHANCE. With 70 niches and
// types each tested at 1%, a catalogue of random hits shows a signal on about one page in a hundred.
import { NOT_AVAILABLE } from "#domain/format";
import { formatNumber } from "#domain/format";

/** The window the signal counts in, back from the newest scored upload. */
export const OUTLIER_SIGNAL_DAYS = 30;
/** One channel's hit is noise: never a signal with outliers in fewer channels than this. */
export const OUTLIER_SIGNAL_MIN_CHANNELS = 3;
/** The signal shows only when chance gives as many channels with outliers less often than this. */
export const OUTLIER_SIGNAL_MAX_CHANCE = 0.01;
/** Fewer other channels with scored uploads than this and the base rate says too little. */
export const OUTLIER_SIGNAL_MIN_BASE_CHANNELS = 20;
/** Months of outlier rates a niche or type page shows. */
export const OUTLIER_RATE_MONTHS = 12;

/** Channels with a scored upload in the window, and how many of them had an outlier. */
export interface OutlierChannelCounts {
  active: number;
  withOutlier: number;
}

export interface OutlierSignalReading extends OutlierChannelCounts {
  /** Channels with an outlier that the base rate alone gives a group of this size; null without a base rate. */
  expected: number | null;
  /** P(at least `withOutlier` of `active` channels at the base rate); null without a base rate. */
  chance: number | null;
  /** The base rate: the share of the catalogue's other active channels with an outlier; null when too few. */
  baseRate: number | null;
  signal: boolean;
}

/**
 * P(X ≥ k) for X ~ Binomial(n, p), summed from k upwards in log space (exact enough for any n a
 * catalogue holds; the terms shrink fast past the mean).
 */
export function binomialUpperTail(n: number, p: number, k: number): number {
  if (k <= 0) return 1;
  if (k > n) return 0;
  if (p <= 0) return 0;
  if (p >= 1) return 1;
  // log C(n, k) + k log p + (n - k) log(1 - p)
  let logTerm = k * Math.log(p) + (n - k) * Math.log1p(-p);
  for (let i = 1; i <= k; i++) logTerm += Math.log((n - k + i) / i);
  let term = Math.exp(logTerm);
  let sum = term;
  const odds = p / (1 - p);
  for (let i = k; i < n; i++) {
    term *= ((n - i) / (i + 1)) * odds;
    sum += term;
    if (term < sum * 1e-15) break;
  }
  return Math.min(1, sum);
}

/** The group's counts read against the rest of the catalogue (`catalogue` includes the group). */
export function readOutlierSignal(group: OutlierChannelCounts, catalogue: OutlierChannelCounts): OutlierSignalReading {
  const otherActive = catalogue.active - group.active;
  const otherWithOutlier = catalogue.withOutlier - group.withOutlier;
  if (otherActive < OUTLIER_SIGNAL_MIN_BASE_CHANNELS || otherWithOutlier < 0) {
    return { ...group, expected: null, chance: null, baseRate: null, signal: false };
  }
  const baseRate = otherWithOutlier / otherActive;
  const chance = binomialUpperTail(group.active, baseRate, group.withOutlier);
  return {
    ...group,
    expected: group.active * baseRate,
    chance,
    baseRate,
    signal: group.withOutlier >= OUTLIER_SIGNAL_MIN_CHANNELS && chance < OUTLIER_SIGNAL_MAX_CHANCE,
  };
}

/** A month's scored uploads (YYYY-MM) and how many were outliers. */
export interface OutlierMonth {
  month: string;
  scored: number;
  outliers: number;
}

/** The last `count` months up to `asOf`'s (YYYY-MM, oldest first), each with the group's counts or zeros. */
export function outlierMonths(rows: readonly OutlierMonth[], asOf: string, count = OUTLIER_RATE_MONTHS): OutlierMonth[] {
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  const year = Number(asOf.slice(0, 4));
  const month = Number(asOf.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, i) => {
    const at = new Date(Date.UTC(year, month - (count - 1 - i), 1)).toISOString().slice(0, 7);
    return byMonth.get(at) ?? { month: at, scored: 0, outliers: 0 };
  });
}

/** How often chance alone gives as many, in words: "about 1 time in 250". */
export function formatChance(chance: number): string {
  if (chance < 0.0001) return "less than 1 time in 10,000";
  if (chance >= 0.5) return "more often than not";
  return `about 1 time in ${formatNumber(Math.round(1 / chance))}`;
}

/** A month's outlier rate: "2.4%" (one decimal), N/A with nothing scored. */
export function formatOutlierRate(month: OutlierMonth): string {
  if (month.scored === 0) return NOT_AVAILABLE;
  return `${((month.outliers / month.scored) * 100).toFixed(1)}%`;
}
