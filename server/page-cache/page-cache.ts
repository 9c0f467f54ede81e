// The page cache, by audience: what a visitor without a session gets is rendered and compressed once, served from
// memory until the catalogue changes; members share a page of their own, with their personal parts filled in per
// request (member-page.ts). A request with any other cookie, or an Authorization header, never reads or fills it;
// a response that sets a cookie or calls itself private is not kept.
import { gunzipSync } from "node:zlib";
import { LRUCache } from "lru-cache";
import { negotiateEncoding } from "#server/http/content-encoding";
import type { StoredBody } from "#server/http/stored-response";
import { type MemberTemplate, memberTemplateBytes } from "#server/page-cache/member-page";
import type { FollowKey } from "#server/services/follows.server";

const NEUTRAL_COOKIES = new Set(["theme"]);

export interface PageCacheOptions {
  /** 0 turns the cache off. */
  maxBytes: number;
  ttlMs: number;
  /** The session's cookies: a request carrying them (and the theme) may be a member's. */
  sessionCookies?: readonly string[];
}

/** A member's key is only a candidate until the session is read. */
export type CacheDecision = { cacheable: true; audience: "visitor" | "member"; key: string } | { cacheable: false };

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

const NO_SESSION_COOKIES: ReadonlySet<string> = new Set();

/** The key holds everything that changes the bytes: the host (canonical links when PUBLIC_URL is unset), the
 * path and query, and the theme cookie (the server renders <html class="dark">). */
export function cacheDecision(
  request: CacheableRequest,
  sessionCookies: ReadonlySet<string> = NO_SESSION_COOKIES,
): CacheDecision {
  if (request.method !== "GET" && request.method !== "HEAD") return { cacheable: false };
  if (request.hasAuthorization) return { cacheable: false };
  const cookies = parseCookies(request.cookie ?? null);
  let session = false;
  for (const name of cookies.keys()) {
    if (sessionCookies.has(name)) session = true;
    else if (!NEUTRAL_COOKIES.has(name)) return { cacheable: false };
  }
  const key = `${request.host}\n${request.target}\n${cookies.get("theme") ?? ""}`;
  // The JSON API answers by its own rules (tokens, rate limits); only pages are shared among members.
  if (session && (request.method !== "GET" || request.target.startsWith("/api/"))) return { cacheable: false };
  return { cacheable: true, audience: session ? "member" : "visitor", key };
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

/** Which member variant of a page a request needs: the follow the page asks about, or none. */
export type MemberVariantRule = { follow: FollowKey } | { follow: null };

export function memberVariantKey(key: string, rule: MemberVariantRule, following: boolean | null): string {
  return rule.follow ? `${key}\n${JSON.stringify(rule.follow)}=${following ? 1 : 0}` : `${key}\n-`;
}

export class PageCache {
  readonly #entries: LRUCache<string, StoredBody> | null;
  /** Members' pages, apart from visitors' so no lookup can cross audiences. */
  readonly #memberPages: LRUCache<string, MemberTemplate> | null;
  readonly #memberRules = new Map<string, MemberVariantRule>();
  readonly sessionCookies: ReadonlySet<string>;
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
    this.#memberPages =
      options.maxBytes > 0
        ? new LRUCache<string, MemberTemplate>({
            maxSize: options.maxBytes,
            sizeCalculation: memberTemplateBytes,
            ttl: options.ttlMs,
          })
        : null;
    this.sessionCookies = new Set(options.sessionCookies ?? []);
  }

  get enabled(): boolean {
    return this.#entries !== null;
  }

  get active(): boolean {
    return this.#entries !== null;
  }

  /** While the change listener is up: only then is anything kept or served. */
  get trusted(): boolean {
    return this.#trusted;
  }

  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return (this.#entries?.size ?? 0) + (this.#memberPages?.size ?? 0);
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
    return (this.#entries?.calculatedSize ?? 0) + (this.#memberPages?.calculatedSize ?? 0);
  }

  set(key: string, entry: StoredBody, renderedAtGeneration: number): void {
    if (!this.#entries || !this.#trusted || renderedAtGeneration !== this.#generation) return;
    this.#entries.set(key, entry);
  }

  /** Undefined until a member's render of the page was kept. */
  memberVariantRule(key: string): MemberVariantRule | undefined {
    return this.#trusted ? this.#memberRules.get(key) : undefined;
  }

  getMemberPage(variantKey: string): MemberTemplate | undefined {
    return this.#trusted ? this.#memberPages?.get(variantKey) : undefined;
  }

  setMemberPage(
    key: string,
    rule: MemberVariantRule,
    variantKey: string,
    template: MemberTemplate,
    renderedAtGeneration: number,
  ): void {
    if (!this.#memberPages || !this.#trusted || renderedAtGeneration !== this.#generation) return;
    // Bounded by the pages kept: a rule without its pages only costs a lookup that misses.
    if (this.#memberRules.size >= 50_000) this.#memberRules.clear();
    this.#memberRules.set(key, rule);
    this.#memberPages.set(variantKey, template);
  }

  invalidate(): void {
    this.#generation++;
    this.#entries?.clear();
    this.#memberPages?.clear();
    this.#memberRules.clear();
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
