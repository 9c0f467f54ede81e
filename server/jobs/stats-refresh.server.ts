// The daily YouTube stats refresh at the quota's limit (ADR 024; the plan: domain/refresh-plan.ts).
// One run of the job runner (ADR 019) works the day's plan in batches:
//
// 1. Statistics. The planned channels, in priority order (new, hot, quiet, dormant), 500 at a
//    time: channels.list 50 ids a call (a call never mixes parts, so every unit has one part),
//    and each batch's snapshots and channel rows written in one transaction — stored from the
//    channels.list answer whatever happens to the uploads after. Meanwhile each channel's uploads
//    feed is read (free; concurrent, with timeouts and backoff: youtube-feed-reader.server.ts):
//    new uploads are stored at once from the feed (title, date, views) with their details
//    pending, stored videos get the feed's views, and due fixed-age views the feed holds are
//    recorded (domain/video-ages.ts). Channels read only for a due age's feed come last.
// 2. Videos, with the units left, part by part in the same order: a failed feed's playlistItems
//    page (at most FALLBACK_SHARE of the day), the pending details (duration, likes, comments)
//    50 ids a call across channels — videos.list, or videos.batchGetStats when
//    YOUTUBE_BATCH_GET_STATS is on — and, in their turn, the due ages the feeds could not answer.
//    What the units do not reach stays pending (carried over; it comes first in its part the
//    next day).
//
// Each run is a job_runs row ('stats-refresh'): channels total / stored / failed, units spent,
// the units planned and spent per part (units_by_part: the one place that says so), errors naming
// their channel. Started by the scheduler (daily), `npm run stats:refresh`, or "Refresh now" on
// the admin dashboard (in the server process: progress and Stop, on PGlite too). "Today" is the
// Pacific day, the day the quota resets on: a channel with a snapshot for it is not due again.
// One run at a time across processes (the runner's claim); every write is an upsert keyed by
// (channel, day) or (video, age), so even overlapping runs could not store twice.
//
// No YOUTUBE_API_KEY: the run is skipped (logged) and nothing is recorded; the dashboard says why.
import { and, eq, max, sql } from "drizzle-orm";
import {
  FALLBACK_SHARE,
  HOT_UPLOAD_DAYS,
  REFRESH_PARTS,
  REFRESH_TIERS,
  type DueAge,
  type RefreshCandidate,
  type RefreshPart,
  type RefreshPlan,
  type RefreshTier,
  UNIT_PARTS,
  type UnitPart,
  type UnitsByPart,
  planRefresh,
  refreshTier,
} from "#domain/refresh-plan";
import { dailyRetentionStart } from "#domain/snapshot-retention";
import { ageInWindow } from "#domain/video-ages";
import { youtubeErrorMessage } from "#domain/youtube-errors";
import { YOUTUBE_DEFAULT_DAILY_UNITS, YOUTUBE_MAX_IDS_PER_CALL } from "#domain/youtube-quota";
import { pacificDay } from "#domain/pacific-day";
import type { Database, Transaction } from "#db/database";
import { executeRows } from "#db/execute-rows";
import { youtubeChannels } from "#db/schema/catalogue";
import { jobRuns, type JobRunError, type RunUnitsByPart, youtubeQuotaUsage } from "#db/schema/operations";
import { ensureSnapshotPartitions, thinOldestSnapshotMonth } from "#db/snapshot-partitions";
import {
  type JobContext,
  type JobDefinition,
  type JobRunRow,
  STOPPED_CODE,
  activeRun,
  cancelRun,
  claimRun,
  executeRun,
  finishRun,
  getRun,
  launchRun,
  listRuns,
  wasStopped,
} from "#server/jobs/job-runner.server";
import { isYoutubeApiError } from "#server/integrations/youtube/youtube-api-error.server";
import type { UploadsFeedRead, YoutubeChannel, YoutubeClient } from "#server/integrations/youtube/youtube-client.server";
import { createFeedReader, type FeedReaderStats } from "#server/integrations/youtube/youtube-feed-reader.server";
import { type Env, getEnv } from "#server/env";
import { getLogger, type Logger } from "#server/logger";
import { type AuditActor, recordAudit } from "#server/services/audit.server";
import { refreshStoredRevenue } from "#db/channel-revenue";
import { refreshStoredTemplateSignals } from "#db/template-signals";
import { createChannelSyncService } from "#server/services/channel-sync.server";
import { refreshOutlierScores } from "#server/services/outlier-scores.server";
import {
  type AgeReading,
  type FeedVideo,
  type StoredVideo,
  type VideoDetails,
  dueAges,
  insertFeedVideos,
  pendingByChannel,
  pendingVideos,
  recordAgeViews,
  removeVideos,
  storeVideoDetails,
  storedVideoKey,
  storedVideos,
  updateFeedViews,
} from "#server/services/refresh-videos.server";

const JOB = "stats-refresh" as const;
const DAY_MS = 86_400_000;

/** A run stops taking new work after this long; the rest is picked up by the next run. */
export const MAX_RUN_MS = 2 * 60 * 60 * 1000;
/** A "running" run of another process that stored nothing for this long is taken as dead. */
export const STALE_AFTER_MS = 20 * 60 * 1000;
/** Channels written per transaction (10 channels.list calls). */
const WRITE_BATCH = 500;
/** Errors kept on the run row (the dashboard shows the first few); the count says how many in all. */
const MAX_ERRORS_STORED = 100;
/** Pending video details one run looks at, newest first (more than 10,000 units can pay for). */
const MAX_PENDING_READ = 600_000;

export interface StatsRefreshDeps {
  db: Database;
  /** A YouTube client; `units_spent` is what it spends during this run. */
  youtube: YoutubeClient;
  logger?: Pick<Logger, "info" | "warn" | "error">;
}

