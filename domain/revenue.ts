// Revenue model (spec §9 and PRODUCT.md "Revenue model"). Every estimate in the app comes from
// here so the /how-it-works methodology, the channel page, rankings and calculators agree.
//
// Input contract: values may be numbers, numeric strings (database numerics) or bigints. A
// missing, negative, NaN or infinite input gives null — never NaN, Infinity or a negative
// figure — and the UI shows null as "N/A".
import { DEFAULT_MONTHLY_GROWTH_RATE } from "#domain/constants";
import { type NumericInput, toFiniteNumber, toNonNegativeNumber } from "#domain/numeric-input";
import { roundTo } from "#domain/rounding";
import { CREATOR_SHARE } from "#domain/ad-rates";
import { type MultiplierBasis, countryMultiplier, nicheRpmForCountry } from "#domain/rpm-estimate";
import { type AdEligibility, adEligibility } from "#domain/partner-program";
import { DAYS_PER_MONTH, videosPerMonth } from "#domain/upload-rate";
import { SHORTS_MAX_SECONDS, videoFormat } from "#domain/video-format";

/** Months in the growth projection (spec §9: "spreads a yearly value over 12 months"). */
export const PROJECTION_MONTHS = 12;

/** Spec §9: "Estimated earnings = views/1000 times rate, rounded" (to whole currency units). */
export function estimatedEarnings(views: NumericInput, rate: NumericInput): number | null {
  const v = toNonNegativeNumber(views);
  const r = toNonNegativeNumber(rate);
  if (v === null || r === null) return null;
  return roundTo((v / 1000) * r, 0);
}

/** Spec §9: "ratio to two decimals". Null when the divisor is 0 (or invalid). */
export function ratio(numerator: NumericInput, denominator: NumericInput): number | null {
  const a = toNonNegativeNumber(numerator);
  const b = toNonNegativeNumber(denominator);
  if (a === null || b === null || b === 0) return null;
  return roundTo(a / b, 2);
}

/** PRODUCT.md: "Total revenue = total views / 1000 × CPM", to the cent. */
export function totalRevenue(totalViews: NumericInput, cpm: NumericInput): number | null {
  const v = toNonNegativeNumber(totalViews);
  const c = toNonNegativeNumber(cpm);
  if (v === null || c === null) return null;
  return roundTo((v / 1000) * c, 2);
}

/** PRODUCT.md: "per video = total / videos", to the cent. Null without videos. */
export function revenuePerVideo(total: NumericInput, videoCount: NumericInput): number | null {
  const t = toNonNegativeNumber(total);
  const n = toNonNegativeNumber(videoCount);
  if (t === null || n === null || n === 0) return null;
  return roundTo(t / n, 2);
}

/** PRODUCT.md: "per subscriber = total / subscribers (4 decimals)". Null without subscribers. */
export function revenuePerSubscriber(total: NumericInput, subscribers: NumericInput): number | null {
  const t = toNonNegativeNumber(total);
  const n = toNonNegativeNumber(subscribers);
  if (t === null || n === null || n === 0) return null;
  return roundTo(t / n, 4);
}

export interface MonthlyRevenueInput {
  /** The channel's stored revenue_per_month; used when present, 0 included. */
  storedMonthly?: NumericInput;
  recentMonthlyViews?: NumericInput;
  cpm?: NumericInput;
}

/**
 * PRODUCT.md: "monthly = stored value, else recent monthly views × CPM ÷ 1000", to the cent.
 * A stored value that is negative or not a number counts as absent.
 */
export function monthlyRevenue({ storedMonthly, recentMonthlyViews, cpm }: MonthlyRevenueInput): number | null {
  const stored = toNonNegativeNumber(storedMonthly);
  if (stored !== null) return roundTo(stored, 2);
  return totalRevenue(recentMonthlyViews, cpm);
}

/**
 * The 12 monthly values of the growth projection: month m (m = 0…11) earns
 * monthly × (1 + r)^m, so month 0 is the current month unchanged.
 * `monthlyGrowthRate` is a fraction (0.05 = 5%) and may be negative down to -1 (a shrinking
 * channel); below -1 or non-finite gives null. Values are rounded to the cent.
 */
