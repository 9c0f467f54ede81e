// The admin specs' app: a server of its own (fresh PGlite in DATA_DIR, ADMIN_EMAILS set, the
// demo catalogue when asked), an admin account, and a way to sign a page in as that admin.
import type { Page } from "@playwright/test";
import { ADMIN_EMAIL, createConfirmedAccount, signInByApi, startAuthApp, type AuthApp } from "./auth-app-server";

export { ADMIN_EMAIL };

/** Starts the server and creates the confirmed admin account (ADMIN_EMAILS makes it an admin). */
export async function startAdminApp(
  name: string,
  options: { seedDemo?: boolean; env?: Record<string, string> } = {},
): Promise<AuthApp> {
  const app = await startAuthApp(name, { seedDemo: options.seedDemo ?? false, ...(options.env ? { env: options.env } : {}) });
  await createConfirmedAccount(app, ADMIN_EMAIL, "Ada Admin");
  return app;
}

/** Signs the page's browser context in as the admin (cookies land in the context). */
export async function signInAsAdmin(page: Page, app: AuthApp): Promise<void> {
  await signInByApi(page.context().request, app, ADMIN_EMAIL);
}
