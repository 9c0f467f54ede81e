// Our account rules on Better Auth's own endpoints, so the JSON API obeys what the forms obey: JSON bodies are
// objects, spec §5 profile rules, one sign-up answer shape (no enumeration), change-password signs out other
// sessions, a texted code is never a way in on its own, backup codes ignore case and spaces.
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import type { z } from "zod";
import { normalizeBackupCode } from "#domain/backup-codes";
import { fullNameField, usernameField } from "#domain/validation";

export const REQUEST_BODY_MESSAGES = {
  notJson: "The request body is not valid JSON.",
  notObject: "The request body must be a JSON object.",
  usernamesDiffer: "The display username must be the username as typed.",
} as const;

export const PHONE_NEEDS_SESSION_MESSAGE = "Sign in first: a phone number is added and verified from your profile.";

/** Only sending and checking the owner's own code. */
const PHONE_OWNER_PATHS = ["/phone-number/send-otp", "/phone-number/verify"] as const;

function badRequest(message: string, code: string): APIError {
  return new APIError("BAD_REQUEST", { message, code });
}

function jsonError(message: string, code: string): Response {
  return Response.json({ message, code }, { status: 400 });
}

async function refuseNonObjectJson(request: Request): Promise<Response | null> {
  if (request.method !== "POST") return null;
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) return null;
  const text = await request.clone().text();
  if (text.trim() === "") return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return jsonError(REQUEST_BODY_MESSAGES.notJson, "INVALID_JSON");
  }
  if (body === null || typeof body !== "object" || Array.isArray(body))
    return jsonError(REQUEST_BODY_MESSAGES.notObject, "INVALID_BODY");
  return null;
}

function check<T>(schema: z.ZodType<T>, value: unknown, code: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? "Invalid value", code);
  return result.data;
}

/** Fields both a new account and Better Auth's stand-in for a taken e-mail have, so the answers look alike. */
const SIGN_UP_USER_FIELDS = ["id", "email", "name", "image", "emailVerified", "createdAt", "updatedAt"] as const;

export function accountRules() {
  return {
    id: "atlas-account-rules",
    async onRequest(request) {
      const refusal = await refuseNonObjectJson(request);
      return refusal ? { response: refusal } : undefined;
    },
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/sign-up/email" || ctx.path === "/update-user",
          handler: createAuthMiddleware(async (ctx) => {
            const body = ctx.body as unknown;
            if (!body || typeof body !== "object" || Array.isArray(body))
              throw badRequest(REQUEST_BODY_MESSAGES.notObject, "INVALID_BODY");
            const input = body as Record<string, unknown>;
            const changes: Record<string, unknown> = {};
            if (input.name !== undefined) changes.name = check(fullNameField, input.name, "INVALID_NAME");
            const username = input.username === undefined ? undefined : check(usernameField, input.username, "INVALID_USERNAME");
            const displayUsername =
              input.displayUsername === undefined ? undefined : check(usernameField, input.displayUsername, "INVALID_USERNAME");
            // As the profile form saves them: the display username is the username as typed.
            if (
              username !== undefined &&
              displayUsername !== undefined &&
              username.toLowerCase() !== displayUsername.toLowerCase()
            ) {
              throw badRequest(REQUEST_BODY_MESSAGES.usernamesDiffer, "INVALID_USERNAME");
            }
            const typed = displayUsername ?? username;
            if (typed !== undefined) Object.assign(changes, { username: typed, displayUsername: typed });
            return { context: { body: { ...input, ...changes } } };
          }),
        },
        {
          // Otherwise /phone-number/verify with a texted code and no session would sign its number's account in.
          matcher: (ctx) => (PHONE_OWNER_PATHS as readonly string[]).includes(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const session = await getSessionFromCtx(ctx).catch(() => null);
            if (!session) throw new APIError("UNAUTHORIZED", { message: PHONE_NEEDS_SESSION_MESSAGE, code: "SIGN_IN_REQUIRED" });
            if (ctx.path !== "/phone-number/verify") return;
            const body = (ctx.body ?? {}) as Record<string, unknown>;
            return { context: { body: { ...body, updatePhoneNumber: true, disableSession: true } } };
          }),
        },
        {
          matcher: (ctx) => ctx.path === "/two-factor/verify-backup-code",
          handler: createAuthMiddleware(async (ctx) => {
            const body = (ctx.body ?? {}) as Record<string, unknown>;
            if (typeof body.code !== "string") return;
            return { context: { body: { ...body, code: normalizeBackupCode(body.code) } } };
          }),
        },
        {
          matcher: (ctx) => ctx.path === "/change-password",
          handler: createAuthMiddleware(async (ctx) => {
            const body = (ctx.body ?? {}) as Record<string, unknown>;
            return { context: { body: { ...body, revokeOtherSessions: true } } };
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === "/sign-up/email",
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            if (!returned || isAPIError(returned) || returned instanceof Response || typeof returned !== "object") return;
            const user = (returned as { user?: Record<string, unknown> }).user;
            if (!user) return;
            return ctx.json({
              token: null,
              user: Object.fromEntries(SIGN_UP_USER_FIELDS.map((field) => [field, user[field] ?? null])),
            });
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
