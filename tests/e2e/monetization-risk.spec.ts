// The one risk figure (domain/monetization-risk) on niche, type, idea and channel pages: its
// level once, its editorial input with who set it and when, its computed input from the formats'
// policy signals (each with why and how to stay clear), and the method on /how-it-works. The
// member's test runs on an app of its own, where an admin changes a niche's rating first.
import { expect, test, type Browser, type Page } from "./test";
import { signInAsAdmin, startAdminApp } from "./admin-app";
import { createConfirmedAccount, signInByApi, waitForHydration, type AuthApp } from "./auth-app-server";

/** No other risk name on the page: the figure has one. */
async function expectOneRiskName(page: Page) {
  const text = await page.locator("main").innerText();
  expect(text).not.toMatch(/demonetization risk|policy risk/i);
  await expect(page.locator("[data-monetization-risk]")).toHaveCount(1);
}

test.describe("monetization risk on the public pages", () => {
  test("a type page: computed from its format's policy signal alone, with why and how to stay clear", async ({ page }) => {
    await page.goto("/channel-types/text_to_speech");
    const panel = page.getByTestId("monetization-risk");
    await expect(panel.getByRole("heading", { name: "Monetization risk" })).toBeVisible();
    await expect(panel.locator("[data-monetization-risk]")).toHaveText("High");
    await expect(panel).toContainText(
      "Computed from the policy signal of Text-to-Speech alone: a format has no editorial rating",
    );
    await expect(panel.getByTestId("monetization-risk-editorial")).toHaveCount(0);
    await expect(panel.getByTestId("monetization-risk-computed")).toContainText("from the formats’ policy signals");
    await expect(panel.locator("[data-policy-signal]")).toHaveText("Policy signal: High");
    await expect(panel.getByRole("heading", { name: "Why" })).toBeVisible();
    await expect(panel.getByText(/inauthentic-content rule/).first()).toBeVisible();
    await expect(panel.getByRole("heading", { name: "To stay clear" })).toBeVisible();
    await expect(panel).not.toContainText("%");
    await expectOneRiskName(page);

    await page.goto("/channel-types/whiteboard_explainer");
    await expect(page.getByTestId("monetization-risk").locator("[data-monetization-risk]")).toHaveText("Low");
  });

  test("a niche: one figure from its safest format, the formats that would raise it named, the riskiest open", async ({
    page,
  }) => {
    // AI Tools is rated low; Screen Recording Tutorial has no known signal, AI-Generated a high one.
    await page.goto("/niches/ai-tools");
    const panel = page.getByTestId("monetization-risk");
    await expect(panel.locator("[data-monetization-risk]")).toHaveText("Low");
    await expect(panel).toContainText("AI-Generated would make it high");
    const signals = await panel
      .locator("[data-policy-signal]")
      .evaluateAll((badges) => badges.map((badge) => badge.getAttribute("data-policy-signal")));
    expect(signals.length).toBeGreaterThan(1);
    const rank = { none: 0, watch: 1, high: 2 } as Record<string, number>;
    for (const signal of signals) expect(rank[signal!]).toBeLessThanOrEqual(rank[signals[0]!]!);
    const first = panel.locator("details").first();
    const second = panel.locator("details").nth(1);
    await expect(first.getByRole("heading", { name: "Why" })).toBeVisible();
    await expect(second.getByRole("heading", { name: "Why" })).toBeHidden();
    await second.locator("summary").click();
    await expect(second.getByRole("heading", { name: "Why" })).toBeVisible();
    await expectOneRiskName(page);
  });

  test("an idea and a channel: their niche's rating and their own format", async ({ page }) => {
    await page.goto("/faceless-ideas/space-scale-comparisons");
    const idea = page.getByTestId("monetization-risk");
    await expect(idea.locator("[data-monetization-risk]")).toHaveText("Low");
    await expect(idea.getByTestId("monetization-risk-editorial")).toContainText(
      "the Space & Astronomy niche's rating, not measured",
    );
    await expect(idea.getByTestId("monetization-risk-computed")).toContainText("The policy signal of 2D/3D Animation");
    await expectOneRiskName(page);

    await page.goto("/channel-search");
    await page.locator("a[href^='/channel/']").first().click();
    await expect(page).toHaveURL(/\/channel\//);
    await expect(page.getByTestId("monetization-risk").locator("[data-monetization-risk]")).toBeVisible();
    await expectOneRiskName(page);
  });

  test("/niches filters on the figure its cards show", async ({ page }) => {
    await page.goto("/niches?risk=high");
    const cards = page.getByTestId("niche-list").locator("article");
    await expect(cards.first()).toBeVisible();
    const badges = await cards.evaluateAll((articles) => articles.map((article) => article.textContent ?? ""));
    for (const text of badges) expect(text).toContain("Monetization risk:High");
    await expect(page.getByLabel("Monetization risk")).toHaveValue("high");
  });

  test("/how-it-works explains the rule and lists the policy signal of all 26 formats", async ({ page }) => {
    await page.goto("/how-it-works#monetization-risk");
    const section = page.locator("#monetization-risk");
    await expect(section.getByRole("heading", { name: "Monetization risk", level: 2 })).toBeVisible();
    await expect(section).toContainText("monetization risk = the higher of (editorial rating, policy signal of the format)");
    await expect(section.getByRole("row")).toHaveCount(27);
    await expect(section.getByRole("row", { name: /Text-to-Speech/ })).toContainText("High");
    await expect(section.getByRole("row", { name: /Whiteboard Explainer/ })).toContainText("None known");
    // Links made before the figure had one name land on the formats' table.
    await page.goto("/how-it-works#policy-risk");
    await expect(page.getByRole("heading", { name: "Policy signals of the formats" })).toBeInViewport();
  });
});

test.describe("as a member, after an admin changed a niche's rating", () => {
  const MEMBER_EMAIL = `risk.member.${Date.now()}@example.com`;
  let app: AuthApp;

  test.describe.configure({ mode: "serial" });
  test.setTimeout(120_000);

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    app = await startAdminApp("monetization-risk", { seedDemo: true });
    await createConfirmedAccount(app, MEMBER_EMAIL, "Mia Member");
  });
  test.afterAll(async () => {
    await app?.stop();
  });

  async function memberPage(browser: Browser): Promise<Page> {
    const context = await browser.newContext();
    await signInByApi(context.request, app, MEMBER_EMAIL);
    return context.newPage();
  }

  test("a niche page shows one risk, its label, and who set the editorial part and when", async ({ page, browser }) => {
    // Personal Finance came with the catalogue rated low; its safest format, Whiteboard Explainer, is low.
    const member = await memberPage(browser);
    await member.goto(`${app.url}/niches/personal-finance`);
    const before = member.getByTestId("monetization-risk");
    await expect(before.locator("[data-monetization-risk]")).toHaveText("Low");
    await expect(before.getByTestId("monetization-risk-editorial")).toContainText(
      "Low. Set by the catalogue's editors when the niche was added on Nov 1, 2026; no admin has changed it since.",
    );

    // An admin rates it medium.
    await signInAsAdmin(page, app);
    await page.goto(`${app.url}/admin/niches`);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Edit Personal Finance" }).click();
    await waitForHydration(page);
    await page.getByLabel("Editorial risk", { exact: true }).selectOption({ label: "Medium" });
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "saved" })).toBeVisible({ timeout: 30_000 });

    await member.reload();
    await expect(member.getByRole("button", { name: /Follow/ })).toBeVisible();
    const panel = member.getByTestId("monetization-risk");
    await expect(panel.getByRole("heading", { name: "Monetization risk" })).toBeVisible();
    await expect(panel.locator("[data-monetization-risk]")).toHaveText("Medium");
    const today = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(
      new Date(),
    );
    const editorial = panel.getByTestId("monetization-risk-editorial");
    await expect(editorial).toContainText("Editorial input · the niche's rating, not measured");
    await expect(editorial).toContainText(`Medium. Set by Ada Admin on ${today}.`);
    const computed = panel.getByTestId("monetization-risk-computed");
    await expect(computed).toContainText("Computed input · from the formats’ policy signals");
    await expect(computed).toContainText("Low. The policy signal of");
    await expect(computed).toContainText("the safest formats that suit the niche");
    for (const format of ["Whiteboard Explainer", "Infographic & Data"]) await expect(computed).toContainText(format);
    await expect(computed).not.toContainText("Stock Footage");
    await expect(panel).toContainText("The editorial rating (medium) decides it");
    await expect(panel.getByRole("link", { name: "How it is worked out" })).toHaveAttribute(
      "href",
      "/how-it-works#monetization-risk",
    );
    await expectOneRiskName(member);

    // The opportunity score reads the same figure, and says which terms are not measured.
    const terms = member.getByTestId("opportunity-terms").locator("tbody tr");
    await expect(terms.filter({ hasText: "Monetization risk" })).toContainText("Medium");
    await expect(terms.filter({ hasText: "Monetization risk" })).toContainText("Editorial + formats");
    await expect(terms.filter({ hasText: "RPM range's midpoint" })).toContainText("Editorial");
    await member.context().close();
  });
});
