// The guide pages of catalogue: channel types (spec §2, §4 paging, §7 type filter, §9 limits),
// niches, faceless ideas (PRODUCT.md), Did You Know, and the content pages.
import { expect, test, type Page } from "./test";
import { waitForHydration } from "./auth-app-server";
import { holdScripts } from "./held-scripts";

const TYPE_WITH_MANY_CHANNELS = "asmr_ambient";

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => (JSON.parse(text) as { "@type": string })["@type"]);
}

/**
 * Opens a type page scrolled to 'Load more channels' before its scripts run: the scroll trigger's
 * first report then finds the list's end already in view, so only a click loads. (A click that
 * scrolled the button into view after hydration would also set the scroll trigger off.)
 */
async function openAtLoadMore(page: Page, typeId: string): Promise<void> {
  const release = await holdScripts(page);
  await page.goto(`/channel-types/${typeId}`, { waitUntil: "domcontentloaded" });
  await page.getByRole("link", { name: "Load more channels" }).scrollIntoViewIfNeeded();
  release();
  await waitForHydration(page);
}

async function channelCount(page: Page): Promise<{ shown: number; total: number }> {
  const text = (await page.getByTestId("channel-count").textContent()) ?? "";
  const match = /Showing ([\d,]+) of ([\d,]+) channels/.exec(text);
  if (!match) throw new Error(`unexpected count text: ${text}`);
  return { shown: Number(match[1]?.replace(/,/g, "")), total: Number(match[2]?.replace(/,/g, "")) };
}

