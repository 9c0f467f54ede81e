// Compare (/compare?c=…): two to four channels side by side, the states of an unknown, repeated
// or malformed list, the "Add to compare" tray from search results, and revenue rows for members
// only (PRODUCT.md "Revenue is gated on the server").
import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser } from "./test";
import { PASSWORD, signInByApi, waitForHydration } from "./auth-app-server";
import type { SharedApp } from "./shared-app";

// The revenue keys of the services, as in revenue-leak.spec.ts.
const REVENUE_KEYS =
  /\\?"revenue\\?"\s*[:,]|revenuePer(Video|Subscriber|Month)|totalRevenue|twelveMonthPotential|creatorShareMonthly/;
const MEMBER_EMAIL = `compare.member.${Date.now()}@example.com`;

let app: SharedApp;
let visitor: APIRequestContext;
let member: APIRequestContext;
let channels: { slug: string; title: string }[];

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

test.beforeAll(async ({ app: shared }) => {
  app = shared;
  await app.createAccount("member", { email: MEMBER_EMAIL, name: "Compare Member" });
  visitor = await playwrightRequest.newContext({ baseURL: app.url });
  member = await playwrightRequest.newContext({ baseURL: app.url });
  await signInByApi(member, app, MEMBER_EMAIL, PASSWORD);
  const list = (await (await visitor.get("/api/v1/channels?limit=5")).json()) as { channels: { slug: string; title: string }[] };
  channels = list.channels;
  expect(channels.length).toBe(5);
});

test.afterAll(async () => {
  await visitor?.dispose();
  await member?.dispose();
});

const compareUrl = (slugs: string[]) => `/compare?c=${slugs.join(",")}`;

async function openPage(browser: Browser, path: string) {
  const context = await browser.newContext({ baseURL: app.url });
  const page = await context.newPage();
  const response = await page.goto(path);
  return { context, page, status: response?.status() };
}

test("two channels side by side, with their numbers and one history chart with its table", async ({ browser }) => {
  const [a, b] = channels;
  const { context, page, status } = await openPage(browser, compareUrl([a!.slug, b!.slug]));
  expect(status).toBe(200);
  const table = page.getByTestId("compare-table");
  await expect(table.getByRole("columnheader")).toHaveCount(2);
  await expect(table.getByRole("link", { name: a!.title, exact: true })).toBeVisible();
  await expect(table.getByRole("link", { name: b!.title, exact: true })).toBeVisible();
  for (const label of [
    "Type",
    "Niche",
    "Country",
    "Age",
    "Subscribers",
    "Views",
    "Videos",
    "Upload rate",
    "Estimated RPM (creator, per 1,000 views)",
    "Estimated CPM (advertisers, per 1,000 ads)",
    "Subscribers, 30-day growth",
  ]) {
    await expect(table.getByRole("rowheader", { name: label, exact: true })).toBeVisible();
  }
  // Outliers when they exist: the demo channels' videos are scored by the seed.
  const outliers = table.getByTestId("compare-outliers-row");
  await expect(outliers.getByRole("rowheader")).toHaveAccessibleName("Outlier videos");
  await expect(outliers.getByRole("cell")).toHaveCount(2);
  for (const cell of await outliers.getByRole("cell").all())
    await expect(cell).toHaveText(/ of [\d,]+ scored\s*Best ×\d|Not enough data/);
  // The history table is in the server's HTML: a column per channel.
  const history = page.locator("#compare-history-table-subscribers");
  await expect(history.getByRole("columnheader")).toHaveText(["Date", a!.title, b!.title]);
  await page.getByTestId("compare-history").scrollIntoViewIfNeeded();
  await expect(page.locator("[data-chart-ready]")).toHaveCount(1);
  // Views have their own tab: chart and table (keyboard: arrows move between tabs).
  await waitForHydration(page);
  await page.getByTestId("compare-history-tab-subscribers").focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByTestId("compare-history-tab-views")).toHaveAttribute("aria-selected", "true");
  const views = page.locator("#compare-history-table-views");
  await expect(views.getByRole("columnheader")).toHaveText(["Date", a!.title, b!.title]);
  await expect(views.getByRole("row").nth(1)).toHaveText(/\d{1,3}(,\d{3})+/);
  await expect(page.locator("[data-chart-ready]")).toHaveCount(1);
  await context.close();
});

test("add from channel cards on another page (the home page's featured channels): the tray shows there", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: app.url });
  const page = await context.newPage();
  await page.goto("/");
  await waitForHydration(page);
  const buttons = page.getByTestId("add-to-compare");
  expect(await buttons.count()).toBeGreaterThanOrEqual(2);
  await buttons.nth(0).click();
  await buttons.nth(1).click();
  const tray = page.getByTestId("compare-tray");
  await expect(tray.getByRole("listitem")).toHaveCount(2);
  await tray.getByRole("link", { name: "Compare" }).click();
  await expect(page).toHaveURL(/\/compare\?c=/);
  await expect(page.getByTestId("compare-table").getByRole("columnheader")).toHaveCount(2);
  // The comparison page itself shows no tray.
  await expect(page.getByTestId("compare-tray")).toHaveCount(0);
  await context.close();
});

