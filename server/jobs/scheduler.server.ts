// The server process's clock for scheduled work: the stats refresh (STATS_REFRESH_AT), discovery
// (DISCOVERY_AT) and the e-mail digests (DIGEST_AT), each daily in UTC ("off" to disable).
// server/main.ts starts it once the HTTP server listens (through server/app.ts, which the
// production build bundles) and stops it on shutdown. At start it also retires the runs of every
// job that a process which died left "running". Within one process a run never starts while the
// previous one is still going; across processes the job runner's claim keeps it to one run.
import { getDatabase } from "#db/client.server";
import { databaseConfig, getEnv } from "#server/env";
import { createYoutubeClient, youtubeConfigFromEnv } from "#server/integrations/youtube/youtube-client.server";
import { channelImportJob } from "#server/jobs/channel-import.server";
import { discoveryJob } from "#server/jobs/discovery.server";
import { digestDepsFromEnv, digestJob, runDigest } from "#server/jobs/digest.server";
import { recoverStaleRuns } from "#server/jobs/job-runner.server";
import { linkCheckJob } from "#server/jobs/link-check.server";
import { runStatsRefresh, statsRefreshJob, statsRefreshSettingsFromEnv } from "#server/jobs/stats-refresh.server";
import { linkCheckerConfigFromEnv } from "#server/services/link-checker-config.server";
import { getLogger, type Logger } from "#server/logger";
import { createDiscoveryService } from "#server/services/discovery.server";
import { createYoutubeQuotaService } from "#server/services/youtube-quota.server";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long shutdown waits for a running job to record where it stopped. */
const STOP_WAIT_MS = 15_000;

/** The first instant strictly after `after` whose UTC time of day is `at` ("HH:MM" or "HH:MM:SS"). */
export function nextDailyRun(at: string, after: Date): Date {
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(at);
  if (!match) throw new RangeError(`Not an "HH:MM" time: ${at}`);
  const next = new Date(after);
  next.setUTCHours(Number(match[1]), Number(match[2]), Number(match[3] ?? 0), 0);
  if (next.getTime() <= after.getTime()) next.setTime(next.getTime() + DAY_MS);
  return next;
}

export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: Timers = {
  setTimeout(run, ms) {
    const handle = setTimeout(run, ms);
    // The schedule alone must not keep a process alive.
    handle.unref();
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface DailyJobOptions {
  name: string;
  /** "HH:MM" in UTC, or "off". */
  at: string;
  /** The work; the signal is aborted on stop(). */
  run: (signal: AbortSignal) => Promise<unknown>;
  logger: Pick<Logger, "info" | "warn" | "error">;
  now?: () => Date;
  timers?: Timers;
}

export interface DailyJob {
  /** When it runs next; null when off or stopped. */
  readonly nextRunAt: Date | null;
  /** Starts a run now unless one is going; resolves when it ends. */
  runNow(): Promise<void>;
  /** Cancels the schedule, asks a running job to stop, and waits (briefly) for it. */
  stop(): Promise<void>;
}

export function scheduleDaily(options: DailyJobOptions): DailyJob {
  const { name, logger } = options;
  const now = options.now ?? (() => new Date());
  const timers = options.timers ?? realTimers;
  const abort = new AbortController();
  let timer: unknown = null;
  let nextRunAt: Date | null = null;
  let running: Promise<void> | null = null;

  function runNow(): Promise<void> {
    if (running) {
      logger.warn({ job: name }, "scheduled job still running; this start is skipped");
      return running;
    }
    const started = now();
    logger.info({ job: name }, "scheduled job starting");
    running = options
      .run(abort.signal)
      .then(
        () => logger.info({ job: name, ms: now().getTime() - started.getTime() }, "scheduled job ended"),
        (error: unknown) => logger.error({ job: name, err: error }, "scheduled job failed"),
      )
      .finally(() => {
        running = null;
      });
    return running;
  }

  function arm(after: Date): Date | null {
    if (abort.signal.aborted) return null;
    const at = nextDailyRun(options.at, after);
    nextRunAt = at;
    timer = timers.setTimeout(
      () => {
        timer = null;
        // Timers can fire a little early: the next run is counted from the planned instant.
        arm(new Date(Math.max(now().getTime(), at.getTime())));
        void runNow();
      },
      Math.max(0, at.getTime() - now().getTime()),
    );
    return at;
  }

  if (options.at === "off") logger.info({ job: name }, "schedule is off");
  else {
    const first = arm(now());
    logger.info({ job: name, at: `${options.at} UTC`, next: first?.toISOString() }, "scheduled daily");
  }

  return {
    get nextRunAt() {
      return nextRunAt;
    },
    runNow,
    async stop() {
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
      nextRunAt = null;
      abort.abort();
      if (!running) return;
      let waited: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([running, new Promise<void>((resolve) => (waited = setTimeout(resolve, STOP_WAIT_MS)))]);
      clearTimeout(waited);
    },
  };
}

/**
 * The app's schedule, each job daily at its own UTC time: the stats refresh (STATS_REFRESH_AT),
 * discovery (DISCOVERY_AT) and the e-mail digests (DIGEST_AT). Each refresh gets a fresh YouTube
 * client, so its units are its own.
 */
export function startJobScheduler(): { jobs: DailyJob[]; stop(): Promise<void> } {
  const env = getEnv();
  const logger = getLogger(env.LOG_LEVEL).child({ source: "scheduler" });
  void getDatabase(databaseConfig(env))
    .then((db) =>
      recoverStaleRuns(db, [
        statsRefreshJob(),
        linkCheckJob(linkCheckerConfigFromEnv),
        channelImportJob(),
        discoveryJob(),
        digestJob(),
      ]),
    )
    .catch((error: unknown) => logger.warn({ err: error }, "could not retire interrupted job runs"));
  const jobs = [
    scheduleDaily({
      name: "stats-refresh",
      at: env.STATS_REFRESH_AT,
      logger,
      async run(signal) {
        const db = await getDatabase(databaseConfig(env));
        const youtube = createYoutubeClient({ ...youtubeConfigFromEnv(env), quota: createYoutubeQuotaService(db), logger });
        await runStatsRefresh({ db, youtube, logger }, { signal, ...statsRefreshSettingsFromEnv(env) });
      },
    }),
    scheduleDaily({
      name: "discovery",
      at: env.DISCOVERY_AT,
      logger,
      async run(signal) {
        const discovery = createDiscoveryService(await getDatabase(databaseConfig(env)));
        // Without a key there is nothing to search; the admin page says how to set one.
        if (discovery.configured()) await discovery.runNow(signal);
      },
    }),
    scheduleDaily({
      name: "digest",
      at: env.DIGEST_AT,
      logger,
      async run(signal) {
        const db = await getDatabase(databaseConfig(env));
        await runDigest(digestDepsFromEnv(db, env, logger), { signal });
      },
    }),
  ];
  return {
    jobs,
    async stop() {
      await Promise.all(jobs.map((job) => job.stop()));
    },
  };
}
