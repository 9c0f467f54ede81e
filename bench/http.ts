// HTTP throughput against the physical limit: each public page type, a .data payload, the JSON API
// and a built asset, served by the production server and by nginx serving the very same bytes
// pre-gzipped from disk (gzip_static). Prints, per URL, both req/s, their ratio and the p99 at 64
// connections, with the budget beside each figure; then the channel page at 256 connections
// (timeouts); then the channel page, home and search as a signed-in member (a member made and
// signed in through the app's own API, its session cookie sent by wrk) beside the same pages for
// a visitor, at 8 and 64 connections; and uncached renders (PAGE_CACHE_MB=0) of the same pages.
//
//   npm run build && npm run bench:http                       # PGlite, demo catalogue
//   bash scripts/with-postgres.sh bash -c 'DATABASE_URL=$TEST_DATABASE_URL npm run bench:http'
//   npm run bench:http -- --duration 10 --connections 64 --only channel
//   npm run bench:http -- --only home,search,channel           # the pages measured for members too
//   npm run bench:http -- --only home,search,channel --members-only --skip-uncached   # member lines alone
//   npm run bench:http -- --only channel --log-level info      # with every request logged (to a file)
//
// Needs Debian's nginx and wrk (`apt-get install -y nginx wrk`). Ratios from one run are what
// counts (the machine is shared); the load average is printed with them.
import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { freePort } from "../scripts/lib/free-port.ts";
import { startAppServer } from "./lib/app-server.ts";
import { signedInMembers } from "./lib/signed-in-members.ts";

const { values: options } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "64" },
    only: { type: "string" },
    "skip-uncached": { type: "boolean", default: false },
    // Only the member lines (and the uncached renders): no nginx table, no 256-connection line.
    "members-only": { type: "boolean", default: false },
    // The servers' LOG_LEVEL; their logs go to a file, as in production ("info" logs every request).
    "log-level": { type: "string", default: "warn" },
  },
});
const DURATION = Number(options.duration);
const CONNECTIONS = Number(options.connections);

/** Budgets (the fast-pages issue): cached channel page ≥ 50% of nginx, p99 ≤ 50 ms at 64, no timeouts at 256. */
const BUDGET = { ratio: 0.5, p99Ms: 50, timeoutsAt256: 0 } as const;

/**
 * Members' pages (the members-as-fast-as-visitors issue): ≥ 10× the member pages/s of before the
 * work on each driver, and p99 ≤ 50 ms at 64 connections on PostgreSQL. "Before" is the top of the
 * range the issue measured for member pages at a load of 2.5–3.5 (PostgreSQL with 2 workers 70–77,
 * PGlite 28–35 pages/s); this bench's own before runs, on a busier machine, are lower
 * (docs/performance.md, "Members as fast as visitors").
 */
const MEMBER_BUDGET = { speedup: 10, p99MsAt64: 50, pagesPerSecondBefore: { pglite: 35, postgres: 77 } } as const;
const MEMBER_PAGES = ["channel", "home", "search"] as const;

type Target = { name: string; path: string; type: string };

async function startApp(env: Record<string, string>): Promise<{ url: string; stop: () => Promise<void> }> {
  return startAppServer({ LOG_LEVEL: options["log-level"], ...env });
}

interface WrkResult {
  rps: number;
  p50: number;
  p99: number;
  timeouts: number;
  errors: number;
}

function toMs(value: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value.trim());
  if (!match) return Number.NaN;
  const n = Number(match[1]);
  return match[2] === "us" ? n / 1000 : match[2] === "ms" ? n : match[2] === "s" ? n * 1000 : n * 60_000;
}

