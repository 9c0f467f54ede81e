// Chaos on the embedded database: kill -9 the server in the middle of acknowledged writes, start
// it again on the same data folder, and find every write it acknowledged. The folder's lock,
// left behind by the killed process, must not block the restart; while the server runs, a
// command-line job on the same folder is refused and names it.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "./test";
import { inArray } from "drizzle-orm";
import { openPglite } from "#db/connection.server";
import { readDataDirLock } from "#db/data-dir-lock.server";
import { users } from "#db/schema/auth";
import { pageRequest, signUpRequest, startAppProcess, startTraffic } from "./chaos-app";

const DATA_DIR = path.resolve(`${process.env.E2E_DATA_DIR ?? "./data/e2e"}-chaos-pglite`);
const PGLITE_DIR = path.join(DATA_DIR, "pglite");

function runCli(script: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.resolve("node_modules/tsx/dist/cli.mjs"), script], {
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        DATA_DIR,
        DATABASE_URL: "",
        YOUTUBE_API_KEY: "any-key",
        LOG_LEVEL: "silent",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => resolve({ code, output }));
  });
}

test("kill -9 during writes on PGlite: after a restart every acknowledged write is there", async () => {
  test.setTimeout(300_000);
  await rm(DATA_DIR, { recursive: true, force: true });
  const env = { DATA_DIR, DATABASE_URL: "" };
  let app = await startAppProcess(env);
  try {
    // Beside the running server, a job on its folder is refused and says who holds it.
    const refresh = await runCli("scripts/stats-refresh.ts");
    expect(refresh.code).toBe(1);
    expect(refresh.output).toContain(`is in use by another process: pid ${app.child.pid} (node server/main.ts) on this machine`);

    const traffic = startTraffic(
      [signUpRequest(app.url, "chaos-kill"), pageRequest(app.url, "/niches"), signUpRequest(app.url, "chaos-kill-b")],
      6,
    );
    // Killed once a few writes are acknowledged (a sign-up may take seconds on a busy machine),
    // with more in flight: those get no answer, were never acknowledged, and are not counted.
    const deadline = Date.now() + 60_000;
    while (traffic.answers.filter((a) => a.acknowledged).length < 8 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await app.kill9();
    await traffic.stop();
    const acknowledged = traffic.answers.filter((a) => a.acknowledged).map((a) => a.acknowledged!);
    const statuses = traffic.answers.map((a) => `${a.label} → ${a.status}`).join(", ");
    expect(acknowledged.length, statuses).toBeGreaterThanOrEqual(8);

    // The dead server's lock is still on disk; the restart takes it over.
    expect(existsSync(`${PGLITE_DIR}.lock`)).toBe(true);
    app = await startAppProcess(env);
    expect(readDataDirLock(PGLITE_DIR)?.pid).toBe(app.child.pid);
    expect((await fetch(`${app.url}/niches`)).status).toBe(200);
    await app.stop();
    // A clean stop releases the folder.
    expect(existsSync(`${PGLITE_DIR}.lock`)).toBe(false);

    const connection = await openPglite({ dataDir: PGLITE_DIR });
    try {
      const stored = await connection.db.select({ email: users.email }).from(users).where(inArray(users.email, acknowledged));
      expect(new Set(stored.map((row) => row.email))).toEqual(new Set(acknowledged));
    } finally {
      await connection.close();
    }
  } finally {
    await app.stop();
    await rm(DATA_DIR, { recursive: true, force: true });
  }
});