export interface StatsRefreshOptions {
  /** An admin who started it by hand: recorded on the run and in the audit log. None for the schedule and the CLI. */
  triggeredBy?: AuditActor | null;
  /** Stops the run between batches (server shutdown); the rest wait for the next run. */
  signal?: AbortSignal;
  /** Clock (tests and the bench pin it); also the instant the snapshots are filed under. */
  now?: () => Date;
  /** The day's unit allowance (YOUTUBE_DAILY_QUOTA_UNITS); the plan spends what is left of it today. */
  allowance?: number;
  /** Video counts through videos.batchGetStats instead of videos.list (YOUTUBE_BATCH_GET_STATS). */
  batchGetStats?: boolean;
  /** Uploads feeds read at once and per-read timeout (YOUTUBE_FEED_CONCURRENCY, YOUTUBE_FEED_TIMEOUT_MS). */
  feedConcurrency?: number;
  feedTimeoutMs?: number;
  maxRunMs?: number;
  staleAfterMs?: number;
  /** Channels per transaction (default WRITE_BATCH). */
  writeBatch?: number;
}

/** The settings of server/env.ts the refresh runs with (the schedule, the CLI and "Refresh now" alike). */
export function statsRefreshSettingsFromEnv(
  env: Env = getEnv(),
): Pick<StatsRefreshOptions, "allowance" | "batchGetStats" | "feedConcurrency" | "feedTimeoutMs"> {
  return {
    allowance: env.YOUTUBE_DAILY_QUOTA_UNITS,
    batchGetStats: env.YOUTUBE_BATCH_GET_STATS,
    feedConcurrency: env.YOUTUBE_FEED_CONCURRENCY,
    feedTimeoutMs: env.YOUTUBE_FEED_TIMEOUT_MS,
  };
}

/** Why a run ended before all of its plan was done. */
type StatsRefreshStop = "quota" | "time-limit" | "shutdown" | "stopped" | "unavailable";

interface StatsRefreshReport {
  /** Units planned and spent per part (UNIT_PARTS). */
  units: { planned: UnitsByPart; spent: UnitsByPart };
  /** Planned channels per tier. */
  tiers: Record<RefreshTier, number>;
  feeds: FeedReaderStats & { ms: number };
  videos: {
    /** New uploads the feeds named (stored at once). */
    fromFeeds: number;
    /** Stored videos whose views the feeds brought up to date, free. */
    viewsFromFeeds: number;
    /** Details read through the API. */
    detailed: number;
    /** Details still pending after the run (carried over). */
    pending: number;
    removed: number;
  };
  ages: { fromFeeds: number; fromApi: number; waiting: number };
}

export type StatsRefreshOutcome =
  | {
      status: "skipped";
      /** not-configured: no API key; already-running: another run holds the day; up-to-date: nothing due within the units left. */
      reason: "not-configured" | "already-running" | "up-to-date";
      day: string;
      message: string;
    }
  | ({
      status: "succeeded" | "failed";
      runId: string;
      day: string;
      itemsTotal: number;
      itemsDone: number;
      itemsFailed: number;
      /** Planned channels left for the next run (quota spent, time limit, shutdown, stop). */
      waiting: number;
      unitsSpent: number;
      unitsPlanned: number;
      stoppedBy: StatsRefreshStop | null;
      errors: JobRunError[];
    } & StatsRefreshReport);

interface ChannelInfo {
  id: string;
  youtubeChannelId: string;
  title: string;
  videoCount: number | null;
}

export interface LoadedPlan extends RefreshPlan {
  channels: Map<string, ChannelInfo>;
  tierOf: Map<string, RefreshTier>;
  /** Channels with today's snapshot already. */
  refreshedToday: number;
  /** The due ages with what the run needs to read them. */
  dueAges: (DueAge & { videoId: string; publishedAt: Date })[];
  /** Units of the default bucket already spent today (imports, discovery, earlier runs). */
  usedToday: number;
}

const channelLabel = (channel: ChannelInfo) => `${channel.title} (${channel.youtubeChannelId})`;

