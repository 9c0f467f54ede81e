// The Content-Security-Policy holds in a real browser: every kind of page (home, a channel, the
// search, a calculator with its chart, /auth, /profile, an admin form with the rich-text editor,
// the API docs) loads and hydrates with no `securitypolicyviolation` event and no CSP message in
// the console; and every response carries the other security headers.
import { expect, test, type Page } from "./test";
import { API_DOCS_SCRIPT } from "#domain/content-security-policy";
import { ADMIN_EMAIL } from "./admin-app";
import { waitForHydration } from "./auth-app-server";
import type { SharedApp } from "./shared-app";

let app: SharedApp;

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

test.beforeAll(async ({ app: shared }) => {
  app = shared;
});

type Violation = { directive: string; blocked: string; sample: string };

/** Collects CSP violations the page reports (from the first script on) and CSP console errors. */
async function watchCsp(page: Page): Promise<{ violations: Violation[]; consoleErrors: string[] }> {
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /content security policy|Content-Security-Policy/i.test(message.text()))
      consoleErrors.push(message.text());
  });
  const violations: Violation[] = [];
  await page.exposeFunction("__reportCspViolation", (violation: Violation) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __reportCspViolation: (v: unknown) => void }).__reportCspViolation({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  return { violations, consoleErrors };
}

const watchers = new WeakMap<Page, Awaited<ReturnType<typeof watchCsp>>>();

async function expectNoViolation(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  let watched = watchers.get(page);
  if (!watched) {
    watched = await watchCsp(page);
    watchers.set(page, watched);
  }
  watched.violations.length = 0;
  watched.consoleErrors.length = 0;
  const response = await page.goto(`${app.url}${path}`);
  expect(response?.status(), path).toBeLessThan(400);
  const csp = response?.headers()["content-security-policy"] ?? "";
  expect(csp, path).toContain("frame-ancestors 'none'");
  await ready(page);
  // Late scripts (lazy charts, toasts) have had their chance to run.
  await page.waitForTimeout(500);
  expect(watched.violations, `${path}: CSP violations`).toEqual([]);
  expect(watched.consoleErrors, `${path}: CSP console errors`).toEqual([]);
}

const hydrated = (page: Page) => waitForHydration(page);

test("public pages pass the CSP: home, a channel, search, a calculator with its chart, /auth", async ({ page }) => {
  await expectNoViolation(page, "/", hydrated);
  const channelHref = await page.locator('a[href^="/channel/"]').first().getAttribute("href");
  expect(channelHref).toBeTruthy();
  await expectNoViolation(page, channelHref!, hydrated);
  await expectNoViolation(page, "/channel-search?q=history", hydrated);
  await expectNoViolation(page, "/growth-rate-calculator", async (p) => {
    await hydrated(p);
    await expect(p.locator(".recharts-wrapper").first()).toBeVisible();
  });
  await expectNoViolation(page, "/auth", hydrated);
});

test("signed-in pages pass the CSP: /profile and an admin form with the rich-text editor", async ({ page, loginAs }) => {
  await loginAs("admin");
  await expectNoViolation(page, "/profile", async (p) => {
    await hydrated(p);
    await expect(p.getByText(ADMIN_EMAIL).first()).toBeVisible();
  });
  await expectNoViolation(page, "/admin/niches?new=1", async (p) => {
    await hydrated(p);
    await expect(p.locator('[contenteditable="true"]').first()).toBeVisible();
  });
});

test("the API reference renders with every other host unreachable, under its own CSP, its script from our assets", async ({
  page,
}) => {
  const origin = new URL(app.url).origin;
  const outside: string[] = [];
  await page.route("**/*", (route) => {
    const url = route.request().url();
    if (new URL(url).origin === origin || url.startsWith("data:") || url.startsWith("blob:")) return route.continue();
    outside.push(url);
    return route.abort("internetdisconnected");
  });
  await expectNoViolation(page, "/api/docs", async (p) => {
    await expect(p.getByText("/api/v1/channels").first()).toBeVisible({ timeout: 20_000 });
    await expect(p.getByText("Faceless Atlas API").first()).toBeVisible();
  });
  const script = page.locator(`script[src="${API_DOCS_SCRIPT.url}"]`);
  await expect(script).toHaveAttribute("integrity", API_DOCS_SCRIPT.integrity);
  expect(outside).toEqual([]);
  const bundle = await page.request.get(`${app.url}${API_DOCS_SCRIPT.url}`, { headers: { "accept-encoding": "br" } });
  expect(bundle.headers()["cache-control"]).toContain("immutable");
  expect(bundle.headers()["content-encoding"]).toBe("br");
});

test("every response carries the security headers, and pages cannot be framed", async ({ request }) => {
  for (const path of [
    "/",
    "/admin/users",
    "/api/v1/channels?limit=1",
    "/api/health",
    "/mcp",
    "/no/such/page",
    "/niches?category=%00",
  ]) {
    const response = await request.get(`${app.url}${path}`, { maxRedirects: 0 });
    const headers = response.headers();
    expect(headers["x-frame-options"], path).toBe("DENY");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["content-security-policy"], path).toMatch(/frame-ancestors 'none'/);
    expect(headers["permissions-policy"], path).toContain("camera=()");
    // Served over http here: no HSTS (it is sent when PUBLIC_URL is https).
    expect(headers["strict-transport-security"], path).toBeUndefined();
  }
  // A fresh nonce for every render. (A visitor's page replayed from the page cache carries the
  // nonce of its render, see docs/security.md; any other cookie renders afresh.)
  const rendered = { headers: { cookie: "another=1" } };
  const [first, second] = await Promise.all([request.get(`${app.url}/`, rendered), request.get(`${app.url}/`, rendered)]);
  const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];
  expect(nonceOf(first.headers()["content-security-policy"])).toBeTruthy();
  expect(nonceOf(first.headers()["content-security-policy"])).not.toBe(nonceOf(second.headers()["content-security-policy"]));
  expect(await first.text()).toContain(`nonce="${nonceOf(first.headers()["content-security-policy"])}"`);
});
