// /reach-calculator: impressions × CTR to views, watch hours and time to Partner Program thresholds, at a steady pace.
import { roundTo } from "#domain/rounding";
import {
  type FieldErrors,
  type RawValues,
  type SchemaValues,
  calculatorSchema,
  definite,
  numberField,
  parseRawValues,
} from "#domain/calculators/calculator-input";
import { addMonths } from "#domain/calculators/calendar-months";
import { MAX_UPLOADS_PER_MONTH, MAX_SUBSCRIBERS } from "#domain/calculators/channel-earnings-calculator";
import { MAX_VIEWS } from "#domain/calculators/earnings-calculator";
import { MAX_MILESTONE_MONTHS } from "#domain/calculators/compound-growth";
import { AD_TIER } from "#domain/partner-program";

/** The ad tier of today's verified rules (domain/partner-program): a steady pace is projected against them. */
export const PARTNER_PROGRAM = {
  subscribers: AD_TIER.subscribers,
  watchHours: AD_TIER.watchHours,
  watchHoursWindowMonths: 12,
} as const;

export const REACH_FIELDS = ["impressions", "ctr", "duration", "uploads", "subsPer1000", "subscribers", "watchHours"] as const;
export type ReachField = (typeof REACH_FIELDS)[number];

const MAX_VIEW_DURATION_MINUTES = 600;
export const MAX_SUBSCRIBERS_PER_1000 = 1000;
export const REACH_HORIZON_MONTHS = 24;

// A new channel doing reasonably: 1,000 subscribers in about a year and a half, not decades away.
export const REACH_DEFAULTS: RawValues<ReachField> = {
  impressions: "20000",
  ctr: "5",
  duration: "4",
  uploads: "12",
  subsPer1000: "5",
  subscribers: "0",
  watchHours: "0",
};

const reachInputSchema = calculatorSchema({
  impressions: numberField({ min: 0, max: MAX_VIEWS }),
  ctr: numberField({ min: 0, max: 100, unit: "%" }),
  duration: numberField({ min: 0, max: MAX_VIEW_DURATION_MINUTES }),
  uploads: numberField({ min: 0, max: MAX_UPLOADS_PER_MONTH }),
  subsPer1000: numberField({ min: 0, max: MAX_SUBSCRIBERS_PER_1000 }),
  subscribers: numberField({ min: 0, max: MAX_SUBSCRIBERS, integer: true }),
  watchHours: numberField({ min: 0, max: MAX_VIEWS }),
});
export type ReachInput = SchemaValues<typeof reachInputSchema>;

export interface ThresholdEta {
  months: number | null;
  date: string | null;
}

export interface ReachResult {
  viewsPerVideo: number;
  monthlyViews: number;
  monthlyWatchHours: number;
  subscribersPerMonth: number;
  yearlyWatchHours: number;
  subscribers: ThresholdEta;
  watchHours: ThresholdEta;
  rows: {
    month: number;
    date: string;
    subscribers: number;
    watchHours: number;
    subscribersPercent: number;
    watchHoursPercent: number;
  }[];
}

function viewsPerVideo(impressions: number, ctrPercent: number): number {
  return (impressions * ctrPercent) / 100;
}

/** The past 12 months' hours are taken as evenly spread: a twelfth drops out each month. */
export function rollingWatchHours(currentHours: number, monthlyHours: number, month: number): number {
  const window = PARTNER_PROGRAM.watchHoursWindowMonths;
  const kept = Math.max(0, window - month) / window;
  return currentHours * kept + Math.min(month, window) * monthlyHours;
}

export function monthsToSubscribers(current: number, perMonth: number): number | null {
  const missing = PARTNER_PROGRAM.subscribers - current;
  if (missing <= 0) return 0;
  if (perMonth <= 0) return null;
  let months = Math.max(1, Math.ceil(missing / perMonth));
  // Float noise must not turn an exact fit (1,000 in 10 months of 100) into 11 months.
  if (months > 1 && (months - 1) * perMonth >= missing * (1 - 1e-12)) months -= 1;
  return months <= MAX_MILESTONE_MONTHS ? months : null;
}

/** The window total is flat after month 12, so a pace that hasn't got there by then never will. */
export function monthsToWatchHours(currentHours: number, monthlyHours: number): number | null {
  for (let month = 0; month <= PARTNER_PROGRAM.watchHoursWindowMonths; month += 1) {
    if (rollingWatchHours(currentHours, monthlyHours, month) >= PARTNER_PROGRAM.watchHours - 1e-9) return month;
  }
  return null;
}

function percentOf(value: number, threshold: number): number {
  return definite(roundTo((value / threshold) * 100, 1));
}

function computeReach(input: ReachInput, today: string): ReachResult {
  const perVideo = viewsPerVideo(input.impressions, input.ctr);
  const monthlyViews = perVideo * input.uploads;
  const monthlyHours = (monthlyViews * input.duration) / 60;
  const subscribersPerMonth = (monthlyViews * input.subsPer1000) / 1000;
  const eta = (months: number | null): ThresholdEta => ({ months, date: months === null ? null : addMonths(today, months) });
  const rows = Array.from({ length: REACH_HORIZON_MONTHS + 1 }, (_, month) => {
    const subscribers = Math.round(input.subscribers + subscribersPerMonth * month);
    const watchHours = definite(roundTo(rollingWatchHours(input.watchHours, monthlyHours, month), 1));
    return {
      month,
      date: addMonths(today, month),
      subscribers,
      watchHours,
      subscribersPercent: percentOf(subscribers, PARTNER_PROGRAM.subscribers),
      watchHoursPercent: percentOf(watchHours, PARTNER_PROGRAM.watchHours),
    };
  });
  return {
    viewsPerVideo: Math.round(perVideo),
    monthlyViews: Math.round(monthlyViews),
    monthlyWatchHours: definite(roundTo(monthlyHours, 1)),
    subscribersPerMonth: definite(roundTo(subscribersPerMonth, 1)),
    yearlyWatchHours: definite(roundTo(monthlyHours * PARTNER_PROGRAM.watchHoursWindowMonths, 1)),
    subscribers: eta(monthsToSubscribers(input.subscribers, subscribersPerMonth)),
    watchHours: eta(monthsToWatchHours(input.watchHours, monthlyHours)),
    rows,
  };
}

export interface ReachEvaluation {
  errors: FieldErrors<ReachField>;
  input: ReachInput | null;
  result: ReachResult | null;
}

export function evaluateReach(raw: RawValues<ReachField>, today: string): ReachEvaluation {
  const parsed = parseRawValues(reachInputSchema, raw);
  if (!parsed.ok) return { errors: parsed.errors, input: null, result: null };
  return { errors: {}, input: parsed.values, result: computeReach(parsed.values, today) };
}
