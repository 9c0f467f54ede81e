// The watchlist and saved searches (member tools): follow and unfollow a channel, a niche and a
// type from their pages (with and without JavaScript); a visitor's Follow signs them in and
// brings them back; /watchlist shows what changed since the last visit (rows written to the
// database meanwhile: a newer snapshot, a new outlier upload, a new channel); a search is saved,
// listed, re-run, and counts the channels added since it was saved.
import { expect, request as playwrightRequest, test, type Browser, type BrowserContext, type Page } from "./test";
import { and, desc, eq } from "drizzle-orm";
import { users } from "#db/schema/auth";
import { channelStatsSnapshots, youtubeChannels, youtubeVideoStats } from "#db/schema/catalogue";
import { watchlistVisits } from "#db/schema/members";
import { rawGet } from "./http-client";
import { createConfirmedAccount, PASSWORD, signInByApi, startAuthApp, waitForHydration, type AuthApp } from "./auth-app-server";

const MEMBER_EMAIL = `watchlist.member.${Date.now()}@example.com`;
const NEW_CHANNEL_TITLE = "Brand New Watchlist Channel";

type Detail = {
  id: string;
  slug: string;
  title: string;
  niche: string | null;
  nicheSlug: string | null;
  channelType: string | null;
};

let app: AuthApp;
let channel: Detail;
let typeLabel: string;

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

test.beforeAll(async () => {
  test.setTimeout(300_000);
  app = await startAuthApp("watchlist", { seedDemo: true });
  await createConfirmedAccount(app, MEMBER_EMAIL, "Wanda Watcher");
  const api = await playwrightRequest.newContext({ baseURL: app.url });
  const list = (await (await api.get("/api/v1/channels?limit=10")).json()) as { channels: { slug: string }[] };
  for (const { slug } of list.channels) {
    const detail = (await (await api.get(`/api/v1/channels/${encodeURIComponent(slug)}`)).json()) as { channel: Detail } | Detail;
    const found = "channel" in detail ? detail.channel : detail;
    if (found.nicheSlug && found.channelType) {
      channel = found;
      break;
    }
  }
  expect(channel, "a demo channel with a niche and a type").toBeDefined();
  const types = (await (await api.get("/api/v1/channel-types")).json()) as { channelTypes: { id: string; label: string }[] };
  typeLabel = types.channelTypes.find((type) => type.id === channel.channelType)?.label ?? channel.channelType!;
  await api.dispose();
});

test.afterAll(async () => {
  await app?.stop();
});

const channelPath = () => `/channel/${encodeURIComponent(channel.slug)}`;
const nichePath = () => `/niches/${channel.nicheSlug}`;
const typePath = () => `/channel-types/${channel.channelType}`;

async function memberPage(
  browser: Browser,
  options: { javaScriptEnabled?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: app.url, ...options });
  await signInByApi(context.request, app, MEMBER_EMAIL, PASSWORD);
  return { context, page: await context.newPage() };
}

function toast(page: Page, text: string | RegExp) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

test("a visitor's Follow asks them to sign in and brings them back to the page", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: app.url });
  const page = await context.newPage();
  await page.goto(channelPath());
  await waitForHydration(page);
  await page.getByTestId("follow-button").click();
  await expect(page).toHaveURL(`/auth?redirect=${encodeURIComponent(channelPath())}`);
  await page.getByLabel("Email").fill(MEMBER_EMAIL);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(channelPath());
  // Now a member: the button is a toggle, not a link to sign in.
  await expect(page.getByRole("button", { name: `Follow ${channel.title}` })).toHaveAttribute("aria-pressed", "false");
  await context.close();
});

test("a member follows and unfollows a channel, a niche and a type, with a toast and no reload", async ({ browser }) => {
  const { context, page } = await memberPage(browser);
  for (const [path, name] of [
    [channelPath(), channel.title],
    [nichePath(), channel.niche!],
    [typePath(), typeLabel],
  ] as const) {
    await page.goto(path);
    await waitForHydration(page);
    const marker = await page.evaluate(() => ((window as unknown as { __sameDocument: number }).__sameDocument = Math.random()));
    const button = page.getByTestId("follow-button");
    await expect(button).toHaveText(new RegExp(`^Follow ${escape(name)}$`));
    await button.click();
    await expect(toast(page, `Following ${name}.`)).toBeVisible();
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(button).toContainText("Following");
    // No full reload happened.
    expect(await page.evaluate(() => (window as unknown as { __sameDocument: number }).__sameDocument)).toBe(marker);
    await page.reload();
    await expect(page.getByTestId("follow-button")).toHaveAttribute("aria-pressed", "true");
    await waitForHydration(page);
    await page.getByTestId("follow-button").click();
    await expect(toast(page, `Unfollowed ${name}.`)).toBeVisible();
    await expect(page.getByTestId("follow-button")).toHaveAttribute("aria-pressed", "false");
  }
  await context.close();
});

