// `npm run stats:refresh`: refreshes the YouTube stats of every channel not yet refreshed today
// (Pacific day), the same run the daily schedule (STATS_REFRESH_AT) starts, and prints a summary.
// Running it again the same day does nothing; a run already going elsewhere is left alone.
// Exit code 0 when the run finished or had nothing to do (failed channels are listed, this is a
// report), 1 when it could not be done (no API key, key refused, database error). With the
// embedded database (no DATABASE_URL), stop the server first: one PGlite folder takes one process
// at a time.
import { createYoutubeClient, youtubeConfigFromEnv } from "#server/integrations/youtube/youtube-client.server";
import { runCli } from "#server/jobs/run-cli";
import { runStatsRefresh, statsRefreshSettingsFromEnv } from "#server/jobs/stats-refresh.server";
import { REFRESH_PART_LABELS, UNIT_PARTS } from "#domain/refresh-plan";
import { createLogger } from "#server/logger";
import { createYoutubeQuotaService } from "#server/services/youtube-quota.server";

const USAGE = `Usage: npm run stats:refresh
  Refreshes every channel with a YouTube ID that has no snapshot for today (Pacific time),
  in the plan's priority order (new, hot, video ages, quiet, dormant), 50 ids a call,
  within the YouTube units left today.`;

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
    console.log(
      `Refreshing channel stats for ${before.day} (Pacific); ${before.buckets[0]?.remaining ?? 0} of ${quota.limits.default} YouTube units left today.`,
    );

    const started = performance.now();
    const outcome = await runStatsRefresh(
      { db, youtube, logger },
      { ...statsRefreshSettingsFromEnv(env), allowance: quota.limits.default },
    );
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
      `  Channels: ${outcome.tiers.new} new, ${outcome.tiers.hot} hot, ${outcome.tiers.quiet} quiet, ${outcome.tiers.dormant} dormant.`,
    );
    console.log(
      `  Units (spent of planned): ${UNIT_PARTS.map((part) => `${REFRESH_PART_LABELS[part].label.toLowerCase()} ${outcome.units.spent[part]} of ${outcome.units.planned[part]}`).join(", ")}.`,
    );
    console.log(
      `  Feeds: ${outcome.feeds.ok} of ${outcome.feeds.reads} read in ${(outcome.feeds.ms / 1000).toFixed(1)} s; ${outcome.videos.fromFeeds} new uploads, ${outcome.videos.viewsFromFeeds} views kept from them, ${outcome.videos.detailed} videos read, ${outcome.videos.pending} pending; ages ${outcome.ages.fromFeeds} from feeds, ${outcome.ages.fromApi} by API, ${outcome.ages.waiting} waiting.`,
    );
    for (const error of outcome.errors) console.log(`  ${error.item ? `${error.item}: ` : ""}${error.message}`);
    return outcome.status === "failed" ? 1 : 0;
  },
});
