// The light client (issue "Fast pages", item "Light client"): what a public page downloads
// before anyone scrolls or clicks, checked in Chromium against the production build.
//  - exactly the scripts `npm run bench:js` counts (so its figures are what browsers download);
//  - none of the libraries that wait until they are needed (zod, Better Auth client, tiptap,
//    the Radix menu, recharts);
//  - charts: their table is in the server's HTML (screen readers, no JavaScript), and the chart
//    itself is drawn once it scrolls into view.
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "./test";
import { holdScripts } from "./held-scripts";
import { CHUNK_MODULES_FILE, type ChunkModules } from "../../bench/chunk-modules-plugin";
import { BUDGETED_PAGES, DEFERRED_PACKAGES, firstLoadScripts, packagesOf, readManifest } from "../../bench/js-weight";

const BUILD = "build";
// A phone, as Lighthouse's mobile run: charts further down stay unloaded until scrolled to.
const PHONE = { width: 390, height: 844 };

const manifest = readManifest(BUILD);
const chunkModules = JSON.parse(readFileSync(`${BUILD}/${CHUNK_MODULES_FILE}`, "utf8")) as ChunkModules;

/** Libraries that must wait, found in the given scripts. */
function deferredIn(urls: string[]): string[] {
  const packages = packagesOf(chunkModules, urls).map((pkg) => pkg.name);
  return DEFERRED_PACKAGES.filter((deferred) => packages.some(deferred.test)).map((deferred) => deferred.name);
}

