// Lighthouse mobile (its default: Moto G Power, simulated slow 4G and 4x CPU slowdown) on the
// public page types (the six of the spec and the research pages), one run at a time, against the budgets of the "fast pages" goal:
// performance ≥ 98, LCP ≤ 2.0 s, TBT ≤ 100 ms, CLS 0, accessibility / best practices /
// SEO 100. Prints the JS bytes transferred per page and the machine's load average beside them
// (the machine is shared: a busy CPU lowers the simulated scores).
//
//   npm run bench:lighthouse                          # builds if needed, starts the production
//                                                     # server on a free port with a fresh demo
//                                                     # database in a temp DATA_DIR, then runs
//   npm run bench:lighthouse -- --url http://127.0.0.1:3000   # an already running server
//   npm run bench:lighthouse -- --runs 3              # median of three runs per page
//   npm run bench:lighthouse -- --out ./lighthouse    # keep each report as JSON
//   npm run bench:lighthouse -- --only rankings       # the pages whose label contains this
// Exit code 1 when a page misses a budget.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/lib/chromium.ts";
import { freePort } from "../scripts/lib/free-port.ts";

const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM_PATH;

const BUDGET = { performance: 98, lcpMs: 2000, tbtMs: 100, cls: 0, accessibility: 100, bestPractices: 100, seo: 100 } as const;

type PageResult = {
  label: string;
  path: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  jsBytes: number;
  totalBytes: number;
  failing: string[];
};

async function waitForHealth(origin: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before it answered.`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer ${origin}/api/health within ${timeoutMs / 1000} s.`);
}

/** Builds when needed, then starts `node server/main.ts` (production) on a fresh PGlite demo database. */
async function startServer(): Promise<{ origin: string; stop: () => Promise<void> }> {
  execFileSync("node", ["scripts/build-if-needed.ts"], { stdio: "inherit" });
  const dataDir = mkdtempSync(path.join(tmpdir(), "lighthouse-data-"));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn("node", ["server/main.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
    },
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

/** Any channel of the catalogue: the first one the home page links to. */
/** The first link of `pattern` on the page at `from`: a real channel or niche of the catalogue being measured. */
async function aLinkedPath(origin: string, from: string, pattern: RegExp, what: string): Promise<string> {
  const html = await (await fetch(`${origin}${from}`)).text();
  const match = pattern.exec(html);
  if (!match?.[1]) throw new Error(`${from} links to no ${what}: is the catalogue empty?`);
  return match[1];
}

/** Lighthouse now and then fails to record a trace on this machine (NO_NAVSTART): such a run is tried again. */
async function runLighthouseRetrying(url: string, attempts = 3): Promise<Lhr> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url);
    } catch (error) {
      if (attempt >= attempts || !String(error).includes("Lighthouse failed")) throw error;
      console.error(`${String(error)}; trying again (${attempt + 1} of ${attempts})`);
    }
  }
}

type Lhr = {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }>;
  runtimeError?: { message: string };
};

async function runLighthouse(url: string): Promise<Lhr> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr as unknown as Lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    chrome.kill();
  }
}

