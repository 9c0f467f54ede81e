// The public catalogue end to end (catalogue): home additions, channel search, the channel page
// with its states, rankings for visitors, the JSON API docs, sitemap, robots and service worker.
import { expect, test, type APIRequestContext, type Page } from "./test";

type ApiChannel = { id: string; slug: string; title: string; niche: string | null };

async function someChannels(request: APIRequestContext, query = "limit=5&sort=subscribers"): Promise<ApiChannel[]> {
  const response = await request.get(`/api/v1/channels?${query}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { channels: ApiChannel[] }).channels;
}

async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined,
  );
}

test.describe("home", () => {
  test("shows the Did You Know card, top niches and the rankings teaser, and searches from the hero", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("did-you-know")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Top niches" })).toBeVisible();
    const teaser = page.getByTestId("rankings-teaser");
    // Spec §6: visitors see 'Sign in to view rankings' linking to /auth.
    await expect(teaser.getByRole("link", { name: "Sign in to view rankings" })).toHaveAttribute("href", /^\/auth/);
    await page.getByRole("searchbox", { name: "Search channels" }).fill("history");
    await page.getByRole("button", { name: "Search channels" }).click();
    await expect(page).toHaveURL(/\/channel-search\?q=history/);
    await expect(page.getByTestId("channel-result").first()).toBeVisible();
  });
});

test.describe("channel search", () => {
  test("finds a channel by its title, also misspelt (typo-tolerant)", async ({ page, request }) => {
    const [channel] = await someChannels(request);
    await page.goto(`/channel-search?q=${encodeURIComponent(channel!.title)}`);
    await expect(page.getByTestId("channel-result").first().getByRole("link", { name: channel!.title })).toBeVisible();
    // Drop one letter from the longest word of the title.
    const words = channel!.title.split(" ");
    const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
    const typo = channel!.title.replace(longest, longest.slice(0, 2) + longest.slice(3));
    await page.goto(`/channel-search?q=${encodeURIComponent(typo)}`);
    await expect(page.getByTestId("channel-result").getByRole("link", { name: channel!.title })).toBeVisible();
  });

  // The misspellings a new user types (PRODUCT.md "Channel search": typo-tolerant).
  for (const [typed, corrected] of [
    ["histroy", "history"],
    ["documentry", "documentary"],
    ["asrm", "asmr"],
    ["true crme", "true crime"],
    ["minecraf", "minecraft"],
  ] as const) {
    test(`finds channels for “${typed}” and says it shows “${corrected}” instead`, async ({ page }) => {
      await page.goto(`/channel-search?q=${encodeURIComponent(typed)}&country=`);
      await expect(page.getByTestId("channel-result").first()).toBeVisible();
      const notice = page.getByTestId("corrected-query");
      await expect(notice).toContainText(`No channels matched “${typed}”. Showing results for ${corrected}.`);
      // The search box keeps what was typed; the link is the corrected search, state in the URL.
      await expect(page.getByRole("searchbox", { name: "Search channels" })).toHaveValue(typed);
      await notice.getByRole("link", { name: corrected }).click();
      await expect(page).toHaveURL(`/channel-search?q=${encodeURIComponent(corrected).replace(/%20/g, "+")}&sort=relevance`);
      await expect(page.getByTestId("channel-result").first()).toBeVisible();
      await expect(page.getByTestId("corrected-query")).toHaveCount(0);
    });
  }

  test("at 1280 px a card shows its whole upload rate and the date filters their whole date", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/channel-search?upload_rate=medium_low&started_from=2020-01-01");
    const rates = page.getByTestId("channel-result").locator("dd", { hasText: "Medium-Low" });
    await expect(rates.first()).toBeVisible();
    for (const rate of await rates.all()) {
      expect(
        await rate.evaluate((el) => el.scrollWidth <= el.clientWidth && getComputedStyle(el).textOverflow !== "ellipsis"),
      ).toBe(true);
    }
    // "mm/dd/yyyy" and the calendar button need about 9 rem.
    for (const label of ["Started from", "Started to"]) {
      expect((await page.getByLabel(label).boundingBox())!.width).toBeGreaterThanOrEqual(150);
    }
  });

  test("filters and sorts through the URL, keeps state in the form, and pages", async ({ page }) => {
    await page.goto("/channel-search");
    await waitForHydration(page);
    await expect(page.getByTestId("result-count")).toContainText("Showing 1–24 of");
    await page.getByLabel("Country").selectOption("US");
    await page.getByLabel("Subscribers min").fill("1000");
    await page.getByLabel("Sort by").selectOption("views");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/country=US/);
    await expect(page).toHaveURL(/subs_min=1000/);
    await expect(page).toHaveURL(/sort=views/);
    // Empty fields stay out of the shared URL.
    expect(page.url()).not.toContain("views_min=");
    await expect(page.getByLabel("Country")).toHaveValue("US");
    await expect(page.getByTestId("channel-result").first()).toContainText("United States");
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page).toHaveURL(/country=US/);
    await expect(page.getByText(/Page 2 of/)).toBeVisible();
  });

  test("the search form works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/channel-search");
    await page.getByLabel("Upload rate", { exact: true }).selectOption("normal");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/upload_rate=normal/);
    await expect(page.getByTestId("channel-result").first()).toContainText("Normal (2-4 per week)");
    await context.close();
  });

  test("shows a clear empty state", async ({ page }) => {
    await page.goto("/channel-search?q=zzqxjv%20wqpzk");
    await expect(page.getByRole("heading", { name: "No channels match your search" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Clear search and filters" })).toHaveAttribute("href", "/channel-search");
  });

  test("offers no revenue sorts or filters to visitors", async ({ page }) => {
    await page.goto("/channel-search");
    await expect(page.getByLabel("Sort by").locator("option")).not.toContainText(["Revenue per video"]);
    await expect(page.getByLabel("Revenue per video (USD) min")).toHaveCount(0);
  });
});

test.describe("channel page", () => {
  test("shows everything of spec §2 for a visitor, with the revenue prompt", async ({ page, request }) => {
    const [channel] = await someChannels(request);
    const response = await page.goto(`/channel/${channel!.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: channel!.title })).toBeVisible();
    // The type links to its guide (spec §2 "type link to /channel-types/{id}").
    await expect(page.locator("[data-channel-id] a[href^='/channel-types/']")).toBeVisible();
    await expect(page.getByTestId("channel-stats")).toContainText("Subscribers");
    await expect(page.getByTestId("channel-stats")).toContainText("Upload rate");
    await expect(page.getByRole("heading", { name: "Top Performing Videos" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Most Viewed" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Most Engaging" })).toBeVisible();
    // Spec §6: 'Want to see revenue estimates?' linking to /auth.
    const prompt = page.getByTestId("revenue-prompt");
    await expect(prompt.getByRole("heading", { name: "Want to see revenue estimates?" })).toBeVisible();
    await expect(prompt.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", /^\/auth/);
    await expect(page.getByTestId("revenue-card")).toHaveCount(0);
    // A demo channel's videos are not on the video platform: a note instead of dead links
    // (tests/e2e/pictures.spec.ts follows an imported channel's links there).
    const recent = page.getByRole("region", { name: "Recent Videos" });
    await expect(recent.getByRole("note")).toBeVisible();
    // No video links; the figure labels' method links stay.
    await expect(recent.getByRole("link", { name: /^(?!Method: )/ })).toHaveCount(0);
    await expect(page.getByTestId("did-you-know")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Description" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "How to Create" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Example Ideas" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Explore more Faceless YouTube Channels" })).toBeVisible();
    await expect(page.locator("[data-slot='fade-image'] img").first()).toBeVisible();
  });

  test("at 1280 px history and top videos take the full width: no tall empty right column", async ({ page, request }) => {
    const [channel] = await someChannels(request);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/channel/${channel!.slug}`);
    const sidebar = (await page.getByRole("complementary", { name: "Screenshot, revenue and facts" }).boundingBox())!;
    const wide = (await page.getByTestId("channel-main-wide").boundingBox())!;
    // It starts below the sidebar and spans under it.
    expect(wide.y).toBeGreaterThanOrEqual(sidebar.y + sidebar.height);
    expect(wide.x + wide.width).toBeGreaterThanOrEqual(sidebar.x + sidebar.width - 1);
    await expect(page.getByTestId("channel-main-wide").getByRole("heading", { name: "Top Performing Videos" })).toBeVisible();
  });

  test("redirects a bare id and a stale slug to the canonical slug with 301 (spec §2)", async ({ page, request }) => {
    const [channel] = await someChannels(request);
    for (const path of [`/channel/${channel!.id}`, `/channel/an-old-title-${channel!.id}`]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(`/channel/${channel!.slug}`);
    }
    await page.goto(`/channel/${channel!.id}`);
    await expect(page).toHaveURL(new RegExp(`/channel/${channel!.slug}$`));
  });

  test("says 'Channel not found' with what was requested (404)", async ({ page }) => {
    const requested = "ghost-channel-00000000-0000-4000-8000-000000000000";
    const response = await page.goto(`/channel/${requested}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Channel not found" })).toBeVisible();
    await expect(page.getByText("The channel you're looking for doesn't exist or has been removed.")).toBeVisible();
    await expect(page.getByText(requested)).toBeVisible();
  });

  test("says 'Invalid channel ID or URL' for a parameter without an id (400)", async ({ page }) => {
    const response = await page.goto("/channel/%21%21%21");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1, name: "Invalid channel ID or URL" })).toBeVisible();
  });

  test("shows 'Loading channel details...' while a related channel opens", async ({ page, request }) => {
    const [channel] = await someChannels(request);
    await page.goto(`/channel/${channel!.slug}`);
    await waitForHydration(page);
    // Hold the next page's data a moment so the loading state can be seen.
    await page.route(/\/channel\/.*\.data/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const related = page.locator("section[aria-labelledby='related-heading'] article a").first();
    const title = (await related.textContent())!.trim();
    await related.click();
    await expect(page.getByText("Loading channel details...")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  });
});

