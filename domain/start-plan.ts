// /start's rules: which formats a creator's constraints allow (and why the others are out), how the
// niche × format options are ranked, and the revenue range a member sees for one.
import { type FormatNeeds, formatNeeds, monthlyBudgetFor } from "#domain/format-needs";
import { type LifeStage } from "#domain/niche-stage";
import { verdictRank } from "#domain/niche-verdict";
import type { VerdictView } from "#domain/read-models/verdicts";
import { DEFAULT_MONTHLY_GROWTH_RATE } from "#domain/constants";
import { type EstimateRange, SHORTS_RPM_US, channelRevenueEstimate } from "#domain/revenue";
import { countryRpmMultiplier } from "#domain/rpm-estimate";
import { START_LANGUAGES, type LanguageCode, type StartConstraints } from "#domain/start-params";
import { DAYS_PER_MONTH } from "#domain/upload-rate";

/** Slower than one long-form video every two weeks, a new channel gives viewers and the algorithm too little (editorial). */
export const MIN_LONG_UPLOADS_PER_WEEK = 0.5;
/** Shorts are judged in volume: fewer than three a week rarely builds a Shorts audience (editorial). */
export const MIN_SHORTS_PER_WEEK = 3;
/** More uploads than these are not counted: past them, quality gains more than volume (editorial). */
export const MAX_LONG_UPLOADS_PER_WEEK = 7;
export const MAX_SHORTS_PER_WEEK = 14;
/** Options shown at most. */
export const START_OPTIONS_SHOWN = 12;

export type UploadMode = "long" | "shorts";

export type FormatFit =
  | { fits: true; mode: UploadMode; uploadsPerWeek: number; hoursPerUpload: number; monthlyBudget: number; needs: FormatNeeds }
  | { fits: false; reasons: string[]; needs: FormatNeeds | null };

const hoursText = (hours: number) => `${hours} ${hours === 1 ? "hour" : "hours"}`;
/** "one every two weeks", "3 a week". */
export const uploadsPerWeekText = (uploads: number) => (uploads === 0.5 ? "one every two weeks" : `${uploads} a week`);

/** Uploads a week the hours allow, in half steps for long-form and whole Shorts, up to the cap. */
function uploadsAllowed(hours: number, hoursPerUpload: number, mode: UploadMode): number {
  const raw = hours / hoursPerUpload;
  return mode === "long"
    ? Math.min(MAX_LONG_UPLOADS_PER_WEEK, Math.floor(raw * 2) / 2)
    : Math.min(MAX_SHORTS_PER_WEEK, Math.floor(raw));
}

function modeFit(
  needs: FormatNeeds,
  mode: UploadMode,
  hours: number,
): { uploadsPerWeek: number; hoursPerUpload: number } | string {
  if (mode === "shorts") {
    if (needs.hoursPerShort === null) return "does not suit Shorts";
    const uploads = uploadsAllowed(hours, needs.hoursPerShort, "shorts");
    if (uploads < MIN_SHORTS_PER_WEEK)
      return `a Short takes ~${needs.hoursPerShort} h: ${hoursText(hours)} a week makes fewer than ${MIN_SHORTS_PER_WEEK} a week`;
    return { uploadsPerWeek: uploads, hoursPerUpload: needs.hoursPerShort };
  }
  const uploads = uploadsAllowed(hours, needs.hoursPerVideo, "long");
  if (uploads < MIN_LONG_UPLOADS_PER_WEEK)
    return `a long-form video takes ~${needs.hoursPerVideo} h: ${hoursText(hours)} a week makes fewer than one every two weeks`;
  return { uploadsPerWeek: uploads, hoursPerUpload: needs.hoursPerVideo };
}

/**
 * Whether a format fits what the creator has. The voice and the budget rule a format out whatever
 * the mode; "either" tries long-form first (it pays more per view), then Shorts.
 */
export function fitFormat(typeId: string, constraints: StartConstraints): FormatFit {
  const needs = formatNeeds(typeId);
  if (!needs) return { fits: false, reasons: ["we hold no production assumptions for this format"], needs: null };
  const reasons: string[] = [];
  if (needs.voice === "own" && !constraints.narrates) reasons.push("needs your own voice");
  const budget = monthlyBudgetFor(needs, constraints.narrates);
  if (budget > constraints.budget)
    reasons.push(
      `needs ~$${budget} a month${budget > needs.monthlyBudget ? ` (with an AI voice)` : ""}; your budget is $${constraints.budget}`,
    );
  const modes: UploadMode[] = constraints.format === "either" ? ["long", "shorts"] : [constraints.format];
  let fitting: { mode: UploadMode; uploadsPerWeek: number; hoursPerUpload: number } | null = null;
  const timeReasons: string[] = [];
  for (const mode of modes) {
    const fit = modeFit(needs, mode, constraints.hours);
    if (typeof fit === "string") timeReasons.push(fit);
    else {
      fitting = { mode, ...fit };
      break;
    }
  }
  if (!fitting) reasons.push(...timeReasons);
  if (reasons.length > 0 || !fitting) return { fits: false, reasons, needs };
  return { fits: true, ...fitting, monthlyBudget: budget, needs };
}

/** "Assumes ~6 h per video for Documentary & Story: research, script, voice, edit." */
export function assumptionText(label: string, fit: Extract<FormatFit, { fits: true }>): string {
  const unit = fit.mode === "long" ? "video" : "Short";
  return `Assumes ~${fit.hoursPerUpload} h per ${unit} for ${label}: ${fit.needs.why}; ${uploadsPerWeekText(fit.uploadsPerWeek)} in your hours.`;
}

