// Security headers on every response (hono/secure-headers): the Content-Security-Policy of
// domain/content-security-policy.ts with a fresh nonce per response, frame-ancestors 'none' and
// X-Frame-Options DENY, nosniff, Referrer-Policy, Permissions-Policy, and HSTS when the site is
// served over https (PUBLIC_URL). The nonce is in c.get("secureHeadersNonce"): the SSR handler
// gives it to React Router (app/entry.server.tsx), so the HTML and its header always travel in
// one response — a cache that replays the response replays both.
import type { Context, MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { getEnv, type Env } from "#server/env";
import {
  NONCE_SOURCE,
  PERMISSIONS_POLICY,
  STRICT_TRANSPORT_SECURITY,
  apiDocsPolicy,
  sitePolicy,
  type Directives,
  type PolicyOptions,
} from "#domain/content-security-policy";
import { API_DOCS_PATH } from "#server/api/create-api";

/** The nonce of this response's CSP (set by the middleware before the route runs). */
export function cspNonce(c: Context): string | undefined {
  return (c.get as (key: string) => unknown)("secureHeadersNonce") as string | undefined;
}

function withNonce(directives: Directives) {
  const policy: Record<string, (string | typeof NONCE)[]> = {};
  for (const [name, sources] of Object.entries(directives)) policy[name] = sources.map((source) => (source === NONCE_SOURCE ? NONCE : source));
  return policy;
}

function policyOptions(env: Env): PolicyOptions {
  const oauthOrigins = [
    ...(env.GOOGLE_CLIENT_ID ? ["https://accounts.google.com"] : []),
    ...(env.GITHUB_CLIENT_ID ? ["https://github.com"] : []),
    ...(env.OIDC_ISSUER ? [new URL(env.OIDC_ISSUER).origin] : []),
  ];
  return { https: env.PUBLIC_URL?.startsWith("https:") ?? false, oauthOrigins };
}

/**
 * The headers that matter for a built file (JS, CSS, images): sent with every file the server
 * holds in memory (server/http/static-files.server.ts). A file is not a document, so it needs no
 * CSP or frame rules.
 */
export function fileSecurityHeaders(env: Env = getEnv()): Record<string, string> {
  return {
    "x-content-type-options": "nosniff",
    "cross-origin-resource-policy": "same-site",
    "referrer-policy": "strict-origin-when-cross-origin",
    ...(policyOptions(env).https ? { "strict-transport-security": STRICT_TRANSPORT_SECURITY } : {}),
  };
}

export function securityHeaders(env: Env = getEnv()): MiddlewareHandler {
  const options = policyOptions(env);
  const shared = {
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    strictTransportSecurity: options.https ? STRICT_TRANSPORT_SECURITY : false,
    // Sign-in with a provider is a full-page redirect, never a popup, so the page can keep its
    // browsing context to itself.
    crossOriginOpenerPolicy: "same-origin",
    // Other sites may show our images (shared links, previews); scripts and data stay ours by CORS.
    crossOriginResourcePolicy: "same-site",
    permissionsPolicy: Object.fromEntries(Object.entries(PERMISSIONS_POLICY).map(([name, allow]) => [name, [...allow]])),
  } as const;
  const site = secureHeaders({ ...shared, contentSecurityPolicy: withNonce(sitePolicy(options)) });
  const docs = secureHeaders({ ...shared, contentSecurityPolicy: withNonce(apiDocsPolicy(options)) });
  return (c, next) => (c.req.path === API_DOCS_PATH ? docs(c, next) : site(c, next));
}
