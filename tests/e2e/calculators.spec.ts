// Issue "Calculators": for each calculator, typed inputs → expected outputs; an invalid input →
// the message at the field; reloading the copied URL → the same result; prefill from a
// directory channel (`?channel=slug`). Expected figures are the worked examples of the unit
// tests in domain/calculators.
import { expect, test, type Page } from "./test";

type LookupChannel = { slug: string; title: string; subscribers: number | null };

/** A real channel of the running instance, found through the lookup route (seed data may change). */
async function someChannel(page: Page): Promise<LookupChannel> {
  for (const q of ["a", "e", "o"]) {
    const response = await page.request.get(`/resources/channel-lookup?q=${q}`);
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { channels: LookupChannel[] };
    const channel = body.channels.find((c) => c.subscribers !== null && c.subscribers > 0);
    if (channel) return channel;
  }
  throw new Error("No channel with subscribers in the catalogue");
}

/** Results follow the typing only once React runs: "Copy link" replaces "Calculate" then. */
async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  // The development server compiles modules on first use: hydration may take a while.
  await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible({ timeout: 60_000 });
}

function isoInMonths(months: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, now.getUTCDate())).toISOString().slice(0, 10);
}

test.describe("calculators", () => {
  // The development server compiles each page on first visit; the production build is fast.
  test.describe.configure({ timeout: 180_000 });

  test.beforeAll(async ({ browser }) => {
    // Warm-up: on the development server the first visit of a page may make Vite bundle new
    // dependencies (recharts) and reload the page, which would wipe what a test just typed.
    const page = await browser.newPage();
    for (const path of ["/calculator", "/channel-earnings", "/growth-rate-calculator", "/reach-calculator"]) {
      await gotoHydrated(page, path);
      await page.waitForLoadState("networkidle");
    }
    await page.waitForTimeout(2000);
    await page.close();
  });

  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test("the hub lists every calculator with what it answers", async ({ page }) => {
    const response = await page.goto("/calculators");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Calculators" })).toBeVisible();
    for (const [name, href] of [
      ["Earnings Calculator", "/calculator"],
      ["Channel Earnings", "/channel-earnings"],
      ["Growth Rate Calculator", "/growth-rate-calculator"],
      ["Reach Calculator", "/reach-calculator"],
    ] as const) {
      await expect(page.getByRole("main").getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(page.getByText("How much could my views earn?")).toBeVisible();
  });

  test("the channel lookup returns at most 10 public summaries", async ({ page }) => {
    const response = await page.request.get("/resources/channel-lookup?q=a");
    const body = (await response.json()) as { channels: Record<string, unknown>[] };
    expect(body.channels.length).toBeGreaterThan(0);
    expect(body.channels.length).toBeLessThanOrEqual(10);
    for (const channel of body.channels) expect(Object.keys(channel).sort()).toEqual(["slug", "subscribers", "title"]);
    expect((await (await page.request.get("/resources/channel-lookup?q=")).json()) as unknown).toEqual({ channels: [] });
  });

  test.describe("/calculator (earnings)", () => {
    test("typed views and a rate range give daily, monthly and yearly earnings; the URL restores them", async ({ page }) => {
      await gotoHydrated(page, "/calculator");
      // Server-rendered defaults: 10,000 views a day at $2–$6.
      await expect(page.getByTestId("earnings-month")).toHaveText("$609.00 – $1,826.00");

      await page.getByLabel("Views", { exact: true }).fill("20,000");
      // An RPM by default: the creator's rate per 1,000 views.
      await page.getByLabel("RPM low").fill("3");
      await page.getByLabel("RPM high").fill("5");
      // 20,000 × 3 / 1000 = 60; a 30.44-day month: 608,800 views → $1,826.40 → $1,826 and $3,044.
      await expect(page.getByTestId("earnings-day")).toHaveText("$60.00 – $100.00");
      await expect(page.getByTestId("earnings-month")).toHaveText("$1,826.00 – $3,044.00");
      await expect(page.getByTestId("earnings-year")).toHaveText("$21,917.00 – $36,528.00");
      await expect(page.getByTestId("share-month")).toHaveText("RPM is already your share");
      await expect(page.getByRole("link", { name: /^Estimate/ }).first()).toHaveAttribute("href", "/how-it-works#revenue");

      // The URL follows (debounced, replace) and a reload of it shows the same result.
      await expect(page).toHaveURL(/views=20%2C000.*low=3.*high=5/);
      const copied = page.url();
      await page.goto("about:blank");
      await page.goto(copied);
      await expect(page.getByLabel("Views", { exact: true })).toHaveValue("20,000");
      await expect(page.getByTestId("earnings-month")).toHaveText("$1,826.00 – $3,044.00");
    });

    test("an advertiser CPM is paid on the views that carry an ad, and the creator keeps 55% of it", async ({ page }) => {
      await gotoHydrated(page, "/calculator");
      await page.getByLabel("Views", { exact: true }).fill("1000000");
      await page.getByRole("radio", { name: "Month" }).check();
      // The Month choice rewrites the URL (debounced); a click that lands during it is tried again.
      await expect(async () => {
        await page.getByRole("radio", { name: "CPM" }).check({ timeout: 2_000 });
      }).toPass();
      await page.getByLabel("CPM low").fill("10");
      await page.getByLabel("CPM high").fill("10");
      // 1,000,000 views × 0.62 carrying an ad = 620,000 × $10 / 1,000 = $6,200; 55% of it is $3,410.
      await expect(page.getByTestId("earnings-month")).toHaveText("$6,200.00");
      await expect(page.getByTestId("share-month")).toHaveText("Your share (about 55% of the ad revenue): $3,410.00");
    });

    test("RPM per month: the rate already is the creator's share", async ({ page }) => {
      await gotoHydrated(page, "/calculator");
      await page.getByLabel("Views", { exact: true }).fill("1000000");
      await page.getByRole("radio", { name: "Month" }).check();
      await page.getByRole("radio", { name: "RPM" }).check();
      await page.getByLabel("RPM low").fill("4");
      await page.getByLabel("RPM high").fill("4");
      await expect(page.getByTestId("earnings-month")).toHaveText("$4,000.00");
      await expect(page.getByTestId("earnings-year")).toHaveText("$48,000.00");
      await expect(page.getByTestId("share-month")).toHaveText("RPM is already your share");
    });

    test("an invalid input shows its message at the field and no figures", async ({ page }) => {
      await gotoHydrated(page, "/calculator");
      const views = page.getByLabel("Views", { exact: true });
      await views.fill("-5");
      await expect(views).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator("#views-error")).toHaveText("Can't be negative.");
      await expect(page.getByText("One field needs a fix before we can estimate.")).toBeVisible();
      await expect(page.getByTestId("earnings-month")).toHaveCount(0);
      await expect(page.locator("main")).not.toContainText(/NaN|Infinity/);

      await views.fill("10000");
      await page.getByLabel("RPM low").fill("6");
      await page.getByLabel("RPM high").fill("2");
      await expect(page.locator("#high-error")).toHaveText("Must be at least the low rate.");
    });

    test("a niche preset fills the RPM range for the audience country", async ({ page }) => {
      await gotoHydrated(page, "/calculator");
      const niche = page.getByLabel("Niche preset");
      const firstNiche = await niche.locator("option").nth(1).getAttribute("value");
      expect(firstNiche).toBeTruthy();
      await niche.selectOption(firstNiche!);
      const usLow = Number(await page.getByLabel("RPM low").inputValue());
      const usHigh = Number(await page.getByLabel("RPM high").inputValue());
      expect(usHigh).toBeGreaterThan(0);
      // India's multiplier is 0.1 of US rates (published IN/US ratios: 0.07–0.14).
      await page.getByLabel("Audience country").selectOption("IN");
      await expect(page.getByLabel("RPM high")).toHaveValue(String(Math.round(usHigh * 0.1 * 100) / 100));
      await expect(page.getByLabel("RPM low")).toHaveValue(String(Math.round(usLow * 0.1 * 100) / 100));
      await expect(page).toHaveURL(new RegExp(`niche=${firstNiche}.*country=IN`));
    });

    test("prefills from a directory channel: its public inputs, and a visitor is asked to sign in for the revenue", async ({
      page,
    }) => {
      const channel = await someChannel(page);
      await gotoHydrated(page, `/calculator?channel=${channel.slug}`);
      await expect(page.getByRole("status").filter({ hasText: "Started from the public numbers of" })).toContainText(
        channel.title,
      );
      await expect(page.getByRole("radio", { name: "Month" })).toBeChecked();
      // PRODUCT.md "Revenue is gated on the server": no earnings for a visitor on a directory channel.
      await expect(page.getByTestId("revenue-prompt")).toBeVisible();
      await expect(page.getByTestId("earnings-month")).toHaveCount(0);
    });
  });

  test.describe("/channel-earnings", () => {
    test("typed numbers give monthly revenue, per video, per subscriber (4 decimals) and the 12-month potential", async ({
      page,
    }) => {
      await gotoHydrated(page, "/channel-earnings");
      // Defaults: 20,000 views × 8 uploads at a $2–$6 RPM → $640.00 at the $4 midpoint.
      await expect(page.getByTestId("monthly-revenue")).toHaveText("$640.00");
      await expect(page.getByTestId("monthly-revenue-range")).toHaveText("Range $320.00 – $960.00");
      await page.getByLabel("Subscribers").fill("3");
      await page.getByLabel("Average views per video").fill("1000");
      await page.getByLabel("Uploads per month").fill("1");
      await page.getByRole("group", { name: "Long-form RPM" }).getByLabel("Low").fill("1");
      await page.getByRole("group", { name: "Long-form RPM" }).getByLabel("High").fill("1");
      await expect(page.getByTestId("monthly-revenue")).toHaveText("$1.00");
      await expect(page.getByTestId("revenue-per-video")).toHaveText("$1.00");
      await expect(page.getByTestId("revenue-per-subscriber")).toHaveText("$0.3333");
      // Σ 1.05^m for m = 0…11 = 15.917…
      await expect(page.getByTestId("twelve-month-potential")).toHaveText("$15.92");

      await page.getByLabel("Monthly growth rate").fill("0");
      await expect(page.getByTestId("twelve-month-potential")).toHaveText("$12.00");

      await expect(page).toHaveURL(/subscribers=3&avgViews=1000&uploads=1&monthlyViews=&shorts=0&low=1&high=1&.*growth=0/);
      await page.reload();
      await expect(page.getByTestId("revenue-per-subscriber")).toHaveText("$0.3333");
      await expect(page.getByTestId("twelve-month-potential")).toHaveText("$12.00");
    });

    test("a growth rate of -100% is rejected at the field", async ({ page }) => {
      await gotoHydrated(page, "/channel-earnings");
      await page.getByLabel("Monthly growth rate").fill("-100");
      await expect(page.locator("#growth-error")).toHaveText("Must be more than -100%.");
      await expect(page.getByTestId("monthly-revenue")).toHaveCount(0);
    });

    test("search as you type, pick a channel, and the form takes its public numbers", async ({ page }) => {
      const channel = await someChannel(page);
      await gotoHydrated(page, "/channel-earnings");
      const search = page.getByRole("combobox", { name: "Start from a directory channel" });
      await search.fill(channel.title);
      const option = page.getByRole("option", { name: new RegExp(channel.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) }).first();
      await expect(option).toBeVisible();
      await search.press("ArrowDown");
      await search.press("Enter");
      await expect(page).toHaveURL(/channel=/);
      await expect(page.getByRole("status").filter({ hasText: "Started from the public numbers of" })).toBeVisible();
      // A visitor gets the inputs, and a sign-in prompt instead of the channel's revenue.
      await expect(page.getByTestId("revenue-prompt")).toBeVisible();
      await expect(page.getByTestId("monthly-revenue")).toHaveCount(0);
      const slug = new URL(page.url()).searchParams.get("channel");
      const picked = (
        (await (await page.request.get(`/resources/channel-lookup?q=${encodeURIComponent(channel.title)}`)).json()) as {
          channels: LookupChannel[];
        }
      ).channels.find((c) => c.slug === slug);
      expect(picked).toBeTruthy();
      await expect(page.getByLabel("Subscribers")).toHaveValue(String(picked!.subscribers));
    });
  });

  test.describe("/growth-rate-calculator", () => {
    test("compounding projection, milestone dates and the rate needed for a target", async ({ page }) => {
      await gotoHydrated(page, "/growth-rate-calculator");
      await page.getByLabel("Current subscribers").fill("1000");
      await page.getByLabel("Monthly growth").fill("10");
      await page.getByLabel("Months to project").fill("12");
      // 1,000 × 1.1¹² = 3,138.4
      await expect(page.getByTestId("growth-final")).toHaveText("3,138");
      await expect(page.getByTestId("growth-change")).toHaveText("+2,138");
      await expect(page.getByTestId("milestone-1000")).toContainText("Already reached");
      // ln 10 / ln 1.1 = 24.2 → month 25
      await expect(page.getByTestId("milestone-10000")).toContainText("in 25 months");
      await page.getByLabel("Target subscribers").fill("2000");
      await page.getByLabel("By", { exact: true }).fill(isoInMonths(12));
      // 2^(1/12) − 1 = 5.946% → 5.95%
      await expect(page.getByTestId("growth-required")).toHaveText(/^5\.95%/);
      await expect(page.getByRole("table", { name: "Subscribers month by month" }).getByRole("row")).toHaveCount(14);

      await expect(page).toHaveURL(/current=1000&growth=10&months=12&target=2000/);
      // The URL is written 400 ms after the last keystroke: the date, typed last, may come in a later write.
      await expect(page).toHaveURL(new RegExp(`[?&]by=${isoInMonths(12)}(&|$)`));
      await page.reload();
      await expect(page.getByTestId("growth-final")).toHaveText("3,138");
      await expect(page.getByTestId("growth-required")).toHaveText(/^5\.95%/);
    });

    test("negative growth is projected, bad fields get messages", async ({ page }) => {
      await gotoHydrated(page, "/growth-rate-calculator");
      await page.getByLabel("Current subscribers").fill("500");
      await page.getByLabel("Monthly growth").fill("-10");
      await page.getByLabel("Months to project").fill("2");
      await expect(page.getByTestId("growth-final")).toHaveText("405");
      await expect(page.getByTestId("milestone-1000")).toContainText("Not reached at this rate");

      await page.getByLabel("Months to project").fill("0");
      await expect(page.locator("#months-error")).toHaveText("Must be at least 1.");
      await page.getByLabel("Monthly growth").fill("-100");
      await expect(page.locator("#growth-error")).toHaveText("Must be more than -100%.");
    });

    test("/growth-calculator serves the same calculator, prefilled from a channel", async ({ page }) => {
      const channel = await someChannel(page);
      await gotoHydrated(page, `/growth-calculator?channel=${channel.slug}`);
      await expect(page.getByRole("heading", { level: 1, name: "Growth Rate Calculator" })).toBeVisible();
      await expect(page.getByLabel("Current subscribers")).toHaveValue(String(channel.subscribers));
      await page.getByLabel("Monthly growth").fill("0");
      await expect(page.getByTestId("growth-final")).toHaveText(new Intl.NumberFormat("en-US").format(channel.subscribers!));
      // The form stays on the address it was opened at.
      await expect(page).toHaveURL(/\/growth-calculator\?channel=/);
    });
  });

  test.describe("/reach-calculator", () => {
    test("impressions and CTR give views, watch hours and the months to the Partner Program", async ({ page }) => {
      await gotoHydrated(page, "/reach-calculator");
      // It opens on a new channel doing reasonably: 1,000 subscribers in 17 months, not decades.
      await expect(page.getByTestId("views-per-video")).toHaveText("1,000");
      await expect(page.getByTestId("eta-subscribers")).toHaveText("In 17 months");
      for (const [label, value] of [
        ["Impressions per video", "100000"],
        ["Click-through rate", "6"],
        ["Avg. view duration", "8"],
        ["Videos per month", "12"],
        ["Subs per 1,000 views", "3"],
        ["Subscribers", "200"],
        ["Watch hours, last 12 months", "1200"],
      ] as const) {
        await page.getByLabel(label, { exact: true }).fill(value);
      }
      await expect(page.getByTestId("views-per-video")).toHaveText("6,000");
      await expect(page.getByTestId("monthly-views")).toHaveText("72,000");
      await expect(page.getByTestId("monthly-watch-hours")).toHaveText("9,600");
      await expect(page.getByTestId("subscribers-per-month")).toHaveText("216");
      // 800 missing subscribers at 216 a month → 4 months; 1,100 kept + 9,600 new hours → 1 month.
      await expect(page.getByTestId("eta-subscribers")).toHaveText("In 4 months");
      await expect(page.getByTestId("eta-watch-hours")).toHaveText("In 1 month");

      await expect(page).toHaveURL(
        /impressions=100000&ctr=6&duration=8&uploads=12&subsPer1000=3&subscribers=200&watchHours=1200/,
      );
      await page.reload();
      await expect(page.getByTestId("eta-subscribers")).toHaveText("In 4 months");
      await expect(page.getByTestId("monthly-watch-hours")).toHaveText("9,600");
    });

    test("a click-through rate over 100% is rejected at the field", async ({ page }) => {
      await gotoHydrated(page, "/reach-calculator");
      await page.getByLabel("Click-through rate").fill("101");
      await expect(page.locator("#ctr-error")).toHaveText("Must be at most 100%.");
      await expect(page.getByTestId("views-per-video")).toHaveCount(0);
    });

    test("prefills from a directory channel", async ({ page }) => {
      const channel = await someChannel(page);
      await gotoHydrated(page, `/reach-calculator?channel=${channel.slug}`);
      await expect(page.getByLabel("Subscribers", { exact: true })).toHaveValue(String(channel.subscribers));
      await expect(page.getByRole("status").filter({ hasText: channel.title })).toBeVisible();
    });
  });

  test.describe("before JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the server renders results and field messages from the URL, and the form submits with GET", async ({ page }) => {
      await page.goto("/calculator?views=abc&per=day&rateType=cpm&low=2&high=6&niche=&country=US");
      await expect(page.locator("#views-error")).toHaveText("“abc” is not a number.");

      await page.goto("/channel-earnings");
      await expect(page.getByTestId("monthly-revenue")).toHaveText("$640.00");
      await page.getByRole("group", { name: "Long-form RPM" }).getByLabel("Low").fill("6");
      await page.getByRole("group", { name: "Long-form RPM" }).getByLabel("High").fill("10");
      await page.getByRole("button", { name: "Calculate" }).click();
      await expect(page).toHaveURL(/low=6&high=10/);
      await expect(page.getByTestId("monthly-revenue")).toHaveText("$1,280.00");
    });

    test("'Use niche rates' applies a preset without JavaScript", async ({ page }) => {
      await page.goto("/calculator");
      const niche = page.getByLabel("Niche preset");
      const firstNiche = await niche.locator("option").nth(1).getAttribute("value");
      await niche.selectOption(firstNiche!);
      await page.getByRole("button", { name: "Use niche rates" }).click();
      await expect(page).toHaveURL(new RegExp(`niche=${firstNiche}`));
      await expect(page).not.toHaveURL(/apply=/);
      expect(await page.getByLabel("RPM low").inputValue()).not.toBe("2");
    });
  });
});
