// The anonymous page cache: what a visitor without a session is sent (pages, .data payloads,
// public API JSON) is rendered once, compressed once and then served from memory, until the
// catalogue changes (server/page-cache/catalogue-changes.server.ts) or the entry ages out.
//
// The session line is drawn on the request, before anything is rendered: a request carrying any
// cookie but the theme (session, two-factor, flash message…) or an Authorization header never
// reads or fills the cache; a response that sets a cookie or calls itself private is not kept.
import { gunzipSync } from "node:zlib";
import { LRUCache } from "lru-cache";
import { negotiateEncoding } from "#server/http/content-encoding";
import type { StoredBody } from "#server/http/stored-response";

/** The cookies that change a visitor's page without making it personal. */
const NEUTRAL_COOKIES = new Set(["theme"]);

export interface PageCacheOptions {
  /** Memory for compressed bodies; 0 turns the cache off. */
  maxBytes: number;
  /** How long an entry is served before it is rendered again even if nothing changed. */
  ttlMs: number;
}

/** Why a request does not use the cache, or the key it is kept under. */
export type CacheDecision = { cacheable: true; key: string } | { cacheable: false };

function parseCookies(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    const name = (eq === -1 ? part : part.slice(0, eq)).trim();
    if (name) cookies.set(name, eq === -1 ? "" : part.slice(eq + 1).trim());
  }
  return cookies;
}

/** The parts of a request the cache looks at (from a web Request or from Node's IncomingMessage). */
export interface CacheableRequest {
  method: string;
  host: string;
  /** Path and query, as requested. */
  target: string;
  cookie: string | null | undefined;
  hasAuthorization: boolean;
}

/**
 * Whether a request may be answered from the cache, and its key: everything that changes the
 * bytes — the host (canonical links use it when PUBLIC_URL is unset), the path and query, and
 * the theme cookie (the server renders <html class="dark">).
 */
export function cacheDecision(request: CacheableRequest): CacheDecision {
  if (request.method !== "GET" && request.method !== "HEAD") return { cacheable: false };
  if (request.hasAuthorization) return { cacheable: false };
  const cookies = parseCookies(request.cookie ?? null);
  for (const name of cookies.keys()) if (!NEUTRAL_COOKIES.has(name)) return { cacheable: false };
  return { cacheable: true, key: `${request.host}\n${request.target}\n${cookies.get("theme") ?? ""}` };
}

/** The cache's view of a web Request. */
export function fromWebRequest(request: Request): CacheableRequest {
  const url = new URL(request.url);
  return {
    method: request.method,
    host: url.host,
    target: `${url.pathname}${url.search}`,
    cookie: request.headers.get("cookie"),
    hasAuthorization: request.headers.has("authorization"),
  };
}

/** Whether a rendered response may be kept for other visitors. */
export function isShareableResponse(response: Response): boolean {
  if (response.status !== 200 || !response.body) return false;
  if (response.headers.has("set-cookie")) return false;
  const policy = (response.headers.get("cache-control") ?? "").toLowerCase();
  if (/\b(private|no-store|no-cache)\b/.test(policy)) return false;
  // Already encoded bodies (none today) would need their own handling.
  return !response.headers.has("content-encoding");
}

export class PageCache {
  readonly #entries: LRUCache<string, StoredBody> | null;
  readonly #inFlight = new Map<string, { generation: number; render: Promise<StoredBody | null> }>();
  /** Bumped by every invalidation; a render that saw another generation is not stored. */
  #generation = 0;
  /**
   * Entries are kept only while changes are announced to this process (the LISTEN connection is
   * up). While it is lost, the entries already kept are still served — no write can be missed
   * while the database is down, and when it is back the listener reconnects within seconds and
   * the cache is cleared — but nothing new is kept.
   */
  #trusted = false;

  constructor(options: PageCacheOptions) {
    this.#entries =
      options.maxBytes > 0
        ? new LRUCache<string, StoredBody>({
            maxSize: options.maxBytes,
            sizeCalculation: (entry) => (entry.br?.byteLength ?? 0) + (entry.gzip?.byteLength ?? 0) + (entry.identity?.byteLength ?? 0) + 512,
            ttl: options.ttlMs,
          })
        : null;
  }

  get enabled(): boolean {
    return this.#entries !== null;
  }

  /** Whether the cache is on (entries may be served; they are kept only while trusted). */
  get active(): boolean {
    return this.#entries !== null;
  }

  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#entries?.size ?? 0;
  }

  /**
   * The entry for a request with this Accept-Encoding. Entries are kept compressed; the first
   * client that takes no compression (a script, some crawlers) has the plain bytes unzipped and
   * kept with the entry, its memory counted like the rest, so the next one costs no unzip.
   */
  get(key: string, acceptEncoding: string | null | undefined): StoredBody | undefined {
    const entry = this.#trusted ? this.#entries?.get(key) : undefined;
    if (!entry || entry.identity || !entry.gzip || negotiateEncoding(acceptEncoding) !== "identity") return entry;
    const withPlain = { ...entry, identity: gunzipSync(entry.gzip) };
    this.#entries?.set(key, withPlain, { noUpdateTTL: true });
    return withPlain;
  }

  /** Memory the kept bodies take, as counted against maxBytes. */
  get bytes(): number {
    return this.#entries?.calculatedSize ?? 0;
  }

  /** Keeps an entry unless the data changed while it was being rendered. */
  set(key: string, entry: StoredBody, renderedAtGeneration: number): void {
    if (!this.#entries || !this.#trusted || renderedAtGeneration !== this.#generation) return;
    this.#entries.set(key, entry);
  }

  /** Drops everything: the catalogue changed. */
  invalidate(): void {
    this.#generation++;
    this.#entries?.clear();
  }

  /** Changes are announced from now on (the listener is up). */
  trust(): void {
    this.invalidate();
    this.#trusted = true;
  }

  /**
   * Changes may go unannounced (the listener is down): serve and keep nothing until trust().
   * Usually the database itself is away, and visitors then get the honest 503 page from the
   * render path rather than pages that may already be out of date.
   */
  distrust(): void {
    this.#trusted = false;
    this.invalidate();
  }

  /**
   * One render per key at a time: concurrent misses for the same page wait for the first
   * (a crawler burst or a cold start does not render one page 200 times). Resolves to null when
   * that render could not be shared; the waiters then render for themselves.
   */
  async once(key: string, render: () => Promise<StoredBody | null>): Promise<{ entry: StoredBody | null; leader: boolean }> {
    const generation = this.#generation;
    const pending = this.#inFlight.get(key);
    // Only a render of this generation is shared: one that began before a change (an admin's
    // edit, the listener lost with the database) may show what the change replaced.
    if (pending?.generation === generation) return { entry: await pending.render.catch(() => null), leader: false };
    const started: Promise<StoredBody | null> = render().finally(() => {
      if (this.#inFlight.get(key)?.render === started) this.#inFlight.delete(key);
    });
    this.#inFlight.set(key, { generation, render: started });
    return { entry: await started, leader: true };
  }
}