test("without JavaScript, Follow and Save this search post forms and come back to the page", async ({ browser }) => {
  const { context, page } = await memberPage(browser, { javaScriptEnabled: false });
  for (const path of [channelPath(), nichePath(), typePath()]) {
    await page.goto(path);
    await page.getByTestId("follow-button").click();
    await expect(page).toHaveURL(path);
    await expect(page.getByTestId("follow-button")).toHaveAttribute("aria-pressed", "true");
  }
  // Save this search opens in place, posts, and comes back to the same search.
  const search = `/channel-search?q=rain&country=US`;
  await page.goto(search);
  await page.getByTestId("save-search-inline").locator("summary").click();
  await page.getByTestId("save-search-inline").getByLabel("Name").fill("Plain form search");
  await page.getByTestId("save-search-inline").getByRole("button", { name: "Save search" }).click();
  await expect(page).toHaveURL(search);
  await page.goto("/watchlist");
  const saved = page.getByTestId("saved-search").filter({ hasText: "Plain form search" });
  await expect(saved).toContainText("“rain”");
  await expect(saved).toContainText("Country: United States");
  // …and Delete works as a plain form too.
  await saved.getByRole("button", { name: "Delete Plain form search" }).click();
  await expect(page).toHaveURL("/watchlist");
  await expect(page.getByTestId("saved-search")).toHaveCount(0);
  await context.close();
});

test("an empty watchlist says how to fill it; with follows it lists them, and a saved search is listed and re-run", async ({
  browser,
}) => {
  const { context, page } = await memberPage(browser);
  // A fresh member's page first.
  const other = `watchlist.empty.${Date.now()}@example.com`;
  await createConfirmedAccount(app, other, "Empty Watcher");
  const empty = await browser.newContext({ baseURL: app.url });
  await signInByApi(empty.request, app, other, PASSWORD);
  const emptyPage = await empty.newPage();
  await emptyPage.goto("/watchlist");
  await expect(emptyPage.getByTestId("watchlist-empty")).toContainText("Your watchlist is empty");
  await expect(emptyPage.getByTestId("watchlist-empty")).toContainText("press Follow");
  await empty.close();

  // Save a search of the followed niche.
  await page.goto(`/channel-search?niche=${channel.nicheSlug}&page=1`);
  await waitForHydration(page);
  await page.getByTestId("save-search").first().click();
  const dialog = page.getByRole("dialog", { name: "Save this search" });
  await expect(dialog).toBeVisible();
  const name = dialog.getByLabel("Name");
  await expect(name).toBeFocused();
  await name.fill("My niche watch");
  await name.press("Enter");
  await expect(toast(page, "Saved “My niche watch”.")).toBeVisible();
  await expect(dialog).toBeHidden();
  // The same name again is refused at the field.
  await page.getByTestId("save-search").first().click();
  await page.getByRole("dialog").getByLabel("Name").fill("My niche watch");
  await page.getByRole("dialog").getByRole("button", { name: "Save search" }).click();
  await expect(page.getByRole("dialog").getByRole("alert")).toHaveText("You already have a saved search named “My niche watch”.");
  await page.keyboard.press("Escape");

  await page.goto("/watchlist");
  await expect(page.getByTestId("watched-channel")).toContainText(channel.title);
  await expect(page.getByTestId("watched-niche")).toContainText(channel.niche!);
  await expect(page.getByTestId("watched-type")).toContainText(typeLabel);
  const saved = page.getByTestId("saved-search");
  await expect(saved).toHaveCount(1);
  await expect(saved.getByTestId("saved-search-name")).toHaveText("My niche watch");
  await expect(saved).toContainText(`Niche: ${channel.niche}`);
  await expect(saved.getByTestId("saved-search-new")).toHaveText("No new channels match since you saved it.");
  await expect(saved).toContainText("Not run yet");
  await waitForHydration(page);
  await saved.getByTestId("run-saved-search").click();
  await expect(page).toHaveURL(`/channel-search?niche=${channel.nicheSlug}`);
  await page.goto("/watchlist");
  await expect(page.getByTestId("saved-search")).toContainText("Last run");
  // Rename in place, from the keyboard.
  await waitForHydration(page);
  await page.getByRole("button", { name: "Rename My niche watch" }).click();
  const field = page.getByLabel("New name for My niche watch");
  await expect(field).toBeFocused();
  await field.fill("Niche watch");
  await field.press("Enter");
  await expect(toast(page, "Renamed to “Niche watch”.")).toBeVisible();
  await expect(page.getByTestId("saved-search-name")).toHaveText("Niche watch");
  await context.close();
});

