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
  const list = (await (await visitor.get("/api/v1/channels?limit=1&sort=subscribers")).json()) as {
    channels: (typeof channel)[];
  };
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

test("a member sees the channel page's figures, to the cent, in the calculator prefilled with the channel", async ({
  browser,
}) => {
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
  const api = (await (await member.get("/api/v1/rankings?metric=revenue_per_subscriber")).json()) as {
    rows: { value: number; range: { low: number; mid: number; high: number } }[];
  };
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
  const memberApi = (await (await member.get(`/api/v1/channels/${channel.id}`)).json()) as {
    channel: { revenue?: { revenuePerMonth: { mid: number } | null } };
  };
  expect(memberApi.channel.revenue?.revenuePerMonth?.mid).toBeGreaterThan(0);
});

test("a member sees no revenue for a channel under 1,000 subscribers: the page says it cannot earn yet, the API's figures are null", async ({
  browser,
}) => {
  const small = (await (await visitor.get("/api/v1/channels?subs_max=999&sort=subscribers&limit=1")).json()) as {
    channels: { id: string; slug: string; subscribers: number }[];
  };
  const young = small.channels[0]!;
  expect(young.subscribers).toBeLessThan(1000);

  const page = await memberPage(browser);
  await page.goto(`/channel/${young.slug}`);
  const notEligible = page.getByTestId("revenue-not-eligible");
  await expect(notEligible).toContainText("Not eligible for ads yet");
  await expect(notEligible).toContainText(`${(1000 - young.subscribers).toLocaleString("en-US")} subscribers to go`);
  await expect(page.getByTestId("revenue-monthly-mid")).toHaveCount(0);
  await expect(page.getByTestId("stat-revenue-per-subscriber")).toHaveCount(0);
  await expect(page.getByTestId("stat-revenue-per-video")).toHaveCount(0);
  await expect(page.getByTestId("stat-total-revenue")).toHaveCount(0);

  const api = (await (await member.get(`/api/v1/channels/${young.id}`)).json()) as {
    channel: {
      revenue: {
        eligibility: { eligible: boolean; subscribersToGo?: number };
        revenuePerMonth: unknown;
        revenuePerSubscriber: unknown;
        totalRevenue: unknown;
      };
    };
  };
  expect(api.channel.revenue.eligibility).toMatchObject({ eligible: false, subscribersToGo: 1000 - young.subscribers });
  expect([
    api.channel.revenue.revenuePerMonth,
    api.channel.revenue.revenuePerSubscriber,
    api.channel.revenue.totalRevenue,
  ]).toEqual([null, null, null]);
});

test("the per-subscriber ranking holds no channel under 1,000 subscribers, and says so", async ({ browser }) => {
  const page = await memberPage(browser);
  await page.goto("/channel-rankings?tab=per-subscriber");
  await expect(page.getByTestId("rankings-eligibility-note")).toContainText("Channels under 1,000 subscribers are left out");
  const rows = page.getByTestId("ranking-row");
  expect(await rows.count()).toBeGreaterThan(10);
  const csv = await member.get("/channel-rankings/export.csv?tab=per-subscriber");
  const lines = (await csv.text()).trim().split(/\r\n/).slice(1);
  expect(lines.length).toBe(await rows.count());
  // Subscribers, counted from the end (a title may hold a comma): every ranked channel has at least 1,000.
  const subscribers = lines.map((line) => Number(line.split(",").at(-3)));
  expect(subscribers.every((count) => count >= 1000)).toBe(true);
});

test("the rate is called RPM on the page, in the API and in the CSV, and the advertiser's CPM is above it", async ({
  browser,
}) => {
  const page = await memberPage(browser);
  await page.goto(`/channel/${channel.slug}`);
  const rpm = Number((await page.getByTestId("stat-rpm").textContent())!.replace(/[^\d.]/g, ""));
  const cpm = Number((await page.getByTestId("stat-cpm").textContent())!.replace(/[^\d.]/g, ""));
  await expect(page.getByTestId("channel-stats")).toContainText("Estimated RPM");
  expect(rpm).toBeGreaterThan(0);
  expect(cpm).toBeGreaterThan(rpm);

  const api = (await (await member.get(`/api/v1/channels/${channel.id}`)).json()) as {
    channel: { rpm: number; advertiserCpm: number };
  };
  expect(api.channel.rpm).toBeCloseTo(rpm, 2);
  expect(api.channel.advertiserCpm).toBeGreaterThan(api.channel.rpm);

  const csv = await (await member.get("/channel-search/export.csv?sort=subscribers")).text();
  expect(csv.split(/\r\n/)[0]).toContain("Estimated RPM, USD per 1,000 views (creator)");
});

test("on a phone (360 px) the rankings' value column is in view, beside each channel", async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: app.url,
    storageState: await member.storageState(),
    viewport: { width: 360, height: 780 },
  });
  const page = await context.newPage();
  await page.goto("/channel-rankings?tab=per-subscriber");
  const firstRow = page.getByTestId("ranking-row").first();
  const value = firstRow.getByRole("cell").last();
  await expect(value).toContainText("$");
  const box = (await value.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  // Nothing to scroll sideways to find it.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await context.close();
});
