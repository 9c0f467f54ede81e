// Built client files held in memory with their precompressed .br/.gz, so a request costs a map lookup and no
// file-system calls.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { MiddlewareHandler } from "hono";
import { getMimeType } from "hono/utils/mime";
import { isCompressibleType } from "#server/http/content-encoding";
import { type StoredBody, entityTag, storedResponse } from "#server/http/stored-response";

/** The name changes with the content, so it can be kept for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT = "public, max-age=3600, must-revalidate";
/** Browsers cap the service worker's cache at 24 h anyway. */
const NO_CACHE = "no-cache";

function listFiles(root: string, dir = ""): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (entry.name.startsWith(".")) continue; // .vite manifests are build metadata, not for browsers
      out.push(...listFiles(root, relative));
    } else if (!entry.name.endsWith(".br") && !entry.name.endsWith(".gz")) {
      out.push(relative);
    }
  }
  return out;
}

function cachePolicy(urlPath: string): string {
  if (urlPath.startsWith("/assets/")) return IMMUTABLE;
  if (urlPath === "/sw.js") return NO_CACHE;
  return SHORT;
}

export function loadStaticFiles(root: string, extraHeaders: Record<string, string> = {}): Map<string, StoredBody> {
  const files = new Map<string, StoredBody>();
  if (!existsSync(root)) return files;
  for (const relative of listFiles(root)) {
    const full = path.join(root, relative);
    const identity = readFileSync(full);
    const type = getMimeType(relative) ?? "application/octet-stream";
    const headers = { ...extraHeaders, "content-type": type, "cache-control": cachePolicy(`/${relative}`) };
    const compressible = isCompressibleType(type);
    const br = compressible && existsSync(`${full}.br`) ? readFileSync(`${full}.br`) : undefined;
    const gzip = compressible && existsSync(`${full}.gz`) ? readFileSync(`${full}.gz`) : undefined;
    files.set(`/${relative}`, {
      status: 200,
      headers,
      tag: entityTag(identity),
      identity,
      ...(br ? { br } : {}),
      ...(gzip ? { gzip } : {}),
      lastModified: statSync(full).mtime,
    });
  }
  return files;
}

export function staticFileFor(
  files: Map<string, StoredBody>,
  method: string | undefined,
  target: string | undefined,
): StoredBody | undefined {
  if ((method !== "GET" && method !== "HEAD") || !target) return undefined;
  const query = target.indexOf("?");
  return files.get(query === -1 ? target : target.slice(0, query));
}

export function serveStaticFiles(files: Map<string, StoredBody>): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const file = files.get(c.req.path);
    if (!file) return next();
    return storedResponse(c.req.raw, file);
  };
}
