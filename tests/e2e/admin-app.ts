// The admin specs' app: a server of its own (fresh PGlite in DATA_DIR, ADMIN_EMAILS set, the
// demo catalogue when asked), an admin account, and a way to sign a page in as that admin.
import { expect, type Page } from "@playwright/test";
import {
  ADMIN_EMAIL,
  createConfirmedAccount,
  signInByApi,
  startAuthApp,
  waitForHydration,
  type AuthApp,
} from "./auth-app-server";

export { ADMIN_EMAIL };

/** Starts the server and creates the confirmed admin account (ADMIN_EMAILS makes it an admin). */
export async function startAdminApp(
  name: string,
  options: { seedDemo?: boolean; live?: boolean; env?: Record<string, string> } = {},
): Promise<AuthApp> {
  const app = await startAuthApp(name, {
    seedDemo: options.seedDemo ?? false,
    live: options.live ?? false,
    ...(options.env ? { env: options.env } : {}),
  });
  await createConfirmedAccount(app, ADMIN_EMAIL, "Ada Admin");
  return app;
}

/** Signs the page's browser context in as the admin (cookies land in the context). */
export async function signInAsAdmin(page: Page, app: Pick<AuthApp, "url">): Promise<void> {
  await signInByApi(page.context().request, app, ADMIN_EMAIL);
}

/** Signs in as the admin and changes a channel's description on its edit page, as an admin would. */
export async function editChannelDescription(
  page: Page,
  app: Pick<AuthApp, "url">,
  channelId: string,
  description: string,
): Promise<void> {
  await signInByApi(page.context().request, app, ADMIN_EMAIL);
  await page.goto(`${app.url}/admin/channels/edit/${channelId}`);
  await waitForHydration(page);
  await page.getByLabel("Description", { exact: true }).fill(description);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "saved" })).toBeVisible({ timeout: 30_000 });
}
