// The public pages the page-wide browser checks visit (axe, class conflicts): a real row of each
// kind, read from the list pages, so the checks follow the demo catalogue.
import type { Page } from "@playwright/test";
import { STATIC_SITEMAP_PATHS } from "../../app/routes/resources/sitemap";

/** The first link on a list page whose address matches: a real channel, type, niche or idea. */
export async function firstHref(page: Page, listPath: string, pattern: RegExp): Promise<string> {
  await page.goto(listPath);
  const hrefs = await page.locator("a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  const href = hrefs.find((h) => pattern.test(h));
  if (!href) throw new Error(`no link matching ${pattern} on ${listPath}`);
  return href;
}

/**
 * Every page the sitemap lists (the static ones), a real row of each kind, and the pages a
 * crawler does not see: a search, the second rankings tab, the auth forms and the 404 page.
 */
export async function publicPages(page: Page): Promise<string[]> {
  const channel = await firstHref(page, "/channel-search", /^\/channel\/[^/?#]+$/);
  const type = await firstHref(page, "/channel-types", /^\/channel-types\/[^/?#]+$/);
  const niche = await firstHref(page, "/niches", /^\/niches\/[a-z0-9-]+$/);
  const idea = await firstHref(page, "/faceless-ideas", /^\/faceless-ideas\/[^/?#]+$/);
  return [
    ...new Set([
      ...STATIC_SITEMAP_PATHS,
      "/channel-search?q=history",
      channel,
      type,
      "/channel-rankings?tab=per-subscriber",
      niche,
      idea,
      "/auth",
      "/auth?tab=register",
      "/auth/forgot-password",
      "/admin/login",
      "/this-page-does-not-exist",
    ]),
  ];
}
