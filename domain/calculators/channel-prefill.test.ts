// `?channel=slug`: PRODUCT.md "every calculator can be pre-filled from a channel", from the
// channel's public numbers only ("Revenue is gated on the server").
import { describe, expect, it } from "vitest";
import {
  type ChannelPublicNumbers,
  averageMonthlyViews,
  averageViewsPerVideo,
  channelEarningsPrefill,
  earningsPrefill,
  growthPrefill,
  reachPrefill,
} from "#domain/calculators/channel-prefill";
import { CHANNEL_EARNINGS_FIELDS } from "#domain/calculators/channel-earnings-calculator";
import { EARNINGS_FIELDS } from "#domain/calculators/earnings-calculator";
import { GROWTH_FIELDS } from "#domain/calculators/growth-calculator";
import { REACH_FIELDS } from "#domain/calculators/reach-calculator";

const channel: ChannelPublicNumbers = {
  slug: "midnight-archives-1",
  title: "Midnight Archives",
  subscribers: 120_000,
  totalViews: 24_000_000,
  videoCount: 300,
  cpm: 5.5,
  cpmSource: "channel",
  videosPerMonth: 8.3456,
  country: "GB",
};
const empty: ChannelPublicNumbers = { ...channel, subscribers: null, totalViews: null, videoCount: null, cpm: null, cpmSource: null, videosPerMonth: null, country: null };

describe("channel prefill", () => {
  it("derives averages: 24M views over 300 videos = 80,000 a video; × 8.3456 a month", () => {
    expect(averageViewsPerVideo(channel)).toBe(80_000);
    expect(averageMonthlyViews(channel)).toBeCloseTo(667_648, 6);
    expect(averageViewsPerVideo({ ...channel, videoCount: 0 })).toBeNull();
  });

  it("/calculator: monthly views at the channel's CPM and country", () => {
    expect(earningsPrefill(channel)).toEqual({ views: "667648", per: "month", rateType: "cpm", low: "5.5", high: "5.5", niche: "", country: "GB" });
  });

  it("/channel-earnings: subscribers, views a video, uploads a month (1 decimal), CPM", () => {
    expect(channelEarningsPrefill(channel)).toEqual({ subscribers: "120000", avgViews: "80000", uploads: "8.3", cpm: "5.5" });
  });

  it("/growth-rate-calculator: starts from the channel's subscribers", () => {
    expect(growthPrefill(channel)).toEqual({ metric: "subscribers", current: "120000" });
  });

  it("/reach-calculator: impressions worked back at the default 5% CTR, subscribers per 1,000 views", () => {
    // 80,000 views ÷ 5% = 1,600,000 impressions; 120,000 / 24,000,000 × 1,000 = 5.
    expect(reachPrefill(channel)).toEqual({ uploads: "8.3", subscribers: "120000", impressions: "1600000", ctr: "5", subsPer1000: "5" });
  });

  it("missing numbers leave the calculator's defaults in place", () => {
    expect(earningsPrefill(empty)).toEqual({});
    expect(channelEarningsPrefill(empty)).toEqual({});
    expect(growthPrefill(empty)).toEqual({});
    expect(reachPrefill(empty)).toEqual({});
  });

  it("only ever fills the calculators' own fields", () => {
    const owned = (fields: readonly string[], prefill: object) => Object.keys(prefill).every((key) => fields.includes(key));
    expect(owned(EARNINGS_FIELDS, earningsPrefill(channel))).toBe(true);
    expect(owned(CHANNEL_EARNINGS_FIELDS, channelEarningsPrefill(channel))).toBe(true);
    expect(owned(GROWTH_FIELDS, growthPrefill(channel))).toBe(true);
    expect(owned(REACH_FIELDS, reachPrefill(channel))).toBe(true);
  });
});
