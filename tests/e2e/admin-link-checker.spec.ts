// /admin/tools/link-checker end to end (admin area): the app checks links that point at a local HTTP
// server in this test (200, 301→200, 404, 500, hanging), shows the progress bar while it runs and
// the results after, filters them to broken links or a source, and re-checks one link.
import { expect, test, type Page } from "./test";
import { channelTypes, youtubeChannels, youtubeVideoStats } from "#db/schema/catalogue";
import { type LinkTargetServer, startLinkTargetServer } from "#tests/fakes/link-target-server";
import { signInAsAdmin, startAdminApp } from "./admin-app";
import { waitForHydration, type AuthApp } from "./auth-app-server";

let app: AuthApp;
let site: LinkTargetServer;

test.describe.configure({ mode: "serial" });
test.setTimeout(150_000);

test.beforeAll(async () => {
  test.setTimeout(300_000);
  site = await startLinkTargetServer();
  app = await startAdminApp("links", {
    // Two at a time and three hanging links: the run lasts at least two 1.5 s timeouts, long enough to watch.
    env: { LINK_CHECK_ALLOW_PRIVATE: "true", LINK_CHECK_TIMEOUT_MS: "1500", LINK_CHECK_CONCURRENCY: "2" },
  });
  await app.withDatabase(async (db) => {
    await db.insert(channelTypes).values({ id: "e2e_links_type", label: "Linked Type", imageUrl: site.url("/image.png") });
    const [working] = await db
      .insert(youtubeChannels)
      .values([
        {
          slug: "working-channel",
          channelTitle: "Working Channel",
          channelUrl: site.url("/ok"),
          screenshotUrl: site.url("/moved"),
        },
        {
          slug: "missing-channel",
          channelTitle: "Missing Channel",
          channelUrl: site.url("/missing"),
          screenshotUrl: site.url("/error"),
        },
        {
          slug: "hanging-channel",
          channelTitle: "Hanging Channel",
          channelUrl: site.url("/hang"),
          screenshotUrl: site.url("/hang?shot"),
        },
        { slug: "silent-channel", channelTitle: "Silent Channel", channelUrl: site.url("/hang?again") },
      ])
      .returning({ id: youtubeChannels.id });
    await db.insert(youtubeVideoStats).values({ channelId: working!.id, videoId: "e2eVideo001", title: "Linked Video" });
  });
});

test.afterAll(async () => {
  await app?.stop();
  await site?.close();
});

function row(page: Page, label: string, source: string) {
  return page.getByTestId("link-result").filter({ hasText: label }).filter({ hasText: source });
}

function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

async function openChecker(page: Page, search = "") {
  await signInAsAdmin(page, app);
  await page.goto(`${app.url}/admin/tools/link-checker${search}`);
  await waitForHydration(page);
}

