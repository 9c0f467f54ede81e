// The one job runner (ADR 010; its scope, and when per-item work would move to pg-boss: ADR 019).
// Each run of the five jobs — the stats refresh, the link check, the CSV channel import,
// discovery and the e-mail digests — is a job_runs row, and goes through here for what they share:
//
// - start: a run is claimed inside a transaction holding the job's PostgreSQL advisory lock
//   (pg_advisory_xact_lock; PGlite has it too, so both drivers run the same code). Whoever takes
//   the lock second sees the first run's "running" row: one run at a time across processes.
// - stale runs: a "running" row not executing in this process whose last sign of life (its start,
//   or what the job names: a stored result, a synced channel) is older than the job's silence
//   window belongs to a process that died; it is marked failed before each start, whenever a page
//   asks for the state, and at boot.
// - progress: counts written at most every PROGRESS_EVERY_MS; a write that finds the row no longer
//   running (stopped from another process) aborts the run's signal.
// - cancel: the run is stored at once as failed with code "stopped" (no new status value), and
//   its signal is aborted so the loop ends between items.
// - history: the recent runs of a job, with the admin who started each.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "#db/database";
import { users } from "#db/schema/auth";
import { jobRuns, type JobName, type JobRunError, type JobStatus, type RunUnitsByPart } from "#db/schema/operations";
import { getLogger, type Logger } from "#server/logger";

export type { JobRunError };
export type Executor = Database | Transaction;
type JobLogger = Pick<Logger, "info" | "warn" | "error">;

/** The message a run found dead is stored with. */
export const RUN_INTERRUPTED = "Stopped before it finished (the server restarted or the process ended).";
/** The error code of a run an admin stopped. */
export const STOPPED_CODE = "stopped";

export interface JobDefinition {
  name: JobName;
  /** Any 64-bit number unique to the job, the same in every process: its starts and stops take turns. */
  lockKey: number;
  /** A running run of another process silent for this long is taken as dead. */
  staleAfterMs: () => number;
  /** The run's latest sign of life besides its start (null: none yet). */
  lastActivity?: (executor: Executor, run: StaleCandidate) => Promise<Date | null>;
  /** The errors a dead run is stored with (default: the interrupted message alone). */
  interruptedErrors?: (run: StaleCandidate) => JobRunError[];
}

interface StaleCandidate {
  id: string;
  startedAt: Date;
  errors: JobRunError[];
}

/** A job_runs row as the pages read it, with the e-mail of the admin who started it. */
export interface JobRunRow {
  id: string;
  status: JobStatus;
  day: string | null;
  itemsTotal: number;
  itemsDone: number;
  itemsFailed: number;
  unitsSpent: number;
  errors: JobRunError[];
  startedAt: Date;
  finishedAt: Date | null;
  triggeredByEmail: string | null;
}

const runColumns = {
  id: jobRuns.id,
  status: jobRuns.status,
  day: jobRuns.day,
  itemsTotal: jobRuns.itemsTotal,
  itemsDone: jobRuns.itemsDone,
  itemsFailed: jobRuns.itemsFailed,
  unitsSpent: jobRuns.unitsSpent,
  errors: jobRuns.errors,
  startedAt: jobRuns.startedAt,
  finishedAt: jobRuns.finishedAt,
  triggeredByEmail: users.email,
};

// Runs executing in this process, by id, with the controller that stops each. On globalThis so
// Vite's dev server, which re-evaluates modules on change, still knows about a run started before
// the reload.
interface ActiveRun {
  done: Promise<void>;
  abort: AbortController;
}
const ACTIVE_KEY = Symbol.for("faceless-atlas.job-runs");
const activeRuns: Map<string, ActiveRun> = ((globalThis as { [ACTIVE_KEY]?: Map<string, ActiveRun> })[ACTIVE_KEY] ??= new Map());

/** Resolves when the run, if it executes in this process, has ended; undefined when it does not. */
export function activeRun(runId: string): Promise<void> | undefined {
  return activeRuns.get(runId)?.done;
}