export function monthlyGrowthProjection(
  monthly: NumericInput,
  monthlyGrowthRate: NumericInput = DEFAULT_MONTHLY_GROWTH_RATE,
): number[] | null {
  const values = unroundedProjection(monthly, monthlyGrowthRate);
  if (values === null) return null;
  const rounded = values.map((value) => roundTo(value, 2));
  return rounded.every((value): value is number => value !== null) ? rounded : null;
}

/**
 * 12-month potential. Spec §9: "growth projection spreads a yearly value over 12 months with
 * compounding, default 5% monthly rate"; PRODUCT.md: "12-month potential = monthly compounded
 * over 12 months (default 5%/month)".
 * Interpretation: the sum of the 12 projected months, Σ_{m=0}^{11} monthly × (1 + r)^m
 * (a geometric series; with r = 0.05 that is ≈ 15.917 × monthly). Month 0 is not grown, so
 * r = 0 gives exactly 12 × monthly. Rounded to the cent.
 */
export function twelveMonthPotential(
  monthly: NumericInput,
  monthlyGrowthRate: NumericInput = DEFAULT_MONTHLY_GROWTH_RATE,
): number | null {
  const values = unroundedProjection(monthly, monthlyGrowthRate);
  if (values === null) return null;
  return roundTo(
    values.reduce((sum, value) => sum + value, 0),
    2,
  );
}

/** PRODUCT.md: "Creators keep about 55% of ad revenue" — the creator's part, to the cent. */
export function creatorShare(amount: NumericInput): number | null {
  const a = toNonNegativeNumber(amount);
  if (a === null) return null;
  return roundTo(a * CREATOR_SHARE.value, 2);
}

function unroundedProjection(monthly: NumericInput, monthlyGrowthRate: NumericInput): number[] | null {
  const base = toNonNegativeNumber(monthly);
  const rate = toFiniteNumber(monthlyGrowthRate);
  if (base === null || rate === null || rate < -1) return null;
  const values = Array.from({ length: PROJECTION_MONTHS }, (_, m) => base * (1 + rate) ** m);
  return values.every(Number.isFinite) ? values : null;
}

// ─── The channel revenue model ────────────────────────────────────────────────────────────────
// One function gives a channel's revenue wherever it is shown or stored: the channel page, the
// calculators' channel prefill, the rankings' sort columns (db/channel-revenue.ts rewrites them
// whenever a channel's numbers change) and the JSON API. Its inputs are the Channel Earnings
// calculator's own fields, so the calculator prefilled with a channel shows the channel page's
// figures to the cent; channelRevenueInputs() derives them from a channel's stored numbers,
// and says how each was made. Method and sources: /how-it-works#revenue (FACTS.md "Revenue").

/**
 * Shorts RPM in the United States, USD per 1,000 views (fluxnote 2026, FACTS.md): Shorts are
 * paid from a shared pool (creators get 45% of their share of it), far below long-form RPM.
 */
export const SHORTS_RPM_US = { low: 0.03, high: 0.08 } as const;

/** Decimals of each model input: what the calculator's fields hold, so a prefill is exact. */
export const REVENUE_INPUT_DECIMALS = {
  avgViews: 0,
  uploads: 1,
  monthlyViews: 0,
  shortsPercent: 0,
  rpm: 2,
  shortsRpm: 4,
} as const;

/** Views a month come from the snapshots when two of them are at least this many days apart. */
export const MIN_VIEW_GAIN_DAYS = 28;
/** Views a video come from the uploads of the last 180 days… */
export const RECENT_UPLOAD_DAYS = 180;
/** …that are at least a week old (a newer one is still gathering its views)… */
export const RECENT_UPLOAD_MIN_AGE_DAYS = 7;
/** …when there are at least this many of them. */
export const MIN_RECENT_UPLOADS = 3;

