import { describe, expect, it } from "vitest";
import { type StageReading, readLifeStage } from "#domain/niche-stage";
import { type VerdictInputs, readVerdict, verdictRank } from "#domain/niche-verdict";

const catalogue = { active: 1_000, withOutlier: 100, uploads: 4_000, medianScore: 1 };
const stage = (recent: { withOutlier?: number; medianScore?: number }, before: { withOutlier?: number } = {}): StageReading =>
  readLifeStage({
    recent: { active: 30, withOutlier: 3, uploads: 120, medianScore: 1, ...recent },
    before: { active: 30, withOutlier: 3, uploads: 120, medianScore: 1, ...before },
    catalogueRecent: catalogue,
    catalogueBefore: catalogue,
  });
const emerging = stage({ withOutlier: 12 });
const steady = stage({});
const decaying = stage({ medianScore: 0.6 });

const base: VerdictInputs = {
  stage: emerging,
  breakingIn: { newChannels: 10, passed: 4 },
  medianRecentViews: 25_000,
  monetizationRisk: "low",
  templated: { breakouts: 8, templated: 1 },
};
const judged = (inputs: Partial<VerdictInputs>) => {
  const reading = readVerdict({ ...base, ...inputs });
  if (reading.status !== "judged") throw new Error(`expected a verdict, got ${JSON.stringify(reading)}`);
  return reading;
};

describe("readVerdict", () => {
  it("says Enter for an emerging niche where 4 of 10 newcomers broke in, at low risk, with the stage as first reason", () => {
    const reading = judged({});
    expect(reading.verdict).toBe("enter");
    expect(reading.reasons).toHaveLength(3);
    expect(reading.reasons[0]?.text).toMatch(/^Emerging: /);
    expect(reading.reasons.every((reason) => reason.direction === "for")).toBe(true);
    expect(reading.wouldChange).toMatch(/Enter with a twist/);
  });

  it("says Enter with a twist when the same emerging niche has a high monetization risk", () => {
    const reading = judged({ monetizationRisk: "high" });
    expect(reading.verdict).toBe("twist");
    expect(reading.reasons[0]?.text).toBe("Monetization risk is high.");
    expect(reading.wouldChange).toBe('Would become "Enter" if its monetization risk falls below high.');
  });

  it("says Enter with a twist when 5 of 8 breakout channels look templated", () => {
    const reading = judged({ templated: { breakouts: 8, templated: 5 } });
    expect(reading.verdict).toBe("twist");
    expect(reading.reasons[0]?.text).toBe("5 of 8 channels with recent outliers look templated from their own uploads.");
  });

  it("says Enter with a twist for a steady niche where newcomers still break in", () => {
    const reading = judged({ stage: steady });
    expect(reading.verdict).toBe("twist");
    expect(reading.reasons[0]?.text).toMatch(/^Steady: /);
    expect(reading.wouldChange).toMatch(/a format takes off here/);
  });

  it("says Stay out for a decaying niche, whatever else is good", () => {
    const reading = judged({ stage: decaying });
    expect(reading.verdict).toBe("stay-out");
    expect(reading.reasons[0]?.text).toMatch(/^Decaying: uploads get 0\.60× their channels' usual views/);
  });

  it("says Stay out for a steady niche where 0 of 12 newcomers passed 1,000 subscribers", () => {
    const reading = judged({ stage: steady, breakingIn: { newChannels: 12, passed: 0 } });
    expect(reading.verdict).toBe("stay-out");
    expect(reading.reasons[0]?.text).toBe("0 of 12 channels started in the last 12 months passed 1,000 subscribers (0%).");
    // An emerging format outweighs a poor record of newcomers: Enter with a twist, not Stay out.
    expect(judged({ breakingIn: { newChannels: 12, passed: 0 } }).verdict).toBe("twist");
  });

  it("says Stay out when a recent upload gets 400 views (median)", () => {
    expect(judged({ stage: steady, medianRecentViews: 400 }).verdict).toBe("stay-out");
  });

  it("gives no verdict without a stage, with the stage's reasons", () => {
    const reading = readVerdict({
      ...base,
      stage: { status: "not-enough-data", reasons: ["fewer than 5 channels with scored uploads in the last 90 days (2)"] },
    });
    expect(reading).toEqual({
      status: "not-enough-data",
      reasons: ["fewer than 5 channels with scored uploads in the last 90 days (2)"],
    });
  });

  it("sorts Enter, Enter with a twist, Stay out, then no verdict", () => {
    const order = [null, "stay-out", "enter", "twist"] as const;
    expect([...order].sort((a, b) => verdictRank(a) - verdictRank(b))).toEqual(["enter", "twist", "stay-out", null]);
  });
});
