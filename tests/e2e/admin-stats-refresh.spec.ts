// "Refresh now" on the admin dashboard, end to end, on the embedded database while the server runs
// (no CLI, whose PGlite folder the server holds): 1,200 channels of the fake YouTube API's generated
// catalogue, whose uploads feeds answer slowly, are refreshed in the server with the progress bar
// moving; Stop ends the run after the batch in hand, the card and the plan say what was done, and
// a new run can start. Also without JavaScript: both buttons are plain form posts.
import { expect, test, type Page } from "./test";
import { createGeneratedCatalogue } from "#dev/fake-youtube/generated-catalogue";
import { type FakeYoutubeServer, startFakeYoutubeServer } from "#dev/fake-youtube/youtube-server";
import { seedGeneratedChannels } from "#dev/fake-youtube/steady-catalogue";
import { signInAsAdmin, startAdminApp } from "./admin-app";
import { type AuthApp, waitForHydration } from "./auth-app-server";

let app: AuthApp;
let fake: FakeYoutubeServer;
const CHANNELS = 1_200;
const catalogue = createGeneratedCatalogue({ now: () => new Date(), seed: 3 });

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

test.beforeAll(async () => {
  test.setTimeout(300_000);
  fake = await startFakeYoutubeServer({ catalogue, logRequests: false });
  // A slow feed host: 4 reads at a time, 50 ms each, so a batch of 500 channels' feeds takes seconds.
  fake.setFeedDelay(50);
  app = await startAdminApp("stats-refresh", {
    env: {
      YOUTUBE_API_KEY: fake.apiKey,
      YOUTUBE_API_BASE_URL: fake.baseUrl,
      YOUTUBE_FEED_BASE_URL: fake.feedUrl,
      YOUTUBE_FEED_CONCURRENCY: "4",
      STATS_REFRESH_AT: "off",
    },
  });
  // Never read yet: every channel is new and due.
  await app.withDatabase((db) =>
    seedGeneratedChannels(db, catalogue, { count: CHANNELS, now: new Date(), fresh: true }).then(() => undefined),
  );
});

test.afterAll(async () => {
  await app?.stop();
  await fake?.close();
});

function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

async function openDashboard(page: Page) {
  await signInAsAdmin(page, app);
  await page.goto(`${app.url}/admin/dashboard`);
  await waitForHydration(page);
}

test("Refresh now runs the refresh in the server with progress, and Stop ends it", async ({ page }) => {
  await openDashboard(page);
  const card = page.getByTestId("stats-refresh-card");
  await expect(card).toContainText("No stats refresh has run yet");
  await expect(page.getByTestId("refresh-part-new")).toContainText(CHANNELS.toLocaleString("en-US"));

  await card.getByRole("button", { name: "Refresh now" }).click();
  await expect(toast(page, "Stats refresh started")).toBeVisible();
  const progress = page.getByRole("progressbar", { name: "Refresh progress" });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute("aria-valuemax", String(CHANNELS));
  // The page follows the run: the first batch of 500 channels' statistics is stored while it is open.
  await expect
    .poll(async () => Number(await progress.getAttribute("aria-valuenow")), { timeout: 60_000 })
    .toBeGreaterThanOrEqual(500);
  await expect(card).toContainText("Running");

  await card.getByRole("button", { name: "Stop" }).click();
  await expect(toast(page, "Stats refresh stopped")).toBeVisible();
  await expect(progress).toBeHidden();
  await expect(card).toContainText("Stopped");
  const text = await card.innerText();
  const [, done] = /([\d,]+) of 1,200 channels done/.exec(text) ?? [];
  const stored = Number(done?.replace(/,/g, ""));
  expect(stored).toBeGreaterThanOrEqual(500);
  expect(stored).toBeLessThan(CHANNELS);

  // Stopped, not still going: a few seconds later nothing more is stored, and the plan agrees.
  await page.waitForTimeout(3_000);
  await page.reload();
  await expect(card).toContainText(`${done} of 1,200 channels done`);
  await expect(page.getByTestId("refresh-plan-refreshed")).toHaveText(`${done} of ${CHANNELS.toLocaleString("en-US")} channels`);
  // The units it spent are the quota's figure for today, all of them the refresh's.
  const used = await page.getByTestId("refresh-plan-used").innerText();
  const quota = await page.getByTestId("quota-card").innerText();
  const units = /^([\d,]+) of 10,000 units/.exec(used)?.[1];
  expect(Number(units?.replace(/,/g, ""))).toBeGreaterThan(0);
  expect(quota).toContain(`${units} of 10,000 units used today`);
  expect(used).toContain(`refresh ${units}, imports and other jobs 0`);

  // The audit log has the start and the stop.
  await page.goto(`${app.url}/admin/audit-log`);
  await expect(page.getByText(/^Stopped job/).first()).toBeVisible();

  // The next run takes the channels that waited.
  await openDashboard(page);
  await card.getByRole("button", { name: "Refresh now" }).click();
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute("aria-valuemax", String(CHANNELS - stored));
  await card.getByRole("button", { name: "Stop" }).click();
  await expect(card).toContainText("Stopped");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Refresh now and Stop are plain form posts", async ({ page }) => {
    await signInAsAdmin(page, app);
    await page.goto(`${app.url}/admin/dashboard`);
    const card = page.getByTestId("stats-refresh-card");
    await card.getByRole("button", { name: "Refresh now" }).click();
    await expect(page.getByRole("progressbar", { name: "Refresh progress" })).toBeVisible();
    await card.getByRole("button", { name: "Stop" }).click();
    await expect(card).toContainText("Stopped");
  });
});

test("the dashboard's refresh cards at phone and desktop widths, light and dark", async ({ page }, testInfo) => {
  for (const width of [360, 1280]) {
    for (const theme of ["light", "dark"] as const) {
      await page.context().addCookies([{ name: "theme", value: theme, url: app.url }]);
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await openDashboard(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const plan = page.getByTestId("refresh-plan-card");
      expect(
        await plan
          .locator("table")
          .evaluate((element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth),
      ).toBeLessThanOrEqual(0);
      await page
        .getByTestId("stats-refresh-card")
        .screenshot({ path: testInfo.outputPath(`stats-refresh-${width}-${theme}.png`) });
      await plan.screenshot({ path: testInfo.outputPath(`refresh-plan-${width}-${theme}.png`) });
    }
  }
});
