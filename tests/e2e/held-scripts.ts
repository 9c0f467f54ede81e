// The page as a slow phone has it before hydration: its JavaScript files are held until the
// test releases them. Open the page with `waitUntil: "domcontentloaded"` (tests/e2e/test.ts then
// does not wait for hydration). The service worker would answer /assets from its cache, out of
// reach of page.route: use `test.use({ serviceWorkers: "block" })`.
import type { Page } from "@playwright/test";

/** Holds every /assets/*.js request of the page; call the returned function to let them through. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.unroute(/\/assets\/[^/]+\.js$/);
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
