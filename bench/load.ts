// Load run (ARCHITECTURE.md: "faults degrade, never crash"): many connections for a minute of
// mixed public pages and the JSON API (asked for as browsers do, compressed), and writes
// (signed-in members following and unfollowing as the Follow button does with JavaScript, a POST to the
// action's `.data`, and a trickle of sign-ups), against the
// production build on either driver, with wrk. Reports errors (non-2xx/3xx answers and socket
// errors), timeouts (> 10 s), p50/p90/p99, the server's RSS at idle, at its peak and a while
// after, the server's own log (lines with status 500, aborted requests), and the load average.
// Budgets: 0 errors, 0 timeouts, p99 ≤ 250 ms on PostgreSQL and ≤ 500 ms on PGlite, RSS back within 20% of
// idle one minute after the run.
//
//   npm run bench:load                                    # PGlite, 200 connections, 60 s, 60 s settle
//   npm run bench:load -- --duration 10 --settle 15      # a short run while developing
//   bash scripts/with-postgres.sh npm run bench:load -- --driver postgres
// Options: --driver pglite|postgres, --connections N, --duration S, --settle S, --threads N,
// --writes PERCENT (members' follow/unfollow posts, default 2), --signups PERCENT (default 0.1;
// decimals allowed), --members N (signed in before the run, default 20), --port P (default
// 4255), --node-options "…" (the server's NODE_OPTIONS, for heap experiments), --keep-logs.
//
// Why sign-ups are a trickle: each is a scrypt hash (16 MB, ~50 ms of a core), and the server
// hashes one at a time per process, answering 503 + Retry-After beyond a short queue
// (server/auth/password-hashing.server.ts). At 2,000 requests a second, 2% sign-ups would be 40
// hashes a second, two whole cores of this machine: `--signups 2` shows that overload answer.
// Exit code 1 when a budget is missed.
import { execFileSync, spawn } from "node:child_process";
import { createWriteStream, readdirSync, readFileSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { signedInMembers } from "./lib/signed-in-members.ts";

/** p99: the members-as-fast-as-visitors issue's, per driver. */
const BUDGET = { errors: 0, timeouts: 0, rssAfterVsIdle: 1.2, p99Ms: { pglite: 500, postgres: 250 } } as const;
const TIMEOUT_S = 10;

const { values } = parseArgs({
  options: {
    driver: { type: "string", default: "pglite" },
    connections: { type: "string", default: "200" },
    duration: { type: "string", default: "60" },
    settle: { type: "string", default: "60" },
    threads: { type: "string", default: "2" },
    writes: { type: "string", default: "2" },
    signups: { type: "string", default: "0.1" },
    members: { type: "string", default: "20" },
    port: { type: "string", default: "4255" },
    "node-options": { type: "string", default: "" },
    "keep-logs": { type: "boolean", default: false },
  },
});
const driver = values.driver === "postgres" ? "postgres" : "pglite";
const connections = wholeNumber("--connections", values.connections);
const duration = wholeNumber("--duration", values.duration);
const settle = wholeNumber("--settle", values.settle);
const threads = Math.min(wholeNumber("--threads", values.threads), connections);
const writesPercent = percent("--writes", values.writes);
const signupsPercent = percent("--signups", values.signups);
const memberCount = wholeNumber("--members", values.members);
const port = wholeNumber("--port", values.port);
if (writesPercent > 0 && memberCount === 0) throw new Error("--writes needs at least one member (--members)");
const base = `http://127.0.0.1:${port}`;

function wholeNumber(flag: string, value: string | undefined): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${flag} must be a whole number, got "${value}"`);
  return parsed;
}

function percent(flag: string, value: string | undefined): number {
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0 || parsed > 100)
    throw new Error(`${flag} must be a percentage from 0 to 100, got "${value}"`);
  return parsed;
}

const databaseUrl = driver === "postgres" ? process.env.DATABASE_URL || process.env.TEST_DATABASE_URL : undefined;
if (driver === "postgres" && !databaseUrl) {
  console.error(
    "--driver postgres needs DATABASE_URL or TEST_DATABASE_URL: run it as `bash scripts/with-postgres.sh npm run bench:load -- --driver postgres`.",
  );
  process.exit(2);
}

// ---------------------------------------------------------------------------------------------

// Vite's file list is long; its errors still show.
execFileSync(process.execPath, ["scripts/build-if-needed.ts"], { stdio: ["ignore", "ignore", "inherit"] });
/** What a visitor's request in the run carries. */
const RUN_HEADERS = { Accept: "text/html,application/json", "Accept-Encoding": "br, gzip" } as const;

const work = await mkdtemp(path.join(tmpdir(), "fa-load-"));
const logPath = path.join(work, "server.log");
const log = createWriteStream(logPath);
const server = spawn(process.execPath, ["server/main.ts"], {
  env: {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "",
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: path.join(work, "data"),
    DATABASE_URL: databaseUrl ?? "",
    SEED_DEMO: "true",
    LOG_LEVEL: "info",
    STATS_REFRESH_AT: "off",
    // Every sign-up comes from one address here; the limits are not what this run measures.
    AUTH_RATE_LIMIT: "false",
    API_RATE_LIMIT: "false",
    ...(values["node-options"] ? { NODE_OPTIONS: values["node-options"] } : {}),
  },
  stdio: ["ignore", "pipe", "pipe"],
});
server.stdout.pipe(log);
server.stderr.pipe(log);
let serverExit: string | undefined;
server.once("exit", (code, signal) => (serverExit = `exited with ${signal ?? code}`));

try {
  await waitForHealth();
  const followTargets = await nicheSlugs();
  const paths = await publicPaths(followTargets);
  const members = await signedInMembers(base, path.join(work, "data"), memberCount, "load-member");
  // Warm up: every path once, asked for as the run asks (the page cache keeps a copy per encoding),
  // so the first compile/JIT and caches are not in the figures.
  for (const p of paths) await fetch(`${base}${p}`, { headers: RUN_HEADERS }).then((r) => r.arrayBuffer());
  await sleep(5_000);
  const idle = rss();
  const loadBefore = loadavg();

  const script = path.join(work, "load.lua");
  await writeFile(script, luaScript({ paths, members, followTargets, writesPercent, signupsPercent }));
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rss())), 500);
  const wrk = await runWrk([
    `-t${threads}`,
    `-c${connections}`,
    `-d${duration}s`,
    `--timeout`,
    `${TIMEOUT_S}s`,
    "-s",
    script,
    base,
  ]);
  clearInterval(sampler);
  const loadDuring = loadavg();
  const atEnd = rss();
  const result = JSON.parse(wrk.slice(wrk.indexOf("RESULT ") + 7).split("\n")[0]!) as WrkResult;

  process.stdout.write(`Settling ${settle} s`);
  for (let waited = 0; waited < settle; waited += 5) {
    await sleep(Math.min(5, settle - waited) * 1000);
    process.stdout.write(".");
  }
  process.stdout.write("\n");
  const after = rss();
  const logLines = (await readFile(logPath, "utf8")).split("\n");
  const requestLines = logLines.filter((l) => l.includes('"msg":"request"'));
  const count = (pattern: RegExp) => requestLines.filter((l) => pattern.test(l)).length;

  const p99Budget = BUDGET.p99Ms[driver === "postgres" ? "postgres" : "pglite"];
  const errors = result.non2xx3xx + result.errors.connect + result.errors.read + result.errors.write;
  const rows: [string, string, string][] = [
    [
      "driver / connections / duration",
      `${driver} / ${connections} / ${duration} s (+${writesPercent}% follows by ${members.length} members, ${signupsPercent}% sign-ups)`,
      "",
    ],
    ["requests (per second)", `${result.requests} (${(result.requests / (result.durationUs / 1e6)).toFixed(0)}/s)`, ""],
    [
      "errors (non-2xx/3xx + socket)",
      `${errors}  ${describeStatuses(result.statuses)} socket c/r/w ${result.errors.connect}/${result.errors.read}/${result.errors.write}`,
      `≤ ${BUDGET.errors}`,
    ],
    [`timeouts (> ${TIMEOUT_S} s)`, String(result.errors.timeout), `≤ ${BUDGET.timeouts}`],
    [
      "latency p50 / p90 / p99 / max",
      [result.p50, result.p90, result.p99, result.max].map(ms).join(" / "),
      `p99 ≤ ${p99Budget} ms`,
    ],
    ["RSS idle / peak / end of run", `${mb(idle)} / ${mb(peak)} / ${mb(atEnd)}`, ""],
    [
      `RSS ${settle} s after`,
      `${mb(after)} (${((after / idle) * 100).toFixed(0)}% of idle)`,
      `≤ ${BUDGET.rssAfterVsIdle * 100}%`,
    ],
    [
      "server log: status 500 / 499 (aborted) / 503",
      `${count(/"status":500/)} / ${count(/"status":499/)} / ${count(/"status":503/)}`,
      "",
    ],
    [
      "load average before / end of run",
      `${loadBefore.map((n) => n.toFixed(2)).join(" ")} / ${loadDuring.map((n) => n.toFixed(2)).join(" ")}`,
      "",
    ],
  ];
  const width = Math.max(...rows.map((r) => r[0].length));
  for (const [label, value, budget] of rows)
    console.log(`${label.padEnd(width)}  ${value}${budget ? `   (budget ${budget})` : ""}`);

  const missed = [
    errors > BUDGET.errors && "errors",
    result.errors.timeout > BUDGET.timeouts && "timeouts",
    result.p99 / 1000 > p99Budget && "p99",
    after > idle * BUDGET.rssAfterVsIdle && "memory",
  ].filter(Boolean);
  if (serverExit) missed.push(`the server ${serverExit}`);
  console.log(missed.length ? `Over budget: ${missed.join(", ")}` : "Within budget.");
  if (values["keep-logs"]) console.log(`Server log: ${logPath}`);
  process.exitCode = missed.length ? 1 : 0;
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once("exit", resolve)));
  if (!values["keep-logs"]) await rm(work, { recursive: true, force: true });
}

// ---------------------------------------------------------------------------------------------

interface WrkResult {
  requests: number;
  durationUs: number;
  non2xx3xx: number;
  statuses: Record<string, number>;
  errors: { connect: number; read: number; write: number; status: number; timeout: number };
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

/** wrk's output; asynchronous, so the RSS sampler keeps running meanwhile. */
function runWrk(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn("wrk", args, { stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve(output) : reject(new Error(`wrk exited with ${code}:\n${output}`))));
  });
}

/** One process's resident memory (Linux /proc), in bytes; 0 once it is gone. */
function processRss(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** The pids of a process's children (Linux /proc), e.g. the cluster's workers. */
function childPids(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").split(" ").filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/** The server's resident memory in bytes: the process and all its descendants (on PostgreSQL
 *  `npm start` is a cluster primary with a worker per core, and the workers hold the memory). */
function rss(): number {
  if (!server.pid) return 0;
  const seen = new Set<number>();
  const pending = [server.pid];
  let total = 0;
  while (pending.length > 0) {
    const pid = pending.pop()!;
    if (seen.has(pid)) continue;
    seen.add(pid);
    total += processRss(pid);
    pending.push(...childPids(pid));
  }
  return total;
}

async function waitForHealth(): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (serverExit) throw new Error(`the server ${serverExit}; see ${logPath}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(500);
  }
  throw new Error("the server did not become healthy in 5 minutes");
}

