// Cache hits answered straight on Node's request and response, before Hono and React Router: the path a crawler
// or a burst of visitors takes, kept to a key lookup and one write.
import type { IncomingMessage, ServerResponse } from "node:http";
import { writeStoredBody } from "#server/http/stored-response";
import { type PageCache, cacheDecision } from "#server/page-cache/page-cache";

export function serveFromPageCache(
  cache: PageCache,
  req: IncomingMessage,
  res: ServerResponse,
  requestId: string,
): number | null {
  const method = req.method ?? "GET";
  const decision = cacheDecision({
    method,
    host: req.headers.host ?? "",
    target: req.url ?? "/",
    cookie: req.headers.cookie,
    hasAuthorization: req.headers.authorization !== undefined,
  });
  if (!decision.cacheable) return null;
  const entry = cache.get(decision.key, req.headers["accept-encoding"]);
  if (!entry) return null;
  return writeStoredBody(req, res, entry, { "x-cache": "hit", "x-request-id": requestId });
}
