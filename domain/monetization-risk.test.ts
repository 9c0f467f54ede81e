import { describe, expect, it } from "vitest";
import {
  type EditorialRiskInput,
  LEVEL_OF_POLICY_SIGNAL,
  monetizationRisk,
  monetizationRiskLevel,
} from "#domain/monetization-risk";
import { monetizationRiskReason } from "#domain/monetization-risk-words";

const editorial = (level: EditorialRiskInput["level"]): EditorialRiskInput => ({
  level,
  source: "niche-added",
  setBy: null,
  setOn: "2026-11-01",
});

// The demo catalogue's niches and formats, as /niches/{slug} shows them.
const WHITEBOARD = { id: "whiteboard_explainer", label: "Whiteboard Explainer" }; // policy signal: none
const STOCK = { id: "stock_footage_voiceover", label: "Stock Footage & Voiceover" }; // high
const INFOGRAPHIC = { id: "infographic_data", label: "Infographic & Data" }; // none
const DOCUMENTARY = { id: "documentary_story", label: "Documentary & Story" }; // watch
const PODCAST = { id: "audio_only_podcast", label: "Audio-Only Podcast" }; // watch
const HISTORY = { id: "history_educational", label: "History & Educational" }; // watch
const ARCHIVAL = { id: "found_footage_archival", label: "Found Footage & Archival" }; // watch
const SCREEN = { id: "screen_recording_tutorial", label: "Screen Recording Tutorial" }; // none
const NEWS = { id: "news_aggregation", label: "News Aggregation" }; // watch
const AI = { id: "ai_generated", label: "AI-Generated" }; // high
const TTS = { id: "text_to_speech", label: "Text-to-Speech" }; // high

describe("the policy signal on the figure's scale", () => {
  it("none known → low, watch → medium, high → high", () => {
    expect(LEVEL_OF_POLICY_SIGNAL).toEqual({ none: "low", watch: "medium", high: "high" });
  });
});

