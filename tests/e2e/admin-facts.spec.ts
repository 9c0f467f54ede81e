// /admin/did-you-know-facts end to end (admin area): create (with the messages a user sees), edit,
// switch inactive (an inactive fact never shows: the only fact switched off leaves the card with
// 'No facts available at the moment'), delete with confirmation, and the XSS corpus saved through
// the form renders inert on the Did You Know card. Starts from an empty catalogue: no facts.
import { expect as baseExpect, test, type Page } from "./test";
import { XSS_CORPUS, XSS_DANGER } from "#tests/fixtures/xss-corpus";
import { adminScreenApp, toast } from "./admin-screen-app";
import { expectInertWithin } from "./admin-content-xss";
import { inputValue, textareaValue, watchDialogs } from "./admin-taxonomy-xss";
import { waitForHydration } from "./auth-app-server";

const expect = baseExpect.configure({ timeout: 30_000 });
const app = adminScreenApp("content-facts", { seedDemo: false, testTimeout: 300_000, startTimeout: 240_000 });

/** Spec §8: the card's text when no fact is active. */
const NO_FACTS = "No facts available at the moment";

function openFacts(page: Page) {
  return app.open(page, "/admin/did-you-know-facts", { signIn: false });
}

/** The home page's Did You Know card, freshly loaded. */
async function homeCard(page: Page) {
  await page.goto(`${app.url}/`);
  const card = page.getByTestId("did-you-know");
  await expect(card).toBeVisible();
  return card;
}

async function randomFactFromApi(page: Page): Promise<{ title: string } | null> {
  const response = await page.request.get(`${app.url}/api/v1/facts/random`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { fact: { title: string } | null }).fact;
}

