// Answering from bytes held in memory (built assets, cached pages): pick the representation the
// client accepts, and answer 304 when the client already holds it.
import { createHash } from "node:crypto";
import { decompressGzip, negotiateEncoding } from "#server/http/content-encoding";

/** A body held in memory in one or more encodings, and its entity tag (without quotes). */
export interface StoredBody {
  status: number;
  /** Headers replayed as they are (content type, cache policy…); not length, encoding or tag. */
  headers: Headers;
  tag: string;
  /** Plain bytes; may be left out when gzip is kept (decompressed for the rare client that needs it). */
  identity?: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** For If-Modified-Since (files); whole seconds, as HTTP dates are. */
  lastModified?: Date;
}

/** A short, strong tag for a body: the first 120 bits of its SHA-256. */
export function entityTag(body: Uint8Array): string {
  return createHash("sha256").update(body).digest("base64url").slice(0, 20);
}

const ENCODING_SUFFIX = { br: "-br", gzip: "-gz", identity: "" } as const;

/** Whether an If-None-Match header names this body in any of its encodings (weak comparison, RFC 9110 §13.1.2). */
export function matchesEntityTag(ifNoneMatch: string | null | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  for (const raw of ifNoneMatch.split(",")) {
    const candidate = raw.trim();
    if (candidate === "*") return true;
    const opaque = candidate.replace(/^W\//, "").replace(/^"|"$/g, "").replace(/-(br|gz)$/, "");
    if (opaque === tag) return true;
  }
  return false;
}

function notModifiedSince(ifModifiedSince: string | null | undefined, lastModified: Date | undefined): boolean {
  if (!ifModifiedSince || !lastModified) return false;
  const since = Date.parse(ifModifiedSince);
  return Number.isFinite(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

export async function storedResponse(request: Request, stored: StoredBody): Promise<Response> {
  const headers = new Headers(stored.headers);
  const compressed = Boolean(stored.br || stored.gzip);
  if (compressed) headers.append("vary", "Accept-Encoding");
  if (stored.lastModified) headers.set("last-modified", stored.lastModified.toUTCString());

  let encoding = negotiateEncoding(request.headers.get("accept-encoding"));
  if (encoding === "br" && !stored.br) encoding = stored.gzip ? "gzip" : "identity";
  if (encoding === "gzip" && !stored.gzip) encoding = "identity";
  headers.set("etag", `"${stored.tag}${ENCODING_SUFFIX[encoding]}"`);

  // RFC 9110 §13.2.2: If-None-Match decides when present; otherwise If-Modified-Since.
  const ifNoneMatch = request.headers.get("if-none-match");
  const fresh = ifNoneMatch
    ? matchesEntityTag(ifNoneMatch, stored.tag)
    : notModifiedSince(request.headers.get("if-modified-since"), stored.lastModified);
  if (fresh && stored.status === 200 && (request.method === "GET" || request.method === "HEAD")) {
    headers.delete("content-type");
    return new Response(null, { status: 304, headers });
  }

  let body: Buffer;
  if (encoding === "identity") body = stored.identity ?? (await decompressGzip(stored.gzip!));
  else body = encoding === "br" ? stored.br! : stored.gzip!;
  if (encoding !== "identity") headers.set("content-encoding", encoding);
  headers.set("content-length", String(body.byteLength));
  return new Response(request.method === "HEAD" ? null : new Uint8Array(body), { status: stored.status, headers });
}