// ─── Ranking ─────────────────────────────────────────────────────────────────────────────────

/** Stage order on /start: a format taking off first, one fading last. */
export const START_STAGE_ORDER: readonly LifeStage[] = ["emerging", "accelerating", "steady", "saturating", "decaying"];

/** The tie-breaker in words, shown on the page. */
export const START_TIE_BREAK =
  "Ties go to a pair judged on its own channels, then to a format the editors rate suitable for the niche, then to more views per recent upload, then A–Z.";

/** At most this many formats of one niche are shown, so the list spans niches. */
export const START_OPTIONS_PER_NICHE = 3;

/** Whose verdict an option carries: the pair's own, or its niche's when the pair is below the data floor. */
export type VerdictBasis = "pair" | "niche";

export interface RankableOption {
  nicheName: string;
  typeLabel: string;
  basis: VerdictBasis;
  /** The editors rate the format suitable for the niche (niches.channel_type_ids). */
  suitable: boolean;
  verdict: VerdictView;
}

/**
 * The verdict an option shows: its own when judged; else, for a format the editors rate suitable
 * for the niche, the niche's (labelled so); else its own "not enough data" (a format merely seen
 * in the niche is not judged on the niche's behalf).
 */
export function chooseVerdict(
  pair: VerdictView,
  niche: VerdictView,
  suitable: boolean,
): { basis: VerdictBasis; verdict: VerdictView } {
  if (pair.status === "judged" || niche.status !== "judged" || !suitable) return { basis: "pair", verdict: pair };
  return { basis: "niche", verdict: niche };
}

const stageRank = (stage: LifeStage | null) => (stage === null ? START_STAGE_ORDER.length : START_STAGE_ORDER.indexOf(stage));

/** Verdict (Enter, Enter with a twist, Stay out, not enough data), then stage, then START_TIE_BREAK. */
export function compareOptions(a: RankableOption, b: RankableOption): number {
  return (
    verdictRank(a.verdict.verdict) - verdictRank(b.verdict.verdict) ||
    stageRank(a.verdict.stage) - stageRank(b.verdict.stage) ||
    (a.basis === b.basis ? 0 : a.basis === "pair" ? -1 : 1) ||
    (a.suitable === b.suitable ? 0 : a.suitable ? -1 : 1) ||
    (b.verdict.evidence.medianRecentViews ?? -1) - (a.verdict.evidence.medianRecentViews ?? -1) ||
    a.nicheName.localeCompare(b.nicheName) ||
    a.typeLabel.localeCompare(b.typeLabel)
  );
}

/** The best options in order, at most START_OPTIONS_PER_NICHE of a niche and `limit` in all. */
export function bestOptions<T extends RankableOption & { nicheId: string }>(options: readonly T[], limit: number): T[] {
  const perNiche = new Map<string, number>();
  const best: T[] = [];
  for (const option of [...options].sort(compareOptions)) {
    const count = perNiche.get(option.nicheId) ?? 0;
    if (count >= START_OPTIONS_PER_NICHE) continue;
    perNiche.set(option.nicheId, count + 1);
    best.push(option);
    if (best.length === limit) break;
  }
  return best;
}

// ─── Revenue ─────────────────────────────────────────────────────────────────────────────────

export interface StartRevenueInput {
  /** The niche's RPM band for a US audience. */
  rpmLow: number;
  rpmHigh: number;
  languages: readonly LanguageCode[];
  mode: UploadMode;
  uploadsPerWeek: number;
  /** The median views of a recent upload (the option's evidence). */
  medianViews: number | null;
}

/** The lowest and highest RPM multiplier of the countries the languages stand for. */
export function languageMultipliers(languages: readonly LanguageCode[]): { low: number; high: number } {
  const values = languages.flatMap((code) => START_LANGUAGES[code].countries.map((country) => countryRpmMultiplier(country)));
  return values.length === 0 ? { low: 1, high: 1 } : { low: Math.min(...values), high: Math.max(...values) };
}

/**
 * A month's revenue once monetized, from the one revenue function: each upload gets the median
 * views, at the uploads a week the hours allow; the RPM range runs from the niche's low end in the
 * languages' cheapest audience to its high end in their dearest. Shorts earn Shorts RPM. Null
 * without a median.
 */
export function startRevenueRange(input: StartRevenueInput): { monthly: EstimateRange; uploadsPerMonth: number } | null {
  if (input.medianViews === null) return null;
  const multiplier = languageMultipliers(input.languages);
  const uploadsPerMonth = Math.round(((input.uploadsPerWeek * DAYS_PER_MONTH) / 7) * 10) / 10;
  const estimate = channelRevenueEstimate({
    subscribers: null,
    avgViews: input.medianViews,
    uploads: uploadsPerMonth,
    shortsPercent: input.mode === "shorts" ? 100 : 0,
    rpmLow: Math.min(input.rpmLow, input.rpmHigh) * multiplier.low,
    rpmHigh: Math.max(input.rpmLow, input.rpmHigh) * multiplier.high,
    shortsRpmLow: SHORTS_RPM_US.low * multiplier.low,
    shortsRpmHigh: SHORTS_RPM_US.high * multiplier.high,
    growth: DEFAULT_MONTHLY_GROWTH_RATE * 100,
  });
  return estimate ? { monthly: estimate.monthly, uploadsPerMonth } : null;
}
