// Opening a database with either driver and bringing it up to the committed migrations.
// db/client.server.ts keeps the app's single connection; tests open their own through here.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { Database, DatabaseDriver } from "#db/database";
import { migrationsFolder } from "#db/migrations.server";
import { schema } from "#db/schema/all";

export interface Connection {
  db: Database;
  driver: DatabaseDriver;
  /** Applies pending migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface PgliteOptions {
  /** Folder of the data directory; omitted = in memory. */
  dataDir?: string;
  /** A `dumpDataDir()` tarball to start from (tests restore a migrated snapshot). */
  loadDataDir?: Blob;
}

/** The PGlite extensions the schema needs (pg_trgm: trigram search; btree_gin: plain columns in the search's GIN index). */
const PGLITE_EXTENSIONS = { pg_trgm, btree_gin };

async function createPgliteClient(options: PgliteOptions = {}): Promise<PGlite> {
  // PGlite creates its data directory but not the folders above it.
  if (options.dataDir) await mkdir(path.dirname(path.resolve(options.dataDir)), { recursive: true });
  return PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: PGLITE_EXTENSIONS,
  });
}

export async function openPglite(options: PgliteOptions = {}): Promise<Connection & { client: PGlite }> {
  const client = await createPgliteClient(options);
  const db = drizzlePglite({ client, schema });
  return {
    db,
    client,
    driver: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  };
}

export interface PostgresOptions {
  url: string;
  /** Pool size per process. */
  max?: number;
  /** Errors of idle pooled connections (e.g. the server restarted); the pool drops the client. */
  onIdleError?: (error: Error) => void;
}

// Any constant works; all processes of the app must agree on it.
const MIGRATION_LOCK_KEY = 7_204_311;

export async function openPostgres(options: PostgresOptions): Promise<Connection & { pool: pg.Pool }> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.max ?? 10 });
  // Without a listener an idle-client error would crash the process.
  pool.on("error", (error) => options.onIdleError?.(error));
  const db = drizzlePostgres({ client: pool, schema });
  return {
    db,
    pool,
    driver: "postgres",
    migrate: () => migratePostgresLocked(options.url),
    close: () => pool.end(),
  };
}

/**
 * Several app processes may start together against one PostgreSQL (ARCHITECTURE.md scale
 * path); a session advisory lock makes them apply the migrations one at a time.
 */
async function migratePostgresLocked(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePostgres(drizzlePostgres({ client }), { migrationsFolder: migrationsFolder() });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}