test.describe("channel types", () => {
  // openAtLoadMore holds the scripts back; a service worker would answer them from its cache.
  test.use({ serviceWorkers: "block" });

  test("/channel-types lists every type with an excerpt and 'View details'", async ({ page }) => {
    const response = await page.goto("/channel-types");
    expect(response?.status()).toBe(200);
    // Spec §2: "title 'YouTube Channel Types'".
    await expect(page.getByRole("heading", { level: 1, name: "YouTube Channel Types" })).toBeVisible();
    const cards = page.getByTestId("channel-type-grid").getByRole("listitem");
    await expect(cards).toHaveCount(26);
    await expect(page.getByRole("link", { name: /^View details: / })).toHaveCount(26);
    // Spec §2 / §9: "description cut at 120 characters" (plus the ellipsis).
    const excerpts = await cards.locator("p").allTextContents();
    for (const text of excerpts) expect(Array.from(text).length).toBeLessThanOrEqual(121);
    // Spec §2: "hero with random background" — a gradient from one of the types.
    await expect(page.getByTestId("channel-types-hero")).toHaveAttribute("style", /linear-gradient/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/channel-types$/);
    expect(await jsonLdTypes(page)).toEqual(["BreadcrumbList", "ItemList"]);

    await page.getByRole("link", { name: "View details: ASMR & Ambient" }).click();
    await expect(page).toHaveURL(/\/channel-types\/asmr_ambient$/);
    await expect(page.getByRole("heading", { level: 1, name: "ASMR & Ambient" })).toBeVisible();
  });

  test("a type page shows its guide, 6 channels, and 4 other types", async ({ page }) => {
    await page.goto(`/channel-types/${TYPE_WITH_MANY_CHANNELS}`);
    for (const name of [
      "Description",
      "How to Create",
      "Example Ideas",
      "Channels of this type",
      "Other Channel Types You Might Like",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Back" })).toBeVisible();
    // Spec §9: "6 per page".
    await expect(page.getByTestId("type-channel")).toHaveCount(6);
    const { shown, total } = await channelCount(page);
    expect(shown).toBe(6);
    expect(total).toBeGreaterThan(12);
    // Spec §2: "4 random 'Other Channel Types You Might Like' cards", never the current type.
    const others = page.getByTestId("other-types").getByRole("listitem");
    await expect(others).toHaveCount(4);
    await expect(page.getByTestId("other-types").locator(`a[href="/channel-types/${TYPE_WITH_MANY_CHANNELS}"]`)).toHaveCount(0);
    // Public numbers only on the cards (spec §6).
    await expect(page.getByTestId("type-channel").first()).not.toContainText(/revenue/i);
    expect(await jsonLdTypes(page)).toEqual(["BreadcrumbList"]);
  });

  test("'Load more channels' adds a page: 12 cards and 'Showing 12 of N channels'", async ({ page }) => {
    await openAtLoadMore(page, TYPE_WITH_MANY_CHANNELS);
    const { total } = await channelCount(page);
    await page.getByRole("link", { name: "Load more channels" }).click();
    await expect(page.getByTestId("type-channel")).toHaveCount(12);
    await expect(page.getByTestId("channel-count")).toHaveText(`Showing 12 of ${total} channels`);
    // Loaded in place, not by navigating to ?page=2.
    await expect(page).toHaveURL(new RegExp(`/channel-types/${TYPE_WITH_MANY_CHANNELS}$`));
  });

  test("scrolling to the end of the list loads the next page, with skeletons while it loads", async ({ page }) => {
    await page.route("**/resources/type-channels?**", async (route) => {
      // Slow enough to see the skeletons.
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto(`/channel-types/${TYPE_WITH_MANY_CHANNELS}`);
    await expect(page.getByTestId("type-channel")).toHaveCount(6);
    await page.waitForLoadState("networkidle");
    // Scroll down to the end of the list (again, if the page was not hydrated yet the first time).
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole("link", { name: "Load more channels" }).scrollIntoViewIfNeeded();
      await expect(page.getByTestId("channel-card-skeleton").first()).toBeVisible({ timeout: 1500 });
    }).toPass();
    await expect(page.getByTestId("channel-card-skeleton")).toHaveCount(0);
    await expect.poll(() => page.getByTestId("type-channel").count()).toBeGreaterThanOrEqual(12);
  });

  test("a failed page shows 'Error loading channels' with Try Again, which recovers", async ({ page }) => {
    await page.route("**/resources/type-channels?**", (route) =>
      route.fulfill({ status: 500, json: { error: "Error fetching channels" } }),
    );
    // Hydrated for sure: before it, the button is a link to ?page=2, which renders with no error.
    await openAtLoadMore(page, TYPE_WITH_MANY_CHANNELS);
    await page.getByRole("link", { name: "Load more channels" }).click();
    await expect(page).toHaveURL(new RegExp(`/channel-types/${TYPE_WITH_MANY_CHANNELS}$`));
    const alert = page.getByRole("alert").filter({ hasText: "Error loading channels" });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText("Error fetching channels");
    await page.unroute("**/resources/type-channels?**");
    await alert.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByTestId("type-channel")).toHaveCount(12);
    await expect(page.getByRole("alert").filter({ hasText: "Error loading channels" })).toHaveCount(0);
  });

  test("paging starts again at page 1 when the type changes (spec §4)", async ({ page }) => {
    await openAtLoadMore(page, TYPE_WITH_MANY_CHANNELS);
    await page.getByRole("link", { name: "Load more channels" }).click();
    await expect(page.getByTestId("type-channel")).toHaveCount(12);
    const other = page.getByTestId("other-types").getByRole("listitem").first();
    const label = (await other.getByRole("heading").textContent()) ?? "";
    await other.getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(label);
    const { shown } = await channelCount(page);
    expect(shown).toBeLessThanOrEqual(6);
    await expect(page.getByTestId("type-channel")).toHaveCount(shown);
  });

  test("an unknown type answers 404 with 'Channel Type Not Found' and Go Back", async ({ page }) => {
    await page.goto("/channel-types");
    const response = await page.goto("/channel-types/no_such_type");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Channel Type Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/channel-types$/);
  });
});

test.describe("channel types without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("'Load more channels' is a link to ?page=2, which renders 12 channels", async ({ page }) => {
    await page.goto(`/channel-types/${TYPE_WITH_MANY_CHANNELS}`);
    await page.getByRole("link", { name: "Load more channels" }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(page.getByTestId("type-channel")).toHaveCount(12);
    await expect(page.getByTestId("channel-count")).toHaveText(/^Showing 12 of \d+ channels$/);
    await expect(page.getByRole("link", { name: "Load more channels" })).toHaveAttribute("href", /\?page=3$/);
  });
});

