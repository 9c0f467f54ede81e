// Starts the HTTP server. Runs directly on Node 24 (type stripping): .ts imports and erasable syntax only.
// Development loads server/app.ts through Vite; production the built app, from WEB_CONCURRENCY workers on
// PostgreSQL (PGlite must stay one process).
import cluster from "node:cluster";
import { enableCompileCache } from "node:module";
import { availableParallelism } from "node:os";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import type { Logger, ViteDevServer } from "vite";
import { isWorkerMessage, runPrimary } from "./cluster-primary.ts";
import { getEnv, type Env } from "./env.ts";
import { exposeGarbageCollector, releaseMemoryWhenIdle } from "./idle-memory.ts";
import { getLogger } from "./logger.ts";
import { explainStartupError } from "./startup-errors.ts";

// Cached bytecode spends less time parsing on restart, to answer within 3 s.
enableCompileCache();

type AppModule = {
  app: { fetch: (request: Request) => Response | Promise<Response> };
  serveFromMemory?: (req: IncomingMessage, res: ServerResponse) => boolean;
  startup: () => Promise<void>;
  shutdown: () => Promise<void>;
  startBackgroundWork?: () => { stop: () => Promise<void> };
};

function loadEnv(): Env {
  try {
    return getEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
const env = loadEnv();
const logger = getLogger(env.LOG_LEVEL);

/** Several only where they can share the database (PostgreSQL, production). */
function workerCount(): number {
  if (env.NODE_ENV !== "production" || !env.DATABASE_URL) return 1;
  return env.WEB_CONCURRENCY ?? availableParallelism();
}

if (cluster.isPrimary && workerCount() > 1) {
  runPrimary({ workers: workerCount(), shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS, logger });
} else {
  await serve();
}

function viteLogger(): Logger {
  const log = logger.child({ source: "vite" });
  const warned = new Set<string>();
  let errorLogged = false;
  return {
    hasWarned: false,
    info: (msg) => log.info(msg),
    warn(msg) {
      this.hasWarned = true;
      log.warn(msg);
    },
    warnOnce(msg) {
      if (warned.has(msg)) return;
      warned.add(msg);
      this.warn(msg);
    },
    error(msg, options) {
      errorLogged = true;
      log.error({ err: options?.error }, msg);
    },
    clearScreen: () => {},
    hasErrorLogged: () => errorLogged,
  };
}

/** Taken from the socket, replacing whatever a client sent; @hono/node-server builds the Request from rawHeaders, so
 * that is where it must change. Behind a reverse proxy, copy the proxy's client-IP header here instead. */
function setClientIpHeader(req: IncomingMessage) {
  const ip = req.socket.remoteAddress ?? "";
  for (let i = req.rawHeaders.length - 2; i >= 0; i -= 2) {
    if (req.rawHeaders[i]?.toLowerCase() === "x-real-ip") req.rawHeaders.splice(i, 2);
  }
  req.rawHeaders.push("x-real-ip", ip);
  req.headers["x-real-ip"] = ip;
}

async function serve(): Promise<void> {
  let vite: ViteDevServer | undefined;
  let loadApp: () => Promise<AppModule>;

  if (env.NODE_ENV === "production") {
    const built = resolve("build/server/index.js");
    const mod = (await import(pathToFileURL(built).href)) as AppModule;
    loadApp = async () => mod;
  } else {
    const { createServer: createViteServer } = await import("vite");
    vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom", customLogger: viteLogger() });
    const devServer = vite;
    // Reloaded on demand, so edits to server code apply without a restart.
    loadApp = async () => (await devServer.ssrLoadModule("./server/app.ts")) as AppModule;
  }

  try {
    await (await loadApp()).startup();
  } catch (error) {
    const explained = explainStartupError(error, { dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
    logger.fatal({ err: error }, explained ? `start-up failed: ${explained}` : "start-up failed");
    process.exit(1);
  }

  const listener = getRequestListener(async (request) => (await loadApp()).app.fetch(request));

  // Built files and cache hits skip the app entirely (production only: the built module does not change).
  const serveFromMemory = vite ? undefined : (await loadApp()).serveFromMemory;
  const idleMemory = releaseMemoryWhenIdle({ intervalMs: 10_000, collect: exposeGarbageCollector(), logger });
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    idleMemory.noteRequest();
    if (serveFromMemory?.(req, res)) return;
    setClientIpHeader(req);
    if (vite) vite.middlewares(req, res, () => listener(req, res));
    else listener(req, res);
  });

  let scheduler: { stop: () => Promise<void> } | undefined;
  let stopping = false;

  const startScheduler = () => {
    if (scheduler || stopping) return;
    void loadApp()
      .then((mod) => {
        if (!stopping && !scheduler) scheduler = mod.startBackgroundWork?.();
      })
      .catch((error: unknown) => logger.error({ err: error }, "the job scheduler did not start"));
  };

  server.on("error", (error: NodeJS.ErrnoException) => {
    const reason =
      error.code === "EADDRINUSE"
        ? `port ${env.PORT} on ${env.HOST} is already in use (another server running?): stop it or set PORT`
        : error.code === "EACCES"
          ? `not allowed to listen on port ${env.PORT}: pick a port above 1023 or run with the right permissions`
          : error.message;
    logger.fatal({ err: error }, `cannot listen: ${reason}`);
    process.exit(1);
  });
  server.listen(env.PORT, env.HOST, () => {
    const shownHost = env.HOST === "0.0.0.0" ? "localhost" : env.HOST;
    logger.info({ port: env.PORT, host: env.HOST, mode: env.NODE_ENV }, `listening on http://${shownHost}:${env.PORT}`);
    // A lone process runs the scheduled jobs itself; a worker waits until the primary picks it.
    if (cluster.isWorker) process.send?.({ type: "listening" });
    else startScheduler();
  });
  if (cluster.isWorker) {
    process.on("message", (message: unknown) => {
      if (isWorkerMessage(message) && message.type === "run-scheduler") startScheduler();
    });
  }

  async function stop(signal: string) {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: draining in-flight requests");
    const forced = setTimeout(() => {
      logger.warn("in-flight requests did not finish in time; closing them");
      server.closeAllConnections();
    }, env.SHUTDOWN_TIMEOUT_MS);
    forced.unref();
    // Idle keep-alive sockets are closed so they do not hold close() open.
    await new Promise<void>((done) => {
      server.close(() => done());
      server.closeIdleConnections();
    });
    clearTimeout(forced);
    idleMemory.stop();
    try {
      // A running job records where it stopped before the database closes.
      await scheduler?.stop();
      await (await loadApp()).shutdown();
      await vite?.close();
      logger.info("stopped");
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, "error while shutting down");
      process.exit(1);
    }
  }

  // Vite installs a SIGTERM handler that exits at once; ours drains requests and closes Vite itself.
  process.removeAllListeners("SIGTERM");
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}
