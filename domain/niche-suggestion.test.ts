import { describe, expect, it } from "vitest";
import { NICHES } from "#db/seed/content/niches";
import { suggestCountry, suggestNiche } from "#domain/niche-suggestion";

const NICHE_LIST = NICHES.map((niche) => ({ id: niche.slug, name: niche.name, keywords: niche.keywords }));

describe("suggestNiche", () => {
  it("picks the niche whose name and keywords the channel uses, with the words and fields", () => {
    const suggestion = suggestNiche(
      {
        title: "Orbit Weekly",
        description: "Space news: launches, planets and the James Webb telescope.",
        keywords: ["space", "astronomy", "nasa"],
        recentTitles: ["The Galaxy That Shouldn't Exist", "Every Planet Ranked by Weirdness"],
      },
      NICHE_LIST,
    );
    expect(suggestion?.nicheId).toBe("space-astronomy");
    expect(suggestion?.evidence).toContainEqual(expect.objectContaining({ phrase: "space", field: "keywords" }));
    expect(suggestion?.evidence).toContainEqual(expect.objectContaining({ phrase: "planets", field: "description" }));
  });

  it("tells apart niches that share words by the words only one of them has", () => {
    const reddit = suggestNiche(
      { title: "Revenge Reads", description: "Reddit revenge stories read aloud.", keywords: ["reddit", "revenge"] },
      NICHE_LIST,
    );
    expect(reddit?.nicheId).toBe("reddit-stories");
    const horror = suggestNiche(
      { title: "Hollow Creek", description: "Scary stories and haunted places.", keywords: ["horror", "creepy"] },
      NICHE_LIST,
    );
    expect(horror?.nicheId).toBe("horror-stories");
  });

  it("suggests nothing when the text barely touches any niche", () => {
    expect(suggestNiche({ title: "Kestrel Lane", description: "Welcome, new uploads soon." }, NICHE_LIST)).toBeNull();
    expect(suggestNiche({ title: "Orbit" }, [])).toBeNull();
  });
});

describe("suggestCountry", () => {
  it("takes the country YouTube has for the channel", () => {
    expect(suggestCountry({ country: "de" })).toEqual({ country: "DE", source: "youtube", evidence: "YouTube country: DE" });
    expect(suggestCountry({ country: "UA", defaultLanguage: "ja" }).country).toBe("Other");
  });

  it("falls back to a language that points at one country, or its region", () => {
    expect(suggestCountry({ defaultLanguage: "pt-BR" })).toMatchObject({ country: "BR", source: "language" });
    expect(suggestCountry({ defaultLanguage: "ko" })).toMatchObject({ country: "KR", source: "language" });
  });

  it("reads a script used in one country from the channel's text", () => {
    expect(
      suggestCountry({ text: { title: "ゆっくり解説チャンネル", description: "毎日のニュースをわかりやすく" } }),
    ).toMatchObject({ country: "JP", source: "script" });
    expect(suggestCountry({ text: { title: "우주 이야기", description: "매주 새로운 우주 이야기" } })).toMatchObject({
      country: "KR",
      source: "script",
    });
  });

  it("says unknown rather than guess from English, Spanish or nothing", () => {
    const unknown = { country: null, source: null, evidence: null };
    expect(suggestCountry({ defaultLanguage: "en" })).toEqual(unknown);
    expect(
      suggestCountry({ defaultLanguage: "es", text: { title: "Historias de terror", description: "Cada viernes" } }),
    ).toEqual(unknown);
    expect(suggestCountry({ country: "Narnia", text: { title: "A Kanji 漢 in an English title" } })).toEqual(unknown);
    expect(suggestCountry({})).toEqual(unknown);
  });
});
