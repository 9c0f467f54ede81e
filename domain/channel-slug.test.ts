import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  INVALID_CHANNEL_ID_MESSAGE,
  channelPath,
  channelSlug,
  extractChannelId,
  isUuid,
  slugifyTitle,
} from "#domain/channel-slug";

const ID = "3f2b8c1e-9a4d-4e5f-8b6a-1c2d3e4f5a6b";

describe("channelSlug — spec §2 'the lowercased title, punctuation stripped, spaces turned to hyphens, plus the id'", () => {
  it.each([
    ["Daily Dose Of Internet", `daily-dose-of-internet-${ID}`],
    ["Tom's Facts!", `toms-facts-${ID}`],
    ["A & B", `a-b-${ID}`],
    ["  Top-10   Mysteries  ", `top-10-mysteries-${ID}`],
    ["Rock/Pop -- Mix", `rockpop-mix-${ID}`],
    ["Café Müller", `café-müller-${ID}`],
    ["日本 チャンネル", `日本-チャンネル-${ID}`],
    ["snake_case_title", `snakecasetitle-${ID}`],
    ["TAB\tand\nnewline", `tab-and-newline-${ID}`],
  ])("%j → %j", (title, slug) => {
    expect(channelSlug(title, ID)).toBe(slug);
  });

  it("\"or 'channel-{id}' if there is no title\"", () => {
    expect(channelSlug(null, ID)).toBe(`channel-${ID}`);
    expect(channelSlug(undefined, ID)).toBe(`channel-${ID}`);
    expect(channelSlug("", ID)).toBe(`channel-${ID}`);
  });

  it("a title with nothing left after stripping counts as no title", () => {
    expect(channelSlug("!!! ???", ID)).toBe(`channel-${ID}`);
    expect(channelSlug("   ", ID)).toBe(`channel-${ID}`);
    expect(channelSlug("- - -", ID)).toBe(`channel-${ID}`);
    expect(channelSlug("🎬🎥", ID)).toBe(`channel-${ID}`);
  });

  it("normalises decomposed accents so equal titles give equal slugs", () => {
    expect(slugifyTitle("Cafe\u0301")).toBe(slugifyTitle("Café"));
  });
});

describe("channelPath", () => {
  it("builds /channel/{slug}", () => {
    expect(channelPath("Daily Dose", ID)).toBe(`/channel/daily-dose-${ID}`);
    expect(channelPath(null, "abc")).toBe("/channel/channel-abc");
  });

  it("percent-encodes non-ASCII slugs so they are valid in a Location header", () => {
    expect(channelPath("Café", "42")).toBe("/channel/caf%C3%A9-42");
  });
});

describe("extractChannelId — spec §4 'taken directly or extracted from a url (uuid pattern, else the last dash-separated segment)'", () => {
  it.each([
    ["bare uuid", ID, ID],
    ["upper-case uuid is canonicalised", ID.toUpperCase(), ID],
    ["slug", `daily-dose-${ID}`, ID],
    ["path", `/channel/daily-dose-${ID}`, ID],
    ["path with trailing slash", `/channel/daily-dose-${ID}/`, ID],
    ["full URL", `https://facelessatlas.com/channel/daily-dose-${ID}?tab=videos#top`, ID],
    ["uuid in a query string", `https://x.test/channel?id=${ID}`, ID],
    ["percent-encoded slug", `/channel/caf%C3%A9-${ID}`, ID],
    ["surrounding whitespace", `  ${ID}\n`, ID],
    ["title that looks like hex before the uuid", `deadbeef-cafe-${ID}`, ID],
  ])("%s", (_label, input, expected) => {
    expect(extractChannelId(input)).toEqual({ ok: true, id: expected });
  });

  it("prefers the uuid that ends the slug over one inside the title", () => {
    const other = "11111111-2222-4333-8444-555555555555";
    expect(extractChannelId(`${other}-${ID}`)).toEqual({ ok: true, id: ID });
  });

  it("else takes the last dash-separated segment", () => {
    expect(extractChannelId("my-channel-abc123")).toEqual({ ok: true, id: "abc123" });
    expect(extractChannelId("/channel/channel-42")).toEqual({ ok: true, id: "42" });
    expect(extractChannelId("https://x.test/channel/some-title-UC_x9")).toEqual({ ok: true, id: "UC_x9" });
    expect(extractChannelId("12345")).toEqual({ ok: true, id: "12345" });
  });

  it.each([
    ["empty", ""],
    ["whitespace", "   \t"],
    ["null", null],
    ["undefined", undefined],
    ["only dashes", "---"],
    ["trailing dash", "channel-"],
    ["spaces inside", "hello world"],
    ["punctuation", "abc!"],
    ["bare domain", "https://example.com"],
    ["route without id", "/channel/"],
    ["script", "<script>alert(1)</script>"],
  ])("%s → 'Invalid channel ID or URL'", (_label, input) => {
    expect(extractChannelId(input)).toEqual({ ok: false, error: "Invalid channel ID or URL" });
  });

  it("a malformed uuid is not a uuid, so the last-segment rule applies (the lookup then finds nothing)", () => {
    const result = extractChannelId("3f2b8c1e-9a4d-4e5f-8b6a-1c2d3e4f5a6");
    expect(result).toEqual({ ok: true, id: "1c2d3e4f5a6" });
    expect(result.ok && isUuid(result.id)).toBe(false);
  });

  it("exports the spec message verbatim", () => {
    expect(INVALID_CHANNEL_ID_MESSAGE).toBe("Invalid channel ID or URL");
  });

  it("round-trips: for any title and uuid, extractChannelId(channelSlug(title, id)) is the id", () => {
    fc.assert(
      fc.property(fc.option(fc.string({ unit: "grapheme", maxLength: 80 })), fc.uuid(), (title, id) => {
        expect(extractChannelId(channelSlug(title, id))).toEqual({ ok: true, id });
        expect(extractChannelId(channelPath(title, id))).toEqual({ ok: true, id });
      }),
      { numRuns: 500 },
    );
  });

  it("round-trips even when the title itself contains a uuid", () => {
    fc.assert(
      fc.property(fc.uuid(), fc.uuid(), fc.string({ maxLength: 10 }), (titleUuid, id, extra) => {
        expect(extractChannelId(channelSlug(`${extra} ${titleUuid} ${extra}`, id))).toEqual({ ok: true, id });
      }),
    );
  });

  it("round-trips plain non-uuid ids too", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.stringMatching(/^[A-Za-z0-9_]{1,24}$/), (title, id) => {
        fc.pre(!/[0-9a-f]{8}-/i.test(title));
        expect(extractChannelId(channelSlug(title, id))).toEqual({ ok: true, id });
      }),
    );
  });
});

describe("isUuid", () => {
  it("accepts canonical uuids in either case", () => {
    expect(isUuid(ID)).toBe(true);
    expect(isUuid(ID.toUpperCase())).toBe(true);
  });

  it("rejects anything else", () => {
    expect(isUuid(`x${ID}`)).toBe(false);
    expect(isUuid(`${ID}-x`)).toBe(false);
    expect(isUuid("12345")).toBe(false);
    expect(isUuid("")).toBe(false);
  });
});
