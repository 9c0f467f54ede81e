// "Should I start this?": a verdict for a niche, or a niche × format, from terms that are rates
// and medians (they do not grow with the catalogue), each shown with its value:
//
//   stage         the life stage (domain/niche-stage.ts)
//   breaking in   the share of channels started in the last 12 months past 1,000 subscribers
//   demand        the median views of an upload in the last 90 days
//   risk          the niche's monetization risk (domain/monetization-risk.ts)
//   templated     the share of the breakout channels whose own uploads look templated
//                 (domain/template-risk.ts), when there are enough breakout channels to say
//
// Verdict, the first that holds:
//   Stay out            Decaying; or too few newcomers break in (under VERDICT_MIN_BREAKING_IN)
//                       while no format is taking off (not Emerging or Accelerating); or uploads
//                       get under VERDICT_MIN_MEDIAN_VIEWS median views
//   Enter               Emerging or Accelerating, newcomers break in (unknown or at least
//                       VERDICT_GOOD_BREAKING_IN), the risk is not high and fewer than half the
//                       breakout channels look templated
//   Enter with a twist  everything else: there is an audience, but copying what works now is
//                       not enough (a saturating or steady niche, a high risk, templated hits)
// No stage (below its data floor): "not enough data", never a verdict.
import type { Level } from "#domain/catalogue-levels";
import { formatNumber } from "#domain/format";
import {
  LIFE_STAGE_LABELS,
  type LifeStage,
  STAGE_DECAY_MULTIPLE,
  STAGE_WINDOW_DAYS,
  type StageReading,
} from "#domain/niche-stage";
import { DEMAND_WINDOW_DAYS } from "#domain/niche-opportunity";

export const VERDICTS = ["enter", "twist", "stay-out"] as const;
export type Verdict = (typeof VERDICTS)[number];

export const VERDICT_LABELS: Record<Verdict, string> = {
  enter: "Enter",
  twist: "Enter with a twist",
  "stay-out": "Stay out",
};

/** Below this share of new channels past 1,000 subscribers, newcomers do not break in. */
const VERDICT_MIN_BREAKING_IN = 0.1;
/** At or above this share, newcomers break in well. */
const VERDICT_GOOD_BREAKING_IN = 0.2;
/** Median views of a recent upload below this: too small an audience. */
const VERDICT_MIN_MEDIAN_VIEWS = 1_000;
/** From this share of templated breakout channels, what works there is a template. */
const VERDICT_TEMPLATED_SHARE = 0.5;
/** The three strongest reasons are shown. */
export const VERDICT_REASONS_SHOWN = 3;

/** The order the rules are read in: the first that holds decides. */
export const VERDICT_RULE_ORDER = ["stay-out", "enter", "twist"] as const satisfies readonly Verdict[];

/** Each verdict's rule in words (/how-it-works, the API, the MCP server's methods). */
export const VERDICT_RULES: Record<Verdict, string> = {
  "stay-out": `the stage is Decaying; or fewer than ${Math.round(VERDICT_MIN_BREAKING_IN * 100)}% of the channels started in the last 12 months passed 1,000 subscribers while no format is taking off (not Emerging or Accelerating); or an upload of the last ${DEMAND_WINDOW_DAYS} days gets under ${formatNumber(VERDICT_MIN_MEDIAN_VIEWS)} views (median).`,
  enter: `the stage is Emerging or Accelerating, at least ${Math.round(VERDICT_GOOD_BREAKING_IN * 100)}% of new channels passed 1,000 subscribers (or too few started to tell), the monetization risk is not high, and fewer than ${Math.round(VERDICT_TEMPLATED_SHARE * 100)}% of the channels with recent outliers look templated.`,
  twist:
    "everything else: there is an audience, but copying what works now is not enough (a steady or saturating niche, a high monetization risk, templated hits, or few newcomers breaking in).",
};