test("the watchlist shows what changed since the last visit, and a reload keeps showing it", async ({ browser }) => {
  await app.withDatabase(async (db) => {
    const now = new Date();
    const [member] = await db.select({ id: users.id }).from(users).where(eq(users.email, MEMBER_EMAIL));
    // The last look was an hour ago: this visit is a new one.
    await db
      .update(watchlistVisits)
      .set({ lastVisitedAt: new Date(now.getTime() - 3_600_000) })
      .where(eq(watchlistVisits.userId, member!.id));
    // A newer snapshot (tomorrow's day, so it is the newest whatever the demo data holds).
    const day = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
    await db
      .delete(channelStatsSnapshots)
      .where(and(eq(channelStatsSnapshots.channelId, channel.id), eq(channelStatsSnapshots.day, day)));
    const snapshots = await db
      .select()
      .from(channelStatsSnapshots)
      .where(eq(channelStatsSnapshots.channelId, channel.id))
      .orderBy(desc(channelStatsSnapshots.day))
      .limit(1);
    const newest = snapshots[0];
    expect(newest, "the demo channel has snapshots").toBeDefined();
    await db.insert(channelStatsSnapshots).values({
      channelId: channel.id,
      day,
      subscribers: (newest!.subscribers ?? 0) + 4321,
      views: newest!.views,
      videoCount: newest!.videoCount,
    });
    await db.insert(youtubeVideoStats).values({
      channelId: channel.id,
      videoId: "wlNEWvideo1",
      title: "A video that took off",
      views: 5_000_000,
      publishedAt: now,
      outlierScore: 7.5,
    });
    const [source] = await db.select().from(youtubeChannels).where(eq(youtubeChannels.id, channel.id));
    await db.insert(youtubeChannels).values({
      slug: `brand-new-watchlist-channel-${Date.now()}`,
      channelTitle: NEW_CHANNEL_TITLE,
      niche: source!.niche,
      nicheId: source!.nicheId,
      channelType: source!.channelType,
      country: source!.country,
      totalSubscribers: 1200,
      createdAt: now,
    });
  });
  const { context, page } = await memberPage(browser);
  await page.goto("/watchlist");
  await expect(page.getByTestId("last-visit")).toHaveText("1 hour ago");
  const row = page.getByTestId("watched-channel").filter({ hasText: channel.title });
  await expect(row).toContainText("+4,321 subscribers");
  await expect(row).toContainText("1 new upload: “A video that took off”");
  await expect(row).toContainText("1 new outlier: “A video that took off” ×7.5");
  await expect(page.getByTestId("watched-niche")).toContainText("1 new channel");
  await expect(page.getByTestId("watched-niche")).toContainText(`1 new outlier: “A video that took off” by ${channel.title}`);
  await expect(page.getByTestId("watched-type")).toContainText("1 new channel");
  await expect(page.getByTestId("saved-search-new")).toContainText(
    `1 new channel matches since you saved it: ${NEW_CHANNEL_TITLE}`,
  );

  // A reload within the visit keeps the changes on screen.
  await page.reload();
  await expect(page.getByTestId("last-visit")).toHaveText("1 hour ago");
  await expect(row).toContainText("+4,321 subscribers");

  // Unfollow from the list; delete the saved search.
  await waitForHydration(page);
  await page.getByTestId("watched-type").getByTestId("unfollow-button").click();
  await expect(toast(page, `Unfollowed ${typeLabel}.`)).toBeVisible();
  await expect(page.getByTestId("watched-type")).toHaveCount(0);
  await page.getByTestId("saved-search").getByRole("button", { name: "Delete Niche watch" }).click();
  await expect(toast(page, "Deleted the saved search “Niche watch”.")).toBeVisible();
  await expect(page.getByTestId("saved-search")).toHaveCount(0);
  await context.close();
});

