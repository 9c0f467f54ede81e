// Admin area, admin dashboard: counts that match the database, today's YouTube quota (Pacific day),
// the last link-check and stats-refresh runs (and what shows before any has run), recent
// sign-ups and catalogue changes, and the weekly charts' numbers in their table.
import { expect, test, type Page } from "./test";
import { count, eq, isNull, sql } from "drizzle-orm";
import { pacificDay } from "#domain/pacific-day";
import { daysBetween } from "#domain/refresh-plan";
import type { Database } from "#db/database";
import { users } from "#db/schema/auth";
import { channelTypes, didYouKnowFacts, facelessIdeas, niches, youtubeChannels, youtubeVideoStats } from "#db/schema/catalogue";
import { jobRuns, youtubeQuotaUsage } from "#db/schema/operations";
import { auditLog, contactMessages } from "#db/schema/site";
import { ADMIN_EMAIL, signInAsAdmin, startAdminApp } from "./admin-app";
import type { AuthApp } from "./auth-app-server";

let app: AuthApp;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  app = await startAdminApp("overview-dashboard", { seedDemo: true });
});

test.afterAll(async () => {
  await app?.stop();
});

async function openDashboard(page: Page) {
  await signInAsAdmin(page, app);
  await page.goto(`${app.url}/admin/dashboard`);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
}

/** The exact number behind a count tile (the tile shows "1.2K", the exact value is on the element). */
async function tileValue(page: Page, key: string): Promise<number> {
  return Number(await page.getByTestId(`count-${key}`).locator("data").getAttribute("value"));
}

test("before any job has run: no link check, no stats refresh, no quota spent", async ({ page }) => {
  await openDashboard(page);
  const linkCheck = page.getByTestId("link-check-card");
  await expect(linkCheck).toContainText("No link check has run yet");
  await expect(linkCheck.getByRole("link", { name: "Run a link check" })).toHaveAttribute("href", "/admin/tools/link-checker");
  const refresh = page.getByTestId("stats-refresh-card");
  await expect(refresh).toContainText("No stats refresh has run yet");
  await expect(refresh).toContainText("The YouTube refresh runs daily once YOUTUBE_API_KEY is set.");
  await expect(page.getByTestId("quota-card")).toContainText("0 of 10,000 units used today (Pacific time)");
  await expect(page.getByRole("meter")).toHaveAttribute("aria-valuenow", "0");
});

