// `npm run links:check [-- --broken] [--allow-private]`: checks every channel URL, screenshot,
// channel type image and video link, the same run as the admin page's "Check all links"
// (admin area), printing progress and a summary. Exit code 0 even when links are broken (this is a
// report); non-zero only when the run itself could not be done. With the embedded database (no
// DATABASE_URL), stop the server first: one PGlite folder takes one process at a time.
import { runCli } from "#server/jobs/run-cli";
import { type LinkCheckRun, createLinkCheckerService } from "#server/services/link-checker.server";

const USAGE = `Usage: npm run links:check [-- --broken] [--allow-private]
  --broken         re-check only the links that were broken at their last check
  --allow-private  also request private and loopback addresses (local testing only)`;

function progressLine(run: LinkCheckRun): string {
  const percent = run.itemsTotal > 0 ? Math.round((run.itemsDone / run.itemsTotal) * 100) : 100;
  return `  ${run.itemsDone}/${run.itemsTotal} links checked (${percent}%), ${run.itemsFailed} broken`;
}

await runCli({
  usage: USAGE,
  options: { broken: { type: "boolean" }, "allow-private": { type: "boolean" } },
  parse: (values) => ({
    scope: values.broken ? ("broken" as const) : ("all" as const),
    allowPrivate: values["allow-private"] === true,
  }),
  async run({ args, db, env }) {
    const allowPrivate = args.allowPrivate || env.LINK_CHECK_ALLOW_PRIVATE;
    const checker = createLinkCheckerService(db, {
      allowPrivate,
      onRunError: (error) => console.error(`The run stopped on an error: ${(error as Error).message}`),
    });
    const { scope } = args;
    const { concurrency, timeoutMs } = checker.config();
    console.log(
      `Checking ${scope === "all" ? "every link" : "the broken links"} (${concurrency} at a time, ${timeoutMs / 1000} s timeout${allowPrivate ? ", private addresses allowed" : ""}).`,
    );

    const started = performance.now();
    const { run, joined } = await checker.start({ scope });
    if (joined) console.log("A link check is already running; following it until it ends.");
    let lastPrinted = 0;
    const finished = await checker.waitForRun(run.id, {
      pollMs: 500,
      onProgress(current) {
        const now = performance.now();
        if (current.status === "running" && now - lastPrinted < 2000) return;
        lastPrinted = now;
        console.log(progressLine(current));
      },
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);

    if (finished.status === "stopped") {
      console.error(
        `The link check was stopped after ${seconds} s (${finished.errors.map((e) => e.message).join("; ")}): ${finished.itemsDone} links checked, ${finished.itemsFailed} broken.`,
      );
      return 1;
    }
    if (finished.status === "failed") {
      console.error(
        `The link check failed after ${seconds} s: ${finished.errors.map((e) => e.message).join("; ") || "unknown error"}`,
      );
      return 1;
    }
    const broken = await checker.listResults({ outcome: "broken", pageSize: 1000 });
    console.log(
      `Done in ${seconds} s: ${finished.itemsDone} links checked, ${finished.itemsDone - finished.itemsFailed} ok, ${finished.itemsFailed} broken.`,
    );
    for (const result of broken.results) {
      console.log(
        `  BROKEN ${result.source} ${result.label ? `"${result.label}" ` : ""}${result.url} — ${result.error ?? `HTTP ${result.httpStatus}`}`,
      );
    }
    if (broken.total > broken.results.length)
      console.log(`  …and ${broken.total - broken.results.length} more (see /admin/tools/link-checker).`);
    return 0;
  },
});
