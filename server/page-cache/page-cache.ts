// The anonymous page cache: what a visitor without a session gets is rendered and compressed once, served from
// memory until the catalogue changes. A request with any cookie but the theme, or an Authorization header, never
// reads or fills it; a response that sets a cookie or calls itself private is not kept.
import { gunzipSync } from "node:zlib";
import { LRUCache } from "lru-cache";
import { negotiateEncoding } from "#server/http/content-encoding";
import type { StoredBody } from "#server/http/stored-response";

const NEUTRAL_COOKIES = new Set(["theme"]);

export interface PageCacheOptions {
  /** 0 turns the cache off. */
  maxBytes: number;
  ttlMs: number;
}

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

export interface CacheableRequest {
  method: string;
  host: string;
  target: string;
  cookie: string | null | undefined;
  hasAuthorization: boolean;
}

/** The key holds everything that changes the bytes: the host (canonical links when PUBLIC_URL is unset), the
 * path and query, and the theme cookie (the server renders <html class="dark">). */
export function cacheDecision(request: CacheableRequest): CacheDecision {
  if (request.method !== "GET" && request.method !== "HEAD") return { cacheable: false };
  if (request.hasAuthorization) return { cacheable: false };
  const cookies = parseCookies(request.cookie ?? null);
  for (const name of cookies.keys()) if (!NEUTRAL_COOKIES.has(name)) return { cacheable: false };
  return { cacheable: true, key: `${request.host}\n${request.target}\n${cookies.get("theme") ?? ""}` };
}

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
  /** A render that saw another generation is not stored. */
  #generation = 0;
  /** Kept only while the LISTEN connection is up. While it is lost, kept entries are still served (no write can be
   * missed while the database is down, and reconnection clears the cache), but nothing new is kept. */
  #trusted = false;

  constructor(options: PageCacheOptions) {
    this.#entries =
      options.maxBytes > 0
        ? new LRUCache<string, StoredBody>({
            maxSize: options.maxBytes,
            sizeCalculation: (entry) =>
              (entry.br?.byteLength ?? 0) + (entry.gzip?.byteLength ?? 0) + (entry.identity?.byteLength ?? 0) + 512,
            ttl: options.ttlMs,
          })
        : null;
  }

  get enabled(): boolean {
    return this.#entries !== null;
  }

  get active(): boolean {
    return this.#entries !== null;
  }

  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#entries?.size ?? 0;
  }

  /** The first client that takes no compression has the plain bytes unzipped and kept, counted like the rest. */
  get(key: string, acceptEncoding: string | null | undefined): StoredBody | undefined {
    const entry = this.#trusted ? this.#entries?.get(key) : undefined;
    if (!entry || entry.identity || !entry.gzip || negotiateEncoding(acceptEncoding) !== "identity") return entry;
    const withPlain = { ...entry, identity: gunzipSync(entry.gzip) };
    this.#entries?.set(key, withPlain, { noUpdateTTL: true });
    return withPlain;
  }

  get bytes(): number {
    return this.#entries?.calculatedSize ?? 0;
  }

  set(key: string, entry: StoredBody, renderedAtGeneration: number): void {
    if (!this.#entries || !this.#trusted || renderedAtGeneration !== this.#generation) return;
    this.#entries.set(key, entry);
  }

  invalidate(): void {
    this.#generation++;
    this.#entries?.clear();
  }

  trust(): void {
    this.invalidate();
    this.#trusted = true;
  }

  /** Usually the database itself is away, and visitors get the honest 503 from the render path. */
  distrust(): void {
    this.#trusted = false;
    this.invalidate();
  }

  /** Concurrent misses for one page wait for the first render (a crawler burst does not render it 200 times). */
  async once(key: string, render: () => Promise<StoredBody | null>): Promise<{ entry: StoredBody | null; leader: boolean }> {
    const generation = this.#generation;
    const pending = this.#inFlight.get(key);
    // A render that began before a change may show what the change replaced: only this generation's is shared.
    if (pending?.generation === generation) return { entry: await pending.render.catch(() => null), leader: false };
    const started: Promise<StoredBody | null> = render().finally(() => {
      if (this.#inFlight.get(key)?.render === started) this.#inFlight.delete(key);
    });
    this.#inFlight.set(key, { generation, render: started });
    return { entry: await started, leader: true };
  }
}