describe("monetizationRisk: the higher of the editorial rating and the computed policy signal", () => {
  it("Personal Finance: editorial low, safest formats Whiteboard Explainer and Infographic & Data (none → low) → low; Stock Footage would make it high", () => {
    const risk = monetizationRisk({ editorial: editorial("low"), formats: [WHITEBOARD, STOCK, INFOGRAPHIC] });
    expect(risk).toMatchObject({
      level: "low",
      decidedBy: "both",
      editorial: { level: "low", source: "niche-added", setBy: null, setOn: "2026-11-01" },
      computed: {
        level: "low",
        basis: "safest-format",
        // Every format at the lowest signal, in the niche's order: none is picked among equals.
        via: [
          { typeId: "whiteboard_explainer", typeLabel: "Whiteboard Explainer" },
          { typeId: "infographic_data", typeLabel: "Infographic & Data" },
        ],
      },
    });
    // Riskiest first; equals keep the niche's order.
    expect(risk.formats.map((format) => [format.typeLabel, format.policySignal, format.monetizationRisk])).toEqual([
      ["Stock Footage & Voiceover", "high", "high"],
      ["Whiteboard Explainer", "none", "low"],
      ["Infographic & Data", "none", "low"],
    ]);
    expect(monetizationRiskReason(risk)).toBe(
      "Both inputs say low: the editorial rating and the policy signal of its safest suitable formats, Whiteboard Explainer and Infographic & Data. Stock Footage & Voiceover would make it high.",
    );
  });

  it("True Crime: editorial high beats its safest format, Documentary & Story (watch → medium) → high", () => {
    const risk = monetizationRisk({ editorial: editorial("high"), formats: [DOCUMENTARY, PODCAST, STOCK] });
    expect(risk).toMatchObject({
      level: "high",
      decidedBy: "editorial",
      computed: { level: "medium", via: [{ typeId: "documentary_story" }, { typeId: "audio_only_podcast" }] },
    });
    // With an editorial high, every format gives high.
    expect(risk.formats.every((format) => format.monetizationRisk === "high")).toBe(true);
    expect(monetizationRiskReason(risk)).toBe(
      "The editorial rating (high) decides it; the policy signal of its safest suitable formats, Documentary & Story and Audio-Only Podcast, alone would make it medium.",
    );
  });

  it("History: editorial low, but every format is watch → medium, decided by the formats", () => {
    const risk = monetizationRisk({ editorial: editorial("low"), formats: [HISTORY, ARCHIVAL] });
    expect(risk).toMatchObject({ level: "medium", decidedBy: "formats", computed: { level: "medium" } });
    expect(monetizationRiskReason(risk)).toBe(
      "The policy signal of its safest suitable formats, History & Educational and Found Footage & Archival, decides it (medium); the editorial rating alone is low.",
    );
  });

  it("AI Tools: low with Screen Recording Tutorial; names the formats that raise it, highest first", () => {
    const risk = monetizationRisk({ editorial: editorial("low"), formats: [NEWS, AI, SCREEN] });
    expect(risk.level).toBe("low");
    expect(risk.computed?.via).toEqual([{ typeId: "screen_recording_tutorial", typeLabel: "Screen Recording Tutorial" }]);
    expect(monetizationRiskReason(risk)).toBe(
      "Both inputs say low: the editorial rating and the policy signal of its safest suitable format, Screen Recording Tutorial. AI-Generated would make it high; News Aggregation would make it medium.",
    );
  });

  it("an idea or a channel: its niche's rating and its one format (medium editorial, Whiteboard → medium)", () => {
    const risk = monetizationRisk({
      editorial: { level: "medium", source: "admin-edit", setBy: "Ada Admin", setOn: "2026-11-27" },
      formats: [WHITEBOARD],
    });
    expect(risk).toMatchObject({
      level: "medium",
      decidedBy: "editorial",
      computed: { basis: "format", level: "low" },
      editorial: { setBy: "Ada Admin" },
    });
    expect(monetizationRiskReason(risk)).toBe(
      "The editorial rating (medium) decides it; the policy signal of its format, Whiteboard Explainer, alone would make it low.",
    );
  });

  it("a channel type: no editorial rating, so the format's signal alone (Text-to-Speech: high)", () => {
    const risk = monetizationRisk({ editorial: null, formats: [TTS] });
    expect(risk).toMatchObject({
      level: "high",
      decidedBy: "formats",
      editorial: null,
      computed: { basis: "format", level: "high" },
    });
    expect(monetizationRiskReason(risk!)).toBe(
      "Computed from the policy signal of Text-to-Speech alone: a format has no editorial rating (a niche's rating counts on its niche, idea and channel pages).",
    );
  });

  it("a niche without a known format: the editorial rating alone, and it says so", () => {
    const risk = monetizationRisk({ editorial: editorial("medium"), formats: [{ id: "made_up", label: "Made up" }] });
    expect(risk).toMatchObject({ level: "medium", decidedBy: "editorial", computed: null, formats: [] });
    expect(monetizationRiskReason(risk)).toBe(
      "From the editorial rating alone: no format is linked, so there is nothing to compute.",
    );
  });

  it("nothing to show without either input", () => {
    expect(monetizationRisk({ editorial: null, formats: [] })).toBeNull();
    expect(monetizationRisk({ editorial: null, formats: [{ id: "__proto__", label: "x" }] })).toBeNull();
  });

  it("never lower than either input, over every pair of levels", () => {
    const rank = { low: 0, medium: 1, high: 2 } as const;
    for (const rating of ["low", "medium", "high"] as const) {
      for (const format of [WHITEBOARD, DOCUMENTARY, TTS]) {
        const risk = monetizationRisk({ editorial: editorial(rating), formats: [format] });
        expect(rank[risk.level]).toBe(Math.max(rank[rating], rank[risk.computed!.level]));
      }
    }
  });
});

describe("monetizationRiskLevel: the rule itself, from the stored rating and type ids", () => {
  it("gives the level the explained figure shows", () => {
    expect(monetizationRiskLevel("low", [WHITEBOARD.id, STOCK.id, INFOGRAPHIC.id])).toBe("low");
    expect(monetizationRiskLevel("low", [HISTORY.id, DOCUMENTARY.id])).toBe("medium");
    expect(monetizationRiskLevel("high", [WHITEBOARD.id])).toBe("high");
    expect(monetizationRiskLevel("medium", [])).toBe("medium");
    expect(monetizationRiskLevel(null, [TTS.id, "made_up"])).toBe("high");
    expect(monetizationRiskLevel(null, ["made_up"])).toBeNull();
  });
});
