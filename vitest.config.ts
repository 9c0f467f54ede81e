import { defineConfig } from "vitest/config";

// Two projects: pure unit tests, and integration tests that touch a database.
// `npm test` runs integration twice: on PGlite, then on PostgreSQL
// (TEST_DATABASE_URL), because the app supports both.
const shared = {
  setupFiles: ["./tests/setup/vitest-setup.ts"],
  testTimeout: 30_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        resolve: { tsconfigPaths: true },
        test: { ...shared, name: "unit", include: ["{domain,app}/**/*.test.{ts,tsx}"] },
      },
      {
        resolve: { tsconfigPaths: true },
        test: { ...shared, name: "integration", include: ["{db,server,scripts}/**/*.test.{ts,tsx}"] },
      },
    ],
  },
});
