// Applying the committed drizzle-kit migrations and reporting how far a database is.
import { readFileSync } from "node:fs";
import path from "node:path";
import { desc } from "drizzle-orm";
import { bigint, pgSchema, serial, text } from "drizzle-orm/pg-core";
import type { Database } from "#db/database";
import { executeRows } from "#db/execute-rows";

/** `db/migrations`, resolved from the working directory (the repo root in dev, tests and prod). */
export function migrationsFolder(): string {
  return path.resolve(process.cwd(), "db/migrations");
}

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

/** The migrations drizzle-kit has generated, in order (meta/_journal.json). */
export function availableMigrations(folder = migrationsFolder()): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as { entries: JournalEntry[] };
  return journal.entries;
}

// drizzle's own bookkeeping table (drizzle-orm migrator defaults). Declared here, not in
// db/schema/, so drizzle-kit never tries to create it.
const drizzleMigrations = pgSchema("drizzle").table("__drizzle_migrations", {
  id: serial("id").primaryKey(),
  hash: text("hash").notNull(),
  createdAt: bigint("created_at", { mode: "number" }),
});

export interface MigrationStatus {
  applied: number;
  available: number;
  upToDate: boolean;
}

/**
 * How many migrations the database has applied versus how many the repo ships. Mirrors the
 * migrator's rule: a migration counts as applied when one with the same or a later
 * timestamp is recorded.
 */
export async function readMigrationStatus(db: Database, folder = migrationsFolder()): Promise<MigrationStatus> {
  const available = availableMigrations(folder);
  const exists = await executeRows<{ table: string | null }>(
    db,
    `select to_regclass('drizzle.__drizzle_migrations')::text as "table"`,
  );
  if (!exists[0]?.table) return { applied: 0, available: available.length, upToDate: available.length === 0 };

  const applied = await db
    .select({ createdAt: drizzleMigrations.createdAt })
    .from(drizzleMigrations)
    .orderBy(desc(drizzleMigrations.createdAt));
  const lastApplied = applied[0]?.createdAt ?? -1;
  const lastAvailable = available.at(-1)?.when ?? -1;
  return { applied: applied.length, available: available.length, upToDate: lastApplied >= lastAvailable };
}
