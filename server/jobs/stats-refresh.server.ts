// The daily YouTube stats refresh (YouTube Data API), tiered (domain/refresh-plan.ts): hot channels
// daily, quiet ones weekly, dormant ones monthly. Each due channel's statistics come from
// channels.list, 50 ids a call; its public uploads feed (free) says whether it has uploads we have
// not stored, and only those channels spend a playlistItems.list page and videos.list calls
// (the channel sync, server/services/channel-sync.server.ts); the others are stored from the
// channels.list answer alone. Statistics first, for every due channel, then the uploads: when the
// quota runs out, the channels whose uploads did not fit wait (no snapshot) for the next run. A
// feed that can't be read sends a hot channel through the API and keeps the others to statistics.
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
import { and, asc, inArray, isNotNull, max, sql } from "drizzle-orm";
import pLimit from "p-limit";
import { type RefreshPlan, type RefreshTier, planRefresh } from "#domain/refresh-plan";
import { youtubeErrorMessage } from "#domain/youtube-errors";
import { YOUTUBE_DEFAULT_DAILY_UNITS, YOUTUBE_MAX_IDS_PER_CALL } from "#domain/youtube-quota";
import { pacificDay } from "#domain/pacific-day";
import type { Database, Transaction } from "#db/database";
import { channelStatsSnapshots, youtubeChannels, youtubeVideoStats } from "#db/schema/catalogue";
import type { JobRunError } from "#db/schema/operations";
import { type JobContext, type JobDefinition, claimRun, executeRun, finishRun } from "#server/jobs/job-runner.server";
import { isYoutubeApiError } from "#server/integrations/youtube/youtube-api-error.server";
import type { YoutubeChannel, YoutubeClient } from "#server/integrations/youtube/youtube-client.server";
import { getLogger, type Logger } from "#server/logger";
import { type AuditActor, recordAudit } from "#server/services/audit.server";
import { createChannelSyncService } from "#server/services/channel-sync.server";

const JOB = "stats-refresh" as const;

/** A run stops taking new channels after this long; the rest are picked up by the next run. */
const MAX_RUN_MS = 2 * 60 * 60 * 1000;
/**
 * A "running" run of another process that synced no channel for this long is taken as dead.
 * One channel takes seconds; with YouTube's retries and timeouts at worst a few minutes.
 */
export const STALE_AFTER_MS = 20 * 60 * 1000;
/** Errors kept on the run row (the dashboard shows the first few); the count says how many in all. */
const MAX_ERRORS_STORED = 100;
/** Uploads feeds read at once (plain HTTP GETs to YouTube, no quota). */
const FEED_CONCURRENCY = 8;

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
  /** Clock (tests pin it); also the instant the snapshots are filed under. */
  now?: () => Date;
  /** The day's unit allowance the plan is measured against (YOUTUBE_DAILY_QUOTA_UNITS). */
  allowance?: number;
  maxRunMs?: number;
  staleAfterMs?: number;
}

/** Why a run ended before every due channel was refreshed. */
type StatsRefreshStop = "quota" | "time-limit" | "shutdown" | "unavailable";

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
      /** What the planner expected the run to spend (domain/refresh-plan.ts). */
      unitsPlanned: number;
      /** Due channels per tier. */
      tiers: Record<RefreshTier, number>;
      /** Channels whose feed showed new uploads (or could not be read) and got their videos refreshed. */
      uploadsSynced: number;
      /** Channels stored from channels.list alone: nothing new in their feed. */
      statisticsOnly: number;
      stoppedBy: StatsRefreshStop | null;
      errors: JobRunError[];
    };

