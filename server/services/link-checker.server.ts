// The link checker (admin area): every channel URL, screenshot, channel type image and video link
// is requested (server/integrations/http/link-probe.server.ts) with bounded concurrency, and the
// latest result per link is kept in link_checks. A run is a job_runs row ("link-check"): started
// from the admin page it continues in the server process after the request has returned, and the
// page follows its progress; `npm run links:check` runs the same thing and waits for it.
//
// An admin can stop a run: it is marked at once (status "failed" with a "stopped" error, so the
// ledger needs no new status), the loop sees the mark between links and ends, and what it checked
// so far is kept. The counts the page shows for a run are read from its stored results (one
// source), so the progress line and the results table cannot disagree.
//
// One run at a time: a second start joins the running one. A run left "running" by a process that
// died is recognised by its silence (no result stored for a while) and marked failed when the next
// run starts or the page asks for the state.
import { and, asc, count, desc, eq, gt, inArray, isNotNull, lt, ne, sql, type SQL } from "drizzle-orm";
import pLimit from "p-limit";
import type { Database, Transaction } from "#db/database";
import { users } from "#db/schema/auth";
import { channelTypes, youtubeChannels, youtubeVideoStats } from "#db/schema/catalogue";
import { LINK_SOURCES, jobRuns, linkChecks, type JobRunError, type LinkCheckOutcome, type LinkSource } from "#db/schema/operations";
import { getEnv } from "#server/env";
import { DEFAULT_MAX_REDIRECTS, LINK_BUDGET_TIMEOUTS, probeLink, type ProbeResult } from "#server/integrations/http/link-probe.server";
import { getLogger } from "#server/logger";
import { type AuditActor, recordAudit } from "#server/services/audit.server";

export { LINK_SOURCES, type LinkSource, type LinkCheckOutcome };

export interface LinkCheckerConfig {
  /** Requests in flight at once (LINK_CHECK_CONCURRENCY). */
  concurrency: number;
  /** Per-request timeout (LINK_CHECK_TIMEOUT_MS). */
  timeoutMs: number;
  /** Let requests reach private and loopback addresses (LINK_CHECK_ALLOW_PRIVATE; tests only). */
  allowPrivate: boolean;
  /** Exact addresses allowed although non-public (tests: a local server playing a public site). */
  allowedAddresses?: readonly string[];
  maxRedirects?: number;
  /** A running run that stored nothing for this long is taken as interrupted. Default: from the timeout. */
  staleAfterMs?: number;
  /** A video's link from its id (default: YouTube's watch page; tests point it at a local server). */
  videoUrl?: (videoId: string) => string;
  /** Where a crashed run's error goes (default: the app logger). */
  onRunError?: (error: unknown, runId: string) => void;
}

/** What a run covers: every link, or only those broken at the last check. */
export type LinkCheckScope = "all" | "broken";

/** One link to check: where it comes from and its current URL. */
export interface LinkTarget {
  source: LinkSource;
  sourceId: string;
  label: string | null;
  url: string;
}

export interface LinkCheckRun {
  id: string;
  /** "stopped": an admin stopped it (stored as "failed" with a "stopped" error). */
  status: "running" | "succeeded" | "failed" | "stopped";
  itemsTotal: number;
  itemsDone: number;
  itemsFailed: number;
  errors: JobRunError[];
  startedAt: Date;
  finishedAt: Date | null;
  /** The admin who started it; null for the command line. */
  triggeredByEmail: string | null;
}

export interface LinkCheckResult {
  id: string;
  source: LinkSource;
  sourceId: string;
  label: string | null;
  url: string;
  outcome: LinkCheckOutcome;
  httpStatus: number | null;
  finalUrl: string | null;
  error: string | null;
  durationMs: number | null;
  checkedAt: Date;
}

