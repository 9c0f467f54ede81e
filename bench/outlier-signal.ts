// How often the niche/type outlier signal (domain/outlier-signal.ts) fires on chance, and how often
// it finds a planted trend: simulated catalogues of random hits (domain/outlier-signal-simulation.ts),
// then every niche and type of a real catalogue as its pages read it. ADR 027 records the figures.
//
//   npm run bench:signal               # the simulation, then the configured database (DATABASE_URL or DATA_DIR)
//   npm run bench:signal -- --demo     # the simulation, then the demo catalogue in a PGlite of its own (data/bench/signal)
//
// Read-only on the configured database.
import path from "node:path";
import { parseArgs } from "node:util";
import { count, sql } from "drizzle-orm";
import { closeDatabase, getDatabase } from "#db/client.server";
import type { Database } from "#db/database";
import { executeRows } from "#db/execute-rows";
import { channelTypes, niches, youtubeChannels } from "#db/schema/catalogue";
import { seedDemoCatalogue } from "#db/seed/demo-catalogue";
import { OUTLIER_SIGNAL_MAX_CHANCE, formatChance } from "#domain/outlier-signal";
import { databaseConfig } from "#server/env";
import { createNicheVerdictsService } from "#server/services/niche-verdicts.server";
import { createOutliersService } from "#server/services/outliers.server";
import { simulateLifeStages, simulateOutlierSignals } from "#domain/outlier-signal-simulation";

const { values } = parseArgs({ options: { demo: { type: "boolean", default: false } } });

const percent = (share: number) => `${(share * 100).toFixed(2)}%`;

function simulation(): void {
  console.log("Simulated catalogues: 1,000 runs × 44 niches of 10–60 active channels; one niche planted.");
  console.log("base rate  planted  false signals (budget ≤ 1%)  old rule (3 channels)  planted found");
  for (const [baseRate, plantedRate] of [
    [0.05, 0.25],
    [0.15, 0.5],
    [0.15, 0.35],
    [0.3, 0.6],
  ] as const) {
    const result = simulateOutlierSignals({ runs: 1_000, niches: 44, channels: [10, 60], baseRate, plantedRate, seed: 29 });
    console.log(
      [
        percent(baseRate).padStart(9),
        percent(plantedRate).padStart(8),
        percent(result.falseSignalRate).padStart(28),
        percent(result.oldRuleFalseSignalRate).padStart(22),
        percent(result.plantedFoundRate).padStart(14),
      ].join("  "),
    );
  }
}

function stageSimulation(): void {
  console.log("");
  console.log("Life stages (domain/niche-stage.ts): 300 runs × 44 niches of 10–60 active channels, 4 scored uploads each per");
  console.log("30-day window; one niche planted emerging (its recent rate), one decaying (recent uploads at 0.6× their usual).");
  console.log(
    "base rate  emerging  random read as taking off (budget ≤ 1%)  random given any stage (≤ 3%)  emerging found  decaying found",
  );
  for (const [baseRate, emergingRate] of [
    [0.05, 0.25],
    [0.15, 0.5],
    [0.15, 0.35],
    [0.3, 0.6],
  ] as const) {
    const result = simulateLifeStages({
      runs: 300,
      niches: 44,
      channels: [10, 60],
      uploadsPerChannel: 4,
      baseRate,
      emergingRate,
      decayFactor: 0.6,
      seed: 29,
    });
    console.log(
      [
        percent(baseRate).padStart(9),
        percent(emergingRate).padStart(8),
        percent(result.falseTakingOffRate).padStart(40),
        percent(result.falseStageRate).padStart(30),
        percent(result.emergingFoundRate).padStart(14),
        percent(result.decayingFoundRate).padStart(14),
      ].join("  "),
    );
  }
}

