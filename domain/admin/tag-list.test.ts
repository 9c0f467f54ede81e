import { describe, expect, it } from "vitest";
import { normalizeTags, tagListSchema } from "#domain/admin/tag-list";

describe("normalizeTags", () => {
  it("splits on commas and new lines, trims, and drops blanks", () => {
    expect(normalizeTags(["a, b", " c ", "", "d\ne", ",,"])).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("de-duplicates ignoring case and keeps the first spelling in order", () => {
    expect(normalizeTags(["Space", "space", "OCEAN", "ocean", "Space"])).toEqual(["Space", "OCEAN"]);
  });

  it("collapses inner whitespace", () => {
    expect(normalizeTags("deep   sea,  true\tcrime ")).toEqual(["deep sea", "true crime"]);
  });

  it("reads nothing, a single string or an array, ignoring non-strings", () => {
    expect(normalizeTags(undefined)).toEqual([]);
    expect(normalizeTags(null)).toEqual([]);
    expect(normalizeTags("one")).toEqual(["one"]);
    expect(normalizeTags(["one", 2, null])).toEqual(["one"]);
  });
});

describe("tagListSchema", () => {
  const schema = tagListSchema({ noun: "tool", maxTags: 2, maxLength: 5 });

  it("yields the normalized list", () => {
    expect(schema.parse(["a, b"])).toEqual(["a", "b"]);
    expect(schema.parse(undefined)).toEqual([]);
  });

  it("names the limits in its messages", () => {
    expect(schema.safeParse(["a", "b", "c"]).error?.issues[0]?.message).toBe("Use at most 2 tools");
    expect(schema.safeParse(["toolong"]).error?.issues[0]?.message).toBe("Each tool can be at most 5 characters");
  });
});