/** The model in words, for the MCP server's methods (/how-it-works explains it at length, with a worked example). */
export const REVENUE_MODEL_RULE = [
  "Each revenue figure is a range (low, mid, high) from the ends of the channel's RPM range: the niche's RPM band for a US audience × the channel's country multiplier.",
  `blended RPM = long-form RPM × (1 − Shorts share) + Shorts RPM × Shorts share (Shorts: uploads up to ${SHORTS_MAX_SECONDS / 60} minutes, about $${SHORTS_RPM_US.low}–$${SHORTS_RPM_US.high} per 1,000 views in the US). RPMs are already the creator's share.`,
  `Views a month: the views gained between two daily snapshots at least ${MIN_VIEW_GAIN_DAYS} days apart, per ${DAYS_PER_MONTH} days; with less history, the lifetime average, labelled.`,
  `Views a video: the median views of the uploads ${RECENT_UPLOAD_MIN_AGE_DAYS} to ${RECENT_UPLOAD_DAYS} days old when there are at least ${MIN_RECENT_UPLOADS}; else the lifetime average, labelled.`,
  "Monthly revenue = views a month ÷ 1,000 × blended RPM; per video = views a video ÷ 1,000 × blended RPM; per subscriber = monthly revenue ÷ subscribers.",
  `12-month potential: the next ${PROJECTION_MONTHS} months at ${Math.round(DEFAULT_MONTHLY_GROWTH_RATE * 100)}% monthly growth by default. Total revenue: the views since the channel passed the ad tier's subscribers ÷ 1,000 × blended RPM (an upper bound when the snapshots do not show that day).`,
  "A channel under the ad tier's subscribers shows how many it has to go instead of revenue. Missing inputs give null, never a misleading number.",
].join("\n");

/** A figure as a range: low and high from the ends of the RPM range, mid from its midpoint. */
export interface EstimateRange {
  low: number;
  mid: number;
  high: number;
}

/**
 * What the model needs, in the Channel Earnings calculator's units. RPMs are what creators
 * observe per 1,000 views (after YouTube's share), not the advertiser's CPM.
 */
export interface ChannelRevenueInputs {
  /** Null when unknown: the figure per subscriber is then unknown too. */
  subscribers: number | null;
  /** Views a new video gets. */
  avgViews: number;
  /** Uploads a month. */
  uploads: number;
  /** Views the whole channel gets in a month, when measured; else views a video × uploads. */
  monthlyViews?: number | null;
  /** Share of views from Shorts, in percent (0 when durations are unknown). */
  shortsPercent: number;
  /** Long-form RPM range for the channel's audience country, USD per 1,000 views. */
  rpmLow: number;
  rpmHigh: number;
  /** Shorts RPM range for the same country. */
  shortsRpmLow: number;
  shortsRpmHigh: number;
  /** Monthly growth for the 12-month potential, in percent (spec §9 default 5). */
  growth: number;
  /** A directory channel's views it could be paid for, for its total revenue (the calculator has none). */
  earnableViews?: number | null;
}

export interface ChannelRevenueEstimate {
  /** Views a month: measured (monthlyViews) or views a video × uploads a month. */
  monthlyViews: number;
  /** The blended RPM (long-form and Shorts by their share of views), USD per 1,000 views. */
  rpm: EstimateRange;
  monthly: EstimateRange;
  perVideo: EstimateRange;
  /** A month's revenue per subscriber (4 decimals); null without subscribers. */
  perSubscriber: EstimateRange | null;
  twelveMonth: EstimateRange;
  /** Earnable views × rpm; null without earnable views. */
  total: EstimateRange | null;
}

type RangeEnd = "low" | "mid" | "high";
const ENDS: readonly RangeEnd[] = ["low", "mid", "high"];

function range(of: (end: RangeEnd) => number | null): EstimateRange | null {
  const [low, mid, high] = ENDS.map(of);
  return low === null || low === undefined || mid === null || mid === undefined || high === null || high === undefined
    ? null
    : { low, mid, high };
}

const nonNegativeOrAbsent = (value: number | null | undefined) =>
  value === null || value === undefined || (Number.isFinite(value) && value >= 0);

function inputsAreValid(inputs: ChannelRevenueInputs): boolean {
  const values = [
    inputs.avgViews,
    inputs.uploads,
    inputs.shortsPercent,
    inputs.rpmLow,
    inputs.rpmHigh,
    inputs.shortsRpmLow,
    inputs.shortsRpmHigh,
  ];
  if (!values.every((value) => Number.isFinite(value) && value >= 0)) return false;
  if (inputs.shortsPercent > 100 || !Number.isFinite(inputs.growth) || inputs.growth < -100) return false;
  if (!nonNegativeOrAbsent(inputs.earnableViews) || !nonNegativeOrAbsent(inputs.monthlyViews)) return false;
  return inputs.subscribers === null || (Number.isFinite(inputs.subscribers) && inputs.subscribers >= 0);
}

