import { describe, expect, it } from "vitest";
import { AI_VOICE_MONTHLY_USD, formatNeeds } from "#domain/format-needs";
import type { VerdictView } from "#domain/read-models/verdicts";
import { channelRevenueEstimate, SHORTS_RPM_US } from "#domain/revenue";
import { DEFAULT_START_CONSTRAINTS, type StartConstraints } from "#domain/start-params";
import {
  assumptionText,
  bestOptions,
  chooseVerdict,
  compareOptions,
  fitFormat,
  languageMultipliers,
  type RankableOption,
  startRevenueRange,
} from "#domain/start-plan";

const have = (over: Partial<StartConstraints>): StartConstraints => ({ ...DEFAULT_START_CONSTRAINTS, ...over });

describe("which formats fit what a creator has", () => {
  it("Documentary & Story at 6 hours, $30 and your own voice: one long-form video a week", () => {
    const fit = fitFormat("documentary_story", have({ hours: 6, budget: 30, narrates: true, format: "long" }));
    expect(fit).toMatchObject({ fits: true, mode: "long", uploadsPerWeek: 1, hoursPerUpload: 6, monthlyBudget: 30 });
    if (fit.fits)
      expect(assumptionText("Documentary & Story", fit)).toBe(
        "Assumes ~6 h per video for Documentary & Story: research, script, voice, edit; 1 a week in your hours.",
      );
  });

  it("the same without narrating needs an AI voice on top of the budget", () => {
    const fit = fitFormat("documentary_story", have({ hours: 6, budget: 30, narrates: false, format: "long" }));
    expect(fit).toEqual({
      fits: false,
      needs: formatNeeds("documentary_story"),
      reasons: [`needs ~$${30 + AI_VOICE_MONTHLY_USD} a month (with an AI voice); your budget is $30`],
    });
  });

  it("a reaction channel needs your voice, whatever the hours and budget", () => {
    const fit = fitFormat("no_face_reaction", have({ hours: 40, budget: 1000, narrates: false }));
    expect(fit.fits).toBe(false);
    if (!fit.fits) expect(fit.reasons).toEqual(["needs your own voice"]);
  });

  it("3 hours a week allow a 6-hour documentary every two weeks; 2 hours allow neither it nor 3 Shorts", () => {
    expect(fitFormat("documentary_story", have({ hours: 3, budget: 100, narrates: true }))).toMatchObject({
      fits: true,
      mode: "long",
      uploadsPerWeek: 0.5,
    });
    const short = fitFormat("documentary_story", have({ hours: 2, budget: 100, narrates: true }));
    expect(short.fits).toBe(false);
    if (!short.fits)
      expect(short.reasons).toEqual([
        "a long-form video takes ~6 h: 2 hours a week makes fewer than one every two weeks",
        "a Short takes ~1.5 h: 2 hours a week makes fewer than 3 a week",
      ]);
  });

  it('"either" falls back to Shorts when long-form does not fit; Shorts-only skips a format unsuited to them', () => {
    // A 15-hour animation does not fit 6 hours even every two weeks; three 2-hour Shorts do.
    expect(fitFormat("animation_2d_3d", have({ hours: 6, budget: 100, narrates: true, format: "either" }))).toMatchObject({
      fits: true,
      mode: "shorts",
      uploadsPerWeek: 3,
    });
    const asmr = fitFormat("asmr_ambient", have({ hours: 20, budget: 50, format: "shorts" }));
    expect(asmr.fits).toBe(false);
    if (!asmr.fits) expect(asmr.reasons).toEqual(["does not suit Shorts"]);
  });

  it("caps the uploads counted: 80 hours of Shorts is 14 a week, not 160", () => {
    expect(fitFormat("text_based_narrative", have({ hours: 80, budget: 50, format: "shorts" }))).toMatchObject({
      uploadsPerWeek: 14,
    });
  });

  it("says so for a format we hold no assumptions for", () => {
    expect(fitFormat("an_admin_added_type", have({ hours: 80, budget: 10_000, narrates: true }))).toEqual({
      fits: false,
      needs: null,
      reasons: ["we hold no production assumptions for this format"],
    });
  });
});

const view = (over: Partial<VerdictView> & { medianRecentViews?: number | null }): VerdictView => {
  const { medianRecentViews = 5000, ...rest } = over;
  return {
    asOf: "2026-11-20",
    status: "judged",
    verdict: "twist",
    verdictLabel: "Enter with a twist",
    stage: "steady",
    stageLabel: "Steady",
    reasons: [],
    wouldChange: null,
    notEnoughData: [],
    evidence: {
      windowDays: 30,
      recent: { active: 0, withOutlier: 0, uploads: 0, medianScore: null },
      before: { active: 0, withOutlier: 0, uploads: 0, medianScore: null },
      chanceNow: null,
      chanceBefore: null,
      multiple: null,
      supplyGrowth: null,
      firstOutlier: null,
      breakouts: [],
      breakoutChannels: 0,
      newChannels: null,
      newChannelsPast1000: null,
      medianRecentViews,
      monetizationRisk: "low",
      templatedBreakouts: null,
      templatedBreakoutsRead: 0,
    },
    ...rest,
  };
};
const unjudged = view({ status: "not-enough-data", verdict: null, verdictLabel: null, stage: null, stageLabel: null });

