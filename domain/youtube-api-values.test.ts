import { describe, expect, it } from "vitest";
import { parseYoutubeCount, parseYoutubeKeywords, topicNameFromUrl, youtubeVideoUrl } from "#domain/youtube-api-values";

describe("parseYoutubeCount", () => {
  it("reads the API's count strings as numbers", () => {
    expect(parseYoutubeCount("284000")).toBe(284_000);
    expect(parseYoutubeCount("0")).toBe(0);
    expect(parseYoutubeCount("12345678901")).toBe(12_345_678_901);
    expect(parseYoutubeCount(42)).toBe(42);
  });

  it("gives null for what is missing or not a count", () => {
    for (const value of [undefined, null, "", "-1", "1.5", "12k", "99999999999999999999"])
      expect(parseYoutubeCount(value)).toBeNull();
  });
});

describe("parseYoutubeKeywords", () => {
  it("splits on spaces, keeps quoted phrases, drops duplicates", () => {
    expect(parseYoutubeKeywords('history documentary "faceless history" archive History')).toEqual([
      "history",
      "documentary",
      "faceless history",
      "archive",
    ]);
    expect(parseYoutubeKeywords('  "  lofi   beats " ""  rain ')).toEqual(["lofi beats", "rain"]);
    expect(parseYoutubeKeywords(undefined)).toEqual([]);
  });
});

describe("topicNameFromUrl", () => {
  it("turns a Wikipedia URL into the topic's name", () => {
    expect(topicNameFromUrl("https://en.wikipedia.org/wiki/Video_game_culture")).toBe("Video game culture");
    expect(topicNameFromUrl("https://en.wikipedia.org/wiki/Hip_hop_music")).toBe("Hip hop music");
    expect(topicNameFromUrl("https://en.wikipedia.org/wiki/Pok%C3%A9mon")).toBe("Pokémon");
    expect(topicNameFromUrl("https://example.com/topic")).toBeNull();
  });
});

it("builds a video's watch URL", () => {
  expect(youtubeVideoUrl("qa000000001")).toBe("https://www.youtube.com/watch?v=qa000000001");
});