test("counts match the database, and runs, quota, sign-ups and changes show once recorded", async ({ page }) => {
  // Writing the rows restarts the server.
  test.setTimeout(300_000);
  let expected: Record<string, number> = {};
  let nicheId = "";
  await app.withDatabase(async (db: Database) => {
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN_EMAIL));
    const [niche] = await db.select({ id: niches.id, name: niches.name }).from(niches).limit(1);
    nicheId = niche!.id;
    await db
      .insert(users)
      .values({ id: "dash-member", name: "Dash Member", email: "dash.member@example.com", emailVerified: true });
    await db.insert(contactMessages).values([
      { name: "Unread One", email: "one@example.com", message: "Hello" },
      { name: "Unread Two", email: "two@example.com", message: "Hello again" },
      { name: "Read", email: "read@example.com", message: "Old", readAt: new Date() },
    ]);
    await db.insert(jobRuns).values([
      {
        job: "link-check",
        status: "failed",
        itemsTotal: 120,
        itemsDone: 120,
        itemsFailed: 7,
        errors: [{ item: "https://broken.example/a", message: "HTTP 404" }],
        startedAt: new Date(Date.now() - 2 * 3600_000),
        finishedAt: new Date(Date.now() - 2 * 3600_000 + 95_000),
      },
      {
        job: "stats-refresh",
        status: "succeeded",
        itemsTotal: 40,
        itemsDone: 40,
        unitsSpent: 85,
        startedAt: new Date(Date.now() - 3600_000),
        finishedAt: new Date(),
      },
    ]);
    // Yesterday's usage must not count towards today's.
    const yesterday = pacificDay(new Date(Date.now() - 24 * 3600_000));
    await db.insert(youtubeQuotaUsage).values([
      { day: pacificDay(), bucket: "default", units: 1234 },
      { day: yesterday, bucket: "default", units: 9000 },
    ]);
    await db.insert(auditLog).values({
      actorId: admin!.id,
      actorEmail: ADMIN_EMAIL,
      action: "update",
      entityType: "niche",
      entityId: niche!.id,
      before: { name: `${niche!.name} (old)` },
      after: { name: niche!.name },
    });
    const total = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
    expected = {
      channels: await total(db.select({ n: count() }).from(youtubeChannels)),
      "channel-types": await total(db.select({ n: count() }).from(channelTypes)),
      niches: await total(db.select({ n: count() }).from(niches)),
      ideas: await total(db.select({ n: count() }).from(facelessIdeas)),
      facts: await total(db.select({ n: count() }).from(didYouKnowFacts)),
      users: await total(db.select({ n: count() }).from(users)),
      "unread-messages": await total(db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.readAt))),
    };
  });
  expect(expected.channels).toBeGreaterThan(0);
  expect(expected["unread-messages"]).toBe(2);

  await openDashboard(page);
  for (const [key, value] of Object.entries(expected)) {
    expect(await tileValue(page, key), key).toBe(value);
  }
  await expect(page.getByTestId("count-unread-messages")).toHaveAttribute("href", "/admin/contact-messages");

  await expect(page.getByTestId("quota-card")).toContainText("1,234 of 10,000 units used today (Pacific time)");
  await expect(page.getByRole("meter")).toHaveAttribute("aria-valuenow", "1234");

  const linkCheck = page.getByTestId("link-check-card");
  await expect(linkCheck).toContainText("Failed");
  await expect(linkCheck).toContainText("120 of 120 links done, 7 failed");
  await expect(linkCheck).toContainText("https://broken.example/a");
  await expect(linkCheck.getByRole("link", { name: "Open the link checker" })).toHaveAttribute(
    "href",
    "/admin/tools/link-checker",
  );
  const refresh = page.getByTestId("stats-refresh-card");
  await expect(refresh).toContainText("Succeeded");
  await expect(refresh).toContainText("40 of 40 channels done · 85 quota units");

  await expect(page.getByTestId("recent-signups")).toContainText("dash.member@example.com");
  const changes = page.getByTestId("recent-changes");
  await expect(changes).toContainText("Updated niche");
  await expect(changes.getByRole("link", { name: /./ }).first()).toHaveAttribute("href", `/admin/niches?edit=${nicheId}`);

  // The charts' numbers, for screen readers: 12 weeks, the catalogue's last total = the channel count.
  const catalogueRows = page.getByTestId("catalogue-chart-table").locator("tbody tr");
  await expect(catalogueRows).toHaveCount(12);
  await expect(catalogueRows.last().locator("td").last()).toHaveText(expected.channels!.toLocaleString("en-US"));
  await expect(page.getByTestId("signups-chart-table").locator("tbody tr")).toHaveCount(12);
});

