// The JSON API under /api/v1 with its OpenAPI document and docs page: a thin layer over the pages' services.
import { apiViewerRefusal, type ApiViewerResult } from "#server/auth/api-viewer.server";
import { RATE_LIMITS } from "#server/rate-limit/limits";
import type { RateLimitDecision } from "#server/rate-limit/rate-limiter.server";
import type { Services } from "#server/services/services.server";
import { createRouter } from "#server/api/create-router";
import { apiDocsPage } from "#server/http/api-docs-page";
import { channelTypesRouter } from "#server/api/channel-types/channel-types.index";
import { channelsRouter } from "#server/api/channels/channels.index";
import { factsRouter } from "#server/api/facts/facts.index";
import { ideasRouter } from "#server/api/ideas/ideas.index";
import { nichesRouter } from "#server/api/niches/niches.index";
import { outliersRouter } from "#server/api/outliers/outliers.index";
import { rankingsRouter } from "#server/api/rankings/rankings.index";

export type ApiDeps = {
  services: () => Promise<Services>;
  /** The caller: a personal API token, else the session cookie (getApiViewer in server/auth/api-viewer.server.ts). */
  getApiViewer: (request: Request) => Promise<ApiViewerResult>;
  onError?: (error: unknown) => void;
  /** Absent = no limit. */
  rateLimit?: (request: Request) => Promise<RateLimitDecision>;
};

export function apiRateLimitMessage(retryAfterSeconds: number): string {
  const wait = retryAfterSeconds === 1 ? "1 second" : `${retryAfterSeconds} seconds`;
  return `Too many requests from your address. Please wait ${wait} and try again.`;
}

export const API_VERSION_PATH = "/api/v1";
export const OPENAPI_PATH = "/api/openapi.json";
export const API_DOCS_PATH = "/api/docs";
const API_TOKEN_SECURITY_SCHEME = "personalToken";

export function createApi(deps: ApiDeps) {
  const api = createRouter();

  api.use(`${API_VERSION_PATH}/*`, async (c, next) => {
    // A limiter whose database is down lets the request through, to meet the outage and its 503, not a 500.
    const decision = await deps.rateLimit?.(c.req.raw).catch((error: unknown) => {
      deps.onError?.(error);
      return null;
    });
    if (decision && !decision.allowed) {
      c.header("retry-after", String(decision.retryAfterSeconds));
      c.header("cache-control", "no-store");
      return c.json({ error: apiRateLimitMessage(decision.retryAfterSeconds) }, 429);
    }
    // A token that is not live is a 401, never a visitor's answer; a token over its own limit a 429.
    const caller = await deps.getApiViewer(c.req.raw);
    if (!caller.ok) return apiViewerRefusal(caller);
    c.set("services", await deps.services());
    c.set("viewer", caller.viewer);
    await next();
    // Answers depend on the caller (revenue is members-only): a visitor's are public and page-cached, a member's never.
    c.header("vary", "Cookie, Authorization", { append: true });
    if (c.get("viewer") && !c.res.headers.has("cache-control")) c.header("cache-control", "private, no-cache");
  });

  const v1 = createRouter()
    .route("/", channelsRouter)
    .route("/", rankingsRouter)
    .route("/", outliersRouter)
    .route("/", channelTypesRouter)
    .route("/", nichesRouter)
    .route("/", ideasRouter)
    .route("/", factsRouter);
  api.route(API_VERSION_PATH, v1);

  api.notFound((c) => c.json({ error: "Not found" }, 404));
  api.onError((error, c) => {
    deps.onError?.(error);
    return c.json({ error: "Something went wrong on our side. Please try again." }, 500);
  });

  api.openAPIRegistry.registerComponent("securitySchemes", API_TOKEN_SECURITY_SCHEME, {
    type: "http",
    scheme: "bearer",
    description: `A personal API token, made on your profile (/profile): \`Authorization: Bearer fat_…\`. It acts as you, so revenue fields are returned. A revoked, unknown or malformed token is a 401 with a JSON \`error\`; each token may make ${RATE_LIMITS.apiPerToken.points} requests per ${RATE_LIMITS.apiPerToken.durationSeconds} seconds, then 429 with Retry-After.`,
  });
  api.doc31(OPENAPI_PATH, (c) => ({
    openapi: "3.1.0",
    info: {
      title: "Faceless Atlas API",
      version: "1.0.0",
      description: `Read-only JSON over the public catalogue: channels, rankings, outlier videos, channel types, niches, ideas and facts. Revenue fields (and rankings) are only returned to members: send a personal API token (\`Authorization: Bearer <token>\`, made on your profile) or a session cookie; for visitors the keys are absent. Rate limit: ${RATE_LIMITS.apiPerAddress.points} computed requests per ${RATE_LIMITS.apiPerAddress.durationSeconds} seconds from one address (answers already cached are not counted), and ${RATE_LIMITS.apiPerToken.points} per ${RATE_LIMITS.apiPerToken.durationSeconds} seconds for each token; over either, 429 with Retry-After.`,
    },
    servers: [{ url: new URL(c.req.url).origin }],
    // Optional everywhere: without a token the API answers as to a visitor.
    security: [{}, { [API_TOKEN_SECURITY_SCHEME]: [] }] as Record<string, string[]>[],
  }));
  api.get(API_DOCS_PATH, apiDocsPage(OPENAPI_PATH));
  return api;
}