test("the user menu and the profile link to the watchlist; a visitor is sent to sign in", async ({ browser }) => {
  const { context, page } = await memberPage(browser);
  await page.goto("/profile");
  await waitForHydration(page);
  await expect(page.getByTestId("profile-watchlist-link")).toHaveAttribute("href", "/watchlist");
  await page.getByRole("button", { name: `Account menu for ${MEMBER_EMAIL}` }).click();
  await page.getByRole("menuitem", { name: "Watchlist" }).click();
  await expect(page).toHaveURL("/watchlist");
  await context.close();

  const visitor = await browser.newContext({ baseURL: app.url });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/watchlist");
  await expect(visitorPage).toHaveURL("/auth?redirect=%2Fwatchlist");
  await visitor.close();
});

test("a visitor's channel, niche and type pages stay in the shared page cache: no follow state in them", async () => {
  for (const path of [channelPath(), nichePath(), typePath()]) {
    const first = await rawGet(`${app.url}${path}`);
    expect(first.status, path).toBe(200);
    expect(first.text, path).toContain(`href="/auth?redirect=${encodeURIComponent(path)}"`);
    const again = await rawGet(`${app.url}${path}`);
    expect(again.headers["x-cache"], path).toBe("hit");
    expect(again.text, path).toBe(first.text);
  }
});

test("the actions refuse bad input: malformed is a 400, an unknown target a 404, each with its message", async ({ browser }) => {
  const { context } = await memberPage(browser);
  const post = (path: string, form: Record<string, string>) =>
    context.request.post(path, { form, headers: { origin: app.url }, maxRedirects: 0 });
  const malformed = await post("/watchlist/follow", { intent: "follow", kind: "channel", target: "<script>" });
  expect(malformed.status()).toBe(400);
  expect(await malformed.text()).toContain("target must be a channel id");
  const unknown = await post("/watchlist/follow", { intent: "follow", kind: "niche", target: "no-such-niche-at-all" });
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain("That niche does not exist");
  const badKind = await post("/watchlist/follow", { intent: "follow", kind: "user", target: "x" });
  expect(badKind.status()).toBe(400);
  const badQuery = await post("/watchlist/saved-searches", { intent: "save", name: "Broken", query: "subs_min=lots" });
  expect(badQuery.status()).toBe(400);
  expect(await badQuery.text()).toContain("subs_min");
  const noName = await post("/watchlist/saved-searches", { intent: "save", name: "   ", query: "q=rain" });
  expect(noName.status()).toBe(400);
  expect(await noName.text()).toContain("Give the search a name");
  // A plain form's redirect stays on the site.
  const offsite = await post("/watchlist/follow", {
    intent: "follow",
    kind: "type",
    target: channel.channelType!,
    redirect: "//evil.example/x",
  });
  expect(offsite.status()).toBe(303);
  expect(offsite.headers()["location"]).toBe("/watchlist");
  await context.close();
});

test("a follow posted from another site, or a sibling subdomain, with the member's cookie changes nothing", async ({
  browser,
}) => {
  const { context } = await memberPage(browser);
  // The summary counts follows; a watchlist with none shows its empty state instead.
  const following = async () => {
    const page = await (await context.request.get("/watchlist")).text();
    expect(page).toContain("Watchlist");
    return Number(/Following (?:<!-- -->)?(\d+)/.exec(page)?.[1] ?? 0);
  };
  const before = await following();
  const forgeries: Record<string, string>[] = [
    { origin: "http://evil.example" },
    { origin: new URL(app.url).origin.replace("127.0.0.1", "localhost") },
    { "sec-fetch-site": "same-site" },
  ];
  for (const headers of forgeries) {
    const forged = await context.request.post("/watchlist/follow", {
      form: { intent: "follow", kind: "type", target: channel.channelType! },
      headers,
      maxRedirects: 0,
    });
    expect(forged.status(), JSON.stringify(headers)).toBe(403);
    expect(await forged.text()).toContain("This request came from another site, so nothing was changed.");
  }
  expect(await following()).toBe(before);
  await context.close();
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
