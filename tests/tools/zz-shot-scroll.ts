import { chromium } from "@playwright/test";
const [base, path, out, widthArg = "1280", theme = "light", clip = ""] = process.argv.slice(2);
const width = Number(widthArg);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const context = await browser.newContext({ viewport: { width, height: width < 600 ? 800 : 900 } });
await context.addCookies([{ name: "theme", value: theme, url: base! }]);
const page = await context.newPage();
await page.goto(base! + path!, { waitUntil: "networkidle" });
for (let y = 0; y < 20000; y += 600) { await page.mouse.wheel(0, 600); await page.waitForTimeout(60); }
await page.waitForLoadState("networkidle");
await page.waitForTimeout(700);
if (clip) { const [y, h] = clip.split(",").map(Number); await page.screenshot({ path: out!, fullPage: true, clip: { x: 0, y: y!, width, height: h! } }); }
else await page.screenshot({ path: out!, fullPage: true });
await browser.close();
