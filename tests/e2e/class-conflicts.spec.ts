// No element carries two Tailwind utilities of which one overrides the other ("px-3 px-0"): which
// wins would then depend on the stylesheet's order, not on what the component asked for. cn()
// joins classes without merging them (ADR 044): a component's own look sits in app.css's
// components layer, or a prop chooses it. tailwind-merge, here only, finds where that was
// missed: every page type as a visitor, a member and an admin, at a phone's and a desktop's
// width, and the phone menu and the user menu open.
import { twMerge } from "tailwind-merge";
import { firstHref, publicPages } from "./public-pages";
import { expect, type Page, test } from "./test";

/** "page: the element's classes → what tailwind-merge keeps" for each element with a conflict. */
async function conflicts(page: Page, where: string): Promise<string[]> {
  const classLists = await page
    .locator("[class]")
    .evaluateAll((elements) =>
      elements.map((element) => element.getAttribute("class") ?? "").filter((value) => value.trim() !== ""),
    );
  return [...new Set(classLists)]
    .map((value) => value.trim().split(/\s+/).join(" "))
    .filter((value) => twMerge(value) !== value)
    .map((value) => {
      const kept = new Set(twMerge(value).split(" "));
      const overridden = value.split(" ").filter((name) => !kept.has(name));
      return `${where}: ${overridden.join(" ")} overridden in "${value}"`;
    });
}

async function visit(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      await page.goto(path);
      found.push(...(await conflicts(page, `${path} at ${width}px`)));
    }
  }
  return found;
}

test.describe.configure({ mode: "parallel" });
test.setTimeout(180_000);

test("a visitor's pages: no element has two Tailwind classes that override each other", async ({ page }) => {
  const channel = await firstHref(page, "/channel-search", /^\/channel\/[^/?#]+$/);
  const found = await visit(page, [
    ...(await publicPages(page)),
    "/channel-search?q=history&sort=views",
    `/compare?channels=${channel.split("/").pop()}`,
  ]);
  // The phone's navigation menu, open.
  await page.setViewportSize({ width: 360, height: 900 });
  await page.goto("/");
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  found.push(...(await conflicts(page, "/ with the phone menu open")));
  expect(found).toEqual([]);
});

test("a member's and an admin's pages: no element has two Tailwind classes that override each other", async ({
  page,
  loginAs,
}) => {
  await loginAs("member");
  const found = await visit(page, ["/", "/watchlist", "/profile", "/channel-rankings"]);
  await page.goto("/");
  await page.getByRole("button", { name: /^Account menu for / }).click();
  found.push(...(await conflicts(page, "/ with the user menu open")));

  await page.context().clearCookies();
  await loginAs("admin");
  const adminPages = await page
    .goto("/admin")
    .then(() =>
      page.locator("nav a[href^='/admin']").evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute("href") ?? ""))]),
    );
  const channelEdit = await firstHref(page, "/admin/channels", /^\/admin\/channels\/edit\/[^/?#]+$/);
  found.push(...(await visit(page, [...adminPages, "/admin/channels/add", "/admin/channels/import", channelEdit])));
  expect(adminPages.length).toBeGreaterThan(5);
  expect(found).toEqual([]);
});
