// Our account rules on Better Auth's own endpoints, as a Better Auth plugin, so the JSON API
// (/api/auth/*) obeys what the forms obey:
//
// - every POST body that is JSON is a JSON object (null, an array, a string → 400, not a 500 in
//   a plugin that reads `body.username`);
// - sign-up and update-user hold the profile rules of spec §5 (full name 2 to
//   FULL_NAME_MAX_LENGTH characters, trimmed; the username alphabet and length), with the
//   form's own messages; the display username is the username as typed, never another name;
// - the sign-up answer has one shape whether or not the e-mail had an account (no enumeration);
// - change-password always signs out the other sessions (the current one gets a fresh cookie);
// - a phone number is verified only by its signed-in owner, for their own account: a texted
//   code is a second factor, never a way in on its own;
// - a backup code is read without regard to case or spaces.
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

/** Better Auth's phone-number endpoints that stay open: sending and checking the owner's own code. */
const PHONE_OWNER_PATHS = ["/phone-number/send-otp", "/phone-number/verify"] as const;

function badRequest(message: string, code: string): APIError {
  return new APIError("BAD_REQUEST", { message, code });
}

function jsonError(message: string, code: string): Response {
  return Response.json({ message, code }, { status: 400 });
}

/** The request's JSON body is an object (or absent); anything else answers 400 before any endpoint runs. */
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
  if (body === null || typeof body !== "object" || Array.isArray(body)) return jsonError(REQUEST_BODY_MESSAGES.notObject, "INVALID_BODY");
  return null;
}

function check<T>(schema: z.ZodType<T>, value: unknown, code: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? "Invalid value", code);
  return result.data;
}

/** What a sign-up answers with: the fields a new account and Better Auth's stand-in for a taken e-mail both have. */
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
            if (!body || typeof body !== "object" || Array.isArray(body)) throw badRequest(REQUEST_BODY_MESSAGES.notObject, "INVALID_BODY");
            const input = body as Record<string, unknown>;
            const changes: Record<string, unknown> = {};
            if (input.name !== undefined) changes.name = check(fullNameField, input.name, "INVALID_NAME");
            const username = input.username === undefined ? undefined : check(usernameField, input.username, "INVALID_USERNAME");
            const displayUsername = input.displayUsername === undefined ? undefined : check(usernameField, input.displayUsername, "INVALID_USERNAME");
            // As the profile form saves them: the username (unique, compared without case) and
            // the same name as typed, shown on the page.
            if (username !== undefined && displayUsername !== undefined && username.toLowerCase() !== displayUsername.toLowerCase()) {
              throw badRequest(REQUEST_BODY_MESSAGES.usernamesDiffer, "INVALID_USERNAME");
            }
            const typed = displayUsername ?? username;
            if (typed !== undefined) Object.assign(changes, { username: typed, displayUsername: typed });
            return { context: { body: { ...input, ...changes } } };
          }),
        },
        {
          // Without these, /phone-number/verify with a texted code and no session signed its
          // number's account in (password and authenticator app skipped).
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
          // Backup codes are typed from paper: case and spacing do not matter.
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
            return ctx.json({ token: null, user: Object.fromEntries(SIGN_UP_USER_FIELDS.map((field) => [field, user[field] ?? null])) });
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
