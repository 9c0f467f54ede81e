// The rankings' filters read a URL as the channel search does, and write the page's and the
// CSV's links with the same tab and filters.
import { describe, expect, it } from "vitest";
import { channelRankingsExportHref, channelRankingsHref, parseRankingFilters, toRankingFilters } from "#domain/ranking-filters";

describe("ranking filters", () => {
  it("reads the five filters, ignoring blanks and other parameters", () => {
    const { params, messages } = parseRankingFilters(
      new URLSearchParams("tab=per-subscriber&type=asmr_ambient&niche=history&country=US&subs_min=1000&subs_max=&q=x"),
    );
    expect(messages).toEqual([]);
    expect(toRankingFilters(params)).toEqual({
      type: "asmr_ambient",
      niche: "history",
      country: "US",
      subscribersMin: 1000,
      subscribersMax: null,
    });
  });

  it("names each malformed value with the search's message and keeps the valid ones", () => {
    const { params, messages } = parseRankingFilters(new URLSearchParams("country=usa&subs_min=1.5&niche=history"));
    expect(params).toEqual({ niche: "history" });
    expect(messages[0]).toBe("country must be a two-letter code or 'Other'");
    expect(messages[1]).toMatch(/^subs_min/);
  });

  it("writes links without the default tab on the page, always with it in the CSV", () => {
    expect(channelRankingsHref("per-video", { niche: "history", subs_min: "1000" })).toBe(
      "/channel-rankings?niche=history&subs_min=1000",
    );
    expect(channelRankingsHref("per-subscriber")).toBe("/channel-rankings?tab=per-subscriber");
    expect(channelRankingsExportHref("per-video", { country: "US" })).toBe(
      "/channel-rankings/export.csv?tab=per-video&country=US",
    );
  });
});
