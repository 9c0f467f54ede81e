// Monetization-policy risk per format (domain/policy-risk): the level, the reasons in words and
// what to do, on type, niche, idea and channel pages, and the whole map on /how-it-works.
import { expect, test } from "./test";

test.describe("monetization policy risk", () => {
  test("a type page names its level, why, and how to stay clear", async ({ page }) => {
    await page.goto("/channel-types/text_to_speech");
    const panel = page.getByTestId("policy-risk");
    await expect(panel.getByRole("heading", { name: "Monetization policy risk" })).toBeVisible();
    await expect(panel.locator("[data-policy-risk]").first()).toHaveText("High policy risk");
    await expect(panel.getByRole("heading", { name: "Why" })).toBeVisible();
    await expect(panel.getByText(/inauthentic-content rule/).first()).toBeVisible();
    await expect(panel.getByRole("heading", { name: "To stay clear" })).toBeVisible();
    await expect(panel).not.toContainText("%");

    await page.goto("/channel-types/whiteboard_explainer");
    await expect(page.getByTestId("policy-risk").locator("[data-policy-risk]").first()).toHaveText("No known policy risk");
  });

  test("a niche lists each suitable format, the riskiest open, the others a click away", async ({ page }) => {
    await page.goto("/niches/ai-tools");
    const panel = page.getByTestId("policy-risk");
    await expect(panel).toBeVisible();
    const levels = await panel.locator("[data-policy-risk]").evaluateAll((badges) => badges.map((badge) => badge.getAttribute("data-policy-risk")));
    expect(levels.length).toBeGreaterThan(1);
    // Highest first: no level ranks above the one shown open.
    const rank = { none: 0, watch: 1, high: 2 } as Record<string, number>;
    for (const level of levels) expect(rank[level!]).toBeLessThanOrEqual(rank[levels[0]!]!);
    const second = panel.locator("details").first();
    await expect(second.getByRole("heading", { name: "Why" })).toBeHidden();
    await second.locator("summary").click();
    await expect(second.getByRole("heading", { name: "Why" })).toBeVisible();
  });

  test("an idea and a channel show their format's risk", async ({ page }) => {
    await page.goto("/faceless-ideas");
    await page.locator("a[href^='/faceless-ideas/']").first().click();
    await expect(page).toHaveURL(/\/faceless-ideas\/[^/]+$/);
    await expect(page.getByTestId("policy-risk").locator("[data-policy-risk]").first()).toBeVisible();

    await page.goto("/channel-search");
    await page.locator("a[href^='/channel/']").first().click();
    await expect(page).toHaveURL(/\/channel\//);
    await expect(page.getByTestId("policy-risk").locator("[data-policy-risk]").first()).toBeVisible();
  });

  test("/how-it-works shows the method and the level of all 26 formats", async ({ page }) => {
    await page.goto("/how-it-works#policy-risk");
    const section = page.locator("#policy-risk");
    await expect(section.getByRole("heading", { name: "Monetization policy risk" })).toBeVisible();
    await expect(section.getByRole("row")).toHaveCount(27);
    await expect(section.getByRole("row", { name: /Text-to-Speech/ })).toContainText("High policy risk");
    await expect(section.getByRole("row", { name: /Whiteboard Explainer/ })).toContainText("No known policy risk");
  });
});