/** Every script the page fetches (same origin, by path), recorded from the first request on. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() === "script" && url.pathname.startsWith("/assets/")) scripts.push(url.pathname);
  });
  return scripts;
}

async function aChannelSlug(page: Page): Promise<string> {
  const html = await (await page.request.get("/")).text();
  const slug = /href="\/channel\/([^"?#]+)"/.exec(html)?.[1];
  expect(slug, "the home page links to a channel").toBeTruthy();
  return slug!;
}

test.describe("first load", () => {
  test.use({ viewport: PHONE });

  test("each budgeted page downloads exactly the scripts bench:js counts, and no deferred library", async ({ page }) => {
    const slug = await aChannelSlug(page);
    for (const budgeted of BUDGETED_PAGES) {
      const path = budgeted.path.startsWith("/channel/") ? `/channel/${slug}` : budgeted.path;
      const scripts = recordScripts(page);
      await page.goto(path, { waitUntil: "networkidle" });
      const expected = firstLoadScripts(manifest, budgeted.path).urls;
      expect(new Set(scripts), `${path}: scripts fetched on first load`).toEqual(new Set(expected));
      expect(deferredIn(scripts), `${path}: deferred libraries on first load`).toEqual([]);
      page.removeAllListeners("response");
    }
  });

  test("pages whose parts hydrate apart are written in reading order: nothing moved to the end for a script to put back", async ({
    page,
  }) => {
    const slug = await aChannelSlug(page);
    for (const path of ["/", "/channel-search", `/channel/${slug}`, "/outliers", "/niches"]) {
      const html = await (await page.request.get(path)).text();
      const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
      // React's marks of a boundary written in place, and of one to be filled in later from
      // elsewhere (which only code still loading on the server may leave, never a finished part).
      expect(main, `${path}: boundaries in place`).toContain("<!--$-->");
      expect(main.match(/<template id="B:[^>]*>/g) ?? [], `${path}: boundaries moved out of place`).toEqual([]);
    }
  });

  test("the research pages (/outliers, /niches, a niche) load no deferred library either: their filters are parsed on the server", async ({
    page,
  }) => {
    for (const path of ["/outliers", "/outliers?size=under-10k&within=30", "/niches", "/niches/true-crime"]) {
      const scripts = recordScripts(page);
      await page.goto(path, { waitUntil: "networkidle" });
      expect(scripts.length, `${path}: scripts fetched`).toBeGreaterThan(3);
      expect(deferredIn(scripts), `${path}: deferred libraries on first load`).toEqual([]);
      page.removeAllListeners("response");
    }
  });

  test("the channel history table is server-rendered; its charts are drawn once scrolled into view", async ({
    page,
    browser,
  }) => {
    const slug = await aChannelSlug(page);
    const html = await (await page.request.get(`/channel/${slug}`)).text();
    // The table behind the charts is in the HTML itself; the charts are not.
    const table = /id="channel-history-table"[\s\S]*?<\/table>/.exec(html)?.[0] ?? "";
    // A header row and one row per snapshot (the demo catalogue has 12 monthly snapshots).
    expect(table.match(/<tr[\s>]/g)).toHaveLength(13);
    expect(html).not.toContain("recharts-surface");

    const scripts = recordScripts(page);
    await page.goto(`/channel/${slug}`, { waitUntil: "networkidle" });
    const history = page.getByTestId("channel-history");
    await expect(
      history.getByRole("region", { name: "Subscribers and views by snapshot, newest first" }).locator("tbody tr"),
    ).toHaveCount(12);
    await expect(history.locator("svg.recharts-surface")).toHaveCount(0);
    expect(deferredIn(scripts)).not.toContain("recharts");

    // On a phone the two charts stack: each loads as it comes into view.
    const figures = history.locator("figure");
    await figures.first().scrollIntoViewIfNeeded();
    await expect(figures.first().locator("[data-chart-ready] svg.recharts-surface")).toHaveCount(1);
    await figures.last().scrollIntoViewIfNeeded();
    await expect(history.locator("[data-chart-ready] svg.recharts-surface")).toHaveCount(2);
    expect(deferredIn(scripts)).toContain("recharts");

    // Without JavaScript the table is all there is, and it is complete.
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const plain = await noScript.newPage();
    await plain.goto(`/channel/${slug}`);
    await expect(plain.getByTestId("channel-history").locator("#channel-history-table tbody tr")).toHaveCount(12);
    await noScript.close();
  });

  test("a calculator's projection table is server-rendered; its chart is drawn once scrolled into view", async ({ page }) => {
    const html = await (await page.request.get("/channel-earnings")).text();
    expect(html).toContain('id="channel-earnings-table"');
    expect(html).not.toContain("recharts-surface");

    const scripts = recordScripts(page);
    await page.goto("/channel-earnings", { waitUntil: "networkidle" });
    const main = page.getByRole("main");
    const table = main.getByRole("region", { name: "Projected revenue month by month" });
    await expect(table.locator("tbody tr")).toHaveCount(12);
    await expect(main.locator("svg.recharts-surface")).toHaveCount(0);
    expect(deferredIn(scripts)).not.toContain("recharts");

    await table.scrollIntoViewIfNeeded();
    await expect(main.locator("[data-chart-ready] svg.recharts-surface")).toHaveCount(1);
    expect(deferredIn(scripts)).toContain("recharts");
  });

  test("sections below a phone's first screen wait to be drawn while the page loads, and are all drawn once it is idle; a list's items as they come near", async ({
    page,
    browser,
  }) => {
    const slug = await aChannelSlug(page);
    const skipped = (p: Page) =>
      p.evaluate(() =>
        [...document.querySelectorAll("main *")]
          .filter((element) => getComputedStyle(element).contentVisibility === "auto")
          .map((element) => element.textContent?.trim().slice(0, 40) ?? ""),
      );
    // The page's sections (children of a parent marked `*:render-when-near`) still waiting.
    const sectionsWaiting = (p: Page) =>
      p.evaluate(() =>
        [...document.querySelectorAll('main [class*=":render-when-near"] > *')]
          .filter((element) => getComputedStyle(element).contentVisibility === "auto")
          .map((element) => element.textContent?.trim().slice(0, 40) ?? ""),
      );
    // The last section that waited or waits (revealed ones carry an inline content-visibility).
    const lastSectionDrawn = (p: Page) =>
      p.evaluate(() => {
        const sections = [...document.querySelectorAll<HTMLElement>("main *")].filter(
          (element) => element.style.contentVisibility === "visible" || getComputedStyle(element).contentVisibility === "auto",
        );
        return sections.at(-1)?.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false;
      });

    // As the HTML arrives (no script at all): the first screen is drawn, what is below it is not.
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const plain = await noScript.newPage();
    for (const path of ["/", `/channel/${slug}`, "/channel-search", "/outliers", "/niches"]) {
      await plain.goto(path);
      expect((await skipped(plain)).length, `${path}: sections waiting`).toBeGreaterThan(2);
      expect(
        await plain
          .getByRole("heading", { level: 1 })
          .first()
          .evaluate((h) => h.checkVisibility({ contentVisibilityAuto: true })),
      ).toBe(true);
      expect(await lastSectionDrawn(plain), `${path}: the last section waits`).toBe(false);
    }
    await noScript.close();

    // With scripts, once the page is idle every section is drawn without anyone scrolling
    // (a jump to the end), and the page has not moved.
    for (const path of ["/", `/channel/${slug}`]) {
      await page.goto(path);
      await expect.poll(() => sectionsWaiting(page), { message: `${path}: sections still waiting`, timeout: 15_000 }).toEqual([]);
      expect(await lastSectionDrawn(page), path).toBe(true);
      expect(await page.evaluate(() => window.scrollY), path).toBe(0);
    }
    // A list's items are left to the browser: still waiting once the page has long been idle,
    // drawn when they come near, at the end of the list too.
    for (const path of ["/channel-search", "/outliers", "/niches"]) {
      await page.goto(path);
      await page.waitForTimeout(2_000);
      expect((await skipped(page)).length, `${path}: items waiting`).toBeGreaterThan(2);
      expect(await lastSectionDrawn(page), `${path}: the last item waits`).toBe(false);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => lastSectionDrawn(page), { message: `${path}: the last item drawn once near` }).toBe(true);
    }
  });

  test.describe("while the stylesheet is slow to arrive", () => {
    // The service worker would answer /assets from its cache, out of reach of page.route.
    test.use({ serviceWorkers: "block" });

    test("no script is requested until the page has painted; then every module at once, and the page hydrates", async ({
      page,
    }) => {
      const slug = await aChannelSlug(page);
      // A slow line: the stylesheet (which the first paint waits for) takes 400 ms more.
      await page.route(/\/assets\/[^/]+\.css$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      for (const path of ["/", `/channel/${slug}`, "/channel-search?q=history"]) {
        // As sent: nothing in the HTML fetches or runs a module before the page has painted.
        const html = await (await page.request.get(path)).text();
        expect(html, path).not.toMatch(/<link[^>]*rel="modulepreload"/);
        expect(html, path).not.toMatch(/<script[^>]*type="module"/);
        const held = [...html.matchAll(/<link[^>]*rel="held-modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
        expect(held.length, path).toBeGreaterThan(3);

        await page.goto(path);
        await page.waitForFunction(
          () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined,
        );
        const timing = await page.evaluate(() => {
          const assets = performance
            .getEntriesByType("resource")
            .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/")) as PerformanceResourceTiming[];
          return {
            stylesheetEnd: Math.max(...assets.filter((entry) => entry.name.endsWith(".css")).map((entry) => entry.responseEnd)),
            scriptStarts: assets.filter((entry) => entry.name.endsWith(".js")).map((entry) => entry.startTime),
            preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute("href")),
          };
        });
        // The stylesheet had the line to itself; every held module was then preloaded at once
        // (no import waterfall).
        expect(timing.scriptStarts.length, path).toBeGreaterThan(0);
        expect(Math.min(...timing.scriptStarts), path).toBeGreaterThan(timing.stylesheetEnd);
        expect(new Set(timing.preloads), path).toEqual(new Set(held));
      }
    });

    test("a tap on a script-only button before the scripts have run is carried out once they have", async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto("/", { waitUntil: "domcontentloaded" });
      // The phone's menu button opens a dialog: nothing a browser does on its own.
      await page.getByRole("button", { name: "Menu" }).click();
      await page.waitForTimeout(300);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      release();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expect(page.getByRole("dialog").getByRole("link", { name: "Channel Rankings" })).toBeVisible();
      // Replayed once: the menu stays open.
      await page.waitForTimeout(300);
      await expect(page.getByRole("dialog")).toBeVisible();
    });

    test("what is typed and chosen before the scripts have run counts once they have (the calculator's fields and choices)", async ({
      page,
    }) => {
      let release = await holdScripts(page);
      await page.goto("/calculator", { waitUntil: "domcontentloaded" });
      await expect(page.getByTestId("earnings-month")).toHaveText("$609.00 – $1,826.00");
      await page.getByLabel("Views", { exact: true }).fill("20,000");
      await page.getByLabel("RPM low").fill("3");
      await page.getByLabel("RPM high").fill("5");
      release();
      await expect(page.getByTestId("earnings-month")).toHaveText("$1,826.00 – $3,044.00");
      await expect(page.getByLabel("Views", { exact: true })).toHaveValue("20,000");

      // Radio buttons: views per month, and RPM (already the creator's share).
      release = await holdScripts(page);
      await page.goto("/calculator", { waitUntil: "domcontentloaded" });
      await page.getByLabel("Views", { exact: true }).fill("1000000");
      await page.getByRole("radio", { name: "Month" }).check();
      await page.getByRole("radio", { name: "CPM" }).check();
      release();
      // The choices reached React: the rate fields are now CPM fields, and views count per month.
      await page.getByLabel("CPM low").fill("10");
      await page.getByLabel("CPM high").fill("10");
      await expect(page.getByTestId("earnings-month")).toHaveText("$6,200.00");
      await expect(page.getByRole("radio", { name: "Month" })).toBeChecked();
      await expect(page.getByTestId("share-month")).toHaveText("Your share (about 55% of the ad revenue): $3,410.00");
    });

    test("a form's own submit button before the scripts have run is left to the browser", async ({ page }) => {
      await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
      await page.goto("/", { waitUntil: "domcontentloaded" });
      await page.getByRole("searchbox").first().fill("history");
      await page.getByRole("button", { name: "Search channels" }).click();
      await expect(page).toHaveURL(/\/channel-search\?q=history/);
    });

    test("a browser test's goto returns once the page has hydrated, even when its scripts arrive after load (tests/e2e/test.ts)", async ({
      page,
    }) => {
      await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        await route.continue();
      });
      // `load` usually fires before the scripts (each held 500 ms) are even asked for; Playwright's
      // own goto then returns with the page not yet hydrated.
      await page.goto("/ideas");
      expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(true);
    });
  });

  test.describe("when a chart's code cannot load", () => {
    // The service worker serves /assets from its cache, out of reach of page.route.
    test.use({ serviceWorkers: "block" });

    test("the chart leaves its place and the table, not an error page", async ({ page }) => {
      const slug = await aChannelSlug(page);
      // As after a deploy that removed the old file, or offline.
      await page.route(/\/assets\/channel-history-plot-[\w-]+\.js$/, (route) => route.abort());
      await page.goto(`/channel/${slug}`, { waitUntil: "networkidle" });
      const history = page.getByTestId("channel-history");
      const failed = page.waitForEvent("requestfailed", (request) => request.url().includes("/channel-history-plot-"));
      await history.locator("figure").first().scrollIntoViewIfNeeded();
      await failed;
      // React renders the failure on its next pass; give it that pass before looking.
      await page.waitForTimeout(300);
      await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
      await expect(history.locator("svg.recharts-surface")).toHaveCount(0);
      await expect(history.locator("#channel-history-table tbody tr")).toHaveCount(12);
    });
  });
});
