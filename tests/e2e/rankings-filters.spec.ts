// Rankings filters (members only, spec §6): niche and subscriber range on /channel-rankings, the
// state in the URL beside `tab`, kept by the tabs and the CSV button, cleared by one link, and
// working without JavaScript. A malformed value is a 400 that says why; a visitor still gets only
// the sign-in prompt. Also: the footer's one "API" link to /developers, which states the rate
// limit and links the reference at /api/docs.
import { expect, test, type Page } from "./test";
import { parse } from "csv-parse/sync";
import { readFile } from "node:fs/promises";
import { createConfirmedAccount, signInByApi, startAuthApp, waitForHydration, type AuthApp } from "./auth-app-server";

const MEMBER = "ranking.member@example.com";
let app: AuthApp;

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

test.beforeAll(async () => {
  test.setTimeout(300_000);
  app = await startAuthApp("rankings-filters", { seedDemo: true });
  await createConfirmedAccount(app, MEMBER, "Rita Member");
});

test.afterAll(async () => {
  await app?.stop();
});

// CSV columns of a ranking: Rank, Channel, Page, Niche, Subscribers, value.
const NICHE = 3;
const SUBSCRIBERS = 4;

async function csvRows(page: Page, path: string): Promise<string[][]> {
  const response = await page.request.get(`${app.url}${path}`);
  expect(response.status()).toBe(200);
  return (parse(await response.text()) as string[][]).slice(1);
}

/**
 * The niche with the most channels in the overall ranking, and a subscriber range that leaves
 * its smallest one out; `included` are the overall ranking's channels that the filters keep (the
 * filtered ranking holds them and may hold more: it is the top 100 of the niche).
 */
async function pickFilters(page: Page) {
  const all = await csvRows(page, "/channel-rankings/export.csv");
  const counts = new Map<string, number>();
  for (const row of all) if (row[NICHE]) counts.set(row[NICHE], (counts.get(row[NICHE]) ?? 0) + 1);
  const niche = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  const subscribers = all
    .filter((row) => row[NICHE] === niche)
    .map((row) => Number(row[SUBSCRIBERS]))
    .sort((a, b) => a - b);
  expect(subscribers.length).toBeGreaterThan(2);
  const min = subscribers[0]! + 1;
  const max = subscribers.at(-1)!;
  const included = all
    .filter((row) => row[NICHE] === niche && Number(row[SUBSCRIBERS]) >= min && Number(row[SUBSCRIBERS]) <= max)
    .map((row) => row[2]!);
  return { niche, min, max, included };
}

test("a member narrows a ranking by niche and subscribers: URL, rows, tabs, CSV and Clear filters agree", async ({ page }) => {
  await signInByApi(page.context().request, app, MEMBER);
  const { niche, min, max, included } = await pickFilters(page);
  await page.goto(`${app.url}/channel-rankings`);
  await waitForHydration(page);
  const unfiltered = await page.getByTestId("ranking-row").count();
  await page.getByLabel("Niche", { exact: true }).selectOption({ label: niche });
  await page.getByLabel("Subscribers min").fill(String(min));
  await page.getByLabel("Subscribers max").fill(String(max));
  await page.getByRole("button", { name: "Apply filters" }).click();
  // Empty fields stay out of the URL.
  await expect(page).toHaveURL(new RegExp(`/channel-rankings\\?niche=[a-z0-9-]+&subs_min=${min}&subs_max=${max}$`));
  const slug = new URL(page.url()).searchParams.get("niche")!;

  // The CSV button carries the filters, and the file holds exactly the filtered ranking.
  const button = page.getByTestId("export-csv");
  await expect(button).toHaveAttribute(
    "href",
    `/channel-rankings/export.csv?tab=per-video&niche=${slug}&subs_min=${min}&subs_max=${max}`,
  );
  const [file] = await Promise.all([page.waitForEvent("download"), button.click()]);
  const rows = (parse(await readFile((await file.path())!, "utf8")) as string[][]).slice(1);
  // The page shows the same rows (the URL changes before React renders the filtered table).
  expect(rows.length).toBeGreaterThan(0);
  await expect(page.getByTestId("ranking-row")).toHaveCount(rows.length);
  await expect(page.getByTestId("ranking-row").first()).toContainText(rows[0]![1]!);
  expect(rows.map((row) => Number(row[0]))).toEqual(rows.map((_, index) => index + 1));
  expect(rows.map((row) => row[2])).toEqual(expect.arrayContaining(included));
  for (const row of rows) {
    expect(row[NICHE]).toBe(niche);
    expect(Number(row[SUBSCRIBERS])).toBeGreaterThanOrEqual(min);
    expect(Number(row[SUBSCRIBERS])).toBeLessThanOrEqual(max);
  }

  // The other tab keeps the filters; Clear filters keeps the tab.
  await page.getByRole("link", { name: "Revenue Per Subscriber" }).click();
  await expect(page).toHaveURL(`${app.url}/channel-rankings?tab=per-subscriber&niche=${slug}&subs_min=${min}&subs_max=${max}`);
  await expect(page.getByLabel("Subscribers min")).toHaveValue(String(min));
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(`${app.url}/channel-rankings?tab=per-subscriber`);
  await expect(page.getByLabel("Niche", { exact: true })).toHaveValue("");
  await expect(page.getByTestId("ranking-row")).toHaveCount(unfiltered);
});

