// The two tab rows a visitor meets: /auth's Login / Register tabs (a WAI-ARIA tablist: arrow keys,
// Home and End, one tab stop) and /channel-rankings' two rankings (links to two addresses: a
// navigation whose current link says so, reachable with Tab). Both work without JavaScript.
import { expect, test } from "./test";

test.describe("/auth tabs", () => {
  test("arrow keys, Home and End move between Login and Register and open them", async ({ page }) => {
    await page.goto("/auth");
    const tablist = page.getByRole("tablist", { name: "Sign in or register" });
    const login = tablist.getByRole("tab", { name: "Login" });
    const register = tablist.getByRole("tab", { name: "Register" });
    await expect(login).toHaveAttribute("aria-selected", "true");
    // One tab stop: the selected tab.
    await expect(login).toHaveAttribute("tabindex", "0");
    await expect(register).toHaveAttribute("tabindex", "-1");

    await login.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(/[?&]tab=register/);
    await expect(register).toBeFocused();
    await expect(register).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Register" })).toBeVisible();

    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(/[?&]tab=login/);
    await expect(login).toBeFocused();

    await page.keyboard.press("End");
    await expect(register).toBeFocused();
    await expect(register).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(login).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(register).toBeFocused();
    await expect(page.getByRole("tabpanel", { name: "Register" })).toBeVisible();

    // Tab leaves the tablist for the panel: the other tab is not a stop of its own.
    await page.keyboard.press("Shift+Tab");
    await expect(login).not.toBeFocused();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the tabs are links to each panel, each a Tab stop", async ({ page }) => {
      await page.goto("/auth");
      const register = page.getByRole("tab", { name: "Register" });
      await expect(register).not.toHaveAttribute("tabindex", "-1");
      await register.click();
      await expect(page).toHaveURL(/[?&]tab=register/);
      await expect(page.getByRole("tabpanel", { name: "Register" })).toBeVisible();
    });
  });
});

test.describe("/channel-rankings tabs", () => {
  test("are a navigation of two links, the current ranking marked, reachable with Tab", async ({ page }) => {
    await page.goto("/channel-rankings");
    const nav = page.getByRole("navigation", { name: "Ranking" });
    const perVideo = nav.getByRole("link", { name: "Revenue Per Video" });
    const perSubscriber = nav.getByRole("link", { name: "Revenue Per Subscriber" });
    await expect(perVideo).toHaveAttribute("aria-current", "page");
    await expect(perSubscriber).not.toHaveAttribute("aria-current", /.+/);

    await perVideo.focus();
    await page.keyboard.press("Tab");
    await expect(perSubscriber).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/[?&]tab=per-subscriber/);
    await expect(nav.getByRole("link", { name: "Revenue Per Subscriber" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Revenue Per Video" })).not.toHaveAttribute("aria-current", /.+/);
  });
});
