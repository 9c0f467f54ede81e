// The server process as an operator sees it: it listens on PORT, reports its
// database in /api/health, logs JSON lines with request ids, and stops cleanly
// on SIGTERM. Runs on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../scripts/lib/free-port.ts";
import { readJsonLines } from "#tests/support/json-lines";

type LogLine = Record<string, unknown> & { msg?: string };

describe("server/main.ts", () => {
  let child: ChildProcess;
  let port: number;
  let dataDir: string;
  const lines: LogLine[] = [];
  const others: ChildProcess[] = [];
  let exit: Promise<number | null>;

  beforeAll(async () => {
    port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), "fa-server-"));
    child = spawn(process.execPath, ["server/main.ts"], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: "development",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        SEED_DEMO: "false",
        DATABASE_URL: process.env.TEST_DATABASE_URL ?? "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    exit = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
    readJsonLines<LogLine>(
      child.stdout,
      (line) => lines.push(line),
      (other) => lines.push({ msg: `NOT JSON: ${other}` }),
    );
    const deadline = Date.now() + 90_000;
    while (!lines.some((l) => String(l.msg).startsWith("listening on"))) {
      if (Date.now() > deadline) throw new Error(`server did not start:\n${lines.map((l) => JSON.stringify(l)).join("\n")}`);
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  });

  afterAll(() => {
    if (child.exitCode === null) child.kill("SIGKILL");
    for (const other of others) if (other.exitCode === null) other.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("listens on PORT and reports the database driver and migration state at /api/health", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      status: string;
      database: { driver: string; migrations: { upToDate: boolean; applied: number } };
    };
    expect(body.status).toBe("ok");
    expect(body.database.driver).toBe(process.env.TEST_DATABASE_URL ? "postgres" : "pglite");
    expect(body.database.migrations.upToDate).toBe(true);
    expect(body.database.migrations.applied).toBeGreaterThan(0);
  });

  it("logs every line as JSON, request lines with a request id that the response also carries", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    const id = response.headers.get("x-request-id");
    expect(id).toBeTruthy();
    await new Promise((r) => setTimeout(r, 200));
    expect(lines.filter((l) => String(l.msg).startsWith("NOT JSON"))).toEqual([]);
    const requestLine = lines.find((l) => l.msg === "request" && l.reqId === id);
    expect(requestLine).toMatchObject({ method: "GET", path: "/api/health", status: 200 });
  });

  it("refuses to start a second server on the same port, saying why", async () => {
    const second = spawn(process.execPath, ["server/main.ts"], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: "development",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: mkdtempSync(join(tmpdir(), "fa-second-")),
        SEED_DEMO: "false",
        DATABASE_URL: process.env.TEST_DATABASE_URL ?? "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    second.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    second.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    others.push(second); // killed after the suite if it is still running (a timed-out test)
    const code = await new Promise<number | null>((resolve) => second.once("exit", resolve));
    expect(code).toBe(1);
    expect(output).toContain(`port ${port} on 127.0.0.1 is already in use`);
    expect(output).not.toContain("Unhandled 'error' event");
  }, 120_000); // a development server's start-up (Vite) comes first

  it("stops on SIGTERM: closes the listener and the database, exits 0", async () => {
    child.kill("SIGTERM");
    expect(await exit).toBe(0);
    expect(lines.map((l) => l.msg)).toContain("stopped");
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  });
});
