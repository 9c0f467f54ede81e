// /admin/users end to end (admin area: "search and list users; change role; ban / unban; revoke
// sessions; delete (never yourself, never the last admin)"), on an app of its own with members
// who signed up and confirmed by mail.
import { expect, test, type Browser, type BrowserContext, type Page } from "./test";
import { USER_ACTION_MESSAGES } from "#domain/admin/user-actions";
import { signInAsAdmin, startAdminApp } from "./admin-app";
import { createConfirmedAccount, PASSWORD, signInByApi, waitForHydration, type AuthApp } from "./auth-app-server";

let app: AuthApp;

const CARL = { email: "carl.member@example.com", name: "Carl Member" };
const BEA = { email: "bea.member@example.com", name: "Bea Builder" };
const DORA = { email: "dora.leaving@example.com", name: "Dora Leaving" };
const ADMIN_NAME = "Ada Admin";

test.describe.configure({ mode: "serial" });
test.setTimeout(150_000);

test.beforeAll(async () => {
  test.setTimeout(300_000);
  app = await startAdminApp("people-users");
  for (const person of [CARL, BEA, DORA]) await createConfirmedAccount(app, person.email, person.name);
});

test.afterAll(async () => {
  await app?.stop();
});

function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

function userRow(page: Page, name: string) {
  return page.getByRole("list", { name: "Users" }).getByRole("listitem", { name, exact: true });
}

async function openUsers(page: Page, search = "") {
  await signInAsAdmin(page, app);
  await page.goto(`${app.url}/admin/users${search}`);
  await waitForHydration(page);
}

/** Clicks a row's button and confirms in its dialog. */
async function confirmRowAction(page: Page, name: string, button: RegExp, confirm: string) {
  await userRow(page, name).getByRole("button", { name: button }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: confirm, exact: true }).click();
  // The dialog closes once the action and the list's reload are done.
  await expect(dialog).toBeHidden({ timeout: 30_000 });
}

/** A browser context of its own, signed in as a member (their "other device"). */
async function memberSession(browser: Browser, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await signInByApi(context.request, app, email);
  const page = await context.newPage();
  await page.goto(`${app.url}/profile`);
  await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
  return { context, page };
}

async function signInThroughForm(page: Page, email: string) {
  await page.goto(`${app.url}/auth`);
  await waitForHydration(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("lists users with their details, and finds one by e-mail, name or role", async ({ page }) => {
  await openUsers(page);
  await expect(page.getByRole("heading", { level: 1, name: "User Management" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "4 users" })).toBeVisible();
  const own = userRow(page, ADMIN_NAME);
  await expect(own.getByText("You", { exact: true })).toBeVisible();
  await expect(own.getByText("ADMIN_EMAILS")).toBeVisible();
  await expect(own.getByText("E-mail verified")).toBeVisible();
  await expect(own.getByText("2FA off")).toBeVisible();

  await page.getByLabel("Search users").fill("bea.member@");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=bea\.member%40/);
  await expect(page.getByRole("status").filter({ hasText: "1 user match" })).toBeVisible();
  await expect(userRow(page, BEA.name)).toBeVisible();
  await expect(userRow(page, CARL.name)).toHaveCount(0);

  await page.getByLabel("Search users").fill("carl member");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(userRow(page, CARL.name)).toBeVisible();
  await expect(userRow(page, BEA.name)).toHaveCount(0);

  await page.getByRole("link", { name: "Clear" }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByLabel("Search users")).toHaveValue("");
  await page.getByLabel("Role").selectOption("admin");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("status").filter({ hasText: "1 user match" })).toBeVisible();
  await expect(userRow(page, ADMIN_NAME)).toBeVisible();

  await page.getByLabel("Search users").fill("nobody-at-all");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No users match these filters.")).toBeVisible();
});