test("reads at phone width", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDashboard(page);
  await expect(page.getByTestId("quota-card")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("shows the refresh plan per part with freshness and units, today's use as the quota card's figure, and the capacity, at phone and desktop widths in both themes", async ({
  page,
}, testInfo) => {
  // Writing the rows restarts the server.
  test.setTimeout(300_000);
  const DAY_MS = 86_400_000;
  const seededAt = Date.now();
  // Freshness counts Pacific days: 40 days back may be 39 of them when a clock change lies between.
  const pacificDaysSince = (days: number) =>
    daysBetween(pacificDay(new Date(seededAt - days * DAY_MS)), pacificDay(new Date(seededAt)));
  await app.withDatabase(async (db: Database) => {
    // 60 demo channels linked to YouTube, dormant (their demo uploads moved a year back, no fast growth): half
    // synced 3 days ago, half 40 days ago.
    const rows = await db.select({ id: youtubeChannels.id }).from(youtubeChannels).orderBy(youtubeChannels.id).limit(60);
    for (const [index, row] of rows.entries()) {
      const lastSyncedAt = new Date(seededAt - (index % 2 ? 40 : 3) * DAY_MS);
      await db
        .update(youtubeChannels)
        .set({ youtubeChannelId: `UCplan${String(index).padStart(18, "0")}`, lastSyncedAt, growthPercent30d: null })
        .where(eq(youtubeChannels.id, row.id));
      await db
        .update(youtubeVideoStats)
        .set({ publishedAt: sql`${youtubeVideoStats.publishedAt} - interval '365 days'` })
        .where(eq(youtubeVideoStats.channelId, row.id));
    }
    const day = pacificDay(new Date());
    // The refresh spent 137 of today's 150 units; an import the other 13.
    await db.insert(jobRuns).values({
      job: "stats-refresh",
      status: "succeeded",
      day,
      startedAt: new Date(),
      finishedAt: new Date(),
      itemsTotal: 30,
      itemsDone: 30,
      unitsSpent: 137,
      unitsByPart: {
        planned: { new: 0, hot: 0, ages: 0, quiet: 0, dormant: 120, fallback: 0 },
        spent: { new: 0, hot: 0, ages: 0, quiet: 0, dormant: 137, fallback: 0 },
      },
    });
    await db
      .insert(youtubeQuotaUsage)
      .values({ day, bucket: "default", units: 150 })
      .onConflictDoUpdate({ target: [youtubeQuotaUsage.day, youtubeQuotaUsage.bucket], set: { units: 150 } });
  });

  for (const width of [360, 1280]) {
    for (const theme of ["light", "dark"] as const) {
      await page.context().addCookies([{ name: "theme", value: theme, url: app.url }]);
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await openDashboard(page);
      const card = page.getByTestId("refresh-plan-card");
      await expect(card.getByRole("heading", { name: "Refresh plan" })).toBeVisible();
      // The parts in priority order, then the fallback.
      const rows = card.locator("tbody tr");
      await expect(rows).toHaveCount(6);
      const names = await rows.locator("td:first-child span.font-medium").allTextContents();
      expect(names).toEqual(["New channels", "Hot", "Video ages", "Quiet", "Dormant", "Feed fallback"]);
      await expect(card.getByTestId("refresh-part-dormant")).toContainText("60 ch.");
      // Half synced 3 days ago, half 40: the median (nearest rank: the 30th of 60) and 95th percentile of days since.
      await expect(card.getByTestId("refresh-freshness-dormant")).toHaveText(
        `${pacificDaysSince(3)} dp95 ${pacificDaysSince(40)} d`,
      );
      await expect(card.getByTestId("refresh-units-dormant")).toHaveText("137of 120");
      // Nothing of the table is cut off in the dashboard's narrow column.
      const table = card.locator("table");
      expect(
        await table.evaluate((element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth),
      ).toBeLessThanOrEqual(0);
      // One figure for today's use: the quota card's, split into the refresh's share and the rest.
      await expect(page.getByTestId("quota-card")).toContainText("150 of 10,000 units used today");
      await expect(card.getByTestId("refresh-plan-used")).toHaveText(
        /^150 of 10,000 units\s*refresh 137, imports and other jobs 13$/,
      );
      await expect(card.getByTestId("refresh-plan-capacity")).toHaveText(
        /^10,000 units a day keep about [\d,]+ channels on their tiers at a 40\/35\/25 hot\/quiet\/dormant mix\. This catalogue needs about [\d,]+ units a day\.$/,
      );
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await card.screenshot({ path: testInfo.outputPath(`refresh-plan-${width}-${theme}.png`) });
    }
  }
});