/**
 * THE revenue function. For each end of the range (low, high) and the midpoint:
 *   rpm = long-form RPM × (1 − Shorts share) + Shorts RPM × Shorts share
 *   per video = views a video × rpm ÷ 1,000
 *   monthly = views a month × rpm ÷ 1,000 (views a month measured, else views a video × uploads)
 *   per subscriber = monthly ÷ subscribers (a month, 4 decimals)
 *   12-month potential = Σ of 12 months of monthly compounded at the growth rate
 *   total = earnable views × rpm ÷ 1,000 (directory channels only)
 * Money is rounded to the cent. Null when an input is out of range (negative, not finite).
 * Whether the channel can earn at all is adEligibility's question (channelRevenue asks it).
 */
export function channelRevenueEstimate(inputs: ChannelRevenueInputs): ChannelRevenueEstimate | null {
  if (!inputsAreValid(inputs)) return null;
  const share = inputs.shortsPercent / 100;
  const longRpm = { low: Math.min(inputs.rpmLow, inputs.rpmHigh), high: Math.max(inputs.rpmLow, inputs.rpmHigh) };
  const shortsRpm = {
    low: Math.min(inputs.shortsRpmLow, inputs.shortsRpmHigh),
    high: Math.max(inputs.shortsRpmLow, inputs.shortsRpmHigh),
  };
  const rateAt = (end: RangeEnd): number => {
    const long = end === "mid" ? (longRpm.low + longRpm.high) / 2 : longRpm[end];
    const shorts = end === "mid" ? (shortsRpm.low + shortsRpm.high) / 2 : shortsRpm[end];
    return long * (1 - share) + shorts * share;
  };
  const monthlyViews = inputs.monthlyViews ?? inputs.avgViews * inputs.uploads;
  const monthly = range((end) => totalRevenue(monthlyViews, rateAt(end)));
  const rpm = range((end) => roundTo(rateAt(end), 4));
  const perVideo = range((end) => totalRevenue(inputs.avgViews, rateAt(end)));
  if (!monthly || !rpm || !perVideo) return null;
  const twelveMonth = range((end) => twelveMonthPotential(monthly[end], inputs.growth / 100));
  if (!twelveMonth) return null;
  const perSubscriber =
    inputs.subscribers === null ? null : range((end) => revenuePerSubscriber(monthly[end], inputs.subscribers));
  const earnableViews = inputs.earnableViews ?? null;
  const total = earnableViews === null ? null : range((end) => totalRevenue(earnableViews, rateAt(end)));
  return { monthlyViews, rpm, monthly, perVideo, perSubscriber, twelveMonth, total };
}

/** A channel's stored numbers, as the model reads them. */
export interface ChannelRevenueFacts {
  subscribers: NumericInput;
  totalViews: NumericInput;
  videoCount: NumericInput;
  startDate: Date | string | null;
  /** The date of the numbers (last YouTube sync, else when the channel was added): the "now" of the upload rate. */
  asOf: Date;
  country: string | null;
  /** The niche's RPM band (US baseline, USD per 1,000 views). */
  nicheRpmLow: NumericInput;
  nicheRpmHigh: NumericInput;
  /** An RPM an admin typed for the channel: it replaces the niche band. */
  rpmOverride: NumericInput;
  /** Views of its stored uploads that are Shorts, and of those whose format is known. */
  shortsViews: NumericInput;
  knownFormatViews: NumericInput;
  /**
   * Views gained over the last 30 days of its snapshots: between the two that
   * domain/channel-growth's viewsGrowthPair picks, never across YouTube's view-count change.
   */
  viewsGain?: { views: NumericInput; days: NumericInput } | null;
  /** Median views of its uploads 7 to 180 days old, and how many there are. */
  recentUploads?: { medianViews: NumericInput; count: NumericInput } | null;
  /** Its total views at the first snapshot past the ad tier's subscribers, when an earlier snapshot shows it below. */
  viewsWhenEligible?: { views: NumericInput; day: string } | null;
}

