// A body limit on every route, so an oversized body is a 413 before any handler (Better Auth included) reads it.
// hono/body-limit refuses from Content-Length, or as soon as a chunked body passes the limit.
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { bodyTooLargeMessage, requestBodyLimit } from "#domain/request-limits";
import { edgeErrorResponse } from "#server/http/edge-error-response";

export function requestBodyLimits(): MiddlewareHandler {
  const byLimit = new Map<number, MiddlewareHandler>();
  const middlewareFor = (limit: number): MiddlewareHandler => {
    let middleware = byLimit.get(limit);
    if (!middleware) {
      middleware = bodyLimit({ maxSize: limit, onError: (c) => edgeErrorResponse(c, 413, bodyTooLargeMessage(limit)) });
      byLimit.set(limit, middleware);
    }
    return middleware;
  };
  return (c, next) => middlewareFor(requestBodyLimit(c.req.path))(c, next);
}