export interface LinkResultFilters {
  outcome?: LinkCheckOutcome | undefined;
  source?: LinkSource | undefined;
  /** Only the results this run stored (a running or stopped run's view). */
  runId?: string | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

export interface LinkResultCounts {
  total: number;
  ok: number;
  broken: number;
  bySource: Record<LinkSource, { ok: number; broken: number }>;
}

export type StartOutcome = { run: LinkCheckRun; joined: boolean };

export type StopOutcome = { status: "stopped"; run: LinkCheckRun } | { status: "not-running" };

export type RecheckOutcome =
  | { status: "checked"; result: LinkCheckResult }
  /** No stored result with that id. */
  | { status: "missing" }
  /** The channel, type or video (or its URL) is gone: the stored result was removed. */
  | { status: "gone" };

export const LINK_RESULTS_PAGE_SIZE = 50;
const TARGET_PAGE_SIZE = 500;
/** Progress is written at most this often (plus once at the end). */
const PROGRESS_EVERY_MS = 250;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const RUN_INTERRUPTED = "Stopped before it finished (the server restarted or the process ended).";
// Any 64-bit number unique to this job; makes concurrent starts (several processes) take turns.
const START_LOCK_KEY = 7_406_151_001;

/** YouTube's watch page for a video id (spec: recent videos link to the video platform). */
export function videoLink(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}

// Runs executing in this process, by id. On globalThis so Vite's dev server, which re-evaluates
// modules on change, still knows about a run started before the reload.
const ACTIVE_KEY = Symbol.for("faceless-atlas.link-check-runs");
const activeRuns: Map<string, Promise<void>> = ((globalThis as { [ACTIVE_KEY]?: Map<string, Promise<void>> })[ACTIVE_KEY] ??= new Map());
// Runs of this process asked to stop: the loop reads this between links (another process's stop
// reaches the loop through the run's status, seen when it next writes its progress).
const STOPPED_KEY = Symbol.for("faceless-atlas.link-check-stops");
const stopRequests: Set<string> = ((globalThis as { [STOPPED_KEY]?: Set<string> })[STOPPED_KEY] ??= new Set());

/** A ledger row as the page sees it: a failed run whose error says "stopped" was stopped. */
function runView<T extends { status: "running" | "succeeded" | "failed"; errors: JobRunError[] }>(row: T): Omit<T, "status"> & { status: LinkCheckRun["status"] } {
  const stopped = row.status === "failed" && row.errors.some((error) => error.code === "stopped");
  return { ...row, status: stopped ? "stopped" : row.status };
}

function configFromEnv(): LinkCheckerConfig {
  const env = getEnv();
  return { concurrency: env.LINK_CHECK_CONCURRENCY, timeoutMs: env.LINK_CHECK_TIMEOUT_MS, allowPrivate: env.LINK_CHECK_ALLOW_PRIVATE };
}

function nonBlank(value: string | null | undefined): value is string {
  return typeof value === "string" && value.trim() !== "";
}

export function createLinkCheckerService(db: Database, overrides: Partial<LinkCheckerConfig> = {}) {
  // Read lazily: building the services for a request must not parse the environment eagerly.
  const config = (): LinkCheckerConfig => ({ ...configFromEnv(), ...overrides });

  const staleAfterMs = () => {
    const c = config();
    // The longest one link may take, twice, plus slack for the database.
    return c.staleAfterMs ?? c.timeoutMs * LINK_BUDGET_TIMEOUTS * 2 + 30_000;
  };

  // ---- where links come from ----

  /** Targets of one source, a page at a time (keyset on the source row's id). */
  async function targetsPage(source: LinkSource, after: string | null, limit: number, ids?: string[]): Promise<LinkTarget[]> {
    switch (source) {
      case "channel_url":
      case "channel_screenshot": {
        const column = source === "channel_url" ? youtubeChannels.channelUrl : youtubeChannels.screenshotUrl;
        const conditions: SQL[] = [isNotNull(column), ne(sql`trim(${column})`, "")];
        if (after) conditions.push(gt(sql`${youtubeChannels.id}::text`, after));
        if (ids) conditions.push(inArray(sql`${youtubeChannels.id}::text`, ids));
        const rows = await db
          .select({ id: sql<string>`${youtubeChannels.id}::text`, label: youtubeChannels.channelTitle, url: column })
          .from(youtubeChannels)
          .where(and(...conditions))
          .orderBy(sql`${youtubeChannels.id}::text`)
          .limit(limit);
        return rows.filter((r) => nonBlank(r.url)).map((r) => ({ source, sourceId: r.id, label: r.label, url: (r.url as string).trim() }));
      }
      case "channel_type_image": {
        const conditions: SQL[] = [isNotNull(channelTypes.imageUrl), ne(sql`trim(${channelTypes.imageUrl})`, "")];
        if (after) conditions.push(gt(channelTypes.id, after));
        if (ids) conditions.push(inArray(channelTypes.id, ids));
        const rows = await db
          .select({ id: channelTypes.id, label: channelTypes.label, url: channelTypes.imageUrl })
          .from(channelTypes)
          .where(and(...conditions))
          .orderBy(asc(channelTypes.id))
          .limit(limit);
        return rows.filter((r) => nonBlank(r.url)).map((r) => ({ source, sourceId: r.id, label: r.label, url: (r.url as string).trim() }));
      }
      case "video_link": {
        const conditions: SQL[] = [ne(sql`trim(${youtubeVideoStats.videoId})`, "")];
        if (after) conditions.push(gt(sql`${youtubeVideoStats.id}::text`, after));
        if (ids) conditions.push(inArray(sql`${youtubeVideoStats.id}::text`, ids));
        const rows = await db
          .select({ id: sql<string>`${youtubeVideoStats.id}::text`, label: youtubeVideoStats.title, videoId: youtubeVideoStats.videoId })
          .from(youtubeVideoStats)
          .where(and(...conditions))
          .orderBy(sql`${youtubeVideoStats.id}::text`)
          .limit(limit);
        const toUrl = config().videoUrl ?? videoLink;
        return rows.map((r) => ({ source, sourceId: r.id, label: r.label, url: toUrl(r.videoId.trim()) }));
      }
    }
  }

  /** How many links each source has now. */
  async function countLinks(executor: Database | Transaction = db): Promise<Record<LinkSource, number>> {
    const [channels] = await executor
      .select({
        urls: sql<number>`count(*) filter (where trim(coalesce(${youtubeChannels.channelUrl}, '')) <> '')`.mapWith(Number),
        screenshots: sql<number>`count(*) filter (where trim(coalesce(${youtubeChannels.screenshotUrl}, '')) <> '')`.mapWith(Number),
      })
      .from(youtubeChannels);
    const [types] = await executor
      .select({ n: count() })
      .from(channelTypes)
      .where(sql`trim(coalesce(${channelTypes.imageUrl}, '')) <> ''`);
    const [videos] = await executor
      .select({ n: count() })
      .from(youtubeVideoStats)
      .where(sql`trim(${youtubeVideoStats.videoId}) <> ''`);
    return {
      channel_url: channels?.urls ?? 0,
      channel_screenshot: channels?.screenshots ?? 0,
      channel_type_image: types?.n ?? 0,
      video_link: videos?.n ?? 0,
    };
  }

  async function countAllTargets(executor: Database | Transaction): Promise<number> {
    const counts = await countLinks(executor);
    return LINK_SOURCES.reduce((sum, source) => sum + counts[source], 0);
  }

  /** Every current link, a page at a time. */
  async function* allTargets(): AsyncGenerator<LinkTarget[]> {
    for (const source of LINK_SOURCES) {
      let after: string | null = null;
      for (;;) {
        const page = await targetsPage(source, after, TARGET_PAGE_SIZE);
        if (page.length === 0) break;
        yield page;
        after = page[page.length - 1]?.sourceId ?? null;
        if (page.length < TARGET_PAGE_SIZE) break;
      }
    }
  }

  /** The current link behind each stored result; results whose link is gone are deleted. */
  async function currentTargets(stored: { id: string; source: LinkSource; sourceId: string }[]): Promise<{ targets: LinkTarget[]; gone: number }> {
    const targets: LinkTarget[] = [];
    const goneIds: string[] = [];
    for (const source of LINK_SOURCES) {
      const ofSource = stored.filter((s) => s.source === source);
      if (ofSource.length === 0) continue;
      const found = await targetsPage(source, null, ofSource.length, ofSource.map((s) => s.sourceId));
      const bySourceId = new Map(found.map((t) => [t.sourceId, t]));
      for (const s of ofSource) {
        const target = bySourceId.get(s.sourceId);
        if (target) targets.push(target);
        else goneIds.push(s.id);
      }
    }
    if (goneIds.length > 0) await db.delete(linkChecks).where(inArray(linkChecks.id, goneIds));
    return { targets, gone: goneIds.length };
  }

  /** The links broken at their last check, a page at a time (keyset on the result id). */
  async function* brokenTargets(): AsyncGenerator<LinkTarget[]> {
    let after: string | null = null;
    for (;;) {
      const conditions: SQL[] = [eq(linkChecks.outcome, "broken")];
      if (after) conditions.push(gt(sql`${linkChecks.id}::text`, after));
      const stored = await db
        .select({ id: sql<string>`${linkChecks.id}::text`, source: linkChecks.source, sourceId: linkChecks.sourceId })
        .from(linkChecks)
        .where(and(...conditions))
        .orderBy(sql`${linkChecks.id}::text`)
        .limit(TARGET_PAGE_SIZE);
      if (stored.length === 0) return;
      const { targets } = await currentTargets(stored);
      if (targets.length > 0) yield targets;
      after = stored[stored.length - 1]?.id ?? null;
      if (stored.length < TARGET_PAGE_SIZE) return;
    }
  }

  async function countBroken(executor: Database | Transaction): Promise<number> {
    const [row] = await executor.select({ n: count() }).from(linkChecks).where(eq(linkChecks.outcome, "broken"));
    return row?.n ?? 0;
  }

  // ---- results ----

  async function store(target: LinkTarget, result: ProbeResult, runId: string | null): Promise<LinkCheckResult> {
    const values = {
      label: target.label,
      url: target.url,
      outcome: result.outcome,
      httpStatus: result.httpStatus,
      finalUrl: result.finalUrl,
      error: result.error,
      durationMs: result.durationMs,
      runId,
    };
    const [row] = await db
      .insert(linkChecks)
      .values({ source: target.source, sourceId: target.sourceId, ...values })
      .onConflictDoUpdate({ target: [linkChecks.source, linkChecks.sourceId], set: { ...values, checkedAt: sql`now()` } })
      .returning();
    return toResult(row as typeof linkChecks.$inferSelect);
  }

  function probe(target: LinkTarget): Promise<ProbeResult> {
    const c = config();
    return probeLink(target.url, {
      timeoutMs: c.timeoutMs,
      maxRedirects: c.maxRedirects ?? DEFAULT_MAX_REDIRECTS,
      allowPrivate: c.allowPrivate,
      ...(c.allowedAddresses ? { allowedAddresses: c.allowedAddresses } : {}),
    });
  }

  // ---- runs ----

  const runColumns = {
    id: jobRuns.id,
    status: jobRuns.status,
    itemsTotal: jobRuns.itemsTotal,
    itemsDone: jobRuns.itemsDone,
    itemsFailed: jobRuns.itemsFailed,
    errors: jobRuns.errors,
    startedAt: jobRuns.startedAt,
    finishedAt: jobRuns.finishedAt,
    triggeredByEmail: users.email,
  };

  async function getRun(id: string): Promise<LinkCheckRun | null> {
    const [row] = await db.select(runColumns).from(jobRuns).leftJoin(users, eq(users.id, jobRuns.triggeredBy)).where(eq(jobRuns.id, id));
    return row ? runView(row) : null;
  }

  /**
   * Marks failed every running link check that is not executing in this process and has stored
   * nothing for a while: its process ended (restart, crash) and it would otherwise show
   * "running" for ever. Runs of another live process keep storing results, so they are left alone.
   */
  async function failStaleRuns(executor: Database | Transaction = db): Promise<void> {
    const running = await executor
      .select({ id: jobRuns.id, startedAt: jobRuns.startedAt })
      .from(jobRuns)
      .where(and(eq(jobRuns.job, "link-check"), eq(jobRuns.status, "running")));
    const cutoff = new Date(Date.now() - staleAfterMs());
    for (const run of running) {
      if (activeRuns.has(run.id) || run.startedAt > cutoff) continue;
      const [latest] = await executor
        .select({ at: sql<Date | null>`max(${linkChecks.checkedAt})`.mapWith((v) => (v === null ? null : new Date(v))) })
        .from(linkChecks)
        .where(eq(linkChecks.runId, run.id));
      if (latest?.at && latest.at > cutoff) continue;
      await executor
        .update(jobRuns)
        .set({ status: "failed", finishedAt: new Date(), errors: [{ message: RUN_INTERRUPTED }] })
        .where(and(eq(jobRuns.id, run.id), eq(jobRuns.status, "running")));
    }
  }

  async function execute(runId: string, scope: LinkCheckScope, startedAt: Date): Promise<void> {
    const c = config();
    const limit = pLimit(c.concurrency);
    let done = 0;
    let failed = 0;
    let lastWrite = 0;
    const stopped = () => stopRequests.has(runId);
    const writeProgress = async (force: boolean) => {
      const now = Date.now();
      if (!force && now - lastWrite < PROGRESS_EVERY_MS) return;
      lastWrite = now;
      const updated = await db
        .update(jobRuns)
        .set({ itemsDone: done, itemsFailed: failed })
        .where(and(eq(jobRuns.id, runId), eq(jobRuns.status, "running")))
        .returning({ id: jobRuns.id });
      // No longer running: stopped (possibly from another process).
      if (updated.length === 0) stopRequests.add(runId);
    };
    try {
      const pages = scope === "all" ? allTargets() : brokenTargets();
      for await (const page of pages) {
        if (stopped()) break;
        await Promise.all(
          page.map((target) =>
            limit(async () => {
              // Checked between links: the queued ones are dropped at once.
              if (stopped()) return;
              const result = await probe(target);
              // A link in flight when the stop came is not stored: the stopped run's counts stay as they were shown.
              if (stopped()) return;
              await store(target, result, runId);
              done += 1;
              if (result.outcome === "broken") failed += 1;
              await writeProgress(false);
            }),
          ),
        );
      }
      if (stopped()) {
        // The ledger keeps what the stored results say this run checked.
        await db.update(jobRuns).set(await storedRunCounts(runId)).where(eq(jobRuns.id, runId));
        return;
      }
    } finally {
      stopRequests.delete(runId);
    }
    const finished = await db
      .update(jobRuns)
      // The total becomes what was actually checked (links added or removed meanwhile change it).
      .set({ status: "succeeded", finishedAt: new Date(), itemsTotal: done, itemsDone: done, itemsFailed: failed })
      .where(and(eq(jobRuns.id, runId), eq(jobRuns.status, "running")))
      .returning({ id: jobRuns.id });
    // A full run saw every current link: results it did not refresh belong to links that are gone.
    if (scope === "all" && finished.length > 0) await db.delete(linkChecks).where(lt(linkChecks.checkedAt, startedAt));
  }

  /** How many results this run stored, and how many of them are broken (the ledger's counts). */
  async function storedRunCounts(runId: string, executor: Database | Transaction = db): Promise<{ itemsDone: number; itemsFailed: number }> {
    const [row] = await executor
      .select({ done: count(), broken: sql<number>`count(*) filter (where ${linkChecks.outcome} = 'broken')`.mapWith(Number) })
      .from(linkChecks)
      .where(eq(linkChecks.runId, runId));
    return { itemsDone: row?.done ?? 0, itemsFailed: row?.broken ?? 0 };
  }

  function launch(run: LinkCheckRun, scope: LinkCheckScope): void {
    const onRunError = config().onRunError ?? ((error: unknown, runId: string) => getLogger().error({ err: error, runId }, "link check run failed"));
    const promise = execute(run.id, scope, run.startedAt)
      .catch(async (error: unknown) => {
        onRunError(error, run.id);
        const message = error instanceof Error ? error.message : String(error);
        await db
          .update(jobRuns)
          .set({ status: "failed", finishedAt: new Date(), errors: [{ message: `The run stopped on an error: ${message}`.slice(0, 500) }] })
          .where(and(eq(jobRuns.id, run.id), eq(jobRuns.status, "running")))
          .catch((writeError: unknown) => onRunError(writeError, run.id));
      })
      .finally(() => activeRuns.delete(run.id));
    activeRuns.set(run.id, promise);
  }

  const service = {
    config,

    /**
     * Starts a run in the background and returns at once, or joins the run already going.
     * `actor` (an admin) is recorded as the starter and in the audit log; none for the CLI.
     */
    async start(options: { scope?: LinkCheckScope; actor?: AuditActor | null } = {}): Promise<StartOutcome> {
      const scope = options.scope ?? "all";
      const actor = options.actor ?? null;
      const outcome = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${START_LOCK_KEY})`);
        await failStaleRuns(tx);
        const [running] = await tx
          .select({ id: jobRuns.id })
          .from(jobRuns)
          .where(and(eq(jobRuns.job, "link-check"), eq(jobRuns.status, "running")))
          .orderBy(desc(jobRuns.startedAt))
          .limit(1);
        if (running) return { id: running.id, joined: true };
        const itemsTotal = scope === "all" ? await countAllTargets(tx) : await countBroken(tx);
        const [created] = await tx
          .insert(jobRuns)
          .values({ job: "link-check", status: "running", itemsTotal, triggeredBy: actor?.id ?? null })
          .returning();
        if (!created) throw new Error("Could not create the link check run");
        if (actor) {
          await recordAudit(tx, actor, {
            action: "link-check",
            entityType: "job",
            entityId: created.id,
            before: null,
            after: { job: created.job, scope, status: created.status, itemsTotal: created.itemsTotal, startedAt: created.startedAt },
          });
        }
        return { id: created.id, joined: false };
      });
      const run = await getRun(outcome.id);
      if (!run) throw new Error("The link check run disappeared");
      if (!outcome.joined) launch(run, scope);
      return { run, joined: outcome.joined };
    },

    /**
     * Stops the running check: marks it stopped now (with the counts of what it stored so far) and
     * tells its loop, which ends between links. Another run can start at once.
     */
    async stop(actor: AuditActor): Promise<StopOutcome> {
      const stoppedId = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${START_LOCK_KEY})`);
        const [running] = await tx
          .select({ id: jobRuns.id, status: jobRuns.status, itemsTotal: jobRuns.itemsTotal, startedAt: jobRuns.startedAt })
          .from(jobRuns)
          .where(and(eq(jobRuns.job, "link-check"), eq(jobRuns.status, "running")))
          .orderBy(desc(jobRuns.startedAt))
          .limit(1);
        if (!running) return null;
        const counts = await storedRunCounts(running.id, tx);
        const finishedAt = new Date();
        await tx
          .update(jobRuns)
          .set({ status: "failed", finishedAt, ...counts, errors: [{ code: "stopped", message: `Stopped by ${actor.email}.` }] })
          .where(and(eq(jobRuns.id, running.id), eq(jobRuns.status, "running")));
        await recordAudit(tx, actor, {
          action: "stop",
          entityType: "job",
          entityId: running.id,
          before: { job: "link-check", status: running.status, itemsTotal: running.itemsTotal, startedAt: running.startedAt },
          after: { job: "link-check", status: "stopped", itemsTotal: running.itemsTotal, ...counts, finishedAt },
        });
        return running.id;
      });
      if (!stoppedId) return { status: "not-running" };
      // Only this process's loop needs the flag; another process's loop sees the status.
      if (activeRuns.has(stoppedId)) stopRequests.add(stoppedId);
      const run = await getRun(stoppedId);
      if (!run) return { status: "not-running" };
      return { status: "stopped", run };
    },

    /**
     * Waits until a run is no longer running, reporting its progress as it changes (the CLI's
     * output). Polls the database, so it also follows a run executing in another process.
     */
    async waitForRun(runId: string, options: { pollMs?: number; onProgress?: (run: LinkCheckRun) => void } = {}): Promise<LinkCheckRun> {
      const pollMs = options.pollMs ?? 1000;
      let lastDone = -1;
      for (;;) {
        const local = activeRuns.get(runId);
        const run = await getRun(runId);
        if (!run) throw new Error(`No link check run ${runId}`);
        if (run.itemsDone !== lastDone || run.status !== "running") {
          lastDone = run.itemsDone;
          options.onProgress?.(run);
        }
        if (run.status !== "running") {
          if (!local) return run;
          // Stopped: this process's loop is still winding down (a link in flight); its end settles the counts.
          await local;
          return (await getRun(runId)) ?? run;
        }
        if (!local) await failStaleRuns();
        // Wake up when the local run ends or at the next poll, whichever comes first.
        await Promise.race([new Promise((resolve) => setTimeout(resolve, pollMs)), ...(local ? [local] : [])]);
      }
    },

    /** The most recent run (after retiring interrupted ones), or null before the first. */
    async latestRun(): Promise<LinkCheckRun | null> {
      await failStaleRuns();
      const [row] = await db
        .select(runColumns)
        .from(jobRuns)
        .leftJoin(users, eq(users.id, jobRuns.triggeredBy))
        .where(eq(jobRuns.job, "link-check"))
        .orderBy(desc(jobRuns.startedAt), desc(jobRuns.id))
        .limit(1);
      return row ? runView(row) : null;
    },

    getRun,

    /** How many links there are to check, per source (the page's empty state). */
    countLinks: () => countLinks(),

    /** Stored results: broken first, then by source and label; with the counts for the filters. */
    async listResults(filters: LinkResultFilters = {}): Promise<{ results: LinkCheckResult[]; total: number; page: number; pageSize: number }> {
      const pageSize = filters.pageSize ?? LINK_RESULTS_PAGE_SIZE;
      const page = Math.max(1, filters.page ?? 1);
      const conditions: SQL[] = [];
      if (filters.outcome) conditions.push(eq(linkChecks.outcome, filters.outcome));
      if (filters.source) conditions.push(eq(linkChecks.source, filters.source));
      if (filters.runId) conditions.push(eq(linkChecks.runId, filters.runId));
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(linkChecks)
          .where(where)
          .orderBy(sql`case when ${linkChecks.outcome} = 'broken' then 0 else 1 end`, asc(linkChecks.source), asc(linkChecks.label), asc(linkChecks.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(linkChecks).where(where),
      ]);
      return { results: rows.map(toResult), total: totals?.total ?? 0, page, pageSize };
    },

    /** How many stored results are ok and broken (all, or one run's), overall and per source. */
    async resultCounts(options: { runId?: string | undefined } = {}): Promise<LinkResultCounts> {
      const rows = await db
        .select({ source: linkChecks.source, outcome: linkChecks.outcome, n: count() })
        .from(linkChecks)
        .where(options.runId ? eq(linkChecks.runId, options.runId) : undefined)
        .groupBy(linkChecks.source, linkChecks.outcome);
      const bySource = Object.fromEntries(LINK_SOURCES.map((s) => [s, { ok: 0, broken: 0 }])) as LinkResultCounts["bySource"];
      let ok = 0;
      let broken = 0;
      for (const row of rows) {
        bySource[row.source][row.outcome] += row.n;
        if (row.outcome === "ok") ok += row.n;
        else broken += row.n;
      }
      return { total: ok + broken, ok, broken, bySource };
    },

    /** Checks one stored link again now, at its current URL, and records who asked. */
    async recheck(resultId: string, actor: AuditActor | null = null): Promise<RecheckOutcome> {
      if (!UUID.test(resultId)) return { status: "missing" };
      const [before] = await db.select().from(linkChecks).where(eq(linkChecks.id, resultId));
      if (!before) return { status: "missing" };
      const { targets } = await currentTargets([{ id: before.id, source: before.source, sourceId: before.sourceId }]);
      const target = targets[0];
      if (!target) return { status: "gone" };
      const probed = await probe(target);
      const result = await db.transaction(async (tx) => {
        const values = {
          label: target.label,
          url: target.url,
          outcome: probed.outcome,
          httpStatus: probed.httpStatus,
          finalUrl: probed.finalUrl,
          error: probed.error,
          durationMs: probed.durationMs,
          checkedAt: sql`now()`,
          // Checked on its own, outside any run.
          runId: null,
        };
        const [after] = await tx.update(linkChecks).set(values).where(eq(linkChecks.id, before.id)).returning();
        if (!after) throw new Error("The link check result disappeared");
        if (actor) {
          await recordAudit(tx, actor, { action: "link-check", entityType: "link_check", entityId: before.id, before, after });
        }
        return toResult(after);
      });
      return { status: "checked", result };
    },

    /** Every current link (for the CLI's dry listing and tests). */
    async collectTargets(): Promise<LinkTarget[]> {
      const all: LinkTarget[] = [];
      for await (const page of allTargets()) all.push(...page);
      return all;
    },
  };
  return service;
}

function toResult(row: typeof linkChecks.$inferSelect): LinkCheckResult {
  return {
    id: row.id,
    source: row.source,
    sourceId: row.sourceId,
    label: row.label,
    url: row.url,
    outcome: row.outcome,
    httpStatus: row.httpStatus,
    finalUrl: row.finalUrl,
    error: row.error,
    durationMs: row.durationMs,
    checkedAt: row.checkedAt,
  };
}

export type LinkCheckerService = ReturnType<typeof createLinkCheckerService>;
