// No open redirect (the redirect-target rule, domain/redirect-target.ts), in Chromium: the values
// of the attack report — "/\t/evil.example", which a browser reads as "//evil.example" once it
// drops the tab — keep the browser on the site on /auth, after sign-in (hydrated and without
// JavaScript), on /admin/login and from the theme form; and a non-Latin-1 target is no 500.
import { expect, test, type Page } from "./test";
import { PASSWORD, waitForHydration } from "./auth-app-server";
import type { SharedApp } from "./shared-app";

let app: SharedApp;
const EMAIL = "redirect.tester@example.com";

test.describe.configure({ mode: "serial" });
test.setTimeout(90_000);

test.beforeAll(async ({ app: shared }) => {
  app = shared;
  await app.createAccount("member", { email: EMAIL, name: "Reda Rect" });
});

/** Every request the page makes to another host (none may reach evil.example). */
async function watchOffSite(page: Page): Promise<string[]> {
  const offSite: string[] = [];
  await page.route("**/*", (route) => {
    const url = route.request().url();
    if (new URL(url).origin !== app.url) {
      offSite.push(url);
      return route.abort();
    }
    return route.continue();
  });
  return offSite;
}

async function signIn(page: Page) {
  await page.getByLabel("Email").fill(EMAIL);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
}

const HOSTILE = [
  "/%09/evil.example",
  "/%0D%0A/evil.example",
  "/%5Cevil.example",
  "%2F%2Fevil.example",
  "https%3A%2F%2Fevil.example",
];

for (const target of HOSTILE) {
  test(`/auth?redirect=${target}: the page and the sign-in stay on the site`, async ({ page }) => {
    const offSite = await watchOffSite(page);
    const response = await page.goto(`${app.url}/auth?redirect=${target}`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    // The forms carry no unsafe target on: it became "/".
    for (const value of await page
      .locator('input[name="redirect"]')
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))) {
      expect(value).toBe("/");
    }
    await signIn(page);
    await expect(page).toHaveURL(`${app.url}/`);
    expect(offSite.filter((url) => url.includes("evil.example"))).toEqual([]);
    await page.context().clearCookies();
  });
}

test("without JavaScript, the sign-in form's redirect answer stays on the site", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const offSite = await watchOffSite(page);
  await page.goto(`${app.url}/auth?redirect=/%09/evil.example`);
  // A hand-made form with the raw value, as an attacker's page would post it.
  await page.evaluate(() => {
    const field = document.createElement("input");
    field.type = "hidden";
    field.name = "redirect";
    field.value = "/\t/evil.example";
    document.querySelector("form")?.append(field);
  });
  await signIn(page);
  await page.waitForLoadState("load");
  expect(new URL(page.url()).origin).toBe(app.url);
  expect(offSite.filter((url) => url.includes("evil.example"))).toEqual([]);
  await context.close();
});

test("/admin/login and the theme form refuse the same targets; a non-Latin-1 target is no 500", async ({ request }) => {
  const admin = await request.get(`${app.url}/admin/login?redirect=/%09/evil.example`);
  expect(admin.status()).toBe(200);
  // The sign-in form carries "/" instead (the page's own address in links is encoded, and harmless).
  expect(await admin.text()).not.toMatch(/name="redirect" value="[^"]*evil/);

  for (const value of ["/\t/evil.example", "/\r\n/evil.example", "/\\evil.example", "//evil.example"]) {
    const theme = await request.post(`${app.url}/resources/theme`, {
      form: { theme: "dark", redirectTo: value },
      maxRedirects: 0,
    });
    expect(theme.status()).toBe(303);
    expect(theme.headers().location).toBe("/");
  }
  const euro = await request.post(`${app.url}/resources/theme`, {
    form: { theme: "dark", redirectTo: "/channel-search?q=€" },
    maxRedirects: 0,
  });
  expect(euro.status()).toBe(303);
  expect(euro.headers().location).toBe("/channel-search?q=%E2%82%AC");

  for (const target of ["/%E2%82%AC", "/%0D%0A"]) {
    const page = await request.get(`${app.url}/auth?redirect=${target}`);
    expect(page.status()).toBe(200);
  }
});

test("Better Auth's confirmation and reset links keep their callbackURL on the site, and a full-width backslash is no 500", async ({
  page,
}) => {
  for (const callbackURL of [
    "/.//evil.example",
    "/..//evil.example",
    "/./..//evil.example",
    "/a/../..//evil.example",
    "/%2e%2e//evil.example",
    "/\uff3cevil.example",
  ]) {
    for (const path of ["/api/auth/verify-email?token=x", "/api/auth/reset-password/x?x=1"]) {
      const response = await fetch(`${app.url}${path}&callbackURL=${encodeURIComponent(callbackURL)}`, { redirect: "manual" });
      expect(response.status, `${path} ${callbackURL}`).toBeLessThan(500);
      const location = response.headers.get("location");
      if (location) expect(new URL(location, app.url).origin, `${path} ${callbackURL} → ${location}`).toBe(app.url);
    }
  }
  // In a browser, following the confirmation link with such a callback stays on the site.
  const offSite = await watchOffSite(page);
  await page.goto(`${app.url}/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent("/.//evil.example")}`);
  expect(new URL(page.url()).origin).toBe(app.url);
  expect(offSite).toEqual([]);
});
