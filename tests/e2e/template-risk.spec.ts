// Template risk on a channel page: signals read from the channel's own recent uploads, each with
// its evidence beside the rule it relates to, and the date of the uploads read; a channel with
// none says so, one with too few uploads says it cannot be read. The demo seed makes a few
// template-prone channels templated (db/seed/factories/templated-uploads.ts); these are three
// of its channels.
import { expect, test } from "./test";

const TEMPLATED = "/channel/the-dogs-theory-a47a0d58-fab0-473a-93e0-f8d349a96019";
const NO_SIGNALS = "/channel/wild-playbook-0bec1d8d-e4fb-4226-9545-e4bb02674fe3";
const TOO_FEW = "/channel/ahmeds-motivation-hq-85503848-2780-42e5-8f08-3113c9ef2896";

test.describe("template risk on the channel page", () => {
  test("a templated demo channel: each signal's evidence beside its rule, dated, never a percentage", async ({ page }) => {
    await page.goto(TEMPLATED);
    const section = page.getByTestId("template-risk");
    await expect(section.getByRole("heading", { name: "Template risk" })).toBeVisible();
    await expect(section.locator("[data-looks-templated=true]")).toHaveText("Looks templated · 3 signals");
    const titles = section.locator("[data-signal=alike-titles]");
    await expect(titles.getByRole("heading", { name: "Alike titles" })).toBeVisible();
    await expect(titles).toContainText(`16 of 20 recent titles follow "# facts about … you didn't know"`);
    await expect(titles).toContainText("Relates to");
    await expect(titles).toContainText("YouTube's inauthentic-content rule");
    await expect(section.locator("[data-signal=alike-durations]")).toContainText("12 of 12 recent long-form uploads run");
    await expect(section.locator("[data-signal=reused-clip-format]")).toContainText("YouTube's reused-content rule");
    await expect(section).toContainText("in the last 20 uploads (published in the 90 days before Nov 1, 2026)");
    await expect(section).not.toContainText("%");
    await section.getByRole("link", { name: "How they are read" }).click();
    await expect(page).toHaveURL(/\/how-it-works#template-risk$/);
    const method = page.locator("#template-risk");
    await expect(method.getByRole("heading", { name: "Template risk" })).toBeVisible();
    await expect(method).toContainText("# facts about … you didn't know");
  });

  test("a channel with no signals says so, one with too few uploads says it cannot be read", async ({ page }) => {
    await page.goto(NO_SIGNALS);
    await expect(page.getByTestId("template-risk")).toContainText("No template signals in the last 10 uploads");
    await page.goto(TOO_FEW);
    await expect(page.getByTestId("template-risk")).toContainText("Too few recent uploads to read: fewer than 8");
  });
});
