// `?channel=slug` prefill: a channel's public numbers only, never its stored revenue, so the inputs match
// the one revenue model; whether results show is the route's revenue-access decision.
import { isCountryCode } from "#domain/countries";
import { type ChannelRevenueInputs, REVENUE_INPUT_DECIMALS, channelRevenueEstimate } from "#domain/revenue";
import { type RawValues, numberToRaw, parseNumberText } from "#domain/calculators/calculator-input";
import type { ChannelEarningsField } from "#domain/calculators/channel-earnings-calculator";
import type { EarningsField } from "#domain/calculators/earnings-calculator";
import { type GrowthField, requiredGrowthPercent } from "#domain/calculators/growth-calculator";
import { MAX_GROWTH_PERCENT } from "#domain/calculators/channel-earnings-calculator";
import { MAX_SUBSCRIBERS_PER_1000, REACH_DEFAULTS, type ReachField } from "#domain/calculators/reach-calculator";
import { type MilestoneProjection, type SubscriberPace, roundedMonths } from "#domain/subscriber-projection";

/** No revenue field, by design. */
export interface ChannelPublicNumbers {
  slug: string;
  title: string;
  subscribers: number | null;
  totalViews: number | null;
  videoCount: number | null;
  rateSource: "admin" | "niche-band" | null;
  videosPerMonth: number | null;
  country: string | null;
  /** When its numbers were read from YouTube: the date of every figure taken from it. */
  numbersAsOf?: string;
  revenueInputs: ChannelRevenueInputs | null;
  milestone: MilestoneProjection;
}

export function averageViewsPerVideo(channel: ChannelPublicNumbers): number | null {
  const { totalViews, videoCount } = channel;
  if (totalViews === null || videoCount === null || videoCount <= 0 || totalViews < 0) return null;
  return totalViews / videoCount;
}

export function averageMonthlyViews(channel: ChannelPublicNumbers): number | null {
  const perVideo = averageViewsPerVideo(channel);
  if (perVideo === null || channel.videosPerMonth === null || channel.videosPerMonth < 0) return null;
  return perVideo * channel.videosPerMonth;
}

function set<K extends string>(target: Partial<RawValues<K>>, key: K, value: string | null): void {
  if (value !== null) target[key] = value;
}

export function earningsPrefill(channel: ChannelPublicNumbers): Partial<RawValues<EarningsField>> {
  const prefill: Partial<RawValues<EarningsField>> = {};
  const inputs = channel.revenueInputs;
  const estimate = inputs ? channelRevenueEstimate(inputs) : null;
  if (estimate) {
    Object.assign(prefill, { views: numberToRaw(estimate.monthlyViews, 2), per: "month" });
    Object.assign(prefill, {
      rateType: "rpm",
      low: numberToRaw(estimate.rpm.low, 4),
      high: numberToRaw(estimate.rpm.high, 4),
      niche: "",
    });
  }
  if (isCountryCode(channel.country)) prefill.country = channel.country;
  return prefill;
}

export function channelEarningsPrefill(channel: ChannelPublicNumbers): Partial<RawValues<ChannelEarningsField>> {
  const prefill: Partial<RawValues<ChannelEarningsField>> = {};
  const inputs = channel.revenueInputs;
  if (!inputs) {
    set(prefill, "subscribers", numberToRaw(channel.subscribers, 0));
    return prefill;
  }
  set(prefill, "subscribers", numberToRaw(inputs.subscribers, 0));
  set(prefill, "avgViews", numberToRaw(inputs.avgViews, REVENUE_INPUT_DECIMALS.avgViews));
  set(prefill, "uploads", numberToRaw(inputs.uploads, REVENUE_INPUT_DECIMALS.uploads));
  set(prefill, "monthlyViews", numberToRaw(inputs.monthlyViews ?? null, REVENUE_INPUT_DECIMALS.monthlyViews));
  set(prefill, "shorts", numberToRaw(inputs.shortsPercent, REVENUE_INPUT_DECIMALS.shortsPercent));
  set(prefill, "low", numberToRaw(inputs.rpmLow, REVENUE_INPUT_DECIMALS.rpm));
  set(prefill, "high", numberToRaw(inputs.rpmHigh, REVENUE_INPUT_DECIMALS.rpm));
  set(prefill, "shortsLow", numberToRaw(inputs.shortsRpmLow, REVENUE_INPUT_DECIMALS.shortsRpm));
  set(prefill, "shortsHigh", numberToRaw(inputs.shortsRpmHigh, REVENUE_INPUT_DECIMALS.shortsRpm));
  set(prefill, "growth", numberToRaw(inputs.growth));
  return prefill;
}

