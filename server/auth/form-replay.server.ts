// Route actions replay the form to Better Auth's HTTP handler instead of calling `auth.api.*`, so the same origin
// checks and rate limits apply to a no-JavaScript post as to a fetch.
import { getEnv } from "#server/env";
import { handleAuthRequest } from "#server/auth/auth-handler.server";
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, authBaseUrl, getAuth } from "#server/auth/config.server";

export interface AuthCallResult<T = Record<string, unknown>> {
  ok: boolean;
  status: number;
  data: T | null;
  /** Shown as-is (spec §8). */
  message: string | null;
  code: string | null;
  setCookies: string[];
  location: string | null;
}

export async function callAuthEndpoint<T = Record<string, unknown>>(
  request: Request,
  endpoint: string,
  body?: Record<string, unknown>,
  method: "GET" | "POST" = "POST",
): Promise<AuthCallResult<T>> {
  const auth = await getAuth();
  const env = getEnv();
  const url = new URL(`${AUTH_BASE_PATH}${endpoint}`, authBaseUrl(env));
  const headers = new Headers();
  for (const name of ["cookie", "user-agent", CLIENT_IP_HEADER, "accept-language"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  // A cross-site form post keeps its foreign Origin and is refused by Better Auth's origin check.
  headers.set("origin", request.headers.get("origin") ?? url.origin);
  if (method === "POST") headers.set("content-type", "application/json");
  if (method === "GET" && body) for (const [k, v] of Object.entries(body)) url.searchParams.set(k, String(v));
  const response = await handleAuthRequest(
    auth,
    new Request(url, { method, headers, body: method === "POST" ? JSON.stringify(body ?? {}) : undefined, redirect: "manual" }),
  );
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  const failure = !response.ok && response.status !== 302;
  const record = (parsed ?? {}) as { message?: unknown; code?: unknown };
  return {
    ok: !failure,
    status: response.status,
    data: failure ? null : (parsed as T),
    message: failure && typeof record.message === "string" && record.message ? record.message : null,
    code: failure && typeof record.code === "string" ? record.code : null,
    setCookies: response.headers.getSetCookie(),
    location: response.headers.get("location"),
  };
}

export function withCookies(setCookies: readonly string[], init: Headers = new Headers()): Headers {
  for (const cookie of setCookies) init.append("set-cookie", cookie);
  return init;
}
