// Databases for the browser specs' servers, made once per run and copied for each server: a
// migrated PGlite folder, the same with the demo catalogue, and (with TEST_DATABASE_URL) a
// PostgreSQL template database with the demo catalogue. Without them every server ran initdb,
// the migrations and the demo seed again: tens of seconds each on a 2-core machine, for data
// that is the same every time. A server started on a copy skips its seed (the catalogue is not
// empty), exactly as a restarted production server does.
import { cp, mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { openPglite, openPostgres } from "#db/connection.server";
import { ensureDemoCatalogue } from "#db/seed/demo-catalogue";
import { createGoLiveService } from "#server/services/go-live.server";

/** "live": the demo catalogue after going live, its niches and channel types without a channel (real imports land here). */
export type TemplateKind = "empty" | "demo" | "live";

const root = () => `${process.env.E2E_DATA_DIR ?? "./data/e2e"}-templates`;
const pgliteTemplate = (kind: TemplateKind) => path.join(root(), kind, "pglite");

/** The PostgreSQL database that startPostgresApp copies (CREATE DATABASE … TEMPLATE). */
export const POSTGRES_TEMPLATE = "e2e_template_demo";

/** Builds every template (Playwright's globalSetup): PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export async function buildDataTemplates(): Promise<void> {
  await rm(root(), { recursive: true, force: true });
  for (const kind of ["empty", "demo"] as const) {
    const building = path.join(root(), `${kind}.building`, "pglite");
    const connection = await openPglite({ dataDir: building });
    try {
      await connection.migrate();
      if (kind === "demo") await ensureDemoCatalogue(connection.db);
    } finally {
      await connection.close();
    }
    await rename(path.dirname(building), path.dirname(pgliteTemplate(kind)));
  }
  const live = path.join(root(), "live.building", "pglite");
  await cp(pgliteTemplate("demo"), live, { recursive: true });
  const connection = await openPglite({ dataDir: live });
  try {
    await createGoLiveService(connection.db).goLive({ id: null, email: "e2e template" });
  } finally {
    await connection.close();
  }
  await rename(path.dirname(live), path.dirname(pgliteTemplate("live")));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) await buildPostgresTemplate(serverUrl);
}

/** Lays a fresh DATA_DIR for a server: the template's PGlite folder copied into `dataDir`/pglite. */
export async function copyPgliteTemplate(kind: TemplateKind, dataDir: string): Promise<void> {
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  await cp(pgliteTemplate(kind), path.join(dataDir, "pglite"), { recursive: true });
}

async function buildPostgresTemplate(serverUrl: string): Promise<void> {
  await adminQuery(serverUrl, `drop database if exists "${POSTGRES_TEMPLATE}"`);
  await adminQuery(serverUrl, `create database "${POSTGRES_TEMPLATE}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${POSTGRES_TEMPLATE}`;
  const connection = await openPostgres({ url: url.toString(), max: 2 });
  try {
    await connection.migrate();
    await ensureDemoCatalogue(connection.db);
  } finally {
    await connection.close();
  }
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
