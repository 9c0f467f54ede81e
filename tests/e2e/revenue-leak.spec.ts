// The revenue leak test (catalogue "Must show"; PRODUCT.md "Revenue is gated on the server"):
// as a visitor, the HTML (with its inline loader data), the client-navigation loader data and
// the JSON of every catalogue page and /api/v1 endpoint contain no revenue field or figure; as a
// signed-in member they do.
import { expect, request as playwrightRequest, test, type APIRequestContext } from "./test";
import { PASSWORD, signInByApi } from "./auth-app-server";
import type { SharedApp } from "./shared-app";

// Revenue keys of the services (camelCase), of the schema (snake_case in any sort/filter value)
// and the members-only search parameters. The words "revenue estimates" in prose are fine.
const REVENUE_KEYS =
  /\\?"revenue\\?"\s*[:,]|revenuePer(Video|Subscriber|Month)|totalRevenue|twelveMonthPotential|creatorShareMonthly|revenue_per_(video|subscriber|month)|rpv_min|monthly_min/;
// The same without the query-parameter names, for a page whose own address carries them (the
// theme switcher echoes the address it returns to).
const REVENUE_DATA_KEYS =
  /\\?"revenue\\?"\s*[:,]|revenuePer(Video|Subscriber|Month)|totalRevenue|twelveMonthPotential|creatorShareMonthly/;

const MEMBER_EMAIL = `leak.member.${Date.now()}@example.com`;

let app: SharedApp;
let visitor: APIRequestContext;
let member: APIRequestContext;
let channel: { id: string; slug: string };

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

test.beforeAll(async ({ app: shared }) => {
  app = shared;
  await app.createAccount("member", { email: MEMBER_EMAIL, name: "Leak Member" });
  visitor = await playwrightRequest.newContext({ baseURL: app.url });
  member = await playwrightRequest.newContext({ baseURL: app.url });
  await signInByApi(member, app, MEMBER_EMAIL, PASSWORD);
  const list = (await (await visitor.get("/api/v1/channels?limit=1")).json()) as { channels: { id: string; slug: string }[] };
  channel = list.channels[0]!;
});

test.afterAll(async () => {
  await visitor?.dispose();
  await member?.dispose();
});

function pages() {
  return [
    "/",
    "/channel-search",
    "/channel-search?q=history",
    // A visitor asking for revenue sorts and filters gets neither (they are dropped on the server).
    "/channel-search?sort=revenue_per_video&rpv_min=1",
    `/channel/${channel.slug}`,
    "/channel-rankings",
    "/channel-rankings?tab=per-subscriber",
    "/niches",
    "/channel-types",
    "/faceless-ideas",
    "/outliers",
    // /start's options: a sign-in prompt where a member's revenue range would be.
    "/start?hours=10&budget=50&voice=none&format=either&lang=en",
  ];
}

/** The loader data a client-side navigation fetches (React Router's `.data` requests). */
function dataUrl(path: string): string {
  const url = new URL(path, "http://x");
  const pathname = url.pathname === "/" ? "/_root.data" : `${url.pathname}.data`;
  return `${pathname}${url.search}`;
}

function apiEndpoints() {
  return [
    "/api/v1/channels",
    "/api/v1/channels?q=history&limit=100",
    `/api/v1/channels/${channel.id}`,
    `/api/v1/channels/${channel.slug}`,
    `/api/v1/channels/${channel.id}/top-videos`,
    `/api/v1/channels/${channel.id}/related`,
    "/api/v1/channel-types",
    "/api/v1/niches",
    "/api/v1/ideas",
    "/api/v1/facts/random",
    "/api/v1/outliers",
  ];
}

test("a visitor's HTML and loader data carry no revenue field", async () => {
  for (const path of pages()) {
    const html = await visitor.get(path);
    expect(html.status(), path).toBe(200);
    const keys = /revenue_per|rpv_min/.test(path) ? REVENUE_DATA_KEYS : REVENUE_KEYS;
    expect(await html.text(), `HTML of ${path}`).not.toMatch(keys);
    const data = await visitor.get(dataUrl(path));
    expect(data.status(), dataUrl(path)).toBeLessThan(500);
    expect(await data.text(), `loader data of ${path}`).not.toMatch(keys);
  }
});

