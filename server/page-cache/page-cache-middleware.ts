// Serves visitors from the page cache, fills it, and tells other caches what they may keep: nothing personal is
// ever public.
import type { MiddlewareHandler } from "hono";
import { replaceResponse } from "#server/http/compress-responses";
import { compressForStorage } from "#server/http/content-encoding";
import { type StoredBody, entityTag, storedResponse } from "#server/http/stored-response";
import { type PageCache, cacheDecision, fromWebRequest, isShareableResponse } from "#server/page-cache/page-cache";

/** Browsers revalidate every time (a cheap 304), so a change shows on the next visit; a CDN may answer for 60 s. */
const SHARED_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=60";
const PRIVATE_CACHE_CONTROL = "private, no-cache";

const PER_RESPONSE_HEADERS = ["content-length", "content-encoding", "etag", "date", "x-request-id", "vary", "last-modified"];

async function toStoredBody(response: Response): Promise<StoredBody> {
  const identity = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!PER_RESPONSE_HEADERS.includes(name)) headers[name] = value;
  });
  // A route's own public policy (robots.txt, the sitemap: an hour) stands.
  if (!/\bpublic\b/i.test(headers["cache-control"] ?? "")) headers["cache-control"] = SHARED_CACHE_CONTROL;
  // The same URL is personal for a member: shared caches must key on the cookie too.
  headers["vary"] = "Cookie";
  const { br, gzip } = await compressForStorage(identity);
  // Plain bytes are kept only once a client without compression asks.
  return { status: 200, headers, tag: entityTag(identity), br, gzip };
}

export function pageCacheMiddleware(cache: PageCache): MiddlewareHandler {
  return async (c, next) => {
    const decision = cacheDecision(fromWebRequest(c.req.raw));
    if (!decision.cacheable || !cache.active) {
      await next();
      markPrivateUnlessShareable(c.res, decision.cacheable);
      return;
    }
    const hit = cache.get(decision.key, c.req.header("accept-encoding"));
    if (hit) {
      replaceResponse(c, withHeader(storedResponse(c.req.raw, hit), "x-cache", "hit"));
      return;
    }
    const generation = cache.generation;
    const { entry, leader } = await cache.once(decision.key, async () => {
      await next();
      if (!isShareableResponse(c.res)) return null;
      const stored = await toStoredBody(c.res);
      cache.set(decision.key, stored, generation);
      return stored;
    });
    if (entry) {
      replaceResponse(c, withHeader(storedResponse(c.req.raw, entry), "x-cache", leader ? "miss" : "hit"));
      return;
    }
    if (!leader) await next();
    markPrivateUnlessShareable(c.res, true);
  };
}

function withHeader(response: Response, name: string, value: string): Response {
  response.headers.set(name, value);
  return response;
}

/** Unless the route chose a policy itself. */
function markPrivateUnlessShareable(response: Response, anonymousRequest: boolean): void {
  const policy = response.headers.get("cache-control");
  const personal = !anonymousRequest || response.headers.has("set-cookie");
  const needsPolicy = personal ? !policy || /\bpublic\b/i.test(policy) : !policy && response.status === 200;
  if (!needsPolicy) return;
  try {
    response.headers.set("cache-control", PRIVATE_CACHE_CONTROL);
  } catch {
    // Response.redirect() and fetch() responses have immutable headers; they carry no page.
  }
}
