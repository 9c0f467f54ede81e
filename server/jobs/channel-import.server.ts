// The CSV channel import job: a run continues after the request returns, one row at a time. job_runs has no
// results column, so `errors` holds one entry per row (created, updated or failed), which the report reads.
import type { ChannelImportOutcome, ChannelImportRow } from "#domain/admin/channel-import";
import type { ImportSuggestionsShown } from "#domain/admin/import-review";
import type { Database } from "#db/database";
import { type JobRunError, jobRuns } from "#db/schema/operations";
import { eq, sql } from "drizzle-orm";
import type { YoutubeClient } from "#server/integrations/youtube/youtube-client.server";
import {
  type JobDefinition,
  type JobRunRow,
  RUN_INTERRUPTED,
  cancelRun,
  claimRun,
  finishRun,
  activeRun,
  getRun,
  launchRun,
  listRuns,
  wasStopped,
} from "#server/jobs/job-runner.server";
import { getLogger } from "#server/logger";
import { type AuditActor, recordAudit } from "#server/services/audit.server";
import { type ImportOneResult, type ImportedChannel, importChannel } from "#server/services/channel-import-one.server";

/** A row is 3–5 YouTube calls, each at worst a 15 s timeout times its retries: well under this. */
const STALE_AFTER_MS = 10 * 60 * 1000;
const PROGRESS_EVERY_MS = 500;
const UNEXPECTED_ROW_ERROR = "Something went wrong saving this channel. Try it again; if it keeps failing, tell a developer.";
const OUTCOME_MESSAGES = { created: "Added", updated: "Updated", held: "Waiting for review" } as const;
// resolveChannel's best guesses (a /c/ name found by search, an old name matched to a handle).
const GUESSED = "matched by name: check it is the right channel";

/** Stored in job_runs.errors (see the file header). */
interface ChannelImportRowResult extends JobRunError {
  line: number;
  item: string;
  outcome: ChannelImportOutcome;
  message: string;
  channel: ImportedChannel | null;
  /** The type and niche suggested, with confidence and reasons, and whether they were applied. */
  suggestions?: ImportSuggestionsShown | null;
  /** The review list's entry of a held row. */
  candidateId?: string | null;
  /** The run's heartbeat. */
  at: string;
}

export interface ChannelImportRun {
  id: string;
  /** Stored as "failed" with a "stopped" error. */
  status: "running" | "succeeded" | "failed" | "stopped";
  itemsTotal: number;
  itemsDone: number;
  itemsFailed: number;
  unitsSpent: number;
  results: ChannelImportRowResult[];
  runError: string | null;
  startedAt: Date;
  finishedAt: Date | null;
  triggeredByEmail: string | null;
}

function isRowResult(value: unknown): value is ChannelImportRowResult {
  if (typeof value !== "object" || value === null) return false;
  const row = value as Partial<ChannelImportRowResult>;
  return (
    typeof row.line === "number" &&
    typeof row.item === "string" &&
    typeof row.outcome === "string" &&
    typeof row.message === "string"
  );
}

function toRun(row: JobRunRow): ChannelImportRun {
  const { id, status, itemsTotal, itemsDone, itemsFailed, unitsSpent, startedAt, finishedAt, triggeredByEmail } = row;
  const results = row.errors.filter(isRowResult);
  // An entry that is not a row is the run's own error (it stopped).
  const runError = row.errors.find((entry) => !isRowResult(entry))?.message ?? null;
  return {
    id,
    status: wasStopped(row) ? "stopped" : status,
    itemsTotal,
    itemsDone,
    itemsFailed,
    unitsSpent,
    results,
    runError,
    startedAt,
    finishedAt,
    triggeredByEmail,
  };
}

export interface ChannelImportJobOptions {
  onRunError?: (error: unknown, runId: string) => void;
  staleAfterMs?: number;
}

export function channelImportJob(staleAfterMs = STALE_AFTER_MS): JobDefinition {
  return {
    name: "channel-import",
    lockKey: 7_406_151_007,
    staleAfterMs: () => staleAfterMs,
    lastActivity: async (_executor, run) => {
      const last = run.errors.filter(isRowResult).reduce((latest, row) => Math.max(latest, Date.parse(row.at) || 0), 0);
      return last > 0 ? new Date(last) : null;
    },
    interruptedErrors: (run) => [...run.errors, { message: RUN_INTERRUPTED }],
  };
}

/** The stop keeps its own entry; the rows are replaced by the complete list. */
async function recordRowsAfterStop(
  db: Database,
  runId: string,
  counts: { itemsDone: number; itemsFailed: number; unitsSpent: number; errors: ChannelImportRowResult[] },
): Promise<void> {
  await db
    .update(jobRuns)
    .set({
      itemsDone: counts.itemsDone,
      itemsFailed: counts.itemsFailed,
      unitsSpent: counts.unitsSpent,
      errors: sql`${JSON.stringify(counts.errors)}::jsonb || coalesce((select jsonb_agg(entry) from jsonb_array_elements(${jobRuns.errors}) as entry where not (entry ? 'line')), '[]'::jsonb)`,
    })
    .where(eq(jobRuns.id, runId));
}