test.describe("niches", () => {
  test("the list filters by competition and sorts by RPM, all in the URL", async ({ page }) => {
    await page.goto("/niches");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Faceless YouTube Niches");
    const cards = page.getByTestId("niche-list").getByRole("listitem");
    const all = await cards.count();
    expect(all).toBeGreaterThan(10);

    await page.getByLabel("Competition").selectOption("low");
    await expect(page).toHaveURL(/competition=low/);
    await expect.poll(() => cards.count()).toBeLessThan(all);
    for (const text of await cards.allTextContents()) expect(text).toContain("Competition:Low");

    await page.getByLabel("Sort by").selectOption("rpm");
    await expect(page).toHaveURL(/sort=rpm/);
    await expect(page).toHaveURL(/competition=low/);
    expect(await jsonLdTypes(page)).toEqual(["BreadcrumbList", "ItemList"]);
  });

  test("a niche page shows its numbers, types, ideas and top channels; /niche/{id} redirects to it", async ({
    page,
    request,
  }) => {
    await page.goto("/niches/personal-finance");
    await expect(page.getByRole("heading", { level: 1, name: "Personal Finance" })).toBeVisible();
    for (const label of ["RPM range (editorial estimate)", "Channels in the directory", "Median subscribers"]) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Top channels by subscribers" })).toBeVisible();
    await expect(page.getByTestId("niche-top-channels").getByRole("listitem").first()).toBeVisible();
    // Revenue is members-only (spec §6): the page carries no revenue figure.
    expect(await page.content()).not.toMatch(/revenue_?per|revenuePer|median revenue/i);

    const id = await page.locator("[data-niche-id]").getAttribute("data-niche-id");
    const redirect = await request.get(`/niche/${id}`, { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expect(redirect.headers().location).toBe("/niches/personal-finance");
    await page.goto(`/niche/${id}`);
    await expect(page).toHaveURL(/\/niches\/personal-finance$/);
  });

  test("a niche page links from its top channels to all of its channels in the search", async ({ page }) => {
    await page.goto("/niches/personal-finance");
    const count = (await page.getByText("Channels in the directory", { exact: true }).locator("..").textContent()) ?? "";
    const total = /([\d,]+)/.exec(count)?.[1];
    expect(Number(total?.replace(/,/g, ""))).toBeGreaterThan(6);
    await expect(page.getByTestId("niche-top-channels").getByRole("listitem")).toHaveCount(6);
    await page.getByRole("link", { name: `See all ${total} channels in Personal Finance` }).click();
    await expect(page).toHaveURL("/channel-search?niche=personal-finance");
    await expect(page.getByRole("combobox", { name: "Niche", exact: true })).toHaveValue("personal-finance");
    await expect(page.getByTestId("result-count")).toContainText(`of ${total} channels`);
  });

  test("unknown niches are not found", async ({ page }) => {
    expect((await page.goto("/niche/00000000-0000-4000-8000-000000000000"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    expect((await page.goto("/niches/no-such-niche"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Niche not found" })).toBeVisible();
  });
});

test.describe("faceless ideas", () => {
  test("the list and its aliases name /faceless-ideas as canonical; filters live in the URL", async ({ page }) => {
    for (const path of ["/faceless-ideas", "/faceless-channel-ideas", "/ideas"]) {
      expect((await page.goto(path))?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: "Faceless YouTube Channel Ideas" })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/faceless-ideas$/);
    }
    await page.goto("/faceless-ideas");
    const cards = page.getByTestId("idea-list").getByRole("listitem");
    const all = await cards.count();
    await page.getByLabel("Difficulty").selectOption("beginner");
    await expect(page).toHaveURL(/difficulty=beginner/);
    await expect.poll(() => cards.count()).toBeLessThan(all);
    for (const text of await cards.allTextContents()) expect(text).toContain("Difficulty:Beginner");
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(cards).toHaveCount(all);
  });

  test("an idea page shows its details; its id redirects (301) to the slug", async ({ page, request }) => {
    await page.goto("/faceless-ideas");
    const first = page.getByTestId("idea-list").getByRole("link").first();
    const href = (await first.getAttribute("href")) ?? "";
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    for (const label of [
      "Difficulty",
      "Startup cost",
      "RPM range (editorial estimate)",
      "Hours per video (editorial estimate)",
    ]) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Example channels" })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${href}$`));

    const id = await page.locator("[data-idea-id]").getAttribute("data-idea-id");
    for (const path of [`/faceless-ideas/${id}`, `/faceless-idea/${id}`]) {
      const redirect = await request.get(path, { maxRedirects: 0 });
      expect(redirect.status()).toBe(301);
      expect(redirect.headers().location).toBe(href);
    }
    await page.goto(`/faceless-ideas/${id}`);
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test("unknown ideas are not found", async ({ page }) => {
    expect((await page.goto("/faceless-ideas/no-such-idea"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Idea not found" })).toBeVisible();
    expect((await page.goto("/faceless-idea/00000000-0000-4000-8000-000000000000"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  });
});

test.describe("did you know", () => {
  test("the card shows a fact, fetches another, and says so when none can be loaded", async ({ page }) => {
    await page.goto("/training");
    const card = page.getByTestId("did-you-know");
    await expect(card.getByRole("heading", { name: "Did You Know?" })).toBeVisible();
    await expect(card).not.toContainText("No facts available at the moment");
    const another = card.getByRole("button", { name: "Show another fact" });
    await another.click();
    await expect(card).not.toContainText("No facts available at the moment");
    // Spec §8: "'Failed to load fact' (card shows 'No facts available at the moment')".
    await page.route("**/resources/random-fact", (route) =>
      route.fulfill({ status: 500, json: { error: "Failed to load fact" } }),
    );
    await another.click();
    await expect(card).toContainText("No facts available at the moment");
  });

  test("the random fact resource returns an active fact with sanitized HTML", async ({ request }) => {
    const response = await request.get("/resources/random-fact");
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { fact: { title: string; content: string } | null; error: string | null };
    expect(body.error).toBeNull();
    expect(body.fact?.title).toBeTruthy();
    expect(body.fact?.content).not.toMatch(/<script|on\w+=/i);
  });
});

test.describe("content pages", () => {
  test("/how-it-works documents the estimates and has the footer anchors", async ({ page }) => {
    await page.goto("/how-it-works");
    await expect(page.getByRole("heading", { level: 1, name: "How It Works" })).toBeVisible();
    for (const id of ["terms", "privacy", "cookies", "disclaimer"]) await expect(page.locator(`#${id}`)).toBeVisible();
    await expect(page.getByText("Insanely High (2+ per day)")).toBeVisible();
    await expect(page.getByText("55%").first()).toBeVisible();
    await page.goto("/how-it-works#cookies");
    await expect(page.locator("#cookies")).toBeInViewport();
  });

  test("/privacy-policy and /terms-of-service show the same page", async ({ page }) => {
    await page.goto("/privacy-policy");
    const privacyHeading = await page.getByRole("heading", { level: 1 }).textContent();
    await page.goto("/terms-of-service");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacyHeading ?? "");
    await expect(page.getByRole("heading", { name: "Privacy Policy", exact: true })).toBeVisible();
  });

  test("/training links to every type's guide and /about renders", async ({ page }) => {
    await page.goto("/training");
    await expect(page.getByTestId("training-guides").getByRole("link")).toHaveCount(26);
    await page.getByRole("link", { name: /How to create: ASMR & Ambient/ }).click();
    await expect(page).toHaveURL(/\/channel-types\/asmr_ambient#how-to-create$/);
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1, name: "About Faceless Atlas" })).toBeVisible();
  });
});

test.describe("contact", () => {
  async function fill(page: Page, values: { name: string; email: string; message: string }) {
    await page.getByLabel("Name").fill(values.name);
    await page.getByLabel("Email").fill(values.email);
    await page.getByLabel("Message").fill(values.message);
  }

  test("shows clear validation messages and sends a valid message", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Please enter your name (at least 2 characters)")).toBeVisible();
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await expect(page.getByText("Message must be at least 10 characters")).toBeVisible();

    await fill(page, { name: "Ada", email: "ada@example.com", message: "The numbers for one channel look out of date." });
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Message sent" })).toBeVisible();
  });

  test("a filled honeypot is answered as sent", async ({ page }) => {
    await page.goto("/contact");
    await fill(page, { name: "Bot", email: "bot@example.com", message: "Buy cheap followers now!!!" });
    await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
      input.value = "https://spam.example";
    });
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Message sent" })).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the server validates and confirms", async ({ page }) => {
      await page.goto("/contact");
      await page.getByLabel("Email").fill("not-an-email");
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(page.getByText("Invalid email address")).toBeVisible();
      await fill(page, { name: "Grace", email: "grace@example.com", message: "Please add more history channels." });
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(page.getByText("Message sent")).toBeVisible();
    });
  });

  test("more than 5 messages an hour from one address are refused", async ({ page }) => {
    // Earlier tests in this file sent 3 real messages from this address (the honeypot one is not counted),
    // so at the latest the 6th — the third of these — is refused.
    for (let i = 0; i < 4; i++) {
      await page.goto("/contact");
      await fill(page, { name: "Repeat", email: "repeat@example.com", message: `Message number ${i} about the site.` });
      await page.getByRole("button", { name: "Send message" }).click();
      const sent = page.getByText("Message sent");
      const limited = page.getByText("You have sent several messages in the last hour. Please try again later.");
      await expect(sent.or(limited)).toBeVisible();
      if (await limited.isVisible()) return;
    }
    throw new Error("the sixth message was accepted");
  });
});
