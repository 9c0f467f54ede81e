import { describe, expect, it } from "vitest";
import {
  CSV_EXPORT_MAX_ROWS,
  channelSearchColumns,
  csvHeader,
  csvRecord,
  exportFileName,
  neutralizeFormula,
} from "#domain/csv-export";
import type { ChannelListItem } from "#domain/read-models/channel";

const channel: ChannelListItem = {
  id: "00000000-0000-4000-8000-000000000001",
  slug: "=cmd-channel",
  title: '=HYPERLINK("http://evil.example","click")',
  description: "",
  niche: "@Finance",
  country: "US",
  channelType: "text_to_speech",
  subscribers: 12_500,
  views: 1_000_000,
  viewCountRule: "playback-start",
  videoCount: null,
  rpm: 6.504,
  advertiserCpm: 19.07,
  cpm: 6.504,
  startDate: "2024-01-15",
  videosPerMonth: 8.2345,
  numbersAsOf: "2026-11-20T07:00:00.000Z",
  screenshotUrl: null,
  thumbnailUrl: null,
  revenue: { revenuePerMonth: 120.5, revenuePerVideo: 14.7, revenuePerSubscriber: 0.009_612 },
};

describe("CSV export cells", () => {
  it("writes text that starts a formula as text", () => {
    expect(neutralizeFormula("=1+1")).toBe("'=1+1");
    expect(neutralizeFormula("+44 20")).toBe("'+44 20");
    expect(neutralizeFormula("-rm")).toBe("'-rm");
    expect(neutralizeFormula("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(neutralizeFormula("\t=1")).toBe("'\t=1");
    expect(neutralizeFormula("Plain = fine")).toBe("Plain = fine");
    expect(neutralizeFormula("")).toBe("");
  });

  it("keeps numbers as numbers (rounded as the pages show them), blanks missing values, names types and neutralizes every text cell", () => {
    const record = csvRecord(channelSearchColumns("https://atlas.example", false, { text_to_speech: "Text to Speech" }), channel);
    expect(record).toEqual([
      `'=HYPERLINK("http://evil.example","click")`,
      "https://atlas.example/channel/%3Dcmd-channel",
      "Text to Speech",
      "'@Finance",
      "US",
      "12500",
      "1000000",
      "",
      "8.2",
      "6.5",
      "19.07",
      "2024-01-15",
      "2026-11-20",
    ]);
  });

  it("says in each header whose figure it is and where its method is, and calls the rate RPM", () => {
    const headers = csvHeader(channelSearchColumns("https://atlas.example", true));
    expect(headers).toContain("Subscribers (YouTube data; /how-it-works#data)");
    expect(headers).toContain("Estimated RPM, USD per 1,000 views (creator) (estimate; /how-it-works#rates)");
    expect(headers).toContain("Estimated CPM, USD per 1,000 ads (advertiser) (estimate; /how-it-works#rates)");
    expect(headers).toContain("Numbers as of");
    expect(headers.filter((header) => /\bCPM\b/.test(header) && !/advertiser/.test(header))).toEqual([]);
  });

  it("adds the revenue columns only for a caller who may see revenue", () => {
    const visitor = csvHeader(channelSearchColumns("https://atlas.example", false));
    const member = csvHeader(channelSearchColumns("https://atlas.example", true));
    expect(visitor.some((header) => /revenue/i.test(header))).toBe(false);
    expect(member.slice(visitor.length)).toEqual([
      "Estimated revenue per month, USD (estimate; /how-it-works#revenue)",
      "Estimated revenue per video, USD (estimate; /how-it-works#revenue)",
      "Estimated revenue per subscriber a month, USD (estimate; /how-it-works#revenue)",
    ]);
    expect(csvRecord(channelSearchColumns("https://atlas.example", true), channel).slice(-3)).toEqual([
      "120.5",
      "14.7",
      "0.0096",
    ]);
  });

  it("names the file after the export and the day", () => {
    expect(exportFileName("channel-search", new Date("2026-11-24T10:00:00Z"))).toBe(
      "faceless-atlas-channel-search-2026-11-24.csv",
    );
    expect(exportFileName("rankings per/video", new Date("2026-11-24T10:00:00Z"))).toBe(
      "faceless-atlas-rankings-per-video-2026-11-24.csv",
    );
    expect(CSV_EXPORT_MAX_ROWS).toBe(10_000);
  });
});
