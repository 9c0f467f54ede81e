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
  growthPrefillSource,
  reachPrefill,
  reachPrefillSource,
} from "#domain/calculators/channel-prefill";
import { readRawValues } from "#domain/calculators/calculator-input";
import { evaluateGrowth, growthDefaults } from "#domain/calculators/growth-calculator";
import { REACH_DEFAULTS, evaluateReach } from "#domain/calculators/reach-calculator";
import type { StatsSnapshot } from "#domain/channel-growth";
import { projectNextMilestone } from "#domain/subscriber-projection";
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
  rateSource: "niche-band",
  videosPerMonth: 8.3456,
  country: "GB",
  // The revenue model's inputs (channelRevenueInputs): a $4.40–$12 RPM for GB, 10% Shorts,
  // 700,000 views a month measured from its snapshots.
  revenueInputs: {
    subscribers: 120_000,
    avgViews: 80_000,
    uploads: 8.3,
    monthlyViews: 700_000,
    shortsPercent: 10,
    rpmLow: 4.4,
    rpmHigh: 12,
    shortsRpmLow: 0.024,
    shortsRpmHigh: 0.064,
    growth: 5,
    earnableViews: 24_000_000,
  },
  milestone: { status: "not-enough-data", target: 1_000_000, reason: "too-short" },
};
const empty: ChannelPublicNumbers = {
  ...channel,
  subscribers: null,
  totalViews: null,
  videoCount: null,
  rateSource: null,
  videosPerMonth: null,
  country: null,
  revenueInputs: null,
};

describe("channel prefill", () => {
  it("derives averages: 24M views over 300 videos = 80,000 a video; × 8.3456 a month", () => {
    expect(averageViewsPerVideo(channel)).toBe(80_000);
    expect(averageMonthlyViews(channel)).toBeCloseTo(667_648, 6);
    expect(averageViewsPerVideo({ ...channel, videoCount: 0 })).toBeNull();
  });

  it("/calculator: the model's views a month at its blended RPM range, in the channel's country", () => {
    // The measured 700,000 views a month; RPM 0.9 × 4.4 + 0.1 × 0.024 = 3.9624 … 0.9 × 12 + 0.1 × 0.064 = 10.8064
    expect(earningsPrefill(channel)).toEqual({
      views: "700000",
      per: "month",
      rateType: "rpm",
      low: "3.9624",
      high: "10.8064",
      niche: "",
      country: "GB",
    });
    // Without measured views, views a video × uploads: 80,000 × 8.3 = 664,000.
    expect(earningsPrefill({ ...channel, revenueInputs: { ...channel.revenueInputs!, monthlyViews: null } }).views).toBe(
      "664000",
    );
  });

  it("/channel-earnings: exactly the revenue model's inputs, so the results are the channel page's", () => {
    expect(channelEarningsPrefill(channel)).toEqual({
      subscribers: "120000",
      avgViews: "80000",
      uploads: "8.3",
      monthlyViews: "700000",
      shorts: "10",
      low: "4.4",
      high: "12",
      shortsLow: "0.024",
      shortsHigh: "0.064",
      growth: "5",
    });
  });

  it("/growth-rate-calculator: starts from the channel's subscribers; without a projected pace, at the default growth", () => {
    expect(growthPrefill(channel)).toEqual({ metric: "subscribers", current: "120000" });
    expect(growthPrefillSource(channel)).toEqual({ kind: "no-pace", milestone: channel.milestone });
  });

  it("/reach-calculator: impressions worked back at the default 5% CTR; without a pace, lifetime subscribers per 1,000 views", () => {
    // 80,000 views ÷ 5% = 1,600,000 impressions; 120,000 / 24,000,000 × 1,000 = 5.
    expect(reachPrefill(channel)).toEqual({
      uploads: "8.3",
      subscribers: "120000",
      impressions: "1600000",
      ctr: "5",
      subsPer1000: "5",
    });
    expect(reachPrefillSource(channel).kind).toBe("no-pace");
  });

  describe("a channel with a projected pace", () => {
    // The channel page's worked example: 5 → 60 → 234 subscribers monthly, +170.9 a month over
    // the last 30 days in a straight line, 1,000 in 4.48 months (around March 2027).
    const snapshots: StatsSnapshot[] = [
      { day: "2026-09-01", subscribers: 5, views: null },
      { day: "2026-10-01", subscribers: 60, views: null },
      { day: "2026-11-01", subscribers: 234, views: null },
    ];
    const young: ChannelPublicNumbers = {
      ...empty,
      subscribers: 234,
      totalViews: 90_000,
      videoCount: 30,
      videosPerMonth: 10,
      milestone: projectNextMilestone(snapshots),
    };

    it("/growth-rate-calculator: the compounding rate that names the page's month for the next milestone", () => {
      // (1,000 ÷ 234)^(1/4) − 1 = 43.78% a month reaches 1,000 in month 4, as "in about 4 months" on the page.
      expect(growthPrefill(young)).toEqual({ metric: "subscribers", current: "234", growth: "43.78" });
      const evaluation = evaluateGrowth(
        readRawValues(growthDefaults("2026-11-01"), new URLSearchParams(), growthPrefill(young)),
        "2026-11-01",
      );
      expect(evaluation.result?.milestones[0]).toMatchObject({ target: 1_000, status: "projected", month: 4 });
      expect(growthPrefillSource(young)).toMatchObject({ kind: "pace", milestone: { status: "projected", target: 1_000 } });
    });

    it("/reach-calculator: subscribers per 1,000 views that give the page's pace", () => {
      // 3,000 views a video ÷ 5% = 60,000 impressions; × 5% × 10 uploads = 30,000 views a month;
      // 170.857 subscribers a month ÷ 30,000 × 1,000 = 5.6952.
      const prefill = reachPrefill(young);
      expect(prefill).toEqual({ uploads: "10", subscribers: "234", impressions: "60000", ctr: "5", subsPer1000: "5.6952" });
      const { result } = evaluateReach(readRawValues(REACH_DEFAULTS, new URLSearchParams(), prefill), "2026-11-01");
      expect(result?.subscribersPerMonth).toBeCloseTo(170.86, 1);
      // 766 to go at 170.86 a month: 1,000 in the fifth month (the page: 4.48 months, "around Mar 2027").
      expect(result?.subscribers.months).toBe(5);
      expect(reachPrefillSource(young).kind).toBe("pace");
    });

    it("keeps the calculator's default growth when the rate would be beyond its range", () => {
      // 10 subscribers and +171 a month: 1,000 in 6 months needs +115% a month compounding, over the 100% cap.
      expect(growthPrefill({ ...young, subscribers: 10 })).toEqual({ metric: "subscribers", current: "10" });
    });
  });

  it("missing numbers leave the calculator's defaults in place", () => {
    expect(earningsPrefill(empty)).toEqual({});
    expect(channelEarningsPrefill(empty)).toEqual({});
    // Without the model's inputs, the public subscriber count still starts the form.
    expect(channelEarningsPrefill({ ...empty, subscribers: 10 })).toEqual({ subscribers: "10" });
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
