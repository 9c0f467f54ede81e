// Better Auth's redirect parameters pass through the site's one redirect rule first: its own check resolves dot
// segments after checking, so "/.//evil.example" would leave the site.
import type { BetterAuthPlugin } from "better-auth";
import { safeRedirectTarget } from "#domain/redirect-target";

/** Today's names and any a new version adds. */
const REDIRECT_PARAMETER = /callback|redirect/i;

/** A repeated parameter is ambiguous, so it becomes "/". */
function safeValues(values: readonly string[]): string {
  return values.length === 1 ? safeRedirectTarget(values[0]) : "/";
}

function safeQuery(url: URL): boolean {
  let changed = false;
  for (const name of new Set(url.searchParams.keys())) {
    if (!REDIRECT_PARAMETER.test(name)) continue;
    const values = url.searchParams.getAll(name);
    const safe = safeValues(values);
    if (values.length !== 1 || values[0] !== safe) {
      url.searchParams.set(name, safe);
      changed = true;
    }
  }
  return changed;
}

async function safeJsonBody(request: Request): Promise<string | null> {
  if (request.method !== "POST" || !/^application\/json\s*(;|$)/i.test(request.headers.get("content-type") ?? "")) return null;
  let body: unknown;
  try {
    body = JSON.parse(await request.clone().text());
  } catch {
    return null;
  }
  if (body === null || typeof body !== "object" || Array.isArray(body)) return null;
  const fields = body as Record<string, unknown>;
  let changed = false;
  for (const [name, value] of Object.entries(fields)) {
    if (!REDIRECT_PARAMETER.test(name) || typeof value !== "string") continue;
    const safe = safeRedirectTarget(value);
    if (safe !== value) {
      fields[name] = safe;
      changed = true;
    }
  }
  return changed ? JSON.stringify(fields) : null;
}

async function withSafeRedirectTargets(request: Request): Promise<Request | null> {
  const url = new URL(request.url);
  const queryChanged = safeQuery(url);
  const body = await safeJsonBody(request);
  if (!queryChanged && body === null) return null;
  const headers = new Headers(request.headers);
  if (body !== null) headers.delete("content-length");
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(url, {
    method: request.method,
    headers,
    body: body ?? (hasBody ? await request.clone().text() : undefined),
    redirect: request.redirect,
    signal: request.signal,
  });
}

export function redirectTargets() {
  return {
    id: "atlas-redirect-targets",
    async onRequest(request) {
      const safe = await withSafeRedirectTargets(request);
      return safe ? { request: safe } : undefined;
    },
  } satisfies BetterAuthPlugin;
}
