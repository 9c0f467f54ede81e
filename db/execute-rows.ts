import type { SQLWrapper } from "drizzle-orm";
import type { Database, Transaction } from "#db/database";

/**
 * Runs raw SQL and returns its rows. Both drivers answer `db.execute` with an object holding
 * `rows` (PGlite `Results`, node-postgres `QueryResult`), but the shared `Database` type can
 * only call it "the driver's result", so this is the one place that says so.
 */
export async function executeRows<T extends Record<string, unknown>>(
  db: Database | Transaction,
  query: SQLWrapper | string,
): Promise<T[]> {
  const result = (await db.execute<T>(query)) as unknown as { rows: T[] };
  return result.rows;
}
