// /admin/niches end to end (admin area: "list, create, edit, delete (with confirmation, and a clear
// message when something still references the row). Rich-text fields (… niche and idea bodies)
// edited with a rich-text editor and sanitized with an allow-list on save and again on render"),
// on an app of its own with the demo catalogue, whose channels and ideas use the demo niches.
import { expect, test, type Page } from "./test";
import { NICHE_FORM_MESSAGES } from "#domain/admin/niche-form";
import { XSS_CORPUS, XSS_DANGER } from "#tests/fixtures/xss-corpus";
import { adminScreenApp, toast } from "./admin-screen-app";
import { expectInertMain, inputValue, textareaValue, watchDialogs } from "./admin-taxonomy-xss";
import { waitForHydration } from "./auth-app-server";

const app = adminScreenApp("taxonomy-niches", { seedDemo: true, testTimeout: 150_000, startTimeout: 300_000 });

// Saving redirects and reloads the list; the development server on a busy machine can take a while.
const SAVED = { timeout: 30_000 };

function openAdmin(page: Page, search = "") {
  return app.open(page, `/admin/niches${search}`);
}

function field(page: Page, label: string) {
  return page.getByLabel(label, { exact: true });
}

/** Replaces the niche's description, through its editor, with `plain` followed by `bold` in bold. */
async function typeDescription(page: Page, plain: string, bold: string) {
  const editor = page.getByRole("textbox", { name: "Description", exact: true });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(plain);
  // The editor's bold shortcut (the toolbar's Bold button runs the same command).
  await expect(page.getByRole("toolbar", { name: "Description formatting" }).getByRole("button", { name: "Bold" })).toBeVisible();
  await page.keyboard.press("ControlOrMeta+b");
  await page.keyboard.type(bold);
  await page.keyboard.press("ControlOrMeta+b");
}

