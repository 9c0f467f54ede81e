// The stats refresh at the quota's limit, measured (ADR 024): 30 simulated days of the real job
// (server/jobs/stats-refresh.server.ts) on a real database, against the fake YouTube server, which
// bills every call per method as Google documents (1 unit for channels.list, videos.list,
// videos.batchGetStats and playlistItems.list; the uploads feeds free). The catalogue is the fake's
// generated one (dev/fake-youtube/generated-catalogue.ts): channels that upload about every
// other day, every month or so, or not at all, in shares that make about 40 % of them hot, 35 %
// quiet and 25 % dormant; it is stored as a steady refresh would have left it, each simulated day
// brings new uploads, views and 0.1 % new channels, and the run happens at 03:30 Pacific.
//
// Printed, each beside its goal: units a day by part (and by method, from the fake's bill), feed
// reads, the run's time, per-tier freshness before each day's run (the oldest point of the day),
// and the largest catalogue one day's allowance keeps on its tiers. Then the feeds of one full day
// read against a slow host (a fixed latency per read) at the configured concurrency, timed against
// the run's window; with --postgres, the snapshot table's size and its pages' queries.
//
//   npm run bench:refresh -- --channels 100000                  # PGlite in memory
//   npm run bench:refresh -- --channels 100000 --postgres       # PostgreSQL 15 (data/bench/postgres-refresh)
//   npm run bench:refresh -- --channels 1000000 --postgres      # a 1-in-10 sample (see --sample)
//
// --sample K keeps 1 channel in K in the database and 1/K of the allowance, and multiplies the
// units, feed reads and run time back by K (the plan is linear in the channels but for each part's
// last, partly filled call of 50: at most 6 units a day of the sample, times K). By default K is 1
// up to 100,000 channels and channels ÷ 100,000 above. Other options: --days (30), --allowance
// (10000), --feed-latency-ms (250), --feed-concurrency (32), --window-seconds (40: how long the
// full-scale feed read is timed), --new-share (0.001 new channels a day), --seed, --port.
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { REFRESH_TIERS, type RefreshPart, type RefreshTier, UNIT_PARTS, refreshCapacity } from "#domain/refresh-plan";
import { type Connection, openPglite, openPostgres } from "#db/connection.server";
import { executeRows } from "#db/execute-rows";
import { thinOldestSnapshotMonth } from "#db/snapshot-partitions";
import { createYoutubeClient } from "#server/integrations/youtube/youtube-client.server";
import { createFeedReader } from "#server/integrations/youtube/youtube-feed-reader.server";
import { MAX_RUN_MS, loadRefreshPlan, runStatsRefresh } from "#server/jobs/stats-refresh.server";
import { createYoutubeQuotaService } from "#server/services/youtube-quota.server";
import { createGeneratedCatalogue, generatedChannelId } from "#dev/fake-youtube/generated-catalogue";
import { startFakeYoutubeServer } from "#dev/fake-youtube/youtube-server";
import { seedGeneratedChannels } from "#dev/fake-youtube/steady-catalogue";
import { startBenchPostgres } from "./bench-postgres.ts";

const { values: flags } = parseArgs({
  options: {
    channels: { type: "string", default: "100000" },
    days: { type: "string", default: "30" },
    sample: { type: "string" },
    allowance: { type: "string", default: "10000" },
    "feed-latency-ms": { type: "string", default: "250" },
    "feed-concurrency": { type: "string", default: "32" },
    "window-seconds": { type: "string", default: "40" },
    "new-share": { type: "string", default: "0.001" },
    seed: { type: "string", default: "1" },
    postgres: { type: "boolean", default: false },
    port: { type: "string" },
  },
});

