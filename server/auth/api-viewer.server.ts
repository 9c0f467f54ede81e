// Who is calling the JSON API (and the MCP server): a personal API token in `Authorization: Bearer`, else the session
// cookie, else a visitor. A header that is there but does not name a live token is refused, never taken as a visitor,
// and each token has its own rate limit in the one limiter (RATE_LIMITS.apiPerToken).
import { getDatabase, type Database } from "#db/client.server";
import { API_TOKEN_MESSAGES, apiTokenRateLimitMessage, parseAuthorizationHeader } from "#domain/api-token";
import { isBanActive } from "#domain/admin/user-actions";
import { databaseConfig, getEnv } from "#server/env";
import { getViewer, toViewer, type Viewer } from "#server/auth/viewer.server";
import { getRateLimiter, type RateLimiter } from "#server/rate-limit/rate-limiter.server";
import { createApiTokensService } from "#server/services/api-tokens.server";

export type ApiViewerResult =
  | { ok: true; viewer: Viewer | null }
  | { ok: false; status: 401; message: string }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number };

export interface ApiViewerDeps {
  db: Database;
  /** The cookie's viewer, for requests without an Authorization header. */
  sessionViewer: (request: Request) => Promise<Viewer | null>;
  /** Null: tokens are not limited (API_RATE_LIMIT=false, for benchmarks from one machine). */
  limiter: RateLimiter | null;
}

export function createApiViewerResolver({ db, sessionViewer, limiter }: ApiViewerDeps) {
  const tokens = createApiTokensService(db);
  return async (request: Request): Promise<ApiViewerResult> => {
    const credential = parseAuthorizationHeader(request.headers.get("authorization"));
    if (credential.kind === "none") return { ok: true, viewer: await sessionViewer(request) };
    if (credential.kind === "refused") return { ok: false, status: 401, message: credential.message };
    const found = await tokens.authenticate(credential.token);
    if (!found) return { ok: false, status: 401, message: API_TOKEN_MESSAGES.invalid };
    // A ban ends the account's sessions; its tokens stop with them (and come back if the ban is lifted or ends).
    if (isBanActive(found.owner)) return { ok: false, status: 401, message: API_TOKEN_MESSAGES.accountBanned };
    const decision = await limiter?.consume("apiPerToken", [found.tokenId]);
    if (decision && !decision.allowed)
      return {
        ok: false,
        status: 429,
        message: apiTokenRateLimitMessage(decision.retryAfterSeconds),
        retryAfterSeconds: decision.retryAfterSeconds,
      };
    return { ok: true, viewer: toViewer(found.owner, `api-token:${found.tokenId}`) };
  };
}

/** The refusal as the API and MCP send it: JSON `{ error }`, RFC 6750's challenge on a 401, Retry-After on a 429. */
export function apiViewerRefusal(result: Extract<ApiViewerResult, { ok: false }>): Response {
  const headers = new Headers({ "cache-control": "no-store" });
  if (result.status === 401) headers.set("www-authenticate", 'Bearer realm="api", error="invalid_token"');
  else headers.set("retry-after", String(result.retryAfterSeconds));
  return Response.json({ error: result.message }, { status: result.status, headers });
}

// Asked once per request whoever asks (a token's request is counted once).
const results = new WeakMap<Request, Promise<ApiViewerResult>>();

/**
 * The one way the JSON API and the MCP server learn their caller, on the app's database. Pages and /api/auth use
 * getViewer (cookie only): a token never signs in anything but the API.
 */
export function getApiViewer(request: Request): Promise<ApiViewerResult> {
  let pending = results.get(request);
  if (!pending) {
    pending = (async () => {
      const env = getEnv();
      const db = await getDatabase(databaseConfig(env));
      const resolve = createApiViewerResolver({
        db,
        sessionViewer: getViewer,
        limiter: env.API_RATE_LIMIT ? getRateLimiter(db) : null,
      });
      return resolve(request);
    })();
    results.set(request, pending);
  }
  return pending;
}
