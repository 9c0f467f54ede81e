// One revenue model (domain/revenue): a member sees the same monthly, per-subscriber and
// 12-month figures (and ranges) on a channel page and in the Channel Earnings calculator
// prefilled with that channel; a visitor sees no revenue anywhere, the calculator prefill
// included — the page, its `.data` loader payload and the API.
import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser, type Page } from "./test";
import { PASSWORD, signInByApi, waitForHydration } from "./auth-app-server";
import type { SharedApp } from "./shared-app";

// Revenue keys of the read models; "revenueInputs" (the calculator's public inputs) is not one.
const REVENUE_KEYS = /\\?"revenue\\?"\s*[:,]|revenuePer(Video|Subscriber|Month)|totalRevenue|twelveMonthPotential/;

const MEMBER_EMAIL = `model.member.${Date.now()}@example.com`;

let app: SharedApp;
let visitor: APIRequestContext;
let member: APIRequestContext;
let channel: { id: string; slug: string; subscribers: number | null };

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

test.beforeAll(async ({ app: shared }) => {
  app = shared;
  await app.createAccount("member", { email: MEMBER_EMAIL, name: "Model Member" });
  visitor = await playwrightRequest.newContext({ baseURL: app.url });
  member = await playwrightRequest.newContext({ baseURL: app.url });
  await signInByApi(member, app, MEMBER_EMAIL, PASSWORD);
  const list = (await (await visitor.get("/api/v1/channels?limit=1&sort=subscribers")).json()) as { channels: (typeof channel)[] };
  channel = list.channels[0]!;
});

test.afterAll(async () => {
  await visitor?.dispose();
  await member?.dispose();
});

async function memberPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: app.url, storageState: await member.storageState() });
  return context.newPage();
}

async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: app.url });
  return context.newPage();
}

test("a member sees the channel page's figures, to the cent, in the calculator prefilled with the channel", async ({ browser }) => {
  const page = await memberPage(browser);
  await page.goto(`/channel/${channel.slug}`);
  const card = page.getByTestId("revenue-card");
  await expect(card).toBeVisible();
  const monthly = (await page.getByTestId("revenue-monthly-mid").textContent())?.trim();
  const monthlyRange = (await page.getByTestId("revenue-monthly-range-values").textContent())?.trim();
  const twelveMonth = (await page.getByTestId("revenue-twelve-month").textContent())?.trim();
  const twelveMonthRange = (await page.getByTestId("revenue-twelve-month-range").textContent())?.trim();
  const perSubscriber = (await page.getByTestId("stat-revenue-per-subscriber").textContent())?.trim();
  const perVideo = (await page.getByTestId("stat-revenue-per-video").textContent())?.trim();
  expect(monthly).toMatch(/^\$[\d,]+\.\d\d$/);
  expect(perSubscriber).toMatch(/^\$[\d,]+\.\d{4}$/);
  expect(monthlyRange).toMatch(/^\$[\d,]+\.\d\d – \$[\d,]+\.\d\d$/);
  // Every figure is labelled with its source and date.
  await expect(card.locator('[data-figure-source="estimate"]')).toContainText(/Estimate · as of \w{3} \d{1,2}, \d{4}/);
  await expect(page.locator('[data-figure-source="youtube"]').first()).toContainText(/YouTube data · as of/);

  await card.getByRole("link", { name: "Open in the calculator" }).click();
  await expect(page).toHaveURL(new RegExp(`/channel-earnings\\?channel=${channel.slug}`));
  await waitForHydration(page);
  await expect(page.getByTestId("monthly-revenue")).toHaveText(monthly!);
  await expect(page.getByTestId("monthly-revenue-range")).toHaveText(`Range ${monthlyRange}`);
  await expect(page.getByTestId("revenue-per-subscriber")).toHaveText(perSubscriber!);
  await expect(page.getByTestId("revenue-per-video")).toHaveText(perVideo!);
  await expect(page.getByTestId("twelve-month-potential")).toHaveText(twelveMonth!);
  await expect(page.getByTestId("twelve-month-potential-range")).toHaveText(`Range ${twelveMonthRange}`);
  await expect(page.locator('[data-figure-source="estimate"]').first()).toContainText(/Estimate · as of/);
  await page.context().close();
});

