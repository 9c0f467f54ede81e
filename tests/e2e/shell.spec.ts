// The site shell of spec §2 (header, mobile menu, 404 page) and the theme of §9.
import { expect, test, type Page } from "./test";

// Spec §2: "Header navigation: Home, Channels, Channel Rankings, Channel Types, YouTube Ideas,
// Niches, Calculators, plus Profile when signed in or Login when not." — and Outliers.
const SIGNED_OUT_NAV = [
  { name: "Home", href: "/" },
  { name: "Channels", href: "/channel-search" },
  { name: "Channel Rankings", href: "/channel-rankings" },
  // Beyond the spec's list: outlier videos.
  { name: "Outliers", href: "/outliers" },
  { name: "Channel Types", href: "/channel-types" },
  { name: "YouTube Ideas", href: "/faceless-ideas" },
  { name: "Niches", href: "/niches" },
  { name: "Calculators", href: "/calculators" },
  { name: "Login", href: "/auth" },
];

async function linksOf(page: Page, selector: string) {
  return page
    .locator(`${selector} a`)
    .evaluateAll((anchors) => anchors.map((a) => ({ name: (a.textContent ?? "").trim(), href: a.getAttribute("href") })));
}

test.describe("site shell", () => {
  test("home renders the header with every nav item in order", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/· Faceless Atlas$/);
    await expect(page.getByRole("link", { name: "Faceless Atlas" }).first()).toHaveAttribute("href", "/");

    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeVisible();
    expect(await linksOf(page, 'nav[aria-label="Main"]')).toEqual(SIGNED_OUT_NAV);
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  });

  test("an unknown address answers 404 with the not-found page and a way home", async ({ page }) => {
    // Spec §2: "'*' shows a 404 page 'Oops! Page not found' with a Return to Home link."
    const response = await page.goto("/this/page/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();

    const home = page.getByRole("link", { name: "Return to Home" });
    await expect(home).toHaveAttribute("href", "/");
    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toHaveCount(0);
  });

  test("the dark theme applies at once and survives a reload", async ({ page }) => {
    // Spec §9: "Theme: light, dark or system, default light."
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/about");
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/\bdark\b/);

    const saved = page.waitForResponse((r) => r.url().includes("/resources/theme") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Dark theme" }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    expect((await saved).ok()).toBe(true);
    await expect(page.getByRole("button", { name: "Dark theme" })).toHaveAttribute("aria-pressed", "true");

    // The server renders the class itself, so there is no flash of the light theme.
    const reloaded = await page.reload();
    expect(await reloaded?.text()).toMatch(/<html[^>]*class="dark"/);
    await expect(html).toHaveClass(/\bdark\b/);

    await page.getByRole("button", { name: "Light theme" }).click();
    await expect(html).not.toHaveClass(/\bdark\b/);
  });

  test("the theme switcher works before JavaScript runs", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto("/niches");
    await page.getByRole("button", { name: "Dark theme" }).click();
    await expect(page).toHaveURL(/\/niches$/);
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await context.close();
  });

  test("at 390 px the Menu button opens a menu with the same items as the desktop nav", async ({ page }) => {
    // Spec §2: "A mobile menu mirrors this."
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/about");
    const desktopItems = await linksOf(page, 'nav[aria-label="Main"]');
    expect(desktopItems).toEqual(SIGNED_OUT_NAV);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const menuButton = page.getByRole("button", { name: "Menu", exact: true });
    await menuButton.click();

    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    expect(await linksOf(page, '[role="dialog"] nav')).toEqual(desktopItems);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();

    // Following a link closes the menu.
    await menuButton.click();
    await dialog.getByRole("link", { name: "Channel Rankings" }).click();
    await expect(page).toHaveURL(/\/channel-rankings$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Channel Rankings" })).toBeVisible();
  });
});
