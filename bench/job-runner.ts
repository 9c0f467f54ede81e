// Our job runner (server/jobs/job-runner.server.ts) against pg-boss for per-item work, on both
// drivers: the real digest job's cost per member, what our runner and pg-boss add to N small jobs,
// what pg-boss costs to install and start, what it does to the database while idle, and how Stop
// and a restart behave. The figures behind ADR 019; printed, not asserted (a shared, noisy machine:
// the statement counts are the stable figures, the times show orders of magnitude).
//
//   npm run bench:jobs                                            # PGlite (in memory) only
//   bash scripts/with-postgres.sh npm run bench:jobs              # PGlite, then PostgreSQL 15
//   npm run bench:jobs -- --jobs 1000 --digest-members 0 --idle-seconds 60 --driver postgres --verbose
//
// Each small job's own work is the same in every line: one insert of its member into a table of
// the benchmark's own (a digest's delivery row). "statements" are round trips to the database
// counted at the client (PGlite's query/exec, node-postgres' pool and client queries), the latency
// probe's and the benchmark's own checks excluded. --verbose lists every kind of statement pg-boss
// sends while idle (else the six most frequent).
import { AsyncLocalStorage } from "node:async_hooks";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import pg from "pg";
import { PgBoss, fromDrizzle, fromPglite } from "pg-boss";
import { type Connection, openPglite, openPostgres } from "#db/connection.server";
import type { Database } from "#db/database";
import { users } from "#db/schema/auth";
import { niches, youtubeChannels } from "#db/schema/catalogue";
import { digestSettings, follows, savedSearches } from "#db/schema/members";
import { seedDemoCatalogue } from "#db/seed/demo-catalogue";
import { runDigest } from "#server/jobs/digest.server";
import { type JobDefinition, claimRun, executeRun, finishRun } from "#server/jobs/job-runner.server";
import { createLogger } from "#server/logger";

const { values: flags } = parseArgs({
  options: {
    jobs: { type: "string", default: "1000" },
    "idle-seconds": { type: "string", default: "60" },
    "probe-seconds": { type: "string", default: "20" },
    driver: { type: "string", default: "both" },
    "digest-members": { type: "string" },
    verbose: { type: "boolean", default: false },
  },
});
const N = Number(flags.jobs);
const IDLE_S = Number(flags["idle-seconds"]);
const PROBE_S = Number(flags["probe-seconds"]);
const QUEUE = "digest";
/** Members of the real digest run (default N; 0 leaves it out). */
const MEMBERS = Number(flags["digest-members"] ?? N);

// ---- counting round trips ------------------------------------------------------------------
const uncounted = new AsyncLocalStorage<true>();
const counter = { statements: 0, busyMs: 0 };
/** While set, what each counted statement starts with, and how often (the idle window's breakdown). */
let texts: Map<string, number> | null = null;
function count<T>(call: () => Promise<T>, text?: unknown): Promise<T> {
  if (uncounted.getStore()) return call();
  const started = performance.now();
  counter.statements += 1;
  if (texts) {
    const key = String(typeof text === "object" && text !== null ? (text as { text?: string }).text : text)
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 70);
    texts.set(key, (texts.get(key) ?? 0) + 1);
  }
  return call().finally(() => (counter.busyMs += performance.now() - started));
}
function snapshot() {
  return { statements: counter.statements, busyMs: counter.busyMs };
}
function since(before: { statements: number; busyMs: number }) {
  return { statements: counter.statements - before.statements, busyMs: counter.busyMs - before.busyMs };
}

function instrumentPglite(client: PGlite): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<PGlite["query"]>) => count(() => query(...args), args[0])) as PGlite["query"];
  client.exec = ((...args: Parameters<PGlite["exec"]>) => count(() => exec(...args), args[0])) as PGlite["exec"];
  // A transaction's statements go through its own handle.
  client.transaction = ((body: Parameters<PGlite["transaction"]>[0]) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      const txExec = tx.exec.bind(tx);
      tx.query = ((...args: Parameters<typeof tx.query>) => count(() => txQuery(...args), args[0])) as typeof tx.query;
      tx.exec = ((...args: Parameters<typeof tx.exec>) => count(() => txExec(...args), args[0])) as typeof tx.exec;
      return body(tx);
    })) as PGlite["transaction"];
}