const option = (
  name: string,
  verdict: Partial<VerdictView>,
  basis: "pair" | "niche" = "pair",
  views = 5000,
  suitable = true,
): RankableOption & { nicheId: string } => ({
  nicheId: name,
  nicheName: name,
  typeLabel: "Documentary",
  basis,
  suitable,
  verdict: view({ ...verdict, medianRecentViews: views }),
});

describe("ranking the options", () => {
  it("falls back to the niche's verdict only when the pair has too few channels", () => {
    const niche = view({ verdict: "enter", stage: "emerging" });
    expect(chooseVerdict(view({}), niche, true)).toMatchObject({ basis: "pair", verdict: { verdict: "twist" } });
    expect(chooseVerdict(unjudged, niche, true)).toEqual({ basis: "niche", verdict: niche });
    expect(chooseVerdict(unjudged, unjudged, true)).toEqual({ basis: "pair", verdict: unjudged });
    // A format merely seen in the niche, not rated suitable by the editors, is not judged on its behalf.
    expect(chooseVerdict(unjudged, niche, false)).toEqual({ basis: "pair", verdict: unjudged });
  });

  it("orders by verdict, then stage, then its own verdict before a niche's, then suitability, then views, then name", () => {
    const options = [
      option("none", unjudged),
      option("stay", { verdict: "stay-out", stage: "decaying" }),
      option("twist-saturating", { verdict: "twist", stage: "saturating" }),
      option("twist-steady-b", { verdict: "twist", stage: "steady" }),
      option("twist-steady-a", { verdict: "twist", stage: "steady" }),
      option("twist-steady-niche", { verdict: "twist", stage: "steady" }, "niche", 90_000),
      option("twist-steady-more-views", { verdict: "twist", stage: "steady" }, "pair", 20_000),
      option("twist-steady-unsuited", { verdict: "twist", stage: "steady" }, "pair", 50_000, false),
      option("enter-accelerating", { verdict: "enter", stage: "accelerating" }),
      option("enter-emerging", { verdict: "enter", stage: "emerging" }),
    ];
    expect([...options].sort(compareOptions).map((o) => o.nicheName)).toEqual([
      "enter-emerging",
      "enter-accelerating",
      "twist-steady-more-views",
      "twist-steady-a",
      "twist-steady-b",
      "twist-steady-unsuited",
      "twist-steady-niche",
      "twist-saturating",
      "stay",
      "none",
    ]);
  });
});

describe("the options shown", () => {
  it("keeps the best in order, at most three formats of a niche", () => {
    const options = ["a", "b", "c", "d"].flatMap((type, i) => [
      { ...option("ai", { verdict: "enter", stage: "emerging" }, "pair", 100 - i), typeLabel: type },
      { ...option("myth", { verdict: "stay-out", stage: "decaying" }), typeLabel: type },
    ]);
    const best = bestOptions(options, 5);
    expect(best.map((o) => `${o.nicheName}/${o.typeLabel}`)).toEqual(["ai/a", "ai/b", "ai/c", "myth/a", "myth/b"]);
  });
});

describe("the revenue range a member sees", () => {
  it("is the one revenue function over the median views, the uploads the hours allow and the languages' audiences", () => {
    // English stands for the US (×1) down to Ireland (×0.55): a $4–$10 niche reads $2.20–$10.
    expect(languageMultipliers(["en"])).toEqual({ low: 0.55, high: 1 });
    const range = startRevenueRange({
      rpmLow: 4,
      rpmHigh: 10,
      languages: ["en"],
      mode: "long",
      uploadsPerWeek: 1,
      medianViews: 10_000,
    });
    // 1 a week is 4.3 uploads a month; 43,000 views a month.
    expect(range?.uploadsPerMonth).toBe(4.3);
    expect(range?.monthly.low).toBeCloseTo(43 * 2.2, 2);
    expect(range?.monthly.high).toBeCloseTo(430, 2);
    expect(range?.monthly).toEqual(
      channelRevenueEstimate({
        subscribers: null,
        avgViews: 10_000,
        uploads: 4.3,
        shortsPercent: 0,
        rpmLow: 4 * 0.55,
        rpmHigh: 10,
        shortsRpmLow: SHORTS_RPM_US.low * 0.55,
        shortsRpmHigh: SHORTS_RPM_US.high,
        growth: 5,
      })?.monthly,
    );
  });

  it("pays Shorts at Shorts RPM, and gives nothing without a median", () => {
    const shorts = startRevenueRange({
      rpmLow: 4,
      rpmHigh: 10,
      languages: ["en"],
      mode: "shorts",
      uploadsPerWeek: 7,
      medianViews: 10_000,
    });
    expect(shorts?.monthly.high).toBeCloseTo(((7 * 30.44) / 7) * 10 * SHORTS_RPM_US.high, 0);
    expect(
      startRevenueRange({ rpmLow: 4, rpmHigh: 10, languages: ["en"], mode: "long", uploadsPerWeek: 1, medianViews: null }),
    ).toBeNull();
  });
});
