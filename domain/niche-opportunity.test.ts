import { describe, expect, it } from "vitest";
import {
  type NicheOpportunityInputs,
  OPPORTUNITY_WEIGHTS,
  breakingInTerm,
  channelUploadsPerMonth,
  compareByOpportunity,
  competitionTerm,
  demandTerm,
  logScalePoints,
  monetizationTerm,
  nicheOpportunity,
  monetizationRiskTerm,
} from "#domain/niche-opportunity";

// The worked example of /how-it-works and the tests below: a niche of 20 channels.
const example: NicheOpportunityInputs = {
  channels: 20,
  recentVideos: 40,
  recentVideoChannels: 15,
  medianRecentViews: 10_000,
  uploadsPerMonth: 100,
  newChannels: 5,
  newChannelsPastThreshold: 2,
  rpmLow: 4,
  rpmHigh: 8,
  monetizationRisk: "medium",
};

describe("the terms", () => {
  it("weights add up to 100", () => {
    expect(Object.values(OPPORTUNITY_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it("demand: 10,000 median views sits a third of the way from 1,000 to 1,000,000 on a log scale", () => {
    expect(demandTerm(example)).toMatchObject({ value: 10_000, points: 33.3, weight: 30, channels: 15 });
    expect(demandTerm({ ...example, medianRecentViews: 500 }).points).toBe(0);
    expect(demandTerm({ ...example, medianRecentViews: 5_000_000 }).points).toBe(100);
    expect(demandTerm({ ...example, recentVideos: 9 })).toMatchObject({
      value: null,
      points: null,
      valueText: "Not enough data",
    });
  });

  it("competition: 100 uploads a month scores 66.7 (10 → 100, 10,000 → 0, log scale)", () => {
    expect(competitionTerm(example)).toMatchObject({
      value: 100,
      points: 66.7,
      channels: 20,
      valueText: "20 channels uploading 100 videos a month",
    });
    expect(competitionTerm({ ...example, channels: 4 }).points).toBeNull();
  });

  it("breaking in: 2 of 5 new channels past 1,000 subscribers is 40", () => {
    expect(breakingInTerm(example)).toMatchObject({ value: 0.4, points: 40, channels: 5 });
    expect(breakingInTerm({ newChannels: 2, newChannelsPastThreshold: 2 }).points).toBeNull();
  });

  it("monetization: an RPM range of $4–$8 has a $6 midpoint, (6 − 1) ÷ 19 = 26.3; editorial, so no channels behind it", () => {
    expect(monetizationTerm(example)).toMatchObject({
      value: 6,
      points: 26.3,
      valueText: "RPM $4.00–$8.00 (midpoint $6.00)",
      channels: 0,
      source: "editorial",
    });
    expect(monetizationTerm({ ...example, rpmLow: 25, rpmHigh: 35 }).points).toBe(100);
  });

  it("monetization risk reads the niche's one figure: low 100, medium 50, high 0; not from channels", () => {
    expect(monetizationRiskTerm({ monetizationRisk: "low" })).toMatchObject({
      points: 100,
      valueText: "Low",
      label: "Monetization risk",
    });
    expect(monetizationRiskTerm(example)).toMatchObject({
      points: 50,
      valueText: "Medium",
      channels: 0,
      source: "editorial-and-formats",
    });
    expect(monetizationRiskTerm({ monetizationRisk: "high" }).points).toBe(0);
  });

  it("only the three measured terms count channels", () => {
    expect(nicheOpportunity(example).terms.map((term) => [term.id, term.source, term.channels])).toEqual([
      ["demand", "channels", 15],
      ["competition", "channels", 20],
      ["breakingIn", "channels", 5],
      ["monetization", "editorial", 0],
      ["monetizationRisk", "editorial-and-formats", 0],
    ]);
  });

  it("log scale works in both directions and floors non-positive values", () => {
    expect(logScalePoints(31_623, 1_000, 1_000_000)).toBe(50);
    expect(logScalePoints(316, 10_000, 10)).toBe(50);
    expect(logScalePoints(0, 1_000, 1_000_000)).toBe(0);
    expect(logScalePoints(0, 10_000, 10)).toBe(100);
  });
});

describe("nicheOpportunity", () => {
  it("is the weighted mean of the terms: (30×33.3 + 20×66.7 + 20×40 + 20×26.3 + 10×50) ÷ 100 = 41.6 → 42", () => {
    const result = nicheOpportunity(example);
    expect(result.status).toBe("scored");
    if (result.status === "scored") expect(result.score).toBe(42);
    expect(result.terms.map((term) => [term.id, term.points])).toEqual([
      ["demand", 33.3],
      ["competition", 66.7],
      ["breakingIn", 40],
      ["monetization", 26.3],
      ["monetizationRisk", 50],
    ]);
  });

  it("says not enough data below the floor, naming each missing term, and still shows the terms", () => {
    const result = nicheOpportunity({ ...example, channels: 3, recentVideos: 4, newChannels: 1, newChannelsPastThreshold: 0 });
    expect(result).toMatchObject({
      status: "not-enough-data",
      reasons: [
        "fewer than 10 videos published in the last 90 days",
        "fewer than 5 channels in the directory",
        "fewer than 3 channels started in the last 12 months",
      ],
    });
    expect(result.terms).toHaveLength(5);
    expect("score" in result).toBe(false);
  });

  it("stays within 0–100 at the extremes", () => {
    const best = nicheOpportunity({
      ...example,
      medianRecentViews: 1e9,
      uploadsPerMonth: 1,
      newChannelsPastThreshold: 5,
      rpmLow: 30,
      rpmHigh: 40,
      monetizationRisk: "low",
    });
    const worst = nicheOpportunity({
      ...example,
      medianRecentViews: 1,
      uploadsPerMonth: 1e9,
      newChannelsPastThreshold: 0,
      rpmLow: 0,
      rpmHigh: 0,
      monetizationRisk: "high",
    });
    expect(best).toMatchObject({ status: "scored", score: 100 });
    expect(worst).toMatchObject({ status: "scored", score: 0 });
  });
});

describe("channelUploadsPerMonth", () => {
  it("divides the videos by the channel's age in months, at least one month", () => {
    // 1 May → 1 November 2026 is 184 days = 6.04 months: 60 videos ÷ 6.04 = 9.9 a month.
    expect(channelUploadsPerMonth(60, "2026-05-01", "2026-11-01")).toBeCloseTo(9.93, 2);
    expect(channelUploadsPerMonth(4, "2026-10-25", "2026-11-01")).toBe(4);
    expect(channelUploadsPerMonth(null, "2026-05-01", "2026-11-01")).toBeNull();
    expect(channelUploadsPerMonth(10, null, "2026-11-01")).toBeNull();
  });
});

describe("compareByOpportunity", () => {
  it("puts the highest score first and niches without a score last", () => {
    const niches = [
      { name: "a", score: null },
      { name: "b", score: 40 },
      { name: "c", score: 75 },
      { name: "d", score: 40 },
    ];
    expect([...niches].sort(compareByOpportunity).map((n) => n.name)).toEqual(["c", "b", "d", "a"]);
  });
});
