// Looks at pages the way a person does: headless Chromium screenshots at phone
// and desktop widths, light and dark.
//   node tests/tools/screenshot.ts http://localhost:3000 / /channel-types
// Writes PNGs to /tmp/shots (or SHOTS_DIR). SHOT_WIDTHS="360,1280" picks the widths (390 and 1280 by default); SHOT_SELECTOR shoots one element. SCREENSHOT_COOKIES="name=value; name2=value2" adds
// cookies (e.g. a session from /api/auth/sign-in/email) to look at signed-in and admin pages.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/lib/chromium.ts";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const outDir = process.env.SHOTS_DIR ?? "/tmp/shots";
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM_PATH,
  args: CHROMIUM_ARGS.filter((flag) => !flag.startsWith("--headless")),
});
for (const path of paths.length ? paths : ["/"]) {
  for (const width of (process.env.SHOT_WIDTHS ?? "390,1280").split(",").map(Number)) {
    for (const theme of ["light", "dark"] as const) {
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
      const extra = (process.env.SCREENSHOT_COOKIES ?? "")
        .split(";")
        .map((pair) => pair.trim())
        .filter(Boolean)
        .map((pair) => ({ name: pair.slice(0, pair.indexOf("=")), value: pair.slice(pair.indexOf("=") + 1), url: base }));
      await context.addCookies([{ name: "theme", value: theme, url: base }, ...extra]);
      const page = await context.newPage();
      await page.goto(base + path, { waitUntil: "networkidle" });
      // What the browser skips until it comes near the viewport (content-visibility: auto, the
      // render-when-near sections and list items) is drawn for the full-page shot.
      await page.evaluate(async () => {
        for (const element of document.querySelectorAll<HTMLElement>("main *"))
          if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible";
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      });
      const name = `${path.replace(/[^a-z0-9]+/gi, "_") || "home"}-${width}-${theme}.png`;
      // SHOT_SELECTOR="[data-testid=monetization-risk]" shoots one part of the page, readable at phone width.
      const selector = process.env.SHOT_SELECTOR;
      if (selector)
        await page
          .locator(selector)
          .first()
          .screenshot({ path: `${outDir}/${name}` });
      else await page.screenshot({ path: `${outDir}/${name}`, fullPage: process.env.FULL_PAGE !== "0" });
      console.log(`${outDir}/${name}`);
      await context.close();
    }
  }
}
await browser.close();
