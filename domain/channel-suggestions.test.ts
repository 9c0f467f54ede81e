import { describe, expect, it } from "vitest";
import { suggestForChannel } from "#domain/channel-suggestions";

const NICHES = [
  { id: "sleep", name: "Meditation & Sleep", keywords: ["sleep", "meditation", "rain"] },
  { id: "history", name: "History", keywords: ["history", "empire", "ancient"] },
];

describe("suggestForChannel", () => {
  it("gives the format, the faceless verdict, the niche and the country of one channel, each with its evidence", () => {
    const suggestions = suggestForChannel(
      {
        title: "Cabin Rain Sounds",
        description: "Rain on a cabin roof for sleep and study. Black screen versions too.",
        keywords: '"rain sounds" "sleep sounds" ambience',
        recentTitles: ["Heavy Rain for Sleep — 10 Hours", "Thunderstorm Sounds Black Screen"],
        country: "CA",
      },
      NICHES,
    );
    expect(suggestions.format).toMatchObject({ typeId: "asmr_ambient", band: "high", decision: "matched" });
    expect(suggestions.faceless).toMatchObject({ verdict: "likely", format: "asmr_ambient" });
    expect(suggestions.faceless.faceless.map((item) => item.phrase)).toContain("rain sounds");
    expect(suggestions.niche).toMatchObject({ nicheId: "sleep" });
    expect(suggestions.country).toEqual({ country: "CA", source: "youtube", evidence: "YouTube country: CA" });
  });

  it("keeps an on-camera channel out of the faceless formats and says why", () => {
    const suggestions = suggestForChannel(
      { title: "Our Family Vlog", description: "Daily vlogs with our kids. Face reveal of the baby soon!" },
      NICHES,
    );
    expect(suggestions.format).toMatchObject({ typeId: "other", decision: "on-camera" });
    expect(suggestions.faceless.verdict).toBe("unlikely");
    expect(suggestions.niche).toBeNull();
    expect(suggestions.country.country).toBeNull();
  });
});
