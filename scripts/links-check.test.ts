// `npm run links:check` as an operator runs it: against a database on disk, with links to a local
// server. It prints progress and a summary, exits 0 when links are broken (a report), and not 0
// when it cannot run. Always on an embedded PGlite folder of its own (the CLI's default setup).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "#db/connection.server";
import { youtubeChannels } from "#db/schema/catalogue";
import { jobRuns, linkChecks } from "#db/schema/operations";
import { type LinkTargetServer, startLinkTargetServer } from "#tests/fakes/link-target-server";
import { runCli } from "#tests/support/run-cli";

let site: LinkTargetServer;
let dataDir: string;

beforeAll(async () => {
  site = await startLinkTargetServer();
  dataDir = await mkdtemp(path.join(tmpdir(), "fa-links-cli-"));
  const connection = await openPglite({ dataDir: path.join(dataDir, "pglite") });
  try {
    await connection.migrate();
    await connection.db.insert(youtubeChannels).values([
      { slug: "fine", channelTitle: "Fine Channel", channelUrl: site.url("/ok"), screenshotUrl: site.url("/moved") },
      { slug: "gone", channelTitle: "Gone Channel", channelUrl: site.url("/missing"), screenshotUrl: site.url("/hang") },
    ]);
  } finally {
    await connection.close();
  }
}, 120_000);

afterAll(async () => {
  await site?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("npm run links:check", () => {
  it("checks every link, prints progress and a summary with the broken ones, and exits 0", async () => {
    // Generous: the embedded database works on the CLI's own thread, which delays its timers.
    const { code, stdout, stderr } = await runCli("scripts/links-check.ts", ["--allow-private"], {
      DATA_DIR: dataDir,
      LINK_CHECK_TIMEOUT_MS: "2000",
    });
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(stdout).toContain("Checking every link (6 at a time, 2 s timeout, private addresses allowed).");
    expect(stdout).toMatch(/4\/4 links checked \(100%\), 2 broken/);
    expect(stdout).toMatch(/Done in [\d.]+ s: 4 links checked, 2 ok, 2 broken\./);
    expect(stdout).toContain(`BROKEN channel_url "Gone Channel" ${site.url("/missing")} — HTTP 404 Not Found`);
    expect(stdout).toContain(`BROKEN channel_screenshot "Gone Channel" ${site.url("/hang")} — Timed out after 2 s`);

    const connection = await openPglite({ dataDir: path.join(dataDir, "pglite") });
    try {
      const [run] = await connection.db.select().from(jobRuns);
      expect(run).toMatchObject({ job: "link-check", status: "succeeded", itemsDone: 4, itemsFailed: 2, triggeredBy: null });
      expect(await connection.db.select().from(linkChecks)).toHaveLength(4);
    } finally {
      await connection.close();
    }
  }, 120_000);

  it("without --allow-private, refuses the loopback links without requesting them (still a report: exit 0)", async () => {
    const before = site.requests.length;
    const { code, stdout } = await runCli("scripts/links-check.ts", ["--broken"], {
      DATA_DIR: dataDir,
      LINK_CHECK_TIMEOUT_MS: "400",
    });
    expect(code).toBe(0);
    expect(stdout).toContain("Checking the broken links");
    expect(stdout).toContain("Refused: 127.0.0.1 is a loopback address");
    expect(site.requests.length).toBe(before);
  }, 120_000);

  it("exits non-zero with a readable message when it cannot run", async () => {
    const badEnv = await runCli("scripts/links-check.ts", [], { DATA_DIR: dataDir, LINK_CHECK_CONCURRENCY: "lots" });
    expect(badEnv.code).toBe(1);
    expect(badEnv.stderr).toContain("LINK_CHECK_CONCURRENCY");

    const badFlag = await runCli("scripts/links-check.ts", ["--everything"], { DATA_DIR: dataDir });
    expect(badFlag.code).toBe(2);
    expect(badFlag.stderr).toContain("Usage: npm run links:check");
  }, 120_000);
});
