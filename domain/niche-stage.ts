// A niche's (or a niche × format's) life stage, read from dated evidence: two windows of
// STAGE_WINDOW_DAYS each, the recent one ending at the newest scored upload and the one before it.
// Every figure is a per-channel or per-upload rate read against the whole catalogue in the same
// window, so it neither grows with the catalogue nor with how recent the uploads are (young uploads
// have fewer views everywhere alike):
//
//   signal    = outliers in more channels than chance gives (domain/outlier-signal.ts), per window
//   multiple  = the median outlier score of the group's uploads ÷ the catalogue's median score
//               (views against each channel's own usual: below 1, the group's uploads do worse
//               than their channels used to, more than the catalogue's do)
//   supply    = the group's share of the catalogue's uploads, recent ÷ before
//
// Stages, the first that holds:
//   Emerging      a signal now and none in the window before: the first qualifying outliers are new
//   Accelerating  a signal in both windows and more of the group's channels hit now than before
//   Decaying      no signal now and the multiple ≤ STAGE_DECAY_MULTIPLE: the audience is leaving
//   Saturating    a signal in both windows with fewer channels hitting now, or a signal before
//                 that has gone, or supply growing ≥ STAGE_SUPPLY_GROWTH while the multiple is
//                 ≤ STAGE_COMPRESSED_MULTIPLE (newcomers pile in, each upload gets less)
//   Steady        none of these: no trend the evidence can show
// Below the floor (STAGE_MIN_CHANNELS active channels and STAGE_MIN_UPLOADS scored uploads in each
// window) there is no stage: "not enough data".
import { OUTLIER_SIGNAL_DAYS, type OutlierChannelCounts, readOutlierSignal } from "#domain/outlier-signal";

/** The window of the niche pages' outlier signal, so the stage and the signal read the same uploads. */
export const STAGE_WINDOW_DAYS = OUTLIER_SIGNAL_DAYS;
export const STAGE_MIN_CHANNELS = 5;
export const STAGE_MIN_UPLOADS = 10;
/** A multiple at or below this with no signal: Decaying. */
export const STAGE_DECAY_MULTIPLE = 0.8;
/** Supply growing at least this much (share of the catalogue's uploads, recent ÷ before)… */
const STAGE_SUPPLY_GROWTH = 1.25;
/** …while the multiple is at or below this: Saturating. */
const STAGE_COMPRESSED_MULTIPLE = 0.9;

export const LIFE_STAGES = ["emerging", "accelerating", "saturating", "decaying", "steady"] as const;
export type LifeStage = (typeof LIFE_STAGES)[number];

export const LIFE_STAGE_LABELS: Record<LifeStage, string> = {
  emerging: "Emerging",
  accelerating: "Accelerating",
  saturating: "Saturating",
  decaying: "Decaying",
  steady: "Steady",
};

/** The order of "sort by verdict" within a verdict: taking off first, fading last. */
const STAGE_ORDER: readonly LifeStage[] = ["emerging", "accelerating", "steady", "saturating", "decaying"];
export function stageRank(stage: LifeStage | null): number {
  return stage === null ? STAGE_ORDER.length : STAGE_ORDER.indexOf(stage);
}

/** Each stage's rule in words (/how-it-works, the API, the MCP server's methods). */
export const LIFE_STAGE_RULES: Record<LifeStage, string> = {
  emerging: `outliers in more channels than chance gives in the last ${STAGE_WINDOW_DAYS} days, and not in the ${STAGE_WINDOW_DAYS} days before: the format's first hits are new.`,
  accelerating: `outliers beyond chance in both ${STAGE_WINDOW_DAYS}-day windows, with a larger share of the channels hitting now than before: more channels confirm the format.`,
  saturating: `outliers beyond chance before that are fading (fewer channels hitting now, or none beyond chance), or its share of the directory's uploads growing ${STAGE_SUPPLY_GROWTH}× or more while its uploads get at most ${STAGE_COMPRESSED_MULTIPLE}× their channels' usual views, relative to the directory's.`,
  decaying: `no outliers beyond chance, and its uploads get at most ${STAGE_DECAY_MULTIPLE}× their channels' usual views, relative to the directory's: the audience is leaving.`,
  steady: "none of the above: the evidence shows no trend either way.",
};

