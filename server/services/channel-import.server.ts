// Channel import from YouTube (YouTube Data API): an admin pastes a channel URL, @handle or id
// (/admin/channels/add) or uploads a CSV of them (/admin/channels/import), and each becomes a
// catalogue row with YouTube's statistics, fields, recent videos, today's snapshot and the
// estimates, through the channel sync (channel-sync.server.ts) that the daily refresh uses too.
// A channel is matched on its YouTube id: one already in the catalogue is updated, never added
// twice. Each change is audited with the admin who made it, in the same transaction.
//
// A CSV is a run (job_runs, job 'channel-import') that continues in the server process after the
// request has returned, one row at a time, while the page follows its progress. job_runs has no
// column for results, so a run's `errors` list holds one entry per row — created, updated or
// failed with the reason — which the page's report reads (ChannelImportRowResult). One run at a
// time: a second start joins the running one. A run left "running" by a process that died is
// recognised by its silence (no row finished for STALE_AFTER_MS) and marked failed.
import { and, desc, eq, sql } from "drizzle-orm";
import { CHANNEL_FORM_LIMITS, type ChannelFormDefaults, channelFormDefaults } from "#domain/admin/channel-form";
import type { ChannelImportOutcome, ChannelImportRow } from "#domain/admin/channel-import";
import { youtubeErrorMessage, type YoutubeErrorCode } from "#domain/youtube-errors";
import type { Database, Transaction } from "#db/database";
import { users } from "#db/schema/auth";
import { youtubeChannels } from "#db/schema/catalogue";
import { jobRuns, type JobRunError } from "#db/schema/operations";
import { isYoutubeApiError } from "#server/integrations/youtube/youtube-api-error.server";
import { createYoutubeClient, youtubeConfigFromEnv, type YoutubeClient } from "#server/integrations/youtube/youtube-client.server";
import { getLogger } from "#server/logger";
import { type AuditActor, recordAudit } from "#server/services/audit.server";
import { parseChannelImportCsv } from "#server/services/channel-import-csv.server";
import type { YoutubeChannel } from "#server/integrations/youtube/youtube-client.server";
import { countryFrom, createChannelSyncService, keywordsFrom, type NewChannelInput } from "#server/services/channel-sync.server";
import { createYoutubeQuotaService } from "#server/services/youtube-quota.server";

const JOB = "channel-import" as const;
// Any 64-bit number unique to this job: concurrent starts (several processes) take turns.
const START_LOCK_KEY = 7_406_151_007;
/**
 * A running import of another process that finished no row for this long is taken as dead. One
 * row is 3–5 YouTube calls, each at worst a 15 s timeout times its retries: well under this.
 */
export const STALE_AFTER_MS = 10 * 60 * 1000;
/** Progress is written at most this often (plus once at the end). */
const PROGRESS_EVERY_MS = 500;
const RUN_INTERRUPTED = "Stopped before it finished (the server restarted or the process ended).";
const UNEXPECTED_ROW_ERROR = "Something went wrong saving this channel. Try it again; if it keeps failing, tell a developer.";

/** The catalogue row an import created or updated. */
export interface ImportedChannel {
  id: string;
  slug: string;
  channelTitle: string;
}

export type ImportOneResult =
  | {
      ok: true;
      outcome: Exclude<ChannelImportOutcome, "failed">;
      channel: ImportedChannel;
      /** False when YouTube's answer was a best guess (a /c/ name found by search): worth a look. */
      exact: boolean;
    }
  | { ok: false; code: YoutubeErrorCode; message: string };

/** One row of a run's report (stored in job_runs.errors, see the top of this file). */
export interface ChannelImportRowResult extends JobRunError {
  /** The row's line in the file. */
  line: number;
  /** What the row said. */
  item: string;
  outcome: ChannelImportOutcome;
  /** "Added", "Updated" or why it failed, in the admin's words. */
  message: string;
  channel: ImportedChannel | null;
  /** When the row finished (ISO): the run's heartbeat. */
  at: string;
}

export interface ChannelImportRun {
  id: string;
  status: "running" | "succeeded" | "failed";
  itemsTotal: number;
  itemsDone: number;
  itemsFailed: number;
  unitsSpent: number;
  /** One per row finished so far, in file order. */
  results: ChannelImportRowResult[];
  /** A problem with the run itself (it stopped), not with one row. */
  runError: string | null;
  startedAt: Date;
  finishedAt: Date | null;
  triggeredByEmail: string | null;
}

export type PrefillResult =
  | { ok: true; values: ChannelFormDefaults; exact: boolean }
  | { ok: false; code: YoutubeErrorCode; message: string }
  /** The channel is in the catalogue already: edit it (or import it again to refresh it). */
  | { ok: false; code: "exists"; existing: ImportedChannel };

