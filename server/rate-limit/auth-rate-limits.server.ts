// Limits on Better Auth's password, code and mail endpoints (its own limiter is off; get-session is not limited).
// The lock-out cannot be turned against the owner (ADR 007): accounts are counted by account, not by the name
// typed; sign-in has per-address, per-account-and-address and per-account layers, and past the last only
// addresses unknown to the account are refused; a reset link gets the owner in from a new device.
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Database } from "#db/database";
import { users } from "#db/schema/auth";
import { type AuthHookContext as HookContext, secondFactorUserId, sessionUserId } from "#server/auth/second-factor-user";
import { requestAddress } from "#server/rate-limit/client-address";
import type { RateLimitName } from "#server/rate-limit/limits";
import type { RateLimiter } from "#server/rate-limit/rate-limiter.server";

export const RATE_LIMIT_MESSAGES = {
  fromAddress: (wait: string) => `Too many attempts from your network. Please try again in ${wait}.`,
  signIn: (wait: string) => `Too many sign-in attempts. Please try again in ${wait}, or reset your password.`,
  accountProtected:
    "Too many failed sign-in attempts on this account: for now it accepts sign-ins only from devices that have signed in before. Reset your password by e-mail to sign in from this one.",
  code: (wait: string) => `Too many codes tried. Please try again in ${wait}.`,
  send: (wait: string) => `Too many codes sent. Please wait ${wait} before asking for another.`,
  mail: (wait: string) => `Too many e-mails sent to this address. Please use the newest one, or try again in ${wait}.`,
  password: (wait: string) => `Too many password checks. Please try again in ${wait}.`,
} as const;

function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes === 1) return "a minute";
  if (minutes < 120) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

function tooMany(message: string, retryAfterSeconds: number): APIError {
  return new APIError("TOO_MANY_REQUESTS", { message, code: "TOO_MANY_REQUESTS" }, { "Retry-After": String(retryAfterSeconds) });
}

/** RFC 5321 path length; a longer name cannot be an account's. */
const MAX_IDENTIFIER_LENGTH = 320;

type SignInName = "email" | "username";

interface ProofLimits {
  perAddress: RateLimitName;
  perAccountAndAddress: RateLimitName;
  perAccount: RateLimitName;
  message: (wait: string) => string;
}

const SIGN_IN: ProofLimits = {
  perAddress: "signInPerAddress",
  perAccountAndAddress: "signInPerAccountAndAddress",
  perAccount: "signInPerAccount",
  message: RATE_LIMIT_MESSAGES.signIn,
};

const SECOND_FACTOR: ProofLimits = {
  perAddress: "secondFactorPerAddress",
  perAccountAndAddress: "secondFactorPerAccountAndAddress",
  perAccount: "secondFactorPerAccount",
  message: RATE_LIMIT_MESSAGES.code,
};

const KNOWN_ADDRESS: RateLimitName = "knownAddress";

export interface AuthRateLimitsDeps {
  db: Database;
  limiter: RateLimiter;
  /** Off in tests and e2e runs that sign in many times from one address. */
  enabled: boolean;
}

