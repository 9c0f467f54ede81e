// The app's one database connection: PGlite in `${dataDir}/pglite` when no database URL is
// configured, a node-postgres pool when it is. Migrations are applied at first connect.
//
// This module never reads process.env: server/env.ts passes the config, either once through
// configureDatabase() at start-up or with the first getDatabase(config) call.
import path from "node:path";
import type { Database, DatabaseDriver } from "#db/database";
import { type Connection, openPglite, openPostgres } from "#db/connection.server";
import { type DatabaseHealth, embeddedDatabaseHealth } from "#db/database-health.server";
import { type MigrationStatus, readMigrationStatus } from "#db/migrations.server";
import type { NotificationHandlers, NotificationListener } from "#db/notifications.server";

export type { Database, DatabaseDriver } from "#db/database";

export interface DatabaseConfig {
  /** postgres://… ; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** App data folder (DATA_DIR, default ./data); PGlite keeps its files in `${dataDir}/pglite`. */
  dataDir: string;
  /** Reports errors of pooled PostgreSQL connections (for the logger). */
  onConnectionError?: (error: Error) => void;
  /** Told when PostgreSQL is lost and when it is back (for the logger). */
  onAvailabilityChange?: (available: boolean, error?: unknown) => void;
}

export interface DatabaseInfo {
  driver: DatabaseDriver;
  migrations: MigrationStatus;
}

interface ClientState {
  config?: DatabaseConfig;
  connection?: Promise<Connection>;
  /** The open connection's health, once it is open. */
  health?: DatabaseHealth;
}

// On globalThis so Vite's dev server, which re-evaluates modules on change, keeps using the
// one PGlite instance (a second one on the same folder would corrupt it).
const STATE_KEY = Symbol.for("faceless-atlas.database");
const globalState = globalThis as typeof globalThis & { [STATE_KEY]?: ClientState };
const state: ClientState = (globalState[STATE_KEY] ??= {});

/** Sets the config used by later getDatabase() calls. Ignored once connected. */
export function configureDatabase(config: DatabaseConfig): void {
  state.config = config;
}

/** The PGlite data directory for a config. */
function pgliteDataDir(config: DatabaseConfig): string {
  return path.join(config.dataDir, "pglite");
}

/** The shared database, connecting and migrating on first use. */
export async function getDatabase(config?: DatabaseConfig): Promise<Database> {
  return (await connection(config)).db;
}

/** Which driver is in use and whether the database has every committed migration. */
export async function databaseInfo(): Promise<DatabaseInfo> {
  const { db, driver } = await connection();
  return { driver, migrations: await readMigrationStatus(db) };
}

/** LISTEN on the shared database (see db/notifications.server.ts); connects first if needed. */
export async function listenToDatabase(channel: string, handlers: NotificationHandlers): Promise<NotificationListener> {
  return (await connection()).listen(channel, handlers);
}

/**
 * Whether the shared database can be reached now: the HTTP layer answers 503 while it cannot.
 * Before the first connection (or on PGlite) it is taken as available.
 */
export function databaseHealth(): DatabaseHealth {
  return state.health ?? embeddedDatabaseHealth;
}

/** Closes the shared connection (graceful shutdown, end of a CLI run). */
export async function closeDatabase(): Promise<void> {
  const pending = state.connection;
  state.connection = undefined;
  state.health = undefined;
  if (!pending) return;
  const opened = await pending.catch(() => undefined);
  await opened?.close();
}

function connection(config?: DatabaseConfig): Promise<Connection> {
  if (config) state.config ??= config;
  if (!state.connection) {
    const chosen = config ?? state.config;
    if (!chosen) throw new Error("Database is not configured: call configureDatabase() or getDatabase(config) first.");
    const pending = open(chosen);
    // A failed start must not be cached forever: the next call tries again.
    pending.then(
      (opened) => {
        if (state.connection === pending) state.health = opened.health;
      },
      () => {
        if (state.connection === pending) state.connection = undefined;
      },
    );
    state.connection = pending;
  }
  return state.connection;
}

async function open(config: DatabaseConfig): Promise<Connection> {
  const opened = config.databaseUrl
    ? await openPostgres({
        url: config.databaseUrl,
        ...(config.onConnectionError ? { onConnectionError: config.onConnectionError } : {}),
        ...(config.onAvailabilityChange ? { onAvailabilityChange: config.onAvailabilityChange } : {}),
      })
    : await openPglite({ dataDir: pgliteDataDir(config) });
  try {
    await opened.migrate();
  } catch (error) {
    await opened.close().catch(() => undefined);
    throw error;
  }
  return opened;
}