test.describe("rankings", () => {
  test("visitors see 'Sign in to view rankings' linking to /auth and no table", async ({ page }) => {
    await page.goto("/channel-rankings");
    await expect(page.getByRole("link", { name: "Revenue Per Video" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "Revenue Per Subscriber" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Sign in to view rankings" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign in to view rankings" })).toHaveAttribute("href", /^\/auth/);
    await expect(page.getByRole("table")).toHaveCount(0);
  });
});

test.describe("SEO and platform files", () => {
  test("each page has a canonical URL, Open Graph tags and JSON-LD", async ({ page, request }) => {
    const [channel] = await someChannels(request);
    await page.goto(`/channel/${channel!.slug}`);
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", new RegExp(`/channel/${channel!.slug}$`));
    await expect(page.locator("meta[property='og:title']")).toHaveAttribute("content", new RegExp(channel!.title));
    await expect(page.locator("meta[name='twitter:card']")).toHaveCount(1);
    const ld = await page.locator("script[type='application/ld+json']").allTextContents();
    expect(ld.some((text) => text.includes("BreadcrumbList"))).toBe(true);
    await page.goto("/channel-search?q=history");
    const searchLd = await page.locator("script[type='application/ld+json']").allTextContents();
    expect(searchLd.some((text) => text.includes("ItemList"))).toBe(true);
  });

  test("sitemap.xml lists channels, types, niches, ideas and static pages; robots.txt keeps crawlers out of private areas", async ({
    request,
  }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    const xml = await sitemap.text();
    const [channel] = await someChannels(request);
    expect(xml).toContain(`/channel/${channel!.slug}</loc>`);
    expect(xml).toMatch(/\/channel-types\/[a-z0-9_]+<\/loc>/);
    expect(xml).toMatch(/\/niches\/[a-z0-9-]+<\/loc>/);
    expect(xml).toMatch(/\/faceless-ideas\/[a-z0-9-]+<\/loc>/);
    expect(xml).toContain("/how-it-works</loc>");
    expect(xml).toContain("/outliers</loc>");
    // Public, so a crawler's next fetch is served from the page cache, not read again.
    expect((await request.get("/sitemap.xml")).headers()["x-cache"]).toBe("hit");
    const robots = await (await request.get("/robots.txt")).text();
    for (const line of ["Disallow: /admin", "Disallow: /api/", "Disallow: /profile"]) expect(robots).toContain(line);
    expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  });

  test("registers the service worker at /sw.js, which caches static assets only", async ({ page, request }) => {
    const sw = await request.get("/sw.js");
    expect(sw.status()).toBe(200);
    const source = await sw.text();
    expect(source).toContain("/^\\/assets\\//");
    await page.goto("/");
    const scriptUrl = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL ?? null;
    });
    expect(scriptUrl).toMatch(/\/sw\.js$/);
  });

  test("the API documents itself", async ({ page, request }) => {
    const doc = (await (await request.get("/api/openapi.json")).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain("/api/v1/channels");
    const response = await page.goto("/api/docs");
    expect(response?.status()).toBe(200);
    const invalid = await request.get("/api/v1/channels?limit=1000");
    expect(invalid.status()).toBe(400);
    expect(await invalid.json()).toEqual({ error: "limit must be 100 or less" });
  });
});
