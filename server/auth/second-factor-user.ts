// Whose second-factor step a request is: the sign-in challenge's user (its signed cookie, set
// by the password step) or, for a signed-in owner setting a factor up, the session's.
import { type createAuthMiddleware, getSessionFromCtx } from "better-auth/api";

export type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

export async function secondFactorUserId(ctx: AuthHookContext): Promise<string | null> {
  const challenge = await ctx.getSignedCookie(ctx.context.createAuthCookie("two_factor").name, ctx.context.secret);
  if (challenge) {
    const verification = await ctx.context.internalAdapter.findVerificationValue(challenge);
    if (verification?.value) return verification.value;
  }
  return sessionUserId(ctx);
}

export async function sessionUserId(ctx: AuthHookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  return session?.user.id ?? null;
}
