// Structured logs, one JSON object a line; request logs carry their request id.
import { pino, type Logger } from "pino";

export type { Logger };

const LOGGER_KEY = Symbol.for("faceless-atlas.logger");
type Holder = { [LOGGER_KEY]?: Logger };

export function createLogger(level: string): Logger {
  return pino({ level, base: { service: "faceless-atlas" } });
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
