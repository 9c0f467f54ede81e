// Admin channels end to end (admin area): add a channel by hand (with the validation messages an
// admin sees), find it on its public page, edit it, feature / unfeature several at once, page
// through the list, delete with confirmation, and the add page's "import not configured" notice.
// The app starts with an empty catalogue; channel types, a niche and a batch of channels for
// paging are written straight to its database (rows the UI of this page does not create).
import { expect as baseExpect, test, type Page } from "./test";
import { channelTypes, niches, youtubeChannels } from "#db/schema/catalogue";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { buildNiche } from "#db/seed/factories/niche-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { type AuthApp, waitForHydration } from "./auth-app-server";
import { signInAsAdmin, startAdminApp } from "./admin-app";

// Form posts re-render a whole admin page; give a busy machine more than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

let app: AuthApp;
const NICHE_NAME = "Deep Sea Mysteries";
const TITLE = "Ocean Depths: Explained!";
// A page's first visit in the development server compiles its modules: allow for a slow machine.
const NAVIGATION_TIMEOUT = 60_000;
const RENAMED_DESCRIPTION = "Narrated deep dives into the strangest creatures of the abyss.";

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

test.beforeAll(async () => {
  test.setTimeout(300_000);
  app = await startAdminApp("admin-channels", { seedDemo: false });
  await app.withDatabase(async (db) => {
    await db.insert(channelTypes).values(catalogueChannelTypeRows());
    await db.insert(niches).values(buildNiche(createSeededFaker(21), { name: NICHE_NAME, slug: "deep-sea-mysteries" }));
    // Older channels for paging and bulk actions; the one the tests add by hand is the newest.
    const faker = createSeededFaker(33);
    const rows = Array.from({ length: 30 }, (_, i) =>
      buildChannel(
        faker,
        {
          channelTitle: `Paging Channel ${String(i + 1).padStart(2, "0")}`,
          isFeatured: false,
          createdAt: new Date(Date.UTC(2025, 0, 1 + i)),
        },
        { channelTypeId: "asmr_ambient" },
      ),
    );
    await db.insert(youtubeChannels).values(rows);
  });
});

test.afterAll(async () => {
  await app?.stop();
});

function toast(page: Page, text: string | RegExp) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

async function open(page: Page, path: string) {
  await signInAsAdmin(page, app);
  await page.goto(`${app.url}${path}`);
  await waitForHydration(page);
}

