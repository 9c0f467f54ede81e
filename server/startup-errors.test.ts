// Start-up failures an operator meets, in words that say what to do: a full disk, a file where
// DATA_DIR should be, a malformed DATABASE_URL, a database that does not answer (tried again
// with backoff, a log line per try, then a clear exit), a wrong password.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseEnv } from "#server/env";
import { describeDatabaseUrl, explainStartupError } from "#server/startup-errors";

const scratch = mkdtempSync(path.join(tmpdir(), "fa-startup-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type LogLine = { level?: number; msg?: string; attempt?: number };

/** Starts the server as an operator would and collects its output until it exits. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; lines: LogLine[]; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["server/main.ts"], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: "development",
        PORT: "4253",
        HOST: "127.0.0.1",
        SEED_DEMO: "false",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.once("exit", (code) => {
      clearTimeout(timer);
      const lines = stdout
        .split("\n")
        .filter((l) => l.startsWith("{"))
        .map((l) => JSON.parse(l) as LogLine);
      resolve({ code, lines, stderr });
    });
  });
}

describe("start-up errors", () => {
  it("a file as DATA_DIR: says so and exits 1", async () => {
    const file = path.join(scratch, "not-a-folder");
    writeFileSync(file, "");
    const { code, lines } = await startServer({ DATA_DIR: file, DATABASE_URL: "" });
    expect(code).toBe(1);
    expect(lines.find((l) => l.level === 60)?.msg).toBe(
      `start-up failed: DATA_DIR (${file}) is a file, or lies under one, but must be a folder: point DATA_DIR at a folder (it is created when missing), or move the file away.`,
    );
  }, 90_000);

  it("an unreachable PostgreSQL: tried again with backoff, a line per try, then a clear exit", async () => {
    const { code, lines } = await startServer({
      DATA_DIR: scratch,
      DATABASE_URL: "postgres://atlas:secret-pw@127.0.0.1:1/atlas",
      DATABASE_STARTUP_WAIT_MS: "2500",
    });
    expect(code).toBe(1);
    const tries = lines.filter(
      (l) => l.level === 40 && l.msg?.startsWith("database at atlas@127.0.0.1:1/atlas not reachable yet"),
    );
    expect(tries.map((l) => l.attempt)).toEqual([1, 2]);
    const fatal = lines.find((l) => l.level === 60)?.msg ?? "";
    expect(fatal).toMatch(
      /^start-up failed: Could not reach PostgreSQL at atlas@127\.0\.0\.1:1\/atlas \(connect ECONNREFUSED 127\.0\.0\.1:1\) after 3 tries in \d s\. Check that it is running/,
    );
    expect(JSON.stringify(lines)).not.toContain("secret-pw");
  }, 90_000);

  it("a malformed DATABASE_URL: a readable message that does not echo the password", () => {
    expect(() => parseEnv({ DATABASE_URL: "postgres://atlas:pa#ss@db.internal/atlas" })).toThrow(
      /DATABASE_URL is not a valid URL\. Expected postgres:\/\/user:password@host:5432\/database; percent-encode/,
    );
    expect(() => parseEnv({ DATABASE_URL: "postgres://atlas:pa#ss@db.internal/atlas" })).not.toThrow(/pa#ss|Invalid URL/);
    expect(() => parseEnv({ DATABASE_URL: "postgres://db:99999/atlas" })).toThrow(/not a valid URL/);
    expect(parseEnv({ DATABASE_URL: "postgres://atlas:p%23ss@db.internal:5432/atlas" }).DATABASE_URL).toBe(
      "postgres://atlas:p%23ss@db.internal:5432/atlas",
    );
  });

  it("a full disk, from Node or from PGlite's file system: says the disk is full", () => {
    const context = { dataDir: "./data" };
    const full =
      "The disk holding DATA_DIR (./data) is full (no space left on device): free some space, or point DATA_DIR at a larger disk, then start again.";
    // PGlite reports Emscripten's errno 51 (ENOSPC) as "ErrnoError errno 51".
    expect(explainStartupError(Object.assign(new Error(), { name: "ErrnoError", errno: 51 }), context)).toBe(full);
    expect(
      explainStartupError(Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" }), context),
    ).toBe(full);
    expect(
      explainStartupError(
        new Error("Failed query", { cause: Object.assign(new Error("could not extend file"), { code: "53100" }) }),
        context,
      ),
    ).toBe(full);
  });

  it("PostgreSQL refusing the login or missing the database: names the server, never the password", () => {
    const context = { dataDir: "./data", databaseUrl: "postgres://atlas:secret-pw@db.internal:6543/atlas" };
    expect(explainStartupError(Object.assign(new Error("password authentication failed"), { code: "28P01" }), context)).toBe(
      "PostgreSQL refused the login in DATABASE_URL (atlas@db.internal:6543/atlas): check the user name and password.",
    );
    expect(
      explainStartupError(Object.assign(new Error('database "atlas" does not exist'), { code: "3D000" }), context),
    ).toContain("does not exist (atlas@db.internal:6543/atlas)");
    expect(describeDatabaseUrl(context.databaseUrl)).not.toContain("secret");
    expect(explainStartupError(new Error("something else"), context)).toBeUndefined();
  });
});
