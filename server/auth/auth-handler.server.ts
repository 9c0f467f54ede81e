// The one way an HTTP request reaches Better Auth (server/app.ts for /api/auth/*, and the form
// replay of server/auth/form-replay.server.ts). Answers that could tell whether an account
// exists take the same time either way: the mails they send already go out after the answer
// (config.server.ts backgroundTasks), and what is left (a row written or not) is padded to a
// floor well above both paths.
import { setTimeout as sleep } from "node:timers/promises";
import { AUTH_BASE_PATH, type Auth } from "#server/auth/config.server";

/** POST endpoints whose work differs for a known and an unknown e-mail. */
const EVEN_TIME_PATHS: ReadonlySet<string> = new Set(["/request-password-reset", "/sign-up/email", "/send-verification-email"]);

/** Longer than either path takes on a loaded machine (a sign-up hashes a password both ways). */
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
