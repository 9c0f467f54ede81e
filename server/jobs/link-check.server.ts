// The link check job, one run at a time; a second start joins. A Stop stores the run as stopped at once and the
// loop ends between links; a run that stored nothing for a while is dead (ADR 005).
import { eq, lt } from "drizzle-orm";
import pLimit from "p-limit";
import type { Database } from "#db/database";
import { jobRuns, linkChecks, type JobRunError } from "#db/schema/operations";
import {
  type JobDefinition,
  type JobRunRow,
  cancelRun,
  claimRun,
  finishRun,
  followRun,
  getRun,
  launchRun,
  listRuns,
  wasStopped,
} from "#server/jobs/job-runner.server";
import { type AuditActor, recordAudit } from "#server/services/audit.server";
import { type LinkCheckerConfig, linkCheckStaleAfterMs, probeWith } from "#server/services/link-checker-config.server";
import { lastRunResultAt, storeLinkResult, storedRunCounts } from "#server/services/link-checker-results.server";
import type { LinkTargets } from "#server/services/link-checker-targets.server";

export type LinkCheckScope = "all" | "broken";

export interface LinkCheckRun {
  id: string;
  /** Stored as "failed" with a "stopped" error. */
  status: "running" | "succeeded" | "failed" | "stopped";
  itemsTotal: number;
  itemsDone: number;
  itemsFailed: number;
  errors: JobRunError[];
  startedAt: Date;
  finishedAt: Date | null;
  /** Null for the command line. */
  triggeredByEmail: string | null;
}

export type StartOutcome = { run: LinkCheckRun; joined: boolean };

export type StopOutcome = { status: "stopped"; run: LinkCheckRun } | { status: "not-running" };

function toLinkCheckRun(row: JobRunRow): LinkCheckRun {
  const { id, itemsTotal, itemsDone, itemsFailed, errors, startedAt, finishedAt, triggeredByEmail } = row;
  return {
    id,
    status: wasStopped(row) ? "stopped" : row.status,
    itemsTotal,
    itemsDone,
    itemsFailed,
    errors,
    startedAt,
    finishedAt,
    triggeredByEmail,
  };
}

export function linkCheckJob(config: () => LinkCheckerConfig): JobDefinition {
  return {
    name: "link-check",
    lockKey: 7_406_151_001,
    staleAfterMs: () => linkCheckStaleAfterMs(config()),
    lastActivity: (executor, run) => lastRunResultAt(executor, run.id),
  };
}

export function createLinkCheckJob(db: Database, config: () => LinkCheckerConfig, targets: LinkTargets) {
  const job = linkCheckJob(config);

  const readRun = async (runId: string): Promise<LinkCheckRun | null> => {
    const row = await getRun(db, job, runId);
    return row ? toLinkCheckRun(row) : null;
  };

  function launch(runId: string, scope: LinkCheckScope, startedAt: Date): void {
    const c = config();
    launchRun(
      db,
      runId,
      async ({ signal, progress }) => {
        const limit = pLimit(c.concurrency);
        let done = 0;
        let failed = 0;
        const pages = scope === "all" ? targets.allTargets() : targets.brokenTargets();
        for await (const page of pages) {
          if (signal.aborted) break;
          await Promise.all(
            page.map((target) =>
              limit(async () => {
                if (signal.aborted) return;
                const result = await probeWith(c, target.url);
                // A link in flight when the stop came is not stored: the stopped run's counts stay as shown.
                if (signal.aborted) return;
                await storeLinkResult(db, target, result, runId);
                done += 1;
                if (result.outcome === "broken") failed += 1;
                await progress({ itemsDone: done, itemsFailed: failed });
              }),
            ),
          );
        }
        if (signal.aborted) {
          await db
            .update(jobRuns)
            .set(await storedRunCounts(db, runId))
            .where(eq(jobRuns.id, runId));
          return;
        }
        // Links added or removed meanwhile change the total.
        const finished = await finishRun(db, runId, {
          status: "succeeded",
          itemsTotal: done,
          itemsDone: done,
          itemsFailed: failed,
        });
        // A full run saw every current link: results it did not refresh belong to links that are gone.
        if (scope === "all" && finished) await db.delete(linkChecks).where(lt(linkChecks.checkedAt, startedAt));
      },
      {
        ...(c.onRunError ? { onError: c.onRunError } : {}),
        failure: (message) => ({ message: `The run stopped on an error: ${message}`.slice(0, 500) }),
      },
    );
  }

  return {
    async start(options: { scope?: LinkCheckScope; actor?: AuditActor | null } = {}): Promise<StartOutcome> {
      const scope = options.scope ?? "all";
      const actor = options.actor ?? null;
      const claimed = await claimRun(db, job, {
        prepare: async (tx) => ({ itemsTotal: await targets.countScope(tx, scope), triggeredBy: actor?.id ?? null }),
        async onCreated(tx, created) {
          if (!actor) return;
          await recordAudit(tx, actor, {
            action: "link-check",
            entityType: "job",
            entityId: created.id,
            before: null,
            after: {
              job: created.job,
              scope,
              status: created.status,
              itemsTotal: created.itemsTotal,
              startedAt: created.startedAt,
            },
          });
        },
      });
      if (claimed.kind === "skipped") throw new Error("A link check always has something to do");
      const run = await readRun(claimed.runId);
      if (!run) throw new Error("The link check run disappeared");
      if (claimed.kind === "claimed") launch(run.id, scope, run.startedAt);
      return { run, joined: claimed.kind === "running" };
    },

    async stop(actor: AuditActor): Promise<StopOutcome> {
      const stoppedId = await cancelRun(db, job, {
        message: `Stopped by ${actor.email}.`,
        counts: storedRunCounts,
        async onCancelled(tx, running, { counts, finishedAt }) {
          await recordAudit(tx, actor, {
            action: "stop",
            entityType: "job",
            entityId: running.id,
            before: { job: "link-check", status: running.status, itemsTotal: running.itemsTotal, startedAt: running.startedAt },
            after: { job: "link-check", status: "stopped", itemsTotal: running.itemsTotal, ...counts, finishedAt },
          });
        },
      });
      const run = stoppedId ? await readRun(stoppedId) : null;
      return run ? { status: "stopped", run } : { status: "not-running" };
    },

    /** Polls the database, so it also follows a run in another process. */
    waitForRun(
      runId: string,
      options: { pollMs?: number; onProgress?: (run: LinkCheckRun) => void } = {},
    ): Promise<LinkCheckRun> {
      return followRun(db, job, runId, readRun, options);
    },

    async latestRun(): Promise<LinkCheckRun | null> {
      const [row] = await listRuns(db, job, { limit: 1 });
      return row ? toLinkCheckRun(row) : null;
    },

    async history(limit = 20): Promise<LinkCheckRun[]> {
      return (await listRuns(db, job, { limit })).map(toLinkCheckRun);
    },

    getRun: readRun,
  };
}
