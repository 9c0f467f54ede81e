// Every browser test imports `test` (and `expect`) from here rather than from @playwright/test.
// It is Playwright's own `test`, with one difference: a full page load made by `goto`, `reload`,
// `goBack` or `goForward` returns once the page has hydrated, not only once `load` has fired.
//
// Why: a page's scripts start after its first paint (app/lib/scripts-after-first-paint.ts), so
// `load` can fire before the controls that need JavaScript (dialogs, menus, tabs, toasts) work.
// A person's first tap comes long after the page appears; a test's came a millisecond after
// `load`, and now and then landed on a button that did nothing yet. What a page does before it
// hydrates is tested on purpose where it matters, by holding its scripts back with `page.route`
// and opening it with `waitUntil: "domcontentloaded"` (which skips this wait), and by the specs
// that run without JavaScript.
import { test as base, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { signInByApi } from "./auth-app-server";
import { type Account, type SharedApp, startSharedApp } from "./shared-app";

export * from "@playwright/test";

/**
 * Long enough for any page to hydrate on a busy CI machine; a page that never does (its server
 * was killed on purpose, its scripts were blocked) is then left to the test's own assertions.
 */
const HYDRATION_WAIT_MS = 10_000;

type Navigation = "goto" | "reload" | "goBack" | "goForward";
const NAVIGATIONS: Navigation[] = ["goto", "reload", "goBack", "goForward"];

/** Hydrated, or nothing to wait for: not one of our pages, JavaScript off, or already hydrated. */
function hydratedOrNothingToWaitFor(): boolean {
  const held = document.querySelector('script[type="text/held-module"]');
  return !held || !("__reactRouterContext" in window) || document.documentElement.hasAttribute("data-hydrated");
}

async function untilHydrated(page: Page): Promise<void> {
  try {
    if (await page.evaluate(hydratedOrNothingToWaitFor)) return;
    await page.waitForFunction(hydratedOrNothingToWaitFor, undefined, { timeout: HYDRATION_WAIT_MS, polling: 20 });
  } catch (error) {
    // Another navigation replaced the page meanwhile, or it never hydrated: the test goes on and
    // its own assertions say what is wrong; the report names the page that never hydrated.
    if (error instanceof Error && error.name === "TimeoutError")
      console.warn(`${page.url()} did not hydrate within ${HYDRATION_WAIT_MS / 1000} s`);
  }
}

const wrapped = new WeakSet<Page | BrowserContext>();

function waitsForHydration(page: Page): Page {
  if (wrapped.has(page)) return page;
  wrapped.add(page);
  for (const name of NAVIGATIONS) {
    const original = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page[Navigation]>;
    const navigate = async (...args: unknown[]) => {
      const response = await original(...args);
      const options = (name === "goto" ? args[1] : args[0]) as { waitUntil?: string } | undefined;
      // A test that asks to act before `load` wants the page as it is before its scripts run.
      if (options?.waitUntil !== "commit" && options?.waitUntil !== "domcontentloaded") await untilHydrated(page);
      return response;
    };
    Object.assign(page, { [name]: navigate });
  }
  return page;
}

function pagesWaitForHydration(context: BrowserContext): BrowserContext {
  if (wrapped.has(context)) return context;
  wrapped.add(context);
  for (const page of context.pages()) waitsForHydration(page);
  context.on("page", waitsForHydration);
  return context;
}

/** Signs the test's page in as a new member (or as the admin), the way epic-stack's `loginAs` does: no form, straight to a session cookie. */
export type LoginAs = (role: "member" | "admin", options?: { email?: string; name?: string }) => Promise<Account>;

export const test = base.extend<{ loginAs: LoginAs }, { browser: Browser; app: SharedApp }>({
  // One server per worker for every spec that needs no set-up of its own (tests/e2e/shared-app.ts).
  app: [
    async ({}, use, workerInfo) => {
      const app = await startSharedApp(`shared-${workerInfo.workerIndex}`);
      await use(app);
      await app.stop();
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ app }, use) => {
    await use(app.url);
  },
  loginAs: async ({ app, page }, use) => {
    await use(async (role, options) => {
      const account = await app.createAccount(role, options);
      await signInByApi(page.context().request, app, account.email, account.password);
      return account;
    });
  },
  context: async ({ context }, use) => {
    await use(pagesWaitForHydration(context));
  },
  // Contexts and pages a test opens itself (a second visitor, a member beside a visitor).
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      const newPage = browser.newPage.bind(browser);
      Object.assign(browser, {
        newContext: async (...args: Parameters<Browser["newContext"]>) => pagesWaitForHydration(await newContext(...args)),
        newPage: async (...args: Parameters<Browser["newPage"]>) => waitsForHydration(await newPage(...args)),
      });
      await use(browser);
    },
    { scope: "worker" },
  ],
});