test("a member's rankings show each channel's midpoint with its range, labelled as an estimate", async ({ browser }) => {
  const page = await memberPage(browser);
  await page.goto("/channel-rankings?tab=per-subscriber");
  await expect(page.getByTestId("ranking-row").first()).toBeVisible();
  await expect(page.getByTestId("ranking-range").first()).toHaveText(/^\$[\d,]+\.\d{4}( – \$[\d,]+\.\d{4})?$/);
  await expect(page.locator('[data-figure-source="estimate"]').first()).toContainText(/Estimate · as of/);
  // The API ranks by the same midpoint and gives the same range.
  const api = (await (await member.get("/api/v1/rankings?metric=revenue_per_subscriber")).json()) as { rows: { value: number; range: { low: number; mid: number; high: number } }[] };
  expect(api.rows.length).toBeGreaterThan(0);
  for (const row of api.rows) expect(row.value).toBe(row.range.mid);
  await page.context().close();
});

test("a visitor sees no revenue on the channel page, and the prefilled calculator asks them to sign in", async ({ browser }) => {
  const page = await visitorPage(browser);
  await page.goto(`/channel/${channel.slug}`);
  await expect(page.getByTestId("revenue-prompt")).toBeVisible();
  await expect(page.getByTestId("revenue-card")).toHaveCount(0);

  await page.goto(`/channel-earnings?channel=${channel.slug}`);
  await waitForHydration(page);
  // The channel's public inputs…
  await expect(page.getByLabel("Subscribers")).toHaveValue(String(channel.subscribers));
  await expect(page.getByRole("status").filter({ hasText: "Started from the public numbers of" })).toBeVisible();
  // …and a sign-in prompt, not its revenue.
  await expect(page.getByTestId("revenue-prompt")).toBeVisible();
  await expect(page.getByTestId("monthly-revenue")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Estimated revenue" })).toHaveCount(0);

  await page.goto(`/calculator?channel=${channel.slug}`);
  await expect(page.getByTestId("revenue-prompt")).toBeVisible();
  await expect(page.getByTestId("earnings-month")).toHaveCount(0);
  await page.context().close();
});

test("a visitor's HTML, `.data` payloads and API carry no revenue for a prefilled calculator or the channel", async () => {
  const paths = [`/channel-earnings?channel=${channel.slug}`, `/calculator?channel=${channel.slug}`, `/channel/${channel.slug}`];
  for (const path of paths) {
    const html = await visitor.get(path);
    expect(html.status(), path).toBe(200);
    expect(await html.text(), `HTML of ${path}`).not.toMatch(REVENUE_KEYS);
    const url = new URL(path, "http://x");
    const data = await visitor.get(`${url.pathname}.data${url.search}`);
    expect(data.status(), `.data of ${path}`).toBe(200);
    const body = await data.text();
    expect(body, `.data of ${path}`).not.toMatch(REVENUE_KEYS);
    if (path.startsWith("/channel-earnings")) {
      // The public inputs are there (the calculator's fields), and the lock is on.
      expect(body).toContain("revenueLocked");
      expect(body).toContain(String(channel.subscribers));
    }
  }
  for (const path of [`/api/v1/channels/${channel.id}`, `/api/v1/channels/${channel.slug}`]) {
    const response = await visitor.get(path);
    expect(response.status()).toBe(200);
    expect(await response.text(), path).not.toMatch(REVENUE_KEYS);
  }

  // A member's payloads do carry them: the check above is not vacuous.
  expect(await (await member.get(`/channel/${channel.slug}.data`)).text()).toMatch(REVENUE_KEYS);
  const memberApi = (await (await member.get(`/api/v1/channels/${channel.id}`)).json()) as { channel: { revenue?: { revenuePerMonth: { mid: number } | null } } };
  expect(memberApi.channel.revenue?.revenuePerMonth?.mid).toBeGreaterThan(0);
});
