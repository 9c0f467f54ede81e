// Generated artwork. It reads no database (the address holds everything drawn), so it is cached for a year under
// a versioned path, and gets its own stricter security headers.
import type { Context } from "hono";
import { ARTWORK_KINDS, ARTWORK_TITLE_MAX, ARTWORK_TYPE_PATTERN, ARTWORK_VERSION, type ArtworkKind } from "#domain/artwork-path";
import { renderArtwork } from "#domain/artwork-svg";
import { entityTag, matchesEntityTag } from "#server/http/stored-response";

export const ARTWORK_ROUTE = `/artwork/${ARTWORK_VERSION}/:kind/:file`;

const YEAR_CACHE = "public, max-age=31536000, immutable";
/** An SVG opened on its own is a document: it may load nothing and run nothing. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

function securityHeaders(c: Context): void {
  c.header("x-content-type-options", "nosniff");
  c.header("content-security-policy", SVG_POLICY);
  c.header("cross-origin-resource-policy", "same-site");
}

function refuse(c: Context, message: string, status: 400 | 404 = 400): Response {
  c.header("cache-control", "no-store");
  return c.text(message, status);
}

export function artworkHandler(c: Context): Response {
  securityHeaders(c);
  const kind = c.req.param("kind") ?? "";
  if (!(ARTWORK_KINDS as readonly string[]).includes(kind)) return refuse(c, "Not found", 404);
  const file = c.req.param("file") ?? "";
  const typeId = file.endsWith(".svg") ? file.slice(0, -".svg".length) : "";
  if (!ARTWORK_TYPE_PATTERN.test(typeId))
    return refuse(c, "Invalid artwork type: use lowercase letters, digits and underscores, then .svg");
  const titles = c.req.queries("title") ?? [];
  const title = titles.length === 1 ? (titles[0] ?? "").trim() : "";
  if (!title) return refuse(c, "Missing title: give exactly one non-empty ?title=");
  if (Array.from(title).length > ARTWORK_TITLE_MAX) return refuse(c, `Title too long: at most ${ARTWORK_TITLE_MAX} characters`);

  const svg = renderArtwork({ kind: kind as ArtworkKind, typeId, title });
  const bytes = new TextEncoder().encode(svg);
  const tag = entityTag(bytes);
  c.header("cache-control", YEAR_CACHE);
  c.header("etag", `"${tag}"`);
  if (matchesEntityTag(c.req.header("if-none-match"), tag)) return c.body(null, 304);
  c.header("content-type", "image/svg+xml; charset=utf-8");
  return c.body(bytes);
}