test("create a niche: validation at the fields, then it shows on the public pages", async ({ page }) => {
  await openAdmin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Niches" })).toBeVisible();
  await page.getByRole("link", { name: "New niche" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New niche" })).toBeVisible();

  await page.getByRole("button", { name: "Create niche" }).click();
  for (const message of [
    NICHE_FORM_MESSAGES.nameRequired,
    NICHE_FORM_MESSAGES.descriptionRequired,
    NICHE_FORM_MESSAGES.rpmLowRequired,
    NICHE_FORM_MESSAGES.rpmHighRequired,
    NICHE_FORM_MESSAGES.competition,
    NICHE_FORM_MESSAGES.risk,
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(field(page, "Name")).toHaveAttribute("aria-invalid", "true");

  // RPM low above RPM high, and a name another niche has (checked by the server, ignoring case).
  await field(page, "Name").fill("personal finance");
  // The slug suggestion follows the name.
  await expect(field(page, "Slug (optional)")).toHaveAttribute("placeholder", "personal-finance");
  await typeDescription(page, "Lo-fi beats over ", "rainy city windows");
  await field(page, "RPM low (USD)").fill("9");
  await field(page, "RPM high (USD)").fill("3");
  await field(page, "Competition").selectOption({ label: "Low" });
  await field(page, "Editorial risk").selectOption({ label: "Medium" });
  await page.getByRole("checkbox", { name: "ASMR & Ambient" }).check();
  await page.getByRole("checkbox", { name: "Music Curation" }).check();
  await page.getByRole("button", { name: "Create niche" }).click();
  await expect(page.getByText(NICHE_FORM_MESSAGES.rpmOrder)).toBeVisible();

  await field(page, "RPM high (USD)").fill("12.5");
  await page.getByRole("button", { name: "Create niche" }).click();
  await expect(page.getByText(NICHE_FORM_MESSAGES.nameTaken)).toBeVisible(SAVED);
  await expect(page).toHaveURL(/\?new=1$/);

  await field(page, "Name").fill("Rainy Lofi E2E");
  await field(page, "Category (optional)").fill("Music");
  await page.getByRole("button", { name: "Create niche" }).click();
  await expect(toast(page, "Niche “Rainy Lofi E2E” created")).toBeVisible(SAVED);
  await expect(page).toHaveURL(`${app.url}/admin/niches`);
  await expect(page.getByRole("link", { name: "Edit Rainy Lofi E2E" })).toBeVisible();

  // The public pages read the table on every request: the new niche is there at once.
  await page.goto(`${app.url}/niches/rainy-lofi-e2e`);
  await expect(page.getByRole("heading", { level: 1, name: "Rainy Lofi E2E" })).toBeVisible();
  const about = page.getByRole("region", { name: "About this niche" });
  await expect(about.locator("strong")).toHaveText("rainy city windows");
  await expect(page.getByRole("region", { name: "Channel types that suit it" }).getByRole("link")).toHaveText([
    "ASMR & Ambient",
    "Music Curation",
  ]);
  await expect(page.getByText("$9.00 – $12.50")).toBeVisible();
  await page.goto(`${app.url}/niches`);
  await expect(page.getByRole("heading", { name: "Rainy Lofi E2E" })).toBeVisible();
});

test("edit a niche through the rich-text editor, with a new name and slug", async ({ page }) => {
  await openAdmin(page);
  await page.getByRole("link", { name: "Edit Rainy Lofi E2E" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit “Rainy Lofi E2E”" })).toBeVisible();
  await waitForHydration(page);
  await expect(field(page, "Slug (optional)")).toHaveValue("rainy-lofi-e2e");
  await expect(page.getByRole("checkbox", { name: "ASMR & Ambient" })).toBeChecked();

  await field(page, "Slug (optional)").fill("Not a slug!");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(NICHE_FORM_MESSAGES.slugCharacters)).toBeVisible();

  await field(page, "Name").fill("Rainy Lofi Beats E2E");
  await field(page, "Slug (optional)").fill("rainy-lofi-beats");
  await typeDescription(page, "Long mixes for ", "late-night study");
  await page.getByRole("checkbox", { name: "Music Curation" }).uncheck();
  await field(page, "Competition").selectOption({ label: "High" });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Niche “Rainy Lofi Beats E2E” saved")).toBeVisible(SAVED);

  await page.goto(`${app.url}/niches/rainy-lofi-beats`);
  await expect(page.getByRole("heading", { level: 1, name: "Rainy Lofi Beats E2E" })).toBeVisible();
  await expect(page.getByRole("region", { name: "About this niche" }).locator("strong")).toHaveText(["late-night study"]);
  await expect(page.getByRole("region", { name: "About this niche" })).toContainText("Long mixes for late-night study");
  await expect(page.getByRole("region", { name: "Channel types that suit it" }).getByRole("link")).toHaveText(["ASMR & Ambient"]);
  await expect(page.getByText("Competition:High")).toBeVisible();
  const old = await page.goto(`${app.url}/niches/rainy-lofi-e2e`);
  expect(old?.status()).toBe(404);
});

test("delete asks first, and is refused while channels or ideas use the niche", async ({ page }) => {
  await openAdmin(page);

  await page.getByRole("button", { name: "Delete Personal Finance" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByText("Delete “Personal Finance”?")).toBeVisible();
  await dialog.getByRole("button", { name: "Delete niche" }).click();
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: /^\d+ channels( and \d+ ideas?)? use this niche\. Move them to another niche before deleting it\.$/ }),
  ).toBeVisible(SAVED);
  await expect(page.getByRole("link", { name: "Edit Personal Finance" })).toBeVisible();

  await page.getByRole("button", { name: "Delete Rainy Lofi Beats E2E" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("alertdialog")).toBeHidden();
  await expect(page.getByRole("link", { name: "Edit Rainy Lofi Beats E2E" })).toBeVisible();

  await page.getByRole("button", { name: "Delete Rainy Lofi Beats E2E" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete niche" }).click();
  await expect(toast(page, "Niche “Rainy Lofi Beats E2E” deleted")).toBeVisible(SAVED);
  await expect(page.getByRole("link", { name: "Edit Rainy Lofi Beats E2E" })).toHaveCount(0);

  const response = await page.goto(`${app.url}/niches/rainy-lofi-beats`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Niche not found" })).toBeVisible();
});

test("an XSS corpus saved through the form is stored sanitized and renders inert on the public pages", async ({ page }) => {
  const dialogs = watchDialogs(page);
  await app.signIn(page);
  // The form's server path, as a browser without JavaScript posts it (the editor's textarea).
  const response = await page.request.post(`${app.url}/admin/niches?new=1`, {
    form: {
      intent: "save",
      name: '<script>alert("name")</script><svg onload=alert(1)></svg>Probe <em>niche</em>',
      slug: "xss-probe",
      description: `<p>Probe description</p>${XSS_CORPUS.join("\n")}`,
      rpmLow: "1",
      rpmHigh: "2",
      competition: "low",
      demonetizationRisk: "low",
      category: "<img src=x onerror=alert(1)>Education",
    },
  });
  expect(response.ok()).toBe(true);

  // Sanitized on save: the edit form shows what is stored.
  const list = await (await page.request.get(`${app.url}/admin/niches`)).text();
  const editLink = /<a[^>]*aria-label="Edit Probe niche"[^>]*>/.exec(list)?.[0] ?? "";
  const id = /\?edit=([0-9a-f-]{36})"/.exec(editLink)?.[1];
  expect(id, "the list links to the probe's edit form").toBeTruthy();
  const stored = await (await page.request.get(`${app.url}/admin/niches?edit=${id}`)).text();
  expect(inputValue(stored, "name")).toBe("Probe niche");
  expect(inputValue(stored, "category")).toBe("Education");
  const description = textareaValue(stored, "description");
  expect(description).toContain("<p>Probe description</p>");
  expect(description).not.toMatch(XSS_DANGER);
  // …and the JSON API answers clean too.
  const api = await page.request.get(`${app.url}/api/v1/niches`);
  expect(api.ok()).toBe(true);
  const apiText = await api.text();
  expect(apiText).toContain("xss-probe");
  expect(apiText).not.toMatch(XSS_DANGER);

  await page.goto(`${app.url}/niches/xss-probe`);
  await expect(page.getByRole("heading", { level: 1, name: "Probe niche", exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "About this niche" })).toContainText("Probe description");
  await expectInertMain(page);

  await page.goto(`${app.url}/niches`);
  await expect(page.getByRole("heading", { name: "Probe niche", exact: true })).toBeVisible();
  await expectInertMain(page);

  await page.goto(`${app.url}/niche/${id}`);
  await expect(page).toHaveURL(`${app.url}/niches/xss-probe`);
  expect(dialogs).toEqual([]);
});

test("hostile posts get clear answers, never a 500: bad values 400, an unknown intent 400, a gone niche 404", async ({
  page,
}) => {
  await app.signIn(page);
  const post = (form: Record<string, string>) => page.request.post(`${app.url}/admin/niches`, { form, maxRedirects: 0 });
  const valid = {
    name: "Probe 400",
    description: "<p>Text</p>",
    rpmLow: "1",
    rpmHigh: "2",
    competition: "low",
    demonetizationRisk: "low",
  };

  const malformed = await post({ intent: "save", ...valid, rpmLow: "lots", competition: "extreme" });
  expect(malformed.status()).toBe(400);
  expect(await (await page.request.get(`${app.url}/admin/niches`)).text()).not.toContain("Probe 400");

  expect((await post({ intent: "publish", ...valid })).status()).toBe(400);

  const gone = "00000000-0000-4000-8000-000000000000";
  const saveGone = await post({ intent: "save", editId: gone, ...valid });
  expect(saveGone.status()).toBe(404);
  expect(await saveGone.text()).toContain(NICHE_FORM_MESSAGES.notFound);
  expect((await post({ intent: "delete", id: gone })).status()).toBe(404);
  expect((await post({ intent: "delete", id: "not-a-uuid" })).status()).toBe(404);
});