test("before the first run: an empty state that says what a run will check", async ({ page }) => {
  await openChecker(page);
  await expect(page.getByRole("heading", { level: 1, name: "Link checker" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No links checked yet" })).toBeVisible();
  // 4 channel links, 3 screenshots, 1 type image, 1 video.
  await expect(page.getByTestId("link-counts")).toHaveText(
    "9 links to check: 4 channel links, 3 screenshots, 1 type image, 1 video link.",
  );
  await expect(page.getByRole("heading", { name: "No results yet" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Re-check broken" })).toHaveCount(0);
});

test("Check all links: a progress bar while it runs, then the results", async ({ page }) => {
  await openChecker(page);
  await page.getByRole("button", { name: "Check all links" }).click();

  const progress = page.getByRole("progressbar", { name: "Link check progress" });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute("aria-valuemax", "9");
  await expect(page.getByRole("heading", { name: "Checking links…" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Check running…" })).toBeDisabled();

  // The page follows the run by itself until it ends.
  const summary = page.getByTestId("link-check-summary");
  await expect(summary).toBeVisible({ timeout: 30_000 });
  await expect(progress).toBeHidden();
  await expect(summary).toContainText("Finished");
  await expect(summary).toContainText("started by admin.e2e@example.com");

  await expect(row(page, "Working Channel", "Channel link")).toContainText("OK · 200");
  const screenshot = row(page, "Working Channel", "Screenshot");
  await expect(screenshot).toContainText("OK · 200");
  await expect(screenshot).toContainText(`Ends at ${site.url("/ok")}`);
  await expect(row(page, "Linked Type", "Type image")).toContainText("OK · 200");
  await expect(row(page, "Missing Channel", "Channel link")).toContainText("Broken · 404");
  await expect(row(page, "Missing Channel", "Channel link")).toContainText("HTTP 404 Not Found");
  await expect(row(page, "Missing Channel", "Screenshot")).toContainText("HTTP 500 Internal Server Error");
  await expect(row(page, "Hanging Channel", "Channel link")).toContainText("Timed out after 1.5 s");
  await expect(row(page, "Silent Channel", "Channel link")).toContainText("Timed out after 1.5 s");
  // The video link goes to YouTube itself: its outcome depends on the network, but it is listed.
  await expect(row(page, "Linked Video", "Video link")).toHaveCount(1);
  await expect(page.getByRole("button", { name: /^Re-check broken \(\d+\)$/ })).toBeEnabled();
});

test("filters the results to broken links and to one source", async ({ page }) => {
  await openChecker(page);
  await page
    .getByRole("navigation", { name: "Show results" })
    .getByRole("link", { name: /^Broken/ })
    .click();
  await expect(page).toHaveURL(/outcome=broken/);
  const rows = page.getByTestId("link-result");
  await expect(row(page, "Working Channel", "Channel link")).toHaveCount(0);
  await expect(row(page, "Missing Channel", "Channel link")).toBeVisible();
  for (const outcome of await rows.evaluateAll((els) => els.map((el) => el.getAttribute("data-outcome"))))
    expect(outcome).toBe("broken");

  await page.getByLabel("Source").selectOption({ label: "Screenshots" });
  await expect(page).toHaveURL(/outcome=broken&source=channel_screenshot/);
  await expect(rows).toHaveCount(2);
  await expect(row(page, "Missing Channel", "Screenshot")).toBeVisible();
  await expect(row(page, "Hanging Channel", "Screenshot")).toBeVisible();

  await page.getByRole("navigation", { name: "Show results" }).getByRole("link", { name: /^OK/ }).click();
  await expect(page).toHaveURL(/outcome=ok&source=channel_screenshot/);
  await expect(rows).toHaveCount(1);
  await expect(row(page, "Working Channel", "Screenshot")).toBeVisible();
});

test("re-checks one link: a fixed link leaves the broken list", async ({ page }) => {
  await openChecker(page, "?outcome=broken");
  const missing = row(page, "Missing Channel", "Channel link");
  await expect(missing).toBeVisible();
  const brokenTab = page.getByRole("navigation", { name: "Show results" }).getByRole("link", { name: /^Broken/ });
  const brokenBefore = Number((await brokenTab.innerText()).replace(/\D/g, ""));

  // The site fixed the page.
  site.setStatus("/missing", 200);
  await missing.getByRole("button", { name: "Re-check Missing Channel (channel link)" }).click();
  await expect(toast(page, "Link works (200)")).toBeVisible();
  await expect(missing).toHaveCount(0);
  await expect(brokenTab).toContainText(String(brokenBefore - 1));

  await page.goto(`${app.url}/admin/tools/link-checker?source=channel_url`);
  await expect(row(page, "Missing Channel", "Channel link")).toContainText("OK · 200");

  // And one that is still broken says so.
  await row(page, "Hanging Channel", "Channel link")
    .getByRole("button", { name: /^Re-check Hanging Channel/ })
    .click();
  await expect(toast(page, "Still broken: Timed out after 1.5 s")).toBeVisible();
});

test("Re-check broken runs again over the broken links only", async ({ page }) => {
  await openChecker(page);
  const brokenButton = page.getByRole("button", { name: /^Re-check broken \(\d+\)$/ });
  await brokenButton.click();
  await expect(page.getByRole("progressbar", { name: "Link check progress" })).toBeVisible();
  await expect(page.getByTestId("link-check-summary")).toBeVisible({ timeout: 30_000 });
  await expect(row(page, "Missing Channel", "Screenshot")).toContainText("HTTP 500 Internal Server Error");
  await expect(row(page, "Working Channel", "Channel link")).toContainText("OK · 200");
});
