// /start, "Should I start this?": a creator's constraints in, niche × format options ranked by
// verdict and stage out, with their evidence; revenue for members only; the URL is the answer.
import type { Page } from "@playwright/test";
import { expect, test } from "./test";

const VERDICT_ORDER = ["Enter", "Enter with a twist", "Stay out", "Not enough data"];
const SHARED = "/start?hours=10&budget=50&voice=none&format=either&lang=en";

const optionTitles = (page: Page) => page.getByTestId("start-option").locator("h3").allTextContents();

test("a visitor states what they have and gets ranked options with their evidence, no revenue, at a URL that gives the same again", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByTestId("start-cta").click();
  await expect(page).toHaveURL(/\/start$/);
  await expect(page.getByRole("heading", { level: 1, name: "Should I start this?" })).toBeVisible();

  await page.getByRole("spinbutton", { name: "Hours a week" }).fill("10");
  await page.getByRole("spinbutton", { name: "Budget a month (US dollars)" }).fill("50");
  await page.getByLabel("No voice (AI or text)").check();
  await page.getByLabel("Either").check();
  await expect(page.getByLabel("English")).toBeChecked();
  await page.getByRole("button", { name: "Find what fits" }).click();
  await expect(page).toHaveURL(SHARED);

  const options = page.getByTestId("start-option");
  await expect(options.first()).toBeVisible();
  const count = await options.count();
  expect(count).toBeGreaterThan(1);
  expect(count).toBeLessThanOrEqual(12);
  await expect(page.getByTestId("start-summary")).toContainText(/The best \d+ of \d+ pairs that fit/);
  await expect(page.getByTestId("start-summary")).toContainText(/Verdicts as of [A-Z][a-z]{2} \d{1,2}, \d{4}/);

  // Ranked by verdict: Enter first, never a better verdict below a worse one.
  const verdicts = await page.getByTestId("verdict").allTextContents();
  expect(verdicts[0]).toBe("Enter");
  const ranks = verdicts.map((v) => VERDICT_ORDER.indexOf(v.trim()));
  expect(ranks.every((rank) => rank >= 0)).toBe(true);
  expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  await expect(options.first().getByTestId("life-stage")).toHaveText(/Stage (Emerging|Accelerating)/);

  // The top option's evidence: both windows, and the channels that broke in, each linked and dated.
  const evidence = options.first().getByTestId("option-evidence");
  await expect(evidence).toContainText(/Last 30 days to [A-Z][a-z]{2} \d{1,2}, \d{4}: \d+ of \d+ channels had an outlier/);
  const breakouts = evidence.getByTestId("option-breakouts").getByRole("listitem");
  await expect(breakouts.first()).toContainText(/first outlier [A-Z][a-z]{2} \d{1,2}, \d{4} \(×\d/);
  await expect(breakouts.first().getByRole("link")).toHaveAttribute("href", /^\/channel\//);
  await expect(options.first()).toContainText(/Assumes ~[\d.]+ h per (video|Short) for /);

  // Formats ruled out say why.
  await expect(page.getByTestId("start-formats-out")).toContainText("No-Face Reaction: needs your own voice.");

  // No revenue for a visitor: a sign-in prompt in its place, and no figure in the page.
  await expect(page.getByTestId("option-revenue")).toHaveCount(0);
  await expect(page.getByTestId("option-revenue-prompt")).toHaveCount(count);
  await expect(page.getByTestId("option-revenue-prompt").first().getByRole("link")).toHaveAttribute(
    "href",
    `/auth?redirect=${encodeURIComponent(SHARED)}`,
  );
  expect(await page.content()).not.toContain("Once monetized");

  // Shareable: a reload, and a browser without JavaScript, give the same options in the same order.
  const titles = await optionTitles(page);
  await page.reload();
  expect(await optionTitles(page)).toEqual(titles);
  const noScript = await page.context().browser()!.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(new URL(SHARED, page.url()).href, { waitUntil: "domcontentloaded" });
  expect(await optionTitles(plain)).toEqual(titles);
  await noScript.close();
});

test("a member sees a monthly revenue range for each option", async ({ page, loginAs }) => {
  await loginAs("member");
  await page.goto(SHARED);
  const revenue = page.getByTestId("option-revenue").first();
  await expect(revenue).toContainText(/Once monetized, about \$[\d,]+\.\d{2} – \$[\d,]+\.\d{2} a month/);
  await expect(revenue).toContainText(/uploads a month × [\d,]+ views each/);
  await expect(revenue).toContainText("read for English audiences");
  await expect(revenue.locator('[data-figure-source="estimate"]')).toContainText("Estimate · as of");
  await expect(page.getByTestId("option-revenue-prompt")).toHaveCount(0);
});

test("a bad value is named and left at its default; when nothing fits the page says why and what to try", async ({ page }) => {
  const response = await page.goto("/start?hours=200&budget=50&voice=none&format=either&lang=en");
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("hours must be 80 or less");
  await expect(page.getByRole("spinbutton", { name: "Hours a week" })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("heading", { level: 2, name: /^Options for 5 hours a week/ })).toBeVisible();

  await page.goto("/start?hours=2&budget=0&voice=none&format=either&lang=en");
  const empty = page.getByRole("status").filter({ hasText: "Nothing fits" });
  await expect(empty).toContainText("Nothing fits 2 hours a week, $0 a month and no voice");
  await expect(page.getByTestId("start-option")).toHaveCount(0);
  await empty.getByRole("link", { name: "narrating yourself" }).click();
  await expect(page).toHaveURL("/start?hours=2&budget=0&voice=narrate&format=either&lang=en");
  await expect(page.getByLabel("I'll narrate")).toBeChecked();
});
