// CSV export (members only): /channel-search/export.csv with the search's own query and
// /channel-rankings/export.csv?tab=…, from the buttons on those pages, checked as a file a
// member opens: a header row, RFC 4180 quoting, formula cells written as text, revenue columns.
// A visitor is sent to sign in (browser) or refused with 401 (any other client).
import { expect, test, type Page } from "./test";
import { parse } from "csv-parse/sync";
import { readFile } from "node:fs/promises";
import { ADMIN_EMAIL, startAdminApp } from "./admin-app";
import { signInByApi, waitForHydration, type AuthApp } from "./auth-app-server";

let app: AuthApp;
const FORMULA_TITLE = '=HYPERLINK("http://evil.example","Open, now")';

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  app = await startAdminApp("csv-export", { seedDemo: true });
  // A channel whose title a spreadsheet would run as a formula (titles come from YouTube).
  const page = await browser.newPage();
  await signInByApi(page.context().request, app, ADMIN_EMAIL);
  const list = (await (await page.request.get(`${app.url}/api/v1/channels?q=history&limit=1`)).json()) as {
    channels: { id: string }[];
  };
  await page.goto(`${app.url}/admin/channels/edit/${list.channels[0]!.id}`);
  await waitForHydration(page);
  await page.getByLabel("Title", { exact: true }).fill(FORMULA_TITLE);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(/\/admin\/channels(\?|$)/, { timeout: 30_000 });
  await page.close();
});

test.afterAll(async () => {
  await app?.stop();
});

async function download(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent("download"), click()]);
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, "utf8") };
}

test("a member exports a search: the same filters, a header row, quoting and formula cells as text", async ({ page }) => {
  await signInByApi(page.context().request, app, ADMIN_EMAIL);
  await page.goto(`${app.url}/channel-search?q=history&sort=subscribers`);
  const button = page.getByTestId("export-csv");
  await expect(button).toHaveText("Export CSV");
  await expect(button).toHaveAttribute("href", "/channel-search/export.csv?q=history&sort=subscribers");
  const { name, text } = await download(page, () => button.click());
  expect(name).toMatch(/^faceless-atlas-channel-search-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(text).toMatch(/\r\n/);
  const [header, ...rows] = parse(text) as string[][];
  // Each header says whose figure it is and where its method is; the rate is an RPM, the CPM the advertiser's.
  expect(header).toEqual([
    "Channel",
    "Page",
    "Channel type",
    "Niche",
    "Country",
    "Subscribers (YouTube data; /how-it-works#data)",
    "Views (YouTube data; /how-it-works#data)",
    "Videos (YouTube data; /how-it-works#data)",
    "Videos per month (computed from YouTube data; /how-it-works#upload-rate)",
    "Estimated RPM, USD per 1,000 views (creator) (estimate; /how-it-works#rates)",
    "Estimated CPM, USD per 1,000 ads (advertiser) (estimate; /how-it-works#rates)",
    "Started (YouTube data; /how-it-works#data)",
    "Numbers as of",
    "Estimated revenue per month, USD (estimate; /how-it-works#revenue)",
    "Estimated revenue per video, USD (estimate; /how-it-works#revenue)",
    "Estimated revenue per subscriber a month, USD (estimate; /how-it-works#revenue)",
  ]);

  // The whole search, not one page of it, in the search's order.
  const total = Number(/of ([\d,]+)/.exec((await page.getByTestId("result-count").textContent()) ?? "")![1]!.replace(/,/g, ""));
  expect(rows).toHaveLength(total);
  const subscribers = rows.map((row) => Number(row[5]));
  expect(subscribers).toEqual([...subscribers].sort((a, b) => b - a));
  // The formula title is text (a leading apostrophe), with its comma and quotes intact.
  const titles = rows.map((row) => row[0]);
  expect(titles).toContain(`'${FORMULA_TITLE}`);
  expect(titles.every((title) => !/^[=+\-@]/.test(title!))).toBe(true);
  expect(rows.every((row) => row[1]!.startsWith(`${app.url}/channel/`))).toBe(true);
  expect(rows.some((row) => Number(row[13]) > 0)).toBe(true);
  // The creator's rate is below the advertiser's wherever both are known.
  expect(rows.every((row) => row[9] === "" || row[10] === "" || Number(row[9]) < Number(row[10]))).toBe(true);
});

test("a member exports each ranking tab", async ({ page }) => {
  await signInByApi(page.context().request, app, ADMIN_EMAIL);
  await page.goto(`${app.url}/channel-rankings?tab=per-subscriber`);
  const { name, text } = await download(page, () => page.getByTestId("export-csv").click());
  expect(name).toMatch(/^faceless-atlas-rankings-per-subscriber-/);
  const [header, ...rows] = parse(text) as string[][];
  expect(header).toEqual([
    "Rank",
    "Channel",
    "Page",
    "Niche",
    "Subscribers (YouTube data; /how-it-works#data)",
    "Estimated revenue per subscriber a month, USD (estimate; /how-it-works#revenue)",
    "Numbers as of",
  ]);
  expect(rows.length).toBe(await page.getByTestId("ranking-row").count());
  expect(rows.map((row) => Number(row[0]))).toEqual(rows.map((_, index) => index + 1));

  const perVideo = await page.request.get(`${app.url}/channel-rankings/export.csv`);
  expect(perVideo.headers()["content-type"]).toMatch(/^text\/csv/);
  expect((parse(await perVideo.text()) as string[][])[0]!.at(-2)).toBe(
    "Estimated revenue per video, USD (estimate; /how-it-works#revenue)",
  );
  const unknownTab = await page.request.get(`${app.url}/channel-rankings/export.csv?tab=nope`);
  expect(unknownTab.status()).toBe(400);
  expect(await unknownTab.text()).toContain("tab must be one of: per-video, per-subscriber");
});

test("a malformed search field is a 400 with the reason, not a file", async ({ page }) => {
  await signInByApi(page.context().request, app, ADMIN_EMAIL);
  const response = await page.request.get(`${app.url}/channel-search/export.csv?subs_min=1.5`);
  expect(response.status()).toBe(400);
  expect(await response.text()).toMatch(/subs_min|subscribers/i);
});

test("a visitor is sent to sign in and comes back to the download; a script gets 401", async ({ page }) => {
  await page.goto(`${app.url}/channel-search?q=history`);
  const button = page.getByTestId("export-csv");
  await expect(button).toHaveText("Sign in to export CSV");
  await button.click();
  await expect(page).toHaveURL(
    `${app.url}/auth?redirect=${encodeURIComponent("/channel-search/export.csv?q=history&sort=relevance")}`,
  );

  const script = await fetch(`${app.url}/channel-search/export.csv?q=history`);
  expect(script.status).toBe(401);
  expect(await script.text()).toContain("Sign in to export channels as CSV.");
  const rankings = await fetch(`${app.url}/channel-rankings/export.csv?tab=per-video`, { redirect: "manual" });
  expect(rankings.status).toBe(401);
});
