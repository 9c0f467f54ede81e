// The Hono app: request ids and logging, /api routes, static assets in
// production, and everything else handed to React Router's request handler.
// This module is the SSR build's entry (see vite.config.ts); server/main.ts
// loads it through Vite in development and from build/server in production.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { createRequestHandler, RouterContextProvider } from "react-router";
import * as serverBuild from "virtual:react-router/server-build";
import { appContext } from "#server/app-context";
import { closeDatabase, databaseHealth, databaseInfo, getDatabase } from "#db/client.server";
import type { Database } from "#db/database";
import { isCatalogueEmpty } from "#db/catalogue-empty";
import { rewriteStaleRevenue } from "#db/channel-revenue";
import { rewriteStaleTemplateSignals } from "#db/template-signals";
import { rewriteStaleOutlierScores } from "#server/services/outlier-scores.server";
import { catalogueMeasuresMemo } from "#server/services/catalogue-insights.server";
import { verdictMeasuresMemo } from "#server/services/niche-verdicts.server";
import { outlierRepeatsMemo } from "#server/services/outlier-repeats.server";
import { outlierIndexMemo } from "#server/services/outlier-index.server";
import { outlierBaseRatesMemo } from "#server/services/outliers.server";
import { databaseConfig, getEnv, getPublicEnv } from "#server/env";
import { requestAddress } from "#server/rate-limit/client-address";
import { type RateLimitDecision, getRateLimiter } from "#server/rate-limit/rate-limiter.server";
import { getLogger, type Logger } from "#server/logger";
import { createServices } from "#server/services/services.server";
import { createAccounts } from "#server/auth/accounts.server";
import { getAuth, sessionCookieNames } from "#server/auth/config.server";
import { getViewer } from "#server/auth/viewer.server";
import { mayChangeSessions, RecentSessions } from "#server/auth/recent-sessions";
import { handleAuthRequest } from "#server/auth/auth-handler.server";
import { getAuthSecret } from "#server/auth/secret.server";
import { signFlashCookies } from "#server/auth/flash-cookie";
import { getApiViewer } from "#server/auth/api-viewer.server";
import { API_DOCS_PATH, OPENAPI_PATH, createApi } from "#server/api/create-api";
import { apiDirectory } from "#server/api/api-endpoints";
import { createMcpHandler } from "#server/api/mcp/mcp-http";
import { MCP_PATH } from "#domain/request-limits";
import { compressResponses } from "#server/http/compress-responses";
import { loadStaticFiles, serveStaticFiles, staticFileFor } from "#server/http/static-files.server";
import { type StoredBody, writeStoredBody } from "#server/http/stored-response";
import type { NotificationListener } from "#db/notifications.server";
import { watchCatalogueChanges } from "#server/page-cache/catalogue-changes.server";
import { PageCache } from "#server/page-cache/page-cache";
import { pageCacheMiddleware } from "#server/page-cache/page-cache-middleware";
import { serveFromPageCache } from "#server/page-cache/page-cache-fast-path";
import { memberRenderFor } from "#server/auth/member-render";
import { memoryServedLog } from "#server/http/memory-served-log";
import { requestBodyLimits } from "#server/http/body-limit";
import { inputGuard } from "#server/http/input-guard";
import { sameOriginWrites } from "#server/http/same-origin-writes";
import { cspNonce, fileSecurityHeaders, securityHeaders } from "#server/http/security-headers";
import { apiDocsPage } from "#server/http/api-docs-page";
import { ARTWORK_ROUTE, artworkHandler } from "#server/http/artwork";
import { connectDatabaseAtStartup } from "#server/database-startup.server";
import { startJobScheduler } from "#server/jobs/scheduler.server";
import { databaseUnavailable } from "#server/http/database-unavailable";
import { requestOutcome } from "#server/http/request-outcome";

type Variables = { requestId: string; logger: Logger };

// The build itself, not a function returning it: React Router then builds its route table once
// per process instead of on every request.
const handleDocumentRequest = createRequestHandler(serverBuild, import.meta.env.MODE);

/** Visitors' and members' pages from memory in production; in development every request renders (HMR). */
const pageCache = new PageCache({
  maxBytes: import.meta.env.PROD ? getEnv().PAGE_CACHE_MB * 1024 * 1024 : 0,
  ttlMs: 5 * 60 * 1000,
  sessionCookies: sessionCookieNames(getEnv()),
});
const recentSessions = new RecentSessions(getViewer);
let catalogueChanges: NotificationListener | undefined;