function errorMessage(error: unknown): string {
  if (isYoutubeApiError(error)) return youtubeErrorMessage(error);
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const zeroUnits = (): UnitsByPart => Object.fromEntries(UNIT_PARTS.map((part) => [part, 0])) as UnitsByPart;

/** Units of the default bucket spent today, by every job and import. */
async function unitsUsedToday(executor: Database | Transaction, day: string): Promise<number> {
  const [row] = await executor
    .select({ units: youtubeQuotaUsage.units })
    .from(youtubeQuotaUsage)
    .where(and(eq(youtubeQuotaUsage.day, day), eq(youtubeQuotaUsage.bucket, "default")));
  return row?.units ?? 0;
}

/**
 * Today's plan over every channel with a YouTube id (the dashboard shows it; the run follows it),
 * least recently synced first, against what is left of today's allowance. A channel with a
 * snapshot for the day is not due again that day, whatever its tier.
 */
export async function loadRefreshPlan(executor: Database | Transaction, now: Date, allowance: number): Promise<LoadedPlan> {
  const day = pacificDay(now);
  const rows = await executeRows<{
    id: string;
    youtube_channel_id: string;
    title: string;
    last_synced_at: string | Date | null;
    growth_percent_30d: number | null;
    video_count: number | null;
    latest_upload_at: string | Date | null;
    synced_today: boolean;
  }>(
    executor,
    // Newest upload: one probe of (channel_id, published_at desc); today's snapshot: one probe of today's partition.
    sql`select c.id, c.youtube_channel_id, c.channel_title as title, c.last_synced_at, c.growth_percent_30d, c.video_count,
        (select v.published_at from youtube_video_stats v where v.channel_id = c.id order by v.published_at desc nulls last limit 1) as latest_upload_at,
        exists (select 1 from channel_stats_snapshots s where s.channel_id = c.id and s.day = ${day}::date) as synced_today
      from ${youtubeChannels} c
      where c.youtube_channel_id is not null
      order by c.last_synced_at asc nulls first, c.id`,
  );
  // One after the other: inside the claim's transaction they share one connection.
  const ages = await dueAges(executor, now);
  const pending = await pendingByChannel(executor);
  const usedToday = await unitsUsedToday(executor, day);
  const channels = new Map<string, ChannelInfo>();
  let refreshedToday = 0;
  const candidates: RefreshCandidate[] = rows.map((row) => {
    if (row.synced_today) refreshedToday += 1;
    channels.set(row.id, { id: row.id, youtubeChannelId: row.youtube_channel_id, title: row.title, videoCount: row.video_count });
    const latest = row.latest_upload_at === null ? null : new Date(row.latest_upload_at);
    // A snapshot for the day counts as synced that day: due for no tier.
    const lastSyncedDay = row.synced_today ? day : row.last_synced_at ? pacificDay(new Date(row.last_synced_at)) : null;
    return {
      id: row.id,
      lastSyncedDay,
      latestUploadAt: latest && !Number.isNaN(latest.getTime()) ? latest : null,
      growthPercent30d: row.growth_percent_30d === null ? null : Number(row.growth_percent_30d),
      videoCount: row.video_count,
    };
  });
  const tierOf = new Map(candidates.map((candidate) => [candidate.id, refreshTier(candidate, now)]));
  const pendingVideosByTier: Partial<Record<RefreshTier, number>> = {};
  for (const [channelId, n] of pending) {
    const tier = tierOf.get(channelId);
    if (tier) pendingVideosByTier[tier] = (pendingVideosByTier[tier] ?? 0) + n;
  }
  const dueAgesOfCatalogue = ages.filter((age) => channels.has(age.channelId));
  const plan = planRefresh({
    channels: candidates,
    ages: dueAgesOfCatalogue,
    pendingVideos: pendingVideosByTier,
    now,
    today: day,
    budget: allowance - usedToday,
    allowance,
  });
  return { ...plan, channels, tierOf, refreshedToday, dueAges: dueAgesOfCatalogue, usedToday };
}

/** The job as the runner knows it: a live run stores a batch of channels every few seconds. */
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

type Claimed =
  | { kind: "claimed"; runId: string; plan: LoadedPlan; startedAt: Date; day: string }
  | { kind: "skipped"; outcome: Extract<StatsRefreshOutcome, { status: "skipped" }> };

/** Claims today's run (or says why there is none): the plan is made under the job's lock. */
async function claim(
  deps: StatsRefreshDeps,
  options: StatsRefreshOptions,
  logger: Pick<Logger, "info" | "warn">,
): Promise<Claimed> {
  const { db, youtube } = deps;
  const now = options.now ?? (() => new Date());
  const startedAt = now();
  const day = pacificDay(startedAt);
  if (!youtube.configured) {
    const message = "Stats refresh skipped: YOUTUBE_API_KEY is not set.";
    logger.warn({ job: JOB, day }, message);
    return { kind: "skipped", outcome: { status: "skipped", reason: "not-configured", day, message } };
  }
  let plan: LoadedPlan | null = null;
  const claimed = await claimRun(db, statsRefreshJob(options.staleAfterMs ?? STALE_AFTER_MS), {
    now: startedAt,
    async prepare(tx) {
      // This month's and next month's partitions exist before the first snapshot is written.
      await ensureSnapshotPartitions(tx, day, nextMonth(day));
      plan = await loadRefreshPlan(tx, startedAt, options.allowance ?? YOUTUBE_DEFAULT_DAILY_UNITS);
      // Nothing due, no free feed to read, no pending details or ages the units left can pay for.
      if (plan.refresh.length === 0 && plan.feedOnly.length === 0 && plan.units.total === 0)
        return { skip: "up-to-date" as const };
      return {
        itemsTotal: plan.refresh.length,
        day,
        triggeredBy: options.triggeredBy?.id ?? null,
        startedAt,
        unitsByPart: { planned: unitsOfPlan(plan), spent: zeroUnits() },
      };
    },
    async onCreated(tx, created) {
      if (!options.triggeredBy) return;
      await recordAudit(tx, options.triggeredBy, {
        action: "stats-refresh",
        entityType: "job",
        entityId: created.id,
        before: null,
        after: {
          job: JOB,
          day,
          status: created.status,
          itemsTotal: created.itemsTotal,
          unitsPlanned: plan?.units.total ?? 0,
          startedAt,
        },
      });
    },
  });
  if (claimed.kind === "running") {
    const message = "Stats refresh skipped: another refresh is running.";
    logger.info({ job: JOB, day }, message);
    return { kind: "skipped", outcome: { status: "skipped", reason: "already-running", day, message } };
  }
  if (claimed.kind === "skipped" || !plan) {
    const message = `Stats refresh skipped: nothing is due for ${day} within the units left today.`;
    logger.info({ job: JOB, day }, message);
    return { kind: "skipped", outcome: { status: "skipped", reason: "up-to-date", day, message } };
  }
  return { kind: "claimed", runId: claimed.runId, plan, startedAt, day };
}

function nextMonth(day: string): string {
  const at = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 1));
  return at.toISOString().slice(0, 10);
}

function unitsOfPlan(plan: RefreshPlan): UnitsByPart {
  const units = zeroUnits();
  for (const part of REFRESH_PARTS) units[part] = plan.units[part];
  return units;
}

/**
 * Runs today's refresh in this process and waits for it (the schedule and the CLI), or skips it
 * (no key, another run going, nothing due). Throws only when the database fails.
 */