/** How each input of a channel's estimate was made: shown as "why this figure, why this range". */
export interface ChannelRevenueBasis {
  monthlyViews: { source: "snapshots"; days: number } | { source: "lifetime-average" };
  viewsPerVideo: { source: "recent-uploads"; uploads: number; days: number } | { source: "lifetime-average" };
  /** Total revenue counts the views since the channel passed the ad tier, or all its views (an upper bound). */
  total: { basis: "since-eligible"; since: string } | { basis: "upper-bound" };
  rate:
    | {
        source: "niche-band";
        band: { low: number; high: number };
        country: string;
        multiplier: number;
        multiplierBasis: MultiplierBasis;
      }
    | { source: "admin"; rpm: number };
  shorts: { percent: number; rpmUs: { low: number; high: number } };
}

const round = (value: number, decimals: number) => roundTo(value, decimals) ?? 0;

/**
 * The model's inputs for a channel, each rounded as the calculator's field holds it, and how
 * each was made:
 * - views a month: the views gained between two snapshots at least MIN_VIEW_GAIN_DAYS apart
 *   and counted under one view-count rule (domain/view-counting), per 30.44 days; else the lifetime average (total views ÷ videos × uploads a month);
 * - views a video: the median of the uploads 7–180 days old (at least 3); else the lifetime average;
 * - uploads a month since the start date (spec §4) at `asOf`;
 * - the rate: an admin's RPM as a one-point range, else the niche's band × the country's
 *   multiplier; Shorts RPM × the same multiplier; the Shorts share of views among stored uploads
 *   of known duration (0 when none is known);
 * - earnable views: the views since the first snapshot past 1,000 subscribers, else every view.
 * Null when views, videos, the start date or a rate are missing.
 */
export function channelRevenueInputs(
  facts: ChannelRevenueFacts,
): { inputs: ChannelRevenueInputs; basis: ChannelRevenueBasis } | null {
  const totalViews = toNonNegativeNumber(facts.totalViews);
  const videoCount = toNonNegativeNumber(facts.videoCount);
  if (totalViews === null || videoCount === null || videoCount === 0) return null;
  const perMonth = videosPerMonth(videoCount, facts.startDate, facts.asOf);
  const country = countryMultiplier(facts.country);
  const override = toNonNegativeNumber(facts.rpmOverride);
  const band = nicheRpmForCountry(facts.nicheRpmLow, facts.nicheRpmHigh, facts.country);
  const rpm = override !== null ? { low: override, high: override } : band;
  if (perMonth === null || rpm === null) return null;
  const shortsViews = toNonNegativeNumber(facts.shortsViews) ?? 0;
  const knownViews = toNonNegativeNumber(facts.knownFormatViews) ?? 0;
  const shortsShare = knownViews > 0 ? Math.min(1, shortsViews / knownViews) : 0;
  const subscribers = toNonNegativeNumber(facts.subscribers);
  const lifetimeAverage = totalViews / videoCount;

  const gained = toNonNegativeNumber(facts.viewsGain?.views);
  const gainDays = toNonNegativeNumber(facts.viewsGain?.days);
  const measuredMonthly =
    gained !== null && gainDays !== null && gainDays >= MIN_VIEW_GAIN_DAYS ? (gained * DAYS_PER_MONTH) / gainDays : null;
  const recentMedian = toNonNegativeNumber(facts.recentUploads?.medianViews);
  const recentCount = toNonNegativeNumber(facts.recentUploads?.count) ?? 0;
  const fromRecent = recentMedian !== null && recentCount >= MIN_RECENT_UPLOADS;
  const eligibleViews = toNonNegativeNumber(facts.viewsWhenEligible?.views);
  const since = eligibleViews !== null && facts.viewsWhenEligible ? facts.viewsWhenEligible.day : null;

  const nicheLow = toNonNegativeNumber(facts.nicheRpmLow);
  const nicheHigh = toNonNegativeNumber(facts.nicheRpmHigh);
  const inputs: ChannelRevenueInputs = {
    subscribers: subscribers === null ? null : Math.round(subscribers),
    avgViews: round(fromRecent ? recentMedian : lifetimeAverage, REVENUE_INPUT_DECIMALS.avgViews),
    uploads: round(perMonth, REVENUE_INPUT_DECIMALS.uploads),
    monthlyViews: measuredMonthly === null ? null : round(measuredMonthly, REVENUE_INPUT_DECIMALS.monthlyViews),
    shortsPercent: round(shortsShare * 100, REVENUE_INPUT_DECIMALS.shortsPercent),
    rpmLow: round(rpm.low, REVENUE_INPUT_DECIMALS.rpm),
    rpmHigh: round(rpm.high, REVENUE_INPUT_DECIMALS.rpm),
    shortsRpmLow: round(SHORTS_RPM_US.low * country.value, REVENUE_INPUT_DECIMALS.shortsRpm),
    shortsRpmHigh: round(SHORTS_RPM_US.high * country.value, REVENUE_INPUT_DECIMALS.shortsRpm),
    growth: DEFAULT_MONTHLY_GROWTH_RATE * 100,
    earnableViews: since !== null && eligibleViews !== null ? Math.max(0, totalViews - eligibleViews) : totalViews,
  };
  // Without measured views a month, the fallback is the lifetime average a month (lifetime
  // views a video × uploads), not the recent median × uploads, which would leave out the views
  // the older videos still get.
  if (inputs.monthlyViews === null && fromRecent)
    inputs.monthlyViews = round(lifetimeAverage * inputs.uploads, REVENUE_INPUT_DECIMALS.monthlyViews);
  const basis: ChannelRevenueBasis = {
    monthlyViews: measuredMonthly === null ? { source: "lifetime-average" } : { source: "snapshots", days: gainDays ?? 0 },
    viewsPerVideo: fromRecent
      ? { source: "recent-uploads", uploads: recentCount, days: RECENT_UPLOAD_DAYS }
      : { source: "lifetime-average" },
    total: since === null ? { basis: "upper-bound" } : { basis: "since-eligible", since },
    rate:
      override !== null
        ? { source: "admin", rpm: override }
        : {
            source: "niche-band",
            band: { low: Math.min(nicheLow ?? 0, nicheHigh ?? 0), high: Math.max(nicheLow ?? 0, nicheHigh ?? 0) },
            country: country.code,
            multiplier: country.value,
            multiplierBasis: country.basis,
          },
    shorts: { percent: inputs.shortsPercent, rpmUs: { low: SHORTS_RPM_US.low, high: SHORTS_RPM_US.high } },
  };
  return { inputs, basis };
}