let pgInstrumented = false;
function instrumentPostgres(): void {
  if (pgInstrumented) return;
  pgInstrumented = true;
  // A pool's query (drizzle's and pg-boss's statements outside a transaction) is counted there;
  // pg-pool then calls its client's query with a callback, which is not counted again. A
  // checked-out client's own promise-style query (a transaction's statements) is counted too.
  const poolQuery = pg.Pool.prototype.query as (...args: unknown[]) => unknown;
  pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
    return count(() => poolQuery.apply(this, args) as Promise<unknown>, args[0]);
  } as typeof pg.Pool.prototype.query;
  const clientQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (typeof args[args.length - 1] === "function" || typeof (args[0] as { submit?: unknown })?.submit === "function")
      return clientQuery.apply(this, args);
    return count(() => clientQuery.apply(this, args) as Promise<unknown>, args[0]);
  } as typeof pg.Client.prototype.query;
}

// ---- helpers -----------------------------------------------------------------------------
const ms = (value: number) => `${value >= 100 ? Math.round(value) : value.toFixed(1)} ms`;
const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));
function line(label: string, value: string): void {
  console.log(`  ${label.padEnd(58)} ${value}`);
}
function quantile(sorted: number[], q: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

// Async, so that drizzle's lazy query starts inside the uncounted context.
const quiet = <T>(call: () => PromiseLike<T>): Promise<T> => uncounted.run(true, async () => await call());

/** Times `select 1` from a page's point of view every 100 ms for `seconds`. */
async function probe(db: Database, seconds: number): Promise<{ p50: number; p99: number; max: number; samples: number }> {
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const started = performance.now();
    await quiet(() => db.execute(sql`select 1`));
    latencies.push(performance.now() - started);
    await sleep(100);
  }
  latencies.sort((a, b) => a - b);
  return { p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99), max: latencies.at(-1) ?? 0, samples: latencies.length };
}

const work = (db: Database, member: number) =>
  db.execute(sql`insert into bench_item (member) values (${member}) on conflict do nothing`);
async function scalar(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await quiet(() => db.execute(query))) as unknown as { rows: Record<string, unknown>[] };
  return Number(Object.values(result.rows[0] ?? {})[0] ?? 0);
}

interface Driver {
  name: "pglite" | "postgres";
  connection: Connection;
  /** A new pg-boss on this database, as the app would make it. */
  boss(options?: ConstructorParameters<typeof PgBoss>[0]): PgBoss;
  /** Connections held on the database (PostgreSQL), else null. */
  connections(): Promise<number | null>;
  close(): Promise<void>;
}

