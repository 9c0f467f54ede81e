// /calculator: earnings from views × rate ÷ 1000. An RPM is already the creator's; a CPM counts only the views
// that carry an ad, of which the creator keeps 55% (domain/ad-rates.ts), the conversion used site-wide.
import { COUNTRY_CODES, type CountryCode } from "#domain/countries";
import { CREATOR_SHARE, MONETIZED_PLAYBACK_SHARE } from "#domain/ad-rates";
import { nicheRpmForCountry } from "#domain/rpm-estimate";
import { creatorShare, estimatedEarnings } from "#domain/revenue";
import { DAYS_PER_MONTH } from "#domain/upload-rate";
import {
  type FieldErrors,
  type RawValues,
  type SchemaValues,
  calculatorSchema,
  choiceField,
  definite,
  numberField,
  numberToRaw,
  parseRawValues,
  textField,
} from "#domain/calculators/calculator-input";

export const EARNINGS_FIELDS = ["views", "per", "rateType", "low", "high", "niche", "country"] as const;
export type EarningsField = (typeof EARNINGS_FIELDS)[number];

const VIEW_PERIODS = ["day", "month"] as const;
export type ViewPeriod = (typeof VIEW_PERIODS)[number];
const RATE_TYPES = ["cpm", "rpm"] as const;

const MONTHS_PER_YEAR = 12;
export const MAX_VIEWS = 1e12;
export const MAX_RATE = 1000;

export const EARNINGS_DEFAULTS: RawValues<EarningsField> = {
  views: "10000",
  per: "day",
  rateType: "rpm",
  low: "2",
  high: "6",
  niche: "",
  country: "US",
};

export const EARNINGS_MESSAGES = {
  highBelowLow: "Must be at least the low rate.",
} as const;

const earningsInputSchema = calculatorSchema(
  {
    views: numberField({ min: 0, max: MAX_VIEWS }),
    per: choiceField(VIEW_PERIODS, "day"),
    rateType: choiceField(RATE_TYPES, "rpm"),
    low: numberField({ min: 0, max: MAX_RATE }),
    high: numberField({ min: 0, max: MAX_RATE }),
    niche: textField(),
    country: choiceField(COUNTRY_CODES, "US"),
  },
  (values) => (values.high < values.low ? { high: EARNINGS_MESSAGES.highBelowLow } : {}),
);
export type EarningsInput = SchemaValues<typeof earningsInputSchema>;

export interface Range {
  low: number;
  high: number;
}
export type Period = "day" | "month" | "year";

export interface EarningsResult {
  views: Record<Period, number>;
  /** Spec §9: "Estimated earnings = views/1000 times rate, rounded" (whole dollars). */
  earnings: Record<Period, Range>;
  creatorShare: Record<Period, Range>;
  shareIncluded: boolean;
  cumulative: { month: number; low: number; high: number; shareLow: number; shareHigh: number }[];
}

/** A month is 30.44 days (spec §4). Unrounded: earnings are rounded once, at the end. */
export function viewsByPeriod(views: number, per: ViewPeriod): Record<Period, number> {
  const month = per === "day" ? views * DAYS_PER_MONTH : views;
  return { day: per === "day" ? views : views / DAYS_PER_MONTH, month, year: month * MONTHS_PER_YEAR };
}

export function computeEarnings(input: EarningsInput): EarningsResult {
  const views = viewsByPeriod(input.views, input.per);
  const shareIncluded = input.rateType === "rpm";
  const paidViews = (periodViews: number) => (shareIncluded ? periodViews : periodViews * MONETIZED_PLAYBACK_SHARE.value);
  const earn = (periodViews: number): Range => ({
    low: definite(estimatedEarnings(paidViews(periodViews), input.low)),
    high: definite(estimatedEarnings(paidViews(periodViews), input.high)),
  });
  const share = (range: Range): Range =>
    shareIncluded ? range : { low: definite(creatorShare(range.low)), high: definite(creatorShare(range.high)) };

  const earnings = { day: earn(views.day), month: earn(views.month), year: earn(views.year) };
  const cumulative = Array.from({ length: MONTHS_PER_YEAR }, (_, index) => {
    const month = index + 1;
    const total = earn(views.month * month);
    const kept = share(total);
    return { month, low: total.low, high: total.high, shareLow: kept.low, shareHigh: kept.high };
  });
  return {
    views: { day: Math.round(views.day), month: Math.round(views.month), year: Math.round(views.year) },
    earnings,
    creatorShare: { day: share(earnings.day), month: share(earnings.month), year: share(earnings.year) },
    shareIncluded,
    cumulative,
  };
}

export interface EarningsEvaluation {
  errors: FieldErrors<EarningsField>;
  input: EarningsInput | null;
  result: EarningsResult | null;
}

export function evaluateEarnings(raw: RawValues<EarningsField>): EarningsEvaluation {
  const parsed = parseRawValues(earningsInputSchema, raw);
  if (!parsed.ok) return { errors: parsed.errors, input: null, result: null };
  return { errors: {}, input: parsed.values, result: computeEarnings(parsed.values) };
}

export interface NicheRate {
  slug: string;
  name: string;
  rpmLow: number;
  rpmHigh: number;
}

/** Niche ranges are RPM, after YouTube's share (FACTS "two scales get mixed up"), so the preset switches to RPM. */
export function nichePresetValues(niche: NicheRate, country: CountryCode | string): Partial<RawValues<EarningsField>> | null {
  const range = nicheRpmForCountry(niche.rpmLow, niche.rpmHigh, country);
  if (range === null) return null;
  return {
    niche: niche.slug,
    rateType: "rpm",
    low: numberToRaw(range.low) ?? "0",
    high: numberToRaw(range.high) ?? "0",
  };
}

export const CREATOR_SHARE_PERCENT = Math.round(CREATOR_SHARE.value * 100);
export const MONETIZED_PLAYBACK_PERCENT = Math.round(MONETIZED_PLAYBACK_SHARE.value * 100);
