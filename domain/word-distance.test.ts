import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nearestWord, wordDistance } from "#domain/word-distance";

describe("wordDistance — edits between two words, a swap of neighbours counting one", () => {
  it.each([
    ["history", "history", 0],
    ["histroy", "history", 1],
    ["asrm", "asmr", 1],
    ["documentry", "documentary", 1],
    ["minecraf", "minecraft", 1],
    ["crme", "crime", 1],
    ["kitten", "sitting", 3],
    ["", "abc", 3],
    ["café", "cafe", 1],
  ])("%s → %s: %i", (a, b, distance) => {
    expect(wordDistance(a, b)).toBe(distance);
    expect(wordDistance(b, a)).toBe(distance);
  });

  it("is zero only for the same word and never more than the longer length", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
        const distance = wordDistance(a, b);
        expect(distance === 0).toBe(a === b);
        expect(distance).toBeLessThanOrEqual(Math.max([...a].length, [...b].length));
      }),
    );
  });
});

describe("nearestWord — which catalogue word replaces a misspelt one", () => {
  it("takes a word one slip away even when few trigrams match (short words)", () => {
    expect(
      nearestWord("asrm", [
        { word: "ask", similarity: 0.29 },
        { word: "asmr", similarity: 0.25 },
      ]),
    ).toBe("asmr");
  });

  it("prefers the fewest edits, then the most similar", () => {
    const candidates = [
      { word: "documentaries", similarity: 0.5 },
      { word: "documentary", similarity: 0.48 },
    ];
    expect(nearestWord("documentry", candidates)).toBe("documentary");
    expect(
      nearestWord("histor", [
        { word: "historic", similarity: 0.6 },
        { word: "history", similarity: 0.7 },
      ]),
    ).toBe("history");
  });

  it("takes a similar word further away, but no word that is neither similar nor one slip away", () => {
    expect(nearestWord("lighthuose", [{ word: "lighthouse", similarity: 0.45 }])).toBe("lighthouse");
    expect(nearestWord("zqxjv", [{ word: "zebra", similarity: 0.1 }])).toBeNull();
    expect(nearestWord("qwer", [{ word: "tower", similarity: 0.12 }])).toBeNull();
    expect(nearestWord("anything", [])).toBeNull();
  });
});
