// `?channel=slug` on any calculator (PRODUCT.md: "every calculator can be pre-filled from a
// channel"). The calculators start from a directory channel's PUBLIC numbers only —
// subscribers, views, videos, CPM and upload rate — never from its stored revenue fields:
// revenue is gated on the server (PRODUCT.md "Revenue is gated on the server"), so the
// calculators compute their own estimates from the public numbers the visitor could read
// on the channel page anyway.
import { isCountryCode } from "#domain/countries";
import { type RawValues, numberToRaw, parseNumberText } from "#domain/calculators/calculator-input";
import type { ChannelEarningsField } from "#domain/calculators/channel-earnings-calculator";
import type { EarningsField } from "#domain/calculators/earnings-calculator";
import type { GrowthField } from "#domain/calculators/growth-calculator";
import { REACH_DEFAULTS, type ReachField } from "#domain/calculators/reach-calculator";

/** What a calculator may know about a directory channel. No revenue field, by design. */
export interface ChannelPublicNumbers {
  slug: string;
  title: string;
  subscribers: number | null;
  totalViews: number | null;
  videoCount: number | null;
  /** The channel's CPM, else its niche's estimate for its country (see cpmSource). */
  cpm: number | null;
  cpmSource: "channel" | "niche-estimate" | null;
  /** Spec §4 upload rate: videos per month since the start date. */
  videosPerMonth: number | null;
  country: string | null;
}

/** Lifetime average views per video; null without videos. */
export function averageViewsPerVideo(channel: ChannelPublicNumbers): number | null {
  const { totalViews, videoCount } = channel;
  if (totalViews === null || videoCount === null || videoCount <= 0 || totalViews < 0) return null;
  return totalViews / videoCount;
}

/** Average views a month: views per video × videos per month (= lifetime views ÷ age in months). */
export function averageMonthlyViews(channel: ChannelPublicNumbers): number | null {
  const perVideo = averageViewsPerVideo(channel);
  if (perVideo === null || channel.videosPerMonth === null || channel.videosPerMonth < 0) return null;
  return perVideo * channel.videosPerMonth;
}

function set<K extends string>(target: Partial<RawValues<K>>, key: K, value: string | null): void {
  if (value !== null) target[key] = value;
}

/** /calculator: the channel's average monthly views at its CPM (as a one-value range). */
export function earningsPrefill(channel: ChannelPublicNumbers): Partial<RawValues<EarningsField>> {
  const prefill: Partial<RawValues<EarningsField>> = {};
  const monthlyViews = numberToRaw(averageMonthlyViews(channel), 0);
  if (monthlyViews !== null) Object.assign(prefill, { views: monthlyViews, per: "month" });
  const cpm = numberToRaw(channel.cpm);
  if (cpm !== null) Object.assign(prefill, { rateType: "cpm", low: cpm, high: cpm, niche: "" });
  if (isCountryCode(channel.country)) prefill.country = channel.country;
  return prefill;
}

/** /channel-earnings: subscribers, average views per video, uploads per month and CPM. */
export function channelEarningsPrefill(channel: ChannelPublicNumbers): Partial<RawValues<ChannelEarningsField>> {
  const prefill: Partial<RawValues<ChannelEarningsField>> = {};
  set(prefill, "subscribers", numberToRaw(channel.subscribers, 0));
  set(prefill, "avgViews", numberToRaw(averageViewsPerVideo(channel), 0));
  set(prefill, "uploads", numberToRaw(channel.videosPerMonth, 1));
  set(prefill, "cpm", numberToRaw(channel.cpm));
  return prefill;
}

/** /growth-rate-calculator: the channel's subscribers as the starting point. */
export function growthPrefill(channel: ChannelPublicNumbers): Partial<RawValues<GrowthField>> {
  const prefill: Partial<RawValues<GrowthField>> = {};
  const subscribers = numberToRaw(channel.subscribers, 0);
  if (subscribers !== null) Object.assign(prefill, { metric: "subscribers", current: subscribers });
  return prefill;
}

/**
 * /reach-calculator: uploads per month, the channel's subscribers per 1,000 views and its
 * subscribers; impressions are worked back from its average views at the default click-through
 * rate (the directory does not know a channel's impressions).
 */
export function reachPrefill(channel: ChannelPublicNumbers): Partial<RawValues<ReachField>> {
  const prefill: Partial<RawValues<ReachField>> = {};
  set(prefill, "uploads", numberToRaw(channel.videosPerMonth, 1));
  set(prefill, "subscribers", numberToRaw(channel.subscribers, 0));
  const perVideo = averageViewsPerVideo(channel);
  const defaultCtr = parseNumberText(REACH_DEFAULTS.ctr);
  if (perVideo !== null && defaultCtr !== null && defaultCtr > 0) {
    set(prefill, "impressions", numberToRaw(perVideo / (defaultCtr / 100), 0));
    prefill.ctr = REACH_DEFAULTS.ctr;
  }
  if (channel.subscribers !== null && channel.totalViews !== null && channel.totalViews > 0) {
    set(prefill, "subsPer1000", numberToRaw((channel.subscribers / channel.totalViews) * 1000));
  }
  return prefill;
}
