// The Hono app: request ids and logging, /api routes, static assets in
// production, and everything else handed to React Router's request handler.
// This module is the SSR build's entry (see vite.config.ts); server/main.ts
// loads it through Vite in development and from build/server in production.
import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { serveStatic } from "@hono/node-server/serve-static";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { appContext } from "~/lib/app-context";
import { closeDatabase, databaseHealth, databaseInfo, getDatabase } from "#db/client.server";
import { ensureDemoCatalogue } from "#db/seed/demo-catalogue";
import { databaseConfig, getEnv, getPublicEnv } from "#server/env";
import { getLogger, type Logger } from "#server/logger";
import { createServices } from "#server/services/services.server";
import { createAccounts, getAuth, getViewer } from "#server/auth.server";
import { API_DOCS_PATH, OPENAPI_PATH, createApi } from "#server/api/create-api";
import { connectDatabaseAtStartup } from "#server/database-startup.server";
import { databaseUnavailable } from "#server/http/database-unavailable";
import { requestOutcome } from "#server/http/request-outcome";

// server/main.ts starts the schedule after listen; it lives in this bundle so the build has it.
export { startJobScheduler } from "#server/jobs/scheduler.server";

type Variables = { requestId: string; logger: Logger };

const handleDocumentRequest = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

/** Connects the database, applies migrations and loads the demo catalogue into an empty one. */
export async function startup(): Promise<void> {
  const env = getEnv();
  const logger = getLogger(env.LOG_LEVEL);
  const started = performance.now();
  const db = await connectDatabaseAtStartup(env, logger);
  const info = await databaseInfo();
  logger.info({ driver: info.driver, migrations: info.migrations, ms: Math.round(performance.now() - started) }, "database ready");
  if (env.SEED_DEMO) {
    const seeded = await ensureDemoCatalogue(db);
    if (seeded) logger.info("demo catalogue loaded into the empty database");
  }
}

/** Closes what startup opened. Called once in-flight requests have drained. */
export async function shutdown(): Promise<void> {
  await closeDatabase();
}

export const app = new Hono<{ Variables: Variables }>();

app.use(requestId());
app.use(async (c, next) => {
  const logger = getLogger().child({ reqId: c.get("requestId") });
  c.set("logger", logger);
  const started = performance.now();
  await next();
  const ms = Math.round(performance.now() - started);
  const outcome = requestOutcome(c.req.raw, c.res.status);
  logger[outcome.level]({ method: c.req.method, path: c.req.path, status: outcome.status, ms, ...(outcome.aborted ? { aborted: true } : {}) }, "request");
});

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

// Accounts (issue 3): Better Auth's endpoints. The client IP it rate-limits by comes from the
// x-real-ip header that server/main.ts sets from the socket (see advanced.ipAddress).
app.on(["GET", "POST"], "/api/auth/*", async (c) => (await getAuth()).handler(c.req.raw));

app.get("/api/health", async (c) => {
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

// The JSON API (issue 4): /api/v1/*, its OpenAPI document and the docs page.
const api = createApi({
  services: async () => createServices(await getDatabase(databaseConfig())),
  getViewer,
  onError: (error) => getLogger().error({ err: error }, "api error"),
});
app.all("/api/v1/*", (c) => api.fetch(c.req.raw));
app.get(OPENAPI_PATH, (c) => api.fetch(c.req.raw));
app.get(API_DOCS_PATH, (c) => api.fetch(c.req.raw));

if (import.meta.env.PROD) {
  // Fingerprinted build output: safe to cache for a year.
  app.use(
    "/assets/*",
    serveStatic({
      root: "./build/client",
      onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
    }),
  );
  // Other public files (favicon, robots…): only paths naming a file, so "/" and
  // every page path go on to React Router instead of the folder listing.
  const publicFiles = serveStatic({ root: "./build/client" });
  app.use("*", (c, next) => (/\.[a-z0-9]+$/i.test(c.req.path) ? publicFiles(c, next) : next()));
}

app.all("*", async (c) => {
  const db = await getDatabase(databaseConfig());
  const context = new RouterContextProvider();
  context.set(appContext, {
    requestId: c.get("requestId"),
    logger: c.get("logger"),
    publicEnv: getPublicEnv(),
    services: createServices(db),
    accounts: createAccounts(),
  });
  return handleDocumentRequest(c.req.raw, context);
});