/** Takes the job's advisory lock until the transaction ends. */
async function lockJob(tx: Transaction, job: JobDefinition): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${job.lockKey})`);
}

/** Marks failed the job's running runs whose process died (see the top of this file). */
async function failStaleRuns(executor: Executor, job: JobDefinition, now: Date = new Date()): Promise<void> {
  const running = await executor
    .select({ id: jobRuns.id, startedAt: jobRuns.startedAt, errors: jobRuns.errors })
    .from(jobRuns)
    .where(and(eq(jobRuns.job, job.name), eq(jobRuns.status, "running")));
  const cutoff = now.getTime() - job.staleAfterMs();
  for (const run of running) {
    if (activeRuns.has(run.id) || run.startedAt.getTime() > cutoff) continue;
    const last = await job.lastActivity?.(executor, run);
    if (last && last.getTime() > cutoff) continue;
    await executor
      .update(jobRuns)
      .set({ status: "failed", finishedAt: now, errors: job.interruptedErrors?.(run) ?? [{ message: RUN_INTERRUPTED }] })
      .where(and(eq(jobRuns.id, run.id), eq(jobRuns.status, "running")));
  }
}

/** At boot: every job's runs left "running" by a process that died are marked failed. */
export async function recoverStaleRuns(db: Database, jobs: readonly JobDefinition[]): Promise<void> {
  for (const job of jobs) await failStaleRuns(db, job);
}

export interface NewRun {
  itemsTotal: number;
  /** The stats refresh's units per part (planned, then spent). */
  unitsByPart?: RunUnitsByPart;
  day?: string;
  triggeredBy?: string | null;
  startedAt?: Date;
}

export type ClaimOutcome<Skip> =
  | { kind: "claimed"; runId: string; startedAt: Date }
  | { kind: "running"; runId: string }
  | { kind: "skipped"; reason: Skip };

/**
 * Claims a run of the job, one at a time across processes: under the job's lock, dead runs are
 * retired, a running one is returned as is, and otherwise `prepare` says what the new run covers
 * (or why there is nothing to do). `onCreated` writes in the same transaction (the audit entry).
 */
export async function claimRun<Skip = never>(
  db: Database,
  job: JobDefinition,
  options: {
    now?: Date;
    prepare: (tx: Transaction) => Promise<NewRun | { skip: Skip }>;
    onCreated?: (tx: Transaction, run: typeof jobRuns.$inferSelect) => Promise<void>;
  },
): Promise<ClaimOutcome<Skip>> {
  return db.transaction(async (tx) => {
    // Held until commit: claims are made one at a time, and each sees the previous one's row.
    await lockJob(tx, job);
    await failStaleRuns(tx, job, options.now);
    const [running] = await tx
      .select({ id: jobRuns.id })
      .from(jobRuns)
      .where(and(eq(jobRuns.job, job.name), eq(jobRuns.status, "running")))
      .orderBy(desc(jobRuns.startedAt))
      .limit(1);
    if (running) return { kind: "running" as const, runId: running.id };
    const prepared = await options.prepare(tx);
    if ("skip" in prepared) return { kind: "skipped" as const, reason: prepared.skip };
    const [created] = await tx
      .insert(jobRuns)
      .values({ job: job.name, status: "running", ...prepared })
      .returning();
    if (!created) throw new Error(`Could not record the ${job.name} run`);
    await options.onCreated?.(tx, created);
    return { kind: "claimed" as const, runId: created.id, startedAt: created.startedAt };
  });
}

export interface ProgressCounts {
  itemsDone: number;
  itemsFailed: number;
  itemsTotal?: number;
  unitsSpent?: number;
  unitsByPart?: RunUnitsByPart;
  errors?: JobRunError[];
}

export interface JobContext {
  runId: string;
  db: Database;
  /** Aborted when the run is stopped (here or from another process) or the server shuts down. */
  signal: AbortSignal;
  logger: JobLogger;
  /**
   * Writes the run's counts, at most every `progressEveryMs` unless `force`. A run found no longer
   * running (stopped from another process) has its signal aborted.
   */
  progress(counts: ProgressCounts, options?: { force?: boolean }): Promise<void>;
}

export interface RunOptions {
  logger?: JobLogger;
  /** Stops the run from outside as well (server shutdown). */
  signal?: AbortSignal;
  progressEveryMs?: number;
}

/**
 * Executes a claimed run in this process (registered, so it is never taken as stale here, and
 * `cancelRun` can reach it); resolves with the body's result when it ends.
 */
export async function executeRun<T>(
  db: Database,
  runId: string,
  body: (context: JobContext) => Promise<T>,
  options: RunOptions = {},
): Promise<T> {
  const abort = new AbortController();
  const outer = options.signal;
  const onOuterAbort = () => abort.abort(outer?.reason);
  if (outer?.aborted) abort.abort(outer.reason);
  else outer?.addEventListener("abort", onOuterAbort, { once: true });
  const everyMs = options.progressEveryMs ?? 250;
  let lastWrite = 0;
  const context: JobContext = {
    runId,
    db,
    signal: abort.signal,
    logger: options.logger ?? getLogger(),
    async progress(counts, { force = false } = {}) {
      const now = Date.now();
      if (!force && now - lastWrite < everyMs) return;
      lastWrite = now;
      const updated = await db
        .update(jobRuns)
        .set(counts)
        .where(and(eq(jobRuns.id, runId), eq(jobRuns.status, "running")))
        .returning({ id: jobRuns.id });
      // No longer running: stopped, possibly from another process.
      if (updated.length === 0) abort.abort(STOPPED_CODE);
    },
  };
  let settle: () => void = () => undefined;
  activeRuns.set(runId, { done: new Promise<void>((resolve) => (settle = resolve)), abort });
  try {
    return await body(context);
  } finally {
    outer?.removeEventListener("abort", onOuterAbort);
    activeRuns.delete(runId);
    settle();
  }
}

/**
 * Executes a claimed run in the background (the request that started it returns at once). A run
 * that throws is logged and stored as failed with `failure` naming the error.
 */
export function launchRun(
  db: Database,
  runId: string,
  body: (context: JobContext) => Promise<void>,
  options: RunOptions & {
    onError?: (error: unknown, runId: string) => void;
    failure: (message: string) => JobRunError;
    keepErrors?: boolean;
  },
): void {
  const onError =
    options.onError ?? ((error: unknown, id: string) => getLogger().error({ err: error, runId: id }, "job run failed"));
  const guarded = async (context: JobContext) => {
    try {
      await body(context);
    } catch (error) {
      // Still registered while the failure is written: whoever waits for the run reads it failed.
      onError(error, runId);
      const entry = options.failure((error instanceof Error ? error.message : String(error)).slice(0, 500));
      await db
        .update(jobRuns)
        .set({
          status: "failed",
          finishedAt: new Date(),
          errors: options.keepErrors ? sql`${jobRuns.errors} || ${JSON.stringify([entry])}::jsonb` : [entry],
        })
        .where(and(eq(jobRuns.id, runId), eq(jobRuns.status, "running")))
        .catch((writeError: unknown) => onError(writeError, runId));
    }
  };
  void executeRun(db, runId, guarded, options);
}

/** Stores the run's end, if it is still running; false when it was stopped or retired meanwhile. */
export async function finishRun(
  executor: Executor,
  runId: string,
  values: ProgressCounts & { status: "succeeded" | "failed"; finishedAt?: Date },
): Promise<boolean> {
  const finished = await executor
    .update(jobRuns)
    .set({ finishedAt: new Date(), ...values })
    .where(and(eq(jobRuns.id, runId), eq(jobRuns.status, "running")))
    .returning({ id: jobRuns.id });
  return finished.length > 0;
}

export interface CancelledRun {
  id: string;
  status: JobStatus;
  itemsTotal: number;
  startedAt: Date;
}

/**
 * Stops the job's running run: under the job's lock it is stored as failed with code "stopped",
 * `message` and the counts `counts` gives; `onCancelled` writes in the same transaction (the audit
 * entry). A loop executing here is told at once; another process's sees the status at its next
 * progress write. Returns the stopped run's id, or null when none was running.
 */
export async function cancelRun(
  db: Database,
  job: JobDefinition,
  options: {
    message: string;
    counts?: (tx: Transaction, runId: string) => Promise<ProgressCounts>;
    onCancelled?: (
      tx: Transaction,
      run: CancelledRun,
      end: { counts: ProgressCounts | undefined; finishedAt: Date },
    ) => Promise<void>;
  },
): Promise<string | null> {
  const stoppedId = await db.transaction(async (tx) => {
    await lockJob(tx, job);
    const [running] = await tx
      .select({ id: jobRuns.id, status: jobRuns.status, itemsTotal: jobRuns.itemsTotal, startedAt: jobRuns.startedAt })
      .from(jobRuns)
      .where(and(eq(jobRuns.job, job.name), eq(jobRuns.status, "running")))
      .orderBy(desc(jobRuns.startedAt))
      .limit(1);
    if (!running) return null;
    const counts = await options.counts?.(tx, running.id);
    const finishedAt = new Date();
    await tx
      .update(jobRuns)
      // What the run recorded so far stays (an import's row results), the stop is added to it.
      .set({
        status: "failed",
        finishedAt,
        ...counts,
        errors: sql`${jobRuns.errors} || ${JSON.stringify([{ code: STOPPED_CODE, message: options.message }])}::jsonb`,
      })
      .where(and(eq(jobRuns.id, running.id), eq(jobRuns.status, "running")));
    await options.onCancelled?.(tx, running, { counts, finishedAt });
    return running.id;
  });
  if (stoppedId) activeRuns.get(stoppedId)?.abort.abort(STOPPED_CODE);
  return stoppedId;
}

/** Whether a stored run was stopped by an admin (failed with code "stopped"). */
export function wasStopped(run: { status: JobStatus; errors: JobRunError[] }): boolean {
  return run.status === "failed" && run.errors.some((error) => error.code === STOPPED_CODE);
}

/** One run of the job, or null. */
export async function getRun(db: Database, job: JobDefinition, runId: string): Promise<JobRunRow | null> {
  const [row] = await db
    .select(runColumns)
    .from(jobRuns)
    .leftJoin(users, eq(users.id, jobRuns.triggeredBy))
    .where(and(eq(jobRuns.id, runId), eq(jobRuns.job, job.name)));
  return row ?? null;
}

/** The job's most recent runs, newest first (after retiring dead ones). */
export async function listRuns(db: Database, job: JobDefinition, options: { limit?: number } = {}): Promise<JobRunRow[]> {
  await failStaleRuns(db, job);
  return db
    .select(runColumns)
    .from(jobRuns)
    .leftJoin(users, eq(users.id, jobRuns.triggeredBy))
    .where(eq(jobRuns.job, job.name))
    .orderBy(desc(jobRuns.startedAt), desc(jobRuns.id))
    .limit(options.limit ?? 20);
}

/**
 * Waits until a run is no longer running, reporting it as it changes (a CLI's output). Polls the
 * database, so it also follows a run executing in another process (retiring it if it died).
 */
export async function followRun<T extends { status: string; itemsDone: number }>(
  db: Database,
  job: JobDefinition,
  runId: string,
  read: (runId: string) => Promise<T | null>,
  options: { pollMs?: number; onProgress?: (run: T) => void } = {},
): Promise<T> {
  const pollMs = options.pollMs ?? 1000;
  let lastDone = -1;
  for (;;) {
    const local = activeRun(runId);
    const run = await read(runId);
    if (!run) throw new Error(`No ${job.name} run ${runId}`);
    if (run.itemsDone !== lastDone || run.status !== "running") {
      lastDone = run.itemsDone;
      options.onProgress?.(run);
    }
    if (run.status !== "running") {
      if (!local) return run;
      // Stopped: this process's loop is still winding down (an item in flight); its end settles the counts.
      await local;
      return (await read(runId)) ?? run;
    }
    if (!local) await failStaleRuns(db, job);
    // Wake up when the local run ends or at the next poll, whichever comes first.
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([new Promise((resolve) => (timer = setTimeout(resolve, pollMs))), ...(local ? [local] : [])]);
    clearTimeout(timer);
  }
}
