// The server's first connection. PostgreSQL may not be up yet (an orchestrator starts both at once), so an
// unreachable server is retried with backoff for DATABASE_STARTUP_WAIT_MS; anything else (a wrong password, a
// locked PGlite folder, a full disk) stops at once, since waiting would not fix it.
import { type Database, getDatabase } from "#db/client.server";
import { isDatabaseUnavailableError } from "#db/database-health.server";
import { databaseConfig, type Env } from "#server/env";
import type { Logger } from "#server/logger";
import { StartupError, describeDatabaseUrl } from "#server/startup-errors";

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 10_000;

export async function connectDatabaseAtStartup(env: Env, logger: Logger): Promise<Database> {
  const config = {
    ...databaseConfig(env),
    onConnectionError: (error: Error) => logger.warn({ reason: reasonOf(error) }, "database connection lost"),
    onAvailabilityChange: (available: boolean, error?: unknown) => {
      if (available) logger.info("database reachable again: serving requests");
      else logger.error({ reason: reasonOf(error) }, "database unreachable: answering 503 until it is back");
    },
  };
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    try {
      return await getDatabase(config);
    } catch (error) {
      if (!config.databaseUrl || !isDatabaseUnavailableError(error)) throw error;
      const waited = Date.now() - started;
      const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (attempt - 1));
      const target = describeDatabaseUrl(config.databaseUrl);
      if (waited + delay > env.DATABASE_STARTUP_WAIT_MS) {
        throw new StartupError(
          `Could not reach PostgreSQL at ${target} (${reasonOf(error)}) after ${attempt} ${attempt === 1 ? "try" : "tries"} in ${Math.round(waited / 1000)} s. ` +
            "Check that it is running and that DATABASE_URL names the right host and port; DATABASE_STARTUP_WAIT_MS sets how long start-up waits for it.",
          { cause: error },
        );
      }
      logger.warn(
        { attempt, retryInMs: delay, reason: reasonOf(error) },
        `database at ${target} not reachable yet; trying again in ${delay / 1000} s`,
      );
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

function reasonOf(error: unknown): string {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown[];
    };
    if (typeof code === "string") {
      if (typeof message !== "string" || !message) return code;
      return message.includes(code) ? message : `${code} ${message}`;
    }
    if (!cause && Array.isArray(errors) && errors.length > 0) {
      current = errors[0];
      continue;
    }
    if (!cause && typeof message === "string" && message) return message;
    current = cause;
  }
  return "unknown error";
}
