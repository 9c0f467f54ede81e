// Structured logs, one JSON object a line; request logs carry their request id.
import { pino, type Logger } from "pino";

export type { Logger };

const LOGGER_KEY = Symbol.for("faceless-atlas.logger");
type Holder = { [LOGGER_KEY]?: Logger };

const LOG_QUEUE_MAX_BYTES = 16 * 1024 * 1024;

export function createLogger(level: string): Logger {
  // Written asynchronously: a line waits only while the previous write is in flight, and lines
  // that queue meanwhile go out in one write (a synchronous write a request cost cached pages
  // about a tenth of their throughput). Flushed when the process exits. A stalled stdout drops
  // lines past 16 MB queued instead of growing the heap (or, written synchronously, blocking every request).
  return pino(
    { level, base: { service: "faceless-atlas" } },
    pino.destination({ dest: 1, sync: false, maxLength: LOG_QUEUE_MAX_BYTES }),
  );
}

/** Shared by main.ts and the (re)loaded app module. */
export function getLogger(level = "info"): Logger {
  const holder = globalThis as Holder;
  holder[LOGGER_KEY] ??= createLogger(level);
  return holder[LOGGER_KEY];
}

/** For a process whose stdout carries a protocol (the MCP server over stdio): every log line goes to stderr. */
export function logToStderr(level: string): Logger {
  const holder = globalThis as Holder;
  holder[LOGGER_KEY] = pino({ level, base: { service: "faceless-atlas" } }, pino.destination(2));
  return holder[LOGGER_KEY];
}
