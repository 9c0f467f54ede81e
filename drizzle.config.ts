import { defineConfig } from "drizzle-kit";

// Only generates migrations (`drizzle-kit generate`); the app applies them at start-up
// (db/client.server.ts), so no database credentials are needed here.
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema/*.ts",
  out: "./db/migrations",
  strict: true,
  verbose: true,
});
