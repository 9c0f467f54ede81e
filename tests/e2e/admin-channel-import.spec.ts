// Channel import from YouTube end to end (YouTube Data API), against the fake YouTube Data API started in
// this test: an admin imports a channel by @handle from /admin/channels/add and sees its public
// page with Top Performing Videos and History, its type and niche applied from the classifier; a CSV
// of three rows (one unknown, one the classifier is unsure of) shows its progress and a per-row
// report; an app without an API key says how to set one.
import { expect, test, type Page } from "./test";
import { type FakeYoutubeServer, startFakeYoutubeServer } from "#dev/fake-youtube/youtube-server";
import { signInAsAdmin, startAdminApp } from "./admin-app";
import { waitForHydration, type AuthApp } from "./auth-app-server";

let app: AuthApp;
let fake: FakeYoutubeServer;

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

test.beforeAll(async () => {
  test.setTimeout(300_000);
  fake = await startFakeYoutubeServer();
  // Niches and channel types to classify into, no channels: a catalogue just gone live.
  app = await startAdminApp("channel-import", {
    live: true,
    env: { YOUTUBE_API_KEY: fake.apiKey, YOUTUBE_API_BASE_URL: fake.baseUrl, STATS_REFRESH_AT: "off" },
  });
});

test.afterAll(async () => {
  await app?.stop();
  await fake?.close();
});

function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

async function open(page: Page, path: string) {
  await signInAsAdmin(page, app);
  await page.goto(`${app.url}${path}`);
  await waitForHydration(page);
}

test("import one channel by @handle from the add page, then its public page shows top videos and history", async ({ page }) => {
  await open(page, "/admin/channels/add");
  await page.getByLabel("YouTube channel URL, @handle or id").fill("@quietarchive");
  await page.getByRole("button", { name: "Import channel" }).click();

  // The channel's edit page, with a toast saying what happened.
  await expect(page).toHaveURL(/\/admin\/channels\/edit\/[0-9a-f-]{36}$/);
  await expect(toast(page, "Channel “Quiet Archive” imported")).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Quiet Archive");
  // The classifier's type and niche were sure enough: applied, with how sure and why.
  const applied = page.getByTestId("applied-at-import");
  await expect(applied).toContainText("History & Educational");
  await expect(applied).toContainText(/Niche:\s*History/);
  await expect(applied).toContainText(/\d+% sure from “/);
  await expect(page.getByLabel("Channel type", { exact: true })).toHaveValue("history_educational");

  await page.getByRole("link", { name: "View public page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Quiet Archive" })).toBeVisible();
  // Statistics from YouTube (284,000 subscribers, 120 videos).
  await expect(page.getByText("284K").first()).toBeVisible();

  const top = page.getByRole("region", { name: "Top Performing Videos" });
  await expect(top).toBeVisible();
  for (const name of ["Most Viewed", "Most Engaging"]) {
    const list = top.getByRole("group", { name });
    await expect(list).toBeVisible();
    await expect(list.getByRole("listitem").first()).toBeVisible();
  }

  // History: the snapshot the import wrote today, in the table under the charts; one snapshot is
  // not enough for growth yet.
  const history = page.getByRole("region", { name: "History", exact: true });
  await expect(history).toBeVisible();
  await expect(history.getByText(/^One snapshot so far, from /)).toBeVisible();
  const snapshot = history.getByRole("table").getByRole("row").nth(1);
  await expect(snapshot).toContainText("284,000");
  await expect(snapshot).toContainText("51,234,567");
  await expect(history.getByText("Not enough history yet").first()).toBeVisible();

  // Importing the same channel again updates it: still one row in the list.
  await page.goto(`${app.url}/admin/channels/add`);
  await waitForHydration(page);
  await page.getByLabel("YouTube channel URL, @handle or id").fill("https://www.youtube.com/@quietarchive");
  await page.getByRole("button", { name: "Import channel" }).click();
  await expect(toast(page, "Channel “Quiet Archive” updated")).toBeVisible();
  await page.goto(`${app.url}/admin/channels?q=Quiet`);
  await expect(page.getByRole("status").filter({ hasText: "1 channel match" })).toBeVisible();
});

