// Refuses a cross-site write on every path, before any route or Better Auth sees it: a 403, logged as a warning
// without a stack (a forged form is someone else's doing).
import type { MiddlewareHandler } from "hono";
import { CROSS_SITE_WRITE_MESSAGE, isCrossSiteWrite } from "#domain/cross-site-request";
import { edgeErrorResponse } from "#server/http/edge-error-response";
import type { Logger } from "#server/logger";

export function sameOriginWrites(publicUrl: string | undefined): MiddlewareHandler<{ Variables: { logger: Logger } }> {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : null;
  return async (c, next) => {
    const origin = c.req.header("origin") ?? null;
    const fetchSite = c.req.header("sec-fetch-site") ?? null;
    if (isCrossSiteWrite({ method: c.req.method, origin, fetchSite, host: c.req.header("host") ?? null, publicOrigin })) {
      c.get("logger").warn({ method: c.req.method, path: c.req.path, origin, fetchSite }, "cross-site write refused");
      return edgeErrorResponse(c, 403, CROSS_SITE_WRITE_MESSAGE);
    }
    await next();
  };
}