test("shows when a member last signed in, also once they have signed out", async ({ page, browser }) => {
  const eve = { email: "eve.returning@example.com", name: "Eve Returning" };
  await createConfirmedAccount(app, eve.email, eve.name);
  const context = await browser.newContext();
  const evePage = await context.newPage();
  await signInThroughForm(evePage, eve.email);
  await expect(evePage).toHaveURL(`${app.url}/`);
  await evePage.getByRole("button", { name: `Account menu for ${eve.email}` }).click();
  await evePage.getByRole("menuitem", { name: "Log out" }).click();
  await expect(toast(evePage, "Logged out successfully")).toBeVisible();
  await context.close();

  await openUsers(page);
  const lastSignIn = (name: string) =>
    userRow(page, name).locator("dt", { hasText: "Last sign-in" }).locator("xpath=following-sibling::dd");
  await expect(lastSignIn(eve.name)).toHaveText(/^(now|\d+ seconds? ago|1 minute ago)$/);
  await expect(
    userRow(page, eve.name).locator("dt", { hasText: "Open sessions" }).locator("xpath=following-sibling::dd"),
  ).toHaveText("0");
  // Dora has an account but has never signed in.
  await expect(lastSignIn(DORA.name)).toHaveText("Never");
});

test("promotes a member to admin and demotes them back", async ({ page }) => {
  await openUsers(page);
  await confirmRowAction(page, CARL.name, /^Make admin/, "Make admin");
  await expect(toast(page, `${CARL.name} is now an admin`)).toBeVisible();
  await expect(userRow(page, CARL.name).getByText("Admin", { exact: true })).toBeVisible();

  await confirmRowAction(page, CARL.name, /^Make member/, "Make member");
  await expect(toast(page, `${CARL.name} is now a member`)).toBeVisible();
  await expect(userRow(page, CARL.name).getByText("Member", { exact: true })).toBeVisible();
});

test("refuses to delete yourself, or to demote or delete the last admin, and says why", async ({ page, browser }) => {
  await openUsers(page);
  // Alone as admin: the last-admin rule answers. The dialog on your own row says it is you.
  await userRow(page, ADMIN_NAME)
    .getByRole("button", { name: /^Make member/ })
    .click();
  const own = page.getByRole("alertdialog", { name: "Remove your own admin role?" });
  await expect(own).toContainText("This is your own account.");
  await page.keyboard.press("Escape");
  await expect(own).toBeHidden();
  await confirmRowAction(page, ADMIN_NAME, /^Delete/, "Delete user");
  await expect(userRow(page, ADMIN_NAME).getByRole("alert")).toHaveText(USER_ACTION_MESSAGES.lastAdmin);
  await confirmRowAction(page, ADMIN_NAME, /^Make member/, "Make member");
  await expect(userRow(page, ADMIN_NAME).getByRole("alert")).toHaveText(USER_ACTION_MESSAGES.lastAdmin);
  await page.reload();
  await expect(userRow(page, ADMIN_NAME)).toBeVisible();
  await expect(userRow(page, ADMIN_NAME).getByText("Admin", { exact: true })).toBeVisible();
  // The confirm dialogs open with JavaScript: act once the reloaded page has hydrated.
  await waitForHydration(page);

  // With a second admin: never yourself.
  await confirmRowAction(page, CARL.name, /^Make admin/, "Make admin");
  await expect(toast(page, `${CARL.name} is now an admin`)).toBeVisible();
  await waitForHydration(page);
  await confirmRowAction(page, ADMIN_NAME, /^Delete/, "Delete user");
  await expect(userRow(page, ADMIN_NAME).getByRole("alert")).toHaveText(USER_ACTION_MESSAGES.selfDelete);

  // Carl, now an admin, cannot demote an admin the server makes from ADMIN_EMAILS.
  const carl = await memberSession(browser, CARL.email);
  await carl.page.goto(`${app.url}/admin/users`);
  await waitForHydration(carl.page);
  await confirmRowAction(carl.page, ADMIN_NAME, /^Make member/, "Make member");
  await expect(userRow(carl.page, ADMIN_NAME).getByRole("alert")).toHaveText(USER_ACTION_MESSAGES.adminByEnv);
  await carl.context.close();

  await page.reload();
  await waitForHydration(page);
  await confirmRowAction(page, CARL.name, /^Make member/, "Make member");
  await expect(toast(page, `${CARL.name} is now a member`)).toBeVisible();
});

