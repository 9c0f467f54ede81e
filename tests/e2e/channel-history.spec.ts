// Channel history (YouTube Data API): the History section of the channel page, the home page's
// "Fastest growing channels (30 days)" and the "Fastest growing (30 days)" sort, on the demo
// catalogue (12 monthly snapshots a channel).
import { expect, test, type APIRequestContext } from "./test";

type Growth = { days: number; subscribersChange: number | null; percentPer30Days: number | null };
type ApiChannel = { id: string; slug: string; title: string; growth?: Growth | null };

async function fastestGrowing(request: APIRequestContext, limit = 24): Promise<ApiChannel[]> {
  const response = await request.get(`/api/v1/channels?sort=fastest_growing&limit=${limit}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { channels: ApiChannel[] }).channels;
}

const signed = (n: number) => `${n > 0 ? "+" : n < 0 ? "\u2212" : ""}${Math.abs(n).toLocaleString("en-US")}`;

test("the channel page shows the History charts, the table, the 30-day growth and the next milestone date", async ({
  page,
  request,
}) => {
  const [channel] = await fastestGrowing(request, 1);
  const growth = channel!.growth!;
  await page.goto(`/channel/${channel!.slug}`);
  const history = page.getByTestId("channel-history");
  await expect(history.getByRole("heading", { level: 2, name: "History" })).toBeVisible();
  // A monthly snapshot since the channel started, at most 12 (the fastest grower may be young).
  const count = Number(/(\d+) snapshots,/.exec((await history.textContent()) ?? "")?.[1]);
  expect(count).toBeGreaterThanOrEqual(2);
  expect(count).toBeLessThanOrEqual(12);

  // The 30-day growth in subscribers, the same figure the search ranks by.
  const subscribers = history.getByRole("definition").filter({ hasText: signed(growth.subscribersChange!) });
  await expect(subscribers.first()).toBeVisible();
  await expect(history.getByText("Subscribers, 30-day growth")).toBeVisible();
  await expect(history.getByText("Views, 30-day growth")).toBeVisible();
  await expect(history.getByTestId("channel-history-window")).toContainText(
    growth.days === 30 ? "30 days before the latest" : `Over ${growth.days} days`,
  );

  // The projected month of the next milestone, and the pace it carries forward.
  await expect(history.getByText("Next milestone")).toBeVisible();
  await expect(history.getByTestId("channel-milestone-date")).toHaveText(
    /^Projected around [A-Z][a-z]{2} \d{4} \((in about \d+ months?|within a month)\)$/,
  );
  await expect(history.getByTestId("channel-milestone-pace")).toContainText(/^at \+[\d,.K]+ subscribers a month/);

  // Two charts once they are scrolled into view (they load then), and the table screen readers get instead.
  await history.getByRole("heading", { level: 2, name: "History" }).scrollIntoViewIfNeeded();
  await expect(history.locator("[data-chart-ready] svg.recharts-surface")).toHaveCount(2);
  const table = history.getByRole("region", { name: "Subscribers and views by snapshot, newest first" });
  await expect(table.getByRole("columnheader")).toHaveText(["Date", "Subscribers", "Views"]);
  await expect(table.locator("tbody tr")).toHaveCount(count);
});

test("the home page lists the fastest growing channels and links to the sort", async ({ page, request }) => {
  const expected = await fastestGrowing(request, 6);
  await page.goto("/");
  const section = page.getByRole("region", { name: "Fastest growing channels (30 days)" });
  const cards = section.getByTestId("fastest-growing-channel");
  await expect(cards).toHaveCount(6);
  // Each card's channel link (its figure labels' method links aside).
  await expect(cards.getByRole("link", { name: /^(?!Method: )/ })).toHaveText(expected.map((channel) => channel.title));
  await expect(cards.first()).toContainText("30-day growth");

  const seeAll = section.getByRole("link", { name: "See all by growth" });
  await expect(seeAll).toHaveAttribute("href", "/channel-search?sort=fastest_growing");
  await seeAll.click();
  await expect(page).toHaveURL(/\/channel-search\?sort=fastest_growing$/);
  // Client-side navigation: the search route may still be loading its code.
  await expect(page.getByRole("heading", { level: 1, name: "Channel Search" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel("Sort by")).toHaveValue("fastest_growing");
  await expect(
    page
      .getByTestId("channel-result")
      .first()
      .getByRole("link", { name: /^(?!Method: )/ }),
  ).toHaveText(expected[0]!.title);
});

test("the Fastest growing sort orders search results by 30-day growth", async ({ page }) => {
  await page.goto("/channel-search?sort=fastest_growing");
  const results = page.getByTestId("channel-result");
  await expect(results).toHaveCount(24);
  const percents = await results
    .getByTestId("channel-growth")
    .locator("[data-growth-percent]")
    .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute("data-growth-percent"))));
  expect(percents).toHaveLength(24);
  expect(percents).toEqual([...percents].sort((a, b) => b - a));
  await expect(results.first().getByTestId("channel-growth")).toContainText(/30-day growth\s*\+[\d.]+%/);

  // Another sort shows no growth row.
  await page.goto("/channel-search?sort=subscribers");
  await expect(page.getByTestId("channel-result").first()).toBeVisible();
  await expect(page.getByTestId("channel-growth")).toHaveCount(0);
});
