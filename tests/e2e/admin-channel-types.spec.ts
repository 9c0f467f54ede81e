// /admin/channel-types end to end (admin area: "list, create, edit, delete (with confirmation, and a
// clear message when something still references the row). Channel type ids only lowercase
// letters, digits and underscore. Rich-text fields … edited with a rich-text editor and sanitized
// with an allow-list on save and again on render"), on an app of its own with the demo catalogue,
// whose channels and ideas use the built-in types.
import { expect, test, type Page } from "./test";
import { CHANNEL_TYPE_FORM_MESSAGES } from "#domain/admin/channel-type-form";
import { XSS_CORPUS, XSS_DANGER } from "#tests/fixtures/xss-corpus";
import { adminScreenApp, toast } from "./admin-screen-app";
import { expectInertMain, inputValue, textareaValue, watchDialogs } from "./admin-taxonomy-xss";
import { waitForHydration } from "./auth-app-server";

const app = adminScreenApp("taxonomy-types", { seedDemo: true, testTimeout: 150_000, startTimeout: 300_000 });

// Saving redirects and reloads the list; the development server on a busy machine can take a while.
const SAVED = { timeout: 30_000 };

function openAdmin(page: Page, search = "") {
  return app.open(page, `/admin/channel-types${search}`);
}

/** Types `plain`, then `bold` in bold, into the rich-text editor labelled `label`. */
async function typeRichText(page: Page, label: string, plain: string, bold: string) {
  const editor = page.getByRole("textbox", { name: label, exact: true });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type(plain);
  const boldButton = page.getByRole("toolbar", { name: `${label} formatting` }).getByRole("button", { name: "Bold" });
  await boldButton.click();
  await page.keyboard.type(bold);
  await boldButton.click();
}

