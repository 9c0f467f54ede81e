// Serves visitors and members from the page cache, fills it, and tells other caches what they may keep: nothing
// personal is ever public.
import type { Context, MiddlewareHandler } from "hono";
import { replaceResponse } from "#server/http/compress-responses";
import { compressForStorage } from "#server/http/content-encoding";
import { type StoredBody, entityTag, storedResponse } from "#server/http/stored-response";
import type { Viewer } from "#server/auth/viewer.server";
import { memberBody, memberIdentity, type MemberTemplate, toMemberTemplate } from "#server/page-cache/member-page";
import { type SlotValues, slotValues, startSharedRender } from "#server/auth/member-render";
import {
  type MemberVariantRule,
  type PageCache,
  cacheDecision,
  fromWebRequest,
  isShareableResponse,
  memberVariantKey,
} from "#server/page-cache/page-cache";
import type { FollowKey } from "#server/services/follows.server";

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

/** How the cache learns who a member is and what their variant of a page is; without it members are not served. */
export interface MemberLookups {
  /** The session's member (null when the cookie is stale or forged). */
  viewer(request: Request): Promise<Viewer | null>;
  isFollowing(userId: string, key: FollowKey): Promise<boolean>;
}

export function pageCacheMiddleware(cache: PageCache, members?: MemberLookups): MiddlewareHandler {
  return async (c, next) => {
    const decision = cacheDecision(fromWebRequest(c.req.raw), cache.sessionCookies);
    if (decision.cacheable && decision.audience === "member") {
      if (!members || !cache.active || !(await serveMember(c, next, cache, members, decision.key))) {
        await next();
        markPrivateUnlessShareable(c.res, false);
      }
      return;
    }
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

/**
 * A member's page from the members' copy with their own e-mail written in, or rendered once for every member and
 * kept. False when this member is served by a render of their own (an admin, an e-mail the slots cannot carry, a
 * session that is no longer valid).
 */
async function serveMember(
  c: Context,
  next: () => Promise<void>,
  cache: PageCache,
  members: MemberLookups,
  key: string,
): Promise<boolean> {
  if (!cache.trusted) return false;
  // The database may be away: the render path below answers that honestly (a 503), so any failure here only
  // means "render afresh".
  let lookup: Awaited<ReturnType<typeof memberLookup>>;
  try {
    lookup = await memberLookup(c.req.raw, cache, members, key);
  } catch {
    return false;
  }
  if (!lookup) return false;
  const { values, template: kept } = lookup;
  if (kept) {
    replaceResponse(c, memberResponse(c.req.raw, kept, values));
    return true;
  }
  const generation = cache.generation;
  const render = startSharedRender(c.req.raw);
  await next();
  const response = c.res;
  // Only React Router's documents and data carry the header's user; anything else (a CSV, a stream) goes as is.
  if (!isRenderedPage(response)) {
    markPrivateUnlessShareable(response, false);
    return true;
  }
  const keep = isShareableResponse(response) && !render.personal;
  const template = toMemberTemplate(response.status, memberHeaders(response), Buffer.from(await response.arrayBuffer()));
  if (keep) {
    const rule: MemberVariantRule = { follow: render.follow?.key ?? null };
    cache.setMemberPage(key, rule, memberVariantKey(key, rule, render.follow?.following ?? null), template, generation);
  }
  // Whatever it is, the render has slots in it: this member's values go in before it leaves, with the render's own
  // headers (its cookies among them) and compressed on the way out like any render.
  const identity = memberIdentity(template, values);
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  headers.set("x-cache", "miss");
  const filled = new Response(identity.byteLength ? new Uint8Array(identity) : null, { status: response.status, headers });
  markPrivateUnlessShareable(filled, false);
  replaceResponse(c, filled);
  return true;
}

/** The member's values, and their copy of the page if one is kept; null when they are served by a render of their own. */
async function memberLookup(
  request: Request,
  cache: PageCache,
  members: MemberLookups,
  key: string,
): Promise<{ values: SlotValues; template: MemberTemplate | undefined } | null> {
  const viewer = await members.viewer(request);
  const values = viewer && !viewer.isAdmin ? slotValues(viewer) : null;
  if (!viewer || !values) return null;
  const rule = cache.memberVariantRule(key);
  if (!rule) return { values, template: undefined };
  const following = rule.follow ? await members.isFollowing(viewer.id, rule.follow) : null;
  return { values, template: cache.getMemberPage(memberVariantKey(key, rule, following)) };
}

function isRenderedPage(response: Response): boolean {
  return /^text\/(html|x-script)\b/i.test(response.headers.get("content-type") ?? "");
}

/** What a member's copy answers with: the render's headers but those of one response, private to the member. */
function memberHeaders(response: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!PER_RESPONSE_HEADERS.includes(name) && name !== "set-cookie") headers[name] = value;
  });
  headers["cache-control"] = PRIVATE_CACHE_CONTROL;
  headers["vary"] = "Cookie";
  return headers;
}

function memberResponse(request: Request, template: MemberTemplate, values: SlotValues): Response {
  return withHeader(storedResponse(request, memberBody(template, values)), "x-cache", "hit");
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
