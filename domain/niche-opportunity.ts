// The niche opportunity score (0–100): a weighted mean of five visible terms, each shown with
// its value, its weight and the number of channels behind it (other tools publish a score and
// hide its terms; research notes, "How others define their scores"). Each term turns its value
// into 0–100 on a stated scale; the score is Σ weight × term ÷ Σ weight over the terms that
// have data. Below the data floor a niche gets "not enough data", never a number.
import type { Level } from "#domain/catalogue-levels";
import { daysBetween } from "#domain/channel-growth";
import { formatNumber } from "#domain/format";
import { MONETIZATION_RISK_NAME, monetizationRiskLabel } from "#domain/monetization-risk-words";
import { DAYS_PER_MONTH } from "#domain/upload-rate";
import { decimalText, dollarsText } from "#domain/en-us-text";

export const OPPORTUNITY_TERM_IDS = ["demand", "competition", "breakingIn", "monetization", "monetizationRisk"] as const;
export type OpportunityTermId = (typeof OPPORTUNITY_TERM_IDS)[number];

/** Weights of the terms (they add up to 100). Demand leads: views are what pays. */
export const OPPORTUNITY_WEIGHTS: Record<OpportunityTermId, number> = {
  demand: 30,
  competition: 20,
  breakingIn: 20,
  monetization: 20,
  monetizationRisk: 10,
};

export const OPPORTUNITY_TERM_LABELS: Record<OpportunityTermId, string> = {
  demand: "Demand",
  competition: "Competition",
  breakingIn: "Breaking in",
  monetization: "Monetization",
  monetizationRisk: MONETIZATION_RISK_NAME,
};

/**
 * What a term's value comes from: the niche's channels (YouTube data), an admin's editorial
 * figure, or the niche's monetization risk (an editorial rating and the formats' policy signals).
 */
export const OPPORTUNITY_TERM_SOURCES = ["channels", "editorial", "editorial-and-formats"] as const;
export type OpportunityTermSource = (typeof OPPORTUNITY_TERM_SOURCES)[number];

// The data floor. Fewer channels than this in a niche and no term is meaningful.
export const OPPORTUNITY_MIN_CHANNELS = 5;
/** Demand needs this many videos published in the recent window. */
export const OPPORTUNITY_MIN_RECENT_VIDEOS = 10;
/** Breaking in needs this many channels started in the last 12 months. */
export const OPPORTUNITY_MIN_NEW_CHANNELS = 3;
/** "Recent" videos for demand: published in the 90 days before the as-of day. */
export const DEMAND_WINDOW_DAYS = 90;

// Scales: the value at which a term scores 0 and the one at which it scores 100. Views and
// uploads are spread over orders of magnitude, so those two are read on a log scale.
/** Median views per recent video: 1,000 → 0, 1,000,000 → 100 (log scale). */
const DEMAND_SCALE = { zeroAt: 1_000, fullAt: 1_000_000 } as const;
/** Uploads a month by the niche's channels: 10 → 100, 10,000 → 0 (log scale; fewer is better). */
const COMPETITION_SCALE = { fullAt: 10, zeroAt: 10_000 } as const;
/** RPM midpoint in dollars: $1 → 0, $20 → 100 (linear). */
const MONETIZATION_SCALE = { zeroAt: 1, fullAt: 20 } as const;
/** The niche's monetization risk (domain/monetization-risk): low → 100, medium → 50, high → 0. */
const MONETIZATION_RISK_POINTS: Record<Level, number> = { low: 100, medium: 50, high: 0 };

/** Each term in words: what it is measured from and its scale (/how-it-works and the MCP server's methods). */
export const OPPORTUNITY_TERM_DEFINITIONS: Record<OpportunityTermId, string> = {
  demand: `the median views of the niche's videos published in the last ${DEMAND_WINDOW_DAYS} days; ${formatNumber(DEMAND_SCALE.zeroAt)} views scores 0 and ${formatNumber(DEMAND_SCALE.fullAt)} scores 100, on a log scale.`,
  competition: `the niche's channels and the videos they upload a month (each channel's videos ÷ its age in months, added up); ${formatNumber(COMPETITION_SCALE.fullAt)} uploads a month scores 100 and ${formatNumber(COMPETITION_SCALE.zeroAt)} scores 0, on a log scale.`,
  breakingIn: "the share of the channels started in the last 12 months that passed 1,000 subscribers, as a percentage.",
  monetization: `the midpoint of the niche's editorial RPM range; $${MONETIZATION_SCALE.zeroAt} scores 0 and $${MONETIZATION_SCALE.fullAt} scores 100.`,
  monetizationRisk: `the niche's monetization risk (the higher of its editorial rating and the policy signal of its safest format): low scores ${MONETIZATION_RISK_POINTS.low}, medium ${MONETIZATION_RISK_POINTS.medium}, high ${MONETIZATION_RISK_POINTS.high}.`,
};

