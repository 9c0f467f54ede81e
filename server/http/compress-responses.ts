// Compresses every text response that is not already encoded, negotiated by Accept-Encoding.
import type { Context, MiddlewareHandler } from "hono";
import { MIN_COMPRESS_BYTES, compressStream, isCompressibleType, negotiateEncoding } from "#server/http/content-encoding";

function appendVary(headers: Headers, token: string): void {
  const current = headers.get("vary");
  if (!current) {
    headers.set("vary", token);
    return;
  }
  const tokens = current.split(",").map((t) => t.trim().toLowerCase());
  if (tokens.includes("*") || tokens.includes(token.toLowerCase())) return;
  headers.set("vary", `${current}, ${token}`);
}

/** Without Hono copying the old response's headers onto it. */
export function replaceResponse(c: Context, response: Response): void {
  c.res = undefined;
  c.res = response;
}

export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (res.headers.has("content-encoding") || !isCompressibleType(res.headers.get("content-type"))) return;
    if (res.status < 200 || res.status === 204 || res.status === 206 || res.status === 304) return;
    appendVary(res.headers, "Accept-Encoding");
    if (!res.body || c.req.method === "HEAD") return;
    const length = res.headers.get("content-length");
    if (length !== null && Number(length) < MIN_COMPRESS_BYTES) return;
    const encoding = negotiateEncoding(c.req.header("accept-encoding"));
    if (encoding === "identity") return;
    const headers = new Headers(res.headers);
    headers.delete("content-length");
    headers.set("content-encoding", encoding);
    // A strong validator names exact bytes; the encoded bytes differ from what it named.
    const etag = headers.get("etag");
    if (etag && !etag.startsWith("W/")) headers.set("etag", `W/${etag}`);
    replaceResponse(
      c,
      new Response(compressStream(res.body, encoding), { status: res.status, statusText: res.statusText, headers }),
    );
  };
}