/** The catalogue's niche slugs (the pages visitors open and what members follow). */
async function nicheSlugs(): Promise<string[]> {
  const niches = (await (await fetch(`${base}/api/v1/niches`)).json()) as { niches?: { slug: string }[] } | { slug: string }[];
  return (Array.isArray(niches) ? niches : (niches.niches ?? [])).map((n) => n.slug);
}

/** A mix of what visitors ask for: pages (with real slugs from the catalogue) and the JSON API. */
async function publicPaths(niches: string[]): Promise<string[]> {
  const channels = (await (await fetch(`${base}/api/v1/channels?page_size=20`)).json()) as { channels: { slug: string }[] };
  return [
    "/",
    "/",
    "/channel-search",
    "/channel-search?q=history",
    "/channel-search?q=sleep+music&country=US",
    "/channel-rankings",
    "/niches",
    "/channel-types",
    "/faceless-ideas",
    "/calculators",
    "/about",
    "/channel-search.data?q=space",
    ...channels.channels.slice(0, 10).map((c) => `/channel/${c.slug}`),
    ...niches.slice(0, 5).map((slug) => `/niches/${slug}`),
    "/api/v1/channels?page_size=20",
    "/api/v1/niches",
    "/api/health",
  ];
}

interface LoadMix {
  paths: string[];
  /** Cookie headers of signed-in members. */
  members: string[];
  /** Niche slugs the members follow and unfollow. */
  followTargets: string[];
  writesPercent: number;
  signupsPercent: number;
}

