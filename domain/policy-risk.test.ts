import { describe, expect, it } from "vitest";
import { CHANNEL_TYPE_CATALOGUE } from "#domain/channel-type-catalogue";
import { POLICY_RISK_LEVELS, POLICY_RISK_TYPE_IDS, policyRiskMap, policyRiskOfType, policyRiskViews } from "#domain/policy-risk";

describe("the policy signal of each format", () => {
  it("maps each of the 26 catalogue types, and nothing else", () => {
    expect(CHANNEL_TYPE_CATALOGUE).toHaveLength(26);
    expect([...POLICY_RISK_TYPE_IDS].sort()).toEqual(CHANNEL_TYPE_CATALOGUE.map((entry) => entry.id).sort());
    expect(policyRiskMap().map((risk) => risk.typeId)).toEqual(CHANNEL_TYPE_CATALOGUE.map((entry) => entry.id));
  });

  it("gives every type a level, reasons in words and what to do — never a percentage", () => {
    for (const risk of policyRiskMap()) {
      expect(POLICY_RISK_LEVELS).toContain(risk.level);
      expect(risk.reasons.length).toBeGreaterThan(0);
      expect(risk.stayClear.length).toBeGreaterThan(0);
      for (const line of [...risk.reasons, ...risk.stayClear]) {
        expect(line).not.toMatch(/\d\s*%/);
        expect(line).toMatch(/\.$/);
      }
    }
  });

  it("puts the formats the policy names as examples at high, and original work at none", () => {
    // Named in the policy: narrated stories with superficial differences, compilations, TTS.
    expect(policyRiskOfType("text_based_narrative")?.level).toBe("high");
    expect(policyRiskOfType("compilation_montage")?.level).toBe("high");
    expect(policyRiskOfType("text_to_speech")?.level).toBe("high");
    expect(policyRiskOfType("stock_footage_voiceover")?.level).toBe("high");
    // Reaction and commentary are unaffected by the inauthentic-content rule.
    expect(policyRiskOfType("no_face_reaction")?.level).toBe("watch");
    expect(policyRiskOfType("whiteboard_explainer")?.level).toBe("none");
    expect(policyRiskOfType("screen_recording_tutorial")?.level).toBe("none");
  });

  it("knows nothing of unknown ids, including inherited object keys", () => {
    expect(policyRiskOfType("made_up")).toBeNull();
    expect(policyRiskOfType("constructor")).toBeNull();
    expect(policyRiskOfType("__proto__")).toBeNull();
    expect(policyRiskOfType(null)).toBeNull();
    expect(policyRiskOfType("")).toBeNull();
  });
});

describe("policyRiskViews", () => {
  it("labels each known type and puts the highest level first", () => {
    const views = policyRiskViews([
      { id: "whiteboard_explainer", label: "Whiteboard" },
      { id: "made_up", label: "Unknown" },
      { id: "text_to_speech", label: "TTS" },
      { id: "documentary_story", label: "Docs" },
    ]);
    expect(views.map((view) => [view.typeLabel, view.level, view.levelLabel])).toEqual([
      ["TTS", "high", "High"],
      ["Docs", "watch", "Watch"],
      ["Whiteboard", "none", "None known"],
    ]);
  });
});