/** What the score is computed from; counts are the niche's channels and videos. */
export interface NicheOpportunityInputs {
  channels: number;
  /** Videos published in the demand window, the channels they come from, and their median views. */
  recentVideos: number;
  recentVideoChannels: number;
  medianRecentViews: number | null;
  /** Uploads a month by all the niche's channels (each channel's videos ÷ its age in months). */
  uploadsPerMonth: number | null;
  /** Channels started in the last 12 months, and how many of them are past 1,000 subscribers. */
  newChannels: number;
  newChannelsPastThreshold: number;
  rpmLow: number;
  rpmHigh: number;
  /** The niche's monetization risk (domain/monetization-risk). */
  monetizationRisk: Level;
}

export interface OpportunityTerm {
  id: OpportunityTermId;
  label: string;
  weight: number;
  /** The measured value (views, uploads a month, a share 0–1, dollars); null without data. */
  value: number | null;
  /** The value as the page shows it. */
  valueText: string;
  /** 0–100, null when the term is below its floor. */
  points: number | null;
  /** Channels the value is computed from (0 when it is not computed from channels). */
  channels: number;
  source: OpportunityTermSource;
  /** How the value becomes points, in words. */
  scale: string;
}

export type NicheOpportunity =
  | { status: "scored"; score: number; terms: OpportunityTerm[] }
  | { status: "not-enough-data"; reasons: string[]; terms: OpportunityTerm[] };

/**
 * A channel's uploads a month: its videos ÷ its age in months at `asOf` (a channel younger than
 * a month counts as one month old). Null without a video count or a start date.
 */
export function channelUploadsPerMonth(videoCount: number | null, startDate: string | null, asOf: string): number | null {
  if (videoCount === null || !startDate || !Number.isFinite(Date.parse(`${startDate}T00:00:00Z`))) return null;
  const months = Math.max(1, daysBetween(startDate, asOf) / DAYS_PER_MONTH);
  return videoCount / months;
}

const clamp = (value: number) => Math.min(100, Math.max(0, value));
const round1 = (value: number) => Math.round(value * 10) / 10;

/** Points of a value on a log scale from `zeroAt` (0) to `fullAt` (100); either direction. */
export function logScalePoints(value: number, zeroAt: number, fullAt: number): number {
  if (!(value > 0)) return zeroAt < fullAt ? 0 : 100;
  return round1(clamp(((Math.log10(value) - Math.log10(zeroAt)) / (Math.log10(fullAt) - Math.log10(zeroAt))) * 100));
}

export function demandTerm(
  inputs: Pick<NicheOpportunityInputs, "recentVideos" | "recentVideoChannels" | "medianRecentViews">,
): OpportunityTerm {
  const enough = inputs.recentVideos >= OPPORTUNITY_MIN_RECENT_VIDEOS && inputs.medianRecentViews !== null;
  const value = enough ? inputs.medianRecentViews : null;
  return {
    id: "demand",
    label: OPPORTUNITY_TERM_LABELS.demand,
    weight: OPPORTUNITY_WEIGHTS.demand,
    value,
    valueText:
      value === null
        ? "Not enough data"
        : `${decimalText(value, { max: 0 })} median views per video (last ${DEMAND_WINDOW_DAYS} days)`,
    points: value === null ? null : logScalePoints(value, DEMAND_SCALE.zeroAt, DEMAND_SCALE.fullAt),
    channels: inputs.recentVideoChannels,
    source: "channels",
    scale: `1,000 views scores 0, 1,000,000 scores 100 (log scale); needs ${OPPORTUNITY_MIN_RECENT_VIDEOS} videos from the last ${DEMAND_WINDOW_DAYS} days`,
  };
}

export function competitionTerm(inputs: Pick<NicheOpportunityInputs, "channels" | "uploadsPerMonth">): OpportunityTerm {
  const value =
    inputs.channels >= OPPORTUNITY_MIN_CHANNELS && inputs.uploadsPerMonth !== null ? round1(inputs.uploadsPerMonth) : null;
  return {
    id: "competition",
    label: OPPORTUNITY_TERM_LABELS.competition,
    weight: OPPORTUNITY_WEIGHTS.competition,
    value,
    valueText:
      value === null
        ? "Not enough data"
        : `${decimalText(inputs.channels, { max: 0 })} channels uploading ${decimalText(value, { max: 0 })} videos a month`,
    points: value === null ? null : logScalePoints(value, COMPETITION_SCALE.zeroAt, COMPETITION_SCALE.fullAt),
    channels: inputs.channels,
    source: "channels",
    scale: "10 uploads a month scores 100, 10,000 scores 0 (log scale): fewer uploads, less competition",
  };
}