// The services hold no per-request state: build them once per database connection.
const servicesByDatabase = new WeakMap<object, ReturnType<typeof createServices>>();
function servicesFor(db: Parameters<typeof createServices>[0]) {
  let services = servicesByDatabase.get(db);
  if (!services) servicesByDatabase.set(db, (services = createServices(db)));
  return services;
}

/** Connects the database, applies migrations and loads the demo catalogue into an empty one. */
export async function startup(): Promise<void> {
  const env = getEnv();
  const logger = getLogger(env.LOG_LEVEL);
  const started = performance.now();
  const db = await connectDatabaseAtStartup(env, logger);
  const info = await databaseInfo();
  logger.info(
    { driver: info.driver, migrations: info.migrations, ms: Math.round(performance.now() - started) },
    "database ready",
  );
  if (env.SEED_DEMO && (await isCatalogueEmpty(db))) {
    // The seeder and faker load only for an empty catalogue (a sixth of a second of every start).
    const { ensureDemoCatalogue } = await import("#db/seed/demo-catalogue");
    const seeded = await ensureDemoCatalogue(db);
    if (seeded) logger.info("demo catalogue loaded into the empty database");
  }
  // Listened to even with the page cache off (development): the research figures kept in memory
  // follow the same signal.
  catalogueChanges ??= await watchCatalogueChanges(pageCache, logger);
}

/**
 * What one process does besides answering, once it listens (server/main.ts: a lone process, or
 * the worker the primary picks): the scheduled jobs, figures stored under an older rule
 * rewritten, and the catalogue's figures computed afresh. One process only: on a large catalogue
 * each of these is seconds to minutes of queries, and every worker running them at once kept
 * the database too busy to answer the first pages (a restart's first page took 5 s at 300k).
 */
export function startBackgroundWork(): { stop: () => Promise<void> } {
  const logger = getLogger(getEnv().LOG_LEVEL);
  // A few seconds after listening: a restart's first pages are answered from the figures kept by
  // the last run, on a database not yet busy with the minutes of queries below.
  const catchUp = setTimeout(() => {
    getDatabase(databaseConfig()).then(
      (db) => catchUpOnFigures(db, logger),
      (error: unknown) => logger.error({ err: error }, "the background work did not start: no database"),
    );
  }, CATCH_UP_DELAY_MS);
  catchUp.unref();
  const scheduler = startJobScheduler();
  return {
    async stop() {
      clearTimeout(catchUp);
      await scheduler.stop();
    },
  };
}

const CATCH_UP_DELAY_MS = 5_000;

/** Figures stored under an older rule rewritten, and the catalogue's figures computed afresh. */
function catchUpOnFigures(db: Database, logger: Logger): void {
  // Figures stored by an older revenue model are rewritten in the background: pages compute a
  // channel's own figures as they load, lists catch up in batches (idempotent, so two servers
  // doing it at once only spend the time twice).
  void rewriteStaleRevenue(db).then(
    (rewritten) =>
      rewritten > 0 && logger.info({ channels: rewritten }, "stored revenue figures rewritten for the current revenue model"),
    (error: unknown) => logger.error({ err: error }, "rewriting the stored revenue figures failed; the next start tries again"),
  );
  // Likewise outlier scores stored under an older outlier rule.
  void rewriteStaleOutlierScores(db).then(
    (rescored) =>
      rescored > 0 && logger.info({ channels: rescored }, "stored outlier scores recomputed for the current outlier rule"),
    (error: unknown) => logger.error({ err: error }, "recomputing the stored outlier scores failed; the next start tries again"),
  );
  // Likewise template signals read under an older rule, or never (channels from before they existed).
  void rewriteStaleTemplateSignals(db).then(
    (read) => read > 0 && logger.info({ channels: read }, "template signals read for the current template rule"),
    (error: unknown) => logger.error({ err: error }, "reading the template signals failed; the next start tries again"),
  );
  // The niche and type figures take seconds to minutes on a large catalogue: read from where the
  // last run kept them (every process does that on its first read) and computed afresh now, not
  // by the first visitor.
  void Promise.all([
    catalogueMeasuresMemo.get(db),
    outlierBaseRatesMemo.get(db),
    verdictMeasuresMemo.get(db),
    outlierRepeatsMemo.get(db),
    outlierIndexMemo.get(db),
  ]).catch((error: unknown) => logger.warn({ err: error }, "computing the niche and type figures at start failed"));
}

