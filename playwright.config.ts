import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/lib/chromium.ts";

// End-to-end tests drive Debian's Chromium (never a downloaded browser)
// against the production build, on a fresh embedded database of its own.
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? "./data/e2e";


// E2E_DEV=1 runs the suite against the development server (no build needed):
// handy while working on one spec; CI always uses the production build.
const mode = process.env.E2E_DEV === "1" ? "development" : "production";

export default defineConfig({
  testDir: "./tests/e2e",
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  timeout: mode === "development" ? 90_000 : 30_000,
  expect: { timeout: 10_000 },
  // The databases the specs' own servers copy (tests/e2e/data-templates.ts).
  globalSetup: "./tests/e2e/global-setup.ts",
  use: {
    baseURL,
    trace: "retain-on-failure",
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
  webServer: {
    command: `rm -rf ${dataDir} && node server/main.ts`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: { NODE_ENV: mode, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: "" },
  },
});
