// The four command-line jobs share one start-up (server/jobs/run-cli.ts): `--help` prints the
// usage and exits 0, a mistake in the command line prints what is wrong with the usage and exits
// 2 — both before any database is opened, so they answer even beside a running server.
import { spawn } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const TSX = path.resolve("node_modules/tsx/dist/cli.mjs");
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "fa-cli-runner-"));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function runCli(script: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [TSX, script, ...args], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: "", DATA_DIR: dataDir, LOG_LEVEL: "silent" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("the command-line jobs", () => {
  it("print their usage on --help and exit 0", async () => {
    const scripts = ["scripts/stats-refresh.ts", "scripts/links-check.ts", "scripts/admin-grant.ts", "scripts/seed.ts"];
    const runs = await Promise.all(scripts.map((script) => runCli(script, ["--help"])));
    for (const [index, run] of runs.entries()) {
      expect(run.code, scripts[index]).toBe(0);
      expect(run.stdout).toMatch(/^Usage: npm run /);
    }
    // Nothing was opened: no database folder appeared.
    expect(await readdir(dataDir)).toEqual([]);
  });

  it("say what is wrong with the command line, show the usage and exit 2", async () => {
    const [grant, seed, unknown] = await Promise.all([
      runCli("scripts/admin-grant.ts", []),
      runCli("scripts/seed.ts", ["--channels", "many"]),
      runCli("scripts/stats-refresh.ts", ["--nope"]),
    ]);
    expect(grant).toMatchObject({ code: 2, stderr: expect.stringContaining("Name at least one account's e-mail.\nUsage: npm run admin:grant") });
    expect(seed).toMatchObject({ code: 2, stderr: expect.stringContaining('--channels must be a whole number, got "many"\nUsage: npm run db:seed') });
    expect(unknown).toMatchObject({ code: 2, stderr: expect.stringContaining("--nope") });
    expect(await readdir(dataDir)).toEqual([]);
  });
});
