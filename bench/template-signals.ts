// The template-risk pass over a whole catalogue: how long reading every channel's signals takes
// (ms per 1,000 channels, for the daily refresh's window), and what it finds (how many channels
// have too few recent uploads, each signal's count, how many look templated).
//
//   npm run bench:template -- --channels 1200      # a demo catalogue of that size in data/bench/template-<n> (seeded on first run)
//   DATABASE_URL=postgres://… npm run bench:template -- --channels 100000   # PostgreSQL, seeded with that many when empty
//   npm run bench:template                         # the configured database (DATABASE_URL or DATA_DIR): it rewrites the signals
import path from "node:path";
import { parseArgs } from "node:util";
import { count, eq, sql } from "drizzle-orm";
import { closeDatabase, getDatabase } from "#db/client.server";
import { executeRows } from "#db/execute-rows";
import { youtubeChannels } from "#db/schema/catalogue";
import { derivedFigures } from "#db/schema/operations";
import { seedDemoCatalogue } from "#db/seed/demo-catalogue";
import { rewriteStaleTemplateSignals } from "#db/template-signals";
import { TEMPLATED_MIN_SIGNALS } from "#domain/template-risk";
import { databaseConfig } from "#server/env";

const { values } = parseArgs({ options: { channels: { type: "string" }, runs: { type: "string", default: "3" } } });

async function main(): Promise<number> {
  const channels = values.channels ? Number(values.channels) : null;
  // With DATABASE_URL the given PostgreSQL (seeded when empty); else with --channels a PGlite of its own.
  const configured = databaseConfig();
  const db =
    channels && !configured.databaseUrl
      ? await getDatabase({ dataDir: path.join("data", "bench", `template-${channels}`) })
      : await getDatabase(configured);
  try {
    const [row] = await db.select({ all: count() }).from(youtubeChannels);
    if (channels && (row?.all ?? 0) === 0) {
      console.log(`Seeding a demo catalogue of ${channels} channels…`);
      await seedDemoCatalogue(db, { channels });
    }
    const [total] = await db.select({ all: count() }).from(youtubeChannels);
    const all = Number(total?.all ?? 0);
    const times: number[] = [];
    for (let run = 0; run < Number(values.runs); run++) {
      // Forget the rule's version so the start-up pass reads every channel again.
      await db.delete(derivedFigures).where(eq(derivedFigures.name, "template-signals"));
      const started = performance.now();
      await rewriteStaleTemplateSignals(db);
      times.push(performance.now() - started);
    }
    const best = Math.min(...times);
    console.log(
      `Template-risk pass over ${all.toLocaleString("en-US")} channels: ${times.map((t) => `${Math.round(t)} ms`).join(", ")}`,
    );
    console.log(`  best ${Math.round(best)} ms = ${((best / Math.max(1, all)) * 1000).toFixed(1)} ms per 1,000 channels`);
    const [states] = await executeRows<{ notRead: number; tooFew: number; read: number; templated: number }>(
      db,
      sql`select count(*) filter (where template_signals_at is null)::int as "notRead",
          count(*) filter (where template_signals_at is not null and template_signals is null)::int as "tooFew",
          count(*) filter (where template_signals is not null)::int as "read",
          count(*) filter (where jsonb_array_length(template_signals->'signals') >= ${TEMPLATED_MIN_SIGNALS})::int as templated
        from youtube_channels`,
    );
    console.log(
      `  not read ${states?.notRead}, too few recent uploads ${states?.tooFew}, read ${states?.read}, looking templated ${states?.templated}`,
    );
    const signals = await executeRows<{ id: string; channels: number }>(
      db,
      sql`select s->>'id' as id, count(*)::int as channels from youtube_channels, jsonb_array_elements(template_signals->'signals') s group by 1 order by 1`,
    );
    for (const signal of signals) console.log(`  ${signal.id.padEnd(20)} ${signal.channels} channels`);
    return 0;
  } finally {
    await closeDatabase();
  }
}

process.exitCode = await main();