const CHANNELS = Number(flags.channels);
const DAYS = Number(flags.days);
const SAMPLE = Number(flags.sample ?? Math.max(1, Math.ceil(CHANNELS / 100_000)));
const ALLOWANCE = Number(flags.allowance);
const LATENCY_MS = Number(flags["feed-latency-ms"]);
const CONCURRENCY = Number(flags["feed-concurrency"]);
const STORED = Math.round(CHANNELS / SAMPLE);
const NEW_PER_DAY = Math.max(1, Math.round((CHANNELS * Number(flags["new-share"])) / SAMPLE));
const DAY_MS = 86_400_000;
/** channels.list, videos.list and videos.batchGetStats read at most 50 ids for 1 unit. */
const IDS_PER_UNIT = 50;
// 03:30 Pacific (PST) on the first simulated day.
const START = new Date("2026-12-01T11:30:00Z");

const fmt = (n: number, digits = 0) =>
  n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
const verdict = (ok: boolean) => (ok ? "ok" : "NOT MET");
const seconds = (ms: number) => `${fmt(ms / 1000, 1)} s`;
const minutes = (ms: number) => (ms < 120_000 ? seconds(ms) : `${fmt(ms / 60_000, 1)} min`);

function log(line = "") {
  process.stdout.write(`${line}\n`);
}

interface DayFigures {
  day: number;
  units: Record<string, number>;
  byMethod: Record<string, number>;
  feedReads: number;
  feedMs: number;
  runMs: number;
  channels: Record<RefreshTier, number>;
  due: Record<RefreshTier, number>;
  freshness: Record<RefreshTier, { median: number | null; p95: number | null; max: number | null }>;
  waiting: number;
  pending: number;
  ages: { fromFeeds: number; fromApi: number; waiting: number };
  newUploads: number;
  /** Ids the billed calls named, per method (the fake's count). */
  idsByMethod: Record<string, number>;
}

let simNow = START;
const catalogue = createGeneratedCatalogue({ now: () => simNow, seed: Number(flags.seed) });
const fake = await startFakeYoutubeServer({ catalogue, logRequests: false });

let connection: Connection;
let stopPostgres = () => {};
if (flags.postgres) {
  const server = await startBenchPostgres("data/bench/postgres-refresh", flags.port ? Number(flags.port) : undefined);
  stopPostgres = server.stop;
  const admin = await openPostgres({ url: server.url, max: 1 });
  const name = `refresh_${CHANNELS}_${Date.now()}`;
  await admin.db.execute(sql.raw(`create database ${name}`));
  await admin.close();
  connection = await openPostgres({ url: server.url.replace(/\/postgres$/, `/${name}`), max: 4 });
} else {
  connection = await openPglite({});
}
const { db } = connection;

