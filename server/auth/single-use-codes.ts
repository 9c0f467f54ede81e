// Every code and e-mailed link works once (ASVS 2.8.4): a use is claimed before the endpoint runs with one atomic
// rate-limiter write (shared by every process), and released when the code is refused, so a typo costs nothing.
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { normalizeBackupCode } from "#domain/backup-codes";
import { type AuthHookContext, secondFactorUserId, sessionUserId } from "#server/auth/second-factor-user";
import type { RateLimitName } from "#server/rate-limit/limits";
import type { RateLimiter } from "#server/rate-limit/rate-limiter.server";

export const USED_CODE_MESSAGES = {
  code: "This code has already been used. Please wait for a new one.",
  link: "This link has already been used.",
} as const;

export const LINK_ALREADY_USED = "TOKEN_ALREADY_USED";

interface Claim {
  rule: RateLimitName;
  parts: string[];
}

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);
const field = (ctx: AuthHookContext, name: string) => text((ctx.body as Record<string, unknown> | undefined)?.[name]);

const CLAIMS: Record<string, (ctx: AuthHookContext) => Promise<Claim | null>> = {
  "/two-factor/verify-totp": async (ctx) => secondFactorClaim(ctx, "totp"),
  "/two-factor/verify-otp": async (ctx) => secondFactorClaim(ctx, "sms"),
  "/two-factor/verify-backup-code": async (ctx) => secondFactorClaim(ctx, "backup"),
  "/phone-number/verify": async (ctx) => {
    const phone = field(ctx, "phoneNumber");
    const code = field(ctx, "code");
    const userId = await sessionUserId(ctx);
    return phone && code && userId ? { rule: "oneTimeCodeUse", parts: ["phone", phone, code] } : null;
  },
  "/verify-email": async (ctx) => {
    const token = text((ctx.query as Record<string, unknown> | undefined)?.token);
    return token ? { rule: "emailLinkUse", parts: ["verify-email", token] } : null;
  },
  "/reset-password": async (ctx) => {
    const token = field(ctx, "token") ?? text((ctx.query as Record<string, unknown> | undefined)?.token);
    return token ? { rule: "emailLinkUse", parts: ["reset-password", token] } : null;
  },
};

async function secondFactorClaim(ctx: AuthHookContext, kind: "totp" | "sms" | "backup"): Promise<Claim | null> {
  const typed = field(ctx, "code");
  const userId = await secondFactorUserId(ctx);
  // Same normalisation as account-rules.ts.
  const code = typed && kind === "backup" ? normalizeBackupCode(typed) : typed;
  return code && userId ? { rule: "oneTimeCodeUse", parts: [kind, userId, code] } : null;
}

function refuseUsed(ctx: AuthHookContext): never {
  if (ctx.path !== "/verify-email")
    throw new APIError("UNAUTHORIZED", { message: USED_CODE_MESSAGES.code, code: "CODE_ALREADY_USED" });
  const callbackURL = text((ctx.query as Record<string, unknown> | undefined)?.callbackURL);
  if (!callbackURL) throw new APIError("UNAUTHORIZED", { message: USED_CODE_MESSAGES.link, code: LINK_ALREADY_USED });
  const target = new URL(callbackURL, "http://site.invalid");
  target.searchParams.set("error", LINK_ALREADY_USED);
  throw ctx.redirect(`${target.pathname}${target.search}${target.hash}`);
}

function refused(returned: unknown): boolean {
  if (isAPIError(returned)) return returned.statusCode >= 400;
  return returned instanceof Response && returned.status >= 400;
}

/** Last among the plugins: a request refused before it claims nothing. */
export function singleUseCodes(limiter: RateLimiter) {
  const claims = new WeakMap<Request, Claim>();
  return {
    id: "atlas-single-use-codes",
    hooks: {
      before: [
        {
          matcher: (ctx) => !!ctx.request && !!ctx.path && Object.hasOwn(CLAIMS, ctx.path),
          handler: createAuthMiddleware(async (ctx) => {
            const claim = await CLAIMS[ctx.path]?.(ctx);
            if (!claim || !ctx.request) return;
            const decision = await limiter.consume(claim.rule, claim.parts);
            if (!decision.allowed) refuseUsed(ctx);
            claims.set(ctx.request, claim);
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => !!ctx.request && claims.has(ctx.request),
          handler: createAuthMiddleware(async (ctx) => {
            const claim = ctx.request && claims.get(ctx.request);
            if (!claim || !ctx.request) return;
            claims.delete(ctx.request);
            // A wrong or expired code, or a refused new password: nothing was used.
            if (refused(ctx.context.returned)) await limiter.reset(claim.rule, claim.parts);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
