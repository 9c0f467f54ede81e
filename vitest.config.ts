import { globSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";

// Tests in tiers (README, Development):
// - unit: pure domain and app tests, no database, no process: `npm run test:unit`.
// - integration: db/, server/ and scripts/ against a real database; on PGlite by default
//   (`npm run test:integration`), on PostgreSQL when TEST_DATABASE_URL is set (`npm run test:pg`).
// - slow: the capacity test and the tests that start the server or CLI processes, run once on
//   PGlite (`npm run test:slow`); on PostgreSQL (`npm run test:pg`) only server/main.test.ts.
const shared = {
  setupFiles: ["./tests/setup/vitest-setup.ts"],
  testTimeout: 30_000,
  hookTimeout: 120_000,
};

const INTEGRATION = "{db,server,scripts}/**/*.test.{ts,tsx}";

/** Minutes of work each, or a child process of their own: run once, not on every driver. */
const SLOW = [
  "server/jobs/stats-refresh-capacity.server.test.ts",
  "server/main.test.ts",
  "server/startup-errors.test.ts",
  "db/data-dir-lock.server.test.ts",
  "scripts/cli-runner.test.ts",
  "scripts/links-check.test.ts",
  "scripts/mcp.test.ts",
  "scripts/catalogue-go-live.test.ts",
  "scripts/data-folder-lock.test.ts",
];

/** The server process reports and closes its database: on PostgreSQL too. */
const SLOW_ON_BOTH_DRIVERS = ["server/main.test.ts"];

/**
 * On PostgreSQL only the files whose outcome can depend on the driver: those that open their
 * database through tests/setup/test-db (which picks the driver) or read TEST_DATABASE_URL.
 * The others have run on PGlite already and would only repeat themselves.
 */
function driverIndependent(): string[] {
  return globSync(INTEGRATION).filter((file) => !/tests\/setup\/test-db|TEST_DATABASE_URL/.test(readFileSync(file, "utf8")));
}

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Vitest's default is one worker fewer than the cores: one on this 2-core machine, where a
    // worker spends much of its time waiting on a database or a child process. Two: integration
    // on PGlite 267 → 214 s, on PostgreSQL 258 → 151 s, the slow tier 92 → 66 s.
    maxWorkers: 2,
    projects: [
      {
        resolve: { tsconfigPaths: true },
        // Pure modules (no mocks, stubs, fake timers or environment in these files): one module
        // graph for all of them instead of one per file; importing it again per file was most
        // of this tier's time (74 s → 12 s for 1,344 tests on 2 busy cores).
        test: { ...shared, name: "unit", include: ["{domain,app}/**/*.test.{ts,tsx}"], isolate: false },
      },
      {
        resolve: { tsconfigPaths: true },
        test: {
          ...shared,
          name: "integration",
          include: [INTEGRATION],
          // One module graph per worker, as for the unit tier: importing the server's graph again for
          // each of some 100 files was about half of this tier's time (PGlite 214–247 → 123 s,
          // PostgreSQL 151–197 → 85 s). Each file opens its own database and restores what it fakes
          // (timers, console) after each test, so no file leans on another's module state: try
          // `--sequence.shuffle.files` after adding state that outlives a file.
          isolate: false,
          exclude: [...SLOW, ...(onPostgres ? driverIndependent() : []), "**/node_modules/**"],
        },
      },
      {
        resolve: { tsconfigPaths: true },
        test: { ...shared, name: "slow", include: onPostgres ? SLOW_ON_BOTH_DRIVERS : SLOW },
      },
    ],
  },
});
