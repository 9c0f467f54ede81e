// Answering from bytes held in memory: one choice of representation and 304, for Hono and the cache's fast path.
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { gunzipSync } from "node:zlib";
import { negotiateEncoding } from "#server/http/content-encoding";

export interface StoredBody {
  status: number;
  headers: Record<string, string>;
  tag: string;
  /** May be left out when gzip is kept (unzipped for the rare client that needs it). */
  identity?: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** Whole seconds, as HTTP dates are. */
  lastModified?: Date;
}

interface Representation {
  status: number;
  headers: Record<string, string>;
  body: Buffer | null;
}

interface ConditionalRequest {
  method: string;
  acceptEncoding: string | null | undefined;
  ifNoneMatch: string | null | undefined;
  ifModifiedSince: string | null | undefined;
}

/** The first 120 bits of its SHA-256. */
export function entityTag(body: Uint8Array): string {
  return createHash("sha256").update(body).digest("base64url").slice(0, 20);
}

const ENCODING_SUFFIX = { br: "-br", gzip: "-gz", identity: "" } as const;

/** Weak comparison, RFC 9110 §13.1.2. */
export function matchesEntityTag(ifNoneMatch: string | null | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  for (const raw of ifNoneMatch.split(",")) {
    const candidate = raw.trim();
    if (candidate === "*") return true;
    const opaque = candidate
      .replace(/^W\//, "")
      .replace(/^"|"$/g, "")
      .replace(/-(br|gz)$/, "");
    if (opaque === tag) return true;
  }
  return false;
}

function notModifiedSince(ifModifiedSince: string | null | undefined, lastModified: Date | undefined): boolean {
  if (!ifModifiedSince || !lastModified) return false;
  const since = Date.parse(ifModifiedSince);
  return Number.isFinite(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

function chooseRepresentation(stored: StoredBody, request: ConditionalRequest): Representation {
  const headers: Record<string, string> = { ...stored.headers };
  const compressed = Boolean(stored.br || stored.gzip);
  if (compressed) headers["vary"] = headers["vary"] ? `${headers["vary"]}, Accept-Encoding` : "Accept-Encoding";
  if (stored.lastModified) headers["last-modified"] = stored.lastModified.toUTCString();

  let encoding = negotiateEncoding(request.acceptEncoding);
  if (encoding === "br" && !stored.br) encoding = stored.gzip ? "gzip" : "identity";
  if (encoding === "gzip" && !stored.gzip) encoding = "identity";
  headers["etag"] = `"${stored.tag}${ENCODING_SUFFIX[encoding]}"`;

  // RFC 9110 §13.2.2: If-None-Match decides when present; otherwise If-Modified-Since.
  const fresh = request.ifNoneMatch
    ? matchesEntityTag(request.ifNoneMatch, stored.tag)
    : notModifiedSince(request.ifModifiedSince, stored.lastModified);
  if (fresh && stored.status === 200 && (request.method === "GET" || request.method === "HEAD")) {
    delete headers["content-type"];
    return { status: 304, headers, body: null };
  }

  const body =
    encoding === "br" ? stored.br! : encoding === "gzip" ? stored.gzip! : (stored.identity ?? gunzipSync(stored.gzip!));
  if (encoding !== "identity") headers["content-encoding"] = encoding;
  headers["content-length"] = String(body.byteLength);
  return { status: stored.status, headers, body: request.method === "HEAD" ? null : body };
}

export function storedResponse(request: Request, stored: StoredBody): Response {
  const chosen = chooseRepresentation(stored, {
    method: request.method,
    acceptEncoding: request.headers.get("accept-encoding"),
    ifNoneMatch: request.headers.get("if-none-match"),
    ifModifiedSince: request.headers.get("if-modified-since"),
  });
  return new Response(chosen.body ? new Uint8Array(chosen.body) : null, { status: chosen.status, headers: chosen.headers });
}

export function writeStoredBody(
  req: IncomingMessage,
  res: ServerResponse,
  stored: StoredBody,
  extraHeaders: Record<string, string>,
): number {
  const chosen = chooseRepresentation(stored, {
    method: req.method ?? "GET",
    acceptEncoding: req.headers["accept-encoding"],
    ifNoneMatch: req.headers["if-none-match"],
    ifModifiedSince: req.headers["if-modified-since"],
  });
  res.writeHead(chosen.status, { ...chosen.headers, ...extraHeaders });
  res.end(chosen.body ?? undefined);
  return chosen.status;
}