export async function runStatsRefresh(deps: StatsRefreshDeps, options: StatsRefreshOptions = {}): Promise<StatsRefreshOutcome> {
  const logger = deps.logger ?? getLogger();
  const claimed = await claim(deps, options, logger);
  if (claimed.kind === "skipped") return claimed.outcome;
  const run = (context: JobContext) => refresh(context, { ...deps, logger }, options, claimed);
  return executeRun(deps.db, claimed.runId, run, options.signal ? { signal: options.signal, logger } : { logger });
}

/** A run as the admin pages show it. */
export interface StatsRefreshRun {
  id: string;
  /** "stopped": an admin stopped it (stored as failed with a "stopped" error). */
  status: "running" | "succeeded" | "failed" | "stopped";
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

function toRun(row: JobRunRow): StatsRefreshRun {
  const { id, day, itemsTotal, itemsDone, itemsFailed, unitsSpent, errors, startedAt, finishedAt, triggeredByEmail } = row;
  return {
    id,
    status: wasStopped(row) ? "stopped" : row.status,
    day,
    itemsTotal,
    itemsDone,
    itemsFailed,
    unitsSpent,
    errors,
    startedAt,
    finishedAt,
    triggeredByEmail,
  };
}

export type StatsRefreshStart =
  | { kind: "started" | "running"; run: StatsRefreshRun }
  | { kind: "skipped"; reason: "not-configured" | "up-to-date"; message: string };

/**
 * The refresh as the admin area drives it: "Refresh now" claims a run and works it in this
 * server process after the request has returned (on the embedded database too: no CLI needed),
 * the page follows its progress, Stop ends it between batches.
 */
export function createStatsRefreshJob(
  db: Database,
  deps: { youtube: () => YoutubeClient; options?: () => StatsRefreshOptions; logger?: Pick<Logger, "info" | "warn" | "error"> },
) {
  const job = statsRefreshJob();
  const readRun = async (runId: string): Promise<StatsRefreshRun | null> => {
    const row = await getRun(db, job, runId);
    return row ? toRun(row) : null;
  };
  return {
    configured: (): boolean => deps.youtube().configured,

    async start(actor: AuditActor): Promise<StatsRefreshStart> {
      const logger = deps.logger ?? getLogger();
      const youtube = deps.youtube();
      const options = { ...deps.options?.(), triggeredBy: actor };
      const claimed = await claim({ db, youtube, logger }, options, logger);
      if (claimed.kind === "skipped") {
        const { reason, message } = claimed.outcome;
        if (reason === "already-running") {
          const [latest] = await listRuns(db, job, { limit: 1 });
          if (latest) return { kind: "running", run: toRun(latest) };
        }
        return { kind: "skipped", reason: reason === "not-configured" ? "not-configured" : "up-to-date", message };
      }
      launchRun(db, claimed.runId, async (context) => void (await refresh(context, { db, youtube, logger }, options, claimed)), {
        logger,
        failure: (message) => ({ message: `The refresh stopped on an error: ${message}`.slice(0, 500) }),
        keepErrors: true,
      });
      const run = await readRun(claimed.runId);
      if (!run) throw new Error("The stats refresh run disappeared");
      return { kind: "started", run };
    },

    /** Stops the running refresh: stored as stopped at once; its loop ends after the batch in hand. */
    async stop(actor: AuditActor): Promise<{ status: "stopped"; run: StatsRefreshRun } | { status: "not-running" }> {
      const stoppedId = await cancelRun(db, job, {
        message: `Stopped by ${actor.email}.`,
        async onCancelled(tx, running, { finishedAt }) {
          await recordAudit(tx, actor, {
            action: "stop",
            entityType: "job",
            entityId: running.id,
            before: { job: JOB, status: running.status, itemsTotal: running.itemsTotal, startedAt: running.startedAt },
            after: { job: JOB, status: "stopped", itemsTotal: running.itemsTotal, finishedAt },
          });
        },
      });
      // The loop writes where it stopped once the batch in hand is stored.
      if (stoppedId) await activeRun(stoppedId);
      const run = stoppedId ? await readRun(stoppedId) : null;
      return run ? { status: "stopped", run } : { status: "not-running" };
    },

    async latestRun(): Promise<StatsRefreshRun | null> {
      const [row] = await listRuns(db, job, { limit: 1 });
      return row ? toRun(row) : null;
    },

    getRun: readRun,
  };
}

/** A channel's planned read with what it brought. */
interface Planned {
  channel: ChannelInfo;
  part: RefreshPart;
  /** Statistics read (channels.list); undefined for a feed-only read. */
  data?: YoutubeChannel;
}

async function refresh(
  { runId, signal, progress: writeProgress }: JobContext,
  { db, youtube, logger }: StatsRefreshDeps & { logger: Pick<Logger, "info" | "warn" | "error"> },
  options: StatsRefreshOptions,
  claimed: Extract<Claimed, { kind: "claimed" }>,
): Promise<StatsRefreshOutcome> {
  const { plan, startedAt, day } = claimed;
  const now = options.now ?? (() => new Date());
  const maxRunMs = options.maxRunMs ?? MAX_RUN_MS;
  const writeBatch = options.writeBatch ?? WRITE_BATCH;
  const sync = createChannelSyncService(db, youtube);
  const spentBefore = youtube.spent.default;
  const unitsSpent = () => youtube.spent.default - spentBefore;
  const planned = unitsOfPlan(plan);
  const spent = zeroUnits();
  const tiers = Object.fromEntries(REFRESH_TIERS.map((tier) => [tier, 0])) as Record<RefreshTier, number>;
  for (const entry of plan.refresh) tiers[entry.tier] += 1;
  const errors: JobRunError[] = [];
  const report: StatsRefreshReport = {
    units: { planned, spent },
    tiers,
    feeds: { reads: 0, ok: 0, failed: {}, retries: 0, minConcurrency: 0, pausedMs: 0, ms: 0 },
    videos: { fromFeeds: 0, viewsFromFeeds: 0, detailed: 0, pending: 0, removed: 0 },
    ages: { fromFeeds: 0, fromApi: 0, waiting: 0 },
  };
  let done = 0;
  let failed = 0;
  // The planned channels, and those found uploading on a feed-only read (read the same day).
  let total = plan.refresh.length;
  // An object, not two lets: the closures below set them, which plain narrowing would not see.
  const end: { stoppedBy: StatsRefreshStop | null; fatal: string | null } = { stoppedBy: null, fatal: null };
  logger.info(
    { job: JOB, runId, day, channels: plan.refresh.length, tiers, unitsPlanned: plan.units.total, budget: plan.budget },
    "stats refresh started",
  );

  const reader = createFeedReader({
    read: (channelId, readOptions) => youtube.readUploadsFeed(channelId, readOptions),
    concurrency: options.feedConcurrency ?? 32,
    timeoutMs: options.feedTimeoutMs ?? 10_000,
    signal,
  });
  const feedStarted = performance.now();

  /** The units a call spends, booked to its part; never past the plan's budget. */
  const left = () => plan.budget - unitsSpent();
  async function spend<T>(part: UnitPart, call: () => Promise<T>): Promise<T> {
    const before = youtube.spent.default;
    try {
      return await call();
    } finally {
      spent[part] += youtube.spent.default - before;
    }
  }
  const fail = (channel: ChannelInfo, message: string) => {
    failed += 1;
    errors.push({ item: channelLabel(channel), message });
  };
  /** Quota and key problems end the run; anything else is the batch's or the channel's failure. */
  const stopFor = (error: unknown): boolean => {
    if (!isYoutubeApiError(error)) return false;
    if (error.code === "quotaExceeded") end.stoppedBy = "quota";
    else if (error.code === "badKey" || error.code === "notConfigured") end.fatal = youtubeErrorMessage(error);
    else return false;
    return true;
  };
  const interrupted = (): boolean => {
    if (end.stoppedBy || end.fatal) return true;
    if (signal.aborted) end.stoppedBy = signal.reason === STOPPED_CODE ? "stopped" : "shutdown";
    else if (now().getTime() - startedAt.getTime() > maxRunMs) end.stoppedBy = "time-limit";
    return end.stoppedBy !== null;
  };
  const runUnits = (): RunUnitsByPart => ({ planned: { ...planned }, spent: { ...spent } });
  const progress = () =>
    writeProgress(
      { itemsTotal: total, itemsDone: done, itemsFailed: failed, unitsSpent: unitsSpent(), unitsByPart: runUnits() },
      { force: true },
    );

  // What the feeds said, for the videos step.
  const dueAgeByKey = new Map(plan.dueAges.map((age) => [`${age.videoRowId}:${age.age}`, age]));
  const answeredAges = new Set<string>();
  /** Channels whose feed could not be read (or showed a gap): a playlistItems page each, in their part. */
  const needsFallback: { channel: ChannelInfo; part: RefreshPart; playlistId: string }[] = [];
  const touched = new Set<string>();

  /** Reads one batch's statistics (channels.list, 50 ids a call) and starts its feeds. */
  async function fetchBatch(batch: { channel: ChannelInfo; part: RefreshPart }[], withStatistics: boolean, withFeeds = true) {
    const feeds = withFeeds ? batch.map(({ channel }) => reader.read(channel.youtubeChannelId)) : [];
    const found = new Map<string, YoutubeChannel>();
    let error: unknown = null;
    if (withStatistics) {
      try {
        // A call never mixes parts: batches are cut per part, so each 50 ids are of one.
        for (const call of chunks(batch, YOUTUBE_MAX_IDS_PER_CALL)) {
          const part = call[0]!.part;
          for (const channel of await spend(part, () => youtube.getChannels(call.map((entry) => entry.channel.youtubeChannelId))))
            found.set(channel.id, channel);
        }
      } catch (caught) {
        error = caught;
      }
    }
    return { batch, feeds, found, error };
  }

  /** Stores a batch's statistics in one transaction (channel by channel should it fail). */
  async function storeStatistics(entries: Planned[]): Promise<Planned[]> {
    const present = entries.filter((entry) => entry.data);
    let stored: unknown[] | null = null;
    try {
      stored = await sync.refreshChannelsStats(
        present.map(({ channel, data }) => ({ channelId: channel.id, channel: data! })),
        { at: now() },
      );
    } catch (error) {
      logger.warn({ job: JOB, runId, err: error }, "stats refresh of a batch failed; retrying its channels one by one");
    }
    const kept: Planned[] = [];
    for (const [index, entry] of present.entries()) {
      try {
        const result = stored ? stored[index] : await sync.refreshChannelStats(entry.channel.id, entry.data!, { at: now() });
        if (result) {
          done += 1;
          kept.push(entry);
        } else fail(entry.channel, "The channel was deleted during the refresh.");
      } catch (error) {
        fail(entry.channel, errorMessage(error));
        logger.warn({ job: JOB, runId, channelId: entry.channel.id, err: error }, "stats refresh of a channel failed");
      }
    }
    return kept;
  }

  /** What a batch's feeds said: new uploads stored, feed views kept, due ages recorded. Returns the feed-only channels found uploading. */
  async function storeFeeds(entries: Planned[], reads: UploadsFeedRead[]): Promise<ChannelInfo[]> {
    const at = now();
    const withFeed: { entry: Planned; read: Extract<UploadsFeedRead, { ok: true }> }[] = [];
    entries.forEach((entry, index) => {
      const read = reads[index]!;
      if (read.ok) withFeed.push({ entry, read });
      // No feed for a channel without uploads is expected; otherwise the API is asked in its turn.
      else if (
        read.reason !== "stopped" &&
        !(read.reason === "notFound" && (entry.data?.videoCount ?? entry.channel.videoCount) === 0) &&
        entry.data?.uploadsPlaylistId
      ) {
        needsFallback.push({ channel: entry.channel, part: entry.part, playlistId: entry.data.uploadsPlaylistId });
      }
    });
    if (withFeed.length === 0) return [];
    const ids = [...new Set(withFeed.flatMap(({ read }) => read.feed.entries.map((e) => e.videoId)))];
    const stored = await storedVideos(
      db,
      withFeed.map(({ entry }) => entry.channel.id),
      ids,
    );
    const fresh: FeedVideo[] = [];
    const views: { rowId: string; views: number; likes: number | null }[] = [];
    const ages: AgeReading[] = [];
    const uploading: ChannelInfo[] = [];
    for (const { entry, read } of withFeed) {
      let unknown = 0;
      let recent = 0;
      let aged = 0;
      for (const item of read.feed.entries) {
        const known = stored.get(storedVideoKey(entry.channel.id, item.videoId));
        if (!known) {
          unknown += 1;
          if (at.getTime() - item.publishedAt.getTime() <= HOT_UPLOAD_DAYS * DAY_MS) recent += 1;
          fresh.push({
            channelId: entry.channel.id,
            videoId: item.videoId,
            title: item.title,
            publishedAt: item.publishedAt,
            views: item.views,
            likes: null,
          });
          continue;
        }
        if (item.views === null) continue;
        views.push({ rowId: known.rowId, views: item.views, likes: null });
        const age = known.publishedAt ? ageInWindow(known.publishedAt, at) : null;
        const dueKey = `${known.rowId}:${age}`;
        if (age !== null && dueAgeByKey.has(dueKey) && !answeredAges.has(dueKey)) {
          answeredAges.add(dueKey);
          aged += 1;
          ages.push({
            videoRowId: known.rowId,
            age,
            views: item.views,
            likes: null,
            comments: null,
            observedAt: at,
            source: "feed",
          });
        }
      }
      // New uploads change a channel's set of videos, and a fixed-age reading lets an upload be
      // scored at equal age: its scores and Shorts share are recomputed after the videos step.
      // Views alone move scores a little; they are rescored with the next upload or reading.
      if (unknown > 0 || aged > 0) touched.add(entry.channel.id);
      // An upload of this week makes the channel hot (domain/refresh-plan.ts).
      if (recent > 0 && !entry.data) uploading.push(entry.channel);
      // All 15 new to us on a channel we had read before: more may have come than the feed holds.
      if (entry.part !== "new" && entry.data?.uploadsPlaylistId && unknown === read.feed.entries.length && unknown >= 15) {
        needsFallback.push({ channel: entry.channel, part: entry.part, playlistId: entry.data.uploadsPlaylistId });
      }
    }
    await db.transaction(async (tx) => {
      const inserted = await insertFeedVideos(tx, fresh, at);
      report.videos.fromFeeds += inserted.length;
      // A new upload found already past a day (a channel read weekly) gets that age from the feed too.
      const feedViews = new Map(fresh.map((video) => [storedVideoKey(video.channelId, video.videoId), video.views]));
      for (const video of inserted) {
        const views = feedViews.get(storedVideoKey(video.channelId, video.videoId));
        const age = video.publishedAt ? ageInWindow(video.publishedAt, at) : null;
        if (age !== null && views !== null && views !== undefined)
          ages.push({ videoRowId: video.rowId, age, views, likes: null, comments: null, observedAt: at, source: "feed" });
      }
      await updateFeedViews(tx, views, at);
      report.videos.viewsFromFeeds += views.length;
      report.ages.fromFeeds += await recordAgeViews(tx, ages);
    });
    return uploading;
  }

  try {
    // Old months thinned to one snapshot a channel (at most one month a run) before the day's writes.
    await thinOldestSnapshotMonth(db, dailyRetentionStart(day)).catch((error: unknown) =>
      logger.warn({ job: JOB, runId, err: error }, "could not thin an old snapshot month"),
    );

    // 1. Statistics and feeds, batch by batch, part by part; then the feed-only reads.
    const work: { batch: { channel: ChannelInfo; part: RefreshPart }[]; withStatistics: boolean }[] = [];
    for (const part of REFRESH_PARTS) {
      const ofPart = plan.refresh
        .filter((entry) => entry.tier === part)
        .map((entry) => ({ channel: plan.channels.get(entry.id)!, part: part as RefreshPart }));
      for (const batch of chunks(ofPart, writeBatch)) work.push({ batch, withStatistics: true });
    }
    for (const batch of chunks(
      plan.feedOnly.map((id) => ({ channel: plan.channels.get(id)!, part: "ages" as RefreshPart })),
      writeBatch,
    ))
      work.push({ batch, withStatistics: false });

    // The next batch's calls and feeds go while this one is written.
    let next = work.length > 0 && !interrupted() ? fetchBatch(work[0]!.batch, work[0]!.withStatistics) : null;
    for (let index = 0; next; index++) {
      const fetched = await next;
      next =
        index + 1 < work.length && !interrupted() && !fetched.error
          ? fetchBatch(work[index + 1]!.batch, work[index + 1]!.withStatistics)
          : null;
      if (fetched.error) {
        await Promise.all(fetched.feeds);
        if (!stopFor(fetched.error)) {
          // YouTube kept failing after the client's retries: no point hammering it batch by batch.
          end.stoppedBy = "unavailable";
          logger.warn({ job: JOB, runId, err: fetched.error }, "stats refresh stopped: YouTube is not answering");
        }
        break;
      }
      const withStatistics = work[index]!.withStatistics;
      const entries: Planned[] = fetched.batch.map(({ channel, part }) => ({
        channel,
        part,
        ...(fetched.found.has(channel.youtubeChannelId) ? { data: fetched.found.get(channel.youtubeChannelId)! } : {}),
      }));
      let kept = entries;
      if (withStatistics) {
        for (const entry of entries) {
          if (!entry.data)
            fail(
              entry.channel,
              "YouTube has no channel with this ID any more: it may have been deleted or closed. Check the channel's YouTube ID.",
            );
        }
        kept = await storeStatistics(entries);
        // The bar moves as snapshots are stored; the feeds' part of the batch follows.
        await progress();
      }
      const keptIds = new Set(kept.map((entry) => entry.channel.id));
      const reads = await Promise.all(fetched.feeds);
      const feedEntries = entries
        .map((entry, i) => ({ entry, read: reads[i]! }))
        .filter(({ entry }) => keptIds.has(entry.channel.id));
      const newlyHot = await storeFeeds(
        feedEntries.map((x) => x.entry),
        feedEntries.map((x) => x.read),
      );
      // A channel read only for an age's feed that turns out to have uploaded is hot from now on:
      // its statistics are read now too (1/50 unit each), so no hot channel is older than a day.
      if (!withStatistics && newlyHot.length > 0 && left() >= Math.ceil(newlyHot.length / YOUTUBE_MAX_IDS_PER_CALL)) {
        try {
          const extra = await fetchBatch(
            newlyHot.map((channel) => ({ channel, part: "hot" as RefreshPart })),
            true,
            false,
          );
          if (extra.error) throw extra.error;
          total += newlyHot.length;
          const planned = extra.batch.map(({ channel, part }) => ({
            channel,
            part,
            ...(extra.found.has(channel.youtubeChannelId) ? { data: extra.found.get(channel.youtubeChannelId)! } : {}),
          }));
          await storeStatistics(planned);
        } catch (error) {
          if (!stopFor(error))
            logger.warn({ job: JOB, runId, err: error }, "could not read the statistics of channels found uploading");
        }
      }
      await progress();
      if (interrupted()) {
        // A batch fetched ahead is dropped (at most its 10 calls); its feeds are let finish.
        if (next) await Promise.all((await next).feeds);
        break;
      }
    }
    Object.assign(report.feeds, reader.stats, { ms: Math.round(performance.now() - feedStarted) });

    // 2. Videos: the units left, part by part.
    if (!interrupted()) await videosStep();

    // Scores, revenue and template signals follow the videos that changed.
    for (const batch of chunks([...touched], writeBatch)) {
      await db.transaction(async (tx) => {
        await refreshOutlierScores(tx, batch);
        await refreshStoredRevenue(tx, { channelIds: batch });
        await refreshStoredTemplateSignals(tx, batch);
      });
    }
  } catch (error) {
    // The database failed under us: record what we can and let the caller see the error.
    logger.error({ job: JOB, runId, err: error }, "stats refresh failed");
    const stored = [...errors, { message: errorMessage(error) }].slice(0, MAX_ERRORS_STORED);
    await finishRun(db, runId, {
      status: "failed",
      finishedAt: now(),
      itemsDone: done,
      itemsFailed: failed,
      unitsSpent: unitsSpent(),
      unitsByPart: runUnits(),
      errors: stored,
    }).catch(() => undefined);
    throw error;
  }

  async function videosStep(): Promise<void> {
    const useStats = options.batchGetStats ?? false;
    const source = useStats ? ("videos.batchGetStats" as const) : ("videos.list" as const);
    const pending = await pendingVideos(db, MAX_PENDING_READ);
    const pendingByPart = new Map<RefreshPart, StoredVideo[]>(REFRESH_PARTS.map((part) => [part, []]));
    for (const video of pending) {
      const tier = plan.tierOf.get(video.channelId);
      if (tier) pendingByPart.get(tier)!.push(video);
    }
    let fallbackSpent = 0;
    const fallbackCap = Math.floor(plan.allowance * FALLBACK_SHARE);
    const readAt = () => now();

    /** Reads `videos` through the API, 50 a call, as far as the units go; returns the rows it could not afford. */
    async function readDetails(
      part: UnitPart,
      videos: StoredVideo[],
      ageOf?: (video: StoredVideo) => DueAge["age"] | null,
    ): Promise<StoredVideo[]> {
      const affordable = Math.max(0, left()) * YOUTUBE_MAX_IDS_PER_CALL;
      const now_ = readAt();
      for (const batch of chunks(videos.slice(0, affordable), writeBatch)) {
        if (interrupted()) return videos.slice(videos.indexOf(batch[0]!));
        let answered: VideoDetails[];
        try {
          answered = await spend(part, async () => {
            const ids = batch.map((video) => video.videoId);
            if (useStats) {
              const stats = new Map((await youtube.getVideoStats(ids)).map((stat) => [stat.id, stat]));
              return batch.flatMap((video) => {
                const stat = stats.get(video.videoId);
                return stat
                  ? [
                      {
                        rowId: video.rowId,
                        views: stat.viewCount,
                        likes: stat.likeCount,
                        comments: stat.commentCount,
                        durationSeconds: stat.durationSeconds,
                        publishedAt: stat.publishedAt,
                      },
                    ]
                  : [];
              });
            }
            const found = new Map((await youtube.getVideos(ids)).map((video) => [video.id, video]));
            return batch.flatMap((video) => {
              const item = found.get(video.videoId);
              return item
                ? [
                    {
                      rowId: video.rowId,
                      title: item.title,
                      thumbnailUrl: item.thumbnailUrl,
                      views: item.viewCount,
                      likes: item.likeCount,
                      comments: item.commentCount,
                      durationSeconds: item.durationSeconds,
                      publishedAt: item.publishedAt,
                    },
                  ]
                : [];
            });
          });
        } catch (error) {
          if (!stopFor(error)) {
            end.stoppedBy = "unavailable";
            logger.warn({ job: JOB, runId, err: error }, "stats refresh stopped reading videos: YouTube is not answering");
          }
          return videos.slice(videos.indexOf(batch[0]!));
        }
        const answeredIds = new Set(answered.map((d) => d.rowId));
        const gone = batch.filter((video) => !answeredIds.has(video.rowId)).map((video) => video.rowId);
        const ages: AgeReading[] = [];
        for (const detail of answered) {
          const video = batch.find((v) => v.rowId === detail.rowId)!;
          const published = detail.publishedAt ?? video.publishedAt;
          const age = ageOf ? ageOf(video) : published ? ageInWindow(published, now_) : null;
          const dueKey = `${video.rowId}:${age}`;
          if (age !== null && detail.views !== null && dueAgeByKey.has(dueKey) && !answeredAges.has(dueKey)) {
            answeredAges.add(dueKey);
            ages.push({
              videoRowId: video.rowId,
              age,
              views: detail.views,
              likes: detail.likes,
              comments: detail.comments,
              observedAt: now_,
              source,
            });
          }
          touched.add(video.channelId);
        }
        await db.transaction(async (tx) => {
          await storeVideoDetails(tx, answered, now_);
          await removeVideos(tx, gone);
          report.ages.fromApi += await recordAgeViews(tx, ages);
        });
        report.videos.detailed += answered.length;
        report.videos.removed += gone.length;
        await progress();
      }
      return videos.slice(affordable);
    }

    for (const part of REFRESH_PARTS) {
      if (interrupted()) break;
      if (part === "ages") {
        // The due ages no feed answered (fallen out of the feed, or its feed failed), youngest first.
        const open = plan.dueAges
          .filter((age) => !answeredAges.has(`${age.videoRowId}:${age.age}`))
          .sort((a, b) => a.age - b.age);
        const videos = open.map((age) => ({
          rowId: age.videoRowId,
          channelId: age.channelId,
          videoId: age.videoId,
          publishedAt: age.publishedAt,
        }));
        const ageByRow = new Map(open.map((age) => [age.videoRowId, age.age]));
        const unread = await readDetails("ages", videos, (video) => ageByRow.get(video.rowId) ?? null);
        report.ages.waiting = unread.length;
        continue;
      }
      // A failed feed's uploads page, within the day's cap for it.
      for (const { channel, playlistId } of needsFallback.filter((entry) => entry.part === part)) {
        if (interrupted() || left() < 1 || fallbackSpent >= fallbackCap) break;
        try {
          const before = youtube.spent.default;
          const uploads = await spend("fallback", () => youtube.listUploads(playlistId, { max: YOUTUBE_MAX_IDS_PER_CALL }));
          fallbackSpent += youtube.spent.default - before;
          const at = now();
          const stored = await storedVideos(
            db,
            [channel.id],
            uploads.items.map((item) => item.videoId),
          );
          const fresh = uploads.items
            .filter((item) => item.publishedAt && !stored.has(storedVideoKey(channel.id, item.videoId)))
            .map((item) => ({
              channelId: channel.id,
              videoId: item.videoId,
              title: item.title,
              publishedAt: item.publishedAt!,
              views: null,
              likes: null,
            }));
          const inserted = await insertFeedVideos(db, fresh, at);
          report.videos.fromFeeds += inserted.length;
          pendingByPart.get(part)!.unshift(...inserted);
          if (inserted.length > 0) touched.add(channel.id);
        } catch (error) {
          if (stopFor(error)) break;
          // A channel without uploads has no uploads playlist to find: nothing to add.
          if (!(isYoutubeApiError(error) && error.code === "notFound"))
            errors.push({ item: channelLabel(channel), message: errorMessage(error) });
        }
      }
      // Newest first within the part: what waits is the oldest pending.
      const videos = pendingByPart.get(part)!.sort((a, b) => (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0));
      await readDetails(part, videos);
    }
  }

  report.videos.pending = await pendingByChannel(db)
    .then((counts) => [...counts.values()].reduce((sum, n) => sum + n, 0))
    .catch(() => 0);
  const waiting = total - done - failed;
  const stop = end.stoppedBy;
  if (end.fatal) errors.unshift({ message: end.fatal });
  else if (stop && stop !== "stopped" && waiting > 0) errors.unshift({ message: stopMessage(stop, waiting) });
  const status = end.fatal ? "failed" : "succeeded";
  const stored =
    errors.length > MAX_ERRORS_STORED
      ? [...errors.slice(0, MAX_ERRORS_STORED - 1), { message: `…and ${errors.length - MAX_ERRORS_STORED + 1} more errors.` }]
      : errors;
  const finishedAt = now();
  const counts = { itemsTotal: total, itemsDone: done, itemsFailed: failed, unitsSpent: unitsSpent(), unitsByPart: runUnits() };
  await db.transaction(async (tx) => {
    const finished = await finishRun(tx, runId, { status, finishedAt, ...counts, errors: stored });
    // Stopped by an admin meanwhile: the stop is stored; the counts of what was done are added.
    if (!finished) await tx.update(jobRuns).set(counts).where(eq(jobRuns.id, runId));
  });
  const outcome: StatsRefreshOutcome = {
    status,
    runId,
    day,
    itemsTotal: total,
    itemsDone: done,
    itemsFailed: failed,
    waiting,
    unitsSpent: unitsSpent(),
    unitsPlanned: plan.units.total,
    stoppedBy: stop,
    errors: stored,
    ...report,
  };
  logger.info(
    {
      job: JOB,
      runId,
      day,
      status,
      itemsTotal: total,
      itemsDone: done,
      itemsFailed: failed,
      waiting,
      unitsSpent: outcome.unitsSpent,
      units: report.units,
      feeds: report.feeds,
      videos: report.videos,
      ages: report.ages,
      stoppedBy: stop,
    },
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
    case "stopped":
      return `The run was stopped; ${channels} for the next run.`;
    case "unavailable":
      return `YouTube stopped answering; ${channels} for the next run.`;
  }
}
