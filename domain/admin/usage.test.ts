import { describe, expect, it } from "vitest";
import { inUseMessage, usageText } from "#domain/admin/usage";

describe("usageText (a row's usage where the usage columns are hidden)", () => {
  it("counts channels and ideas with singular and plural", () => {
    expect(usageText(1, 0)).toBe("1 channel · 0 ideas");
    expect(usageText(1200, 1)).toBe("1,200 channels · 1 idea");
  });
});

describe("inUseMessage", () => {
  const names = { self: "this niche", other: "another niche" };

  it("is null when nothing uses the row", () => {
    expect(inUseMessage({ channels: 0, ideas: 0 }, names)).toBeNull();
  });

  it("names only what uses the row, in one sentence", () => {
    expect(inUseMessage({ channels: 0, ideas: 1 }, names)).toBe(
      "1 idea uses this niche. Move it to another niche before deleting it.",
    );
    expect(inUseMessage({ channels: 2, ideas: 1 }, names)).toBe(
      "2 channels and 1 idea use this niche. Move them to another niche before deleting it.",
    );
  });
});
