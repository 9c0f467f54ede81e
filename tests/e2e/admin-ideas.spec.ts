// /admin/faceless-ideas end to end (admin area): create (with the messages a user sees for a missing
// title, a reversed RPM range and negative hours), tools and example channels, edit the write-up
// in the rich-text editor (bold text shows on /faceless-ideas/{slug}), a taken slug, delete with
// confirmation, and the XSS corpus saved through the form renders inert on the public pages.
import { expect as baseExpect, test, type Page } from "./test";
import { XSS_CORPUS, XSS_DANGER } from "#tests/fixtures/xss-corpus";
import { adminScreenApp, toast } from "./admin-screen-app";
import { expectInertWithin } from "./admin-content-xss";
import { inputValue, textareaValue, watchDialogs } from "./admin-taxonomy-xss";
import { waitForHydration } from "./auth-app-server";

const expect = baseExpect.configure({ timeout: 30_000 });
// The demo catalogue: niches, channel types and channels to pick from.
const app = adminScreenApp("content-ideas", { seedDemo: true, testTimeout: 300_000, startTimeout: 240_000 });

const TITLE = "Retro Arcade Histories";
const SLUG = "retro-arcade-histories";
/** An idea of the demo catalogue (db/seed/content). */
const DEMO_SLUG = "space-scale-comparisons";

function openIdeas(page: Page, query = "") {
  return app.open(page, `/admin/faceless-ideas${query}`, { signIn: false });
}

function fieldError(page: Page, label: string) {
  return page.getByLabel(label, { exact: true }).locator("xpath=..").locator("[data-field-error]");
}

