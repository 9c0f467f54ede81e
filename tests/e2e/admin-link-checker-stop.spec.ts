// Stopping the link checker end to end: a run over many slow links (a local HTTP server answering
// each after 400 ms, every third one 404) is stopped from the page; the run says so, the progress
// it reached and the results table count the same links, and a new run can start after. Also
// without JavaScript: the Stop button is a plain form post.
import { expect, test, type Page } from "./test";
import { channelTypes, youtubeChannels } from "#db/schema/catalogue";
import { type LinkTargetServer, startLinkTargetServer } from "#tests/fakes/link-target-server";
import { signInAsAdmin, startAdminApp } from "./admin-app";
import { waitForHydration, type AuthApp } from "./auth-app-server";

let app: AuthApp;
let site: LinkTargetServer;
const LINKS = 300;

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

test.beforeAll(async () => {
  test.setTimeout(300_000);
  site = await startLinkTargetServer();
  app = await startAdminApp("links-stop", {
    env: { LINK_CHECK_ALLOW_PRIVATE: "true", LINK_CHECK_TIMEOUT_MS: "5000", LINK_CHECK_CONCURRENCY: "2" },
  });
  await app.withDatabase(async (db) => {
    await db.insert(channelTypes).values({ id: "e2e_stop_type", label: "Stop Type" });
    await db.insert(youtubeChannels).values(
      Array.from({ length: LINKS }, (_, i) => ({
        slug: `slow-channel-${i}`,
        channelTitle: `Slow Channel ${i}`,
        channelType: "e2e_stop_type",
        channelUrl: site.url(`/slow?ms=400&status=${i % 3 === 0 ? 404 : 200}&n=${i}`),
      })),
    );
  });
});

test.afterAll(async () => {
  await app?.stop();
  await site?.close();
});

async function numberIn(page: Page, testId: string): Promise<number> {
  return Number((await page.getByTestId(testId).innerText()).replace(/\D/g, ""));
}

/** The "All / Broken / OK" counts above the results. */
async function resultTabs(page: Page) {
  const nav = page.getByRole("navigation", { name: "Show results" });
  const count = async (name: RegExp) => Number((await nav.getByRole("link", { name }).innerText()).replace(/\D/g, ""));
  return { all: await count(/^All/), broken: await count(/^Broken/), ok: await count(/^OK/) };
}

test("Stop ends a running check; the run shows what it checked and the results agree", async ({ page }) => {
  await signInAsAdmin(page, app);
  await page.goto(`${app.url}/admin/tools/link-checker`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Check all links" }).click();
  const progress = page.getByRole("progressbar", { name: "Link check progress" });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute("aria-valuemax", String(LINKS));

  // While it runs, the progress line and the results count the same links.
  await expect
    .poll(async () => Number(await progress.getAttribute("aria-valuenow")), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(6);
  await expect(page.getByTestId("link-results-scope")).toHaveText(/What this check has found so far/);

  await page.getByRole("button", { name: "Stop" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Link check stopped" })).toBeVisible();
  const summary = page.getByTestId("link-check-summary");
  await expect(summary).toBeVisible();
  await expect(progress).toBeHidden();
  await expect(summary).toContainText("Stopped");
  await expect(summary).toContainText(`Stopped by admin.e2e@example.com.`);
  await expect(summary).toContainText(new RegExp(`\\d+ of ${LINKS} links checked, \\d+ broken`));

  // Stopped promptly: nothing more is checked a few seconds later.
  const text = await summary.innerText();
  const [, checked, broken] = text.match(/(\d+) of \d+ links checked, (\d+) broken/) ?? [];
  expect(Number(checked)).toBeGreaterThan(0);
  expect(Number(checked)).toBeLessThan(LINKS);
  await page.waitForTimeout(2000);
  await page.reload();
  await expect(summary).toContainText(`${checked} of ${LINKS} links checked, ${broken} broken`);

  // The results are that run's: the same numbers.
  const tabs = await resultTabs(page);
  expect(tabs).toEqual({ all: Number(checked), broken: Number(broken), ok: Number(checked) - Number(broken) });
  const stats = page.getByRole("definition");
  await expect(stats.nth(0)).toHaveText(String(checked));
  await expect(stats.nth(2)).toHaveText(String(broken));
  expect(await numberIn(page, "link-results-count")).toBe(Number(checked));

  // The audit log has the stop.
  await page.goto(`${app.url}/admin/audit-log`);
  await expect(page.getByText(/^Stopped job/).first()).toBeVisible();

  // Another run can start after.
  await page.goto(`${app.url}/admin/tools/link-checker`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Check all links" }).click();
  await expect(progress).toBeVisible();
  await page.getByRole("button", { name: "Stop" }).click();
  await expect(summary).toContainText("Stopped");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Stop is a plain form post", async ({ page }) => {
    await signInAsAdmin(page, app);
    await page.goto(`${app.url}/admin/tools/link-checker`);
    await page.getByRole("button", { name: "Check all links" }).click();
    await expect(page.getByRole("progressbar", { name: "Link check progress" })).toBeVisible();
    await page.getByRole("button", { name: "Stop" }).click();
    await expect(page.getByTestId("link-check-summary")).toContainText(
      new RegExp(`Stopped.*\\d+ of ${LINKS} links checked`, "s"),
    );
  });
});
