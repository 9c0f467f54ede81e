import { describe, expect, it } from "vitest";
import { channelPublicNumbers } from "#domain/channel-public-numbers";

describe("channelPublicNumbers (spec §1 public numbers)", () => {
  it("reads numeric columns that arrive as strings, shows the effective type, and rates uploads", () => {
    const numbers = channelPublicNumbers({
      channelType: "other",
      metadata: { ui_channel_type: "asmr_ambient" },
      subscribers: 1200,
      views: "35000",
      videoCount: null,
      cpm: "4.50",
      startDate: "2024-01-01",
    });
    expect(numbers).toEqual({ channelType: "asmr_ambient", subscribers: 1200, views: 35000, videoCount: null, cpm: 4.5, startDate: "2024-01-01", videosPerMonth: null });
  });

  it("leaves a malformed figure out rather than showing NaN", () => {
    expect(channelPublicNumbers({ channelType: null, metadata: null, subscribers: "n/a", views: null, videoCount: 10, cpm: null, startDate: null }).subscribers).toBeNull();
  });
});
