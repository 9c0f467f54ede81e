// Who a session cookie belongs to, remembered for a few seconds, for the page cache's member copies alone: reading
// the session through Better Auth costs more than serving the page. A write that may change a session in this
// process (sign-out, a revoked session, a role changed) forgets everything; another process may answer from what it
// read for up to the TTL. Pages of a member's own never rely on it: they are never kept, so they render and read
// the session.
import { LRUCache } from "lru-cache";
import type { Viewer } from "#server/auth/viewer.server";

const EMPTY = Symbol("no member");

/** Better Auth, the JSON API, sign-in and sign-out pages, the profile and the admin area: where a write can sign
 * someone out, change who they are or what they may do. A follow, a saved search or a message cannot. */
const SESSION_WRITES = /^\/(api|auth|profile|admin)(?=[/.?]|$)/;

export function mayChangeSessions(method: string, path: string): boolean {
  // Better Auth changes some things on a GET too: a confirmed new e-mail, an OAuth sign-in. Reading the session
  // (each open tab does, now and then) changes nothing.
  if (method === "GET" && path.startsWith("/api/auth/")) return path !== "/api/auth/get-session";
  return method !== "GET" && method !== "HEAD" && SESSION_WRITES.test(path);
}

export class RecentSessions {
  readonly #read: (request: Request) => Promise<Viewer | null>;
  readonly #known: LRUCache<string, Viewer | typeof EMPTY>;
  /** A read that began before a write may hold what the write changed: it is not kept. */
  #epoch = 0;
  /** When a session's memory runs out under load, its many requests wait for one read, not one each. */
  readonly #reading = new Map<string, { epoch: number; viewer: Promise<Viewer | null> }>();

  constructor(read: (request: Request) => Promise<Viewer | null>, { ttlMs = 5_000, max = 10_000 } = {}) {
    this.#read = read;
    this.#known = new LRUCache({ max, ttl: ttlMs });
  }

  /** The cookie header is the key: a different session (or none) is never answered from another's read. */
  async viewer(request: Request): Promise<Viewer | null> {
    const cookie = request.headers.get("cookie");
    if (!cookie) return null;
    const known = this.#known.get(cookie);
    if (known !== undefined) return known === EMPTY ? null : known;
    const reading = this.#reading.get(cookie);
    if (reading?.epoch === this.#epoch) return reading.viewer;
    const epoch = this.#epoch;
    const viewer = this.#read(request);
    this.#reading.set(cookie, { epoch, viewer });
    try {
      const read = await viewer;
      if (epoch === this.#epoch) this.#known.set(cookie, read ?? EMPTY);
      return read;
    } finally {
      if (this.#reading.get(cookie)?.viewer === viewer) this.#reading.delete(cookie);
    }
  }

  /** What a recent read found for this cookie header, without reading: undefined when there was none. */
  known(cookie: string): Viewer | null | undefined {
    const known = this.#known.get(cookie);
    return known === EMPTY ? null : known;
  }

  forgetAll(): void {
    this.#epoch++;
    this.#known.clear();
  }
}
