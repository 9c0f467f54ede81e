// `npm run db:seed [-- --channels N] [--reset] [--seed S] [--videos-per-channel V] [--snapshot-months M]`:
// fills the catalogue with the deterministic demo data. `--channels 100000` builds a benchmark
// catalogue. Exit code 1 when the catalogue already has data and --reset was not given.
import { sql } from "drizzle-orm";
import { databaseInfo } from "#db/client.server";
import { isCatalogueEmpty } from "#db/catalogue-empty";
import { resetCatalogue, seedDemoCatalogue } from "#db/seed/demo-catalogue";
import { UsageError, runCli } from "#server/jobs/run-cli";

const USAGE = "Usage: npm run db:seed [-- --channels N] [--reset] [--seed S] [--videos-per-channel V] [--snapshot-months M]";

/** The flag's value as a whole number ≥ 0; undefined when absent. */
function wholeNumber(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (value.trim() !== "" && Number.isInteger(parsed) && parsed >= 0) return parsed;
  throw new UsageError(`${flag} must be a whole number, got "${value}"`);
}

await runCli({
  usage: USAGE,
  options: {
    channels: { type: "string" },
    reset: { type: "boolean", default: false },
    seed: { type: "string" },
    "videos-per-channel": { type: "string" },
    "snapshot-months": { type: "string" },
  },
  parse: (values) => ({
    reset: values.reset === true,
    channels: wholeNumber("--channels", values.channels),
    seed: wholeNumber("--seed", values.seed),
    // Full detail (36 videos, 12 snapshots) by default, also for 100k benchmark catalogues
    // (about 2 min on PostgreSQL, 3.5 min and 1.8 GB on PGlite); these flags make them lighter.
    // From 50,000 channels on, the indexes are built once after the load (BUILD_INDEXES_AFTER_LOAD_FROM).
    videosPerChannel: wholeNumber("--videos-per-channel", values["videos-per-channel"]),
    snapshotMonths: wholeNumber("--snapshot-months", values["snapshot-months"]),
  }),
  async run({ args, db }) {
    const { channels, seed, videosPerChannel, snapshotMonths } = args;
    const { driver } = await databaseInfo();
    if (!(await isCatalogueEmpty(db))) {
      if (!args.reset) {
        console.error(
          "The catalogue is not empty. Run again with --reset to replace it (this deletes every channel, type, niche, idea and fact).",
        );
        return 1;
      }
      await resetCatalogue(db);
      console.log("Catalogue emptied.");
    }

    const started = performance.now();
    let lastReport = 0;
    const summary = await seedDemoCatalogue(db, {
      ...(channels === undefined ? {} : { channels }),
      ...(seed === undefined ? {} : { seed }),
      ...(videosPerChannel === undefined ? {} : { videosPerChannel }),
      ...(snapshotMonths === undefined ? {} : { snapshotMonths }),
      onProgress(done, total) {
        const now = performance.now();
        if (now - lastReport > 2000 || done === total) {
          lastReport = now;
          console.log(`  ${done}/${total} channels (${((now - started) / 1000).toFixed(1)} s)`);
        }
      },
    });
    // The visibility map (index-only scans) and hint bits now, not a few minutes later from
    // autovacuum or during the first queries; outside the seed's transactions, as VACUUM must be.
    await db.execute(sql`vacuum (analyze) youtube_channels, channel_stats_snapshots`);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Seeded the demo catalogue on ${driver} in ${seconds} s:`, summary);
    return 0;
  },
});
