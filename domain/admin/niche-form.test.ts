import { describe, expect, it } from "vitest";
import { KEBAB_SLUG_PATTERN } from "#domain/admin/kebab-slug";
import {
  NICHE_FORM_LIMITS,
  NICHE_FORM_MESSAGES,
  nicheFormSchema,
  nicheInUseMessage,
  nicheSlugFromName,
} from "#domain/admin/niche-form";

const valid = {
  name: "  Personal Finance ",
  slug: "",
  description: "<p>Budgets, <em>savings</em> and debt.</p>",
  rpmLow: 8,
  rpmHigh: 22.5,
  competition: "high",
  demonetizationRisk: "low",
  category: "Education",
  channelTypeIds: ["whiteboard_explainer", "infographic_data", "whiteboard_explainer"],
};

function errorsOf(input: Record<string, unknown>): Record<string, string[]> {
  const result = nicheFormSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join(".")] ??= []).push(issue.message);
  return errors;
}

describe("nicheFormSchema", () => {
  it("accepts a valid niche, making the slug from the name and dropping repeated types", () => {
    expect(nicheFormSchema.parse(valid)).toEqual({
      name: "Personal Finance",
      slug: "personal-finance",
      description: "<p>Budgets, <em>savings</em> and debt.</p>",
      rpmLow: 8,
      rpmHigh: 22.5,
      competition: "high",
      demonetizationRisk: "low",
      category: "Education",
      channelTypeIds: ["whiteboard_explainer", "infographic_data"],
    });
  });

  it("keeps a slug the admin typed, lower-cased", () => {
    expect(nicheFormSchema.parse({ ...valid, slug: " Money-101 " }).slug).toBe("money-101");
  });

  it.each(["two  words", "trailing-", "-leading", "double--hyphen", "under_score", "émoji"])("refuses the slug %j", (slug) => {
    expect(errorsOf({ ...valid, slug }).slug).toEqual([NICHE_FORM_MESSAGES.slugCharacters]);
  });

  it("asks for a slug when none can be made from the name", () => {
    expect(errorsOf({ ...valid, name: "日本語", slug: "" }).slug).toEqual([NICHE_FORM_MESSAGES.slugFromName]);
  });

  it("asks for the missing name, description, RPM range and levels", () => {
    expect(errorsOf({ slug: "x" })).toEqual({
      name: [NICHE_FORM_MESSAGES.nameRequired],
      description: [NICHE_FORM_MESSAGES.descriptionRequired],
      rpmLow: [NICHE_FORM_MESSAGES.rpmLowRequired],
      rpmHigh: [NICHE_FORM_MESSAGES.rpmHighRequired],
      competition: [NICHE_FORM_MESSAGES.competition],
      demonetizationRisk: [NICHE_FORM_MESSAGES.risk],
    });
    expect(errorsOf({ ...valid, name: "   " }).name).toEqual([NICHE_FORM_MESSAGES.nameRequired]);
    expect(errorsOf({ ...valid, competition: "extreme" }).competition).toEqual([NICHE_FORM_MESSAGES.competition]);
  });

  it("refuses an RPM range whose low end is above its high end, even alongside other errors", () => {
    expect(errorsOf({ ...valid, rpmLow: 30, rpmHigh: 10 })).toEqual({ rpmHigh: [NICHE_FORM_MESSAGES.rpmOrder] });
    expect(errorsOf({ ...valid, name: "", rpmLow: 30, rpmHigh: 10 })).toEqual({
      name: [NICHE_FORM_MESSAGES.nameRequired],
      rpmHigh: [NICHE_FORM_MESSAGES.rpmOrder],
    });
    expect(nicheFormSchema.parse({ ...valid, rpmLow: 5, rpmHigh: 5 }).rpmHigh).toBe(5);
  });

  it("refuses negative and absurd RPMs and rounds to cents", () => {
    expect(errorsOf({ ...valid, rpmLow: -1 }).rpmLow).toEqual([NICHE_FORM_MESSAGES.rpmNegative]);
    expect(errorsOf({ ...valid, rpmHigh: NICHE_FORM_LIMITS.rpmMax + 1 }).rpmHigh).toEqual([NICHE_FORM_MESSAGES.rpmTooHigh]);
    expect(nicheFormSchema.parse({ ...valid, rpmLow: 1.005, rpmHigh: 2.499 })).toMatchObject({ rpmLow: 1, rpmHigh: 2.5 });
  });

  it("keeps names and categories as plain text, removing pasted markup", () => {
    const parsed = nicheFormSchema.parse({
      ...valid,
      name: "<script>alert(1)</script><b>Crime</b> &amp; Cases",
      category: "<img src=x onerror=alert(1)>Music",
    });
    expect(parsed.name).toBe("Crime & Cases");
    expect(parsed.category).toBe("Music");
    expect(errorsOf({ ...valid, name: "<script>alert(1)</script>" }).name).toEqual([NICHE_FORM_MESSAGES.nameRequired]);
  });

  it("stores an empty category as none and refuses malformed type ids", () => {
    expect(nicheFormSchema.parse({ ...valid, category: " " }).category).toBeNull();
    expect(nicheFormSchema.parse({ ...valid, channelTypeIds: undefined }).channelTypeIds).toEqual([]);
    expect(errorsOf({ ...valid, channelTypeIds: ["Bad Id!"] })["channelTypeIds.0"]).toEqual([NICHE_FORM_MESSAGES.channelType]);
  });
});

describe("nicheSlugFromName", () => {
  it.each([
    ["Personal Finance", "personal-finance"],
    ["Café Vlogs & Recipes!", "cafe-vlogs-recipes"],
    ["  True   Crime -- Cases ", "true-crime-cases"],
    ["AI Tools 2025", "ai-tools-2025"],
    ["日本語", ""],
    ["<b>Bold</b> Idea", "bold-idea"],
    ["", ""],
  ])("%j → %j", (name, slug) => {
    expect(nicheSlugFromName(name)).toBe(slug);
    if (slug) expect(slug).toMatch(KEBAB_SLUG_PATTERN);
  });

  it("stays within the slug limit without a trailing hyphen", () => {
    const slug = nicheSlugFromName(`${"a".repeat(79)} b`);
    expect(slug.length).toBeLessThanOrEqual(NICHE_FORM_LIMITS.slugMax);
    expect(slug).toMatch(KEBAB_SLUG_PATTERN);
  });
});

describe("nicheInUseMessage", () => {
  it("names how many rows use the niche", () => {
    expect(nicheInUseMessage({ channels: 12, ideas: 3 })).toBe(
      "12 channels and 3 ideas use this niche. Move them to another niche before deleting it.",
    );
    expect(nicheInUseMessage({ channels: 0, ideas: 1 })).toBe(
      "1 idea uses this niche. Move it to another niche before deleting it.",
    );
    expect(nicheInUseMessage({ channels: 0, ideas: 0 })).toBeNull();
  });
});
