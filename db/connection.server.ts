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
import { acquireDataDirLock } from "#db/data-dir-lock.server";
import { type DatabaseHealth, createPostgresHealth, embeddedDatabaseHealth } from "#db/database-health.server";
import type { Database, DatabaseDriver } from "#db/database";
import { migrationsFolder } from "#db/migrations.server";
import { schema } from "#db/schema/all";
import { type NotificationHandlers, type NotificationListener, listenPglite, listenPostgres } from "#db/notifications.server";

export interface Connection {
  db: Database;
  driver: DatabaseDriver;
  /** Whether the database can be reached now (PostgreSQL may go away; PGlite cannot). */
  health: DatabaseHealth;
  /** Applies pending migrations (idempotent). */
  migrate(): Promise<void>;
  /** LISTEN on a notification channel (pg_notify), whichever driver. */
  listen(channel: string, handlers: NotificationHandlers): Promise<NotificationListener>;
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
  return PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: PGLITE_EXTENSIONS,
  });
}

/**
 * Opens PGlite. A data folder is locked for this process first (db/data-dir-lock.server.ts):
 * a second process on the same folder would lose writes, so it is refused with the holder's name.
 */
export async function openPglite(options: PgliteOptions = {}): Promise<Connection & { client: PGlite }> {
  let lock: { release(): void } | undefined;
  if (options.dataDir) {
    // PGlite creates its data directory but not the folders above it; the lock lives beside it.
    await mkdir(path.dirname(path.resolve(options.dataDir)), { recursive: true });
    lock = acquireDataDirLock(options.dataDir);
  }
  let client: PGlite;
  try {
    client = await createPgliteClient(options);
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    client,
    driver: "pglite",
    health: embeddedDatabaseHealth,
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
    async close() {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

export interface PostgresOptions {
  url: string;
  /** Pool size per process. */
  max?: number;
  /** Errors of pooled connections (e.g. the server restarted); the pool drops the client. */
  onConnectionError?: (error: Error) => void;
  /** Told when the database is lost and when it is back. */
  onAvailabilityChange?: (available: boolean, error?: unknown) => void;
}

// Any constant works; all processes of the app must agree on it.
const MIGRATION_LOCK_KEY = 7_204_311;
/** A new connection that takes longer fails (an unreachable host would otherwise hang a request for minutes). */
const CONNECT_TIMEOUT_MS = 5_000;

/** A new connection to an unreachable host fails after CONNECT_TIMEOUT_MS instead of the OS's minutes. */
class ClientWithConnectTimeout extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super({
      ...(typeof config === "string" ? { connectionString: config } : config),
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
  }
}

export async function openPostgres(options: PostgresOptions): Promise<Connection & { pool: pg.Pool }> {
  const health = createPostgresHealth({
    url: options.url,
    ...(options.onAvailabilityChange ? { onChange: options.onAvailabilityChange } : {}),
  });
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max ?? 10,
    // The connect timeout goes on each new connection, not on the pool: pg-pool would also apply
    // it to a request waiting for a free client, and a busy pool is not a lost database.
    Client: ClientWithConnectTimeout,
    // Notices a peer that vanished without closing (a failed-over host) on idle connections too.
    keepAlive: true,
    // Settings of every connection, sent as it opens (no query of its own). JIT compiles plans
    // whose estimated cost is high, which per-row subqueries make of small page queries:
    // rankings' top 100 at 300k channels spent 90 of its 106 ms compiling (ADR 041). The check
    // interval makes PostgreSQL (14+) stop a query whose client has gone: a restarted server's
    // minutes-long computations do not run on beside the new one's first pages.
    options: "-c jit=off -c client_connection_check_interval=2000",
  });
  const onError = (error: Error) => {
    health.report(error);
    options.onConnectionError?.(error);
  };
  // node-postgres emits 'error' on a client whose connection drops. The pool listens only while a
  // client is idle; one checked out (a transaction, a query in flight) with no listener would
  // crash the process on an unhandled 'error' event. So every client gets its own listener for
  // its whole life; the query in flight still fails, and the pool drops the broken client on release.
  pool.on("connect", (client) => {
    client.on("error", onError);
  });
  // The pool re-emits an idle client's error; the client's own listener above has reported it.
  pool.on("error", () => undefined);
  reportFailedConnects(pool, health);
  const db = drizzlePostgres({ client: pool, schema });
  return {
    db,
    pool,
    driver: "postgres",
    health,
    migrate: () => migratePostgresLocked(options.url),
    listen: async (channel, handlers) => listenPostgres(options.url, channel, handlers),
    async close() {
      health.close();
      await pool.end();
    },
  };
}

/**
 * A new connection that fails (refused, timed out) emits no event: it only rejects the query
 * that needed it, which a library may turn into its own answer (Better Auth: 422 "Failed to
 * create user"). Reporting it here marks the database unavailable at the first failure. pg-pool's
 * own query() goes through this.connect, so this one override sees every path.
 */
function reportFailedConnects(pool: pg.Pool, health: DatabaseHealth): void {
  const connect = pool.connect.bind(pool) as (
    callback?: (error: Error | undefined, client?: pg.PoolClient, done?: (release?: unknown) => void) => void,
  ) => Promise<pg.PoolClient> | void;
  const wrapped = (callback?: Parameters<typeof connect>[0]) => {
    if (callback) {
      return connect((error, client, done) => {
        if (error) health.report(error);
        callback(error, client, done);
      });
    }
    return (connect() as Promise<pg.PoolClient>).catch((error: unknown) => {
      health.report(error);
      throw error;
    });
  };
  pool.connect = wrapped as typeof pool.connect;
}

/**
 * Several app processes may start together against one PostgreSQL (ARCHITECTURE.md scale
 * path); a session advisory lock makes them apply the migrations one at a time.
 */
async function migratePostgresLocked(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // Failures surface through the awaited calls; the event alone would crash the process.
  client.on("error", () => undefined);
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePostgres(drizzlePostgres({ client }), { migrationsFolder: migrationsFolder() });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}
