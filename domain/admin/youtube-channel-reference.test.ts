import { describe, expect, it } from "vitest";
import { parseYoutubeChannelReference } from "#domain/admin/youtube-channel-reference";

const ID = "UCabcdefghijklmnopqrstuv";

describe("parseYoutubeChannelReference", () => {
  it.each([
    [ID, { kind: "id", id: ID }],
    [`https://www.youtube.com/channel/${ID}`, { kind: "id", id: ID }],
    [`youtube.com/channel/${ID}/videos`, { kind: "id", id: ID }],
    ["@DeepSeaFacts", { kind: "handle", handle: "DeepSeaFacts" }],
    ["https://www.youtube.com/@DeepSeaFacts/featured?x=1", { kind: "handle", handle: "DeepSeaFacts" }],
    ["m.youtube.com/@deep.sea-facts_1", { kind: "handle", handle: "deep.sea-facts_1" }],
  ])("reads %s", (input, expected) => {
    expect(parseYoutubeChannelReference(input)).toEqual(expected);
  });

  it.each(["", "   ", "deepsea", "@a", "https://example.com/@DeepSeaFacts", "https://www.youtube.com/user/deepsea", "javascript:alert(1)", "UC123"])(
    "refuses %j",
    (input) => {
      expect(parseYoutubeChannelReference(input)).toBeNull();
    },
  );
});