async function catalogue(db: Database): Promise<void> {
  const outliers = createOutliersService(db);
  const groups = [
    ...(await db.select({ slug: niches.slug, name: niches.name }).from(niches)).map((row) => ({
      name: `niche ${row.name}`,
      of: { niche: row.slug },
    })),
    ...(await db.select({ id: channelTypes.id, name: channelTypes.label }).from(channelTypes)).map((row) => ({
      name: `type ${row.name}`,
      of: { type: row.id },
    })),
  ];
  let signals = 0;
  let oldRule = 0;
  console.log(`\nThe catalogue's ${groups.length} niches and types (signal: chance < ${OUTLIER_SIGNAL_MAX_CHANCE * 100}%):`);
  for (const group of groups) {
    const reading = await outliers.recent(group.of);
    signals += reading.signal ? 1 : 0;
    oldRule += reading.withOutlier >= 3 ? 1 : 0;
    if (reading.withOutlier === 0 && !reading.signal) continue;
    console.log(
      `${reading.signal ? "SIGNAL" : "      "}  ${group.name.padEnd(40)} ${String(reading.withOutlier).padStart(4)} of ${String(reading.active).padEnd(5)} expected ${(reading.expected ?? Number.NaN).toFixed(1).padStart(5)}  chance ${reading.chance === null ? "n/a" : formatChance(reading.chance)}`,
    );
  }
  console.log(`\nSignals: ${signals} of ${groups.length} pages (the old rule, outliers in 3+ channels: ${oldRule}).`);

  const verdicts = await createNicheVerdictsService(db).byNiche();
  const slugs = new Map((await db.select({ id: niches.id, slug: niches.slug }).from(niches)).map((row) => [row.id, row.slug]));
  const byStage = new Map<string, string[]>();
  for (const [id, verdict] of verdicts) {
    const key = verdict.stage ?? "not enough data";
    byStage.set(key, [...(byStage.get(key) ?? []), `${slugs.get(id)} (${verdict.verdictLabel ?? "—"})`]);
  }
  console.log(`\nLife stages of the catalogue's ${verdicts.size} niches:`);
  for (const [stage, listed] of byStage) console.log(`  ${stage.padEnd(16)} ${listed.length}: ${listed.sort().join(", ")}`);
}

/** Median score and share of outliers by the upload's age when its views were read: fair when the bands agree. */
async function scoresByAge(db: Database): Promise<void> {
  const rows = await executeRows<{
    band: string;
    videos: string | number;
    scored: string | number;
    median: number | null;
    outliers: number | null;
  }>(
    db,
    sql`select case when age < 7 then '0–7 days' when age < 14 then '7–14 days' when age < 30 then '14–30 days'
                    when age < 90 then '30–90 days' else '90+ days' end as band,
               min(age) as first, count(*) as videos, count(outlier_score) as scored,
               percentile_cont(0.5) within group (order by outlier_score) as median,
               avg(case when outlier_score >= 3 then 1.0 when outlier_score is not null then 0.0 end) as outliers
        from (select extract(epoch from (updated_at - published_at)) / 86400 as age, outlier_score
              from youtube_video_stats where published_at is not null) v
        group by 1 order by min(age)`,
  );
  console.log("\nScores by the upload's age when its views were read:");
  console.log("age          uploads   scored   median score   outliers (×3+)");
  for (const row of rows) {
    console.log(
      `${row.band.padEnd(12)} ${String(row.videos).padStart(7)} ${String(row.scored).padStart(8)} ${(row.median === null ? "—" : Number(row.median).toFixed(2)).padStart(14)} ${(row.outliers === null ? "—" : percent(Number(row.outliers))).padStart(16)}`,
    );
  }
}

async function main(): Promise<number> {
  simulation();
  stageSimulation();
  const db = values.demo
    ? await getDatabase({ dataDir: path.join("data", "bench", "signal") })
    : await getDatabase(databaseConfig());
  try {
    if (values.demo) {
      const [row] = await db.select({ all: count() }).from(youtubeChannels);
      if ((row?.all ?? 0) === 0) {
        console.log("\nSeeding the demo catalogue…");
        await seedDemoCatalogue(db, {});
      }
    }
    await catalogue(db);
    await scoresByAge(db);
    return 0;
  } finally {
    await closeDatabase();
  }
}

process.exitCode = await main();
