import { describe, expect, it } from "vitest";
import { facelessReasons } from "#domain/admin/discovery-suggestions";

const phrase = (text: string, weight: number) => ({ phrase: text, field: "description" as const, count: 1, weight });

describe("facelessReasons", () => {
  it("names a confident format when it alone made the candidate likely faceless", () => {
    // The classifier's format counts for "likely" by itself: the card must not then say "Nothing says faceless".
    expect(
      facelessReasons({ faceless: "likely", suggestedTypeLabel: "Music Curation", typeConfidence: 0.9, facelessEvidence: [] }),
    ).toEqual(["its format, Music Curation"]);
  });

  it("gives the phrases, after the format, and leaves out what speaks against", () => {
    const reasons = facelessReasons({
      faceless: "likely",
      suggestedTypeLabel: "History & Educational",
      typeConfidence: 0.9,
      facelessEvidence: [phrase("narrated", 1), phrase("my face", -3)],
    });
    expect(reasons).toHaveLength(2);
    expect(reasons[0]).toBe("its format, History & Educational");
    expect(reasons[1]).toContain("narrated");
    expect(reasons[1]).not.toContain("my face");
  });

  it("does not credit a low-confidence format, nor one on an unclear verdict", () => {
    expect(
      facelessReasons({ faceless: "likely", suggestedTypeLabel: "ASMR", typeConfidence: 0.1, facelessEvidence: [] }),
    ).toEqual([]);
    expect(
      facelessReasons({ faceless: "unclear", suggestedTypeLabel: "ASMR", typeConfidence: 0.9, facelessEvidence: [] }),
    ).toEqual([]);
  });
});