function luaScript({ paths, members, followTargets, writesPercent, signupsPercent }: LoadMix): string {
  const list = (values: string[]) => values.map((v) => JSON.stringify(v)).join(", ");
  return `-- generated by bench/load.ts
local paths = { ${list(paths)} }
local members = { ${list(members)} }
local targets = { ${list(followTargets)} }
local signups = ${signupsPercent}
local writes = ${writesPercent}
local threads = {}
local counter = 0
local thread_id = 0
-- A global, so done() can read each thread's copy through thread:get.
statuses = {}

function setup(thread)
  thread_id = thread_id + 1
  thread:set("id", thread_id)
  table.insert(threads, thread)
end

function init(args)
  math.randomseed(id * 7919)
end

function request()
  counter = counter + 1
  local roll = math.random() * 100
  if roll < signups then
    local body = '{"email":"load-' .. id .. '-' .. counter .. '-' .. math.random(1000000000) .. '@example.com","password":"correct-horse-7","name":"Load Tester"}'
    return wrk.format("POST", "/api/auth/sign-up/email", { ["Content-Type"] = "application/json", ["Origin"] = "${base}" }, body)
  end
  if roll < signups + writes then
    local intent = "follow"
    if math.random(2) == 1 then intent = "unfollow" end
    local body = "intent=" .. intent .. "&kind=niche&target=" .. targets[math.random(#targets)]
    return wrk.format("POST", "/watchlist/follow.data", { ["Content-Type"] = "application/x-www-form-urlencoded", ["Origin"] = "${base}", ["Cookie"] = members[math.random(#members)] }, body)
  end
  return wrk.format("GET", paths[math.random(#paths)], { ["Accept"] = "${RUN_HEADERS.Accept}", ["Accept-Encoding"] = "${RUN_HEADERS["Accept-Encoding"]}" })
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end

function done(summary, latency, requests)
  local all = {}
  for _, thread in ipairs(threads) do
    local s = thread:get("statuses")
    for code, n in pairs(s) do all[code] = (all[code] or 0) + n end
  end
  local parts = {}
  local bad = 0
  for code, n in pairs(all) do
    table.insert(parts, string.format('"%d":%d', code, n))
    if code < 200 or code >= 400 then bad = bad + n end
  end
  io.write(string.format('RESULT {"requests":%d,"durationUs":%d,"non2xx3xx":%d,"statuses":{%s},"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d},"p50":%d,"p90":%d,"p99":%d,"max":%d}\\n',
    summary.requests, summary.duration, bad, table.concat(parts, ","), summary.errors.connect, summary.errors.read, summary.errors.write, summary.errors.status, summary.errors.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max))
end
`;
}

function describeStatuses(statuses: Record<string, number>): string {
  return `[${Object.entries(statuses)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([code, n]) => `${code}: ${n}`)
    .join(", ")}]`;
}

function ms(us: number): string {
  return `${(us / 1000).toFixed(us < 10_000 ? 1 : 0)} ms`;
}
function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}
function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
