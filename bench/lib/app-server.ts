// The production server as the benchmarks start it: `node server/main.ts` (the built app) on a
// free port, its log in a file, the daily jobs off. Also how long it took to answer.
import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, openSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/lib/free-port.ts";

export interface AppServer {
  url: string;
  /** From the spawn to the first 2xx on the path it waited for. */
  readyMs: number;
  stop(): Promise<void>;
}

interface StartOptions {
  /** The path that must answer 2xx before the server counts as up. */
  readyPath?: string;
  /** How often that path is asked while the server starts (short to time a cold start). */
  pollMs?: number;
  timeoutMs?: number;
}

export async function startAppServer(env: Record<string, string>, options: StartOptions = {}): Promise<AppServer> {
  const { readyPath = "/api/health", pollMs = 300, timeoutMs = 180_000 } = options;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logFile = path.join(tmpdir(), `fa-bench-app-${port}.log`);
  const log = openSync(logFile, "w");
  const started = performance.now();
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      STATS_REFRESH_AT: "off",
      DISCOVERY_AT: "off",
      DIGEST_AT: "off",
      API_RATE_LIMIT: "false",
      ...env,
    },
    stdio: ["ignore", log, "inherit"],
  });
  closeSync(log);
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    }
    rmSync(logFile, { force: true });
  };
  try {
    await waitUntilAnswering(`${url}${readyPath}`, child, pollMs, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, readyMs: performance.now() - started, stop };
}

async function waitUntilAnswering(url: string, child: ChildProcess, pollMs: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
