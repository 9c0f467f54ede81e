// Pictures end to end: every demo channel and video shows generated artwork (an <img> with its
// size declared, so nothing shifts), an imported channel shows the avatar and thumbnails YouTube
// gave it, a picture that fails says 'Image failed to load' (spec §2), demo channels link to no
// made-up youtube.com address, and the featured channels are big ones.
// The app seeds the demo catalogue; an imported channel and one with a broken screenshot are then
// written straight to its database (the import itself is covered by admin-channel-import.spec.ts).
// YouTube's image hosts are answered by the test from a local picture: no real internet.
import { expect, test, type Locator, type Page } from "./test";
import { youtubeChannels, youtubeVideoStats } from "#db/schema/catalogue";
import { FEATURED_MIN_SUBSCRIBERS } from "#domain/featured-channels";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { buildVideos } from "#db/seed/factories/video-factory";
import { startAuthApp, waitForHydration, type AuthApp } from "./auth-app-server";

const AVATAR_URL = "https://yt3.ggpht.com/e2e-avatar-of-an-imported-channel=s800-c-k-c0x00ffffff-no-rj";
const THUMBNAIL_URL = (videoId: string) => `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;
const BROKEN_SCREENSHOT_URL = "https://broken-images.invalid/screenshot.png";
// A 2×2 PNG: what the test answers for YouTube's images.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
  "base64",
);

let app: AuthApp;
const faker = createSeededFaker(1717);
const imported = buildChannel(
  faker,
  {
    channelTitle: "Imported Deep Sea Documentaries",
    youtubeChannelId: "UCe2eImportedChannel0001",
    handle: "DeepSeaDocs",
    channelUrl: "https://www.youtube.com/@DeepSeaDocs",
    thumbnailUrl: AVATAR_URL,
    isDemo: false,
  },
  { channelTypeId: "documentary_story" },
);
const importedVideos = buildVideos(faker, imported, 8).map((video) => ({ ...video, thumbnailUrl: THUMBNAIL_URL(video.videoId) }));
const broken = buildChannel(
  faker,
  { channelTitle: "Broken Screenshot Channel", screenshotUrl: BROKEN_SCREENSHOT_URL, isDemo: false },
  { channelTypeId: "asmr_ambient" },
);

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

test.beforeAll(async () => {
  test.setTimeout(400_000);
  app = await startAuthApp("pictures", { seedDemo: true });
  await app.withDatabase(async (db) => {
    await db.insert(youtubeChannels).values([imported, broken]);
    await db.insert(youtubeVideoStats).values(importedVideos);
  });
});

test.afterAll(async () => {
  await app?.stop();
});

/** YouTube's image hosts answer with the local PNG; the broken host fails. */
async function fakeImageHosts(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(/^https:\/\/(yt3\.ggpht\.com|i\.ytimg\.com)\//, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "image/png", body: PNG });
  });
  await page.route(/^https:\/\/broken-images\.invalid\//, (route) =>
    route.fulfill({ status: 404, contentType: "text/plain", body: "gone" }),
  );
  return requested;
}

/** The image has its size declared (no layout shift) and has loaded a real picture. */
async function expectLoadedWithSize(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute("width", /^\d+$/);
  await expect(image).toHaveAttribute("height", /^\d+$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

function parseCompact(text: string): number {
  const match = /([\d.]+)\s*([KMB]?)/.exec(text.trim());
  const scale = { "": 1, K: 1e3, M: 1e6, B: 1e9 }[match?.[2] ?? ""] ?? 1;
  return Number(match?.[1] ?? "0") * scale;
}

test("home: featured channels are big ones, each with a picture that loads", async ({ page }) => {
  await page.goto(`${app.url}/`);
  const featured = page.locator("section[aria-labelledby='featured-heading'] li");
  await expect(featured.first()).toBeVisible();
  const count = await featured.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const card = featured.nth(i);
    await expectLoadedWithSize(card.locator("img"));
    const subscribers = await card.locator("dt", { hasText: "Subscribers" }).locator("xpath=following-sibling::dd").innerText();
    expect(parseCompact(subscribers), await card.getByRole("heading").innerText()).toBeGreaterThanOrEqual(
      FEATURED_MIN_SUBSCRIBERS,
    );
  }
});

test("a demo channel page: artwork for the channel and its videos, a demo note and no youtube.com link", async ({
  page,
  request,
}) => {
  const response = await request.get(`${app.url}/api/v1/channels?limit=1&sort=subscribers`);
  const [demo] = ((await response.json()) as { channels: { slug: string; title: string }[] }).channels;
  await page.goto(`${app.url}/channel/${demo!.slug}`);
  const screenshot = page.getByRole("img", { name: `Artwork for ${demo!.title}` });
  await expect(screenshot).toHaveAttribute("width", "1280");
  await expect(screenshot).toHaveAttribute("height", "720");
  await expect(screenshot).toHaveAttribute("src", /^\/artwork\/v1\/channel\/[a-z0-9_]+\.svg\?title=/);
  await expectLoadedWithSize(screenshot);
  await expect(page.getByText("Demo channel: generated for the demo catalogue, so it has no YouTube page.")).toBeVisible();
  await expect(page.locator("a[href*='youtube.com']")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Visit channel" })).toHaveCount(0);
  const recent = page.getByRole("region", { name: "Recent Videos" });
  await expect(recent.getByRole("note")).toHaveText("Demo videos: generated with their channel, so they have no YouTube page.");
  await expect(recent.getByRole("link", { name: /^(?!Method: )/ })).toHaveCount(0);
  await expectLoadedWithSize(recent.locator("img").first());
  await expect(recent.locator("img").first()).toHaveAttribute("src", /^\/artwork\/v1\/video\//);
  // Related channels: each card carries its own artwork with its own title, not one repeated tile.
  const related = page.getByRole("region", { name: "Explore more Faceless YouTube Channels" }).locator("img");
  await expect(related.first()).toBeVisible();
  const sources = await related.evaluateAll((images) => images.map((img) => img.getAttribute("src")));
  expect(sources.length).toBeGreaterThan(1);
  expect(new Set(sources).size).toBe(sources.length);
  await expectLoadedWithSize(related.first());
});

test("an imported channel shows YouTube's own avatar and thumbnails, and links to YouTube", async ({ page }) => {
  const requested = await fakeImageHosts(page);
  await page.goto(`${app.url}/channel/${imported.slug}`);
  await waitForHydration(page);
  const avatar = page.locator(`img[src="${AVATAR_URL}"]`);
  await expectLoadedWithSize(avatar);
  expect(requested).toContain(AVATAR_URL);
  await expect(page.getByRole("link", { name: "Visit channel" })).toHaveAttribute("href", "https://www.youtube.com/@DeepSeaDocs");
  const recent = page.getByRole("region", { name: "Recent Videos" });
  await expect(recent.getByRole("note")).toHaveCount(0);
  await expect(recent.getByRole("link", { name: /^(?!Method: )/ }).first()).toHaveAttribute(
    "href",
    /^https:\/\/www\.youtube\.com\/watch\?v=/,
  );
  const thumbnail = recent.locator("img").first();
  await expect(thumbnail).toHaveAttribute("src", /^https:\/\/i\.ytimg\.com\/vi\/[A-Za-z0-9_-]{11}\/hqdefault\.jpg$/);
  await expectLoadedWithSize(thumbnail);

  // The same avatar on its search result card.
  await page.goto(`${app.url}/channel-search?q=${encodeURIComponent("Imported Deep Sea Documentaries")}`);
  await expectLoadedWithSize(page.getByTestId("channel-result").first().locator(`img[src="${AVATAR_URL}"]`));
});

test("a picture that fails to load says 'Image failed to load'", async ({ page }) => {
  await fakeImageHosts(page);
  await page.goto(`${app.url}/channel/${broken.slug}`);
  await waitForHydration(page);
  const frame = page.getByRole("complementary", { name: "Screenshot, revenue and facts" }).locator("[data-slot='fade-image']");
  await expect(frame).toHaveAttribute("data-status", "error");
  await expect(frame).toContainText("Image failed to load");
});

test("pictures show without JavaScript, and a channel's main picture does not wait for it", async ({ browser, request }) => {
  const response = await request.get(`${app.url}/api/v1/channels?limit=1&sort=subscribers`);
  const [demo] = ((await response.json()) as { channels: { slug: string; title: string }[] }).channels;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${app.url}/channel/${demo!.slug}`);
  const main = page.getByRole("img", { name: `Artwork for ${demo!.title}` });
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await main.evaluate((img) => getComputedStyle(img).opacity)).toBe("1");
  // The page's other pictures (lazy, fading in once the script marks them loaded) show too.
  const video = page.getByRole("region", { name: "Recent Videos" }).locator("img").first();
  await video.scrollIntoViewIfNeeded();
  await expect.poll(() => video.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await video.evaluate((img) => getComputedStyle(img).opacity)).toBe("1");
  await context.close();
});