test("the add page says YouTube import is not configured and how to configure it", async ({ page }) => {
  await open(page, "/admin/channels/add");
  await expect(page.getByRole("heading", { level: 1, name: "Add channel" })).toBeVisible();
  await expect(page.getByText("Importing from YouTube is not configured on this server.")).toBeVisible();
  await expect(page.getByText(/YOUTUBE_API_KEY=<your key>/)).toBeVisible();
  await expect(page.getByLabel("YouTube channel URL, @handle or id", { exact: true })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Fetch from YouTube" })).toBeDisabled();
  // Entering everything by hand stays possible.
  await expect(page.getByLabel("Title", { exact: true })).toBeEditable();
});

test("add a channel by hand: validation messages, then it shows on its public page", async ({ page }) => {
  await open(page, "/admin/channels/add");

  await page.getByLabel("Subscribers", { exact: true }).fill("-5");
  await page.getByLabel("Channel URL", { exact: true }).fill("javascript:alert(1)");
  await page.getByLabel("Screenshot URL", { exact: true }).fill("ftp://example.com/shot.png");
  await page.getByRole("button", { name: "Add channel" }).click();
  await expect(page.getByText("Enter the channel's title")).toBeVisible();
  await expect(page.getByText("Subscribers can't be negative")).toBeVisible();
  await expect(page.getByText("Enter a full web address starting with http:// or https://")).toHaveCount(2);
  await expect(page).toHaveURL(/\/admin\/channels\/add$/);

  await page.getByLabel("Title", { exact: true }).fill(TITLE);
  await page.getByLabel("Description", { exact: true }).fill("Deep sea facts, narrated.");
  await page.getByLabel("Channel URL", { exact: true }).fill("https://www.youtube.com/@oceandepths");
  await page.getByLabel("Screenshot URL", { exact: true }).fill("");
  await page.getByLabel("@handle", { exact: true }).fill("@oceandepths");
  await page.getByLabel("Niche", { exact: true }).selectOption({ label: NICHE_NAME });
  await page.getByLabel("Channel type", { exact: true }).selectOption("documentary_story");
  await page.getByLabel("Country", { exact: true }).selectOption("GB");
  await page.getByLabel("Upload frequency", { exact: true }).selectOption("weekly");
  const keywords = page.getByRole("textbox", { name: "Keywords" });
  await keywords.fill("abyss");
  await keywords.press("Enter");
  await keywords.pressSequentially("deep sea,");
  await expect(page.getByRole("button", { name: "Remove keyword abyss" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove keyword deep sea" })).toBeVisible();
  await page.getByLabel("Subscribers", { exact: true }).fill("12,000");
  await page.getByLabel("Total views", { exact: true }).fill("3400000");
  await page.getByLabel("Video count", { exact: true }).fill("120");
  await page.getByLabel("RPM (USD per 1,000 views)", { exact: true }).fill("3.50");
  await page.getByLabel("Start date", { exact: true }).fill("2022-05-01");
  // Revenue is not typed: the one revenue model estimates it on save (domain/revenue).
  await expect(page.getByLabel("Revenue per video (USD)", { exact: true })).toHaveCount(0);
  await expect(page.getByText(/Revenue is estimated on save/)).toBeVisible();
  await page.getByRole("button", { name: "Add channel" }).click();

  await expect(toast(page, `Channel “${TITLE}” created`)).toBeVisible({ timeout: NAVIGATION_TIMEOUT });
  await expect(page).toHaveURL(`${app.url}/admin/channels`);
  const row = page.getByRole("row").filter({ hasText: TITLE });
  await expect(row).toContainText("@oceandepths");
  await expect(row).toContainText("12K");

  await row.getByRole("link", { name: `View ${TITLE}'s public page` }).click();
  // Spec §2 slug: lowercased title, punctuation stripped, spaces → hyphens, plus the id.
  await page.waitForURL(/\/channel\/ocean-depths-explained-[0-9a-f-]{36}$/, { timeout: NAVIGATION_TIMEOUT });
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText(NICHE_NAME).first()).toBeVisible();
  // Spec §8: a channel without videos.
  await expect(page.getByText("No top performing videos data is available for this channel.")).toBeVisible();
});

test("edit the channel and see the change on its public page", async ({ page }) => {
  await open(page, "/admin/channels");
  await page.getByRole("link", { name: TITLE, exact: true }).click();
  await page.waitForURL(/\/admin\/channels\/edit\//, { timeout: NAVIGATION_TIMEOUT });
  await expect(page.getByRole("heading", { level: 1, name: "Edit channel" })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(TITLE);
  await expect(page.getByRole("button", { name: "Remove keyword abyss" })).toBeVisible();

  await page.getByLabel("Video count", { exact: true }).fill("-1");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Video count can't be negative")).toBeVisible();

  await page.getByLabel("Video count", { exact: true }).fill("150");
  await page.getByLabel("Description", { exact: true }).fill(RENAMED_DESCRIPTION);
  await page.getByRole("button", { name: "Remove keyword abyss" }).click();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, `Channel “${TITLE}” saved`)).toBeVisible({ timeout: NAVIGATION_TIMEOUT });

  await page
    .getByRole("row")
    .filter({ hasText: TITLE })
    .getByRole("link", { name: `View ${TITLE}'s public page` })
    .click();
  await page.waitForURL(/\/channel\/ocean-depths-explained-/, { timeout: NAVIGATION_TIMEOUT });
  await expect(page.getByText(RENAMED_DESCRIPTION)).toBeVisible();
});

test("page through the list, feature two channels and unfeature one", async ({ page }) => {
  // 30 seeded channels and the one added above: two pages of 25.
  await open(page, "/admin/channels?sort=title");
  await expect(page.getByRole("status").filter({ hasText: "31 channels" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Paging Channel 01", exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/sort=title&page=2/);
  await expect(page.getByText("Page 2 of 2")).toBeVisible();
  await expect(page.getByRole("link", { name: "Paging Channel 30", exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Previous" }).click();

  await page.getByLabel("Select Paging Channel 02", { exact: true }).check();
  await page.getByLabel("Select Paging Channel 03", { exact: true }).check();
  await expect(page.getByText("2 selected")).toBeVisible();
  await page.getByRole("button", { name: "Feature", exact: true }).click();
  await expect(toast(page, "2 channels featured")).toBeVisible({ timeout: NAVIGATION_TIMEOUT });
  await expect(page).toHaveURL(/\/admin\/channels\?sort=title$/);

  await page.getByLabel("Featured", { exact: true }).selectOption("yes");
  await expect(page).toHaveURL(/featured=yes/);
  await expect(page.getByRole("status").filter({ hasText: "2 channels match" })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel("Select Paging Channel 02", { exact: true }).check();
  await page.getByRole("button", { name: "Unfeature" }).click();
  await expect(toast(page, "1 channel unfeatured")).toBeVisible({ timeout: NAVIGATION_TIMEOUT });
  await expect(page.getByRole("status").filter({ hasText: "1 channel match" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Paging Channel 03", exact: true })).toBeVisible();
});

test("delete a channel after confirming; its public page is gone", async ({ page }) => {
  await open(page, `/admin/channels?q=${encodeURIComponent("Ocean Depths")}`);
  const publicHref = await page.getByRole("link", { name: `View ${TITLE}'s public page` }).getAttribute("href");
  await page.getByLabel(`Select ${TITLE}`, { exact: true }).check();
  await page.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("heading", { name: "Delete this channel?" })).toBeVisible();
  await expect(dialog).toContainText(`“${TITLE}” will be removed`);
  // Cancelling keeps it.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("link", { name: TITLE, exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete channel" }).click();
  await expect(toast(page, "1 channel deleted")).toBeVisible({ timeout: NAVIGATION_TIMEOUT });
  await expect(page.getByText("No channels match these filters.")).toBeVisible();

  const response = await page.goto(`${app.url}${publicHref}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Channel not found" })).toBeVisible();
  await expect(page.getByText("The channel you're looking for doesn't exist or has been removed.")).toBeVisible();
});
