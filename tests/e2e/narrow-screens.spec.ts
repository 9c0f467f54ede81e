// Every public page on a phone (360 px): nothing scrolls sideways, signed out and signed in, even
// with channels whose names are very long (spec §9 keeps a title whole: the page must wrap it).
// Every page of the public layout in app/routes.ts is visited, so a new page is covered (or this
// test names it). Also what a phone user meets first on the catalogue pages: the search's filters
// folded away, and guide cards that are never empty. Runs its own app server: it renames
// channels and empties a guide, which the shared server's other specs must not see.
import { expect, test, type Page } from "./test";
import { sql } from "drizzle-orm";
import routes from "../../app/routes";
import {
  ADMIN_EMAIL,
  createConfirmedAccount,
  PASSWORD,
  signInByApi,
  startAuthApp,
  waitForHydration,
  type AuthApp,
} from "./auth-app-server";

// One name of many words and one unbroken word: both must wrap, not widen the page.
const LONG_NAME = "The Extraordinarily Long-Winded Chronicles of Absolutely Everything Documentaries Unabridged";
const LONG_WORD = "Supercalifragilisticexpialidociousdocumentarychannelofficial";
const MEMBER_EMAIL = `narrow.member.${Date.now()}@example.com`;
// A type whose guide is emptied (its "How to Create" and "Example Ideas").
const TYPE_WITHOUT_GUIDE = "court_reactions";
const PHONE = { width: 360, height: 780 };

type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] };

let app: AuthApp;
let samples: Record<string, string>;
let longWordChannel: string;

test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

test.beforeAll(async () => {
  test.setTimeout(300_000);
  app = await startAuthApp("narrow-screens", { seedDemo: true });
  await createConfirmedAccount(app, MEMBER_EMAIL, "Narrow Member");
  await createConfirmedAccount(app, ADMIN_EMAIL, "Ada Admin");
  await app.withDatabase(async (db) => {
    // The channels every teaser and top list shows first get the long names.
    await db.execute(sql`update youtube_channels set channel_title = ${LONG_NAME}
      where id in (select id from youtube_channels order by total_subscribers desc nulls last limit 1)
         or id in (select id from youtube_channels order by revenue_per_video desc nulls last limit 1)
         or id in (select id from youtube_channels order by revenue_per_subscriber desc nulls last limit 1)`);
    await db.execute(sql`update youtube_channels set channel_title = ${LONG_WORD}
      where id in (select id from youtube_channels where growth_percent_30d is not null order by growth_percent_30d desc limit 1)`);
    await db.execute(sql`update channel_types set production = '', example = '<p></p>' where id = ${TYPE_WITHOUT_GUIDE}`);
  });
  const json = async <T>(path: string): Promise<T> => (await fetch(`${app.url}${path}`)).json() as Promise<T>;
  const { channels } = await json<{ channels: { slug: string; id: string }[] }>(
    `/api/v1/channels?q=${encodeURIComponent(LONG_NAME)}&limit=1`,
  );
  const { channels: oneWord } = await json<{ channels: { slug: string }[] }>(`/api/v1/channels?q=${LONG_WORD}&limit=1`);
  longWordChannel = `/channel/${oneWord[0]!.slug}`;
  const { niches } = await json<{ niches: { id: string; slug: string }[] }>("/api/v1/niches");
  const { ideas } = await json<{ ideas: { id: string; slug: string }[] }>("/api/v1/ideas?limit=1");
  samples = {
    "/channel/:slug": `/channel/${channels[0]!.slug}`,
    "/channel-types/:typeId": "/channel-types/asmr_ambient",
    "/niche/:id": `/niche/${niches[0]!.id}`,
    "/niches/:slug": `/niches/${niches[0]!.slug}`,
    "/faceless-idea/:id": `/faceless-idea/${ideas[0]!.id}`,
    "/faceless-ideas/:ideaId": `/faceless-ideas/${ideas[0]!.slug}`,
    // Member tools: a visitor is sent to sign in (the watchlist's own look is in watchlist.spec.ts).
    "/watchlist/saved-searches/:id/run": "/watchlist/saved-searches/00000000-0000-4000-8000-000000000000/run",
    "/*": "/no-such-page",
  };
});

test.afterAll(async () => {
  await app?.stop();
});

/** Every page of the public layout in app/routes.ts, with sample parameters, and their other states. */
function publicPages(): string[] {
  const layout = (routes as unknown as RouteEntry[]).find((entry) => entry.file === "routes/public/layout.tsx");
  const paths = (layout?.children ?? []).map((child) => (child.index ? "/" : `/${child.path}`));
  const pages = paths.map((path) => {
    if (!path.includes(":") && !path.includes("*")) return path;
    const sample = samples[path];
    if (!sample) throw new Error(`no sample URL for ${path}: add one to the narrow-screens spec`);
    return sample;
  });
  return [
    ...pages,
    longWordChannel,
    "/channel-search?q=history",
    "/channel-search?q=histroy",
    "/channel-search?country=US&subs_min=1000",
    "/channel-search?sort=fastest_growing",
    "/channel-rankings?tab=per-subscriber",
    `/channel-types/${TYPE_WITHOUT_GUIDE}`,
  ];
}