/** build/client in memory (production); Vite serves the files in development. */
const staticFiles = import.meta.env.PROD
  ? loadStaticFiles("./build/client", fileSecurityHeaders())
  : new Map<string, StoredBody>();

/**
 * Called by server/main.ts for every request before the app: a built file, or a visitor's page
 * that is in the cache, is sent from here (and counted in the logs: memory-served-log.ts). False
 * when the request needs the app.
 */
const memoryServed = memoryServedLog(() => getLogger());

export function serveFromMemory(req: IncomingMessage, res: ServerResponse): boolean {
  const started = performance.now();
  const reqId = randomUUID();
  let status: number | null = null;
  const file = staticFileFor(staticFiles, req.method, req.url);
  if (file) status = writeStoredBody(req, res, file, { "x-request-id": reqId });
  else if (pageCache.active) {
    status = serveFromPageCache(pageCache, req, res, reqId, (cookie) => recentSessions.known(cookie));
  }
  if (status === null) return false;
  memoryServed.note({
    kind: file ? "file" : "page",
    reqId,
    method: req.method,
    path: req.url,
    status,
    ms: Math.round(performance.now() - started),
  });
  return true;
}

/** Closes what startup opened. Called once in-flight requests have drained. */
export async function shutdown(): Promise<void> {
  await catalogueChanges?.close();
  catalogueChanges = undefined;
  await closeDatabase();
}

export const app = new Hono<{ Variables: Variables }>();

app.use(requestId());
app.use(async (c, next) => {
  const logger = getLogger().child({ reqId: c.get("requestId") });
  c.set("logger", logger);
  const started = performance.now();
  await next();
  try {
    c.res.headers.set("x-request-id", c.get("requestId"));
  } catch {
    // immutable headers (a fetch() response passed through): nothing to add
  }
  const ms = Math.round(performance.now() - started);
  const outcome = requestOutcome(c.req.raw, c.res.status);
  logger[outcome.level](
    { method: c.req.method, path: c.req.path, status: outcome.status, ms, ...(outcome.aborted ? { aborted: true } : {}) },
    "request",
  );
});

// Built client files from memory (production; Vite serves them in development). server/main.ts
// answers them before the app (serveFromMemory); this serves them the same way to app.fetch.
if (import.meta.env.PROD) {
  app.use(serveStaticFiles(staticFiles));
  // A hashed asset that is not in this build: a plain 404, not a rendered page.
  app.get("/assets/*", (c) => c.text("Not found", 404));
}
// Text responses go out brotli- or gzip-compressed; the page cache stores them compressed.
app.use(compressResponses());
// Generated pictures of channels and videos without their own: no database read, the same for
// everyone, so ahead of the page cache (which would spend its memory on thousands of small
// pictures a browser keeps for a year anyway) and of the per-page headers (it sends its own).
app.get(ARTWORK_ROUTE, artworkHandler);
// Visitors' pages from memory, while the change listener is up (so not while the database is
// away: visitors then get the 503 page rather than pages that may be out of date). What runs
// below it is part of a render, and what it adds to the response (the security headers, the CSP
// whose nonce the HTML carries) is kept with the page.
// A write that may sign out, revoke a session or change a role: what this process remembers of sessions is
// dropped before and after it.
app.use(async (c, next) => {
  if (!mayChangeSessions(c.req.method, c.req.path)) return next();
  recentSessions.forgetAll();
  await next();
  recentSessions.forgetAll();
});
app.use(
  pageCacheMiddleware(pageCache, {
    viewer: (request) => recentSessions.viewer(request),
    isFollowing: async (userId, key) => servicesFor(await getDatabase(databaseConfig())).follows.isFollowing(userId, key),
  }),
);
// CSP (with a nonce per render), frame-ancestors, nosniff, Referrer-Policy, HSTS on https:
// before the refusals below, so they carry them too.
app.use(securityHeaders());
// Writes sent by another site are refused on every path (403): actions, resource routes, the API
// and Better Auth alike.
app.use(sameOriginWrites(getEnv().PUBLIC_URL));
// Hostile input is refused before any route sees it: oversized bodies (413), NUL characters and
// malformed %-escapes (400).
app.use(requestBodyLimits());
app.use(inputGuard());
// A lost database: 503 + Retry-After instead of 500s, until it is back (server/http/database-unavailable.ts).
app.use(databaseUnavailable(databaseHealth));

