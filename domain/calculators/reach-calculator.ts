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
import {
  AD_TIER,
  PARTNER_PROGRAM_RULE_SETS,
  type PartnerProgramRuleOptions,
  type PartnerProgramRuleSet,
  VERIFIED_RULES_ONLY,
  partnerProgramRulesOn,
} from "#domain/partner-program";

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
  /** Thresholds that change within the horizon (an applied later rule set), oldest first. */
  thresholdChanges: { from: string; subscribers: number; watchHours: number; verified: boolean }[];
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

export function monthsToSubscribers(
  current: number,
  perMonth: number,
  threshold: number = PARTNER_PROGRAM.subscribers,
): number | null {
  const missing = threshold - current;
  if (missing <= 0) return 0;
  if (perMonth <= 0) return null;
  let months = Math.max(1, Math.ceil(missing / perMonth));
  // Float noise must not turn an exact fit (1,000 in 10 months of 100) into 11 months.
  if (months > 1 && (months - 1) * perMonth >= missing * (1 - 1e-12)) months -= 1;
  return months <= MAX_MILESTONE_MONTHS ? months : null;
}

/** The window total is flat after month 12, so a pace that hasn't got there by then never will. */
export function monthsToWatchHours(
  currentHours: number,
  monthlyHours: number,
  threshold: number = PARTNER_PROGRAM.watchHours,
): number | null {
  for (let month = 0; month <= PARTNER_PROGRAM.watchHoursWindowMonths; month += 1) {
    if (rollingWatchHours(currentHours, monthlyHours, month) >= threshold - 1e-9) return month;
  }
  return null;
}

/**
 * The months to a threshold that may change on a later rule set's date (the reported 2027 rule,
 * when an admin applies it): the first month the pace meets the threshold of the rule in force
 * on that month's date. `monthsTo(threshold)` is the steady pace's months to one threshold.
 */
function monthsUnderRules(
  today: string,
  rules: PartnerProgramRuleOptions,
  threshold: (rules: PartnerProgramRuleSet) => number,
  monthsTo: (threshold: number) => number | null,
): number | null {
  const current = partnerProgramRulesOn(today, rules);
  // The applied rule sets from today's on, each with the first month whose date it governs.
  const changes = PARTNER_PROGRAM_RULE_SETS.filter(
    (set) => set.from > today && partnerProgramRulesOn(set.from, rules).id === set.id,
  );
  const periods = [{ set: current, fromMonth: 0 }, ...changes.map((set) => ({ set, fromMonth: monthsUntil(today, set.from) }))];
  for (const [index, period] of periods.entries()) {
    const months = monthsTo(threshold(period.set));
    if (months === null) continue;
    const at = Math.max(months, period.fromMonth);
    const next = periods[index + 1];
    if (!next || at < next.fromMonth) return at <= MAX_MILESTONE_MONTHS ? at : null;
  }
  return null;
}

/** The first whole month from `today` whose date is on or after `day`. */
function monthsUntil(today: string, day: string): number {
  let months = 0;
  while (addMonths(today, months) < day) months += 1;
  return months;
}

function percentOf(value: number, threshold: number): number {
  return definite(roundTo((value / threshold) * 100, 1));
}

function computeReach(input: ReachInput, today: string, rules: PartnerProgramRuleOptions): ReachResult {
  const perVideo = viewsPerVideo(input.impressions, input.ctr);
  const monthlyViews = perVideo * input.uploads;
  const monthlyHours = (monthlyViews * input.duration) / 60;
  const subscribersPerMonth = (monthlyViews * input.subsPer1000) / 1000;
  const eta = (months: number | null): ThresholdEta => ({ months, date: months === null ? null : addMonths(today, months) });
  const rows = Array.from({ length: REACH_HORIZON_MONTHS + 1 }, (_, month) => {
    const subscribers = Math.round(input.subscribers + subscribersPerMonth * month);
    const watchHours = definite(roundTo(rollingWatchHours(input.watchHours, monthlyHours, month), 1));
    const date = addMonths(today, month);
    const tier = partnerProgramRulesOn(date, rules).adTier;
    return {
      month,
      date,
      subscribers,
      watchHours,
      subscribersPercent: percentOf(subscribers, tier.subscribers),
      watchHoursPercent: percentOf(watchHours, tier.watchHours),
    };
  });
  return {
    viewsPerVideo: Math.round(perVideo),
    monthlyViews: Math.round(monthlyViews),
    monthlyWatchHours: definite(roundTo(monthlyHours, 1)),
    subscribersPerMonth: definite(roundTo(subscribersPerMonth, 1)),
    yearlyWatchHours: definite(roundTo(monthlyHours * PARTNER_PROGRAM.watchHoursWindowMonths, 1)),
    subscribers: eta(
      monthsUnderRules(
        today,
        rules,
        (set) => set.adTier.subscribers,
        (threshold) => monthsToSubscribers(input.subscribers, subscribersPerMonth, threshold),
      ),
    ),
    watchHours: eta(
      monthsUnderRules(
        today,
        rules,
        (set) => set.adTier.watchHours,
        (threshold) => monthsToWatchHours(input.watchHours, monthlyHours, threshold),
      ),
    ),
    thresholdChanges: thresholdChanges(today, rules),
    rows,
  };
}

export interface ReachEvaluation {
  errors: FieldErrors<ReachField>;
  input: ReachInput | null;
  result: ReachResult | null;
}

/**
 * `rules`: which unverified rule sets the site applies (an admin's switch). With the reported 2027
 * rule applied, a threshold reached on or after its date is the higher one.
 */
export function evaluateReach(
  raw: RawValues<ReachField>,
  today: string,
  rules: PartnerProgramRuleOptions = VERIFIED_RULES_ONLY,
): ReachEvaluation {
  const parsed = parseRawValues(reachInputSchema, raw);
  if (!parsed.ok) return { errors: parsed.errors, input: null, result: null };
  return { errors: {}, input: parsed.values, result: computeReach(parsed.values, today, rules) };
}

/** The applied rule sets that change the thresholds within the horizon, for the page to say so. */
function thresholdChanges(today: string, rules: PartnerProgramRuleOptions): ReachResult["thresholdChanges"] {
  const horizonEnd = addMonths(today, REACH_HORIZON_MONTHS);
  return PARTNER_PROGRAM_RULE_SETS.filter(
    (set) => set.from > today && set.from <= horizonEnd && partnerProgramRulesOn(set.from, rules).id === set.id,
  ).map((set) => ({
    from: set.from,
    subscribers: set.adTier.subscribers,
    watchHours: set.adTier.watchHours,
    verified: set.verified,
  }));
}