test("create a channel type: validation at the fields, then it shows on the public pages", async ({ page }) => {
  await openAdmin(page);
  await expect(page.getByRole("heading", { level: 1, name: "Channel types" })).toBeVisible();
  await page.getByRole("link", { name: "New channel type" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New channel type" })).toBeVisible();

  // Spec §5: the id takes only lowercase letters, digits and underscores; a label and a
  // description are needed; the image must be an http/https address.
  await page.getByLabel("Id", { exact: true }).fill("Bad Id!");
  await page.getByLabel("Image URL (optional)", { exact: true }).fill("ftp://example.com/calm.png");
  await page.getByRole("button", { name: "Create channel type" }).click();
  await expect(page.getByText(CHANNEL_TYPE_FORM_MESSAGES.idCharacters)).toBeVisible();
  await expect(page.getByText(CHANNEL_TYPE_FORM_MESSAGES.labelRequired)).toBeVisible();
  await expect(page.getByText(CHANNEL_TYPE_FORM_MESSAGES.descriptionRequired)).toBeVisible();
  await expect(page.getByText(CHANNEL_TYPE_FORM_MESSAGES.imageUrl)).toBeVisible();
  await expect(page.getByLabel("Id", { exact: true })).toHaveAttribute("aria-invalid", "true");

  // A taken id is refused by the server, at the field.
  await page.getByLabel("Id", { exact: true }).fill("asmr_ambient");
  await page.getByLabel("Label", { exact: true }).fill("Calm Loops");
  await page.getByLabel("Image URL (optional)", { exact: true }).fill("");
  await typeRichText(page, "Description", "Hour-long loops of ", "calm scenery");
  await typeRichText(page, "How to create", "Film a scene, then ", "loop it seamlessly");
  await page.getByRole("button", { name: "Create channel type" }).click();
  await expect(page.getByText(CHANNEL_TYPE_FORM_MESSAGES.idTaken)).toBeVisible(SAVED);
  await expect(page).toHaveURL(/\?new=1$/);

  await page.getByLabel("Id", { exact: true }).fill("calm_loops_e2e");
  await page.getByRole("button", { name: "Create channel type" }).click();
  await expect(toast(page, "Channel type “Calm Loops” created")).toBeVisible(SAVED);
  await expect(page).toHaveURL(`${app.url}/admin/channel-types`);
  await expect(page.getByRole("link", { name: "Edit Calm Loops" })).toBeVisible();

  // The public pages read the table on every request: the new type is there at once.
  await page.goto(`${app.url}/channel-types/calm_loops_e2e`);
  await expect(page.getByRole("heading", { level: 1, name: "Calm Loops" })).toBeVisible();
  await expect(page.locator("#description strong")).toHaveText("calm scenery");
  await expect(page.locator("#how-to-create strong")).toHaveText("loop it seamlessly");
  await page.goto(`${app.url}/channel-types`);
  await expect(page.getByRole("heading", { name: "Calm Loops" })).toBeVisible();
});

test("edit a channel type through the rich-text editor; the id stays fixed", async ({ page }) => {
  await openAdmin(page);
  await page.getByRole("link", { name: "Edit Calm Loops" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit “Calm Loops”" })).toBeVisible();
  await expect(page.getByLabel("Id", { exact: true })).toHaveValue("calm_loops_e2e");
  await expect(page.getByLabel("Id", { exact: true })).toHaveAttribute("readonly", "");
  await waitForHydration(page);

  await page.getByLabel("Label", { exact: true }).fill("");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(CHANNEL_TYPE_FORM_MESSAGES.labelRequired)).toBeVisible();

  await page.getByLabel("Label", { exact: true }).fill("Calm Loops Deluxe");
  await typeRichText(page, "Example ideas", "Rain on a ", "tin roof");
  await page.getByLabel("Image URL (optional)", { exact: true }).fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(CHANNEL_TYPE_FORM_MESSAGES.imageUrl)).toBeVisible();
  await page.getByLabel("Image URL (optional)", { exact: true }).fill("");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Channel type “Calm Loops Deluxe” saved")).toBeVisible(SAVED);

  await page.goto(`${app.url}/channel-types/calm_loops_e2e`);
  await expect(page.getByRole("heading", { level: 1, name: "Calm Loops Deluxe" })).toBeVisible();
  await expect(page.locator("#example-ideas strong")).toHaveText("tin roof");
  // Still the earlier sections.
  await expect(page.locator("#description strong")).toHaveText("calm scenery");
});

test("delete asks first, and is refused while channels and ideas use the type", async ({ page }) => {
  await openAdmin(page);

  // A demo type with channels and ideas: refused, with how many use it.
  await page.getByRole("button", { name: "Delete ASMR & Ambient" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByText("Delete “ASMR & Ambient”?")).toBeVisible();
  await dialog.getByRole("button", { name: "Delete channel type" }).click();
  await expect(
    page.getByRole("alert").filter({
      hasText: /^\d+ channels and \d+ ideas? use this channel type\. Move them to another type before deleting it\.$/,
    }),
  ).toBeVisible(SAVED);
  await expect(page.getByRole("button", { name: "Delete ASMR & Ambient" })).toBeVisible();

  // Cancel leaves the row alone.
  await page.getByRole("button", { name: "Delete Calm Loops Deluxe" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("alertdialog")).toBeHidden();
  await expect(page.getByRole("link", { name: "Edit Calm Loops Deluxe" })).toBeVisible();

  await page.getByRole("button", { name: "Delete Calm Loops Deluxe" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete channel type" }).click();
  await expect(toast(page, "Channel type “Calm Loops Deluxe” deleted")).toBeVisible(SAVED);
  await expect(page.getByRole("link", { name: "Edit Calm Loops Deluxe" })).toHaveCount(0);

  const response = await page.goto(`${app.url}/channel-types/calm_loops_e2e`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Channel Type Not Found" })).toBeVisible();
});

test("an XSS corpus saved through the form is stored sanitized and renders inert on the public pages", async ({ page }) => {
  const dialogs = watchDialogs(page);
  await app.signIn(page);
  const corpus = XSS_CORPUS.join("\n");
  // The form's server path, as a browser without JavaScript posts it (the editors' textareas).
  const response = await page.request.post(`${app.url}/admin/channel-types?new=1`, {
    form: {
      intent: "save",
      id: "xss_probe",
      label: '<script>alert("label")</script><img src=x onerror=alert(1)>Probe <b>type</b>',
      description: `<p>Probe description</p>${corpus}`,
      production: `<p>Probe production</p>${corpus}`,
      example: `<p>Probe example</p>${corpus}`,
      imageUrl: "",
      gradientFrom: "#123456",
      gradientTo: "#654321",
    },
  });
  expect(response.ok()).toBe(true);

  // Sanitized on save: the edit form shows what is stored.
  const stored = await (await page.request.get(`${app.url}/admin/channel-types?edit=xss_probe`)).text();
  expect(inputValue(stored, "label")).toBe("Probe type");
  for (const name of ["description", "production", "example"]) {
    const html = textareaValue(stored, name);
    expect(html).toContain(`<p>Probe ${name}</p>`);
    expect(html).not.toMatch(XSS_DANGER);
  }
  // …and the JSON API answers the same, clean.
  const api = await page.request.get(`${app.url}/api/v1/channel-types`);
  expect(api.ok()).toBe(true);
  const apiText = await api.text();
  expect(apiText).toContain("xss_probe");
  expect(apiText).not.toMatch(XSS_DANGER);

  await page.goto(`${app.url}/channel-types/xss_probe`);
  await expect(page.getByRole("heading", { level: 1, name: "Probe type", exact: true })).toBeVisible();
  await expect(page.locator("#description")).toContainText("Probe description");
  await expect(page.locator("#how-to-create")).toContainText("Probe production");
  await expectInertMain(page);

  await page.goto(`${app.url}/channel-types`);
  await expect(page.getByRole("heading", { name: "Probe type", exact: true })).toBeVisible();
  await expectInertMain(page);

  await page.goto(`${app.url}/admin/channel-types?edit=xss_probe`);
  await waitForHydration(page);
  await expect(page.getByRole("textbox", { name: "Description", exact: true })).toContainText("Probe description");
  await expect(page.getByRole("textbox", { name: "Description", exact: true }).locator("script, svg, img, iframe")).toHaveCount(
    0,
  );
  expect(dialogs).toEqual([]);
});
