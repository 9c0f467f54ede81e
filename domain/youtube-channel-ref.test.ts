import { describe, expect, it } from "vitest";
import {
  INVALID_CHANNEL_REF_MESSAGE,
  describeChannelRef,
  handleFromChannelUrl,
  parseYoutubeChannelRef,
  youtubeChannelRefField,
  youtubeChannelUrl,
  type YoutubeChannelRef,
} from "#domain/youtube-channel-ref";

const ID = "UCqu1etArch1veH1st0ry001";

function ref(input: string): YoutubeChannelRef {
  const result = parseYoutubeChannelRef(input);
  if (!result.ok) throw new Error(`${input} did not parse`);
  return result.ref;
}

describe("parseYoutubeChannelRef", () => {
  it.each([
    `https://www.youtube.com/channel/${ID}`,
    `http://youtube.com/channel/${ID}`,
    `youtube.com/channel/${ID}/videos`,
    `https://m.youtube.com/channel/${ID}?view_as=subscriber`,
    `www.youtube.com/channel/${ID}/`,
    `  ${ID}  `,
    ID,
  ])("reads the channel id from %s", (input) => {
    expect(ref(input)).toEqual({ kind: "id", id: ID });
  });

  it.each([
    ["@quietarchive", "quietarchive"],
    ["@Quiet.Archive-01", "Quiet.Archive-01"],
    ["https://www.youtube.com/@quietarchive", "quietarchive"],
    ["youtube.com/@quietarchive/videos", "quietarchive"],
    ["m.youtube.com/@quietarchive?si=abc123", "quietarchive"],
    ["https://www.youtube.com/@quietarchive/featured#top", "quietarchive"],
    ["www.youtube.com/@%E3%81%8A%E3%81%A1%E3%82%83", "おちゃ"],
    ["@raintapes.lofi", "raintapes.lofi"],
  ])("reads the handle from %s", (input, handle) => {
    expect(ref(input)).toEqual({ kind: "handle", handle });
  });

  it.each([
    "/user/QuietArchiveTV",
    "youtube.com/user/QuietArchiveTV",
    "https://www.youtube.com/user/QuietArchiveTV/videos?flow=grid",
  ])("reads the legacy username from %s", (input) => {
    expect(ref(input)).toEqual({ kind: "username", username: "QuietArchiveTV" });
  });

  it.each([
    "/c/RainTapesOfficial",
    "youtube.com/c/RainTapesOfficial",
    "https://www.youtube.com/c/RainTapesOfficial/videos",
    "https://www.youtube.com/RainTapesOfficial",
  ])("reads a custom name (resolved by search) from %s", (input) => {
    expect(ref(input)).toEqual({ kind: "custom", name: "RainTapesOfficial" });
  });

  it.each([
    "",
    "   ",
    "quietarchive",
    "@ab",
    "@has space",
    "UCtooShort",
    `UC${"x".repeat(23)}`,
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://youtu.be/dQw4w9WgXcQ",
    "https://www.youtube.com/shorts/abc",
    "https://www.youtube.com/playlist?list=PL123",
    "https://www.youtube.com/channel/not-an-id",
    "https://www.youtube.com/user/",
    "https://www.youtube.com/@quietarchive/watch/extra",
    "https://vimeo.com/@quietarchive",
    "https://evil.example/youtube.com/@quietarchive",
    "ftp://youtube.com/@quietarchive",
    "javascript:alert(1)",
    "https://www.youtube.com/",
  ])("refuses %j with the message the admin sees", (input) => {
    expect(parseYoutubeChannelRef(input)).toEqual({ ok: false, error: INVALID_CHANNEL_REF_MESSAGE });
  });

  it("says what was asked for", () => {
    expect(describeChannelRef(ref("@quietarchive"))).toBe("@quietarchive");
    expect(describeChannelRef(ref(ID))).toBe(`channel ${ID}`);
    expect(describeChannelRef(ref("/user/QuietArchiveTV"))).toBe("/user/QuietArchiveTV");
    expect(describeChannelRef(ref("/c/RainTapesOfficial"))).toBe("/c/RainTapesOfficial");
  });
});

describe("youtubeChannelUrl", () => {
  it("prefers the handle page and falls back to the channel id", () => {
    expect(youtubeChannelUrl({ id: ID, handle: "quietarchive" })).toBe("https://www.youtube.com/@quietarchive");
    expect(youtubeChannelUrl({ id: ID, handle: null })).toBe(`https://www.youtube.com/channel/${ID}`);
  });
});

describe("youtubeChannelRefField", () => {
  it("accepts what parses and gives one message for the rest", () => {
    expect(youtubeChannelRefField.safeParse(" @quietarchive ").data).toBe("@quietarchive");
    for (const value of ["", "nope", undefined]) {
      const result = youtubeChannelRefField.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual([INVALID_CHANNEL_REF_MESSAGE]);
    }
  });
});

describe("handleFromChannelUrl", () => {
  it("reads the handle of a youtube.com/@handle address, with or without a tab, query or www.", () => {
    expect(handleFromChannelUrl("https://www.youtube.com/@QuietArchive")).toBe("QuietArchive");
    expect(handleFromChannelUrl("https://youtube.com/@quiet.archive/videos?view=0")).toBe("quiet.archive");
    expect(handleFromChannelUrl("  m.youtube.com/@lofi_girl  ")).toBe("lofi_girl");
    expect(handleFromChannelUrl("https://www.youtube.com/@%E6%97%A5%E6%9C%AC%E8%AA%9E")).toBe("日本語");
  });

  it("is null for other addresses and for nothing", () => {
    expect(handleFromChannelUrl("https://www.youtube.com/channel/UCabcdefghijklmnopqrstuv")).toBeNull();
    expect(handleFromChannelUrl("https://www.youtube.com/c/SomeName")).toBeNull();
    expect(handleFromChannelUrl("https://example.com/@someone")).toBeNull();
    expect(handleFromChannelUrl("https://www.youtube.com/@a")).toBeNull();
    expect(handleFromChannelUrl("")).toBeNull();
    expect(handleFromChannelUrl(null)).toBeNull();
  });
});