function wrk(url: string, connections: number, duration = DURATION, cookie?: string): WrkResult {
  const out = execFileSync(
    "wrk",
    [
      "-t2",
      `-c${connections}`,
      `-d${duration}s`,
      "--latency",
      "--timeout",
      "10s",
      "-H",
      "Accept-Encoding: gzip",
      ...(cookie ? ["-H", `Cookie: ${cookie}`] : []),
      url,
    ],
    { encoding: "utf8" },
  );
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? Number.NaN);
  const p50 = toMs(/\s50%\s+(\S+)/.exec(out)?.[1] ?? "");
  const p99 = toMs(/\s99%\s+(\S+)/.exec(out)?.[1] ?? "");
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  return {
    rps,
    p50,
    p99,
    timeouts: Number(socket?.[4] ?? 0),
    errors: non2xx + Number(socket?.[1] ?? 0) + Number(socket?.[2] ?? 0) + Number(socket?.[3] ?? 0),
  };
}

/** nginx serving each target's bytes from disk, gzip_static, same content types. */
function startNginx(root: string, port: number, targets: { file: string; type: string }[]): () => void {
  const conf = path.join(root, "nginx.conf");
  const locations = targets.map((t) => `location = /${t.file} { default_type "${t.type}"; }`).join("\n      ");
  writeFileSync(
    conf,
    `worker_processes ${cpus().length};
pid ${root}/nginx.pid;
error_log ${root}/error.log;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  gzip_static on;
  types {}
  server {
    listen 127.0.0.1:${port};
    root ${root}/www;
      ${locations}
  }
}
`,
  );
  execFileSync("nginx", ["-c", conf, "-p", root]);
  return () => {
    try {
      execFileSync("nginx", ["-c", conf, "-p", root, "-s", "quit"]);
    } catch {
      // already gone
    }
  };
}

function fmt(n: number, digits = 0): string {
  return Number.isFinite(n) ? n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits }) : "–";
}

