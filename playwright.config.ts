import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/lib/chromium.ts";

// End-to-end tests drive Debian's Chromium (never a downloaded browser) against the production
// build. Each worker starts one server that the specs share (tests/e2e/shared-app.ts); a spec
// that needs a set-up of its own starts its own. Every server runs on a copy of a database made
// once per run (tests/e2e/data-templates.ts, built by the global set-up).

// E2E_DEV=1 runs the suite against the development server (no build needed):
// handy while working on one spec; CI always uses the production build.
const mode = process.env.E2E_DEV === "1" ? "development" : "production";

export default defineConfig({
  testDir: "./tests/e2e",
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  fullyParallel: false,
  // Two on the 2-core machine: 382 tests in 28.6 min against 36.4 min with one (spec files are
  // spread; each worker has its own shared server, and a spec that needs its own starts it).
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  timeout: mode === "development" ? 90_000 : 30_000,
  expect: { timeout: 10_000 },
  globalSetup: "./tests/e2e/global-setup.ts",
  use: {
    // A failed test keeps a screenshot. Traces (every action with the page's DOM) are recorded only
    // when asked for, E2E_TRACE=1: recording them for every test costs the suite an eighth of its time.
    trace: process.env.E2E_TRACE === "1" ? { mode: "retain-on-failure", screenshots: false } : "off",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM_PATH, args: CHROMIUM_ARGS },
      },
    },
  ],
});
