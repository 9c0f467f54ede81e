// What the admin screen specs (niches, channel types, ideas, facts) set up alike: one admin app
// for the whole file (its tests run in order on it), a signed-in admin, a screen opened and
// hydrated, and the toasts a save or delete shows.
import { type Page, test } from "./test";
import { signInAsAdmin, startAdminApp } from "./admin-app";
import { type AuthApp, waitForHydration } from "./auth-app-server";

export interface AdminScreenApp {
  /** The running app's base URL. */
  readonly url: string;
  /** Signs the page's browser context in as the admin. */
  signIn(page: Page): Promise<void>;
  /** Goes to `path` (with its search) and waits for hydration; `signIn` first unless told not to. */
  open(page: Page, path: string, options?: { signIn?: boolean }): Promise<void>;
}

/**
 * Registers the hooks that start the app before the file's first test and stop it after the
 * last. Starting builds a database (and the demo catalogue when asked), hence the long timeouts.
 */
export function adminScreenApp(
  name: string,
  options: { seedDemo: boolean; testTimeout: number; startTimeout: number },
): AdminScreenApp {
  let app: AuthApp | undefined;
  test.describe.configure({ mode: "serial" });
  test.setTimeout(options.testTimeout);
  test.beforeAll(async () => {
    test.setTimeout(options.startTimeout);
    app = await startAdminApp(name, { seedDemo: options.seedDemo });
  });
  test.afterAll(async () => {
    await app?.stop();
  });
  const started = (): AuthApp => {
    if (!app) throw new Error(`the admin app "${name}" is not running`);
    return app;
  };
  return {
    get url() {
      return started().url;
    },
    signIn: (page) => signInAsAdmin(page, started()),
    async open(page, path, { signIn = true } = {}) {
      if (signIn) await signInAsAdmin(page, started());
      await page.goto(`${started().url}${path}`);
      await waitForHydration(page);
    },
  };
}

/** The toast (sonner) that says `text`. */
export function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}
