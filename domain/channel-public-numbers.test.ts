import { describe, expect, it } from "vitest";
import { channelPublicNumbers } from "#domain/channel-public-numbers";

const AS_OF = new Date("2026-11-01T00:00:00Z");

describe("channelPublicNumbers (spec §1 public numbers)", () => {
  it("reads numeric columns that arrive as strings, shows the effective type, and names both rates", () => {
    const numbers = channelPublicNumbers(
      {
        channelType: "other",
        metadata: { ui_channel_type: "asmr_ambient" },
        subscribers: 1200,
        views: "35000",
        videoCount: null,
        rpm: "4.50",
        startDate: "2024-01-01",
      },
      AS_OF,
    );
    // The advertiser CPM behind a $4.50 RPM: ÷ 0.341 (domain/ad-rates); `cpm` is the deprecated copy of the RPM.
    expect(numbers).toEqual({
      channelType: "asmr_ambient",
      subscribers: 1200,
      views: 35000,
      viewCountRule: "playback-start",
      videoCount: null,
      rpm: 4.5,
      advertiserCpm: 13.2,
      cpm: 4.5,
      startDate: "2024-01-01",
      videosPerMonth: null,
    });
  });

  it("counts the upload rate to the date of the numbers, not to today", () => {
    const numbers = channelPublicNumbers(
      { channelType: null, metadata: null, subscribers: 1, views: 1, videoCount: 36, rpm: null, startDate: "2025-11-01" },
      AS_OF,
    );
    expect(numbers.videosPerMonth).toBeCloseTo(36 / (365 / 30.44), 6);
  });

  it("says which rule YouTube counted the views under, by the Pacific day they were fetched", () => {
    const row = { channelType: null, metadata: null, subscribers: 1, views: 1, videoCount: 1, rpm: null, startDate: null };
    expect(channelPublicNumbers(row, new Date("2026-08-26T12:00:00Z")).viewCountRule).toBe("before-2026-08-27");
    // 03:00 UTC on the 27th is still the 26th in Los Angeles.
    expect(channelPublicNumbers(row, new Date("2026-08-27T03:00:00Z")).viewCountRule).toBe("before-2026-08-27");
    expect(channelPublicNumbers(row, new Date("2026-08-27T12:00:00Z")).viewCountRule).toBe("playback-start");
  });

  it("leaves a malformed figure out rather than showing NaN", () => {
    expect(
      channelPublicNumbers(
        { channelType: null, metadata: null, subscribers: "n/a", views: null, videoCount: 10, rpm: null, startDate: null },
        AS_OF,
      ).subscribers,
    ).toBeNull();
  });
});
