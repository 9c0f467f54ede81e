// Gives memory back once a burst is over. V8's memory reducer waits for the process to look idle, which a server's
// timers and database listeners never let it (bench:load: worker RSS stayed 30–40% above idle a minute after a
// run). So after a burst and a quiet interval, one last-resort collection runs; it takes tens of ms on a ~100 MB
// heap, and only while no one waits. Runs under Node's type stripping: erasable syntax only.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import type { Logger } from "pino";

export type CollectGarbage = (options: { type: "major"; execution: "sync"; flavor: "last-resort" }) => void;

/** Without --expose-gc: the flag is set now and gc read from a fresh context, so the app's global scope gains none. */
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
  intervalMs: number;
  quietRequests?: number;
  burstRequests?: number;
  collect: CollectGarbage | null;
  logger: Pick<Logger, "debug">;
}

export interface IdleMemory {
  noteRequest(): void;
  stop(): void;
}

export function releaseMemoryWhenIdle({
  intervalMs,
  quietRequests = 5,
  burstRequests = 1_000,
  collect,
  logger,
}: IdleMemoryOptions): IdleMemory {
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
