// The Database type shared by both drivers (PGlite and node-postgres). Type-only module, safe to
// import anywhere; the connection code lives in db/client.server.ts and db/connection.server.ts.
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Schema } from "#db/schema/all";

/** A drizzle database with the full schema, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** A transaction handle as passed to `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type DatabaseDriver = "pglite" | "postgres";
