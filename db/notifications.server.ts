// LISTEN for PostgreSQL notifications (pg_notify) on either driver. On PostgreSQL a dedicated
// connection listens, outside the pool, and comes back by itself after the server restarts or
// the connection drops; `onLost` and `onReady` tell the caller when notifications may be missed.
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

export interface NotificationHandlers {
  onNotify: (payload: string) => void;
  /** Listening: from now on every change is announced. */
  onReady: () => void;
  /** The listener was cut off: changes may go unannounced until the next onReady. */
  onLost: () => void;
  onError?: (error: Error) => void;
}

export interface NotificationListener {
  close(): Promise<void>;
}

/** PostgreSQL identifiers for LISTEN are not parameters; ours are constants, checked anyway. */
function assertChannelName(channel: string): void {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new RangeError(`Not a channel name: ${channel}`);
}

export async function listenPglite(
  client: PGlite,
  channel: string,
  handlers: NotificationHandlers,
): Promise<NotificationListener> {
  assertChannelName(channel);
  const unlisten = await client.listen(channel, handlers.onNotify);
  handlers.onReady();
  return { close: () => unlisten() };
}

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 5_000;

export function listenPostgres(url: string, channel: string, handlers: NotificationHandlers): NotificationListener {
  assertChannelName(channel);
  let closed = false;
  let client: pg.Client | null = null;
  let retryMs = RETRY_MIN_MS;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const scheduleReconnect = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const lost = (error?: Error) => {
    if (closed) return;
    if (error) handlers.onError?.(error);
    const dead = client;
    client = null;
    dead?.removeAllListeners();
    dead?.on("error", () => undefined); // a late error on a dropped client must not crash the process
    void dead?.end().catch(() => undefined);
    handlers.onLost();
    scheduleReconnect();
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on("error", (error) => {
      if (client === next) lost(error);
    });
    next.on("end", () => {
      if (client === next) lost();
    });
    next.on("notification", (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? "");
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      next.on("error", () => undefined);
      void next.end().catch(() => undefined);
      if (!closed) {
        handlers.onError?.(error as Error);
        scheduleReconnect();
      }
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    retryMs = RETRY_MIN_MS;
    handlers.onReady();
  }

  void connect();
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const open = client;
      client = null;
      open?.removeAllListeners();
      open?.on("error", () => undefined);
      await open?.end().catch(() => undefined);
    },
  };
}
