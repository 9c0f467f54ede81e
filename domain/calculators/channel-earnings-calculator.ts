// /channel-earnings hands its fields to the one revenue model, so a picked channel shows its channel page's figures.
import { DEFAULT_MONTHLY_GROWTH_RATE } from "#domain/constants";
import { type ChannelRevenueEstimate, SHORTS_RPM_US, channelRevenueEstimate, monthlyGrowthProjection } from "#domain/revenue";
import { type AdEligibility, adEligibility } from "#domain/partner-program";
import {
  type FieldErrors,
  type RawValues,
  type SchemaValues,
  calculatorSchema,
  numberField,
  numberToRaw,
  optionalNumberField,
  parseRawValues,
} from "#domain/calculators/calculator-input";
import { EARNINGS_MESSAGES, MAX_RATE, MAX_VIEWS } from "#domain/calculators/earnings-calculator";

export const CHANNEL_EARNINGS_FIELDS = [
  "subscribers",
  "avgViews",
  "uploads",
  "monthlyViews",
  "shorts",
  "low",
  "high",
  "shortsLow",
  "shortsHigh",
  "growth",
] as const;
export type ChannelEarningsField = (typeof CHANNEL_EARNINGS_FIELDS)[number];

export const MAX_SUBSCRIBERS = 1e10;
export const MAX_UPLOADS_PER_MONTH = 1000;
const MIN_GROWTH_PERCENT_EXCLUSIVE = -100;
export const MAX_GROWTH_PERCENT = 100;

/** Spec §9: "growth projection … default 5% monthly rate". */
export const DEFAULT_GROWTH_PERCENT = DEFAULT_MONTHLY_GROWTH_RATE * 100;

export const CHANNEL_EARNINGS_DEFAULTS: RawValues<ChannelEarningsField> = {
  subscribers: "50000",
  avgViews: "20000",
  uploads: "8",
  monthlyViews: "",
  shorts: "0",
  low: "2",
  high: "6",
  shortsLow: numberToRaw(SHORTS_RPM_US.low, 4) ?? "0.03",
  shortsHigh: numberToRaw(SHORTS_RPM_US.high, 4) ?? "0.08",
  growth: numberToRaw(DEFAULT_GROWTH_PERCENT) ?? "5",
};

/* @__NO_SIDE_EFFECTS__ */
export function growthPercentField() {
  return numberField({ moreThan: MIN_GROWTH_PERCENT_EXCLUSIVE, max: MAX_GROWTH_PERCENT, unit: "%" });
}

const channelEarningsInputSchema = calculatorSchema(
  {
    subscribers: numberField({ min: 0, max: MAX_SUBSCRIBERS, integer: true }),
    avgViews: numberField({ min: 0, max: MAX_VIEWS }),
    uploads: numberField({ min: 0, max: MAX_UPLOADS_PER_MONTH }),
    monthlyViews: optionalNumberField({ min: 0, max: MAX_VIEWS }),
    shorts: numberField({ min: 0, max: 100, unit: "%" }),
    low: numberField({ min: 0, max: MAX_RATE }),
    high: numberField({ min: 0, max: MAX_RATE }),
    shortsLow: numberField({ min: 0, max: MAX_RATE }),
    shortsHigh: numberField({ min: 0, max: MAX_RATE }),
    growth: growthPercentField(),
  },
  (values) => ({
    ...(values.high < values.low ? { high: EARNINGS_MESSAGES.highBelowLow } : {}),
    ...(values.shortsHigh < values.shortsLow ? { shortsHigh: EARNINGS_MESSAGES.highBelowLow } : {}),
  }),
);
export type ChannelEarningsInput = SchemaValues<typeof channelEarningsInputSchema>;

export interface ChannelEarningsResult extends ChannelRevenueEstimate {
  eligibility: AdEligibility;
  /** Month 1 is the current month, unchanged; each column sums to the 12-month potential, give or take cents. */
  projection: { month: number; low: number; revenue: number; high: number }[];
}

function revenueInputsOf(input: ChannelEarningsInput) {
  return {
    subscribers: input.subscribers,
    avgViews: input.avgViews,
    uploads: input.uploads,
    monthlyViews: input.monthlyViews,
    shortsPercent: input.shorts,
    rpmLow: input.low,
    rpmHigh: input.high,
    shortsRpmLow: input.shortsLow,
    shortsRpmHigh: input.shortsHigh,
    growth: input.growth,
  };
}

export function computeChannelEarnings(input: ChannelEarningsInput): ChannelEarningsResult {
  const estimate = channelRevenueEstimate(revenueInputsOf(input));
  const rate = input.growth / 100;
  const mid = estimate ? monthlyGrowthProjection(estimate.monthly.mid, rate) : null;
  const low = estimate ? monthlyGrowthProjection(estimate.monthly.low, rate) : null;
  const high = estimate ? monthlyGrowthProjection(estimate.monthly.high, rate) : null;
  if (!estimate || !mid || !low || !high) throw new Error("Calculator figure out of range: check the field bounds");
  return {
    ...estimate,
    eligibility: adEligibility(input.subscribers),
    projection: mid.map((revenue, index) => ({ month: index + 1, low: low[index] ?? 0, revenue, high: high[index] ?? 0 })),
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
