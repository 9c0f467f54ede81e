import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { KEBAB_SLUG_PATTERN, kebabSlug } from "#domain/admin/kebab-slug";

describe("kebabSlug", () => {
  it.each([
    ["AI History Shorts", "ai-history-shorts"],
    ["  Lo-fi   beats -- for study! ", "lo-fi-beats-for-study"],
    ["Crème brûlée recipes", "creme-brulee-recipes"],
    ["Top 10 facts: space & time", "top-10-facts-space-time"],
    ["日本 travel", "travel"],
    ["<script>alert(1)</script>", "scriptalert1script"],
    ["!!!", ""],
  ])("%j → %j", (title, slug) => {
    expect(kebabSlug(title, 80)).toBe(slug);
  });

  it("cuts long titles at a word boundary", () => {
    expect(kebabSlug("one two three four five", 13)).toBe("one-two-three");
    expect(kebabSlug("one two three four five", 12)).toBe("one-two");
  });

  it("always returns a slug the database accepts (or nothing)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.integer({ min: 1, max: 100 }), (title, max) => {
        const slug = kebabSlug(title, max);
        expect(slug.length).toBeLessThanOrEqual(max);
        if (slug !== "") expect(slug).toMatch(KEBAB_SLUG_PATTERN);
      }),
    );
  });
});
