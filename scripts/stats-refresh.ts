// `npm run stats:refresh`: refreshes the YouTube stats of every channel not yet refreshed today
// (Pacific day), the same run the daily schedule (STATS_REFRESH_AT) starts, and prints a summary.
// Running it again the same day does nothing; a run already going elsewhere is left alone.
// Exit code 0 when the run finished or had nothing to do (failed channels are listed, this is a
// report), 1 when it could not be done (no API key, key refused, database error). With the
// embedded database (no DATABASE_URL), stop the server first: one PGlite folder takes one process
// at a time.
import { createYoutubeClient, youtubeConfigFromEnv } from "#server/integrations/youtube/youtube-client.server";
import { runCli } from "#server/jobs/run-cli";
import { runStatsRefresh } from "#server/jobs/stats-refresh.server";
import { createLogger } from "#server/logger";
import { createYoutubeQuotaService } from "#server/services/youtube-quota.server";

const USAGE = `Usage: npm run stats:refresh
  Refreshes every channel with a YouTube ID that has no snapshot for today (Pacific time),
  50 channels a call, until the day's YouTube quota is used up.`;

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;

await runCli({
  usage: USAGE,
  options: {},
  parse: () => null,
  async run({ db, env }) {
    // The summary below is the output; the job's own log lines only for errors (or when debugging).
    const logger = createLogger(env.LOG_LEVEL === "debug" || env.LOG_LEVEL === "trace" ? env.LOG_LEVEL : "error");
    const quota = createYoutubeQuotaService(db);
    const youtube = createYoutubeClient({ ...youtubeConfigFromEnv(env), quota, logger });
    const before = await quota.usage();
    console.log(`Refreshing channel stats for ${before.day} (Pacific); ${before.buckets[0]?.remaining ?? 0} of ${quota.limits.default} YouTube units left today.`);

    const started = performance.now();
    const outcome = await runStatsRefresh({ db, youtube, logger }, { allowance: quota.limits.default });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);

    if (outcome.status === "skipped") {
      if (outcome.reason === "not-configured") {
        console.error(`${outcome.message} Add YOUTUBE_API_KEY=<your key> to .env (a YouTube Data API v3 key) and run again.`);
        return 1;
      }
      console.log(outcome.message);
      return 0;
    }

    const line = `${outcome.itemsDone} of ${plural(outcome.itemsTotal, "channel")} updated, ${outcome.itemsFailed} failed, ${outcome.waiting} waiting; ${plural(outcome.unitsSpent, "unit")} spent`;
    if (outcome.status === "failed") console.error(`The stats refresh failed after ${seconds} s: ${line}.`);
    else console.log(`Done in ${seconds} s: ${line}.`);
    console.log(
      `  Due: ${outcome.tiers.hot} hot, ${outcome.tiers.quiet} quiet, ${outcome.tiers.dormant} dormant; ${outcome.uploadsSynced} with new uploads, ${outcome.statisticsOnly} statistics only; ${plural(outcome.unitsPlanned, "unit")} planned.`,
    );
    for (const error of outcome.errors) console.log(`  ${error.item ? `${error.item}: ` : ""}${error.message}`);
    return outcome.status === "failed" ? 1 : 0;
  },
});