export function createChannelImportJob(db: Database, youtubeClient: () => YoutubeClient, options: ChannelImportJobOptions = {}) {
  const job = channelImportJob(options.staleAfterMs);

  const readRun = async (runId: string): Promise<ChannelImportRun | null> => {
    const row = await getRun(db, job, runId);
    return row ? toRun(row) : null;
  };

  function launch(runId: string, rows: ChannelImportRow[], actor: AuditActor): void {
    const onRowError =
      options.onRunError ??
      ((error: unknown, id: string) => getLogger().error({ err: error, runId: id }, "channel import row failed"));
    launchRun(
      db,
      runId,
      async ({ progress, signal }) => {
        const youtube = youtubeClient();
        const results: ChannelImportRowResult[] = [];
        let failed = 0;
        const counts = () => ({
          itemsDone: results.length,
          itemsFailed: failed,
          unitsSpent: youtube.spent.default,
          errors: [...results],
        });
        for (const row of rows) {
          // The row running when the stop came stays imported and listed too.
          if (signal.aborted) {
            await recordRowsAfterStop(db, runId, counts());
            return;
          }
          let result: ImportOneResult;
          try {
            result = await importChannel(db, youtube, actor, row.reference, {
              channelType: row.channelType ?? null,
              nicheId: row.nicheId ?? null,
              importSuggestions: row.importSuggestions ?? null,
            });
          } catch (error) {
            // A database problem with one channel is reported on its row; the others still run.
            onRowError(error, runId);
            result = { ok: false, code: "unavailable", message: UNEXPECTED_ROW_ERROR };
          }
          const at = new Date().toISOString();
          if (result.ok) {
            const message = result.exact ? OUTCOME_MESSAGES[result.outcome] : `${OUTCOME_MESSAGES[result.outcome]}, ${GUESSED}`;
            results.push({
              line: row.line,
              item: row.reference,
              outcome: result.outcome,
              message,
              channel: result.outcome === "held" ? null : result.channel,
              suggestions: result.suggestions,
              candidateId: result.outcome === "held" ? result.candidate.id : null,
              at,
            });
          } else {
            failed += 1;
            results.push({ line: row.line, item: row.reference, outcome: "failed", message: result.message, channel: null, at });
          }
          await progress(counts());
        }
        await finishRun(db, runId, { ...counts(), status: "succeeded" });
      },
      {
        progressEveryMs: PROGRESS_EVERY_MS,
        ...(options.onRunError ? { onError: options.onRunError } : {}),
        failure: (message) => ({ message: `The import stopped on an error: ${message}` }),
        keepErrors: true,
      },
    );
  }

  return {
    async start(actor: AuditActor, rows: ChannelImportRow[]): Promise<{ run: ChannelImportRun; joined: boolean }> {
      const claimed = await claimRun(db, job, {
        prepare: async () => ({ itemsTotal: rows.length, triggeredBy: actor.id }),
        async onCreated(tx, created) {
          await recordAudit(tx, actor, {
            action: "import",
            entityType: "job",
            entityId: created.id,
            before: null,
            after: {
              job: created.job,
              status: created.status,
              itemsTotal: created.itemsTotal,
              references: rows.map((row) => row.reference),
              startedAt: created.startedAt,
            },
          });
        },
      });
      if (claimed.kind === "skipped") throw new Error("An import always has rows to import");
      if (claimed.kind === "claimed") launch(claimed.runId, rows, actor);
      const run = await readRun(claimed.runId);
      if (!run) throw new Error("The channel import run disappeared");
      return { run, joined: claimed.kind === "running" };
    },

    getRun: readRun,

    async stop(actor: AuditActor): Promise<ChannelImportRun | null> {
      const stoppedId = await cancelRun(db, job, {
        message: `Stopped by ${actor.email}.`,
        async onCancelled(tx, running, { finishedAt }) {
          await recordAudit(tx, actor, {
            action: "stop",
            entityType: "job",
            entityId: running.id,
            before: {
              job: "channel-import",
              status: running.status,
              itemsTotal: running.itemsTotal,
              startedAt: running.startedAt,
            },
            after: { job: "channel-import", status: "stopped", finishedAt },
          });
        },
      });
      return stoppedId ? readRun(stoppedId) : null;
    },

    async latestRun(): Promise<ChannelImportRun | null> {
      const [row] = await listRuns(db, job, { limit: 1 });
      return row ? toRun(row) : null;
    },

    async waitForRun(runId: string): Promise<ChannelImportRun | null> {
      await activeRun(runId);
      return readRun(runId);
    },
  };
}
