// A command-line job started beside the server on the same PGlite folder used to run on its own
// copy of the files, print success, and lose its writes or the server's (snapshots, the job's
// record, spent quota, an unrelated channel row). Now the folder is locked by its opener: every
// job refuses with the holder's name, and nothing written by the holder is lost.
// This process plays the server: it opens the folder through the app's own client.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, getDatabase } from "#db/client.server";
import { users } from "#db/schema/auth";
import { channelStatsSnapshots, youtubeChannels } from "#db/schema/catalogue";
import { jobRuns, youtubeQuotaUsage } from "#db/schema/operations";
import { createYoutubeClient } from "#server/integrations/youtube/youtube-client.server";
import { runStatsRefresh } from "#server/jobs/stats-refresh.server";
import { createYoutubeQuotaService } from "#server/services/youtube-quota.server";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { type FakeYoutubeServer, startFakeYoutubeServer } from "#dev/fake-youtube/youtube-server";
import { MIDNIGHT_MYSTERIES_ID, QUIET_ARCHIVE_ID } from "#dev/fake-youtube/channels";
import { runCli } from "#tests/support/run-cli";

let dataDir: string;
let fake: FakeYoutubeServer;
const faker = createSeededFaker(4711);
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  fake = await startFakeYoutubeServer();
  dataDir = await mkdtemp(path.join(tmpdir(), "fa-lock-cli-"));
}, 120_000);

afterAll(async () => {
  await closeDatabase();
  await fake?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

// PGlite only: on PostgreSQL many processes share the database by design.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("command-line jobs beside the server on one PGlite folder", () => {
  it("are refused, naming the server's process, and the server loses nothing", async () => {
    const db = await getDatabase({ dataDir });
    const linked = [QUIET_ARCHIVE_ID, MIDNIGHT_MYSTERIES_ID].map((youtubeChannelId, i) =>
      buildChannel(
        faker,
        { youtubeChannelId, channelTitle: `Linked ${i}`, lastSyncedAt: new Date("2026-01-01T00:00:00Z") },
        { channelTypeId: "other" },
      ),
    );
    const unrelated = buildChannel(faker, { channelTitle: "Unrelated hand-entered channel" }, { channelTypeId: "other" });
    await db.insert(youtubeChannels).values([...linked, unrelated].map((row) => ({ ...row, channelType: null, metadata: {} })));

    const env = {
      DATA_DIR: dataDir,
      YOUTUBE_API_KEY: fake.apiKey,
      YOUTUBE_API_BASE_URL: fake.baseUrl,
      YOUTUBE_FEED_BASE_URL: fake.feedUrl,
    };
    const jobs: [string, string[]][] = [
      ["scripts/stats-refresh.ts", []],
      ["scripts/links-check.ts", []],
      ["scripts/admin-grant.ts", ["someone@example.com"]],
      ["scripts/seed.ts", ["--reset"]],
    ];
    const runs = await Promise.all(jobs.map(([script, args]) => runCli(script, args, env)));
    for (const [index, run] of runs.entries()) {
      expect(run.code, `${jobs[index]![0]}: ${run.stdout}${run.stderr}`).toBe(1);
      expect(run.stderr).toContain(
        `The database folder ${path.join(dataDir, "pglite")} is in use by another process: pid ${process.pid} (`,
      );
      expect(run.stderr).toContain("stop that process first");
      expect(run.stdout).not.toMatch(/updated|Done|is now|Seeded/);
    }
    // Refused before any work: no YouTube call, so no quota spent anywhere.
    expect(fake.requests).toHaveLength(0);

    // The server's own refresh (its daily schedule) runs and keeps everything it writes.
    const youtube = createYoutubeClient({
      apiKey: fake.apiKey,
      baseUrl: fake.baseUrl,
      feedBaseUrl: fake.feedUrl,
      quota: createYoutubeQuotaService(db),
    });
    const outcome = await runStatsRefresh({ db, youtube, logger: quiet });
    expect(outcome).toMatchObject({ status: "succeeded", itemsDone: 2 });
    await closeDatabase();

    const reopened = await getDatabase({ dataDir });
    const [snapshots] = await reopened.select({ n: count() }).from(channelStatsSnapshots);
    expect(snapshots?.n).toBe(2);
    expect(await reopened.select({ status: jobRuns.status }).from(jobRuns)).toEqual([{ status: "succeeded" }]);
    const [units] = await reopened.select({ n: count() }).from(youtubeQuotaUsage);
    expect(units?.n).toBeGreaterThan(0);
    expect(
      await reopened
        .select({ title: youtubeChannels.channelTitle })
        .from(youtubeChannels)
        .where(eq(youtubeChannels.id, unrelated.id)),
    ).toEqual([{ title: "Unrelated hand-entered channel" }]);
    expect(await reopened.select().from(users)).toEqual([]);
    await closeDatabase();
  }, 180_000);
});
