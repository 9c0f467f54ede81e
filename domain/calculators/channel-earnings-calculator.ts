// /channel-earnings — PRODUCT.md "Calculators": "pick a directory channel or enter numbers →
// monthly revenue, per video, per subscriber, 12-month potential". Every figure comes from the
// revenue model in #domain/revenue; this module only wires the inputs to it.
import { DEFAULT_MONTHLY_GROWTH_RATE } from "#domain/constants";
import {
  creatorShare,
  monthlyGrowthProjection,
  monthlyRevenue,
  revenuePerSubscriber,
  totalRevenue,
  twelveMonthPotential,
} from "#domain/revenue";
import {
  type FieldErrors,
  type RawValues,
  type SchemaValues,
  calculatorSchema,
  definite,
  numberField,
  numberToRaw,
  parseRawValues,
} from "#domain/calculators/calculator-input";
import { MAX_RATE, MAX_VIEWS } from "#domain/calculators/earnings-calculator";

export const CHANNEL_EARNINGS_FIELDS = ["subscribers", "avgViews", "uploads", "cpm", "growth"] as const;
export type ChannelEarningsField = (typeof CHANNEL_EARNINGS_FIELDS)[number];

/** Ten billion subscribers is more people than there are. */
export const MAX_SUBSCRIBERS = 1e10;
/** Uploads a month: 60+ is spec §4's "Insanely High (2+ per day)"; 1,000 leaves room. */
export const MAX_UPLOADS_PER_MONTH = 1000;
/** Monthly growth rate bounds in percent: above -100% (a channel cannot shrink below zero). */
export const MIN_GROWTH_PERCENT_EXCLUSIVE = -100;
export const MAX_GROWTH_PERCENT = 100;

/** Spec §9: "growth projection … default 5% monthly rate", as the percentage shown in the form. */
export const DEFAULT_GROWTH_PERCENT = DEFAULT_MONTHLY_GROWTH_RATE * 100;

export const CHANNEL_EARNINGS_DEFAULTS: RawValues<ChannelEarningsField> = {
  subscribers: "50000",
  avgViews: "20000",
  uploads: "8",
  cpm: "4",
  growth: numberToRaw(DEFAULT_GROWTH_PERCENT) ?? "5",
};

/** The monthly growth rate field shared by the calculators that project over months. */
/* @__NO_SIDE_EFFECTS__ */
export function growthPercentField() {
  return numberField({ moreThan: MIN_GROWTH_PERCENT_EXCLUSIVE, max: MAX_GROWTH_PERCENT, unit: "%" });
}

export const channelEarningsInputSchema = calculatorSchema({
  subscribers: numberField({ min: 0, max: MAX_SUBSCRIBERS, integer: true }),
  avgViews: numberField({ min: 0, max: MAX_VIEWS }),
  uploads: numberField({ min: 0, max: MAX_UPLOADS_PER_MONTH }),
  cpm: numberField({ min: 0, max: MAX_RATE }),
  growth: growthPercentField(),
});
export type ChannelEarningsInput = SchemaValues<typeof channelEarningsInputSchema>;

export interface ChannelEarningsResult {
  monthlyViews: number;
  /** PRODUCT.md: "monthly = … recent monthly views × CPM ÷ 1000", to the cent. */
  monthlyRevenue: number;
  /** PRODUCT.md: "per video = total / videos": a month's revenue over its uploads, i.e. one
   * video's average views × CPM ÷ 1000 — defined even in a month without uploads. */
  revenuePerVideo: number;
  /** PRODUCT.md: "per subscriber = total / subscribers (4 decimals)", over one month. Null without subscribers. */
  revenuePerSubscriber: number | null;
  /** PRODUCT.md: "12-month potential = monthly compounded over 12 months (default 5%/month)". */
  twelveMonthPotential: number;
  creatorShareMonthly: number;
  creatorSharePotential: number;
  /** Month 1…12 of the projection (month 1 is the current month, unchanged). Their sum is the
   * 12-month potential, give or take rounding to the cent. */
  projection: { month: number; revenue: number }[];
}

export function computeChannelEarnings(input: ChannelEarningsInput): ChannelEarningsResult {
  const monthlyViews = input.avgViews * input.uploads;
  const monthly = definite(monthlyRevenue({ recentMonthlyViews: monthlyViews, cpm: input.cpm }));
  const rate = input.growth / 100;
  const months = monthlyGrowthProjection(monthly, rate);
  if (months === null) throw new Error("Calculator figure out of range: check the field bounds");
  const projection = months.map((revenue, index) => ({ month: index + 1, revenue }));
  const potential = definite(twelveMonthPotential(monthly, rate));
  return {
    monthlyViews: Math.round(monthlyViews),
    monthlyRevenue: monthly,
    revenuePerVideo: definite(totalRevenue(input.avgViews, input.cpm)),
    revenuePerSubscriber: revenuePerSubscriber(monthly, input.subscribers),
    twelveMonthPotential: potential,
    creatorShareMonthly: definite(creatorShare(monthly)),
    creatorSharePotential: definite(creatorShare(potential)),
    projection,
  };
}

export interface ChannelEarningsEvaluation {
  errors: FieldErrors<ChannelEarningsField>;
  input: ChannelEarningsInput | null;
  result: ChannelEarningsResult | null;
}

export function evaluateChannelEarnings(raw: RawValues<ChannelEarningsField>): ChannelEarningsEvaluation {
  const parsed = parseRawValues(channelEarningsInputSchema, raw);
  if (!parsed.ok) return { errors: parsed.errors, input: null, result: null };
  return { errors: {}, input: parsed.values, result: computeChannelEarnings(parsed.values) };
}
