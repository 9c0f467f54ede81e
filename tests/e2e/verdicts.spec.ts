// "Should I start this?" as a creator meets it: a niche's verdict and life stage with its reasons,
// what would change it and the dated evidence (the channels that broke out, linked); /niches
// filtered and sorted by verdict and stage; a type's and an idea's verdict; the niches CSV.
// The demo catalogue plants one niche at each stage (db/seed/demo-catalogue.ts).
import { parse } from "csv-parse/sync";
import { expect, test } from "./test";

test.describe("verdicts and life stages", () => {
  test("a niche page says whether to start, why, what would change it, and shows the evidence", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/niches/aviation");
    const panel = page.getByTestId("verdict-panel");
    await expect(panel.getByRole("heading", { name: "Should I start this?" })).toBeVisible();
    await expect(panel.getByTestId("verdict").first()).toHaveText("Enter");
    await expect(panel.getByTestId("life-stage").first()).toHaveText("Stage Accelerating");
    await expect(panel.getByRole("list", { name: "The strongest reasons" }).getByRole("listitem")).toHaveCount(3);
    await expect(panel.getByRole("list", { name: "The strongest reasons" })).toContainText(
      "Accelerating: outliers beyond chance",
    );
    await expect(panel).toContainText('Would become "Enter with a twist"');
    await expect(panel.locator('[data-figure-source="estimate"]')).toContainText("Estimate · as of");

    // The evidence: both windows, and the channels that broke out, each linked with its date.
    await panel.getByText("The evidence").click();
    await expect(panel.getByTestId("verdict-windows")).toContainText("Last 30 days");
    await expect(panel.getByTestId("verdict-windows")).toContainText("30 days before");
    const breakouts = panel.getByTestId("verdict-breakouts").getByRole("listitem");
    expect(await breakouts.count()).toBeGreaterThan(2);
    await expect(breakouts.first()).toContainText(/×\d/);
    // Each format within the niche, judged on its own channels or "not enough data" with the reason.
    await expect(panel.getByTestId("verdict-formats")).toContainText(/Not enough data|Enter|Stay out/);

    const channel = breakouts.first().getByRole("link");
    const name = (await channel.textContent())!.trim();
    await channel.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);

    // The method is one click away.
    await page.goto("/how-it-works#verdict");
    await expect(page.getByRole("heading", { name: "Verdicts and life stages" })).toBeVisible();
    await expect(page.locator("#verdict")).toContainText("Emerging");
  });

  test("a decaying niche says stay out; /niches filters by stage and verdict and sorts Enter first", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto("/niches/mythology");
    await expect(page.getByTestId("verdict-panel").getByTestId("verdict").first()).toHaveText("Stay out");
    await expect(page.getByTestId("verdict-panel").getByTestId("life-stage").first()).toHaveText("Stage Decaying");

    await page.goto("/niches");
    await page.getByLabel("Stage", { exact: true }).selectOption("decaying");
    await expect(page).toHaveURL(/stage=decaying/);
    const cards = page.getByTestId("niche-list").getByRole("article");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Mythology");
    await expect(cards.first().getByTestId("verdict")).toHaveText("Stay out");

    await page.goto("/niches?sort=verdict");
    const first = page.getByTestId("niche-list").getByRole("article").first();
    await expect(first.getByTestId("verdict")).toHaveText("Enter");
    await expect(first.getByTestId("life-stage")).toHaveText(/Emerging|Accelerating/);

    // A malformed value is named, the list shown without it.
    const bad = await page.goto("/niches?verdict=maybe");
    expect(bad?.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText("verdict must be one of enter, twist, stay-out");
  });

  test("a type page and an idea page carry their own verdict, an idea saying when it is judged on its niche", async ({
    page,
  }) => {
    await page.goto("/channel-types/found_footage_archival");
    await expect(page.getByTestId("verdict-panel").getByTestId("verdict").first()).toBeVisible();

    await page.goto("/faceless-ideas/honest-ai-tool-tests");
    const panel = page.getByTestId("verdict-panel");
    await expect(panel.getByTestId("verdict").first()).toHaveText("Enter");
    await expect(panel).toContainText("Judged on AI Tools as a whole");
  });

  test("a member downloads the niches with their verdicts as CSV; a visitor is asked to sign in", async ({ page, loginAs }) => {
    const visitor = await page.request.get("/niches/export.csv", { headers: { Accept: "text/csv" }, maxRedirects: 0 });
    expect(visitor.status()).toBe(401);
    await loginAs("member");
    const response = await page.request.get("/niches/export.csv?stage=decaying");
    expect(response.status()).toBe(200);
    const rows = parse(await response.text(), { columns: true, bom: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.Niche).toBe("Mythology & Legends");
    expect(row["Verdict (estimate; /how-it-works#verdict)"]).toBe("Stay out");
    expect(row["Life stage (estimate; /how-it-works#verdict)"]).toBe("Decaying");
    expect(row.Reasons).toMatch(/^Decaying: /);
  });
});
