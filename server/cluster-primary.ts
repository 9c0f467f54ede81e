// The primary process on several cores (PostgreSQL only): forks the workers, gives the scheduler to one of them,
// replaces dead workers and drains them on shutdown. It opens no database and loads no app code, since a crash
// there would take every worker with it. Runs under Node's type stripping: erasable syntax only.
import cluster, { type Worker } from "node:cluster";
import type { Logger } from "pino";

export type WorkerMessage = { type: "listening" } | { type: "run-scheduler" };

export function isWorkerMessage(value: unknown): value is WorkerMessage {
  return typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string";
}

export interface PrimaryOptions {
  workers: number;
  shutdownTimeoutMs: number;
  logger: Logger;
}

/** A worker that dies this soon after its start is crash-looping: wait before the next. */
const RESTART_BACKOFF_MS = [0, 1_000, 5_000, 15_000];

export function runPrimary({ workers, shutdownTimeoutMs, logger }: PrimaryOptions): void {
  const log = logger.child({ role: "primary" });
  const listening = new Set<Worker>();
  let scheduler: Worker | null = null;
  let stopping = false;
  let restarts = 0;
  let startedAll = false;

  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.on("message", (message: unknown) => {
      if (!isWorkerMessage(message) || message.type !== "listening") return;
      listening.add(worker);
      restarts = 0;
      assignScheduler();
      // The first worker has applied the migrations and loaded the demo catalogue; the others start only now, so they
      // do not race to do both.
      if (!startedAll) {
        startedAll = true;
        for (let i = 1; i < workers; i++) fork();
        log.info({ workers }, `serving with ${workers} worker processes`);
      }
    });
    return worker;
  };

  // Scheduled jobs run in one worker; their claim in the database keeps them to one run across machines as well.
  const assignScheduler = () => {
    if (stopping || (scheduler && listening.has(scheduler))) return;
    const next = listening.values().next().value;
    if (!next) return;
    scheduler = next;
    next.send({ type: "run-scheduler" } satisfies WorkerMessage);
  };

  cluster.on("exit", (worker, code, signal) => {
    const wasListening = listening.delete(worker);
    if (worker === scheduler) scheduler = null;
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log.info("every worker has stopped");
        process.exit(0);
      }
      return;
    }
    if (!wasListening && !startedAll) {
      // The first worker could not start and said why.
      log.fatal({ code, signal }, "the server could not start");
      process.exit(code || 1);
    }
    const delay = RESTART_BACKOFF_MS[Math.min(restarts, RESTART_BACKOFF_MS.length - 1)]!;
    restarts++;
    log.error({ pid: worker.process.pid, code, signal, restartInMs: delay }, "a worker stopped unexpectedly; starting a new one");
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
    assignScheduler();
  });

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down: every worker drains its requests");
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    // Past each worker's SHUTDOWN_TIMEOUT_MS (and a margin to close the database), the primary ends what is left.
    setTimeout(() => {
      log.warn("workers did not stop in time; ending them");
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
      process.exit(1);
    }, shutdownTimeoutMs + 20_000).unref();
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  fork();
}
