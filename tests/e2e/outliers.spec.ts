// Outlier videos (domain/outlier-score) as a visitor meets them: /outliers from the header, its
// filters and pages in the URL, a malformed filter (400), the score beside a channel's videos
// and its "not enough data" state, and a niche's and a type's outliers with the signal.
import { OUTLIER_REPEATS_ANCHOR, REPEAT_MIN_SCORE, REPEAT_WINDOW_DAYS } from "#domain/outlier-repeats";
import { expect, test, type Page } from "./test";
import { holdScripts } from "./held-scripts";

type ApiVideo = { title: string; outlierScore: number | null; noScoreReason: "too-new" | "not-enough-data" | null };
type ApiChannel = { id: string; slug: string };

async function rowTitles(page: Page): Promise<string[]> {
  return page.getByTestId("outlier-row").locator(".video-title").allTextContents();
}

/** The scores shown in the rows, as numbers ("×4.2" → 4.2). */
async function rowScores(page: Page): Promise<number[]> {
  const texts = await page.getByTestId("outlier-list").locator('[data-testid="outlier-score"]:visible').allTextContents();
  return texts.map((text) => Number(text.replace("Outlier score", "").replace("×", "").replace(/,/g, "").trim()));
}

test.describe("outliers", () => {
  test("the header links to /outliers, best score first", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Outliers" }).click();
    await expect(page).toHaveURL(/\/outliers$/);
    await expect(page.getByRole("heading", { level: 1, name: "Outlier Videos" })).toBeVisible();
    await expect(page.getByTestId("outlier-row")).toHaveCount(24);
    const scores = await rowScores(page);
    expect(scores).toHaveLength(24);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    await expect(page.getByTestId("outliers-as-of")).toContainText("counts back from");
    // Views are YouTube's, the score is computed from them: each says so, with its date.
    await expect(page.locator('[data-figure-source="youtube"]').first()).toContainText("YouTube data · as of");
    await expect(page.locator('[data-figure-source="derived"]').first()).toContainText("Computed from YouTube data · as of");
  });

  test("filters live in the URL and narrow the list; paging keeps them", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/outliers");
    await page.getByLabel("Format", { exact: true }).selectOption("short");
    await expect(page).toHaveURL(/format=short/);
    await page.getByLabel("Published", { exact: true }).selectOption("90");
    await expect(page).toHaveURL(/within=90/);
    await page.getByLabel("Channel size", { exact: true }).selectOption("under-10k");
    await expect(page).toHaveURL(/size=under-10k/);
    const rows = page.getByTestId("outlier-row");
    await expect(rows.first()).toBeVisible();
    // The URL changes before React renders the new rows: wait until none is long-form.
    await expect(rows.filter({ hasNotText: "Shorts" })).toHaveCount(0);

    // The same filters through the API: the page shows the same videos.
    const api = (await (await page.request.get("/api/v1/outliers?format=short&within=90&size=under-10k")).json()) as {
      videos: { title: string; channel: { subscribers: number } }[];
    };
    await expect.poll(() => rowTitles(page)).toEqual(api.videos.map((video) => video.title));
    for (const video of api.videos) expect(video.channel.subscribers).toBeLessThan(10_000);

    const clear = page.getByRole("form", { name: "Filters" }).getByRole("link", { name: "Clear filters" });
    await expect(clear).toHaveAttribute("href", "/outliers");
    await clear.click();
    await expect(page).toHaveURL(/\/outliers$/);
    await expect(page.getByLabel("Format", { exact: true })).toHaveValue("");

    // Paging: the next page carries the filters and shows other videos.
    await page.goto("/outliers?format=long");
    const first = await rowTitles(page);
    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/format=long&page=2|page=2&format=long/);
    await expect(page.getByRole("navigation", { name: "Pages" })).toContainText("Page 2");
    const second = await rowTitles(page);
    expect(second.length).toBeGreaterThan(0);
    expect(second).not.toEqual(first);
    await page.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/\/outliers\?format=long$/);
  });

  test("the format, not the audience: small channels, young channels and views past the subscribers, in the URL and the API", async ({
    page,
    request,
  }) => {
    type Listed = { title: string; views: number; channel: { id: string; subscribers: number | null } };
    const list = async (query: string) => {
      const response = await request.get(`/api/v1/outliers?${query}&limit=100`);
      expect(response.status()).toBe(200);
      return ((await response.json()) as { videos: Listed[] }).videos;
    };
    const beyond = await list("reach=5x-subscribers");
    expect(beyond.length).toBeGreaterThan(0);
    for (const video of beyond)
      expect(video.views).toBeGreaterThanOrEqual(5 * (video.channel.subscribers ?? Number.POSITIVE_INFINITY));
    for (const video of await list("size=100k-or-less")) expect(video.channel.subscribers).toBeLessThanOrEqual(100_000);
    const asOf = ((await (await request.get("/api/v1/outliers?limit=1")).json()) as { asOf: string }).asOf;
    const young = await list("channel_age=under-12-months");
    const yearBefore = `${Number(asOf.slice(0, 4)) - 1}${asOf.slice(4)}`;
    for (const video of young.slice(0, 5)) {
      const detail = (await (await request.get(`/api/v1/channels/${video.channel.id}`)).json()) as {
        startDate?: string;
        channel?: { startDate: string };
      };
      expect((detail.channel ?? detail).startDate! >= yearBefore).toBe(true);
    }

    // The page: both filters chosen, in the URL, the same videos as the API.
    await page.goto("/outliers");
    await page.getByLabel("Reach", { exact: true }).selectOption("5x-subscribers");
    await expect(page).toHaveURL(/reach=5x-subscribers/);
    await expect(page.getByLabel("Reach", { exact: true })).toHaveValue("5x-subscribers");
    await expect.poll(() => rowTitles(page)).toEqual(beyond.slice(0, 24).map((video) => video.title));
    await page.getByLabel("Channel age", { exact: true }).selectOption("under-12-months");
    await expect(page).toHaveURL(/channel_age=under-12-months/);

    // A value that is not one of them: 400, and the message names it.
    const bad = await request.get("/api/v1/outliers?reach=2x");
    expect(bad.status()).toBe(400);
    expect(await bad.text()).toContain("reach must be one of 5x-subscribers");
  });

  test("each outlier says how many other channels of its format hit ×2 within 90 days, the API's number, with the rule a click away", async ({
    page,
    request,
  }) => {
    type Listed = { title: string; channel: { channelType: string | null }; repeatChannels: number | null };
    const api = (await (await request.get("/api/v1/outliers?format=long")).json()) as { videos: Listed[] };
    // Demo hits are spread over every type: most outliers have company, and each has a count.
    expect(api.videos.filter((video) => (video.repeatChannels ?? 0) > 0).length).toBeGreaterThan(api.videos.length / 2);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/outliers?format=long");
    const rows = page.getByTestId("outlier-row");
    await expect(rows).toHaveCount(api.videos.length);
    for (const [i, video] of api.videos.entries()) {
      const line = rows.nth(i).getByTestId("outlier-repeats");
      if (video.repeatChannels === null) await expect(line).toHaveCount(0);
      else if (video.repeatChannels === 0)
        await expect(line).toHaveText(`No other channel of this type hit ×${REPEAT_MIN_SCORE} within ${REPEAT_WINDOW_DAYS} days`);
      else
        await expect(line).toHaveText(
          `Repeated by ${video.repeatChannels} other channel${video.repeatChannels === 1 ? "" : "s"} within ${REPEAT_WINDOW_DAYS} days`,
        );
    }
    // Never more than the other channels of its type in the whole directory.
    const best = api.videos.find((video) => video.repeatChannels !== null && video.channel.channelType)!;
    const typed = (await (await request.get(`/api/v1/channels?type=${best.channel.channelType}&limit=1`)).json()) as {
      total: number;
    };
    expect(best.repeatChannels).toBeLessThan(typed.total);

    // The same line on a type page's outliers.
    await page.goto("/channel-types/documentary_story");
    await expect(page.getByTestId("recent-outliers").getByTestId("outlier-repeats").first()).toHaveText(
      /^(Repeated by \d+ other channels? within|No other channel of this type hit ×\d+ within) \d+ days$/,
    );

    // The rule, one click away.
    await page.goto("/outliers?format=long");
    await rows.first().getByTestId("outlier-repeats").click();
    await expect(page).toHaveURL(new RegExp(`/how-it-works#${OUTLIER_REPEATS_ANCHOR}$`));
    await expect(page.getByRole("heading", { name: "Repeated by other channels: the format, not the audience" })).toBeVisible();
  });

  test.describe("on a slow phone", () => {
    // The service worker would answer /assets from its cache, out of reach of page.route.
    test.use({ serviceWorkers: "block" });

    test("a filter chosen before the page's scripts ran is applied once they have", async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto("/outliers", { waitUntil: "domcontentloaded" });
      await page.getByLabel("Format", { exact: true }).selectOption("short");
      // Without scripts nothing happens yet (the form's Apply button would send it).
      await page.waitForTimeout(300);
      await expect(page).toHaveURL(/\/outliers$/);
      release();
      await expect(page).toHaveURL(/format=short/);
      await expect(page.getByLabel("Format", { exact: true })).toHaveValue("short");
      // The URL changes before React renders the new rows: wait for them.
      await expect(page.getByTestId("outlier-row").first()).toBeVisible();
      await expect(page.getByTestId("outlier-row").filter({ hasNotText: "Shorts" })).toHaveCount(0);
    });
  });

  test("a malformed filter answers 400, names it, and keeps the valid ones", async ({ page }) => {
    const response = await page.goto("/outliers?within=5&format=long&views_min=1.5");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText("within must be one of 7, 30, 90, 365");
    await expect(page.getByRole("alert")).toContainText("views_min must be a whole number");
    await expect(page.getByLabel("Format", { exact: true })).toHaveValue("long");
    await expect(page.getByTestId("outlier-row").first()).toBeVisible();
    expect((await page.request.get("/api/v1/outliers?size=huge")).status()).toBe(400);
  });

  test("a filter nothing matches says so, with a way back", async ({ page }) => {
    await page.goto("/outliers?views_min=900000000000");
    await expect(page.getByRole("status")).toContainText("No outliers match these filters");
    await page.getByRole("link", { name: "Clear filters" }).last().click();
    await expect(page.getByTestId("outlier-row").first()).toBeVisible();
  });

  test("a channel page shows the score beside its top and recent videos, and 'not enough data' or 'too new to score' without one", async ({
    page,
    request,
  }) => {
    // A channel whose stored videos include one without a score (too few comparable uploads).
    const { channels } = (await (await request.get("/api/v1/channels?limit=100&sort=subscribers")).json()) as {
      channels: ApiChannel[];
    };
    let found: { channel: ApiChannel; unscored: ApiVideo; scored: ApiVideo } | null = null;
    for (const channel of channels) {
      const top = (await (await request.get(`/api/v1/channels/${channel.id}/top-videos`)).json()) as { mostViewed: ApiVideo[] };
      const unscored = top.mostViewed.find((video) => video.noScoreReason === "not-enough-data");
      const scored = top.mostViewed.find((video) => video.outlierScore !== null);
      if (unscored && scored) {
        found = { channel, unscored, scored };
        break;
      }
    }
    if (!found) throw new Error("no demo channel with both a scored and an unscored top video");

    await page.goto(`/channel/${found.channel.slug}`);
    const mostViewed = page.getByRole("group", { name: "Most Viewed" });
    const row = (title: string) => mostViewed.getByRole("listitem").filter({ hasText: title }).first();
    await expect(row(found.scored.title).getByTestId("outlier-score")).toHaveText(
      `Outlier score ×${found.scored.outlierScore!.toFixed(1)}`,
    );
    await expect(row(found.unscored.title).getByTestId("outlier-score")).toHaveText("Outlier score: not enough data");
    const recent = page.getByRole("region", { name: "Recent Videos" });
    await expect(recent.getByTestId("outlier-score").first()).toBeVisible();
    // Each score says what it compared.
    await expect(recent.getByTestId("outlier-basis").first()).toHaveText(/^(at \d+ days?|on lifetime views)$/);

    // A channel's uploads of its last week before the reading: too new to score, the rule in the title.
    let tooNew: ApiChannel | null = null;
    for (const channel of channels) {
      const html = await (await request.get(`/channel/${channel.slug}`)).text();
      if (html.includes("Outlier score: too new to score")) {
        tooNew = channel;
        break;
      }
    }
    if (!tooNew) throw new Error("no demo channel with an upload too new to score");
    await page.goto(`/channel/${tooNew.slug}`);
    const label = page.getByText("Outlier score: too new to score").first();
    await expect(label).toBeVisible();
    await expect(label).toHaveAttribute(
      "title",
      "Under 7 days old when its views were read, and not yet read at a fixed age beside 5 of the channel's uploads: its views are still arriving",
    );
  });

  test("each outlier says whether it was compared at equal age or on lifetime views, with the baseline it beat", async ({
    page,
    request,
  }) => {
    type Listed = {
      title: string;
      views: number;
      score: number;
      comparedViews: number;
      usualViews: number;
      comparedAtAgeDays: number | null;
    };
    // The demo catalogue is written as if the refresh had read fixed-age views for its last 120 days.
    const found: { atAge?: { row: Listed; page: number }; lifetime?: { row: Listed; page: number } } = {};
    for (let n = 1; n <= 10 && !(found.atAge && found.lifetime); n++) {
      const list = (await (await request.get(`/api/v1/outliers?within=365&page=${n}`)).json()) as { videos: Listed[] };
      const atAge = list.videos.find((video) => video.comparedAtAgeDays !== null);
      const lifetime = list.videos.find((video) => video.comparedAtAgeDays === null);
      if (atAge && !found.atAge) found.atAge = { row: atAge, page: n };
      if (lifetime && !found.lifetime) found.lifetime = { row: lifetime, page: n };
    }
    if (!found.atAge || !found.lifetime) throw new Error("no demo outlier of each kind in the year's first ten pages");
    for (const { row, page: n } of [found.atAge, found.lifetime]) {
      // The multiple is the views it compared ÷ the baseline: on lifetime views, the views shown.
      expect(row.comparedViews / row.usualViews).toBeCloseTo(row.score, 0);
      if (row.comparedAtAgeDays === null) expect(row.comparedViews).toBe(row.views);
      await page.goto(`/outliers?within=365&page=${n}`);
      const item = page.getByTestId("outlier-row").filter({ hasText: row.title }).first();
      await expect(item.getByTestId("usual-views")).toHaveText(
        row.comparedAtAgeDays === null
          ? /^\(usual: [\d.,]+[KMB]? lifetime views\)$/
          : new RegExp(`^\\(at ${row.comparedAtAgeDays} days?: [\\d.,]+[KMB]? views, usual [\\d.,]+[KMB]?\\)$`),
      );
    }
    await page.goto("/how-it-works#outlier-score");
    await expect(page.getByText("At equal age", { exact: true })).toBeVisible();
  });

  test("niche and type pages show their outliers of the last 30 days, the signal read against chance, and the rate by month", async ({
    page,
    request,
  }) => {
    await page.goto("/channel-types/documentary_story");
    const section = page.getByTestId("recent-outliers");
    await expect(section.getByRole("heading", { name: "Outliers of the last 30 days" })).toBeVisible();
    // k of n channels, and what chance gives a type of that size.
    await expect(page.getByTestId("outlier-signal")).toContainText(
      /\d+ of the \d+ channels in Documentary & Story that uploaded in the last 30 days had a video at ×3 or more of their usual views; chance alone would give about [\d.,]+/,
    );
    for (const score of await section.locator('[data-testid="outlier-score"]:visible').allTextContents()) {
      expect(Number(score.replace(/[^\d.]/g, ""))).toBeGreaterThanOrEqual(3);
    }
    const rates = page.getByTestId("outlier-rate-by-month");
    await expect(rates.getByRole("heading", { name: "Outlier rate by month" })).toBeVisible();
    await expect(rates.locator("tbody tr")).toHaveCount(12);
    await expect(rates.locator("tbody tr").last()).toContainText(/^\w{3} \d{4}[\d,]+ of [\d,]+(\d+\.\d%|N\/A)(\d+\.\d%|N\/A)$/);
    await section.getByRole("link", { name: "Method: outlier signal" }).first().click();
    await expect(page).toHaveURL(/\/how-it-works#outlier-signal$/);
    await expect(page.getByRole("heading", { name: "The signal on niche and type pages" })).toBeVisible();

    await page.goto("/channel-types/documentary_story");
    await section.getByRole("link", { name: "All outliers in Documentary & Story" }).click();
    await expect(page).toHaveURL(/\/outliers\?type=documentary_story&within=30$/);
    await expect(page.getByLabel("Channel type", { exact: true })).toHaveValue("documentary_story");

    // Across the niches: the demo plants a trend in two (a third of their recent uploads are hits)
    // and an accelerating format in aviation (hits in this window and the one before); every
    // other niche's hits are random, or were a month ago, and chance explains them: no signal.
    const { niches } = (await (await request.get("/api/v1/niches")).json()) as { niches: { slug: string; name: string }[] };
    const lines = new Map<string, string>();
    for (const niche of niches) {
      const html = await (await request.get(`/niches/${niche.slug}`)).text();
      const line = /data-testid="outlier-signal">([\s\S]*?)<\/p>/.exec(html)?.[1]?.replace(/<[^>]+>/g, "") ?? "";
      lines.set(niche.slug, line.replace(/&#x27;|&rsquo;/g, "’"));
    }
    const signals = [...lines].filter(([, line]) => line.startsWith("Signal:")).map(([slug]) => slug);
    expect(signals.sort()).toEqual(["ai-tools", "aviation", "reddit-stories"]);
    expect(lines.get("ai-tools")).toMatch(
      /; chance alone would give about [\d.]+, and this many less than 1 time in 10,000\. Something is working here now\./,
    );
    const noSignal = [...lines.values()].filter((line) => / No signal: /.test(line));
    expect(noSignal.length, [...lines.values()].join("\n")).toBeGreaterThan(30);
    expect(noSignal.join("\n")).toMatch(/chance alone gives this many (about 1 time in \d+|more often than not)\./);
  });
});
