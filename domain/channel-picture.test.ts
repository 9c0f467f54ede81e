import { describe, expect, it } from "vitest";
import { channelAvatar, channelBanner, videoThumbnail } from "#domain/channel-picture";

describe("channel pictures", () => {
  it("shows a channel's own images when they are http(s)", () => {
    const avatar = "https://yt3.ggpht.com/abc=s800-c-k-c0x00ffffff-no-rj";
    expect(channelAvatar({ thumbnailUrl: avatar, typeId: "other", title: "T" })).toMatchObject({ src: avatar, source: "stored" });
    expect(channelBanner({ screenshotUrl: "https://example.com/s.png", typeId: "other", title: "T" })).toMatchObject({
      source: "stored",
      width: 1280,
      height: 720,
    });
    expect(videoThumbnail({ thumbnailUrl: "https://i.ytimg.com/vi/x/hqdefault.jpg", title: "V" }, null).source).toBe("stored");
  });

  it("draws artwork in the channel's type for a missing or unsafe image", () => {
    expect(channelAvatar({ thumbnailUrl: null, typeId: "asmr_ambient", title: "Rain Room" })).toEqual({
      src: "/artwork/v1/avatar/asmr_ambient.svg?title=Rain%20Room",
      source: "artwork",
      width: 240,
      height: 240,
    });
    expect(channelBanner({ screenshotUrl: "javascript:alert(1)", typeId: null, title: "X" }).src).toBe(
      "/artwork/v1/channel/other.svg?title=X",
    );
    expect(videoThumbnail({ thumbnailUrl: "", title: "Top 10" }, "fake_trailers").src).toBe(
      "/artwork/v1/video/fake_trailers.svg?title=Top%2010",
    );
  });
});