/** A channel's revenue from its stored numbers: whether it can earn, how, and what. */
export interface ChannelRevenueResult {
  eligibility: AdEligibility;
  inputs: ChannelRevenueInputs;
  basis: ChannelRevenueBasis;
  /** The figures; the rate holds whether or not the channel can earn yet, the money only when it can. */
  estimate: ChannelRevenueEstimate;
}

/** Null when the model lacks an input. */
export function channelRevenue(facts: ChannelRevenueFacts): ChannelRevenueResult | null {
  const made = channelRevenueInputs(facts);
  const estimate = made ? channelRevenueEstimate(made.inputs) : null;
  if (!made || !estimate) return null;
  return { eligibility: adEligibility(made.inputs.subscribers), ...made, estimate };
}

/** The stored columns lists read through an index: the channel's RPM, and the revenue midpoints while it can earn. */
export interface StoredRevenueColumns {
  rpm: number | null;
  revenuePerMonth: number | null;
  revenuePerVideo: number | null;
  revenuePerSubscriber: number | null;
}

export function storedRevenueColumns(result: ChannelRevenueResult | null): StoredRevenueColumns {
  const earns = result?.eligibility.eligible === true;
  return {
    rpm: result ? roundTo(result.estimate.rpm.mid, 2) : null,
    revenuePerMonth: earns ? (result?.estimate.monthly.mid ?? null) : null,
    revenuePerVideo: earns ? (result?.estimate.perVideo.mid ?? null) : null,
    revenuePerSubscriber: earns ? (result?.estimate.perSubscriber?.mid ?? null) : null,
  };
}

/** Adds a video's views to the Shorts / known-format totals the model reads (seed and tests). */
export function formatViewTotals(videos: readonly { views: number; durationSeconds: number | null | undefined }[]): {
  shortsViews: number;
  knownFormatViews: number;
} {
  let shortsViews = 0;
  let knownFormatViews = 0;
  for (const video of videos) {
    const format = videoFormat(video.durationSeconds);
    if (format === null) continue;
    knownFormatViews += video.views;
    if (format === "short") shortsViews += video.views;
  }
  return { shortsViews, knownFormatViews };
}