app.onError((error, c) => {
  if (c.req.raw.signal.aborted) c.get("logger").info({ err: error }, "request aborted by the client");
  else c.get("logger").error({ err: error }, "unhandled error");
  const wantsJson = c.req.path.startsWith("/api/");
  return wantsJson
    ? c.json({ error: "Something went wrong on our side. Please try again." }, 500)
    : c.text("Something went wrong on our side. Please try again.", 500);
});

// Accounts: Better Auth's endpoints, behind the one rate limiter (server/rate-limit/), which keys
// by the x-real-ip header server/main.ts sets from the socket.
app.on(["GET", "POST"], "/api/auth/*", async (c) => handleAuthRequest(await getAuth(), c.req.raw));

app.get("/api/health", async (c) => {
  // Always the state of this moment: no cache may answer for it.
  c.header("cache-control", "no-store");
  try {
    const info = await databaseInfo();
    const ok = info.migrations.upToDate;
    return c.json(
      { status: ok ? "ok" : "degraded", database: { driver: info.driver, migrations: info.migrations } },
      ok ? 200 : 503,
    );
  } catch (error) {
    c.get("logger").error({ err: error }, "health check failed");
    return c.json({ status: "error", database: null }, 503);
  }
});

/**
 * The API's limit per client address, counted in the database so every process shares it. A
 * request without an address (none reaches here from server/main.ts) is not counted.
 */
async function apiRateLimit(request: Request): Promise<RateLimitDecision> {
  const address = requestAddress(request.headers);
  if (!address) return { allowed: true };
  return getRateLimiter(await getDatabase(databaseConfig())).consume("apiPerAddress", [address]);
}

/**
 * A HEAD is answered as its GET is, and Hono drops the body on the way out (RFC 9110: the same
 * headers as the GET). Passed on as a HEAD, React Router rendered no body, so a crawler's HEAD
 * got different caching headers and left the page cache empty for the GET after it.
 */
function headAsGet(request: Request): Request {
  return request.method === "HEAD" ? new Request(request, { method: "GET" }) : request;
}

// The JSON API (catalogue): /api/v1/*, its OpenAPI document and the docs page.
const api = createApi({
  services: async () => servicesFor(await getDatabase(databaseConfig())),
  getApiViewer,
  onError: (error) => getLogger().error({ err: error }, "api error"),
  rateLimit: getEnv().API_RATE_LIMIT ? apiRateLimit : undefined,
});
app.all("/api/v1/*", (c) => api.fetch(headAsGet(c.req.raw)));
app.get(OPENAPI_PATH, (c) => api.fetch(c.req.raw));
// Served here, not through `api`, so the page gets this response's CSP nonce.
app.get(API_DOCS_PATH, apiDocsPage(OPENAPI_PATH));

// The MCP server for AI assistants (server/api/mcp/): the same services, caller and limits as the API.
const mcp = createMcpHandler({
  services: async () => servicesFor(await getDatabase(databaseConfig())),
  getApiViewer,
  onError: (error) => getLogger().error({ err: error }, "mcp error"),
  rateLimit: getEnv().API_RATE_LIMIT ? apiRateLimit : undefined,
  publicUrl: getEnv().PUBLIC_URL ?? null,
});
app.all(MCP_PATH, (c) => mcp(c.req.raw));

const publicApiDirectory = apiDirectory();

app.all("*", async (c) => {
  const db = await getDatabase(databaseConfig());
  const context = new RouterContextProvider();
  // Set by the page cache when this render is to be shared by every member.
  const memberRender = memberRenderFor(c.req.raw);
  context.set(appContext, {
    requestId: c.get("requestId"),
    logger: c.get("logger"),
    publicEnv: getPublicEnv(),
    services: servicesFor(db),
    apiDirectory: publicApiDirectory,
    accounts: createAccounts(memberRender),
    memberRender,
    cspNonce: cspNonce(c) ?? "",
  });
  // Every flash an action sets is signed on its way out (server/auth/flash-cookie.ts).
  return signFlashCookies(await handleDocumentRequest(headAsGet(c.req.raw), context), getAuthSecret());
});