test("the add page fills the form from YouTube, and words YouTube's answers at the field", async ({ page }) => {
  await open(page, "/admin/channels/add");
  const field = page.getByLabel("YouTube channel URL, @handle or id");
  await field.fill("@nobodyhere");
  await page.getByRole("button", { name: "Import channel" }).click();
  await expect(page.getByText("YouTube has no channel at that address. Check the URL, @handle or channel ID.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/channels\/add$/);

  await field.fill("youtube.com/channel/");
  await page.getByRole("button", { name: "Fetch from YouTube" }).click();
  await expect(page.getByText("Paste a YouTube channel URL, @handle or channel ID")).toBeVisible();

  // "Fetch from YouTube" fills the manual form and stores nothing until it is saved.
  await field.fill("@midnightmysteries");
  await page.getByRole("button", { name: "Fetch from YouTube" }).click();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Midnight Mysteries");
  await expect(page.getByLabel("YouTube channel id")).toHaveValue("UCm1dn1ghtMyster1es00002");

  // A channel already in the catalogue is named, with a link to edit it.
  await field.fill("@quietarchive");
  await page.getByRole("button", { name: "Fetch from YouTube" }).click();
  await expect(page.getByText("This channel is already in the catalogue.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit “Quiet Archive”" })).toBeVisible();
});

test("a CSV of three rows, one unknown: a preview, the progress bar, then a report per row", async ({ page }) => {
  await open(page, "/admin/channels/import");
  await expect(page.getByRole("heading", { level: 1, name: "Import channels" })).toBeVisible();

  await page.getByLabel("CSV file").setInputFiles({
    name: "channels.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      "Channel name,Channel URL\nMidnight Mysteries,https://www.youtube.com/@midnightmysteries\nNobody,@nobodyhere\nQuiet Archive,UCqu1etArch1veH1st0ry001\n",
    ),
  });
  await page.getByRole("button", { name: "Preview import" }).click();
  await expect(page.getByRole("heading", { name: "Ready to import 3 channels" })).toBeVisible();
  await expect(page.getByTestId("import-preview-summary")).toContainText("Read from the “Channel URL” column.");
  // Three channels by handle or id: 3 units to find, 2–3 each to store; a search each for top videos.
  // (The import above spent a search of today's allowance.)
  await expect(page.getByTestId("import-preview-cost")).toHaveText(
    "About 9–12 YouTube API units and up to 3 searches (each new channel's top videos, and finding old /c/ names). 99 of today's 100 searches are left.",
  );

  // YouTube answers the first three requests with 503: the run backs off and retries (about
  // 3 s), long enough to watch it running.
  fake.failNext(3, 503);
  await page.getByRole("button", { name: "Import 3 channels" }).click();
  await expect(toast(page, "Importing 3 channels")).toBeVisible();
  const progress = page.getByRole("progressbar", { name: "Import progress" });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute("aria-valuemax", "3");
  await expect(page.getByRole("heading", { name: "Importing channels…" })).toBeVisible();

  // The page follows the run by itself until it ends.
  await expect(page.getByRole("heading", { name: "Last import" })).toBeVisible({ timeout: 60_000 });
  await expect(progress).toHaveAttribute("aria-valuenow", "3");
  await expect(page.getByTestId("import-tally")).toHaveText("0 added, 1 updated, 1 waiting for review, 1 failed. Review them");

  const rows = page.getByRole("row");
  // Its type is only a guess: it waits in the review list with the suggestions, not published blank.
  const midnight = rows.filter({ hasText: "@midnightmysteries" });
  await expect(midnight).toContainText("Waiting for review");
  await expect(midnight.getByTestId("import-suggestions")).toContainText(/Only \d+% sure/);
  await expect(rows.filter({ hasText: "@nobodyhere" })).toContainText("Failed");
  await expect(rows.filter({ hasText: "@nobodyhere" })).toContainText("YouTube has no channel at that address.");
  // Imported in the first test: updated, not added twice.
  await expect(rows.filter({ hasText: "UCqu1etArch1veH1st0ry001" })).toContainText("Updated");

  await midnight.getByRole("link", { name: "Pick them in the review list" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import review" })).toBeVisible();
  await expect(page.getByTestId("review-item").filter({ hasText: "Midnight Mysteries" })).toBeVisible();
});

test("the CSV form says what's wrong with a file before importing anything", async ({ page }) => {
  await open(page, "/admin/channels/import");
  await page.getByRole("button", { name: "Preview import" }).click();
  await expect(page.getByText("Choose a .csv file or paste at least one channel URL, @handle or id.")).toBeVisible();

  await page.getByLabel("Paste channels, one per line").fill("hello\nworld");
  await page.getByRole("button", { name: "Preview import" }).click();
  await expect(
    page.getByText("We found no channel URLs, @handles or ids in that. Put one per row, in one column."),
  ).toBeVisible();
});

test("a running import can be stopped: the rows done stay, the rest are not imported", async ({ page }) => {
  await open(page, "/admin/channels/import");
  await page.getByLabel("Paste channels, one per line").fill("@raintapes.lofi\n@raintapesfanmixes\n@nobodyatall");
  await page.getByRole("button", { name: "Preview import" }).click();
  // YouTube answers the first requests with 503: the first row backs off and retries for a few
  // seconds, long enough to press Stop while it runs.
  fake.failNext(3, 503);
  await page.getByRole("button", { name: "Import 3 channels" }).click();
  await expect(page.getByRole("heading", { name: "Importing channels…" })).toBeVisible();
  await page.getByRole("button", { name: "Stop the import" }).click();
  await expect(toast(page, "Import stopped:")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Last import" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Stopped by" })).toBeVisible();
  // The run ends between rows: fewer than three were done, and none after the stop.
  const done = Number(await page.getByRole("progressbar", { name: "Import progress" }).getAttribute("aria-valuenow"));
  expect(done).toBeLessThan(3);
  await page.waitForTimeout(4_000);
  await page.reload();
  expect(
    Number(await page.getByRole("progressbar", { name: "Import progress" }).getAttribute("aria-valuenow")),
  ).toBeLessThanOrEqual(1);
  await expect(page.getByRole("row").filter({ hasText: "@nobodyatall" })).toHaveCount(0);
});

test.describe("without a YouTube API key", () => {
  let bare: AuthApp;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    bare = await startAdminApp("channel-import-nokey", { env: { YOUTUBE_API_KEY: "", STATS_REFRESH_AT: "off" } });
  });

  test.afterAll(async () => {
    await bare?.stop();
  });

  test("the import pages say YouTube isn't connected and how to set the key", async ({ page }) => {
    await signInAsAdmin(page, bare);
    await page.goto(`${bare.url}/admin/channels/import`);
    await expect(page.getByText("YouTube isn't connected yet, so channels can't be imported.")).toBeVisible();
    await expect(page.getByText("YOUTUBE_API_KEY=<your key>")).toBeVisible();
    await expect(page.getByRole("button", { name: "Preview import" })).toBeDisabled();

    await page.goto(`${bare.url}/admin/channels/add`);
    await expect(page.getByText("YOUTUBE_API_KEY=<your key>")).toBeVisible();
    await expect(page.getByRole("button", { name: "Import channel" })).toBeDisabled();
  });
});
