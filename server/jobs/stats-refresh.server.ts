// The daily YouTube stats refresh (YouTube Data API): every channel with a YouTube id that has no snapshot
// for today is refreshed through the channel sync (server/services/channel-sync.server.ts),
// channels.list 50 ids a call, until the day's quota is spent; the rest wait for the next run.
// Each run is a job_runs row ('stats-refresh'): started, finished, channels total / updated /
// failed, units spent and the errors, each naming its channel. The scheduler
// (server/jobs/scheduler.server.ts) starts it daily; `npm run stats:refresh` starts it by hand.
//
// "Today" is the Pacific day (pacificDay), the day YouTube's quota resets on: a channel counts as
// refreshed today when it has a snapshot for that day. So a second run the same day finds nothing
// to do and writes nothing, and each channel gets one snapshot per day whoever ran it.
//
// One run at a time, across processes, through the job runner (job-runner.server.ts): whoever
// claims second sees the first run's "running" row and leaves. A run whose process died is
// recognised by its silence (no channel synced for STALE_AFTER_MS) and marked failed by the next
// claim. As a second guard, every write of a channel is an upsert keyed by (channel, day), so even
// overlapping runs could not store two snapshots.
//
// No YOUTUBE_API_KEY: the run is skipped (logged) and nothing is recorded — there is nothing an
// operator could learn from a row that says so every day; the dashboard says the key is missing.
import { and, asc, isNotNull, max, sql } from "drizzle-orm";
import { youtubeErrorMessage } from "#domain/youtube-errors";
import { YOUTUBE_MAX_IDS_PER_CALL } from "#domain/youtube-quota";
import { pacificDay } from "#domain/pacific-day";
import type { Database, Transaction } from "#db/database";
import { channelStatsSnapshots, youtubeChannels } from "#db/schema/catalogue";
import type { JobRunError } from "#db/schema/operations";
import { type JobContext, type JobDefinition, claimRun, executeRun, finishRun } from "#server/jobs/job-runner.server";
import { isYoutubeApiError } from "#server/integrations/youtube/youtube-api-error.server";
import type { YoutubeChannel, YoutubeClient } from "#server/integrations/youtube/youtube-client.server";
import { getLogger, type Logger } from "#server/logger";
import { type AuditActor, recordAudit } from "#server/services/audit.server";
import { createChannelSyncService } from "#server/services/channel-sync.server";

const JOB = "stats-refresh" as const;

/** A run stops taking new channels after this long; the rest are picked up by the next run. */
export const MAX_RUN_MS = 2 * 60 * 60 * 1000;
/**
 * A "running" run of another process that synced no channel for this long is taken as dead.
 * One channel takes seconds; with YouTube's retries and timeouts at worst a few minutes.
 */
export const STALE_AFTER_MS = 20 * 60 * 1000;
/** Errors kept on the run row (the dashboard shows the first few); the count says how many in all. */
const MAX_ERRORS_STORED = 100;

export interface StatsRefreshDeps {
  db: Database;
  /** A YouTube client; `units_spent` is what it spends during this run. */
  youtube: YoutubeClient;
  logger?: Pick<Logger, "info" | "warn" | "error">;
}

export interface StatsRefreshOptions {
  /** An admin who started it by hand: recorded on the run and in the audit log. None for the schedule and the CLI. */
  triggeredBy?: AuditActor | null;
  /** Stops the run between channels (server shutdown); the rest wait for the next run. */
  signal?: AbortSignal;
  /** Clock (tests pin it). */
  now?: () => Date;
  maxRunMs?: number;
  staleAfterMs?: number;
}

/** Why a run ended before every due channel was refreshed. */
export type StatsRefreshStop = "quota" | "time-limit" | "shutdown" | "unavailable";

export type StatsRefreshOutcome =
  | {
      status: "skipped";
      /** not-configured: no API key; already-running: another run holds the day; up-to-date: every channel has today's snapshot. */
      reason: "not-configured" | "already-running" | "up-to-date";
      day: string;
      message: string;
    }
  | {
      status: "succeeded" | "failed";
      runId: string;
      day: string;
      itemsTotal: number;
      itemsDone: number;
      itemsFailed: number;
      /** Channels left for the next run (quota spent, time limit, shutdown). */
      waiting: number;
      unitsSpent: number;
      stoppedBy: StatsRefreshStop | null;
      errors: JobRunError[];
    };

interface DueChannel {
  id: string;
  youtubeChannelId: string;
  title: string;
}

const channelLabel = (channel: DueChannel) => `${channel.title} (${channel.youtubeChannelId})`;

