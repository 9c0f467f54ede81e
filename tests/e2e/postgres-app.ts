// An app server on a real PostgreSQL database of its own, for the specs that break the database
// under the running server (a renamed table, deleted rows) to see the pages' error and empty
// states, then repair it to see them recover. The database is created on the server named by
// TEST_DATABASE_URL (scripts/with-postgres.sh sets it) and dropped again by stop(). Same mode
// as the suite (E2E_DEV=1 → development, else the production build).
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import pg from "pg";
import { startFakeSmtpServer, type FakeSmtpServer } from "#tests/fakes/smtp-server";
import { freePort } from "../../scripts/lib/free-port.ts";
import { startServerProcess, stopServerProcess } from "./auth-app-server";
import { POSTGRES_TEMPLATE } from "./data-templates";

/** The PostgreSQL server the specs may create databases on; unset → those specs are skipped. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL;

export const SKIP_WITHOUT_POSTGRES =
  "needs a PostgreSQL server in TEST_DATABASE_URL — run it as `bash scripts/with-postgres.sh npx playwright test …` (npm test does)";

export interface PostgresApp {
  url: string;
  /** The server's main process (the cluster's primary when it runs several workers). */
  process: ChildProcess;
  /** The fake SMTP server the app sends its mail to (account confirmations). */
  smtp: FakeSmtpServer;
  /** A client on the app's database, for the DDL and deletes that break or repair it. */
  db: pg.Client;
  /** The server's environment: a command-line job run beside it (same database, DATA_DIR, SMTP) uses it too. */
  env: NodeJS.ProcessEnv;
  /** Stops the server (SIGTERM) and starts it again on the same database and data, with `env` on top. */
  restart(env?: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
}

/** Creates `e2e_<name>_<random>`, starts the app on it with the demo catalogue, and connects a client. */
export async function startPostgresApp(
  name: string,
  options: { /** Extra server environment. */ env?: Record<string, string> } = {},
): Promise<PostgresApp> {
  if (!testDatabaseUrl) throw new Error("TEST_DATABASE_URL is not set");
  const database = `e2e_${name.replace(/[^a-z0-9_]/gi, "_").toLowerCase()}_${randomBytes(5).toString("hex")}`;
  // A copy of the migrated demo catalogue (tests/e2e/data-templates.ts): the server's seed finds it loaded.
  await adminQuery(`create database "${database}" template "${POSTGRES_TEMPLATE}"`);
  const databaseUrl = new URL(testDatabaseUrl);
  databaseUrl.pathname = `/${database}`;

  const cleanUps: (() => Promise<unknown>)[] = [() => adminQuery(`drop database if exists "${database}" with (force)`)];
  const cleanUp = async () => {
    for (const step of cleanUps.reverse()) await step().catch(() => undefined);
  };
  try {
    const smtp = await startFakeSmtpServer();
    cleanUps.push(() => smtp.close());
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const dataDir = `${process.env.E2E_DATA_DIR ?? "./data/e2e"}-${name}`;
    await rm(dataDir, { recursive: true, force: true });
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: process.env.E2E_DEV === "1" ? "development" : "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl.toString(),
      LOG_LEVEL: "warn",
      SEED_DEMO: "true",
      AUTH_RATE_LIMIT: "false",
      SMTP_URL: smtp.url,
      STATS_REFRESH_AT: "off",
      DIGEST_AT: "off",
      ...options.env,
    };
    let child = await startServerProcess(url, env);
    cleanUps.push(() => stopServerProcess(child));
    const db = new pg.Client({ connectionString: databaseUrl.toString() });
    await db.connect();
    cleanUps.push(() => db.end());
    return {
      url,
      get process() {
        return child;
      },
      smtp,
      db,
      env,
      async restart(extra = {}) {
        await stopServerProcess(child);
        Object.assign(env, extra);
        child = await startServerProcess(url, env);
      },
      stop: cleanUp,
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
