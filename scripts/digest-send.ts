// `npm run digest:send`: sends the e-mail digests that are due now, the same run the daily
// schedule (DIGEST_AT) starts, and prints a summary. Each member gets one digest per period
// whoever runs it: running it again, or beside the server's own schedule, sends nothing twice.
// With SMTP unset the mail goes to DATA_DIR/outbox. Exit code 0 when the run finished or had
// nothing to do (failed sends are listed and retried by a later run), 1 on a database error.
// With the embedded database (no DATABASE_URL), stop the server first: one PGlite folder takes
// one process at a time.
import { digestDepsFromEnv, runDigest } from "#server/jobs/digest.server";
import { runCli } from "#server/jobs/run-cli";
import { createLogger } from "#server/logger";

const USAGE = `Usage: npm run digest:send
  Sends the daily and weekly e-mail digests that are due (once per member per day or ISO week),
  over SMTP when it is configured, else to DATA_DIR/outbox.`;

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;

await runCli({
  usage: USAGE,
  options: {},
  parse: () => null,
  async run({ db, env }) {
    // The summary below is the output; the job's own log lines only for errors (or when debugging).
    const logger = createLogger(env.LOG_LEVEL === "debug" || env.LOG_LEVEL === "trace" ? env.LOG_LEVEL : "error");
    const started = performance.now();
    const outcome = await runDigest(digestDepsFromEnv(db, env, logger));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (outcome.status === "skipped") {
      console.log(outcome.message);
      return 0;
    }
    console.log(
      `Done in ${seconds} s: ${plural(outcome.members, "member")}; ${plural(outcome.sent, "digest")} sent, ${outcome.empty} with nothing new (no mail), ${outcome.failed} failed (retried by a later run), ${outcome.retried} retries.`,
    );
    for (const error of outcome.errors) console.log(`  ${error.item ? `${error.item}: ` : ""}${error.message}`);
    return 0;
  },
});