/** One window's figures for a group or for the whole catalogue. */
export interface StageWindow extends OutlierChannelCounts {
  /** Scored uploads published in the window. */
  uploads: number;
  /** The median outlier score of those uploads; null without any. */
  medianScore: number | null;
}

export interface StageInputs {
  recent: StageWindow;
  before: StageWindow;
  catalogueRecent: StageWindow;
  catalogueBefore: StageWindow;
}

interface StageEvidence {
  signalNow: boolean;
  signalBefore: boolean;
  /** Chance of as many channels with outliers at the catalogue's rate (null without a base rate). */
  chanceNow: number | null;
  chanceBefore: number | null;
  /** Share of the group's active channels with an outlier, per window. */
  hitRateNow: number;
  hitRateBefore: number;
  /** The group's median score ÷ the catalogue's, recent window; null without scores. */
  multiple: number | null;
  /** The group's share of the catalogue's uploads, recent ÷ before; null without uploads before. */
  supplyGrowth: number | null;
}

export type StageReading =
  | { status: "not-enough-data"; reasons: string[] }
  | { status: "staged"; stage: LifeStage; evidence: StageEvidence };

const share = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

function floorReasons(inputs: StageInputs): string[] {
  const reasons: string[] = [];
  for (const [name, window] of [
    [`the last ${STAGE_WINDOW_DAYS} days`, inputs.recent],
    [`the ${STAGE_WINDOW_DAYS} days before`, inputs.before],
  ] as const) {
    if (window.active < STAGE_MIN_CHANNELS) {
      reasons.push(`fewer than ${STAGE_MIN_CHANNELS} channels with scored uploads in ${name} (${window.active})`);
    } else if (window.uploads < STAGE_MIN_UPLOADS) {
      reasons.push(`fewer than ${STAGE_MIN_UPLOADS} scored uploads in ${name} (${window.uploads})`);
    }
  }
  return reasons;
}

export function readLifeStage(inputs: StageInputs): StageReading {
  const reasons = floorReasons(inputs);
  if (reasons.length > 0) return { status: "not-enough-data", reasons };
  const now = readOutlierSignal(inputs.recent, inputs.catalogueRecent);
  const before = readOutlierSignal(inputs.before, inputs.catalogueBefore);
  const catalogueMedian = inputs.catalogueRecent.medianScore;
  const multiple =
    inputs.recent.medianScore !== null && catalogueMedian !== null && catalogueMedian > 0
      ? inputs.recent.medianScore / catalogueMedian
      : null;
  const shareNow = share(inputs.recent.uploads, inputs.catalogueRecent.uploads);
  const shareBefore = share(inputs.before.uploads, inputs.catalogueBefore.uploads);
  const evidence: StageEvidence = {
    signalNow: now.signal,
    signalBefore: before.signal,
    chanceNow: now.chance,
    chanceBefore: before.chance,
    hitRateNow: share(inputs.recent.withOutlier, inputs.recent.active),
    hitRateBefore: share(inputs.before.withOutlier, inputs.before.active),
    multiple,
    supplyGrowth: shareBefore > 0 ? shareNow / shareBefore : null,
  };
  return { status: "staged", stage: stageOf(evidence), evidence };
}

function stageOf(e: StageEvidence): LifeStage {
  if (e.signalNow && !e.signalBefore) return "emerging";
  if (e.signalNow && e.signalBefore) return e.hitRateNow >= e.hitRateBefore ? "accelerating" : "saturating";
  if (e.multiple !== null && e.multiple <= STAGE_DECAY_MULTIPLE) return "decaying";
  if (e.signalBefore) return "saturating";
  if (
    e.supplyGrowth !== null &&
    e.supplyGrowth >= STAGE_SUPPLY_GROWTH &&
    e.multiple !== null &&
    e.multiple <= STAGE_COMPRESSED_MULTIPLE
  ) {
    return "saturating";
  }
  return "steady";
}
