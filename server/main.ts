// Starts the HTTP server. Runs directly on Node 24 (type stripping), so it
// imports project files with their .ts extension and keeps to erasable syntax.
//   development: Vite in middleware mode (HMR) loads server/app.ts on demand
//   production:  the built app from build/server/index.js
// On SIGTERM/SIGINT it stops accepting connections, lets in-flight requests
// finish (up to SHUTDOWN_TIMEOUT_MS), then closes the database.
import { enableCompileCache } from "node:module";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import type { Logger, ViteDevServer } from "vite";
import { getEnv, type Env } from "./env.ts";
import { getLogger } from "./logger.ts";
import { explainStartupError } from "./startup-errors.ts";

// Cache compiled bytecode of the app and its dependencies on disk, so a restart
// spends less time parsing them (the budget: answer within 3 s).
enableCompileCache();

type AppModule = {
  app: { fetch: (request: Request) => Response | Promise<Response> };
  startup: () => Promise<void>;
  shutdown: () => Promise<void>;
  /** Scheduled jobs (server/jobs/scheduler.server.ts), started once the server listens. */
  startJobScheduler?: () => { stop: () => Promise<void> };
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

/** Vite's own messages (dependency optimizer, HMR) as structured lines too. */
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
  // The message says what to do (a full disk, a file as DATA_DIR, a database that never answered).
  const explained = explainStartupError(error, { dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  logger.fatal({ err: error }, explained ? `start-up failed: ${explained}` : "start-up failed");
  process.exit(1);
}

const listener = getRequestListener(async (request) => (await loadApp()).app.fetch(request));

/**
 * The client address for rate limits (Better Auth and the contact form read it from
 * x-real-ip): taken from the socket, replacing whatever a client sent. @hono/node-server
 * builds the Request from rawHeaders, so that is where it must change. Behind a reverse
 * proxy every request would share the proxy's address: copy the proxy's client-IP header here.
 */
function setClientIpHeader(req: IncomingMessage) {
  const ip = req.socket.remoteAddress ?? "";
  for (let i = req.rawHeaders.length - 2; i >= 0; i -= 2) {
    if (req.rawHeaders[i]?.toLowerCase() === "x-real-ip") req.rawHeaders.splice(i, 2);
  }
  req.rawHeaders.push("x-real-ip", ip);
  req.headers["x-real-ip"] = ip;
}

const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  setClientIpHeader(req);
  if (vite) vite.middlewares(req, res, () => listener(req, res));
  else listener(req, res);
});

let scheduler: { stop: () => Promise<void> } | undefined;

server.listen(env.PORT, env.HOST, () => {
  const shownHost = env.HOST === "0.0.0.0" ? "localhost" : env.HOST;
  logger.info({ port: env.PORT, host: env.HOST, mode: env.NODE_ENV }, `listening on http://${shownHost}:${env.PORT}`);
  void loadApp()
    .then((mod) => {
      if (!stopping) scheduler = mod.startJobScheduler?.();
    })
    .catch((error: unknown) => logger.error({ err: error }, "the job scheduler did not start"));
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down: draining in-flight requests");
  const forced = setTimeout(() => {
    logger.warn("in-flight requests did not finish in time; closing them");
    server.closeAllConnections();
  }, env.SHUTDOWN_TIMEOUT_MS);
  forced.unref();
  // close() stops accepting and resolves once every open request has ended;
  // idle keep-alive sockets are closed so they do not hold it open.
  await new Promise<void>((done) => {
    server.close(() => done());
    server.closeIdleConnections();
  });
  clearTimeout(forced);
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

// Vite (dev only) installs a SIGTERM handler that exits at once; ours drains
// requests and closes Vite itself, so it is the only one.
process.removeAllListeners("SIGTERM");
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