function errorMessage(error: unknown): string {
  if (isYoutubeApiError(error)) return youtubeErrorMessage(error);
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Channels with a YouTube id and no snapshot for `day`, least recently synced first (fair when the quota runs out). */
async function dueChannels(executor: Database | Transaction, day: string): Promise<DueChannel[]> {
  const rows = await executor
    .select({ id: youtubeChannels.id, youtubeChannelId: youtubeChannels.youtubeChannelId, title: youtubeChannels.channelTitle })
    .from(youtubeChannels)
    .where(
      and(
        isNotNull(youtubeChannels.youtubeChannelId),
        sql`not exists (select 1 from ${channelStatsSnapshots} where ${channelStatsSnapshots.channelId} = ${youtubeChannels.id} and ${channelStatsSnapshots.day} = ${day})`,
      ),
    )
    .orderBy(sql`${youtubeChannels.lastSyncedAt} asc nulls first`, asc(youtubeChannels.id));
  return rows.flatMap((row) => (row.youtubeChannelId ? [{ ...row, youtubeChannelId: row.youtubeChannelId }] : []));
}

/** The job as the runner knows it: a live run syncs a channel every few seconds. */
export function statsRefreshJob(staleAfterMs = STALE_AFTER_MS): JobDefinition {
  return {
    name: JOB,
    // Any constant works; every process of the app must agree on it (each job has its own).
    lockKey: 7_204_313,
    staleAfterMs: () => staleAfterMs,
    async lastActivity(executor) {
      const [latest] = await executor.select({ at: max(youtubeChannels.lastSyncedAt) }).from(youtubeChannels);
      return latest?.at ? new Date(latest.at) : null;
    },
    interruptedErrors: () => [{ message: "The run was interrupted (its server stopped before it finished)." }],
  };
}

/**
 * Runs the refresh for today's Pacific day, or skips it (no key, another run going, nothing due).
 * Throws only when the database fails; the run row is then marked failed if it can be.
 */
export async function runStatsRefresh(deps: StatsRefreshDeps, options: StatsRefreshOptions = {}): Promise<StatsRefreshOutcome> {
  const { db, youtube } = deps;
  const logger = deps.logger ?? getLogger();
  const now = options.now ?? (() => new Date());
  const startedAt = now();
  const day = pacificDay(startedAt);

  if (!youtube.configured) {
    const message = "Stats refresh skipped: YOUTUBE_API_KEY is not set.";
    logger.warn({ job: JOB, day }, message);
    return { status: "skipped", reason: "not-configured", day, message };
  }

  let channels: DueChannel[] = [];
  const claimed = await claimRun(db, statsRefreshJob(options.staleAfterMs ?? STALE_AFTER_MS), {
    now: startedAt,
    async prepare(tx) {
      channels = await dueChannels(tx, day);
      if (channels.length === 0) return { skip: "up-to-date" as const };
      return { itemsTotal: channels.length, day, triggeredBy: options.triggeredBy?.id ?? null, startedAt };
    },
  });
  if (claimed.kind === "running") {
    const message = "Stats refresh skipped: another refresh is running.";
    logger.info({ job: JOB, day }, message);
    return { status: "skipped", reason: "already-running", day, message };
  }
  if (claimed.kind === "skipped") {
    const message = `Stats refresh skipped: every channel already has its snapshot for ${day}.`;
    logger.info({ job: JOB, day }, message);
    return { status: "skipped", reason: "up-to-date", day, message };
  }

  const run = (context: JobContext) => refresh(context, { ...deps, logger }, { ...options, startedAt, day, channels });
  return executeRun(db, claimed.runId, run, options.signal ? { signal: options.signal, logger } : { logger });
}

async function refresh(
  { runId, signal, progress: writeProgress }: JobContext,
  { db, youtube, logger }: StatsRefreshDeps & { logger: Pick<Logger, "info" | "warn" | "error"> },
  options: StatsRefreshOptions & { startedAt: Date; day: string; channels: DueChannel[] },
): Promise<StatsRefreshOutcome> {
  const { startedAt, day, channels } = options;
  const now = options.now ?? (() => new Date());
  logger.info({ job: JOB, runId, day, channels: channels.length }, "stats refresh started");
  const spentBefore = youtube.spent.default;
  const unitsSpent = () => youtube.spent.default - spentBefore;
  const sync = createChannelSyncService(db, youtube);
  const maxRunMs = options.maxRunMs ?? MAX_RUN_MS;
  const errors: JobRunError[] = [];
  let done = 0;
  let failed = 0;
  // An object, not two lets: the closures below set them, which plain narrowing would not see.
  const end: { stoppedBy: StatsRefreshStop | null; fatal: string | null } = { stoppedBy: null, fatal: null };

  const fail = (channel: DueChannel, message: string) => {
    failed += 1;
    errors.push({ item: channelLabel(channel), message });
  };
  /** Quota and key problems end the run; anything else is this channel's failure. */
  const stopFor = (error: unknown): boolean => {
    if (!isYoutubeApiError(error)) return false;
    if (error.code === "quotaExceeded") end.stoppedBy = "quota";
    else if (error.code === "badKey" || error.code === "notConfigured") end.fatal = youtubeErrorMessage(error);
    else return false;
    return true;
  };
  const progress = () => writeProgress({ itemsDone: done, itemsFailed: failed, unitsSpent: unitsSpent() }, { force: true });

  try {
    run: for (const batch of chunks(channels, YOUTUBE_MAX_IDS_PER_CALL)) {
      if (signal.aborted) end.stoppedBy = "shutdown";
      else if (now().getTime() - startedAt.getTime() > maxRunMs) end.stoppedBy = "time-limit";
      if (end.stoppedBy) break;

      let found: Map<string, YoutubeChannel>;
      try {
        found = new Map((await youtube.getChannels(batch.map((c) => c.youtubeChannelId))).map((channel) => [channel.id, channel]));
      } catch (error) {
        if (stopFor(error)) break;
        // YouTube kept failing after the client's retries: no point hammering it channel by channel.
        end.stoppedBy = "unavailable";
        logger.warn({ job: JOB, runId, err: error }, "stats refresh stopped: YouTube is not answering");
        break;
      }

      for (const channel of batch) {
        if (signal.aborted) {
          end.stoppedBy = "shutdown";
          break run;
        }
        const data = found.get(channel.youtubeChannelId);
        if (!data) {
          fail(channel, "YouTube has no channel with this ID any more: it may have been deleted or closed. Check the channel's YouTube ID.");
          continue;
        }
        try {
          const synced = await sync.refreshChannel(channel.id, data);
          // Deleted from the catalogue since the run started: nothing to refresh.
          if (synced) done += 1;
          else fail(channel, "The channel was deleted during the refresh.");
        } catch (error) {
          if (stopFor(error)) break run;
          fail(channel, errorMessage(error));
          logger.warn({ job: JOB, runId, channelId: channel.id, err: error }, "stats refresh of a channel failed");
        }
      }
      await progress();
    }
  } catch (error) {
    // The database failed under us: record what we can and let the caller see the error.
    logger.error({ job: JOB, runId, err: error }, "stats refresh failed");
    const stored = [...errors, { message: errorMessage(error) }].slice(0, MAX_ERRORS_STORED);
    await finishRun(db, runId, { status: "failed", finishedAt: now(), itemsDone: done, itemsFailed: failed, unitsSpent: unitsSpent(), errors: stored }).catch(() => undefined);
    throw error;
  }

  const waiting = channels.length - done - failed;
  const stop = end.stoppedBy;
  if (end.fatal) errors.unshift({ message: end.fatal });
  else if (stop && waiting > 0) errors.unshift({ message: stopMessage(stop, waiting) });
  const status = end.fatal ? "failed" : "succeeded";
  const stored = errors.length > MAX_ERRORS_STORED ? [...errors.slice(0, MAX_ERRORS_STORED - 1), { message: `…and ${errors.length - MAX_ERRORS_STORED + 1} more errors.` }] : errors;
  const finishedAt = now();
  await db.transaction(async (tx) => {
    await finishRun(tx, runId, { status, finishedAt, itemsDone: done, itemsFailed: failed, unitsSpent: unitsSpent(), errors: stored });
    // Not an admin change when the schedule or the CLI ran it; an admin's "refresh now" is.
    if (options.triggeredBy) {
      await recordAudit(tx, options.triggeredBy, {
        action: "stats-refresh",
        entityType: "job",
        entityId: runId,
        before: null,
        after: { job: JOB, day, status, itemsTotal: channels.length, itemsDone: done, itemsFailed: failed, unitsSpent: unitsSpent(), startedAt, finishedAt },
      });
    }
  });
  const outcome = { status, runId, day, itemsTotal: channels.length, itemsDone: done, itemsFailed: failed, waiting, unitsSpent: unitsSpent(), stoppedBy: stop, errors: stored } as const;
  logger.info({ job: JOB, runId, day, status, itemsTotal: channels.length, itemsDone: done, itemsFailed: failed, waiting, unitsSpent: outcome.unitsSpent, stoppedBy: stop }, "stats refresh finished");
  return outcome;
}

function stopMessage(stop: StatsRefreshStop, waiting: number): string {
  const channels = waiting === 1 ? "1 channel waits" : `${waiting} channels wait`;
  switch (stop) {
    case "quota":
      return `Today's YouTube API quota is used up; ${channels} for tomorrow's run.`;
    case "time-limit":
      return `The run reached its time limit; ${channels} for the next run.`;
    case "shutdown":
      return `The server stopped during the run; ${channels} for the next run.`;
    case "unavailable":
      return `YouTube stopped answering; ${channels} for the next run.`;
  }
}