export type StartImportResult =
  | { ok: true; run: ChannelImportRun; joined: boolean }
  | { ok: false; code: "notConfigured"; message: string };

export interface ChannelImportOptions {
  /** A YouTube client for one import or run (tests: the fake server). Default: from the environment. */
  youtube?: () => YoutubeClient;
  /** Where a crashed run's error goes (default: the app logger). */
  onRunError?: (error: unknown, runId: string) => void;
  staleAfterMs?: number;
}

// Runs executing in this process, by id. On globalThis so Vite's dev server, which re-evaluates
// modules on change, still knows about a run started before the reload.
const ACTIVE_KEY = Symbol.for("faceless-atlas.channel-import-runs");
const activeRuns: Map<string, Promise<void>> = ((globalThis as { [ACTIVE_KEY]?: Map<string, Promise<void>> })[ACTIVE_KEY] ??= new Map());

const OUTCOME_MESSAGES = { created: "Added", updated: "Updated" } as const;
// resolveChannel's best guesses (a /c/ name found by search, an old name matched to a handle).
const GUESSED = "matched by name: check it is the right channel";

/**
 * The add form's fields from YouTube's data, within the form's limits (the sync's own rules:
 * a country outside the list is "Other", keywords deduplicated and cut to the limits). What
 * YouTube doesn't know (niche, type, category, upload frequency, CPM) stays blank.
 */
function formValuesFrom(channel: YoutubeChannel): ChannelFormDefaults {
  return channelFormDefaults({
    channelTitle: channel.title.trim().slice(0, CHANNEL_FORM_LIMITS.title),
    description: channel.description.trim() ? channel.description.slice(0, CHANNEL_FORM_LIMITS.description) : null,
    channelUrl: channel.url,
    screenshotUrl: null,
    youtubeChannelId: channel.id,
    handle: channel.handle,
    nicheId: null,
    channelCategory: null,
    channelType: null,
    uiChannelType: null,
    country: countryFrom(channel),
    uploadFrequency: null,
    keywords: keywordsFrom(channel),
    totalSubscribers: channel.subscriberCount,
    totalViews: channel.viewCount,
    videoCount: channel.videoCount,
    cpm: null,
    startDate: channel.publishedAt ? channel.publishedAt.toISOString().slice(0, 10) : null,
    revenuePerMonth: null,
    revenuePerVideo: null,
    revenuePerSubscriber: null,
    revenueDerived: [],
    isFeatured: false,
  });
}

function isRowResult(value: unknown): value is ChannelImportRowResult {
  if (typeof value !== "object" || value === null) return false;
  const row = value as Partial<ChannelImportRowResult>;
  return typeof row.line === "number" && typeof row.item === "string" && typeof row.outcome === "string" && typeof row.message === "string";
}

type RunRow = {
  id: string;
  status: ChannelImportRun["status"];
  itemsTotal: number;
  itemsDone: number;
  itemsFailed: number;
  unitsSpent: number;
  errors: JobRunError[];
  startedAt: Date;
  finishedAt: Date | null;
  triggeredByEmail: string | null;
};

function toRun(row: RunRow): ChannelImportRun {
  const results = row.errors.filter(isRowResult);
  // An entry that is not a row is the run's own error (it stopped).
  const runError = row.errors.find((entry) => !isRowResult(entry))?.message ?? null;
  const { errors: _errors, ...rest } = row;
  return { ...rest, results, runError };
}

