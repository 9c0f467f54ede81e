// Security headers on every response, with a fresh CSP nonce handed to the SSR render, so the HTML and its header
// always travel in one response (a cache that replays one replays both).
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

export function cspNonce(c: Context): string | undefined {
  return (c.get as (key: string) => unknown)("secureHeadersNonce") as string | undefined;
}

function withNonce(directives: Directives) {
  const policy: Record<string, (string | typeof NONCE)[]> = {};
  for (const [name, sources] of Object.entries(directives))
    policy[name] = sources.map((source) => (source === NONCE_SOURCE ? NONCE : source));
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

/** A file is not a document: it needs no CSP or frame rules. */
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
    // Sign-in with a provider is a full-page redirect, never a popup.
    crossOriginOpenerPolicy: "same-origin",
    // Other sites may show our images (shared links, previews); scripts and data stay ours by CORS.
    crossOriginResourcePolicy: "same-site",
    permissionsPolicy: Object.fromEntries(Object.entries(PERMISSIONS_POLICY).map(([name, allow]) => [name, [...allow]])),
  } as const;
  const site = secureHeaders({ ...shared, contentSecurityPolicy: withNonce(sitePolicy(options)) });
  const docs = secureHeaders({ ...shared, contentSecurityPolicy: withNonce(apiDocsPolicy(options)) });
  return (c, next) => (c.req.path === API_DOCS_PATH ? docs(c, next) : site(c, next));
}