export function breakingInTerm(
  inputs: Pick<NicheOpportunityInputs, "newChannels" | "newChannelsPastThreshold">,
): OpportunityTerm {
  const value = inputs.newChannels >= OPPORTUNITY_MIN_NEW_CHANNELS ? inputs.newChannelsPastThreshold / inputs.newChannels : null;
  return {
    id: "breakingIn",
    label: OPPORTUNITY_TERM_LABELS.breakingIn,
    weight: OPPORTUNITY_WEIGHTS.breakingIn,
    value: value === null ? null : Math.round(value * 1000) / 1000,
    valueText:
      value === null
        ? "Not enough data"
        : `${inputs.newChannelsPastThreshold} of ${inputs.newChannels} channels started in the last 12 months passed 1,000 subscribers`,
    points: value === null ? null : round1(clamp(value * 100)),
    channels: inputs.newChannels,
    source: "channels",
    scale: `the share of new channels past 1,000 subscribers, as a percentage; needs ${OPPORTUNITY_MIN_NEW_CHANNELS} channels started in the last 12 months`,
  };
}

export function monetizationTerm(inputs: Pick<NicheOpportunityInputs, "rpmLow" | "rpmHigh">): OpportunityTerm {
  const midpoint = (inputs.rpmLow + inputs.rpmHigh) / 2;
  const valid = Number.isFinite(midpoint) && midpoint >= 0;
  return {
    id: "monetization",
    label: OPPORTUNITY_TERM_LABELS.monetization,
    weight: OPPORTUNITY_WEIGHTS.monetization,
    value: valid ? Math.round(midpoint * 100) / 100 : null,
    valueText: valid
      ? `RPM ${dollarsText(inputs.rpmLow, 2)}–${dollarsText(inputs.rpmHigh, 2)} (midpoint ${dollarsText(midpoint, 2)})`
      : "Not enough data",
    points: valid
      ? round1(clamp(((midpoint - MONETIZATION_SCALE.zeroAt) / (MONETIZATION_SCALE.fullAt - MONETIZATION_SCALE.zeroAt)) * 100))
      : null,
    // The RPM range is the niche's editorial estimate, not measured from its channels: no
    // channel count beside it, so it cannot read as measured.
    channels: 0,
    source: "editorial",
    scale: "the editorial RPM range's midpoint: $1 scores 0, $20 scores 100",
  };
}

export function monetizationRiskTerm(inputs: Pick<NicheOpportunityInputs, "monetizationRisk">): OpportunityTerm {
  const level = inputs.monetizationRisk;
  return {
    id: "monetizationRisk",
    label: OPPORTUNITY_TERM_LABELS.monetizationRisk,
    weight: OPPORTUNITY_WEIGHTS.monetizationRisk,
    value: MONETIZATION_RISK_POINTS[level],
    valueText: monetizationRiskLabel(level),
    points: MONETIZATION_RISK_POINTS[level],
    // An editorial rating and the formats' policy signals: not computed from channels.
    channels: 0,
    source: "editorial-and-formats",
    scale: "the niche's monetization risk: low scores 100, medium 50, high 0",
  };
}

/** Why a required term has no points: the floor it is below. */
const FLOOR_REASONS: Partial<Record<OpportunityTermId, string>> = {
  demand: `fewer than ${OPPORTUNITY_MIN_RECENT_VIDEOS} videos published in the last ${DEMAND_WINDOW_DAYS} days`,
  competition: `fewer than ${OPPORTUNITY_MIN_CHANNELS} channels in the directory`,
  breakingIn: `fewer than ${OPPORTUNITY_MIN_NEW_CHANNELS} channels started in the last 12 months`,
  monetization: "no RPM range",
};

/** The score needs every term; each below its data floor is named as a reason. */
export function nicheOpportunity(inputs: NicheOpportunityInputs): NicheOpportunity {
  const terms = [
    demandTerm(inputs),
    competitionTerm(inputs),
    breakingInTerm(inputs),
    monetizationTerm(inputs),
    monetizationRiskTerm(inputs),
  ];
  const reasons = terms.flatMap((term) => {
    const reason = FLOOR_REASONS[term.id];
    return term.points === null && reason ? [reason] : [];
  });
  if (reasons.length > 0) return { status: "not-enough-data", reasons, terms };
  const scored = terms.filter((term) => term.points !== null);
  const weight = scored.reduce((sum, term) => sum + term.weight, 0);
  const score = Math.round(scored.reduce((sum, term) => sum + term.weight * (term.points ?? 0), 0) / weight);
  return { status: "scored", score, terms };
}

/**
 * The order of "sort by opportunity": highest score first; niches without a score (not enough
 * data) after every scored one. Ties keep the order they came in (by name).
 */
export function compareByOpportunity(a: { score: number | null } | null, b: { score: number | null } | null): number {
  const left = a?.score ?? null;
  const right = b?.score ?? null;
  if (left === null || right === null) return left === right ? 0 : left === null ? 1 : -1;
  return right - left;
}
