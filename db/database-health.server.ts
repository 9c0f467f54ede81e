// Whether the database can be reached right now (ARCHITECTURE.md: "a lost database answers 503
// and recovers by itself"). The HTTP layer answers 503 at once while it is marked unavailable,
// instead of sending every request into a connection that will fail; a probe on a connection of
// its own (not the pool, whose clients may all be stuck) marks it available again within about a
// second of the server's return.
//
// Marked unavailable by: an error event of any pooled client (a dropped connection), a probe that
// fails, or a failed request whose error is of the "connection" kind (reported by the HTTP layer).
import pg from "pg";

/** How often a lost database is tried again. Recovery is seen within this (+ a connect). */
const PROBE_INTERVAL_MS = 1_000;
/** A probe that takes longer than this counts as failed (an unreachable host never answers). */
const PROBE_TIMEOUT_MS = 2_000;
/** What clients are told to wait (Retry-After) while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export interface DatabaseHealth {
  /** False while the database is known to be unreachable. */
  readonly available: boolean;
  /** When it was lost (ms since epoch), while unavailable. */
  readonly unavailableSince: number | null;
  /**
   * Looks at an error from a query or a connection; when it says the database cannot be
   * reached, marks it unavailable (and starts probing). Returns whether it was such an error.
   */
  report(error: unknown): boolean;
  /**
   * Asks the database now (one probe shared by concurrent callers). For a failed request whose
   * error was swallowed by a library: was the database the cause?
   */
  check(): Promise<boolean>;
  /** Stops probing (the database is being closed). */
  close(): void;
}

/** The embedded database lives in this process: it cannot go away while the process runs. */
export const embeddedDatabaseHealth: DatabaseHealth = {
  available: true,
  unavailableSince: null,
  report: () => false,
  check: async () => true,
  close: () => undefined,
};

export interface PostgresHealthOptions {
  url: string;
  /** Told when the database is lost and when it is back (for the log). */
  onChange?: (available: boolean, error?: unknown) => void;
}

export function createPostgresHealth(options: PostgresHealthOptions): DatabaseHealth {
  let unavailableSince: number | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: Promise<boolean> | null = null;
  let closed = false;

  const markUnavailable = (error: unknown) => {
    if (closed || unavailableSince !== null) return;
    unavailableSince = Date.now();
    options.onChange?.(false, error);
    schedule();
  };
  const markAvailable = () => {
    if (unavailableSince === null) return;
    unavailableSince = null;
    options.onChange?.(true);
  };

  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void check().then((ok) => {
        if (!ok) schedule();
      });
    }, PROBE_INTERVAL_MS);
    // Probing never keeps a process alive (a CLI finishing, a server shutting down).
    timer.unref();
  };

  const check = (): Promise<boolean> => {
    inFlight ??= probe(options.url)
      .then(
        () => {
          markAvailable();
          return true;
        },
        (error: unknown) => {
          if (!isDatabaseUnavailableError(error)) {
            // The server answered, with something else (a permission, a full disk): it is there.
            markAvailable();
            return true;
          }
          markUnavailable(error);
          return false;
        },
      )
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };

  return {
    get available() {
      return unavailableSince === null;
    },
    get unavailableSince() {
      return unavailableSince;
    },
    report(error) {
      if (!isDatabaseUnavailableError(error)) return false;
      markUnavailable(error);
      return true;
    },
    check,
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

async function probe(url: string): Promise<void> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: PROBE_TIMEOUT_MS,
    query_timeout: PROBE_TIMEOUT_MS,
  });
  // A probe's own connection dying must not become an unhandled 'error' event.
  client.on("error", () => undefined);
  try {
    await client.connect();
    await client.query("select 1");
  } finally {
    await client.end().catch(() => undefined);
  }
}

// Network errors of the socket to the database.
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EHOSTDOWN",
  "ENETUNREACH",
  "ENETDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
// SQLSTATEs meaning "not now" rather than "not this": class 08 (connection exception), the
// server shutting down or starting up (57P01-57P03), and no connection slot left (53300).
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);
// node-postgres reports a dropped or timed-out connection with messages only. Not among them:
// pg-pool's "timeout exceeded when trying to connect", which means every pooled client is busy.
const UNAVAILABLE_MESSAGES = [/^Connection terminated/i, /^timeout expired$/i, /is not queryable/i, /^Query read timeout/i];

/** Does this error (or one it wraps: drizzle and Better Auth wrap the driver's) say the database cannot be reached? */
export function isDatabaseUnavailableError(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === null || typeof current !== "object" || seen.has(current)) continue;
    seen.add(current);
    const { code, message, cause, errors } = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === "string" && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
      return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    queue.push(cause);
    // A host with several addresses (localhost: ::1 and 127.0.0.1) fails with an AggregateError.
    if (Array.isArray(errors)) queue.push(...(errors as unknown[]));
  }
  return false;
}