export function createChannelImportService(db: Database, options: ChannelImportOptions = {}) {
  const youtubeClient =
    options.youtube ?? (() => createYoutubeClient({ ...youtubeConfigFromEnv(), quota: createYoutubeQuotaService(db), logger: getLogger() }));
  const staleAfterMs = options.staleAfterMs ?? STALE_AFTER_MS;

  /** Finds the channel, then adds it or, when its YouTube id is in the catalogue already, updates that row. */
  async function importWith(youtube: YoutubeClient, actor: AuditActor, reference: string, input: NewChannelInput = {}): Promise<ImportOneResult> {
    try {
      const { channel, exact } = await youtube.resolveChannel(reference);
      const sync = createChannelSyncService(db, youtube);
      // Searching a new channel's all-time most viewed videos fills Most Viewed from the start;
      // once today's search allowance is spent the sync stores the newest uploads only.
      const created = await sync.createChannel(channel, input, { actor, searchTopVideos: true });
      if (created.ok) {
        const { id, slug, channelTitle } = created.channel;
        return { ok: true, outcome: "created", channel: { id, slug, channelTitle }, exact };
      }
      const refreshed = await sync.refreshChannel(created.existing.id, channel, { actor, auditAction: "import" });
      if (!refreshed) {
        // Deleted between the lookup and the update: add it again.
        const again = await sync.createChannel(channel, input, { actor });
        if (!again.ok) throw new Error(`Channel ${channel.id} changed while it was imported`);
        const { id, slug, channelTitle } = again.channel;
        return { ok: true, outcome: "created", channel: { id, slug, channelTitle }, exact };
      }
      const { id, slug, channelTitle } = refreshed;
      return { ok: true, outcome: "updated", channel: { id, slug, channelTitle }, exact };
    } catch (error) {
      if (isYoutubeApiError(error)) return { ok: false, code: error.code, message: youtubeErrorMessage(error) };
      throw error;
    }
  }

  const runColumns = {
    id: jobRuns.id,
    status: jobRuns.status,
    itemsTotal: jobRuns.itemsTotal,
    itemsDone: jobRuns.itemsDone,
    itemsFailed: jobRuns.itemsFailed,
    unitsSpent: jobRuns.unitsSpent,
    errors: jobRuns.errors,
    startedAt: jobRuns.startedAt,
    finishedAt: jobRuns.finishedAt,
    triggeredByEmail: users.email,
  };

  async function getRun(id: string): Promise<ChannelImportRun | null> {
    const [row] = await db.select(runColumns).from(jobRuns).leftJoin(users, eq(users.id, jobRuns.triggeredBy)).where(and(eq(jobRuns.id, id), eq(jobRuns.job, JOB)));
    return row ? toRun(row) : null;
  }

  /** Marks failed the running imports that are not executing here and have finished no row for a while. */
  async function failStaleRuns(executor: Database | Transaction = db): Promise<void> {
    const running = await executor
      .select({ id: jobRuns.id, startedAt: jobRuns.startedAt, errors: jobRuns.errors })
      .from(jobRuns)
      .where(and(eq(jobRuns.job, JOB), eq(jobRuns.status, "running")));
    const cutoff = Date.now() - staleAfterMs;
    for (const run of running) {
      if (activeRuns.has(run.id)) continue;
      const lastRow = run.errors.filter(isRowResult).reduce((latest, row) => Math.max(latest, Date.parse(row.at) || 0), 0);
      if (Math.max(run.startedAt.getTime(), lastRow) > cutoff) continue;
      await executor
        .update(jobRuns)
        .set({ status: "failed", finishedAt: new Date(), errors: [...run.errors, { message: RUN_INTERRUPTED }] })
        .where(and(eq(jobRuns.id, run.id), eq(jobRuns.status, "running")));
    }
  }

  async function execute(runId: string, rows: ChannelImportRow[], actor: AuditActor): Promise<void> {
    const youtube = youtubeClient();
    const results: ChannelImportRowResult[] = [];
    let failed = 0;
    let lastWrite = 0;
    const progress = () => ({ itemsDone: results.length, itemsFailed: failed, unitsSpent: youtube.spent.default, errors: [...results] });
    for (const row of rows) {
      let result: ImportOneResult;
      try {
        result = await importWith(youtube, actor, row.reference);
      } catch (error) {
        // A database problem with one channel: reported on its row, the others still run.
        (options.onRunError ?? ((e: unknown, id: string) => getLogger().error({ err: e, runId: id, line: row.line }, "channel import row failed")))(error, runId);
        result = { ok: false, code: "unavailable", message: UNEXPECTED_ROW_ERROR };
      }
      const at = new Date().toISOString();
      if (result.ok) {
        const message = result.exact ? OUTCOME_MESSAGES[result.outcome] : `${OUTCOME_MESSAGES[result.outcome]}, ${GUESSED}`;
        results.push({ line: row.line, item: row.reference, outcome: result.outcome, message, channel: result.channel, at });
      } else {
        failed += 1;
        results.push({ line: row.line, item: row.reference, outcome: "failed", message: result.message, channel: null, at });
      }
      if (Date.now() - lastWrite >= PROGRESS_EVERY_MS) {
        lastWrite = Date.now();
        await db.update(jobRuns).set(progress()).where(eq(jobRuns.id, runId));
      }
    }
    await db
      .update(jobRuns)
      .set({ ...progress(), status: "succeeded", finishedAt: new Date() })
      .where(and(eq(jobRuns.id, runId), eq(jobRuns.status, "running")));
  }

  function launch(runId: string, rows: ChannelImportRow[], actor: AuditActor): void {
    const onRunError = options.onRunError ?? ((error: unknown, id: string) => getLogger().error({ err: error, runId: id }, "channel import run failed"));
    const promise = execute(runId, rows, actor)
      .catch(async (error: unknown) => {
        onRunError(error, runId);
        const message = error instanceof Error ? error.message : String(error);
        await db
          .update(jobRuns)
          .set({ status: "failed", finishedAt: new Date(), errors: sql`${jobRuns.errors} || ${JSON.stringify([{ message: `The import stopped on an error: ${message}`.slice(0, 500) }])}::jsonb` })
          .where(eq(jobRuns.id, runId))
          .catch((writeError: unknown) => onRunError(writeError, runId));
      })
      .finally(() => activeRuns.delete(runId));
    activeRuns.set(runId, promise);
  }

  return {
    /** Whether YOUTUBE_API_KEY is set (the pages explain how to set it when not). */
    configured(): boolean {
      return youtubeClient().configured;
    },

    /**
     * Imports one channel from a pasted URL, @handle or id: added, or updated when its YouTube id
     * is already in the catalogue. YouTube's refusals come back as a message, not thrown.
     */
    importOne(actor: AuditActor, reference: string, input: NewChannelInput = {}): Promise<ImportOneResult> {
      return importWith(youtubeClient(), actor, reference, input);
    },

    /**
     * The add form's fields for a pasted URL, @handle or id, from YouTube (one channels.list
     * call), for the admin to complete and save by hand. A channel already in the catalogue is
     * named instead, so it isn't added twice.
     */
    async prefill(reference: string): Promise<PrefillResult> {
      try {
        const { channel, exact } = await youtubeClient().resolveChannel(reference);
        const [existing] = await db
          .select({ id: youtubeChannels.id, slug: youtubeChannels.slug, channelTitle: youtubeChannels.channelTitle })
          .from(youtubeChannels)
          .where(eq(youtubeChannels.youtubeChannelId, channel.id))
          .limit(1);
        if (existing) return { ok: false, code: "exists", existing };
        return { ok: true, values: formValuesFrom(channel), exact };
      } catch (error) {
        if (isYoutubeApiError(error)) return { ok: false, code: error.code, message: youtubeErrorMessage(error) };
        throw error;
      }
    },

    /**
     * Starts importing `rows` in the background and returns at once with the run, or joins the
     * import already running (its rows, not these). The admin is recorded as the starter.
     */
    async importMany(actor: AuditActor, rows: ChannelImportRow[]): Promise<StartImportResult> {
      if (!youtubeClient().configured) return { ok: false, code: "notConfigured", message: youtubeErrorMessage({ code: "notConfigured" }) };
      const outcome = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${START_LOCK_KEY})`);
        await failStaleRuns(tx);
        const [running] = await tx
          .select({ id: jobRuns.id })
          .from(jobRuns)
          .where(and(eq(jobRuns.job, JOB), eq(jobRuns.status, "running")))
          .orderBy(desc(jobRuns.startedAt))
          .limit(1);
        if (running) return { id: running.id, joined: true };
        const [created] = await tx.insert(jobRuns).values({ job: JOB, status: "running", itemsTotal: rows.length, triggeredBy: actor.id }).returning();
        if (!created) throw new Error("Could not create the channel import run");
        await recordAudit(tx, actor, {
          action: "import",
          entityType: "job",
          entityId: created.id,
          before: null,
          after: { job: created.job, status: created.status, itemsTotal: created.itemsTotal, references: rows.map((row) => row.reference), startedAt: created.startedAt },
        });
        return { id: created.id, joined: false };
      });
      if (!outcome.joined) launch(outcome.id, rows, actor);
      const run = await getRun(outcome.id);
      if (!run) throw new Error("The channel import run disappeared");
      return { ok: true, run, joined: outcome.joined };
    },

    getRun,

    /** Reads a CSV or pasted lines into the rows to import (the page's preview, then importMany). */
    readCsv: parseChannelImportCsv,

    /** The most recent import (after retiring interrupted ones), or null before the first. */
    async latestRun(): Promise<ChannelImportRun | null> {
      await failStaleRuns();
      const [row] = await db
        .select(runColumns)
        .from(jobRuns)
        .leftJoin(users, eq(users.id, jobRuns.triggeredBy))
        .where(eq(jobRuns.job, JOB))
        .orderBy(desc(jobRuns.startedAt), desc(jobRuns.id))
        .limit(1);
      return row ? toRun(row) : null;
    },

    /** Resolves when a run executing in this process ends (tests, and a CLI if one is added). */
    async waitForRun(runId: string): Promise<ChannelImportRun | null> {
      await activeRuns.get(runId);
      return getRun(runId);
    },
  };
}

export type ChannelImportService = ReturnType<typeof createChannelImportService>;