interface DueChannel {
  id: string;
  youtubeChannelId: string;
  title: string;
  tier: RefreshTier;
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

/**
 * Today's plan over every channel with a YouTube id (the dashboard shows it; the run follows it),
 * least recently synced first (fair when the quota runs out). A channel with a snapshot for its
 * day is never due again that day, whatever its tier.
 */
export async function loadRefreshPlan(
  executor: Database | Transaction,
  now: Date,
  allowance: number,
): Promise<RefreshPlan & { channels: Map<string, Omit<DueChannel, "tier">>; refreshedToday: number }> {
  const day = pacificDay(now);
  const rows = await executor
    .select({
      id: youtubeChannels.id,
      youtubeChannelId: youtubeChannels.youtubeChannelId,
      title: youtubeChannels.channelTitle,
      lastSyncedAt: youtubeChannels.lastSyncedAt,
      growthPercent30d: youtubeChannels.growthPercent30d,
      // Aliased and qualified: drizzle writes a single-table select's columns unqualified, and
      // youtube_video_stats has an "id" of its own.
      latestUploadAt: sql<Date | null>`(select max(v.published_at) from ${youtubeVideoStats} v where v.channel_id = ${youtubeChannels}.id)`.mapWith(youtubeVideoStats.publishedAt),
      syncedToday: sql<boolean>`exists (select 1 from ${channelStatsSnapshots} s where s.channel_id = ${youtubeChannels}.id and s.day = ${day})`,
    })
    .from(youtubeChannels)
    .where(isNotNull(youtubeChannels.youtubeChannelId))
    .orderBy(sql`${youtubeChannels.lastSyncedAt} asc nulls first`, asc(youtubeChannels.id));
  const channels = new Map<string, Omit<DueChannel, "tier">>();
  let refreshedToday = 0;
  const candidates = rows.map((row) => {
    if (row.syncedToday) refreshedToday += 1;
    channels.set(row.id, { id: row.id, youtubeChannelId: row.youtubeChannelId!, title: row.title });
    const latest = row.latestUploadAt === null ? null : new Date(row.latestUploadAt);
    // A snapshot for the day counts as synced that day: due for no tier.
    const lastSyncedDay = row.syncedToday ? day : row.lastSyncedAt ? pacificDay(new Date(row.lastSyncedAt)) : null;
    return { id: row.id, lastSyncedDay, latestUploadAt: latest && !Number.isNaN(latest.getTime()) ? latest : null, growthPercent30d: row.growthPercent30d };
  });
  return { ...planRefresh(candidates, now, day, allowance), channels, refreshedToday };
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
  let unitsPlanned = 0;
  const claimed = await claimRun(db, statsRefreshJob(options.staleAfterMs ?? STALE_AFTER_MS), {
    now: startedAt,
    async prepare(tx) {
      const plan = await loadRefreshPlan(tx, startedAt, options.allowance ?? YOUTUBE_DEFAULT_DAILY_UNITS);
      channels = plan.due.map(({ id, tier }) => ({ ...plan.channels.get(id)!, tier }));
      unitsPlanned = plan.units.total;
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

  const run = (context: JobContext) => refresh(context, { ...deps, logger }, { ...options, startedAt, day, channels, unitsPlanned });
  return executeRun(db, claimed.runId, run, options.signal ? { signal: options.signal, logger } : { logger });
}

/** Of each channel's feed entries, whether any is not stored yet: new uploads. */
async function withNewUploads(db: Database, feeds: Map<string, string[]>): Promise<Set<string>> {
  const ids = [...new Set([...feeds.values()].flat())];
  const stored = new Set<string>();
  if (ids.length > 0) {
    const rows = await db
      .select({ channelId: youtubeVideoStats.channelId, videoId: youtubeVideoStats.videoId })
      .from(youtubeVideoStats)
      .where(and(inArray(youtubeVideoStats.channelId, [...feeds.keys()]), inArray(youtubeVideoStats.videoId, ids)));
    for (const row of rows) stored.add(`${row.channelId}\u0000${row.videoId}`);
  }
  return new Set([...feeds].filter(([channelId, videoIds]) => videoIds.some((videoId) => !stored.has(`${channelId}\u0000${videoId}`))).map(([channelId]) => channelId));
}

async function refresh(
  { runId, signal, progress: writeProgress }: JobContext,
  { db, youtube, logger }: StatsRefreshDeps & { logger: Pick<Logger, "info" | "warn" | "error"> },
  options: StatsRefreshOptions & { startedAt: Date; day: string; channels: DueChannel[]; unitsPlanned: number },
): Promise<StatsRefreshOutcome> {
  const { startedAt, day, channels, unitsPlanned } = options;
  const now = options.now ?? (() => new Date());
  const tiers: Record<RefreshTier, number> = { hot: 0, quiet: 0, dormant: 0 };
  for (const channel of channels) tiers[channel.tier] += 1;
  logger.info({ job: JOB, runId, day, channels: channels.length, tiers, unitsPlanned }, "stats refresh started");
  const spentBefore = youtube.spent.default;
  const unitsSpent = () => youtube.spent.default - spentBefore;
  const sync = createChannelSyncService(db, youtube);
  const maxRunMs = options.maxRunMs ?? MAX_RUN_MS;
  const errors: JobRunError[] = [];
  const feeds = pLimit(FEED_CONCURRENCY);
  let done = 0;
  let failed = 0;
  let statisticsOnly = 0;
  let uploadsSynced = 0;
  // Channels whose feed shows uploads we don't have: their videos are read after every due
  // channel's statistics are stored, so a spent quota never costs a channel its snapshot.
  const uploaders: { channel: DueChannel; data: YoutubeChannel }[] = [];
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
  const interrupted = (): boolean => {
    if (signal.aborted) end.stoppedBy = "shutdown";
    else if (now().getTime() - startedAt.getTime() > maxRunMs) end.stoppedBy = "time-limit";
    return end.stoppedBy !== null;
  };
  const progress = () => writeProgress({ itemsDone: done, itemsFailed: failed, unitsSpent: unitsSpent() }, { force: true });
  /** Stores a sync's result; a channel deleted from the catalogue since the run started is reported. */
  const count = (channel: DueChannel, synced: unknown) => {
    if (synced) done += 1;
    else fail(channel, "The channel was deleted during the refresh.");
  };

  try {
    // 1. Statistics of every due channel, 50 a call; the feeds decide who needs more.
    for (const batch of chunks(channels, YOUTUBE_MAX_IDS_PER_CALL)) {
      if (interrupted()) break;

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

      const present = batch.flatMap((channel) => {
        const data = found.get(channel.youtubeChannelId);
        if (data) return [{ channel, data }];
        fail(channel, "YouTube has no channel with this ID any more: it may have been deleted or closed. Check the channel's YouTube ID.");
        return [];
      });
      const reads = await Promise.all(present.map(({ channel }) => feeds(() => youtube.readUploadsFeed(channel.youtubeChannelId))));
      const feedIds = new Map<string, string[]>();
      const unknown = new Set<string>();
      present.forEach(({ channel, data }, index) => {
        const read = reads[index]!;
        if (read.ok) feedIds.set(channel.id, read.feed.entries.map((entry) => entry.videoId));
        // No feed for a channel without uploads is expected. Otherwise we can't tell: a hot
        // channel's uploads are read through the API anyway; a quiet or dormant one keeps its
        // statistics only, so a feed outage can't turn into thousands of units.
        else if (channel.tier === "hot" && !(read.reason === "notFound" && data.videoCount === 0)) unknown.add(channel.id);
        else feedIds.set(channel.id, []);
      });
      const fresh = await withNewUploads(db, feedIds);

      const quiet: typeof present = [];
      for (const entry of present) (fresh.has(entry.channel.id) || unknown.has(entry.channel.id) ? uploaders : quiet).push(entry);
      // The batch in one transaction; should it fail, channel by channel so one bad row costs only itself.
      let stored: unknown[] | null = null;
      try {
        stored = await sync.refreshChannelsStats(quiet.map(({ channel, data }) => ({ channelId: channel.id, channel: data })), { at: now() });
      } catch (error) {
        logger.warn({ job: JOB, runId, err: error }, "stats refresh of a batch failed; retrying its channels one by one");
      }
      for (const [index, { channel, data }] of quiet.entries()) {
        try {
          count(channel, stored ? stored[index] : await sync.refreshChannelStats(channel.id, data, { at: now() }));
          statisticsOnly += 1;
        } catch (error) {
          fail(channel, errorMessage(error));
          logger.warn({ job: JOB, runId, channelId: channel.id, err: error }, "stats refresh of a channel failed");
        }
      }
      await progress();
    }

    // 2. The channels with new uploads: their videos (playlistItems.list + videos.list).
    if (!end.stoppedBy && !end.fatal) {
      for (const { channel, data } of uploaders) {
        if (interrupted()) break;
        try {
          count(channel, await sync.refreshChannel(channel.id, data, { at: now() }));
          uploadsSynced += 1;
        } catch (error) {
          if (stopFor(error)) break;
          fail(channel, errorMessage(error));
          logger.warn({ job: JOB, runId, channelId: channel.id, err: error }, "stats refresh of a channel failed");
        }
        if ((done + failed) % YOUTUBE_MAX_IDS_PER_CALL === 0) await progress();
      }
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
  const outcome = {
    status,
    runId,
    day,
    itemsTotal: channels.length,
    itemsDone: done,
    itemsFailed: failed,
    waiting,
    unitsSpent: unitsSpent(),
    unitsPlanned,
    tiers,
    uploadsSynced,
    statisticsOnly,
    stoppedBy: stop,
    errors: stored,
  } as const;
  logger.info(
    { job: JOB, runId, day, status, itemsTotal: channels.length, itemsDone: done, itemsFailed: failed, waiting, unitsSpent: outcome.unitsSpent, unitsPlanned, tiers, uploadsSynced, statisticsOnly, stoppedBy: stop },
    "stats refresh finished",
  );
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
