import { describe, expect, it } from "vitest";
import {
  describeEvidence,
  findPhrase,
  matchPhrase,
  normaliseText,
  prepareChannelText,
  scorePhrases,
  splitKeywordString,
} from "#domain/channel-text-match";

describe("channel text matching", () => {
  it("matches whole words, ignoring case, accents and punctuation", () => {
    const text = normaliseText("Café Jazz — BEST Mixes!");
    expect(matchPhrase(text, "cafe jazz")).toBe("cafe jazz");
    expect(matchPhrase(text, "mix")).toBeNull();
    expect(matchPhrase(text, "mix*")).toBe("mixes");
    expect(matchPhrase(normaliseText("Heavy rain, 10 hours"), "# hours")).toBe("10 hours");
  });

  it("does not count a negated mention", () => {
    expect(matchPhrase(normaliseText("No voiceover, just the sound of the clay"), "voiceover")).toBeNull();
    expect(matchPhrase(normaliseText("No voiceover here, only a voiceover in the intro"), "voiceover")).toBe("voiceover");
    expect(matchPhrase(normaliseText("Videos without a face cam"), "face cam")).toBe("face cam");
    expect(matchPhrase(normaliseText("Videos without face cam"), "face cam")).toBeNull();
  });

  it("reads YouTube's keyword string and never joins two keywords into a phrase", () => {
    expect(splitKeywordString('lofi "study music" chill')).toEqual(["lofi", "study music", "chill"]);
    const text = prepareChannelText({ keywords: 'rain "sounds good"' });
    expect(findPhrase(text, "rain sounds")).toEqual([]);
    expect(findPhrase(text, "sounds good")).toEqual([{ field: "keywords", count: 1, matched: "sounds good" }]);
  });

  it("weighs the title over keywords over the description, and counts recent titles up to a cap", () => {
    const text = prepareChannelText({
      title: "ASMR",
      keywords: ["asmr"],
      description: "asmr",
      recentTitles: Array(9).fill("ASMR tapping"),
    });
    const { score, evidence } = scorePhrases(text, [["asmr", 1]]);
    expect(evidence.map((item) => [item.field, item.weight])).toEqual([
      ["recentTitles", 4],
      ["title", 3],
      ["keywords", 2],
      ["description", 1],
    ]);
    expect(score).toBe(10);
  });

  it("describes evidence for a reader, without repeating a word inside a longer one", () => {
    const text = prepareChannelText({ title: "Rain Sounds", recentTitles: ["Rain Sounds 10 Hours", "Sounds of the Sea"] });
    const { evidence } = scorePhrases(text, [
      ["rain sounds", 3],
      ["sounds", 1],
    ]);
    expect(describeEvidence(evidence)).toBe(
      "“rain sounds” in the title, “rain sounds” in 1 recent video title, “sounds” in 2 recent video titles",
    );
  });
});
