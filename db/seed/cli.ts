// `npm run db:seed [-- --channels N] [-- --reset]`: fills the catalogue with the deterministic
// demo data. `--channels 100000` builds a benchmark catalogue.
import path from "node:path";
import { parseArgs } from "node:util";
import { closeDatabase, databaseInfo, getDatabase } from "#db/client.server";
import { DEFAULT_DEMO_CHANNELS, isCatalogueEmpty, resetCatalogue, seedDemoCatalogue } from "#db/seed/demo-catalogue";

// Large benchmark catalogues keep fewer rows per channel so they build in minutes.
const LARGE_CATALOGUE = 20_000;

// Temporary: the lead swaps this for server/env.ts, the only reader of process.env.
function readConfig() {
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const dataDir = process.env.DATA_DIR?.trim() || path.resolve("data");
  return databaseUrl ? { databaseUrl, dataDir } : { dataDir };
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      channels: { type: "string", default: String(DEFAULT_DEMO_CHANNELS) },
      reset: { type: "boolean", default: false },
      seed: { type: "string" },
      "videos-per-channel": { type: "string" },
      "snapshot-months": { type: "string" },
    },
  });
  const channels = Number(values.channels);
  if (!Number.isInteger(channels) || channels < 0) {
    console.error(`--channels must be a whole number, got "${values.channels}"`);
    return 2;
  }
  const large = channels >= LARGE_CATALOGUE;
  const videosPerChannel = values["videos-per-channel"] ? Number(values["videos-per-channel"]) : large ? 3 : 10;
  const snapshotMonths = values["snapshot-months"] ? Number(values["snapshot-months"]) : large ? 6 : 12;

  const db = await getDatabase(readConfig());
  const { driver } = await databaseInfo();
  if (!(await isCatalogueEmpty(db))) {
    if (!values.reset) {
      console.error("The catalogue is not empty. Run again with --reset to replace it (this deletes every channel, type, niche, idea and fact).");
      return 1;
    }
    await resetCatalogue(db);
    console.log("Catalogue emptied.");
  }

  const started = performance.now();
  let lastReport = 0;
  const summary = await seedDemoCatalogue(db, {
    channels,
    videosPerChannel,
    snapshotMonths,
    ...(values.seed ? { seed: Number(values.seed) } : {}),
    onProgress(done, total) {
      const now = performance.now();
      if (now - lastReport > 2000 || done === total) {
        lastReport = now;
        console.log(`  ${done}/${total} channels (${((now - started) / 1000).toFixed(1)} s)`);
      }
    },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Seeded the demo catalogue on ${driver} in ${seconds} s:`, summary);
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
