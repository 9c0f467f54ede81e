// The niche opportunity score (0–100, from visible terms), breaking in and time to monetization,
// on the demo catalogue (as of 1 November 2026).
import { expect, test } from "./test";

// A demo newcomer: 493 subscribers, started January 2026, growing; and one started in September
// with only two monthly snapshots.
const GROWING_CHANNEL = "/channel/the-nonfiction-journal-2a5b116c-3071-4b46-8be0-9f5682089ddc";
const YOUNG_CHANNEL = "/channel/wild-playbook-0bec1d8d-e4fb-4226-9545-e4bb02674fe3";

const scoreOf = (text: string | null) => {
  const match = /Opportunity\s*(\d+)\s*\/\s*100/.exec(text ?? "");
  return match ? Number(match[1]) : null;
};

test("/niches sorts by opportunity score, keeps the sort in the URL, and answers a malformed sort with a 400", async ({
  page,
}) => {
  await page.goto("/niches");
  await page.getByLabel("Sort by").selectOption("score");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]sort=score/);
  const badges = page.getByTestId("niche-list").getByTestId("opportunity-score");
  await expect(badges.first()).toBeVisible();
  const scores = (await badges.allTextContents()).map(scoreOf);
  const numbers = scores.filter((score): score is number => score !== null);
  expect(numbers.length).toBeGreaterThan(10);
  expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  // Niches without a score come after every scored one.
  const firstUnscored = scores.indexOf(null);
  if (firstUnscored !== -1) expect(scores.slice(firstUnscored).every((score) => score === null)).toBe(true);

  const response = await page.goto("/niches?sort=hottest");
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("sort must be one of name, rpm, score");
  await expect(page.getByTestId("niche-list")).toBeVisible();
});

test("a niche page shows its score with the term table: value, weight, points and channels of each term", async ({ page }) => {
  await page.goto("/niches/investing");
  const section = page.getByTestId("niche-opportunity");
  await expect(section.getByRole("heading", { name: "Opportunity score" })).toBeVisible();
  const score = scoreOf(await section.getByTestId("opportunity-score").textContent());
  expect(score).not.toBeNull();
  const rows = section.getByTestId("opportunity-terms").locator("tbody tr");
  await expect(rows).toHaveCount(5);
  await expect(rows.locator("th")).toHaveText([/^Demand/, /^Competition/, /^Breaking in/, /^Monetization/, /^Monetization risk/]);
  await expect(rows.nth(0)).toContainText("median views per video (last 90 days)");
  await expect(rows.nth(0)).toContainText("30%");
  await expect(rows.nth(2)).toContainText(/\d+ of \d+ channels started in the last 12 months passed 1,000 subscribers/);
  await expect(rows.nth(3)).toContainText("RPM $10.00–$28.00 (midpoint $19.00)");
  await expect(section.locator('[data-figure-source="estimate"]')).toHaveText("Estimate · as of Nov 1, 2026 · method");
  await expect(section).toContainText("From YouTube data in the directory and two editorial inputs");

  const breakingIn = page.getByTestId("breaking-in");
  await expect(breakingIn.getByTestId("median-months-to-1000")).toContainText(
    /Median time to 1,000 subscribers: \d+(\.\d)? months? \(\d+ channels seen crossing it\)/,
  );
  await expect(breakingIn.locator("tbody tr")).toHaveText([/^6 months/, /^12 months/]);
});

test("an idea page shows its niche's score and the median months to 1,000 subscribers", async ({ page }) => {
  await page.goto("/niches/space-astronomy");
  const nicheScore = scoreOf(await page.getByTestId("niche-opportunity").getByTestId("opportunity-score").textContent());
  await page.goto("/faceless-ideas/space-scale-comparisons");
  const section = page.getByTestId("idea-opportunity");
  await expect(section).toContainText("of the Space & Astronomy niche");
  expect(scoreOf(await section.getByTestId("opportunity-score").textContent())).toBe(nicheScore);
  await expect(section.getByTestId("median-months-to-1000").first()).toContainText(
    /Median time to 1,000 subscribers: \d+(\.\d)? months?/,
  );
});

test("a channel page projects the month to 500 and 1,000 subscribers and says watch hours are not in the API", async ({
  page,
}) => {
  await page.goto(GROWING_CHANNEL);
  const section = page.getByTestId("time-to-monetization");
  await expect(section.getByRole("heading", { name: "Time to monetization" })).toBeVisible();
  // 493 subscribers on 1 November 2026, +79 since 1 October: 77.6 a month in a straight line
  // (the one projection rule), so 1,000 in 6.5 months and 500 within days.
  await expect(section.getByTestId("time-to-1000")).toHaveText(
    "1,000 subscribers (the ad-revenue tier): around May 2027 (in about 7 months)",
  );
  await expect(section.getByTestId("time-to-500")).toContainText("around Nov 2026 (within a month)");
  await expect(section.locator('[data-tier="ad"]').getByTestId("tier-watch-time")).toContainText(
    "4,000 watch hours in 12 months, or 10M Shorts views in 90 days",
  );
  await expect(section).toContainText("Watch hours are not in the YouTube API");
});

test("a channel with too few snapshots says not enough data instead of a date", async ({ page }) => {
  await page.goto(YOUNG_CHANNEL);
  const section = page.getByTestId("time-to-monetization");
  await expect(section.getByTestId("time-to-1000")).toContainText("not enough data: fewer than 3 snapshots to read a pace from");
  await expect(section.getByTestId("time-to-500")).toContainText("not enough data");
});

test("a type page shows breaking in with the median months to 1,000 subscribers", async ({ page }) => {
  await page.goto("/channel-types/documentary_story");
  const section = page.getByTestId("breaking-in");
  await expect(section.getByRole("heading", { name: "Breaking in" })).toBeVisible();
  await expect(section.getByTestId("median-months-to-1000")).toContainText(
    /Median time to 1,000 subscribers: \d+(\.\d)? months? \(\d+ channels seen crossing it\)/,
  );
  await expect(section).toContainText("Documentary & Story channels");
});
