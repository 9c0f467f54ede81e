// Going live (Settings → Catalogue): on a fresh instance with the demo catalogue, an admin types
// the phrase and the demo channels go in one step; the banner and the hero's "not real" wording
// follow, the link checker stops counting demo links, and the audit log says who did it.
import { expect, test } from "./test";
import { ADMIN_EMAIL, signInAsAdmin, startAdminApp } from "./admin-app";
import { type AuthApp, waitForHydration } from "./auth-app-server";

let app: AuthApp;
const BANNER = "You are looking at generated demo data";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  app = await startAdminApp("go-live", { seedDemo: true });
});

test.afterAll(async () => {
  await app?.stop();
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
