// A member's own account on /profile: change the password (other devices signed out), see the
// signed-in devices and sign one out, keep backup codes, and delete the account with its data.
import * as OTPAuth from "otpauth";
import { expect, test, type Browser, type BrowserContext, type Page } from "./test";
import { createConfirmedAccount, PASSWORD, signInByApi, startAuthApp, type AuthApp } from "./auth-app-server";

let app: AuthApp;

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

test.beforeAll(async () => {
  test.setTimeout(200_000);
  app = await startAuthApp("account");
});

test.afterAll(async () => {
  await app?.stop();
});

const CHROME_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

async function device(
  browser: Browser,
  email: string,
  userAgent: string,
  password = PASSWORD,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: app.url, userAgent });
  await signInByApi(context.request, app, email, password);
  return { context, page: await context.newPage() };
}

function toast(page: Page, text: string | RegExp) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

async function signedIn(context: BrowserContext): Promise<boolean> {
  const response = await context.request.get("/api/auth/get-session");
  return (await response.text()) !== "null";
}

test("changing the password signs the other devices out and keeps this one", async ({ browser }) => {
  const email = `change.${Date.now()}@example.com`;
  await createConfirmedAccount(app, email, "Cass Change");
  const laptop = await device(browser, email, CHROME_WINDOWS);
  const phone = await device(browser, email, SAFARI_IPHONE);

  await laptop.page.goto("/profile");
  const form = laptop.page.getByRole("form", { name: "Change password" });
  await form.getByLabel("Current password").fill("not-my-password");
  await form.getByLabel("New password", { exact: true }).fill("brand-new-pass-9");
  await form.getByLabel("Confirm new password").fill("brand-new-pass-9");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText("That is not your current password.")).toBeVisible();

  await form.getByLabel("Current password").fill(PASSWORD);
  await form.getByLabel("New password", { exact: true }).fill("brand-new-pass-9");
  await form.getByLabel("Confirm new password").fill("brand-new-pass-8");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText("Passwords don't match")).toBeVisible();

  await form.getByLabel("Confirm new password").fill("brand-new-pass-9");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(toast(laptop.page, "Password changed. Your other devices are signed out.")).toBeVisible();
  expect(await signedIn(laptop.context)).toBe(true);
  expect(await signedIn(phone.context)).toBe(false);
  // The new password signs in; the old one no longer does.
  const old = await fetch(`${app.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.url },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(old.status).toBe(401);
  const fresh = await device(browser, email, SAFARI_IPHONE, "brand-new-pass-9");
  expect(await signedIn(fresh.context)).toBe(true);
  for (const { context } of [laptop, phone, fresh]) await context.close();
});

test("the profile lists the signed-in devices, and one can be signed out from another", async ({ browser }) => {
  const email = `devices.${Date.now()}@example.com`;
  await createConfirmedAccount(app, email, "Dev Ices");
  const laptop = await device(browser, email, CHROME_WINDOWS);
  const phone = await device(browser, email, SAFARI_IPHONE);

  await laptop.page.goto("/profile");
  const list = laptop.page.getByTestId("sessions");
  await expect(list.getByTestId("session")).toHaveCount(2);
  await expect(list.getByTestId("session").first()).toContainText("Chrome on Windows");
  await expect(list.getByTestId("session").first()).toContainText("This device");
  const other = list.getByTestId("session").filter({ hasText: "Safari on iPhone" });
  await expect(other).toContainText("127.0.0.1");
  await other.getByRole("button", { name: /^Sign out Safari on iPhone/ }).click();
  await expect(toast(laptop.page, "That device is signed out.")).toBeVisible();
  await expect(list.getByTestId("session")).toHaveCount(1);

  await phone.page.goto("/profile");
  await expect(phone.page).toHaveURL(/\/auth\?redirect=%2Fprofile$/);
  expect(await signedIn(laptop.context)).toBe(true);
  for (const { context } of [laptop, phone]) await context.close();
});

test("backup codes read without look-alike characters, and can be downloaded and copied", async ({ browser }) => {
  const email = `codes.${Date.now()}@example.com`;
  await createConfirmedAccount(app, email, "Cody Codes");
  const { context, page } = await device(browser, email, CHROME_WINDOWS);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: app.url });
  await page.goto("/profile");
  await page.getByLabel("Confirm with your password").fill(PASSWORD);
  await page.getByRole("button", { name: "Set up authenticator app" }).click();
  await expect(page.getByTestId("backup-codes").locator("li")).toHaveCount(10);
  const codes = (await page.getByTestId("backup-codes").locator("li").allTextContents()).map((code) => code.trim());
  expect(codes).toHaveLength(10);
  for (const code of codes) expect(code).toMatch(/^[34679ACDEFGHJKMNPQRTUVWXY]{5}-[34679ACDEFGHJKMNPQRTUVWXY]{5}$/);

  const download = page.getByRole("link", { name: "Download" });
  await expect(download).toHaveAttribute("download", "faceless-atlas-backup-codes.txt");
  const file = decodeURIComponent((await download.getAttribute("href"))!.replace(/^data:text\/plain;charset=utf-8,/, ""));
  for (const code of codes) expect(file).toContain(code);

  await page.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  expect((await page.evaluate(() => navigator.clipboard.readText())).split("\n")).toEqual(codes);

  // And a code from paper, typed in lower case with a space, signs in (once).
  const uri = await page.locator('input[name="totpURI"]').inputValue();
  const totp = OTPAuth.URI.parse(uri) as OTPAuth.TOTP;
  // The current step's code: accepted in this step and the next (a step earlier could be two
  // steps old by the time a busy machine checks it).
  await page.getByLabel("Code from the app").fill(totp.generate());
  await page.getByRole("button", { name: "Confirm and turn on" }).click();
  await expect(page.getByText("Two-factor on")).toBeVisible();
  const challenge = await fetch(`${app.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.url },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const cookie = challenge.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const typed = codes[0]!.toLowerCase().replace("-", " ");
  const verified = await fetch(`${app.url}/api/auth/two-factor/verify-backup-code`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.url, cookie },
    body: JSON.stringify({ code: typed }),
  });
  expect(verified.status).toBe(200);
  await context.close();
});

