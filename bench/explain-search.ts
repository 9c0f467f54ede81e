// Prints the query plans of the benchmark's searches (EXPLAIN ANALYZE), to see where time goes.
//   DATA_DIR=./data/bench/pglite-100000 npx tsx bench/explain-search.ts "history" [country=US subs_min=1000 sort=… …]
//   DATABASE_URL=postgres://… npx tsx bench/explain-search.ts "gaming lore" country=US
// bench:search stops its PostgreSQL when it is done; to explain against that catalogue, start
// it by hand: pg_ctl -D data/bench/postgres-N/data -o "-p PORT -k /tmp" start (as postgres).
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { closeDatabase, getDatabase } from "#db/client.server";
import { databaseConfig } from "#server/env";
import { channelSearchParamsSchema, toChannelSearchQuery } from "#domain/channel-search-params";
import { createChannelsService } from "#server/services/channels.server";

const [q = "history", ...rest] = process.argv.slice(2);
const params = channelSearchParamsSchema.parse({ q, ...Object.fromEntries(rest.map((pair) => pair.split("="))) });
const db = await getDatabase(databaseConfig());
const channels = createChannelsService(db);
const { query } = toChannelSearchQuery(params, { canSeeRevenue: false });
const statements = channels.searchStatements(query);
const dialect = new PgDialect();
for (const [label, statement] of Object.entries(statements)) {
  if (!statement) continue;
  const compiled = dialect.sqlToQuery(statement.getSQL());
  console.log(`\n== ${label}\n${compiled.sql}\n${JSON.stringify(compiled.params)}`);
  const plan = await db.execute(sql.raw(`explain (analyze, buffers off) ${inline(compiled.sql, compiled.params)}`));
  const rows = (plan as unknown as { rows: Record<string, string>[] }).rows ?? (plan as unknown as Record<string, string>[]);
  for (const row of rows) console.log(Object.values(row)[0]);
}
await closeDatabase();

function inline(text: string, values: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = values[Number(n) - 1];
    return typeof value === "number" ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });
}
