// A member who opens an admin page is sent home with a word (not a silent bounce), and the admin
// channel list shows the @handle of a channel whose only handle is in its youtube.com/@handle address.
import { expect, test, type Page } from "./test";
import { channelTypes, youtubeChannels } from "#db/schema/catalogue";
import { ADMIN_ONLY_MESSAGE } from "#server/auth/viewer.server";
import { signInAsAdmin, startAdminApp } from "./admin-app";
import { createConfirmedAccount, signInByApi, waitForHydration, type AuthApp } from "./auth-app-server";

let app: AuthApp;
const MEMBER = "plain.member@example.com";

test.describe.configure({ mode: "serial" });
test.setTimeout(90_000);

test.beforeAll(async () => {
  test.setTimeout(300_000);
  app = await startAdminApp("admin-access");
  await createConfirmedAccount(app, MEMBER, "Plain Member");
  await app.withDatabase(async (db) => {
    await db.insert(channelTypes).values({ id: "e2e_handle_type", label: "Handle Type" });
    await db.insert(youtubeChannels).values([
      {
        slug: "by-handle-url",
        channelTitle: "Handle From Address",
        channelType: "e2e_handle_type",
        channelUrl: "https://www.youtube.com/@QuietArchive/videos",
      },
      {
        slug: "with-handle",
        channelTitle: "Stored Handle",
        channelType: "e2e_handle_type",
        handle: "storedhandle",
        channelUrl: "https://www.youtube.com/@other",
      },
      {
        slug: "no-handle",
        channelTitle: "Nothing To Show",
        channelType: "e2e_handle_type",
        channelUrl: "https://example.com/somewhere",
      },
    ]);
  });
});

test.afterAll(async () => {
  await app?.stop();
});

function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

test("a member opening an admin page lands home and is told it is for admins", async ({ page }) => {
  await signInByApi(page.context().request, app, MEMBER);
  for (const path of ["/admin/dashboard", "/admin/tools/link-checker"]) {
    await page.goto(`${app.url}${path}`);
    await expect(page).toHaveURL(`${app.url}/`);
    await waitForHydration(page);
    await expect(toast(page, ADMIN_ONLY_MESSAGE)).toBeVisible();
    await expect(toast(page, "That page is for admins.")).toBeVisible();
  }
  // Once: a reload does not repeat it.
  await page.reload();
  await waitForHydration(page);
  await expect(toast(page, ADMIN_ONLY_MESSAGE)).toHaveCount(0);
});

test("the admin channel list shows the @handle read from a youtube.com/@handle address", async ({ page }) => {
  await signInAsAdmin(page, app);
  await page.goto(`${app.url}/admin/channels`);
  const row = (title: string) => page.getByRole("row").filter({ hasText: title });
  await expect(row("Handle From Address")).toContainText("@QuietArchive");
  await expect(row("Handle From Address")).not.toContainText("No handle");
  await expect(row("Stored Handle")).toContainText("@storedhandle");
  await expect(row("Nothing To Show")).toContainText("No handle");
});
