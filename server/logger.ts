// Structured logs (one JSON object a line). Requests log through a child
// logger that carries their request id, so every line of a request can be found.
import { pino, type Logger } from "pino";

export type { Logger };

const LOGGER_KEY = Symbol.for("faceless-atlas.logger");
type Holder = { [LOGGER_KEY]?: Logger };

export function createLogger(level: string): Logger {
  return pino({ level, base: { service: "faceless-atlas" } });
}

/** One logger per process, shared by main.ts and the (re)loaded app module. */
export function getLogger(level = "info"): Logger {
  const holder = globalThis as Holder;
  holder[LOGGER_KEY] ??= createLogger(level);
  return holder[LOGGER_KEY];
}
