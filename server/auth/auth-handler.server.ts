// The one way an HTTP request reaches Better Auth. Answers that could tell whether an account exists are padded to
// one floor, so timing does not tell (their mails already go out after the answer).
import { setTimeout as sleep } from "node:timers/promises";
import { AUTH_BASE_PATH, type Auth } from "#server/auth/config.server";

const EVEN_TIME_PATHS: ReadonlySet<string> = new Set(["/request-password-reset", "/sign-up/email", "/send-verification-email"]);

/** Above either path on a loaded machine (a sign-up hashes a password both ways). */
const EVEN_TIME_FLOOR_MS = 300;

export async function handleAuthRequest(auth: Auth, request: Request): Promise<Response> {
  const started = performance.now();
  const response = await auth.handler(request);
  if (request.method === "POST" && EVEN_TIME_PATHS.has(new URL(request.url).pathname.slice(AUTH_BASE_PATH.length))) {
    const left = EVEN_TIME_FLOOR_MS - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
  return response;
}