async function openDriver(name: "pglite" | "postgres"): Promise<Driver> {
  if (name === "pglite") {
    const connection = await openPglite();
    await connection.migrate();
    instrumentPglite(connection.client);
    return {
      name,
      connection,
      boss: (options = {}) =>
        new PgBoss({ db: fromPglite(connection.client), backend: "pglite", ...(typeof options === "object" ? options : {}) }),
      connections: async () => null,
      close: () => connection.close(),
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("PostgreSQL: set TEST_DATABASE_URL (bash scripts/with-postgres.sh npm run bench:jobs)");
  instrumentPostgres();
  const database = `bench_jobs_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${database}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const connection = await openPostgres({ url: url.toString(), max: 10 });
  await connection.migrate();
  return {
    name,
    connection,
    boss: (options = {}) => new PgBoss({ connectionString: url.toString(), ...(typeof options === "object" ? options : {}) }),
    connections: async () => {
      const result = await quiet(() =>
        admin.query("select count(*)::int as n from pg_stat_activity where datname = $1", [database]),
      );
      return (result.rows[0] as { n: number }).n;
    },
    async close() {
      await connection.close();
      await admin.query(`drop database if exists "${database}" with (force)`);
      await admin.end();
    },
  };
}

async function resetItems(db: Database): Promise<void> {
  await quiet(() => db.execute(sql`create table if not exists bench_item (member int primary key)`));
  await quiet(() => db.execute(sql`truncate bench_item`));
}

/** Waits until `done()` or `limitMs`; returns the time taken, or null when the limit came first. */
async function until(done: () => Promise<boolean> | boolean, limitMs: number): Promise<number | null> {
  const started = performance.now();
  while (!(await done())) {
    if (performance.now() - started > limitMs) return null;
    await sleep(20);
  }
  return performance.now() - started;
}

// ---- the scenarios -------------------------------------------------------------------------
/**
 * The real digest job (server/jobs/digest.server.ts) for MEMBERS members, each following three
 * channels and a niche with a saved search, over a 300-channel demo catalogue: what one member
 * costs against what the runner adds, the figure a switch to per-member jobs would be weighed by.
 */
async function benchDigest(db: Database): Promise<void> {
  await quiet(() => seedDemoCatalogue(db, { channels: 300 }));
  // Growth to report: the seeded snapshots dated on their day, and one from an hour ago.
  await quiet(() =>
    db.execute(sql`update channel_stats_snapshots set created_at = day::timestamptz where created_at > day::timestamptz`),
  );
  await quiet(() =>
    db.execute(sql`insert into channel_stats_snapshots (channel_id, day, subscribers, views, video_count, created_at)
      select distinct on (channel_id) channel_id, current_date, subscribers + 100, views, video_count + 1, now() - interval '1 hour'
      from channel_stats_snapshots order by channel_id, day desc
      on conflict do nothing`),
  );
  const channels = await quiet(() => db.select({ id: youtubeChannels.id }).from(youtubeChannels).limit(300));
  const nicheRows = await quiet(() => db.select({ id: niches.id }).from(niches));
  const enabledAt = new Date(Date.now() - 7 * 24 * 3600 * 1000);
  for (let first = 0; first < MEMBERS; first += 500) {
    const ids = Array.from({ length: Math.min(500, MEMBERS - first) }, (_, i) => `bench-member-${first + i}`);
    await quiet(() =>
      db
        .insert(users)
        .values(ids.map((id) => ({ id, name: id, email: `${id}@example.test`, emailVerified: true, role: "member" as const }))),
    );
    await quiet(() =>
      db.insert(digestSettings).values(ids.map((userId) => ({ userId, frequency: "daily" as const, updatedAt: enabledAt }))),
    );
    await quiet(() =>
      db
        .insert(follows)
        .values(
          ids.flatMap((userId, i) => [
            ...[0, 1, 2].map((k) => ({ userId, channelId: channels[(first + i * 3 + k) % channels.length]!.id })),
            { userId, nicheId: nicheRows[(first + i) % nicheRows.length]!.id },
          ]),
        ),
    );
    await quiet(() => db.insert(savedSearches).values(ids.map((userId) => ({ userId, name: "Sleep", query: "q=sleep" }))));
  }
  let mails = 0;
  const mailer = { send: async () => void (mails += 1) };
  const before = snapshot();
  const started = performance.now();
  const outcome = await runDigest({
    db,
    mailer,
    secret: "bench-secret-with-enough-characters-in-it",
    baseUrl: "https://atlas.example",
    logger: createLogger("silent"),
  });
  const elapsed = performance.now() - started;
  const spent = since(before);
  if (outcome.status !== "succeeded") throw new Error(`digest run ${outcome.status}`);
  line(
    `the real digest job, ${outcome.members} members (${mails} mails, ${outcome.empty} empty)`,
    `${ms(elapsed)}, ${spent.statements} statements`,
  );
  line(
    "  a member (build, claim, send, mark sent)",
    `${ms(elapsed / outcome.members)}, ${(spent.statements / outcome.members).toFixed(1)} statements`,
  );
  line(
    "  at that pace one process sends in an hour, one at a time",
    `${Math.round(3_600_000 / (elapsed / outcome.members)).toLocaleString("en-US")} digests`,
  );
}

async function benchDriver(name: "pglite" | "postgres"): Promise<void> {
  console.log(
    `\n== ${name === "pglite" ? "PGlite (in memory, one connection)" : "PostgreSQL 15 (throwaway server)"}; N = ${N} jobs`,
  );
  const driver = await openDriver(name);
  const { db } = driver.connection;
  try {
    if (MEMBERS > 0) await benchDigest(db);
    await resetItems(db);

    // The work alone and the same loop as one run of our runner, three times each in turn after a
    // pass that warms up the engine and the JIT; the fastest of each is printed (a shared machine).
    for (let member = 0; member < N; member++) await quiet(() => work(db, member));
    const job: JobDefinition = { name: "digest", lockKey: 9_019_001, staleAfterMs: () => 60_000 };
    let bare = { ms: Number.POSITIVE_INFINITY, statements: 0, busyMs: 0 };
    let runner = { ms: Number.POSITIVE_INFINITY, statements: 0, busyMs: 0 };
    for (let round = 0; round < 3; round++) {
      await resetItems(db);
      let before = snapshot();
      let started = performance.now();
      for (let member = 0; member < N; member++) await work(db, member);
      const bareRound = { ms: performance.now() - started, ...since(before) };
      if (bareRound.ms < bare.ms) bare = bareRound;

      await resetItems(db);
      before = snapshot();
      started = performance.now();
      const claim = await claimRun(db, job, { prepare: async () => ({ itemsTotal: N }) });
      if (claim.kind !== "claimed") throw new Error("no claim");
      await executeRun(db, claim.runId, async ({ progress, signal }) => {
        for (let member = 0; member < N; member++) {
          if (signal.aborted) break;
          await work(db, member);
          await progress({ itemsDone: member + 1, itemsFailed: 0 });
        }
        await finishRun(db, claim.runId, { status: "succeeded", itemsDone: N, itemsFailed: 0 });
      });
      const runnerRound = { ms: performance.now() - started, ...since(before) };
      if (runnerRound.ms < runner.ms) runner = runnerRound;
    }
    line(`the ${N} items alone (no job machinery), fastest of 3`, `${ms(bare.ms)}, ${bare.statements} statements`);
    line(
      "our runner: one run of N items (claim, progress, finish), fastest of 3",
      `${ms(runner.ms)}, ${runner.statements} statements`,
    );
    line(
      "  its overhead over the items alone",
      `${ms(runner.ms - bare.ms)}, ${runner.statements - bare.statements} statements (${((runner.statements - bare.statements) / N).toFixed(3)} a job)`,
    );

    const baseline = await probe(db, PROBE_S);
    line(
      `page query (select 1) with nothing running, ${baseline.samples} samples`,
      `p50 ${ms(baseline.p50)}, p99 ${ms(baseline.p99)}, max ${ms(baseline.max)}`,
    );

    // pg-boss through the Drizzle adapter alone (what "through our connection" would mean).
    if (name === "pglite") {
      const viaDrizzle = new PgBoss({ db: fromDrizzle(db as never, sql), backend: "pglite" });
      viaDrizzle.on("error", () => undefined);
      try {
        await viaDrizzle.start();
        line("pg-boss start() through fromDrizzle(db)", "works");
        await viaDrizzle.stop({ graceful: false, timeout: 1000 });
      } catch (error) {
        line(
          "pg-boss start() through fromDrizzle(db)",
          `fails: ${String((error as Error).message)
            .split("\n")[0]!
            .slice(0, 60)}…`,
        );
      }
    }

    // Install and start.
    const connectionsBefore = await driver.connections();
    let boss = driver.boss();
    const errors: string[] = [];
    boss.on("error", (error) => errors.push(String(error)));
    let before = snapshot();
    let started = performance.now();
    await boss.start();
    const install = { ms: performance.now() - started, ...since(before) };
    line("pg-boss start() on a database without its schema", `${ms(install.ms)}, ${install.statements} statements`);
    const objects = await quiet(() =>
      db.execute(sql`select
        (select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'pgboss' and c.relkind in ('r', 'p')) as tables,
        (select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'pgboss' and c.relkind = 'i') as indexes,
        (select count(*) from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'pgboss') as functions,
        (select coalesce(sum(pg_total_relation_size(c.oid)), 0) from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'pgboss' and c.relkind in ('r', 'p')) as bytes`),
    );
    const footprint = (objects as unknown as { rows: Record<string, string | number>[] }).rows[0]!;
    line(
      "  its schema 'pgboss' (outside drizzle's migrations)",
      `${footprint.tables} tables, ${footprint.indexes} indexes, ${footprint.functions} functions, ${Math.round(Number(footprint.bytes) / 1024)} kB empty`,
    );
    before = snapshot();
    started = performance.now();
    await boss.createQueue(QUEUE);
    line("  createQueue('digest')", `${ms(performance.now() - started)}, ${since(before).statements} statements`);
    const connectionsAfter = await driver.connections();
    if (connectionsBefore !== null)
      line("  connections held by the database (before → after start)", `${connectionsBefore} → ${connectionsAfter}`);

    // Enqueue N: one insert, then N sends.
    await resetItems(db);
    before = snapshot();
    started = performance.now();
    await boss.insert(
      QUEUE,
      Array.from({ length: N }, (_, member) => ({ data: { member } })),
    );
    const inserted = { ms: performance.now() - started, ...since(before) };
    line(`enqueue ${N} jobs with one insert()`, `${ms(inserted.ms)}, ${inserted.statements} statements`);

    // Work them off: batches of 50, fetched back to back while full (the fastest documented setting).
    let handled = 0;
    before = snapshot();
    started = performance.now();
    const batchWorker = await boss.work<{ member: number }>(QUEUE, { batchSize: 50, burstWhenBatchFull: true }, async (jobs) => {
      for (const job of jobs) await work(db, job.data.member);
      handled += jobs.length;
    });
    const completed = () => scalar(db, sql`select count(*) from pgboss.job where name = ${QUEUE} and state = 'completed'`);
    const batchMs = await until(async () => handled >= N && (await completed()) >= N, 600_000);
    const batched = { ms: batchMs ?? Number.NaN, ...since(before) };
    line(
      `work ${N} jobs, batchSize 50 + burstWhenBatchFull (incl. the items)`,
      `${ms(batched.ms)}, ${batched.statements} statements`,
    );
    line(
      "  pg-boss's part: enqueue + work, less the items alone",
      `${ms(inserted.ms + batched.ms - bare.ms)}, ${inserted.statements + batched.statements - N} statements (${((inserted.statements + batched.statements - N) / N).toFixed(3)} a job)`,
    );
    await boss.offWork(QUEUE, { id: batchWorker, wait: true });

    // One send per member and one job per fetch (pg-boss's defaults: polls every 2 s).
    await resetItems(db);
    before = snapshot();
    started = performance.now();
    for (let member = 0; member < N; member++) await boss.send(QUEUE, { member });
    const sent = { ms: performance.now() - started, ...since(before) };
    line(
      `enqueue ${N} jobs with ${N} send() calls`,
      `${ms(sent.ms)}, ${sent.statements} statements (${(sent.statements / N).toFixed(2)} a job)`,
    );
    handled = 0;
    const window = 20_000;
    before = snapshot();
    started = performance.now();
    const singleWorker = await boss.work<{ member: number }>(QUEUE, async ([job]) => {
      if (job) await work(db, job.data.member);
      handled += 1;
    });
    await sleep(window);
    const single = { done: handled, ...since(before) };
    line(
      `work them one a fetch with the defaults, ${window / 1000} s window`,
      `${single.done} jobs done (${(single.done / (window / 1000)).toFixed(2)} a second), ${single.statements} statements`,
    );
    await boss.offWork(QUEUE, { id: singleWorker, wait: false });
    const left = await scalar(db, sql`select count(*) from pgboss.job where name = ${QUEUE} and state in ('created', 'retry')`);
    line(
      "  at that pace the rest would take",
      `${(((left / Math.max(single.done, 1)) * (window / 1000)) / 60).toFixed(1)} min (${left} left)`,
    );

    // Stop: cancel everything still queued (what Stop on a run of per-member jobs would do).
    const queued = (await quiet(() =>
      db.execute(sql`select id::text as id from pgboss.job where name = ${QUEUE} and state in ('created', 'retry')`),
    )) as unknown as { rows: { id: string }[] };
    before = snapshot();
    started = performance.now();
    await boss.cancel(
      QUEUE,
      queued.rows.map((row) => row.id),
    );
    line(
      `Stop = cancel(${queued.rows.length} queued ids)`,
      `${ms(performance.now() - started)}, ${since(before).statements} statements`,
    );
    const kept = await scalar(db, sql`select count(*) from pgboss.job`);
    const keptBytes = await scalar(
      db,
      sql`select coalesce(sum(pg_total_relation_size(c.oid)), 0) from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'pgboss' and c.relkind in ('r', 'p')`,
    );
    line(
      "  job rows kept afterwards (deleted after 7 days by default)",
      `${kept} rows, schema ${Math.round(keptBytes / 1024)} kB`,
    );

    // Idle: one worker registered, as the digest would keep one, nothing to do.
    const idleWorker = await boss.work(QUEUE, async () => undefined);
    await sleep(1000);
    before = snapshot();
    texts = new Map();
    const idleProbe = await probe(db, IDLE_S);
    const idle = since(before);
    const breakdown = [...texts].sort((a, b) => b[1] - a[1]);
    texts = null;
    line(
      `idle with one worker, ${IDLE_S} s`,
      `${idle.statements} statements (${Math.round((idle.statements / IDLE_S) * 3600)} an hour), ${ms(idle.busyMs)} in the database`,
    );
    line(
      `  page query meanwhile, ${idleProbe.samples} samples`,
      `p50 ${ms(idleProbe.p50)}, p99 ${ms(idleProbe.p99)}, max ${ms(idleProbe.max)}`,
    );
    for (const [text, times] of breakdown.slice(0, flags.verbose ? 20 : 6)) line(`    ${times} × ${text.slice(0, 48)}`, "");
    await boss.offWork(QUEUE, { id: idleWorker, wait: true });

    // Enqueue inside our own transaction (the Drizzle adapter's purpose).
    try {
      await db.transaction(async (tx) => {
        await boss.send(QUEUE, { member: -1 }, { db: fromDrizzle(tx as never, sql) });
      });
      line("send() inside a drizzle transaction via fromDrizzle(tx)", "works");
    } catch (error) {
      line(
        "send() inside a drizzle transaction via fromDrizzle(tx)",
        `fails: ${String((error as Error).message)
          .split("\n")[0]!
          .slice(0, 60)}`,
      );
    }

    started = performance.now();
    await boss.stop({ graceful: true, timeout: 5000 });
    line("stop()", ms(performance.now() - started));

    // A restart: start() on an installed schema (each process's boot).
    boss = driver.boss();
    boss.on("error", (error) => errors.push(String(error)));
    before = snapshot();
    started = performance.now();
    await boss.start();
    const restart = { ms: performance.now() - started, ...since(before) };
    line("pg-boss start() on an installed schema (a restart)", `${ms(restart.ms)}, ${restart.statements} statements`);
    await boss.stop({ graceful: true, timeout: 5000 });
    if (errors.length > 0) line("pg-boss 'error' events", `${errors.length}: ${errors[0]!.slice(0, 80)}`);
    // Let stop()'s last timers settle before the database closes.
    await sleep(500);
  } finally {
    await driver.close();
  }
}

const drivers: ("pglite" | "postgres")[] =
  flags.driver === "both"
    ? process.env.TEST_DATABASE_URL
      ? ["pglite", "postgres"]
      : ["pglite"]
    : [flags.driver as "pglite" | "postgres"];
if (flags.driver === "both" && !process.env.TEST_DATABASE_URL)
  console.log("(no TEST_DATABASE_URL: PGlite only; `bash scripts/with-postgres.sh npm run bench:jobs` adds PostgreSQL 15)");
const bossVersion = (JSON.parse(readFileSync("node_modules/pg-boss/package.json", "utf8")) as { version: string }).version;
console.log(`pg-boss ${bossVersion}, Node ${process.versions.node}, ${new Date().toISOString().slice(0, 10)}`);
for (const name of drivers) await benchDriver(name);