async function main() {
  const driver = process.env.DATABASE_URL ? "postgres" : "pglite";
  const work = mkdtempSync(path.join(tmpdir(), "fa-bench-http-"));
  chmodSync(work, 0o755); // nginx's workers run as nobody
  const appEnv: Record<string, string> =
    driver === "pglite" ? { DATA_DIR: path.join(work, "data") } : { DATA_DIR: path.join(work, "data") };
  console.log(
    `# bench:http — ${new Date().toISOString()}, ${cpus().length} CPUs (${cpus()[0]?.model ?? "?"}), driver ${driver}${driver === "postgres" ? `, WEB_CONCURRENCY ${process.env.WEB_CONCURRENCY ?? cpus().length}` : ""}`,
  );
  console.log(
    `# wrk -t2 -c${CONNECTIONS} -d${DURATION}s, Accept-Encoding: gzip; load average at start ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );

  const app = await startApp(appEnv);
  const stops: (() => unknown)[] = [() => app.stop()];
  try {
    // A new address per run: a PostgreSQL database outlives it.
    const memberPrefix = `bench-http-${Date.now()}`;
    const [memberCookie] = await signedInMembers(app.url, appEnv.DATA_DIR!, 1, memberPrefix);
    const member = { cookie: memberCookie!, email: `${memberPrefix}-0@example.com` };
    const channels = (await (await fetch(`${app.url}/api/v1/channels?limit=1&sort=subscribers`)).json()) as {
      channels: { id: string; slug: string }[];
    };
    const channel = channels.channels[0]!;
    const niches = (await (await fetch(`${app.url}/api/v1/niches`)).json()) as { niches: { slug: string }[] };
    const home = await (await fetch(`${app.url}/`)).text();
    const asset = /(\/assets\/entry\.client-[^"]+\.js)/.exec(home)?.[1];
    const all: Target[] = [
      { name: "home", path: "/", type: "text/html" },
      { name: "search", path: "/channel-search?q=history", type: "text/html" },
      { name: "channel", path: `/channel/${channel.slug}`, type: "text/html" },
      { name: "channel .data", path: `/channel/${channel.slug}.data`, type: "text/x-script" },
      { name: "channel types", path: "/channel-types", type: "text/html" },
      { name: "rankings", path: "/channel-rankings", type: "text/html" },
      { name: "niches", path: "/niches", type: "text/html" },
      { name: "niche", path: `/niches/${niches.niches[0]!.slug}`, type: "text/html" },
      { name: "ideas", path: "/faceless-ideas", type: "text/html" },
      { name: "calculator", path: "/channel-earnings", type: "text/html" },
      { name: "api channels", path: "/api/v1/channels?limit=20", type: "application/json" },
      { name: "sitemap", path: "/sitemap.xml", type: "application/xml" },
      ...(asset ? [{ name: "asset (js)", path: asset, type: "text/javascript" }] : []),
    ];
    // --only home,search,channel: every target whose name contains one of the words.
    const only = options.only?.split(",").map((word) => word.trim());
    const targets = only ? all.filter((t) => only.some((word) => t.name.includes(word))) : all;

    // The same bytes for nginx: what a visitor gets, saved plain and gzip -9.
    mkdirSync(path.join(work, "www"), { recursive: true });
    chmodSync(path.join(work, "www"), 0o755);
    const files = targets.map((t, i) => ({ ...t, file: `t${i}` }));
    for (const t of files) {
      const body = Buffer.from(
        await (await fetch(`${app.url}${t.path}`, { headers: { "accept-encoding": "identity" } })).arrayBuffer(),
      );
      writeFileSync(path.join(work, "www", t.file), body);
      writeFileSync(path.join(work, "www", `${t.file}.gz`), gzipSync(body, { level: 9 }));
    }
    const nginxPort = await freePort();
    stops.push(startNginx(work, nginxPort, files));
    for (const t of files) {
      const check = await fetch(`http://127.0.0.1:${nginxPort}/${t.file}`, { headers: { "accept-encoding": "gzip" } });
      if (!check.ok) throw new Error(`nginx answered ${check.status} for ${t.name}`);
    }

    if (!options["members-only"]) {
      console.log(
        `\n| URL | app req/s | nginx req/s | ratio (budget ≥ ${BUDGET.ratio} for channel) | app p99 ms (budget ≤ ${BUDGET.p99Ms}) | nginx p99 ms | gzip KB | errors |`,
      );
      console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
    }
    for (const t of options["members-only"] ? [] : files) {
      wrk(`${app.url}${t.path}`, 8, 2); // warm the cache and the JIT
      const ours = wrk(`${app.url}${t.path}`, CONNECTIONS);
      const theirs = wrk(`http://127.0.0.1:${nginxPort}/${t.file}`, CONNECTIONS);
      const ratio = ours.rps / theirs.rps;
      const size =
        gzipSync(Buffer.from(await (await fetch(`http://127.0.0.1:${nginxPort}/${t.file}`)).arrayBuffer())).byteLength / 1024;
      const mark = t.name === "channel" ? (ratio >= BUDGET.ratio && ours.p99 <= BUDGET.p99Ms ? " ✓" : " ✗") : "";
      console.log(
        `| ${t.name} \`${t.path.slice(0, 40)}\` | ${fmt(ours.rps)} | ${fmt(theirs.rps)} | ${fmt(ratio, 2)}${mark} | ${fmt(ours.p99, 1)} | ${fmt(theirs.p99, 1)} | ${fmt(size, 1)} | ${ours.errors + ours.timeouts} |`,
      );
    }

    const channelTarget = options["members-only"] ? undefined : files.find((t) => t.name === "channel");
    if (channelTarget) {
      const heavy = wrk(`${app.url}${channelTarget.path}`, 256);
      console.log(
        `\nchannel page at 256 connections: ${fmt(heavy.rps)} req/s, p99 ${fmt(heavy.p99, 1)} ms, timeouts ${heavy.timeouts} (budget ${BUDGET.timeoutsAt256}) ${heavy.timeouts <= BUDGET.timeoutsAt256 ? "✓" : "✗"}, errors ${heavy.errors}`,
      );
    }

    const memberTargets = files.filter((t) => (MEMBER_PAGES as readonly string[]).includes(t.name));
    if (memberTargets.length > 0) await memberLines(app.url, memberTargets, member, driver);
    await app.stop();

    if (!options["skip-uncached"]) {
      // Every request rendered: the page cache off.
      const uncached = await startApp({ ...appEnv, PAGE_CACHE_MB: "0" });
      stops.push(() => uncached.stop());
      console.log(`\nUncached renders (PAGE_CACHE_MB=0), ${CONNECTIONS} connections:`);
      for (const t of files.filter((f) => (MEMBER_PAGES as readonly string[]).includes(f.name))) {
        wrk(`${uncached.url}${t.path}`, 8, 2);
        const r = wrk(`${uncached.url}${t.path}`, CONNECTIONS);
        console.log(
          `  ${t.name}: ${fmt(r.rps)} req/s, p50 ${fmt(r.p50, 1)} ms, p99 ${fmt(r.p99, 1)} ms, errors ${r.errors + r.timeouts}`,
        );
      }
    }
    console.log(
      `\n# load average at end ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
  } finally {
    for (const stop of stops.reverse()) await stop();
    rmSync(work, { recursive: true, force: true });
  }
}

/** Renders wrk left queued when it stopped are finished before the next line is timed. */
async function settled(base: string): Promise<void> {
  for (let i = 0; i < 3; i++) await (await fetch(`${base}/api/health`, { headers: { connection: "close" } })).arrayBuffer();
}

/** The member's page beside the visitor's, at 8, 64 and 256 connections, each with its budget. */
async function memberLines(
  base: string,
  targets: Target[],
  { cookie, email }: { cookie: string; email: string },
  driver: "pglite" | "postgres",
) {
  for (const t of targets) {
    // A member's page must be a member's page (the header's account menu): a visitor's would flatter the figures.
    // A new connection: wrk's last run may leave the one fetch kept alive closed under it.
    const html = await (await fetch(`${base}${t.path}`, { headers: { cookie, connection: "close" } })).text();
    if (!html.includes(`Account menu for ${email}`)) throw new Error(`${t.name} did not render as the signed-in member`);
  }
  const pagesBudget = MEMBER_BUDGET.pagesPerSecondBefore[driver] * MEMBER_BUDGET.speedup;
  console.log(
    `\nMembers (signed in, session cookie) beside visitors; budget: ≥ ${MEMBER_BUDGET.speedup}× the ${MEMBER_BUDGET.pagesPerSecondBefore[driver]} member pages/s before (${driver}), p99 ≤ ${MEMBER_BUDGET.p99MsAt64} ms at 64 connections on PostgreSQL, no errors or timeouts at 256:`,
  );
  console.log(
    "\n| page | connections | member pages/s | budget pages/s | member p99 ms | budget p99 ms | visitor pages/s | visitor p99 ms | errors (member) |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const t of targets) {
    wrk(`${base}${t.path}`, 8, 2, cookie); // warm the JIT for the member's render
    for (const connections of [8, 64, 256]) {
      const member = wrk(`${base}${t.path}`, connections, DURATION, cookie);
      await settled(base);
      const visitor = wrk(`${base}${t.path}`, connections);
      const p99Budgeted = connections === 64 && driver === "postgres";
      const pagesMark = member.rps >= pagesBudget ? " ✓" : " ✗";
      const p99Mark = p99Budgeted ? (member.p99 <= MEMBER_BUDGET.p99MsAt64 ? " ✓" : " ✗") : "";
      console.log(
        `| ${t.name} (member) \`${t.path.slice(0, 40)}\` | ${connections} | ${fmt(member.rps)}${pagesMark} | ≥ ${fmt(pagesBudget)} | ${fmt(member.p99, 1)}${p99Mark} | ${p99Budgeted ? `≤ ${MEMBER_BUDGET.p99MsAt64}` : "–"} | ${fmt(visitor.rps)} | ${fmt(visitor.p99, 1)} | ${member.errors + member.timeouts}${connections === 256 ? (member.errors + member.timeouts === 0 ? " ✓" : " ✗") : ""} |`,
      );
    }
  }
}

await main();
