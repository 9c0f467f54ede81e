// Discovery end to end against the fake YouTube Data API (started here): an admin adds queries,
// runs discovery, sees candidates with their suggested type and the evidence for it, approves one
// (it lands in the public directory with its stats and videos, through an import run) and rejects
// another, which does not come back on the next run.
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
  app = await startAdminApp("discovery", {
    seedDemo: true,
    env: { YOUTUBE_API_KEY: fake.apiKey, YOUTUBE_API_BASE_URL: fake.baseUrl, STATS_REFRESH_AT: "off", DISCOVERY_AT: "off" },
  });
});

test.afterAll(async () => {
  await app?.stop();
  await fake?.close();
});

function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

async function open(page: Page, path = "/admin/discovery") {
  await signInAsAdmin(page, app);
  await page.goto(`${app.url}${path}`);
  await waitForHydration(page);
}

async function addQuery(page: Page, query: string, kind: string) {
  const form = page.getByTestId("discovery-query-form");
  await form.getByLabel("Query").fill(query);
  await form.getByLabel("Search").selectOption(kind);
  await form.getByRole("button", { name: "Add query" }).click();
  await expect(toast(page, `Query “${query}” added`)).toBeVisible();
}

function candidate(page: Page, title: string) {
  return page.getByTestId("discovery-candidate").filter({ has: page.getByRole("heading", { name: title }) });
}

test("add queries, run discovery and see candidates with a suggested type, its evidence and why each was found", async ({
  page,
}) => {
  await open(page);
  await expect(page.getByText("No queries yet.")).toBeVisible();
  await addQuery(page, "rain sounds", "both");
  await addQuery(page, "history documentary", "channels");
  await expect(page.getByTestId("discovery-queries").getByRole("row")).toHaveCount(3);
  // A duplicate is refused with a message, not a 500.
  await page.getByTestId("discovery-query-form").getByLabel("Query").fill("Rain Sounds");
  await page.getByTestId("discovery-query-form").getByRole("button", { name: "Add query" }).click();
  await expect(page.getByRole("alert")).toHaveText("That query is already in the list.");

  await page.getByRole("button", { name: "Run discovery now" }).click();
  await expect(page.getByTestId("discovery-run")).toContainText("Finished", { timeout: 30_000 });
  await expect(page.getByTestId("discovery-run-notes")).toContainText(/\d+ new candidates? from/);

  const archive = candidate(page, "Quiet Archive");
  await expect(archive).toBeVisible();
  await expect(archive.getByTestId("candidate-type")).toContainText(/History|Documentary/);
  await expect(archive.getByTestId("candidate-type-evidence")).toContainText("“");
  await expect(archive).toContainText("“history documentary” (channel search)");
  await expect(candidate(page, "Rain Tapes · Lofi Studio")).toContainText("rain sounds");
  // No candidate is called likely faceless with nothing said for it.
  const cards = page.getByTestId("discovery-candidate");
  let likely = 0;
  for (let index = 0; index < (await cards.count()); index++) {
    const card = cards.nth(index);
    if ((await card.getByTestId("candidate-faceless").textContent()) !== "Likely faceless") continue;
    likely++;
    await expect(card.getByTestId("candidate-faceless-evidence")).toContainText(/^For: /);
  }
  expect(likely).toBeGreaterThan(0);
});

test("approve one: it is imported with stats and videos and appears in the public directory", async ({ page }) => {
  await open(page);
  const archive = candidate(page, "Quiet Archive");
  await archive.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Approve selected" }).click();
  // The import page follows the run.
  await expect(page).toHaveURL(/\/admin\/channels\/import$/);
  await expect(toast(page, "Approved 1 channel: importing them now")).toBeVisible();
  await expect(page.getByText("1 added, 0 updated, 0 failed.")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("link", { name: "Quiet Archive", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Quiet Archive" })).toBeVisible();
  await expect(page.getByText("284K").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Top Performing Videos" })).toBeVisible();

  await page.goto(`${app.url}/admin/discovery?status=approved`);
  await expect(candidate(page, "Quiet Archive").getByRole("link", { name: "In the directory" })).toBeVisible();
});

test("reject one with a reason: it does not come back on the next run", async ({ page }) => {
  await open(page);
  const rain = candidate(page, "Rain Tapes · Lofi Studio");
  await rain.getByRole("checkbox").check();
  // A rejection needs its reason.
  await page.getByRole("button", { name: "Reject selected" }).click();
  await expect(page.getByRole("alert")).toContainText("Say why in 1 to 200 characters");
  await candidate(page, "Rain Tapes · Lofi Studio").getByRole("checkbox").check();
  await page.getByLabel("Reason to reject").fill("Music channel, not our kind of faceless");
  await page.getByRole("button", { name: "Reject selected" }).click();
  await expect(toast(page, "Rejected 1 channel")).toBeVisible();
  await expect(candidate(page, "Rain Tapes · Lofi Studio")).toHaveCount(0);

  await page.getByRole("button", { name: "Run discovery now" }).click();
  await expect(page.getByTestId("discovery-run")).toContainText("Finished", { timeout: 30_000 });
  await expect(candidate(page, "Rain Tapes · Lofi Studio")).toHaveCount(0);
  await page.getByRole("link", { name: "Rejected" }).click();
  await expect(candidate(page, "Rain Tapes · Lofi Studio")).toContainText("Rejected: Music channel, not our kind of faceless");
});

test("the queue's filters are in the URL, and a malformed one is a 400 that names it", async ({ page }) => {
  await open(page, "/admin/discovery?minSubscribers=5000000");
  await expect(page.getByTestId("discovery-empty")).toHaveText("No candidate matches these filters.");
  const response = await page.goto(`${app.url}/admin/discovery?confidence=certain`);
  expect(response?.status()).toBe(400);
  await expect(page.getByText("confidence must be high, medium or low")).toBeVisible();
});