const score = (lhr: Lhr, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const audit = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
const transfer = (lhr: Lhr, type: string) =>
  lhr.audits["resource-summary"]?.details?.items?.find((item) => item.resourceType === type)?.transferSize ?? 0;

function summarize(label: string, pagePath: string, lhr: Lhr): PageResult {
  const result = {
    label,
    path: pagePath,
    performance: score(lhr, "performance"),
    lcpMs: audit(lhr, "largest-contentful-paint"),
    tbtMs: audit(lhr, "total-blocking-time"),
    cls: audit(lhr, "cumulative-layout-shift"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    jsBytes: transfer(lhr, "script"),
    totalBytes: transfer(lhr, "total"),
  };
  const failing: string[] = [];
  if (result.performance < BUDGET.performance) failing.push("performance");
  if (result.lcpMs > BUDGET.lcpMs) failing.push("LCP");
  if (result.tbtMs > BUDGET.tbtMs) failing.push("TBT");
  // CLS 0 as Lighthouse rounds it (three decimals).
  if (Math.round(result.cls * 1000) / 1000 > BUDGET.cls) failing.push("CLS");
  if (result.accessibility < BUDGET.accessibility) failing.push("accessibility");
  if (result.bestPractices < BUDGET.bestPractices) failing.push("best practices");
  if (result.seo < BUDGET.seo) failing.push("SEO");
  return { ...result, failing };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      url: { type: "string" },
      runs: { type: "string", default: "1" },
      out: { type: "string" },
      json: { type: "boolean", default: false },
      only: { type: "string" },
    },
  });
  const runs = Math.max(1, Number(values.runs) || 1);
  const server = values.url ? null : await startServer();
  const origin = (values.url ?? server!.origin).replace(/\/$/, "");
  const results: PageResult[] = [];
  const loadBefore = load();
  try {
    const all = [
      { label: "home", path: "/" },
      { label: "channel search", path: "/channel-search" },
      { label: "channel page", path: await aLinkedPath(origin, "/", /href="(\/channel\/[^"?#]+)"/, "channel") },
      { label: "channel types", path: "/channel-types" },
      { label: "rankings", path: "/channel-rankings" },
      { label: "earnings calculator", path: "/channel-earnings" },
      // The research pages the later issues added.
      { label: "outliers", path: "/outliers" },
      { label: "niches", path: "/niches" },
      { label: "niche page", path: await aLinkedPath(origin, "/niches", /href="(\/niches\/(?!export\.csv)[^"?#.]+)"/, "niche") },
      { label: "start", path: "/start" },
    ];
    const pages = values.only ? all.filter((page) => page.label.includes(values.only!)) : all;
    if (values.out) mkdirSync(values.out, { recursive: true });
    // Warm the server once per page so the first Lighthouse run does not time a cold render.
    for (const page of pages) await (await fetch(origin + page.path)).text();
    for (const page of pages) {
      const perRun: PageResult[] = [];
      for (let run = 0; run < runs; run++) {
        const lhr = await runLighthouseRetrying(origin + page.path);
        if (values.out)
          writeFileSync(path.join(values.out, `${page.label.replaceAll(" ", "-")}-${run + 1}.json`), JSON.stringify(lhr));
        perRun.push(summarize(page.label, page.path, lhr));
      }
      // The median run by performance score stands for the page.
      const chosen = perRun.find((result) => result.performance === median(perRun.map((r) => r.performance)))!;
      results.push(chosen);
      if (!values.json) printRow(chosen, results.length === 1);
    }
  } finally {
    await server?.stop();
  }
  const loadAfter = load();
  if (values.json) {
    console.log(JSON.stringify({ origin, runs, loadAverage: { before: loadBefore, after: loadAfter }, results }, null, 2));
  } else {
    console.log(`\nload average (1, 5, 15 min): ${loadBefore} before, ${loadAfter} after; ${runs} run(s) per page, median shown`);
    const failed = results.filter((result) => result.failing.length > 0);
    console.log(failed.length === 0 ? "Every page is within budget." : `${failed.length} page(s) miss a budget.`);
  }
  return results.some((result) => result.failing.length > 0) ? 1 : 0;
}

function printRow(result: PageResult, header: boolean) {
  if (header) {
    console.log("Lighthouse mobile (simulated slow 4G, 4x CPU slowdown); budget in brackets\n");
    console.log(
      `${"page".padEnd(20)}${`perf (≥${BUDGET.performance})`.padStart(11)}${"LCP (≤2.0s)".padStart(13)}${"TBT (≤100ms)".padStart(14)}${"CLS (0)".padStart(9)}` +
        `${"a11y".padStart(6)}${"BP".padStart(5)}${"SEO".padStart(5)}${"JS KB".padStart(8)}${"all KB".padStart(8)}  result`,
    );
  }
  console.log(
    `${result.label.padEnd(20)}${String(result.performance).padStart(11)}${`${(result.lcpMs / 1000).toFixed(2)} s`.padStart(13)}` +
      `${`${Math.round(result.tbtMs)} ms`.padStart(14)}${result.cls.toFixed(3).padStart(9)}${String(result.accessibility).padStart(6)}` +
      `${String(result.bestPractices).padStart(5)}${String(result.seo).padStart(5)}${(result.jsBytes / 1000).toFixed(1).padStart(8)}` +
      `${(result.totalBytes / 1000).toFixed(1).padStart(8)}  ${result.failing.length ? `misses: ${result.failing.join(", ")}` : "ok"}`,
  );
}

process.exitCode = await main();