/** The calculator compounds and the projection does not: this rate reaches the next milestone in the same whole month. */
function prefillGrowthPercent(channel: ChannelPublicNumbers): number | null {
  const { milestone, subscribers } = channel;
  if (milestone.status !== "projected" || subscribers === null || subscribers <= 0) return null;
  const rate = requiredGrowthPercent(subscribers, milestone.target, roundedMonths(milestone.months));
  return rate !== null && rate <= MAX_GROWTH_PERCENT ? rate : null;
}

export function growthPrefill(channel: ChannelPublicNumbers): Partial<RawValues<GrowthField>> {
  const prefill: Partial<RawValues<GrowthField>> = {};
  const subscribers = numberToRaw(channel.subscribers, 0);
  if (subscribers !== null) Object.assign(prefill, { metric: "subscribers", current: subscribers });
  set(prefill, "growth", numberToRaw(prefillGrowthPercent(channel)));
  return prefill;
}

export type GrowthPrefillSource =
  | { kind: "pace"; milestone: Extract<MilestoneProjection, { status: "projected" }> }
  | { kind: "no-pace"; milestone: MilestoneProjection };

function sourceOf(milestone: MilestoneProjection, paced: boolean): GrowthPrefillSource {
  return paced && milestone.status === "projected" ? { kind: "pace", milestone } : { kind: "no-pace", milestone };
}

export function growthPrefillSource(channel: ChannelPublicNumbers): GrowthPrefillSource {
  return sourceOf(channel.milestone, prefillGrowthPercent(channel) !== null);
}

function projectionPace(milestone: MilestoneProjection): SubscriberPace | null {
  return milestone.status === "projected" || milestone.status === "too-far" ? milestone.pace : null;
}

/** Impressions are worked back at the default CTR (unknowable here); subscribers per view match the projection's pace. */
export function reachPrefill(channel: ChannelPublicNumbers): Partial<RawValues<ReachField>> {
  return reachPrefillParts(channel).prefill;
}

export function reachPrefillSource(channel: ChannelPublicNumbers): GrowthPrefillSource {
  return sourceOf(channel.milestone, reachPrefillParts(channel).paced);
}

function reachPrefillParts(channel: ChannelPublicNumbers): { prefill: Partial<RawValues<ReachField>>; paced: boolean } {
  const prefill: Partial<RawValues<ReachField>> = {};
  set(prefill, "uploads", numberToRaw(channel.videosPerMonth, 1));
  set(prefill, "subscribers", numberToRaw(channel.subscribers, 0));
  const perVideo = averageViewsPerVideo(channel);
  const defaultCtr = parseNumberText(REACH_DEFAULTS.ctr);
  if (perVideo !== null && defaultCtr !== null && defaultCtr > 0) {
    set(prefill, "impressions", numberToRaw(perVideo / (defaultCtr / 100), 0));
    prefill.ctr = REACH_DEFAULTS.ctr;
  }
  const paced = pacedSubscribersPer1000(channel.milestone, prefill);
  if (paced !== null) {
    set(prefill, "subsPer1000", numberToRaw(paced, 4));
  } else if (channel.subscribers !== null && channel.totalViews !== null && channel.totalViews > 0) {
    set(prefill, "subsPer1000", numberToRaw((channel.subscribers / channel.totalViews) * 1000));
  }
  return { prefill, paced: paced !== null };
}

function pacedSubscribersPer1000(milestone: MilestoneProjection, prefill: Partial<RawValues<ReachField>>): number | null {
  const pace = projectionPace(milestone);
  const [impressions, ctr, uploads] = [prefill.impressions, prefill.ctr, prefill.uploads].map((raw) =>
    raw === undefined ? null : parseNumberText(raw),
  );
  if (!pace || impressions == null || ctr == null || uploads == null) return null;
  const monthlyViews = impressions * (ctr / 100) * uploads;
  if (!(monthlyViews > 0)) return null;
  const per1000 = (pace.subscribersPerMonth / monthlyViews) * 1000;
  return per1000 <= MAX_SUBSCRIBERS_PER_1000 ? per1000 : null;
}
