// The four command-line jobs share one start-up (server/jobs/run-cli.ts): `--help` prints the
// usage and exits 0, a mistake in the command line prints what is wrong with the usage and exits
// 2 — both before any database is opened, so they answer even beside a running server.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "#tests/support/run-cli";

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "fa-cli-runner-"));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe("the command-line jobs", () => {
  it("print their usage on --help and exit 0", async () => {
    const scripts = [
      "scripts/stats-refresh.ts",
      "scripts/links-check.ts",
      "scripts/admin-grant.ts",
      "scripts/seed.ts",
      "scripts/catalogue-go-live.ts",
    ];
    const runs = await Promise.all(scripts.map((script) => runCli(script, ["--help"], { DATA_DIR: dataDir })));
    for (const [index, run] of runs.entries()) {
      expect(run.code, scripts[index]).toBe(0);
      expect(run.stdout).toMatch(/^Usage: npm run /);
    }
    // Nothing was opened: no database folder appeared.
    expect(await readdir(dataDir)).toEqual([]);
  });

  it("say what is wrong with the command line, show the usage and exit 2", async () => {
    const [grant, seed, unknown] = await Promise.all([
      runCli("scripts/admin-grant.ts", [], { DATA_DIR: dataDir }),
      runCli("scripts/seed.ts", ["--channels", "many"], { DATA_DIR: dataDir }),
      runCli("scripts/stats-refresh.ts", ["--nope"], { DATA_DIR: dataDir }),
    ]);
    expect(grant).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("Name at least one account's e-mail.\nUsage: npm run admin:grant"),
    });
    expect(seed).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--channels must be a whole number, got "many"\nUsage: npm run db:seed'),
    });
    expect(unknown).toMatchObject({ code: 2, stderr: expect.stringContaining("--nope") });
    expect(await readdir(dataDir)).toEqual([]);
  });
});