export function createAuthRateLimits({ db, limiter, enabled }: AuthRateLimitsDeps) {
  async function take(name: RateLimitName, parts: readonly string[], message: (wait: string) => string): Promise<void> {
    const decision = await limiter.consume(name, parts);
    if (!decision.allowed) throw tooMany(message(waitText(decision.retryAfterSeconds)), decision.retryAfterSeconds);
  }

  /** An unknown name is counted by itself, so answers are the same whether or not an account exists. */
  async function accountOf(kind: SignInName, typed: string): Promise<string> {
    const name = typed.trim().toLowerCase();
    if (name.length <= MAX_IDENTIFIER_LENGTH) {
      const column = kind === "email" ? users.email : users.username;
      const [row] = await db.select({ id: users.id }).from(users).where(eq(column, name)).limit(1);
      if (row) return `user:${row.id}`;
    }
    return `${kind}:${name}`;
  }

  async function guardProof(limits: ProofLimits, address: string | null, account: string | null): Promise<void> {
    if (address) await take(limits.perAddress, [address], RATE_LIMIT_MESSAGES.fromAddress);
    if (!account) return;
    if (address) await take(limits.perAccountAndAddress, [account, address], limits.message);
    const accountWide = await limiter.consume(limits.perAccount, [account]);
    if (accountWide.allowed) return;
    if (address && (await limiter.has(KNOWN_ADDRESS, [account, address]))) return;
    throw tooMany(RATE_LIMIT_MESSAGES.accountProtected, accountWide.retryAfterSeconds);
  }

  const asAccount = (userId: string | null) => (userId ? `user:${userId}` : null);
  const secondFactorAccount = async (ctx: HookContext) => asAccount(await secondFactorUserId(ctx));
  const sessionAccount = async (ctx: HookContext) => asAccount(await sessionUserId(ctx));

  const text = (body: unknown, field: string): string | null => {
    const value = body && typeof body === "object" ? (body as Record<string, unknown>)[field] : undefined;
    return typeof value === "string" && value.trim() !== "" ? value : null;
  };

  const signIn = (kind: SignInName) => async (ctx: HookContext, address: string | null) => {
    const typed = text(ctx.body, kind);
    await guardProof(SIGN_IN, address, typed === null ? null : await accountOf(kind, typed));
  };

  const perRecipient =
    (perAddress: RateLimitName, perRecipientName: RateLimitName, field: string, message: (wait: string) => string) =>
    async (ctx: HookContext, address: string | null) => {
      if (address) await take(perAddress, [address], RATE_LIMIT_MESSAGES.fromAddress);
      const recipient = text(ctx.body, field);
      if (recipient) await take(perRecipientName, [recipient.trim().toLowerCase()], message);
    };

  const perAddressOnly = (name: RateLimitName) => async (_ctx: HookContext, address: string | null) => {
    if (address) await take(name, [address], RATE_LIMIT_MESSAGES.fromAddress);
  };

  const passwordCheck = async (ctx: HookContext, address: string | null) => {
    if (address) await take("passwordCheckPerAddress", [address], RATE_LIMIT_MESSAGES.fromAddress);
    const account = await sessionAccount(ctx);
    if (account) await take("passwordCheckPerAccount", [account], RATE_LIMIT_MESSAGES.password);
  };

  const guards = new Map<string, (ctx: HookContext, address: string | null) => Promise<void>>(
    Object.entries({
      "/sign-in/email": signIn("email"),
      "/sign-in/username": signIn("username"),
      "/two-factor/verify-totp": async (ctx, address) => guardProof(SECOND_FACTOR, address, await secondFactorAccount(ctx)),
      "/two-factor/verify-backup-code": async (ctx, address) =>
        guardProof(SECOND_FACTOR, address, await secondFactorAccount(ctx)),
      "/two-factor/verify-otp": async (ctx, address) => guardProof(SECOND_FACTOR, address, await secondFactorAccount(ctx)),
      "/two-factor/send-otp": async (ctx, address) => {
        if (address) await take("secondFactorSendPerAddress", [address], RATE_LIMIT_MESSAGES.fromAddress);
        const account = await secondFactorAccount(ctx);
        if (account) await take("secondFactorSendPerAccount", [account], RATE_LIMIT_MESSAGES.send);
      },
      "/change-password": passwordCheck,
      "/verify-password": passwordCheck,
      "/delete-user": passwordCheck,
      "/two-factor/enable": passwordCheck,
      "/two-factor/disable": passwordCheck,
      "/two-factor/get-totp-uri": passwordCheck,
      "/two-factor/generate-backup-codes": passwordCheck,
      "/sign-up/email": perRecipient("signUpPerAddress", "signUpPerEmail", "email", RATE_LIMIT_MESSAGES.mail),
      "/request-password-reset": perRecipient(
        "passwordResetRequestPerAddress",
        "passwordResetRequestPerEmail",
        "email",
        RATE_LIMIT_MESSAGES.mail,
      ),
      "/send-verification-email": perRecipient(
        "verificationEmailPerAddress",
        "verificationEmailPerEmail",
        "email",
        RATE_LIMIT_MESSAGES.mail,
      ),
      "/reset-password": perAddressOnly("passwordResetPerAddress"),
      "/phone-number/send-otp": perRecipient(
        "phoneCodeSendPerAddress",
        "phoneCodeSendPerNumber",
        "phoneNumber",
        RATE_LIMIT_MESSAGES.send,
      ),
      "/phone-number/verify": perRecipient(
        "phoneCodeVerifyPerAddress",
        "phoneCodeVerifyPerNumber",
        "phoneNumber",
        RATE_LIMIT_MESSAGES.code,
      ),
      "/is-username-available": perAddressOnly("usernameLookupPerAddress"),
    }),
  );

  async function trustAddress(userId: string, address: string): Promise<void> {
    const account = `user:${userId}`;
    await limiter.remember(KNOWN_ADDRESS, [account, address]);
    await limiter.reset(SIGN_IN.perAccountAndAddress, [account, address]);
    await limiter.reset(SECOND_FACTOR.perAccountAndAddress, [account, address]);
  }

  const plugin = {
    id: "atlas-rate-limits",
    hooks: {
      before: [
        {
          // Only HTTP requests carry a client address; the server's own auth.api calls are not limited.
          matcher: (ctx) => enabled && !!ctx.request && !!ctx.path && guards.has(ctx.path),
          handler: createAuthMiddleware(async (ctx) => {
            const guard = guards.get(ctx.path);
            if (guard) await guard(ctx, requestAddress(ctx.request?.headers));
          }),
        },
      ],
      after: [
        {
          // A finished sign-in makes its address the owner's. Two-factor's plugin runs first and drops the password step's
          // session while a code is owed, so that step trusts nothing; an admin impersonating is not the user's device.
          matcher: (ctx) => enabled && !!ctx.request && !ctx.path?.startsWith("/admin/"),
          handler: createAuthMiddleware(async (ctx) => {
            const session = ctx.context.newSession;
            const address = requestAddress(ctx.request?.headers);
            if (session && address) await trustAddress(session.user.id, address);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;

  return {
    plugin,
    /** The link is proof of the mailbox. */
    async passwordReset(userId: string, request: Request | undefined): Promise<void> {
      if (!enabled) return;
      const address = requestAddress(request?.headers);
      if (address) await trustAddress(userId, address);
    },
  };
}
