// The admin channel form's format suggestion: under the channel type field, the type the
// channel's own words point at, why, and a "Use this type" button that sets the field, by
// keyboard as well as by mouse. It follows the title, description and keywords as they are
// typed, reads the stored recent upload titles on the edit page, and never stands in the way
// of saving.
import AxeBuilder from "@axe-core/playwright";
import { expect as baseExpect, test, type Page } from "./test";
import { channelTypes, youtubeChannels, youtubeVideoStats } from "#db/schema/catalogue";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { buildVideos } from "#db/seed/factories/video-factory";
import { type AuthApp, waitForHydration } from "./auth-app-server";
import { signInAsAdmin, startAdminApp } from "./admin-app";

const expect = baseExpect.configure({ timeout: 30_000 });

let app: AuthApp;
let bodycamChannelId = "";

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

test.beforeAll(async () => {
  test.setTimeout(300_000);
  app = await startAdminApp("admin-format-suggestion", { seedDemo: false });
  await app.withDatabase(async (db) => {
    await db.insert(channelTypes).values(catalogueChannelTypeRows());
    const channel = buildChannel(
      createSeededFaker(7),
      {
        channelTitle: "Patrol Review Desk",
        description: "Police bodycam footage released by departments, with commentary on the law.",
        keywords: ["bodycam", "police"],
      },
      { channelTypeId: "documentary_story" },
    );
    bodycamChannelId = channel.id;
    await db.insert(youtubeChannels).values(channel);
    const titles = [
      "Bodycam: Stop at a Gas Station",
      "Bodycam Shows a Foot Chase",
      "Bodycam: The Wrong-Way Driver",
      "Q&A With Viewers",
    ];
    const videos = buildVideos(createSeededFaker(8), { ...channel, videoCount: 40 }, titles.length).map((video, i) => ({
      ...video,
      title: titles[i]!,
    }));
    await db.insert(youtubeVideoStats).values(videos);
  });
});

test.afterAll(async () => {
  await app?.stop();
});

async function open(page: Page, path: string) {
  await signInAsAdmin(page, app);
  await page.goto(`${app.url}${path}`);
  await waitForHydration(page);
}

const suggestion = (page: Page) => page.getByTestId("format-suggestion");

test("the add page suggests a type from what is typed, and the keyboard can apply it", async ({ page }) => {
  await open(page, "/admin/channels/add");
  await expect(suggestion(page)).toHaveCount(0);
  await page.getByLabel("Title", { exact: true }).fill("Kestrel Lane");
  await expect(suggestion(page)).toContainText("No type suggested yet");
  await expect(suggestion(page).getByRole("button", { name: "Use this type" })).toHaveCount(0);

  // A creator on camera is not one of the faceless formats, whatever else the text says.
  await page.getByLabel("Title", { exact: true }).fill("Reacting With Leo");
  await page.getByLabel("Description", { exact: true }).fill("Reaction videos with my face cam on. Daily vlogs too!");
  await expect(suggestion(page)).toContainText("No faceless type suggested: the text reads as a creator on camera");
  await expect(suggestion(page)).toContainText("“face cam” in the description");
  await expect(suggestion(page).getByRole("button", { name: "Use this type" })).toHaveCount(0);

  await page.getByLabel("Title", { exact: true }).fill("Cabin Rain Sounds");
  await page.getByLabel("Description", { exact: true }).fill("Rain and thunder ambience for sleep, 10 hours, black screen.");
  await expect(suggestion(page)).toContainText("Suggested: ASMR & Ambient");
  await expect(suggestion(page)).toContainText("“rain sounds” in the title");
  await expect(suggestion(page)).toContainText("“ambience” in the description");

  // A keyword added in the tag input counts as well.
  const keywordBox = page.getByLabel("Keywords", { exact: true });
  await keywordBox.fill("white noise");
  await keywordBox.press("Enter");
  await expect(suggestion(page)).toContainText("“white noise” in the keywords");

  const type = page.getByLabel("Channel type", { exact: true });
  await expect(type).toHaveValue("");
  const use = suggestion(page).getByRole("button", { name: "Use this type" });
  await use.focus();
  await page.keyboard.press("Enter");
  await expect(type).toHaveValue("asmr_ambient");
  await expect(type).toBeFocused();
  await expect(suggestion(page).getByRole("status")).toHaveText("Channel type set to ASMR & Ambient.");
  await expect(suggestion(page)).toContainText("This is the chosen type.");

  // The suggestion follows the text: another format takes over.
  await page.getByLabel("Title", { exact: true }).fill("Bodycam Breakdown");
  await page.getByLabel("Description", { exact: true }).fill("Police body camera footage and traffic stops, explained.");
  await page.getByRole("button", { name: "Remove keyword white noise" }).click();
  await expect(suggestion(page)).toContainText("Suggested: Police Cam Commentary");
  await expect(type).toHaveValue("asmr_ambient");

  // Saving does not wait for or follow the suggestion: the chosen type is what is saved.
  await page.getByRole("button", { name: "Add channel" }).click();
  await page.waitForURL(/\/admin\/channels$/, { timeout: 60_000 });
  await page.getByRole("link", { name: "Bodycam Breakdown", exact: true }).click();
  await page.waitForURL(/\/admin\/channels\/edit\//, { timeout: 60_000 });
  await expect(page.getByLabel("Channel type", { exact: true })).toHaveValue("asmr_ambient");
});

test("the edit page suggests from the stored text and the channel's recent video titles", async ({ page }) => {
  await open(page, `/admin/channels/edit/${bodycamChannelId}`);
  await expect(page.getByLabel("Channel type", { exact: true })).toHaveValue("documentary_story");
  await expect(suggestion(page)).toContainText("Suggested: Police Cam Commentary");
  await expect(suggestion(page)).toContainText("“bodycam” in 3 recent video titles");
  await expect(suggestion(page)).toContainText("“bodycam” in the keywords");
  await suggestion(page).getByRole("button", { name: "Use this type" }).click();
  await expect(page.getByLabel("Channel type", { exact: true })).toHaveValue("police_cam_commentary");
  await expect(suggestion(page)).toContainText("This is the chosen type.");
});

for (const theme of ["light", "dark"] as const) {
  test(`the suggestion has no serious or critical axe violation, ${theme} theme`, async ({ page, context }) => {
    await context.addCookies([{ name: "theme", value: theme, url: app.url }]);
    await open(page, `/admin/channels/edit/${bodycamChannelId}`);
    await expect(suggestion(page)).toContainText("Suggested: Police Cam Commentary");
    const results = await new AxeBuilder({ page })
      .include("[data-testid=format-suggestion]")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
    expect(
      serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  });
}