test("the filters work without JavaScript (a GET form)", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await signInByApi(context.request, app, MEMBER);
  const page = await context.newPage();
  await page.goto(`${app.url}/channel-rankings?tab=per-subscriber`);
  await page.getByLabel("Country", { exact: true }).selectOption("US");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/\/channel-rankings\?tab=per-subscriber&type=&niche=&country=US&subs_min=&subs_max=$/);
  await expect(page.getByLabel("Country", { exact: true })).toHaveValue("US");
  await expect(page.getByTestId("ranking-row").first()).toBeVisible();
  await context.close();
});

test("nothing matching is an empty state with Clear filters; a malformed value is a 400 that names it", async ({ page }) => {
  await signInByApi(page.context().request, app, MEMBER);
  await page.goto(`${app.url}/channel-rankings?country=ZZ`);
  await expect(page.getByRole("heading", { name: "No channel matches these filters" })).toBeVisible();
  await expect(page.getByTestId("ranking-row")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Clear filters" }).first()).toHaveAttribute("href", "/channel-rankings");

  const response = await page.goto(`${app.url}/channel-rankings?subs_min=lots`);
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("alert").filter({ hasText: "subs_min" })).toBeVisible();
  // The rest of the ranking is still there, without the malformed filter.
  await expect(page.getByTestId("ranking-row").first()).toBeVisible();

  const csv = await page.request.get(`${app.url}/channel-rankings/export.csv?tab=per-video&country=usa`);
  expect(csv.status()).toBe(400);
  expect(await csv.text()).toContain("country must be a two-letter code or 'Other'");
  const api = await page.request.get(`${app.url}/api/v1/rankings?subs_max=-5`);
  expect(api.status()).toBe(400);
  expect(((await api.json()) as { error: string }).error).toMatch(/^subs_max/);
});

test("a visitor with filters in the URL still gets only the sign-in prompt", async ({ page }) => {
  const response = await page.goto(`${app.url}/channel-rankings?tab=per-subscriber&country=US&subs_min=1000`);
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId("rankings-prompt")).toBeVisible();
  await expect(page.getByRole("search", { name: "Ranking filters" })).toHaveCount(0);
  await expect(page.getByTestId("ranking-row")).toHaveCount(0);
  const api = await page.request.get(`${app.url}/api/v1/rankings?country=US`);
  expect(api.status()).toBe(401);
});

test("the footer has one API link: /developers, which lists the endpoints and the rate limit and links the reference", async ({
  page,
}) => {
  await page.goto(`${app.url}/`);
  await waitForHydration(page);
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: /^API/ })).toHaveCount(1);
  await footer.getByRole("link", { name: "API", exact: true }).click();
  await expect(page).toHaveURL(`${app.url}/developers`);
  await expect(page.getByRole("heading", { level: 1, name: "Faceless Atlas API" })).toBeVisible();
  const endpoints = page.getByTestId("api-endpoints");
  await expect(endpoints).toContainText("/api/v1/channels");
  await expect(endpoints).toContainText("/api/v1/rankings");
  await expect(page.getByTestId("api-limits")).toContainText("at most 100");
  await expect(page.getByTestId("api-limits")).toContainText(
    "Rate limit: 300 requests a minute from one address, and 300 requests a minute for each API token",
  );
  await expect(page.getByText(/signed-in session/)).toBeVisible();
  const docs = page.getByTestId("api-docs-link");
  await expect(docs).toHaveAttribute("href", "/api/docs");
  const reference = await page.request.get(`${app.url}/api/docs`);
  expect(reference.status()).toBe(200);
});

test("the API's rate limit holds from outside: past 300 computed requests a minute an address gets 429 with Retry-After, cached answers still come", async ({
  request,
}) => {
  // Cached before the limit is spent: the same public request is answered from the page cache.
  const cached = `${app.url}/api/v1/channel-types`;
  expect((await request.get(cached)).status()).toBe(200);
  const statuses: number[] = [];
  // Each query is new, so each is computed and counted.
  for (let i = 0; i < 310; i++) statuses.push((await request.get(`${app.url}/api/v1/channels?q=limit${i}`)).status());
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(9);
  expect(statuses.slice(0, 290).every((status) => status === 200)).toBe(true);
  const refused = await request.get(`${app.url}/api/v1/channels?q=one-more`);
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  expect(((await refused.json()) as { error: string }).error).toMatch(/^Too many requests from your address/);
  expect((await request.get(cached)).status()).toBe(200);
});