test("a ban ends the member's open session at once and stops sign-in; unbanning lets them back", async ({ page, browser }) => {
  const bea = await memberSession(browser, BEA.email);
  await openUsers(page);

  await userRow(page, BEA.name).getByRole("button", { name: /^Ban/ }).click();
  const dialog = page.getByRole("dialog", { name: `Ban ${BEA.name}?` });
  await dialog.getByLabel("Ban lasts").selectOption("7d");
  await dialog.getByLabel("Reason (optional)").fill("Posting spam links in messages");
  await dialog.getByRole("button", { name: "Ban user" }).click();
  await expect(toast(page, `${BEA.name} is banned and signed out`)).toBeVisible();
  const row = userRow(page, BEA.name);
  await expect(row.getByText("Banned", { exact: true })).toBeVisible();
  await expect(row.getByText(/Banned until .* · Reason: Posting spam links in messages/)).toBeVisible();
  await expect(row.getByText("Open sessions")).toBeVisible();

  // Her other browser is signed out on its next navigation.
  await bea.page.goto(`${app.url}/profile`);
  await expect(bea.page).toHaveURL(/\/auth\?redirect=%2Fprofile/);

  // And she cannot sign in again; she is told kindly, with the ban's end and not the reason.
  await signInThroughForm(bea.page, BEA.email);
  await expect(
    bea.page.getByText(/This account has been suspended until .*, so you can't sign in right now/).first(),
  ).toBeVisible();
  await expect(bea.page.getByText("spam")).toHaveCount(0);
  await expect(bea.page).toHaveURL(/\/auth/);

  await page.getByRole("combobox", { name: "Status" }).selectOption("banned");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(userRow(page, BEA.name)).toBeVisible();
  await expect(userRow(page, CARL.name)).toHaveCount(0);

  await userRow(page, BEA.name)
    .getByRole("button", { name: /^Unban/ })
    .click();
  await expect(toast(page, `${BEA.name} can sign in again`)).toBeVisible();
  await expect(page.getByText("No users match these filters.")).toBeVisible();

  await signInThroughForm(bea.page, BEA.email);
  await expect(toast(bea.page, "Logged in successfully")).toBeVisible({ timeout: 30_000 });
  await bea.context.close();
});

test("revoking sessions signs the member out everywhere", async ({ page, browser }) => {
  const carl = await memberSession(browser, CARL.email);
  await openUsers(page, `?q=${encodeURIComponent(CARL.email)}`);
  await expect(
    userRow(page, CARL.name)
      .getByRole("definition")
      .filter({ hasText: /^[1-9]\d*$/ }),
  ).toBeVisible();
  await confirmRowAction(page, CARL.name, /^Revoke sessions/, "Revoke sessions");
  await expect(toast(page, `${CARL.name} is signed out everywhere`)).toBeVisible();
  await expect(page).toHaveURL(/q=carl/);

  await carl.page.goto(`${app.url}/profile`);
  await expect(carl.page).toHaveURL(/\/auth\?redirect=%2Fprofile/);
  await carl.context.close();
});

test("deletes a member after confirmation", async ({ page }) => {
  await openUsers(page);
  await userRow(page, DORA.name)
    .getByRole("button", { name: /^Delete/ })
    .click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("heading", { name: `Delete ${DORA.name}?` })).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(userRow(page, DORA.name)).toBeVisible();

  await confirmRowAction(page, DORA.name, /^Delete/, "Delete user");
  await expect(toast(page, `${DORA.name} was deleted`)).toBeVisible();
  await expect(userRow(page, DORA.name)).toHaveCount(0);

  // The account is gone: signing in with it fails like any unknown address.
  const response = await page.request.post(`${app.url}/api/auth/sign-in/email`, {
    data: { email: DORA.email, password: PASSWORD },
    headers: { origin: app.url },
  });
  expect(response.status()).toBe(401);
});