export interface VerdictInputs {
  stage: StageReading;
  /** New channels (last 12 months) and how many passed 1,000 subscribers; null below its floor. */
  breakingIn: { newChannels: number; passed: number } | null;
  /** Median views of an upload in the last 90 days; null below its floor. */
  medianRecentViews: number | null;
  monetizationRisk: Level;
  /** Breakout channels and how many look templated; null below its floor. */
  templated: { breakouts: number; templated: number } | null;
}

interface VerdictReason {
  /** Whether the term speaks for entering or against. */
  direction: "for" | "against";
  text: string;
}

export type VerdictReading =
  | { status: "not-enough-data"; reasons: string[] }
  | {
      status: "judged";
      verdict: Verdict;
      stage: LifeStage;
      /** The strongest reasons, the deciding one first. */
      reasons: VerdictReason[];
      /** What would change the verdict, in words. */
      wouldChange: string;
    };

const percent = (value: number) => `${Math.round(value * 100)}%`;

export function readVerdict(inputs: VerdictInputs): VerdictReading {
  if (inputs.stage.status === "not-enough-data") return { status: "not-enough-data", reasons: inputs.stage.reasons };
  const stage = inputs.stage.stage;
  const evidence = inputs.stage.evidence;
  const breakingIn =
    inputs.breakingIn && inputs.breakingIn.newChannels > 0 ? inputs.breakingIn.passed / inputs.breakingIn.newChannels : null;
  const templatedShare =
    inputs.templated && inputs.templated.breakouts > 0 ? inputs.templated.templated / inputs.templated.breakouts : null;
  const takingOff = stage === "emerging" || stage === "accelerating";

  const stageReason: VerdictReason = {
    direction: takingOff ? "for" : stage === "steady" ? "against" : "against",
    text: stageText(stage, evidence.multiple),
  };
  const breakingInReason: VerdictReason | null =
    breakingIn === null || !inputs.breakingIn
      ? null
      : {
          direction: breakingIn >= VERDICT_GOOD_BREAKING_IN ? "for" : "against",
          text: `${inputs.breakingIn.passed} of ${inputs.breakingIn.newChannels} channels started in the last 12 months passed 1,000 subscribers (${percent(breakingIn)}).`,
        };
  const demandReason: VerdictReason | null =
    inputs.medianRecentViews === null
      ? null
      : {
          direction: inputs.medianRecentViews >= VERDICT_MIN_MEDIAN_VIEWS ? "for" : "against",
          text: `An upload of the last ${DEMAND_WINDOW_DAYS} days gets ${formatNumber(inputs.medianRecentViews)} views (median).`,
        };
  const riskReason: VerdictReason = {
    direction: inputs.monetizationRisk === "high" ? "against" : "for",
    text: `Monetization risk is ${inputs.monetizationRisk}.`,
  };
  const templatedReason: VerdictReason | null =
    templatedShare === null || !inputs.templated
      ? null
      : {
          direction: templatedShare >= VERDICT_TEMPLATED_SHARE ? "against" : "for",
          text: `${inputs.templated.templated} of ${inputs.templated.breakouts} channels with recent outliers look templated from their own uploads.`,
        };

  const decide = (): { verdict: Verdict; deciding: VerdictReason | null; wouldChange: string } => {
    if (stage === "decaying") {
      return {
        verdict: "stay-out",
        deciding: stageReason,
        wouldChange: `Would become "Enter with a twist" once uploads here get more than ${STAGE_DECAY_MULTIPLE}× their channels' usual views again, relative to the directory's.`,
      };
    }
    if (breakingIn !== null && breakingIn < VERDICT_MIN_BREAKING_IN && !takingOff) {
      return {
        verdict: "stay-out",
        deciding: breakingInReason,
        wouldChange: `Would become "Enter with a twist" once ${percent(VERDICT_MIN_BREAKING_IN)} of new channels pass 1,000 subscribers, or "Enter" if a format takes off (Emerging).`,
      };
    }
    if (inputs.medianRecentViews !== null && inputs.medianRecentViews < VERDICT_MIN_MEDIAN_VIEWS) {
      return {
        verdict: "stay-out",
        deciding: demandReason,
        wouldChange: `Would become "Enter with a twist" once a recent upload gets ${formatNumber(VERDICT_MIN_MEDIAN_VIEWS)} views (median).`,
      };
    }
    const blockers: VerdictReason[] = [];
    if (!takingOff) blockers.push(stageReason);
    if (breakingIn !== null && breakingIn < VERDICT_GOOD_BREAKING_IN && breakingInReason) blockers.push(breakingInReason);
    if (inputs.monetizationRisk === "high") blockers.push(riskReason);
    if (templatedShare !== null && templatedShare >= VERDICT_TEMPLATED_SHARE && templatedReason) blockers.push(templatedReason);
    if (blockers.length === 0) {
      return {
        verdict: "enter",
        deciding: stageReason,
        wouldChange: `Would become "Enter with a twist" if the outliers stop spreading to more channels (Saturating), if fewer than ${percent(VERDICT_GOOD_BREAKING_IN)} of new channels break in, or if half the breakout channels look templated.`,
      };
    }
    return {
      verdict: "twist",
      deciding: blockers[0] ?? null,
      wouldChange: twistWouldChange(takingOff, inputs.monetizationRisk === "high", templatedShare),
    };
  };

  const { verdict, deciding, wouldChange } = decide();
  // The deciding reason first, then the others that point the same way, then the rest.
  const all = [stageReason, breakingInReason, demandReason, templatedReason, riskReason].filter(
    (reason): reason is VerdictReason => reason !== null,
  );
  const direction = verdict === "enter" ? "for" : "against";
  const ordered = [
    ...(deciding ? [deciding] : []),
    ...all.filter((reason) => reason !== deciding && reason.direction === direction),
    ...all.filter((reason) => reason !== deciding && reason.direction !== direction),
  ];
  return { status: "judged", verdict, stage, reasons: ordered.slice(0, VERDICT_REASONS_SHOWN), wouldChange };
}