async function sidewaysOverflow(page: Page, path: string): Promise<string | null> {
  // Returns after `load` (images in) and hydration (tests/e2e/test.ts).
  await page.goto(`${app.url}${path}`);
  return page.evaluate((where) => {
    const { scrollWidth } = document.documentElement;
    return scrollWidth > window.innerWidth ? `${where}: ${scrollWidth} px wide at ${window.innerWidth} px` : null;
  }, path);
}

for (const who of ["a visitor", "a member"] as const) {
  test(`no public page scrolls sideways at 360 px for ${who}`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE });
    if (who === "a member") await signInByApi(context.request, app, MEMBER_EMAIL, PASSWORD);
    const page = await context.newPage();
    const pages = publicPages();
    expect(pages.length).toBeGreaterThan(30);
    const overflowing: string[] = [];
    for (const path of pages) {
      const found = await sidewaysOverflow(page, path);
      if (found) overflowing.push(found);
    }
    expect(overflowing).toEqual([]);
    // The long names were on the pages checked: first by subscribers and by growth.
    await page.goto(`${app.url}/channel-search?sort=subscribers`);
    await expect(page.getByTestId("channel-result").first()).toContainText(LONG_NAME);
    await page.goto(`${app.url}/channel-search?sort=fastest_growing`);
    await expect(page.getByTestId("channel-result").first()).toContainText(LONG_WORD);
    await context.close();
  });
}

test("on a phone every admin page keeps its header whole: the theme buttons and the user menu fit, nothing scrolls sideways", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE });
  await signInByApi(context.request, app, ADMIN_EMAIL, PASSWORD);
  const page = await context.newPage();
  const layout = (routes as unknown as RouteEntry[]).find((entry) => entry.file === "routes/admin/layout.tsx");
  const flatten = (entries: RouteEntry[], base: string): string[] =>
    entries.flatMap((entry) => {
      const path = entry.path ? `${base}/${entry.path}` : base;
      return entry.children ? flatten(entry.children, path) : path.includes(":") ? [] : [path];
    });
  const pages = flatten(layout?.children ?? [], "/admin");
  expect(pages.length).toBeGreaterThan(10);
  const problems: string[] = [];
  for (const path of pages) {
    const overflow = await sidewaysOverflow(page, path);
    if (overflow) problems.push(overflow);
    const menu = await page
      .getByRole("banner")
      .getByRole("button", { name: /Account menu for/ })
      .first()
      .boundingBox();
    if (!menu || menu.x + menu.width > PHONE.width)
      problems.push(`${path}: the user menu is cut at ${menu ? Math.round(menu.x + menu.width) : "?"} px`);
  }
  expect(problems).toEqual([]);
  await context.close();
});

test("on a phone the search opens with its filters folded into a 'Filters' toggle that counts the active ones", async ({
  browser,
}) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(`${app.url}/channel-search`);
    if (javaScriptEnabled) await waitForHydration(page);
    const toggle = page.locator("summary", { hasText: "Filters" });
    await expect(toggle).toBeVisible();
    await expect(page.getByLabel("Country")).toBeHidden();
    // The first result shows within the first two screens, not ~1,400 px down.
    const first = await page.getByTestId("channel-result").first().boundingBox();
    expect(first!.y).toBeLessThan(PHONE.height);
    // Open with the keyboard.
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("Country")).toBeVisible();
    await page.getByLabel("Country").selectOption("US");
    await page.getByLabel("Subscribers min").fill("1000");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/country=US/);
    // With filters in the URL it opens as it was left, saying how many are on.
    await expect(page.getByLabel("Country")).toBeVisible();
    await expect(toggle).toHaveAccessibleName(/Filters\s*2 active/);
    await context.close();
  }
});

test("a type without a guide shows no empty 'How to Create' or 'Example Ideas' card", async ({ page }) => {
  await page.goto(`${app.url}/channel-types/${TYPE_WITHOUT_GUIDE}`);
  await expect(page.getByRole("heading", { level: 2, name: "Description" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "How to Create" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Example Ideas" })).toHaveCount(0);
  await expect(page.getByText("No step-by-step guide for this format yet")).toBeVisible();
  // A channel of that type: its format section shows the description only.
  const { channels } = (await (await fetch(`${app.url}/api/v1/channels?type=${TYPE_WITHOUT_GUIDE}&limit=1`)).json()) as {
    channels: { slug: string }[];
  };
  await page.goto(`${app.url}/channel/${channels[0]!.slug}`);
  await expect(page.getByRole("heading", { name: /About the format/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "How to Create" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Example Ideas" })).toHaveCount(0);
});
