// The production server on PostgreSQL as an operator runs it: WEB_CONCURRENCY worker processes on
// one port, each with its own page cache, all of them dropping it when an admin edits the
// catalogue through any one of them; and SIGTERM lets every worker finish what it is doing.
import { readdirSync, readFileSync } from "node:fs";
import { request } from "node:http";
import { expect, test } from "./test";
import { editChannelDescription } from "./admin-app";
import { ADMIN_EMAIL, createConfirmedAccount } from "./auth-app-server";
import { rawGet } from "./http-client";
import { SKIP_WITHOUT_POSTGRES, startPostgresApp, testDatabaseUrl, type PostgresApp } from "./postgres-app";

test.skip(!testDatabaseUrl, SKIP_WITHOUT_POSTGRES);
test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

const WORKERS = 2;
const BROWSER = { "accept-encoding": "gzip, br" };

let app: PostgresApp;
let channel: { id: string; slug: string };

test.beforeAll(async () => {
  test.setTimeout(300_000);
  app = await startPostgresApp("cluster", { env: { WEB_CONCURRENCY: String(WORKERS), ADMIN_EMAILS: ADMIN_EMAIL } });
  await createConfirmedAccount(app, ADMIN_EMAIL, "Ada Admin");
  channel = (JSON.parse((await rawGet(`${app.url}/api/v1/channels?limit=1`)).text) as { channels: (typeof channel)[] })
    .channels[0]!;
});

test.afterAll(async () => {
  await app?.stop();
});

/** Live processes whose parent is `pid` (Linux /proc). */
function childProcesses(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // pid (comm) state ppid …; comm may contain spaces, so read after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === pid) children.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return children;
}

test("serves from WEB_CONCURRENCY workers, and an admin edit through one clears every worker's cache", async ({ page }) => {
  expect(childProcesses(app.process.pid!)).toHaveLength(WORKERS);

  // Enough visits for each worker (connections are dealt out in turn) to keep the page.
  const path = `/channel/${channel.slug}`;
  const before = [];
  for (let i = 0; i < 8; i++) before.push(await rawGet(`${app.url}${path}`, BROWSER));
  expect(before.filter((r) => r.headers["x-cache"] === "hit").length).toBeGreaterThanOrEqual(WORKERS);

  const description = `Edited on one worker ${Date.now()}`;
  await editChannelDescription(page, app, channel.id, description);

  for (let i = 0; i < 8; i++) {
    const response = await rawGet(`${app.url}${path}`, BROWSER);
    expect(response.text, `visit ${i + 1} after the edit`).toContain(description);
  }
});

test("SIGTERM lets a request in flight finish on its worker, then every process exits", async () => {
  const primary = app.process;
  const workers = childProcesses(primary.pid!);
  expect(workers).toHaveLength(WORKERS);
  const { port, hostname } = new URL(app.url);

  // A sign-in whose body is still on its way when the signal arrives.
  const body = JSON.stringify({ email: "nobody@example.com", password: "wrong-password" });
  const answered = new Promise<number>((resolve, reject) => {
    const req = request(
      {
        host: hostname,
        port,
        path: "/api/auth/sign-in/email",
        method: "POST",
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), origin: app.url },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.write(body.slice(0, 10));
    setTimeout(() => {
      primary.kill("SIGTERM");
      setTimeout(() => req.end(body.slice(10)), 1_000);
    }, 300);
  });
  const exited = new Promise<number | null>((resolve) => primary.once("exit", (code) => resolve(code)));

  const status = await answered;
  expect(status).toBeGreaterThanOrEqual(400);
  expect(status).toBeLessThan(500);
  expect(await exited).toBe(0);
  expect(workers.filter(existsProcess)).toEqual([]);
});

function existsProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