test("create an idea: clear messages first, then the public pages show it", async ({ page }) => {
  await app.signIn(page);
  // A directory channel to pick as an example, found the way the picker finds it.
  const lookup = (await (await page.request.get(`${app.url}/resources/channel-lookup?q=a`)).json()) as {
    channels: { slug: string; title: string }[];
  };
  const example = lookup.channels[0];
  expect(example, "the demo catalogue has channels").toBeTruthy();

  await openIdeas(page);
  await expect(page.getByRole("heading", { level: 1, name: "Faceless ideas" })).toBeVisible();
  await page.getByRole("link", { name: "New idea" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New faceless idea" })).toBeVisible();
  await waitForHydration(page);

  // Nothing filled in.
  await page.getByRole("button", { name: "Create idea" }).click();
  await expect(fieldError(page, "Title")).toHaveText("Enter a title");
  await expect(fieldError(page, "Summary")).toHaveText("Write a one-line summary");
  await expect(page.getByText("Choose a difficulty", { exact: true }).and(page.locator("[data-field-error]"))).toBeVisible();

  // A reversed RPM range and negative hours.
  await page.getByLabel("Summary").fill("The stories behind the arcade games of the 1980s, told over archive footage.");
  await page.getByLabel("Difficulty").selectOption("intermediate");
  await page.getByLabel("Startup cost").selectOption("low");
  await page.getByLabel("RPM low (USD)").fill("9");
  await page.getByLabel("RPM high (USD)").fill("3");
  await page.getByLabel("Hours per video").fill("-2");
  await page.getByRole("button", { name: "Create idea" }).click();
  await expect(fieldError(page, "RPM low (USD)")).toHaveText("Low RPM can't be higher than high RPM");
  await expect(fieldError(page, "Hours per video")).toHaveText("Hours per video can't be negative");
  await expect(fieldError(page, "Title")).toHaveText("Enter a title");

  await page.getByLabel("Title").fill(TITLE);
  await page.getByLabel("RPM low (USD)").fill("2.5");
  await page.getByLabel("RPM high (USD)").fill("6");
  await page.getByLabel("Hours per video").fill("4");
  const niche = page.getByLabel("Niche");
  await niche.selectOption({ index: 1 });
  const nicheName = (await niche.locator("option:checked").textContent())?.trim() ?? "";
  await page.getByRole("textbox", { name: "Tools", exact: true }).fill("CapCut");
  await page.keyboard.press("Enter");
  await page.getByRole("textbox", { name: "Tools", exact: true }).fill("ElevenLabs");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Remove tool CapCut" })).toBeVisible();
  await page.getByRole("combobox", { name: "Example channels" }).fill(example!.title.slice(0, 6));
  await page.getByRole("option", { name: new RegExp(`^${example!.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) }).click();
  await expect(page.getByRole("button", { name: `Remove example channel ${example!.title}` })).toBeVisible();
  await page.getByRole("textbox", { name: "Write-up" }).click();
  await page.keyboard.type("Start with the golden age of arcades.");

  await page.getByRole("button", { name: "Create idea" }).click();
  await expect(toast(page, `Idea “${TITLE}” created`)).toBeVisible();
  await expect(page).toHaveURL(`${app.url}/admin/faceless-ideas`);
  const row = page.locator(`[data-idea-row="${SLUG}"]`);
  await expect(row).toContainText(TITLE);
  await expect(row).toContainText("1 channel");

  await page.goto(`${app.url}/faceless-ideas/${SLUG}`);
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText("Start with the golden age of arcades.")).toBeVisible();
  // The niche badge above the title (the opportunity panel links the niche too).
  await expect(page.locator("a[data-slot=badge]").getByText(nicheName, { exact: true })).toBeVisible();
  const tools = page.getByRole("region", { name: "Tools" });
  await expect(tools.getByRole("listitem")).toHaveText(["CapCut", "ElevenLabs"]);
  await expect(page.getByText("4 h", { exact: true })).toBeVisible();
  await expect(page.getByTestId("idea-example-channels")).toContainText(example!.title);

  await page.goto(`${app.url}/faceless-ideas`);
  await expect(page.getByRole("link", { name: TITLE }).first()).toBeVisible();
});

test("edit the write-up in the rich-text editor: bold text shows on the idea page", async ({ page }) => {
  await app.signIn(page);
  await openIdeas(page);
  await page.getByRole("link", { name: `Edit ${TITLE}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Edit “${TITLE}”` })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByLabel("Slug (optional)")).toHaveValue(SLUG);

  // A slug another idea already has is refused at the field.
  await page.getByLabel("Slug (optional)").fill(DEMO_SLUG);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(fieldError(page, "Slug (optional)")).toHaveText("Another idea already uses this slug. Choose a different one.");
  await expect(page.getByRole("button", { name: "Remove tool CapCut" })).toBeVisible();
  await page.getByLabel("Slug (optional)").fill(SLUG);

  const editor = page.getByRole("textbox", { name: "Write-up" });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type(" Then ");
  await page.getByRole("button", { name: "Bold", exact: true }).click();
  await expect(page.getByRole("button", { name: "Bold", exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("cover one cabinet per video");
  await page.getByRole("button", { name: "Bold", exact: true }).click();
  await page.keyboard.type(".");
  await page.getByRole("button", { name: "Remove tool ElevenLabs" }).click();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, `Idea “${TITLE}” saved`)).toBeVisible();

  await page.goto(`${app.url}/faceless-ideas/${SLUG}`);
  const body = page.locator('article [data-slot="rich-text"]');
  await expect(body.locator("strong")).toHaveText("cover one cabinet per video");
  await expect(body).toContainText("Start with the golden age of arcades. Then cover one cabinet per video.");
  await expect(page.getByRole("region", { name: "Tools" }).getByRole("listitem")).toHaveText(["CapCut"]);
});

test("delete an idea only after confirming; its page is gone at once", async ({ page }) => {
  await app.signIn(page);
  await openIdeas(page);
  await page.getByRole("button", { name: `Delete ${TITLE}` }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("heading", { name: `Delete “${TITLE}”?` })).toBeVisible();
  await expect(dialog).toContainText("its 1 example-channel link is removed (the channels stay in the directory)");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator(`[data-idea-row="${SLUG}"]`)).toBeVisible();

  await page.getByRole("button", { name: `Delete ${TITLE}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete idea" }).click();
  await expect(toast(page, `Idea “${TITLE}” deleted`)).toBeVisible();
  await expect(page.locator(`[data-idea-row="${SLUG}"]`)).toHaveCount(0);

  const response = await page.goto(`${app.url}/faceless-ideas/${SLUG}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Idea not found" })).toBeVisible();
});

test("an XSS corpus saved through the form is stored sanitized and renders inert on the public pages", async ({ page }) => {
  const dialogs = watchDialogs(page);
  await app.signIn(page);
  const corpus = XSS_CORPUS.join("\n");
  // The form's server path, as a browser without JavaScript posts it (the editor's textarea).
  const response = await page.request.post(`${app.url}/admin/faceless-ideas?new=1`, {
    form: {
      intent: "save",
      title: `Probe idea ${corpus}`,
      slug: "xss-probe",
      summary: `Probe summary ${corpus}`,
      body: `<p>Probe body</p>${corpus}`,
      difficulty: "beginner",
      startupCost: "low",
      tools: `Probe tool, ${XSS_CORPUS[3]}`,
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/admin/faceless-ideas");

  // Sanitized on save: the edit form (server-rendered, no JavaScript) shows what is stored.
  await openIdeas(page);
  const editHref = await page
    .locator('[data-idea-row="xss-probe"]')
    .getByRole("link", { name: /^Edit / })
    .getAttribute("href");
  expect(editHref).toMatch(/\/admin\/faceless-ideas\?edit=/);
  const stored = await (await page.request.get(`${app.url}${editHref}`)).text();
  const title = inputValue(stored, "title");
  expect(title.startsWith("Probe idea")).toBe(true);
  expect(title).not.toMatch(XSS_DANGER);
  const summary = textareaValue(stored, "summary");
  expect(summary.startsWith("Probe summary")).toBe(true);
  expect(summary).not.toMatch(XSS_DANGER);
  const body = textareaValue(stored, "body");
  expect(body).toContain("<p>Probe body</p>");
  expect(body).not.toMatch(XSS_DANGER);
  const api = await page.request.get(`${app.url}/api/v1/ideas`);
  expect(api.ok()).toBe(true);
  expect(await api.text()).not.toMatch(XSS_DANGER);

  await page.goto(`${app.url}/faceless-ideas/xss-probe`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Probe idea");
  await expect(page.locator("article")).toContainText("Probe body");
  await expect(page.getByRole("region", { name: "Tools" }).getByRole("listitem")).toHaveText(["Probe tool"]);
  await expectInertWithin(page.locator("article"));
  await expectInertWithin(page.getByRole("complementary", { name: "At a glance" }));

  await page.goto(`${app.url}/faceless-ideas`);
  const card = page.locator("li").filter({ has: page.getByRole("link", { name: /^Probe idea/ }) });
  await expect(card).toContainText("Probe summary");
  await expectInertWithin(card);

  // The editor loads it inert too.
  await page.goto(`${app.url}${editHref}`);
  await waitForHydration(page);
  await expect(page.getByRole("textbox", { name: "Write-up" })).toContainText("Probe body");
  await expect(page.getByRole("textbox", { name: "Write-up" }).locator("script, svg, img, iframe")).toHaveCount(0);
  expect(dialogs).toEqual([]);
});