test("a visitor gets no ranking rows at all", async () => {
  const html = await (await visitor.get("/channel-rankings")).text();
  expect(html).toContain("Sign in to view rankings");
  expect(html).not.toContain('data-testid="ranking-row"');
  const home = await (await visitor.get("/")).text();
  expect(home).toContain("Sign in to view rankings");
});

test("a visitor's JSON carries no revenue field, and rankings answer 401", async () => {
  for (const path of apiEndpoints()) {
    const response = await visitor.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).not.toMatch(REVENUE_KEYS);
  }
  for (const metric of ["revenue_per_video", "revenue_per_subscriber"]) {
    const rankings = await visitor.get(`/api/v1/rankings?metric=${metric}`);
    expect(rankings.status()).toBe(401);
    expect(await rankings.json()).toEqual({ error: "Sign in to view rankings" });
  }
});

test("a member sees the revenue figures on the pages", async () => {
  const search = await (await member.get("/channel-search")).text();
  expect(search).toMatch(/revenuePerVideo/);
  expect(search).toContain("Revenue per video");
  const detail = await (await member.get(`/channel/${channel.slug}`)).text();
  expect(detail).toMatch(/twelveMonthPotential/);
  expect(detail).toContain("Estimated Monthly Revenue");
  expect(detail).not.toContain("Want to see revenue estimates?");
  const rankings = await (await member.get("/channel-rankings")).text();
  expect(rankings.match(/data-testid="ranking-row"/g)?.length ?? 0).toBeGreaterThan(0);
  const home = await (await member.get("/")).text();
  expect(home).not.toContain("Sign in to view rankings");
});

test("a member gets the revenue fields in JSON and the rankings", async () => {
  const list = (await (await member.get("/api/v1/channels?sort=revenue_per_video&limit=3")).json()) as {
    channels: { revenue?: { revenuePerVideo: number | null } }[];
  };
  expect(list.channels.every((c) => c.revenue !== undefined)).toBe(true);
  const detail = (await (await member.get(`/api/v1/channels/${channel.id}`)).json()) as { channel: { revenue?: object } };
  expect(detail.channel.revenue).toBeDefined();
  const rankings = await member.get("/api/v1/rankings?metric=revenue_per_subscriber");
  expect(rankings.status()).toBe(200);
  const body = (await rankings.json()) as { rows: { value: number }[] };
  expect(body.rows.length).toBeGreaterThan(0);
  expect(body.rows.every((row) => row.value > 0)).toBe(true);
});

test("a member's rankings: both tabs, top 100 descending, and a row opens its channel by keyboard", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: app.url, storageState: await member.storageState() });
  const page = await context.newPage();
  await page.goto("/channel-rankings");
  const rows = page.getByTestId("ranking-row");
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeLessThanOrEqual(100);
  await expect(page.getByRole("columnheader")).toHaveText(["Rank", "Channel", "Subscribers", "Revenue Per Video"]);
  await page.getByRole("link", { name: "Revenue Per Subscriber" }).click();
  await expect(page).toHaveURL(/tab=per-subscriber/);
  await expect(page.getByRole("columnheader").last()).toHaveText("Revenue Per Subscriber");
  // Values descend (spec §9 "sorted descending").
  const values = (await page.getByTestId("ranking-row").locator("td:last-child").allTextContents()).map((text) =>
    Number(text.replace(/[^0-9.]/g, "")),
  );
  expect(values).toEqual([...values].sort((a, b) => b - a));
  const link = page.getByTestId("ranking-row").first().getByRole("link");
  const title = (await link.textContent())!.trim();
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId("revenue-card")).toContainText("Estimated Monthly Revenue");
  await context.close();
});
