// Memory given back once a burst of traffic is over. Under load V8 grows its heap (a larger
// young generation, more old-space pages, pages kept in a pool for reuse) and keeps it: its own
// memory reducer waits for the process to look idle, and the timers and database listeners of a
// server that is only waiting for requests never let it (measured in bench:load: worker RSS
// stayed 30-40% above idle a minute after a run). So the server decides: after a burst (many
// requests since the last release) and then a quiet interval (a health check or two at most),
// one full, memory-reducing collection runs ("last resort": it also releases the pooled pages),
// and not again until another burst has come and gone.
// A collection of a ~100 MB heap takes tens of milliseconds, and it only runs while no one waits.
// Runs under Node's own type stripping (imported by server/main.ts): erasable syntax only.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import type { Logger } from "pino";

/** V8's collection function, as --expose-gc provides it. */
export type CollectGarbage = (options: { type: "major"; execution: "sync"; flavor: "last-resort" }) => void;

/**
 * V8's gc() without starting Node with --expose-gc: the flag is set now and the function read
 * from a fresh context, so the app's own global scope does not gain a `gc`.
 */
export function exposeGarbageCollector(): CollectGarbage | null {
  try {
    setFlagsFromString("--expose-gc");
    const collect = runInNewContext("gc") as unknown;
    return typeof collect === "function" ? (collect as CollectGarbage) : null;
  } catch {
    return null;
  }
}

export interface IdleMemoryOptions {
  /** How often traffic is looked at; an interval with at most `quietRequests` is quiet. */
  intervalMs: number;
  quietRequests?: number;
  /** Requests since the last release that make a burst worth releasing after. */
  burstRequests?: number;
  collect: CollectGarbage | null;
  logger: Pick<Logger, "debug">;
}

export interface IdleMemory {
  /** Called for every request. */
  noteRequest(): void;
  stop(): void;
}

export function releaseMemoryWhenIdle({ intervalMs, quietRequests = 5, burstRequests = 1_000, collect, logger }: IdleMemoryOptions): IdleMemory {
  let requests = 0;
  let atLastCheck = 0;
  let atLastRelease = 0;
  const check = (): void => {
    const inInterval = requests - atLastCheck;
    atLastCheck = requests;
    if (!collect || inInterval > quietRequests || requests - atLastRelease < burstRequests) return;
    const started = performance.now();
    collect({ type: "major", execution: "sync", flavor: "last-resort" });
    atLastRelease = requests;
    logger.debug({ ms: Math.round(performance.now() - started) }, "idle after traffic: memory released");
  };
  const timer = setInterval(check, intervalMs);
  timer.unref();
  return {
    noteRequest: () => void requests++,
    stop: () => clearInterval(timer),
  };
}
