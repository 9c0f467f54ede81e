// The contact inbox end to end (admin area: "Contact inbox: the messages from /contact, read /
// unread, delete"): a visitor writes through /contact, an admin reads, marks unread and deletes.
import { expect, test, type Browser, type Page } from "./test";
import { signInAsAdmin } from "./admin-app";
import { waitForHydration } from "./auth-app-server";
import type { SharedApp } from "./shared-app";

// On the shared server: no other spec writes to the contact inbox, and this one empties it again.
let app: SharedApp;

test.describe.configure({ mode: "serial" });
test.setTimeout(150_000);

test.beforeAll(async ({ app: shared }) => {
  app = shared;
  await app.createAccount("admin");
});

const MESSAGE = {
  name: "Mia Visitor",
  email: "mia.visitor@example.com",
  subject: "Wrong subscriber count",
  // Markup typed into the form stays text in the inbox.
  message: "Deep Sea Facts shows 12K subscribers but it has 120K now.\n<b>Thanks</b> for checking!",
};

function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

async function sendAsVisitor(browser: Browser, message: typeof MESSAGE) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${app.url}/contact`);
  await waitForHydration(page);
  await page.getByLabel("Name").fill(message.name);
  await page.getByLabel("Email").fill(message.email);
  await page.getByLabel("Subject").fill(message.subject);
  await page.getByLabel("Message").fill(message.message);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("heading", { name: "Message sent" })).toBeVisible();
  await context.close();
}

async function openInbox(page: Page, search = "") {
  await signInAsAdmin(page, app);
  await page.goto(`${app.url}/admin/contact-messages${search}`);
  await waitForHydration(page);
}

const messages = (page: Page) => page.getByRole("list", { name: "Messages" });

test("an empty inbox says so", async ({ page }) => {
  await openInbox(page);
  await expect(page.getByRole("heading", { level: 1, name: "Contact inbox" })).toBeVisible();
  await expect(page.getByText("No messages yet.")).toBeVisible();
  await expect(page.getByText("No unread messages")).toBeVisible();
});

test("a message sent through /contact arrives unread; opening it marks it read; it can be marked unread", async ({
  page,
  browser,
}) => {
  await sendAsVisitor(browser, MESSAGE);
  await openInbox(page);
  await expect(page.getByText("1 unread message")).toBeVisible();
  const adminNav = page.getByRole("navigation", { name: "Admin" });
  await expect(adminNav.getByRole("link", { name: "Contact inbox (1)" })).toBeVisible();
  const item = messages(page).getByRole("link", { name: /Unread: Mia Visitor/ });
  await expect(item).toBeVisible();
  await expect(item).toContainText(MESSAGE.subject);

  await item.click();
  await expect(page).toHaveURL(/message=[0-9a-f-]{36}/);
  const view = page.getByRole("article", { name: MESSAGE.subject });
  await expect(view.getByText(`<${MESSAGE.email}>`)).toBeVisible();
  // Shown as text: the tags are visible characters, not markup, and line breaks are kept.
  await expect(view.getByTestId("contact-message-body")).toHaveText(MESSAGE.message, { useInnerText: true });
  await expect(view.locator("b")).toHaveCount(0);
  await expect(view.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute(
    "href",
    `mailto:${MESSAGE.email}?subject=${encodeURIComponent(`Re: ${MESSAGE.subject}`)}`,
  );
  await expect(page.getByText("No unread messages")).toBeVisible();
  await expect(adminNav.getByRole("link", { name: "Contact inbox", exact: true })).toBeVisible();
  await expect(messages(page).getByRole("link", { name: /^Mia Visitor/ })).toBeVisible();

  // The Unread filter no longer lists it.
  await page
    .getByRole("navigation", { name: "Show messages" })
    .getByRole("link", { name: /^Unread/ })
    .click();
  await expect(page.getByText("No unread messages.")).toBeVisible();
  await page.goBack();
  await waitForHydration(page);

  await page.getByRole("button", { name: "Mark unread" }).click();
  await expect(toast(page, "Marked as unread")).toBeVisible();
  await expect(page).not.toHaveURL(/message=/);
  await expect(page.getByText("1 unread message")).toBeVisible();
  await page
    .getByRole("navigation", { name: "Show messages" })
    .getByRole("link", { name: /^Unread/ })
    .click();
  await expect(messages(page).getByRole("link", { name: /Unread: Mia Visitor/ })).toBeVisible();
});

test("deletes a message after confirmation", async ({ page }) => {
  await openInbox(page);
  await messages(page)
    .getByRole("link", { name: /Mia Visitor/ })
    .click();
  await expect(page.getByRole("article", { name: MESSAGE.subject })).toBeVisible();
  await waitForHydration(page);

  await page.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("heading", { name: "Delete this message?" })).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("article", { name: MESSAGE.subject })).toBeVisible();

  await page.getByRole("button", { name: "Delete" }).click();
  await dialog.getByRole("button", { name: "Delete message" }).click();
  await expect(toast(page, "Message deleted")).toBeVisible();
  await expect(page.getByText("No messages yet.")).toBeVisible();
});

test("an inbox link to a deleted message says it is gone", async ({ page }) => {
  await openInbox(page, "?message=3f1c2b6e-8a4d-4c1e-9b7a-2d5e6f708192");
  await expect(page.getByRole("alert").filter({ hasText: "That message no longer exists." })).toBeVisible();
});
