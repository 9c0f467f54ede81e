// axe on every public page (app/routes.ts), in the light and the dark theme, signed out and, for
// the pages that change when signed in (revenue, rankings, profile), as a member: no serious or
// critical violation. On a desktop each page is read in the light theme, then with the OS switched
// to dark (the `theme` cookie on "system"); the phone pass has the cookie on "dark" from the start.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type BrowserContext, type Page } from "./test";
import { signInByApi } from "./auth-app-server";
import type { SharedApp } from "./shared-app";
import { firstHref, publicPages } from "./public-pages";

let app: SharedApp;
const MEMBER = "axe.member@example.com";

// Each test on its own, so that two workers share the suite's longest file (each worker has its own server and member).
test.describe.configure({ mode: "parallel" });
test.setTimeout(240_000);

test.beforeAll(async ({ app: shared }) => {
  app = shared;
  await app.createAccount("member", { email: MEMBER, name: "Axe Member" });
});

async function setTheme(context: BrowserContext, theme: "light" | "dark" | "system"): Promise<void> {
  await context.addCookies([{ name: "theme", value: theme, url: app.url }]);
}

/**
 * The rules whose outcome a theme can change. The dark theme swaps colours only (the same markup
 * at the same width), so the desktop dark passes check these; the light and phone passes check all.
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/** Serious and critical violations of the open page, as "rule: target (summary)" lines. */
async function seriousViolations(page: Page, path: string, rules: "all" | "colour" = "all"): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  if (rules === "colour") axe.withRules(COLOUR_RULES);
  else axe.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]);
  const results = await axe.analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${path} · ${v.id} (${v.impact}): ${n.target.join(" ")} — ${n.failureSummary?.split("\n").slice(1, 2).join(" ").trim() ?? ""}`,
      ),
    );
}

/** Opens a page (`goto` returns once it has hydrated, tests/e2e/test.ts). */
async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(`${app.url}${path}`);
  expect(response?.status(), path).toBeLessThan(500);
}

/**
 * A page in the light theme with every rule, then in the dark with the colour rules, in one
 * visit: the theme is "system" and the OS switches to dark, which the page follows as it would
 * for a person at sunset (app/lib/theme.ts), its colour transitions left to finish.
 */
async function lightAndDarkViolations(page: Page, path: string): Promise<string[]> {
  await page.emulateMedia({ colorScheme: "light" });
  await open(page, path);
  const found = await seriousViolations(page, path);
  // What the browser skips until it comes near (content-visibility: auto) would start its colour
  // transitions only when axe reads it, and be read mid-way: drawn now, as scrolling would.
  await page.evaluate(async () => {
    for (const element of document.querySelectorAll<HTMLElement>("[class*=render-when-near]"))
      element.style.contentVisibility = "visible";
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await page.emulateMedia({ colorScheme: "dark" });
  await page.locator("html.dark").waitFor({ state: "attached" });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((transition) => transition.finished.catch(() => undefined)),
    ),
  );
  found.push(...(await seriousViolations(page, `${path} (dark)`, "colour")));
  return found;
}

// In halves: some 35 pages with axe on each take minutes on a busy two-core machine.
for (const half of [0, 1]) {
  test(`every public page (half ${half + 1} of 2), signed out, light and dark theme: no serious or critical axe violation`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await setTheme(context, "system");
    const found: string[] = [];
    const pages = (await publicPages(page)).filter((_, index) => index % 2 === half);
    for (const path of pages) found.push(...(await lightAndDarkViolations(page, path)));
    expect(found).toEqual([]);
  });
}

test("the pages a member sees differently, light and dark theme: no serious or critical axe violation", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await setTheme(context, "system");
  await signInByApi(context.request, app, MEMBER);
  const channel = await firstHref(page, "/channel-search", /^\/channel\/[^/?#]+$/);
  // The watchlist with something on it: a followed niche and a saved search (a second run's
  // follow is a no-op, its save a refused duplicate).
  // A niche's page, not the member's CSV export link beside the list.
  const niche = await firstHref(page, "/niches", /^\/niches\/[a-z0-9-]+$/);
  const post = (path: string, form: Record<string, string>) =>
    context.request.post(`${app.url}${path}`, { form, headers: { origin: app.url } });
  await post("/watchlist/follow", { intent: "follow", kind: "niche", target: niche.split("/").pop()! });
  await post("/watchlist/saved-searches", { intent: "save", name: "History channels", query: "q=history" });
  // /profile with an API token in its list (a second run's is a refused duplicate name).
  await post("/profile", { intent: "api-token-create", name: "Axe script" });
  const found: string[] = [];
  for (const path of [
    "/",
    channel,
    niche,
    "/channel-search?q=history",
    "/watchlist",
    "/channel-rankings",
    "/channel-rankings?tab=per-subscriber",
    "/profile",
  ])
    found.push(...(await lightAndDarkViolations(page, path)));
  expect(found).toEqual([]);
});

test("a phone-width channel page, search and wide tables, dark theme: no serious or critical axe violation", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await setTheme(context, "dark");
  const channel = await firstHref(page, "/channel-search", /^\/channel\/[^/?#]+$/);
  const found: string[] = [];
  // /how-it-works and the rankings hold tables wider than a phone: their frames must scroll by keyboard too.
  for (const path of ["/", channel, "/channel-search", "/auth", "/how-it-works", "/channel-rankings"]) {
    await open(page, path);
    found.push(...(await seriousViolations(page, path)));
  }
  expect(found).toEqual([]);
});
