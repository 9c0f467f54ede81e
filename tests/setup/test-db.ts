// A fresh, migrated database for an integration test.
//
// - TEST_DATABASE_URL set (CI with a real PostgreSQL): a new database `t_<random>` is created
//   on that server for every call, migrated, and dropped again by close().
// - Otherwise: an in-memory PGlite restored from a migrated snapshot. Migrating PGlite costs
//   seconds, restoring a snapshot a fraction of that, so the snapshot is made once per process
//   and also cached on disk (node_modules/.cache), keyed by the migration files, for the
//   other test workers and later runs.
import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, readdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import type { Database, DatabaseDriver } from "#db/database";
import { type Connection, openPglite, openPostgres } from "#db/connection.server";
import { migrationsFolder } from "#db/migrations.server";

export interface TestDatabase {
  db: Database;
  driver: DatabaseDriver;
  /** LISTEN on this database (pg_notify), as the app's processes do. */
  listen: Connection["listen"];
  /** PostgreSQL only: the database's own URL, for a second connection (another "process"). */
  url?: string;
  close(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? createPostgresTestDatabase(serverUrl) : createPgliteTestDatabase();
}

async function createPostgresTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `t_${randomBytes(6).toString("hex")}`;
  await withAdminClient(serverUrl, (admin) => admin.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connection = await openPostgres({ url: url.toString(), max: 4 });
  try {
    await connection.migrate();
  } catch (error) {
    await connection.close();
    await dropDatabase(serverUrl, name);
    throw error;
  }
  return {
    db: connection.db,
    driver: "postgres",
    listen: connection.listen,
    url: url.toString(),
    async close() {
      await connection.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdminClient(serverUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
}

async function withAdminClient<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function createPgliteTestDatabase(): Promise<TestDatabase> {
  const snapshot = await migratedSnapshot();
  const connection = await openPglite({ loadDataDir: snapshot });
  return { db: connection.db, driver: "pglite", listen: connection.listen, close: () => connection.close() };
}

const SNAPSHOT_KEY = Symbol.for("faceless-atlas.test-db.pglite-snapshot");
const globalState = globalThis as typeof globalThis & { [SNAPSHOT_KEY]?: Promise<Blob> };

function migratedSnapshot(): Promise<Blob> {
  const cached = globalState[SNAPSHOT_KEY];
  if (cached) return cached;
  const pending = loadOrBuildSnapshot();
  pending.catch(() => {
    if (globalState[SNAPSHOT_KEY] === pending) delete globalState[SNAPSHOT_KEY];
  });
  globalState[SNAPSHOT_KEY] = pending;
  return pending;
}

async function loadOrBuildSnapshot(): Promise<Blob> {
  const file = path.join(process.cwd(), "node_modules/.cache/faceless-atlas", `pglite-${await migrationsFingerprint()}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // Not cached yet: build it below.
  }
  const connection = await openPglite();
  try {
    await connection.migrate();
    const snapshot = await connection.client.dumpDataDir("none");
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a parallel worker never reads half a file.
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    await writeFile(temporary, new Uint8Array(await snapshot.arrayBuffer()));
    await rename(temporary, file);
    return snapshot;
  } finally {
    await connection.close();
  }
}

/** Changes whenever a migration or the PGlite version changes. */
async function migrationsFingerprint(): Promise<string> {
  const folder = migrationsFolder();
  const hash = createHash("sha256");
  const pglitePackage = JSON.parse(
    await readFile(path.join(process.cwd(), "node_modules/@electric-sql/pglite/package.json"), "utf8"),
  ) as { version: string };
  hash.update(pglitePackage.version);
  const files = (await readdir(folder, { recursive: true }))
    .filter((name) => name.endsWith(".sql") || name.endsWith(".json"))
    .sort();
  for (const name of files) {
    hash.update(name);
    hash.update(await readFile(path.join(folder, name)));
  }
  return hash.digest("hex").slice(0, 16);
}
