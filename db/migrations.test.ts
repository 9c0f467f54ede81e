import { readFileSync } from "node:fs";
import path from "node:path";
import { generateDrizzleJson, generateMigration } from "drizzle-kit/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { executeRows } from "#db/execute-rows";
import { availableMigrations, migrationsFolder, readMigrationStatus } from "#db/migrations.server";
import { schema } from "#db/schema/all";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

describe("migrations", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await test?.close();
  });

  // CONVENTIONS.md rule 12: "Migrations are generated (drizzle-kit generate), committed, and applied at start-up".
  it("applies every committed migration", async () => {
    const status = await readMigrationStatus(test.db);
    expect(status.available).toBeGreaterThanOrEqual(2);
    expect(status).toEqual({ applied: status.available, available: status.available, upToDate: true });
  });

  it("enables pg_trgm before the schema (first migration)", async () => {
    const [first] = availableMigrations();
    expect(first?.tag).toMatch(/enable-extensions$/);
    const rows = await executeRows<{ extname: string }>(test.db, "select extname from pg_extension where extname = 'pg_trgm'");
    expect(rows).toHaveLength(1);
  });

  it("has no schema change waiting for `drizzle-kit generate`", async () => {
    const last = availableMigrations().at(-1);
    const snapshotFile = path.join(migrationsFolder(), "meta", `${String(last?.idx).padStart(4, "0")}_snapshot.json`);
    const previous = JSON.parse(readFileSync(snapshotFile, "utf8")) as Parameters<typeof generateMigration>[0];
    const current = generateDrizzleJson(schema, previous.id);
    expect(await generateMigration(previous, current)).toEqual([]);
  });
});