test("create a fact: the form explains what is missing, then the card shows it", async ({ page }) => {
  await app.signIn(page);
  await openFacts(page);
  await expect(page.getByRole("heading", { level: 1, name: "Did you know facts" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No facts yet" })).toBeVisible();
  await expect(await homeCard(page)).toContainText(NO_FACTS);

  await openFacts(page);
  await page.getByRole("link", { name: "Write the first fact" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New fact" })).toBeVisible();
  await waitForHydration(page);
  // Active by default: a new fact is meant to be seen.
  await expect(page.getByRole("checkbox", { name: "Active" })).toBeChecked();
  await page.getByRole("button", { name: "Create fact" }).click();
  await expect(page.getByText("Enter a title")).toBeVisible();
  await expect(page.getByText("Write the fact")).toBeVisible();

  await page.getByLabel("Title").fill("Shorts pay less per view");
  const editor = page.getByRole("textbox", { name: "Fact", exact: true });
  await editor.click();
  await page.keyboard.type("Shorts RPM is usually ");
  await page.getByRole("button", { name: "Bold", exact: true }).click();
  await page.keyboard.type("a fraction");
  await page.getByRole("button", { name: "Bold", exact: true }).click();
  await page.keyboard.type(" of long-form RPM.");
  await page.getByRole("button", { name: "Create fact" }).click();

  await expect(toast(page, "Fact “Shorts pay less per view” created")).toBeVisible();
  await expect(page).toHaveURL(`${app.url}/admin/did-you-know-facts`);
  await expect(page.getByRole("heading", { name: "Shorts pay less per view" })).toBeVisible();
  await expect(page.getByRole("switch", { name: "Show “Shorts pay less per view” on the Did You Know card" })).toHaveAttribute(
    "aria-checked",
    "true",
  );

  const card = await homeCard(page);
  await expect(card).toContainText("Shorts pay less per view");
  await expect(card.locator("strong")).toHaveText("a fraction");
  expect(await randomFactFromApi(page)).toMatchObject({ title: "Shorts pay less per view" });
});

test("edit a fact: the card shows the new text at once", async ({ page }) => {
  await app.signIn(page);
  await openFacts(page);
  await page.getByRole("link", { name: "Edit Shorts pay less per view" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit fact" })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByLabel("Title")).toHaveValue("Shorts pay less per view");
  await page.getByLabel("Title").fill("");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Enter a title")).toBeVisible();
  await page.getByLabel("Title").fill("Shorts earn less per view");
  const editor = page.getByRole("textbox", { name: "Fact", exact: true });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Shorts revenue is pooled and shared by views.");
  await page.getByRole("button", { name: "Save changes" }).click();

  await expect(toast(page, "Fact “Shorts earn less per view” saved")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Shorts earn less per view" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Shorts pay less per view" })).toHaveCount(0);

  const card = await homeCard(page);
  await expect(card).toContainText("Shorts earn less per view");
  await expect(card).toContainText("Shorts revenue is pooled and shared by views.");
});

test("an inactive fact never shows: switching off the only fact empties the card", async ({ page }) => {
  await app.signIn(page);
  await openFacts(page);
  const toggle = page.getByRole("switch", { name: "Show “Shorts earn less per view” on the Did You Know card" });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await expect(toast(page, "“Shorts earn less per view” is inactive")).toBeVisible();
  await expect(page.getByText("1 fact, 0 active")).toBeVisible();

  const card = await homeCard(page);
  await expect(card).toContainText(NO_FACTS);
  await expect(card).not.toContainText("Shorts earn less per view");
  // 'Another fact' asks the server again: still none.
  await waitForHydration(page);
  await card.getByRole("button", { name: "Show another fact" }).click();
  await expect(card).toContainText(NO_FACTS);
  expect(await randomFactFromApi(page)).toBeNull();

  // The form's checkbox is the same switch: on again through the edit form.
  await openFacts(page);
  await page.getByRole("link", { name: "Edit Shorts earn less per view" }).click();
  await waitForHydration(page);
  await expect(page.getByRole("checkbox", { name: "Active" })).not.toBeChecked();
  await page.getByRole("checkbox", { name: "Active" }).check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Fact “Shorts earn less per view” saved")).toBeVisible();
  await expect(page.getByRole("switch", { name: "Show “Shorts earn less per view” on the Did You Know card" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await expect(await homeCard(page)).toContainText("Shorts earn less per view");
});

test("delete a fact only after confirming", async ({ page }) => {
  await app.signIn(page);
  await openFacts(page);
  await page.getByRole("button", { name: "Delete Shorts earn less per view" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("heading", { name: "Delete “Shorts earn less per view”?" })).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: "Shorts earn less per view" })).toBeVisible();

  await page.getByRole("button", { name: "Delete Shorts earn less per view" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete fact" }).click();
  await expect(toast(page, "Fact “Shorts earn less per view” deleted")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No facts yet" })).toBeVisible();
  await expect(await homeCard(page)).toContainText(NO_FACTS);
});

test("an XSS corpus saved through the form is stored sanitized and renders inert on the card", async ({ page }) => {
  const dialogs = watchDialogs(page);
  await app.signIn(page);
  const corpus = XSS_CORPUS.join("\n");
  // The form's server path, as a browser without JavaScript posts it (the editor's textarea).
  const response = await page.request.post(`${app.url}/admin/did-you-know-facts?new=1`, {
    form: { intent: "save", title: `Probe fact ${corpus}`, content: `<p>Probe content</p>${corpus}`, isActive: "on" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/admin/did-you-know-facts");

  // Sanitized on save: the edit form (server-rendered, no JavaScript) shows what is stored.
  await openFacts(page);
  const editHref = await page.getByRole("link", { name: /^Edit Probe fact/ }).getAttribute("href");
  expect(editHref).toMatch(/^\/admin\/did-you-know-facts\?edit=/);
  const stored = await (await page.request.get(`${app.url}${editHref}`)).text();
  const title = inputValue(stored, "title");
  expect(title.startsWith("Probe fact")).toBe(true);
  expect(title).not.toMatch(XSS_DANGER);
  const content = textareaValue(stored, "content");
  expect(content).toContain("<p>Probe content</p>");
  expect(content).not.toMatch(XSS_DANGER);
  const api = await page.request.get(`${app.url}/api/v1/facts/random`);
  expect(await api.text()).not.toMatch(XSS_DANGER);

  // The only fact, so the card shows it; nothing in it can run.
  const card = await homeCard(page);
  await expect(card).toContainText("Probe content");
  await expectInertWithin(card);
  await waitForHydration(page);
  await card.getByRole("button", { name: "Show another fact" }).click();
  await expect(card).toContainText("Probe content");
  await expectInertWithin(card);

  // The admin list and the editor show it inert too.
  await page.goto(`${app.url}${editHref}`);
  await waitForHydration(page);
  await expect(page.getByRole("textbox", { name: "Fact", exact: true })).toContainText("Probe content");
  await expect(page.getByRole("textbox", { name: "Fact", exact: true }).locator("script, svg, img, iframe")).toHaveCount(0);
  expect(dialogs).toEqual([]);
});