test("deleting the account removes it and what it held, and frees the e-mail", async ({ browser }) => {
  const email = `leaving.${Date.now()}@example.com`;
  await createConfirmedAccount(app, email, "Lee Ving");
  const { context, page } = await device(browser, email, CHROME_WINDOWS);
  // Something of theirs: e-mail alerts on.
  await page.goto("/profile");
  await page
    .locator("#email-alerts")
    .getByRole("radio", { name: /^Daily digest/ })
    .check();
  await page.locator("#email-alerts").getByRole("button", { name: "Save e-mail alerts" }).click();
  await expect(page.locator("#email-alerts").getByRole("status")).toContainText("E-mail alerts saved");

  const form = page.getByRole("form", { name: "Delete account" });
  await form.getByLabel("Your password").fill(PASSWORD);
  await form.getByRole("button", { name: "Delete my account" }).click();
  await expect(form.getByText("Tick the box to confirm that you want your account deleted.")).toBeVisible();
  await form.getByLabel("Your password").fill("not-my-password");
  await form.getByLabel("I understand that this cannot be undone.").check();
  await form.getByRole("button", { name: "Delete my account" }).click();
  await expect(form.getByText("That is not your password.")).toBeVisible();
  expect(await signedIn(context)).toBe(true);

  await form.getByLabel("Your password").fill(PASSWORD);
  await form.getByLabel("I understand that this cannot be undone.").check();
  await form.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(`${app.url}/`);
  await expect(toast(page, "Your account has been deleted")).toBeVisible();
  expect(await signedIn(context)).toBe(false);
  await context.close();

  const refused = await fetch(`${app.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.url },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(refused.status).toBe(401);
  // The address is free: signing up again makes a new, confirmable account.
  await createConfirmedAccount(app, email, "Lee Ving Again");
  const again = await device(browser, email, CHROME_WINDOWS);
  await again.page.goto("/profile");
  await expect(again.page.getByLabel("Full Name")).toHaveValue("Lee Ving Again");
  // Nothing of the old account came back: alerts are off for the new one.
  await expect(again.page.locator("#email-alerts").getByRole("radio", { name: /^Off/ })).toBeChecked();
  await again.context.close();
  await app.withDatabase(async (db) => {
    const { sql } = await import("drizzle-orm");
    const rows = await db.execute(
      sql`select count(*)::int as n from digest_settings d join users u on u.id = d.user_id where u.email = ${email}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});