try {
  await connection.migrate();
  const driver = flags.postgres ? "PostgreSQL 15" : "PGlite (in memory)";
  log(
    `bench:refresh — ${fmt(CHANNELS)} channels${SAMPLE > 1 ? ` (a 1-in-${SAMPLE} sample: ${fmt(STORED)} stored, ${fmt(ALLOWANCE / SAMPLE)} units a day)` : ""}, ${DAYS} days, ${driver}`,
  );
  log(`allowance ${fmt(ALLOWANCE)} units a day; feeds ${CONCURRENCY} at a time; ${fmt(NEW_PER_DAY * SAMPLE)} new channels a day`);
  const seedStarted = performance.now();
  await seedGeneratedChannels(db, catalogue, { count: STORED, now: START, batch: 5_000 });
  log(`seeded a steady catalogue in ${minutes(performance.now() - seedStarted)}`);

  const quota = createYoutubeQuotaService(db, { default: Math.floor(ALLOWANCE / SAMPLE), search: 100 });
  // The quota's day is the simulated one.
  const youtube = createYoutubeClient({
    apiKey: fake.apiKey,
    baseUrl: fake.baseUrl,
    feedBaseUrl: fake.feedUrl,
    quota: {
      reserve: (bucket, amount) => quota.reserve(bucket, amount, simNow),
      markExhausted: (bucket) => quota.markExhausted(bucket, simNow),
    },
  });
  const quiet = { info: () => {}, warn: () => {}, error: (object: unknown, message?: string) => console.error(message, object) };

  const days: DayFigures[] = [];
  let nextNew = STORED;
  log();
  log(
    "day  units  (new hot ages quiet dormant fallback)   feeds    run      hot med/p95/max  quiet p95  dormant p95  waiting  pending",
  );
  for (let day = 1; day <= DAYS; day++) {
    simNow = new Date(START.getTime() + (day - 1) * DAY_MS);
    await seedGeneratedChannels(db, catalogue, { from: nextNew, count: NEW_PER_DAY, now: simNow, fresh: true });
    nextNew += NEW_PER_DAY;
    // Freshness before the run: the oldest point of the day.
    const before = await loadRefreshPlan(db, simNow, Math.floor(ALLOWANCE / SAMPLE));
    const billedBefore = fake.quota();
    const started = performance.now();
    const runAt = simNow;
    const outcome = await runStatsRefresh(
      { db, youtube, logger: quiet },
      {
        now: () => new Date(runAt.getTime() + (performance.now() - started)),
        allowance: Math.floor(ALLOWANCE / SAMPLE),
        feedConcurrency: CONCURRENCY,
      },
    );
    const runMs = performance.now() - started;
    const billed = fake.quota();
    const byMethod = Object.fromEntries(
      Object.entries(billed.byMethod).map(([method, n]) => [method, n - (billedBefore.byMethod[method] ?? 0)]),
    );
    const part = (name: RefreshPart) => before.parts.find((p) => p.part === name)!;
    const figures: DayFigures = {
      day,
      units: outcome.status === "skipped" ? {} : outcome.units.spent,
      byMethod,
      feedReads: billed.feedReads - billedBefore.feedReads,
      feedMs: outcome.status === "skipped" ? 0 : outcome.feeds.ms,
      runMs,
      channels: Object.fromEntries(REFRESH_TIERS.map((tier) => [tier, part(tier).total])) as Record<RefreshTier, number>,
      due: Object.fromEntries(REFRESH_TIERS.map((tier) => [tier, part(tier).due])) as Record<RefreshTier, number>,
      freshness: Object.fromEntries(REFRESH_TIERS.map((tier) => [tier, part(tier).freshness])) as DayFigures["freshness"],
      waiting: outcome.status === "skipped" ? 0 : outcome.waiting,
      pending: outcome.status === "skipped" ? 0 : outcome.videos.pending,
      ages: outcome.status === "skipped" ? { fromFeeds: 0, fromApi: 0, waiting: 0 } : outcome.ages,
      newUploads: outcome.status === "skipped" ? 0 : outcome.videos.fromFeeds,
      idsByMethod: Object.fromEntries(
        Object.entries(billed.idsByMethod).map(([method, n]) => [method, n - (billedBefore.idsByMethod[method] ?? 0)]),
      ),
    };
    days.push(figures);
    const units = UNIT_PARTS.map((p) => fmt((figures.units[p] ?? 0) * SAMPLE)).join(" ");
    const total = Object.values(figures.units).reduce((sum, n) => sum + n, 0) * SAMPLE;
    const f = figures.freshness;
    log(
      `${String(day).padStart(3)}  ${fmt(total).padStart(6)}  (${units})   ${fmt(figures.feedReads * SAMPLE).padStart(8)}  ${minutes(runMs * SAMPLE).padStart(8)}  ${f.hot.median}/${f.hot.p95}/${f.hot.max}  ${f.quiet.p95 ?? "–"}  ${f.dormant.p95 ?? "–"}  ${fmt(figures.waiting * SAMPLE)}  ${fmt(figures.pending * SAMPLE)}`,
    );
  }

  // Steady state: every day but the first (which starts from the seeded state).
  const steady = days.slice(1);
  const mean = (pick: (d: DayFigures) => number) => steady.reduce((sum, d) => sum + pick(d), 0) / Math.max(1, steady.length);
  const maxOf = (pick: (d: DayFigures) => number) => Math.max(...steady.map(pick));
  const unitsPerDay = mean((d) => Object.values(d.units).reduce((sum, n) => sum + n, 0)) * SAMPLE;
  const worstUnits = maxOf((d) => Object.values(d.units).reduce((sum, n) => sum + n, 0)) * SAMPLE;
  const last = days.at(-1)!;
  const catalogueSize = Object.values(last.channels).reduce((sum, n) => sum + n, 0) * SAMPLE;
  const mix = (["hot", "quiet", "dormant"] as const)
    .map((tier) => `${fmt((100 * last.channels[tier] * SAMPLE) / catalogueSize)} %`)
    .join(" / ");
  // A day that spent the whole allowance left work for the next: its units say what the day could
  // afford, not what the catalogue needs, so they cannot be scaled into a capacity.
  const saturated = worstUnits >= ALLOWANCE;
  const largest = Math.floor((catalogueSize * ALLOWANCE) / unitsPerDay);
  const aboveCapacity = `not measured: every unit of some day was spent and the rest carried over, so ${fmt(catalogueSize)} channels are above what one day's units keep on their tiers (measure the capacity below it, e.g. --channels 100000)`;
  const hotWorst = maxOf((d) => d.freshness.hot.max ?? 0);

  log();
  log(
    `Steady state, days 2–${DAYS} (${fmt(catalogueSize)} channels at the end; tier mix hot/quiet/dormant ${mix}; goal about 40/35/25):`,
  );
  log(
    `  units a day: ${fmt(unitsPerDay)} on average, ${fmt(worstUnits)} at most — goal ≤ 2,500 at 100,000 channels (${fmt((2_500 * catalogueSize) / 100_000)} at this size): ${saturated ? "capped by the allowance" : verdict(worstUnits <= (2_500 * catalogueSize) / 100_000)}`,
  );
  for (const part of UNIT_PARTS) log(`    ${part.padEnd(9)} ${fmt(mean((d) => d.units[part] ?? 0) * SAMPLE, 1)} a day`);
  const methods = [...new Set(steady.flatMap((d) => Object.keys(d.byMethod)))].sort();
  log(
    `  billed by the fake, per method, a day: ${methods.map((m) => `${m} ${fmt(mean((d) => d.byMethod[m] ?? 0) * SAMPLE)}`).join(", ")}`,
  );
  log(
    `  feed reads a day: ${fmt(mean((d) => d.feedReads) * SAMPLE)}; new uploads found a day: ${fmt(mean((d) => d.newUploads) * SAMPLE)}`,
  );
  log(
    `  ages a day: ${fmt(mean((d) => d.ages.fromFeeds) * SAMPLE)} from feeds (free), ${fmt(mean((d) => d.ages.fromApi) * SAMPLE)} by videos.list; waiting at the end: ${fmt(last.ages.waiting * SAMPLE)}`,
  );
  log(
    `  run time a day (measured${SAMPLE > 1 ? ` on the sample, × ${SAMPLE}` : ""}): ${minutes(mean((d) => d.runMs) * SAMPLE)} on average, ${minutes(maxOf((d) => d.runMs) * SAMPLE)} at most — window ${minutes(MAX_RUN_MS)}`,
  );
  log(`  freshness before the day's run (days since the last snapshot; median / p95 / oldest), last day and worst day:`);
  for (const tier of ["hot", "quiet", "dormant"] as const) {
    const goal = tier === "hot" ? 1 : tier === "quiet" ? 7 : 30;
    const worst = maxOf((d) => d.freshness[tier].max ?? 0);
    log(
      `    ${tier.padEnd(8)} ${last.freshness[tier].median ?? "–"} / ${last.freshness[tier].p95 ?? "–"} / ${last.freshness[tier].max ?? "–"}; oldest on any day ${worst} — goal ≤ ${goal}: ${verdict(worst <= goal)}`,
    );
  }
  log(`  hot channels never older than a day: ${verdict(hotWorst <= 1)}`);
  log(
    saturated
      ? `  largest catalogue one day's ${fmt(ALLOWANCE)} units keep on their tiers: ${aboveCapacity} (the plan's model: ${fmt(refreshCapacity(ALLOWANCE))})`
      : `  largest catalogue one day's ${fmt(ALLOWANCE)} units keep on their tiers, from the measured units: ${fmt(largest)} — goal ≥ 400,000: ${verdict(largest >= 400_000)} (the plan's model: ${fmt(refreshCapacity(ALLOWANCE))})`,
  );
  log(
    `  channels left waiting on the last day: ${fmt(last.waiting * SAMPLE)}; video details pending: ${fmt(last.pending * SAMPLE)}`,
  );

  // Against the quota's physical limit: every unit reads at most 50 ids, so one day's allowance
  // reads at most 50 × allowance objects (500,000 for 10,000 units).
  const physical = ALLOWANCE * IDS_PER_UNIT;
  const idsPerDay = mean((d) => Object.values(d.idsByMethod).reduce((sum, n) => sum + n, 0)) * SAMPLE;
  const idsPerUnit = idsPerDay / Math.max(1, unitsPerDay);
  const channelReadsAtLargest = ((mean((d) => d.idsByMethod["channels.list"] ?? 0) * SAMPLE) / catalogueSize) * largest;
  log();
  log(
    `Against the quota's physical limit (${fmt(ALLOWANCE)} units × ${IDS_PER_UNIT} ids = ${fmt(physical)} object reads a day):`,
  );
  log(
    `  ids read a day: ${fmt(idsPerDay)} (${fmt((100 * idsPerDay) / physical, 1)} % of the limit), ${fmt(idsPerUnit, 1)} a unit of the ${IDS_PER_UNIT} a unit can read (${fmt((100 * idsPerUnit) / IDS_PER_UNIT)} %)`,
  );
  log(
    saturated
      ? `  channels kept fresh: ${aboveCapacity}`
      : `  channels kept fresh: ${fmt(largest)} = ${fmt(largest / physical, 2)} × the ${fmt(physical)} reads a day (goal ≥ 0.8 ×: ${verdict(largest >= 0.8 * physical)}); channel reads a day at that size: ${fmt(channelReadsAtLargest)} (${fmt((100 * channelReadsAtLargest) / physical)} % of the limit)`,
  );
  log(
    `  units a day at this size: ${fmt(unitsPerDay)} = ${fmt((100 * unitsPerDay) / ALLOWANCE, 1)} % of the allowance; ${fmt((1_000 * unitsPerDay) / catalogueSize, 1)} units a day per 1,000 channels (budget 25: ${verdict((1_000 * unitsPerDay) / catalogueSize <= 25)})`,
  );

  // One full day's feeds at full scale, against a slow host.
  const dayFeeds = Math.round(mean((d) => d.feedReads) * SAMPLE);
  const windowMs = Number(flags["window-seconds"]) * 1000;
  async function feedRate(latencyMs: number): Promise<{ rate: number; reads: number }> {
    fake.setFeedDelay(latencyMs);
    const reader = createFeedReader({
      read: (id, options) => youtube.readUploadsFeed(id, options),
      concurrency: CONCURRENCY,
      timeoutMs: 10_000,
    });
    const started = performance.now();
    let next = 0;
    let reads = 0;
    // Channel ids spread over the whole catalogue, read until the window is over.
    const worker = async () => {
      while (performance.now() - started < windowMs) {
        const n = (next++ * 7_919) % CHANNELS;
        await reader.read(generatedChannelId(n));
        reads += 1;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    fake.setFeedDelay(0);
    return { rate: reads / ((performance.now() - started) / 1000), reads };
  }
  log();
  const slow = await feedRate(LATENCY_MS);
  const cpu = await feedRate(0);
  const feedDayMs = (dayFeeds / Math.min(slow.rate, cpu.rate)) * 1000;
  log(`Feeds at full scale (${fmt(CHANNELS)} channels' ids, ${CONCURRENCY} reads in flight, timed ${seconds(windowMs)} each):`);
  log(
    `  ${LATENCY_MS} ms a read (a slow host): ${fmt(slow.rate, 1)} reads/s; no latency (this machine's CPU): ${fmt(cpu.rate, 1)} reads/s`,
  );
  log(
    `  one day's ${fmt(dayFeeds)} feed reads: ${minutes(feedDayMs)} — goal within the run's ${minutes(MAX_RUN_MS)} window: ${verdict(feedDayMs <= MAX_RUN_MS)}`,
  );

  if (flags.postgres) {
    log();
    log("Snapshots on PostgreSQL (partitioned by month; ADR 025):");
    const [size] = await executeRows<{ rows: string; bytes: string; partitions: string }>(
      db,
      sql`select (select count(*) from channel_stats_snapshots) as rows,
          (select coalesce(sum(pg_total_relation_size(i.inhrelid)), 0) from pg_inherits i where i.inhparent = 'channel_stats_snapshots'::regclass) as bytes,
          (select count(*) from pg_inherits i where i.inhparent = 'channel_stats_snapshots'::regclass) as partitions`,
    );
    const rows = Number(size!.rows);
    const bytesPerRow = Number(size!.bytes) / Math.max(1, rows);
    const rowsPerDay = (rows / (DAYS + 1)) * SAMPLE;
    const yearAtMillion = (rowsPerDay / catalogueSize) * 1_000_000 * 365;
    log(
      `  ${fmt(rows)} rows in ${size!.partitions} partitions, ${fmt(bytesPerRow)} bytes a row with its key; ${fmt(rowsPerDay)} rows a day at ${fmt(catalogueSize)} channels`,
    );
    log(
      `  a year at 1,000,000 channels on their tiers: ${fmt(yearAtMillion / 1e6, 1)} M rows, ${fmt((yearAtMillion * bytesPerRow) / 1e9, 1)} GB (daily rows of every channel would be 365 M)`,
    );
    const ids = await executeRows<{ channel_id: string }>(
      db,
      sql`select channel_id from channel_stats_snapshots tablesample system (5) limit 200`,
    );
    const time = async (label: string, query: (id: string) => Promise<unknown>, budget: number) => {
      const samples: number[] = [];
      for (const { channel_id } of ids) {
        const started = performance.now();
        await query(channel_id);
        samples.push(performance.now() - started);
      }
      samples.sort((a, b) => a - b);
      const p = (q: number) => samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)] ?? 0;
      log(`  ${label}: p50 ${fmt(p(0.5), 2)} ms, p95 ${fmt(p(0.95), 2)} ms — budget ${budget} ms: ${verdict(p(0.95) <= budget)}`);
    };
    await time(
      "a channel's history (the channel page: newest 1,100 rows)",
      (id) =>
        executeRows(
          db,
          sql`select day, subscribers, views from channel_stats_snapshots where channel_id = ${id}::uuid order by day desc limit 1100`,
        ),
      20,
    );
    await time(
      "a channel's latest snapshot",
      (id) =>
        executeRows(
          db,
          sql`select day, subscribers from channel_stats_snapshots where channel_id = ${id}::uuid order by day desc limit 1`,
        ),
      20,
    );
    await time(
      "a channel's 30-day growth pair",
      (id) =>
        executeRows(
          db,
          sql`select s.day, s.subscribers from channel_stats_snapshots s where s.channel_id = ${id}::uuid and s.day <= (select max(day) from channel_stats_snapshots m where m.channel_id = ${id}::uuid) - 30 order by s.day desc limit 1`,
        ),
      20,
    );
    // Retention: every month up to the simulated one thinned to each channel's last row of it.
    const horizon = new Date(Date.UTC(simNow.getUTCFullYear(), simNow.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
    for (;;) {
      const [before] = await executeRows<{ rows: string }>(db, sql`select count(*) as rows from channel_stats_snapshots`);
      const thinStarted = performance.now();
      const month = await thinOldestSnapshotMonth(db, horizon);
      if (!month) break;
      const [after] = await executeRows<{ rows: string }>(db, sql`select count(*) as rows from channel_stats_snapshots`);
      log(
        `  retention: thinning ${month.slice(0, 7)} to each channel's last row took ${seconds(performance.now() - thinStarted)} (${fmt(Number(before!.rows))} → ${fmt(Number(after!.rows))} rows)`,
      );
    }
  }
} finally {
  await connection.close();
  await fake.close();
  stopPostgres();
}
