// Cache hits answered straight on Node's request and response, before Hono and React Router: the path a crawler,
// a burst of visitors or a member whose session was just read takes, kept to a key lookup and one write. A member's
// page that depends on their follows (a database read) goes through the middleware instead.
import type { IncomingMessage, ServerResponse } from "node:http";
import { slotValues } from "#server/auth/member-render";
import type { Viewer } from "#server/auth/viewer.server";
import { writeStoredBody } from "#server/http/stored-response";
import { memberBody } from "#server/page-cache/member-page";
import { type PageCache, cacheDecision, memberVariantKey } from "#server/page-cache/page-cache";

/** The member a cookie header was recently read to be (undefined: not read lately). */
export type KnownSession = (cookie: string) => Viewer | null | undefined;

export function serveFromPageCache(
  cache: PageCache,
  req: IncomingMessage,
  res: ServerResponse,
  requestId: string,
  knownSession?: KnownSession,
): number | null {
  const method = req.method ?? "GET";
  const decision = cacheDecision(
    {
      method,
      host: req.headers.host ?? "",
      target: req.url ?? "/",
      cookie: req.headers.cookie,
      hasAuthorization: req.headers.authorization !== undefined,
    },
    knownSession ? cache.sessionCookies : undefined,
  );
  if (!decision.cacheable) return null;
  if (decision.audience === "visitor") {
    const entry = cache.get(decision.key, req.headers["accept-encoding"]);
    if (!entry) return null;
    return writeStoredBody(req, res, entry, { "x-cache": "hit", "x-request-id": requestId });
  }
  const viewer = knownSession?.(req.headers.cookie ?? "");
  const values = viewer && !viewer.isAdmin ? slotValues(viewer) : null;
  const rule = values ? cache.memberVariantRule(decision.key) : undefined;
  if (!values || !rule || rule.follow) return null;
  const template = cache.getMemberPage(memberVariantKey(decision.key, rule, null));
  if (!template) return null;
  return writeStoredBody(req, res, memberBody(template, values), { "x-cache": "hit", "x-request-id": requestId });
}
