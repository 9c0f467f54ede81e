// axe on every public page (app/routes.ts), in the light and the dark theme, signed out and, for
// the pages that change when signed in (revenue, rankings, profile), as a member: no serious or
// critical violation. The theme is the `theme` cookie the switcher writes (domain/theme-cookie.ts).
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type BrowserContext, type Page } from "./test";
import { signInByApi, waitForHydration } from "./auth-app-server";
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

async function setTheme(context: BrowserContext, theme: "light" | "dark"): Promise<void> {
  await context.addCookies([{ name: "theme", value: theme, url: app.url }]);
}

/**
 * The rules whose outcome a theme can change. The dark theme swaps colours only (the same markup
 * at the same width), so the desktop dark passes check these; the light and phone passes check all.
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/** Serious and critical violations of one page, as "rule: target (summary)" lines. */
async function seriousViolations(page: Page, path: string, rules: "all" | "colour" = "all"): Promise<string[]> {
  const response = await page.goto(`${app.url}${path}`);
  expect(response?.status(), path).toBeLessThan(500);
  await waitForHydration(page);
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

for (const theme of ["light", "dark"] as const) {
  // In halves: some 35 pages with axe on each take minutes on a busy two-core machine.
  for (const half of [0, 1]) {
    test(`every public page (half ${half + 1} of 2), signed out, ${theme} theme: no serious or critical axe violation`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await setTheme(context, theme);
      const found: string[] = [];
      const pages = (await publicPages(page)).filter((_, index) => index % 2 === half);
      for (const path of pages) found.push(...(await seriousViolations(page, path, theme === "dark" ? "colour" : "all")));
      expect(found).toEqual([]);
    });
  }

  test(`the pages a member sees differently, ${theme} theme: no serious or critical axe violation`, async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await setTheme(context, theme);
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
      found.push(...(await seriousViolations(page, path, theme === "dark" ? "colour" : "all")));
    expect(found).toEqual([]);
  });
}

test("a phone-width channel page, search and wide tables, dark theme: no serious or critical axe violation", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await setTheme(context, "dark");
  const channel = await firstHref(page, "/channel-search", /^\/channel\/[^/?#]+$/);
  const found: string[] = [];
  // /how-it-works and the rankings hold tables wider than a phone: their frames must scroll by keyboard too.
  for (const path of ["/", channel, "/channel-search", "/auth", "/how-it-works", "/channel-rankings"])
    found.push(...(await seriousViolations(page, path)));
  expect(found).toEqual([]);
});