test("four channels side by side; a fifth is left out and said so", async ({ browser }) => {
  const slugs = channels.map((channel) => channel.slug);
  const { context, page } = await openPage(browser, compareUrl(slugs));
  await expect(page.getByTestId("compare-table").getByRole("columnheader")).toHaveCount(4);
  await expect(page.getByTestId("compare-notes")).toContainText("the first four are compared");
  await expect(page.getByTestId("compare-notes")).toContainText(slugs[4]!);
  await expect(page.locator("#compare-history-table-subscribers").getByRole("columnheader")).toHaveCount(5);
  await context.close();
});

test("an unknown slug is named and the rest compared; a repeated one is shown once", async ({ browser }) => {
  const [a, b] = channels;
  const { context, page, status } = await openPage(browser, compareUrl([a!.slug, "no-such-channel-1", b!.slug, a!.slug]));
  expect(status).toBe(200);
  const notes = page.getByTestId("compare-notes");
  await expect(notes).toContainText("No channel found for no-such-channel-1; it is left out.");
  await expect(notes).toContainText(`${a!.slug} was asked for more than once; it is shown once.`);
  await expect(page.getByTestId("compare-table").getByRole("columnheader")).toHaveCount(2);
  await context.close();
});

test("fewer than two channels asks for more; a malformed list is a 400 with its reason", async ({ browser }) => {
  const empty = await openPage(browser, "/compare");
  await expect(empty.page.getByRole("heading", { name: "Pick at least two channels to compare" })).toBeVisible();
  await expect(empty.page.getByRole("link", { name: "Search channels" })).toHaveAttribute("href", "/channel-search");
  await empty.context.close();

  const malformed = await visitor.get("/compare?c=a-1,%3Cscript%3E");
  expect(malformed.status()).toBe(400);
  expect(await malformed.text()).toContain("is not one");
});

test("add from search results to the tray, which remembers them across pages, and open Compare", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: app.url });
  const page = await context.newPage();
  await page.goto("/channel-search");
  await waitForHydration(page);
  const cards = page.getByTestId("channel-result");
  const firstTitle = (await cards.nth(0).getByRole("heading").innerText()).trim();
  const secondTitle = (await cards.nth(1).getByRole("heading").innerText()).trim();
  const thirdTitle = (await cards.nth(2).getByRole("heading").innerText()).trim();
  await cards.nth(0).getByTestId("add-to-compare").click();
  const tray = page.getByTestId("compare-tray");
  await expect(tray).toContainText(firstTitle);
  await expect(tray).toContainText("Add one more to compare");
  // Keyboard: the button is a real button.
  await cards.nth(1).getByTestId("add-to-compare").focus();
  await page.keyboard.press("Enter");
  await expect(cards.nth(1).getByTestId("add-to-compare")).toHaveAttribute("aria-pressed", "true");
  await cards.nth(2).getByTestId("add-to-compare").click();
  // Removing by keyboard keeps focus in the tray, on the next pick's remove button.
  await tray.getByRole("button", { name: `Remove ${secondTitle} from compare` }).focus();
  await page.keyboard.press("Enter");
  await expect(tray.getByRole("listitem")).toHaveCount(2);
  await expect(tray.getByRole("button", { name: `Remove ${thirdTitle} from compare` })).toBeFocused();

  // Another page: the picks are still there.
  await page.goto(`/channel/${channels[0]!.slug}`);
  await waitForHydration(page);
  await expect(page.getByTestId("compare-tray").getByRole("listitem")).toHaveCount(2);
  await page.getByTestId("compare-tray").getByRole("link", { name: "Compare" }).click();
  await expect(page).toHaveURL(/\/compare\?c=/);
  const headers = page.getByTestId("compare-table").getByRole("columnheader");
  await expect(headers).toHaveCount(2);
  await expect(headers.nth(0)).toContainText(firstTitle);
  await expect(headers.nth(1)).toContainText(thirdTitle);
  await context.close();
});

test("a visitor gets no revenue in the HTML or loader data; a member sees the revenue rows", async () => {
  const path = compareUrl([channels[0]!.slug, channels[1]!.slug]);
  const html = await (await visitor.get(path)).text();
  expect(html).not.toMatch(REVENUE_KEYS);
  expect(html).not.toContain('data-testid="compare-revenue-row"');
  expect(html).toContain("Want to see revenue estimates?");
  const data = await visitor.get(path.replace("/compare?", "/compare.data?"));
  expect(data.status()).toBe(200);
  expect(await data.text()).not.toMatch(REVENUE_KEYS);

  const memberHtml = await (await member.get(path)).text();
  expect(memberHtml.match(/data-testid="compare-revenue-row"/g)?.length).toBe(4);
  expect(memberHtml).toContain("Revenue per video");
  expect(memberHtml).not.toContain("Want to see revenue estimates?");
});
