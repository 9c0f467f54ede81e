// Going live (Settings → Catalogue): on a fresh instance with the demo catalogue, an admin types
// the phrase and the demo channels go in one step; the banner and the hero's "not real" wording
// follow, the link checker stops counting demo links, and the audit log says who did it. Then real
// imports through the fake YouTube Data API: one comes out complete with its type and niche, one the
// classifier is unsure of waits in the review list and is published from there.
import { type FakeYoutubeServer, startFakeYoutubeServer } from "#dev/fake-youtube/youtube-server";
import { expect, test } from "./test";
import { ADMIN_EMAIL, signInAsAdmin, startAdminApp } from "./admin-app";
import { type AuthApp, waitForHydration } from "./auth-app-server";

let app: AuthApp;
let fake: FakeYoutubeServer;
const BANNER = "You are looking at generated demo data";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  fake = await startFakeYoutubeServer();
  app = await startAdminApp("go-live", {
    seedDemo: true,
    env: { YOUTUBE_API_KEY: fake.apiKey, YOUTUBE_API_BASE_URL: fake.baseUrl, STATS_REFRESH_AT: "off" },
  });
});

test.afterAll(async () => {
  await app?.stop();
  await fake?.close();
});

test("an admin removes the demo catalogue after typing the phrase, and the site stops saying demo", async ({ browser }) => {
  test.setTimeout(180_000);
  const visitor = await browser.newPage({ baseURL: app.url });
  await visitor.goto("/");
  await expect(visitor.getByRole("note").getByText(BANNER)).toBeVisible();
  await expect(visitor.getByText(/^See what faceless channels get/)).toBeVisible();

  const page = await browser.newPage({ baseURL: app.url });
  await signInAsAdmin(page, app);
  await page.goto("/admin/tools/link-checker");
  await expect(page.getByTestId("demo-links-skipped")).toContainText("of the demo channels are not checked");

  await page.goto("/admin/settings");
  await waitForHydration(page);
  const section = page.getByTestId("go-live");
  await expect(section).toContainText(/holds 1,200 demo channels with [\d,]+ videos/);
  const confirm = section.getByLabel("Type GO LIVE to confirm");
  const remove = section.getByRole("button", { name: "Remove the demo catalogue" });

  // Anything but the phrase is refused, and nothing goes.
  await confirm.fill("go");
  await remove.click();
  await expect(section.getByText("Type GO LIVE to remove the demo catalogue.")).toBeVisible();
  await expect(confirm).toHaveAttribute("aria-invalid", "true");
  await expect(section).toContainText("holds 1,200 demo channels");

  await confirm.fill("GO LIVE");
  await remove.click();
  await expect(page.getByText(/^Removed 1,200 demo channels with [\d,]+ videos\. The catalogue is live\.$/)).toBeVisible({
    timeout: 60_000,
  });
  await expect(section).toContainText("The catalogue is live: it holds no demo channels.");
  await expect(section.getByRole("button", { name: "Remove the demo catalogue" })).toHaveCount(0);

  // The public pages follow at once (the change cleared the page cache).
  await visitor.goto("/");
  await expect(visitor.getByText(/^See what real faceless channels get/)).toBeVisible();
  await expect(visitor.getByText(BANNER)).toHaveCount(0);
  const api = await visitor.request.get("/api/v1/channels?limit=5");
  expect(((await api.json()) as { channels: unknown[] }).channels).toEqual([]);

  await page.goto("/admin/tools/link-checker");
  await waitForHydration(page);
  await expect(page.getByTestId("demo-links-skipped")).toHaveCount(0);
  await page.goto("/admin/audit-log");
  const entry = page.getByTestId("audit-entry").first();
  await expect(entry).toContainText(/Deleted demo catalogue 1,200 demo channels with [\d,]+ videos/);
  await expect(entry).toContainText(`by ${ADMIN_EMAIL}`);
});

test("after going live, a real import comes out complete, and an unsure one waits for review until published", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await browser.newPage({ baseURL: app.url });
  await signInAsAdmin(page, app);
  const toast = (text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

  // Sure of both: imported with its type and niche, shown with how sure and why, and changeable.
  await page.goto("/admin/channels/add");
  await waitForHydration(page);
  await page.getByLabel("YouTube channel URL, @handle or id").fill("@quietarchive");
  await page.getByRole("button", { name: "Import channel" }).click();
  await expect(page).toHaveURL(/\/admin\/channels\/edit\/[0-9a-f-]{36}$/);
  await expect(toast("Channel “Quiet Archive” imported")).toBeVisible();
  const applied = page.getByTestId("applied-at-import");
  await expect(applied).toContainText(/Type:\s*History & Educational\s*\d+%\s*applied/);
  await expect(applied).toContainText(/Niche:\s*History\s*\d+%\s*applied/);
  await expect(applied).toContainText(/sure from “/);
  await expect(page.getByLabel("Channel type", { exact: true })).toHaveValue("history_educational");

  // Its public page is complete: type and niche, no demo banner.
  await page.getByRole("link", { name: "View public page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Quiet Archive" })).toBeVisible();
  await expect(page.getByText(BANNER)).toHaveCount(0);
  await expect(page.getByRole("main")).toContainText("History & Educational");
  await expect(page.getByRole("main").getByRole("link", { name: "History", exact: true }).first()).toBeVisible();

  // Unsure of the type: not published, waiting in the review list (in the admin navigation).
  await page.goto("/admin/channels/add");
  await waitForHydration(page);
  await page.getByLabel("YouTube channel URL, @handle or id").fill("@midnightmysteries");
  await page.getByRole("button", { name: "Import channel" }).click();
  await expect(page).toHaveURL(/\/admin\/channels\/review$/);
  await expect(toast("“Midnight Mysteries” waits for review")).toBeVisible();
  const visitor = await browser.newPage({ baseURL: app.url });
  const listed = async () =>
    ((await (await visitor.request.get("/api/v1/channels?limit=5")).json()) as { channels: { title: string }[] }).channels.map(
      (channel) => channel.title,
    );
  expect(await listed()).toEqual(["Quiet Archive"]);

  await page.goto("/admin/dashboard");
  await page.getByRole("navigation").getByRole("link", { name: "Import review" }).click();
  await waitForHydration(page);
  const item = page.getByTestId("review-item").filter({ hasText: "Midnight Mysteries" });
  await expect(item.getByTestId("import-suggestions")).toContainText(/Type:.*\d+%/);
  await expect(item.getByTestId("import-suggestions")).toContainText(
    /Only \d+% sure from “[^”]+” in the [^;]+; applied from 35%\./,
  );
  await item.getByLabel("Channel type").selectOption({ label: "Original Storytelling" });
  await item.getByLabel("Niche").selectOption({ label: "Mysteries & Unexplained" });
  await item.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(/\/admin\/channels\/edit\/[0-9a-f-]{36}$/);
  await expect(toast("“Midnight Mysteries” published")).toBeVisible();
  await expect(page.getByLabel("Channel type", { exact: true })).toHaveValue("original_storytelling");
  expect((await listed()).sort()).toEqual(["Midnight Mysteries", "Quiet Archive"]);

  await page.goto("/admin/channels/review");
  await expect(page.getByText("Nothing waits for review")).toBeVisible();
  await page.goto("/admin/audit-log");
  await expect(page.getByTestId("audit-entry").first()).toContainText("Approved");
});