function stageText(stage: LifeStage, multiple: number | null): string {
  const label = LIFE_STAGE_LABELS[stage];
  switch (stage) {
    case "emerging":
      return `${label}: outliers in more channels than chance gives in the last ${STAGE_WINDOW_DAYS} days, and not in the ${STAGE_WINDOW_DAYS} before.`;
    case "accelerating":
      return `${label}: outliers beyond chance in both ${STAGE_WINDOW_DAYS}-day windows, in more of its channels now.`;
    case "saturating":
      return `${label}: its outliers are fading or its uploads grow faster than their views.`;
    case "decaying":
      return `${label}: uploads get ${multiple === null ? "less than" : `${multiple.toFixed(2)}×`} their channels' usual views, relative to the directory's, and nothing breaks out.`;
    case "steady":
      return `${label}: no format is taking off or fading.`;
  }
}

function twistWouldChange(takingOff: boolean, highRisk: boolean, templatedShare: number | null): string {
  const ways: string[] = [];
  if (!takingOff) ways.push("a format takes off here (outliers in more channels than chance gives: Emerging)");
  if (highRisk) ways.push("its monetization risk falls below high");
  if (templatedShare !== null && templatedShare >= VERDICT_TEMPLATED_SHARE)
    ways.push("fewer than half its breakout channels look templated");
  if (ways.length === 0) ways.push(`at least ${percent(VERDICT_GOOD_BREAKING_IN)} of new channels break in`);
  return `Would become "Enter" if ${ways.join(", and ")}.`;
}

/** Order for "sort by verdict": Enter, Enter with a twist, Stay out, then not enough data. */
export function verdictRank(verdict: Verdict | null): number {
  return verdict === null ? VERDICTS.length : VERDICTS.indexOf(verdict);
}
