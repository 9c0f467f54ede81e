// The Better Auth instance: its configuration, trusted origins and OAuth providers.
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { createCookieGetter } from "better-auth/cookies";
import { admin, genericOAuth, phoneNumber, twoFactor, username } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import { getDatabase, type Database } from "#db/client.server";
import { schema } from "#db/schema/all";
import { users } from "#db/schema/auth";
import { bannedSignInMessage } from "#domain/admin/user-actions";
import { FIELD_MIN_LENGTH, USERNAME_MAX_LENGTH } from "#domain/constants";
import { USERNAME_PATTERN } from "#domain/validation";
import { randomInt } from "node:crypto";
import { BACKUP_CODE_ALPHABET, BACKUP_CODE_COUNT, backupCodeFrom } from "#domain/backup-codes";
import { accountRules } from "#server/auth/account-rules";
import { redirectTargets } from "#server/auth/redirect-targets";
import { singleUseCodes } from "#server/auth/single-use-codes";
import { lastSignIn } from "#server/auth/last-sign-in";
import { existingAccountMessage, confirmEmailMessage, resetPasswordMessage } from "#server/integrations/mail/auth-messages";
import { mailerFromEnv, type Mailer } from "#server/integrations/mail/mailer.server";
import { createSmsSender, type SmsSender } from "#server/integrations/sms/sms-sender.server";
import { getEnv, type Env } from "#server/env";
import { getLogger, type Logger } from "#server/logger";
import { createAuthRateLimits } from "#server/rate-limit/auth-rate-limits.server";
import { CLIENT_ADDRESS_HEADER } from "#server/rate-limit/client-address";
import { getRateLimiter } from "#server/rate-limit/rate-limiter.server";
import { resolveAuthSecret } from "#server/auth/secret.server";
import { boundedPasswordHashing } from "#server/auth/password-hashing.server";

/** server/main.ts fills it from the socket address, replacing any client value. */
export const CLIENT_IP_HEADER = CLIENT_ADDRESS_HEADER;

export const AUTH_BASE_PATH = "/api/auth";

const AUTH_COOKIE_PREFIX = "atlas";

const AUTH_COOKIES = [
  "session_token",
  "session_data",
  "account_data",
  "dont_remember",
  "two_factor",
  "trust_device",
  "state",
  "pk_code_verifier",
] as const;

export function authCookieNames(env: Env): string[] {
  const cookie = createCookieGetter({
    baseURL: authBaseUrl(env),
    advanced: { cookiePrefix: AUTH_COOKIE_PREFIX, useSecureCookies: useSecureCookies(env) },
  });
  return AUTH_COOKIES.map((name) => cookie(name).name);
}

/** The cookies a signed-in member carries between sign-ins: they say who is asking and change no page. */
const SESSION_COOKIES = new Set<string>(["session_token", "session_data", "account_data", "dont_remember", "trust_device"]);

export function sessionCookieNames(env: Env): string[] {
  return authCookieNames(env).filter((_, index) => SESSION_COOKIES.has(AUTH_COOKIES[index]!));
}

/** A plain-http origin cannot keep Secure cookies. */
function useSecureCookies(env: Env): boolean {
  return authBaseUrl(env).startsWith("https://");
}

const OIDC_PROVIDER_ID = "oidc";

export interface AuthDeps {
  db: Database;
  env: Env;
  logger: Logger;
  mailer?: Mailer;
  sms?: SmsSender;
}

export function authBaseUrl(env: Env): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
}

/** Both loopback names in development or without PUBLIC_URL (a local `npm start` opened as 127.0.0.1). */
function trustedOrigins(env: Env): string[] {
  const origins = new Set([new URL(authBaseUrl(env)).origin]);
  if (env.NODE_ENV !== "production" || !env.PUBLIC_URL) {
    origins.add(`http://localhost:${env.PORT}`);
    origins.add(`http://127.0.0.1:${env.PORT}`);
  }
  return [...origins];
}

type OAuthProviderId = "google" | "github" | typeof OIDC_PROVIDER_ID;
export interface OAuthProviderInfo {
  id: OAuthProviderId;
  label: string;
}

export function configuredOAuthProviders(env: Env): OAuthProviderInfo[] {
  const list: OAuthProviderInfo[] = [];
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) list.push({ id: "google", label: "Google" });
  if (env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET) list.push({ id: "github", label: "GitHub" });
  if (env.OIDC_ISSUER && env.OIDC_CLIENT_ID) list.push({ id: OIDC_PROVIDER_ID, label: env.OIDC_NAME });
  return list;
}

function isAdminEmail(env: Env, email: string | null | undefined): boolean {
  return !!email && env.ADMIN_EMAILS.includes(email.trim().toLowerCase());
}

export function createAuth({ db, env, logger, mailer, sms }: AuthDeps) {
  const baseURL = authBaseUrl(env);
  const mail = mailer ?? mailerFromEnv(env, logger);
  const smsSender = sms ?? createSmsSender({ webhookUrl: env.SMS_WEBHOOK_URL, dataDir: env.DATA_DIR, logger });
  const nameOf = (user: { name?: string | null; email: string }) => user.name?.trim() || user.email;
  const limiter = getRateLimiter(db);
  const rateLimits = createAuthRateLimits({ db, limiter, enabled: env.AUTH_RATE_LIMIT });

  const oidcConfig =
    env.OIDC_ISSUER && env.OIDC_CLIENT_ID
      ? [
          {
            providerId: OIDC_PROVIDER_ID,
            name: env.OIDC_NAME,
            discoveryUrl: `${env.OIDC_ISSUER.replace(/\/+$/, "")}/.well-known/openid-configuration`,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            scopes: ["openid", "email", "profile"],
            pkce: true,
          },
        ]
      : [];

  return betterAuth({
    appName: "Faceless Atlas",
    baseURL,
    basePath: AUTH_BASE_PATH,
    secret: resolveAuthSecret(env, logger),
    trustedOrigins: trustedOrigins(env),
    database: drizzleAdapter(db, { provider: "pg", schema, usePlural: true }),
    logger: {
      log(level, message, ...args) {
        const log = logger.child({ component: "better-auth" });
        // Better Auth logs a rejected request (wrong password…) as an error; that is an info for us.
        if (level === "error") log.warn({ args }, message);
        else if (level === "warn") log.warn({ args }, message);
        else log.debug({ args }, message);
      },
    },
    user: {
      additionalFields: {
        displayName: { type: "string", required: false, input: false },
        firstName: { type: "string", required: false, input: false },
        lastName: { type: "string", required: false, input: false },
      },
      deleteUser: { enabled: true },
    },
    session: {
      // Sessions live in the database, so the app stays stateless.
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // An account without a password proves itself for deletion by a sign-in this recent.
      freshAge: 15 * 60,
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 6, // Spec §9: "Password minimum 6".
      maxPasswordLength: 128,
      password: boundedPasswordHashing(),
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, url }) {
        await mail.send(resetPasswordMessage(user.email, nameOf(user), url));
      },
      async onExistingUserSignUp({ user }) {
        await mail.send(existingAccountMessage(user.email, nameOf(user), `${baseURL}/auth`));
      },
      // The reset link proves the mailbox, so its address may sign in even while the account is under attack.
      async onPasswordReset({ user }, request) {
        await rateLimits.passwordReset(user.id, request);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      async sendVerificationEmail({ user, url }) {
        await mail.send(confirmEmailMessage(user.email, nameOf(user), url));
      },
    },
    socialProviders: {
      ...(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { google: { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } }
        : {}),
      ...(env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET
        ? { github: { clientId: env.GITHUB_CLIENT_ID, clientSecret: env.GITHUB_CLIENT_SECRET } }
        : {}),
    },
    account: { accountLinking: { enabled: true, trustedProviders: ["google", "github", OIDC_PROVIDER_ID] } },
    // One rate limiter holds the endpoints that need a limit and leaves the others (get-session) alone.
    rateLimit: { enabled: false },
    // A phone number is a second factor, never a way to sign in (docs/security.md).
    disabledPaths: ["/sign-in/phone-number", "/phone-number/request-password-reset", "/phone-number/reset-password"],
    advanced: {
      useSecureCookies: useSecureCookies(env),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      cookiePrefix: AUTH_COOKIE_PREFIX,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Mails go out after the answer, so its timing does not tell whether an account exists and a slow mail server
      // does not hold the form.
      backgroundTasks: { handler: (task) => void task },
    },
    databaseHooks: {
      user: {
        create: {
          // ADMIN_EMAILS bootstraps admins at sign-up.
          async before(user) {
            const record = user as typeof user & { displayName?: string | null };
            return {
              data: {
                ...user,
                role: isAdminEmail(env, user.email) ? "admin" : "member",
                displayName: record.displayName ?? user.name ?? null,
              },
            };
          },
        },
        update: {
          // Spec §3: display_name first, as the profile form saves it.
          async before(data) {
            if (typeof data.name !== "string" || "displayName" in data) return;
            return { data: { ...data, displayName: data.name } };
          },
        },
      },
      session: {
        create: {
          // …and at sign-in, for accounts that existed before their e-mail was listed.
          async after(session) {
            if (env.ADMIN_EMAILS.length === 0) return;
            const [row] = await db
              .select({ email: users.email, role: users.role })
              .from(users)
              .where(eq(users.id, session.userId));
            if (row && row.role !== "admin" && isAdminEmail(env, row.email)) {
              await db.update(users).set({ role: "admin" }).where(eq(users.id, session.userId));
              logger.info({ userId: session.userId }, "granted admin from ADMIN_EMAILS");
            }
          },
        },
      },
    },
    plugins: [
      // First, so a malformed body never reaches another plugin's hook.
      accountRules(),
      redirectTargets(),
      admin({
        defaultRole: "member",
        adminRoles: ["admin"],
        // Never the admin's reason.
        bannedUserMessage: (user) => bannedSignInMessage(user.banExpires ? new Date(user.banExpires) : null),
      }),
      username({
        minUsernameLength: FIELD_MIN_LENGTH.username,
        maxUsernameLength: USERNAME_MAX_LENGTH,
        usernameValidator: (value) => USERNAME_PATTERN.test(value),
        displayUsernameValidator: (value) => USERNAME_PATTERN.test(value),
      }),
      twoFactor({
        issuer: "Faceless Atlas",
        // The plugin's per-account lock would let anyone with the password lock the owner out; the rate limiter counts
        // codes per account and address instead.
        accountLockout: { enabled: false },
        backupCodeOptions: {
          amount: BACKUP_CODE_COUNT,
          customBackupCodesGenerate: () =>
            Array.from({ length: BACKUP_CODE_COUNT }, () =>
              backupCodeFrom(Array.from({ length: 10 }, () => randomInt(BACKUP_CODE_ALPHABET.length))),
            ),
        },
        otpOptions: {
          async sendOTP({ user, otp }) {
            const phone = user as typeof user & { phoneNumber?: string | null; phoneNumberVerified?: boolean | null };
            if (!phone.phoneNumber || !phone.phoneNumberVerified) throw new Error("No verified phone number");
            await smsSender.send({ to: phone.phoneNumber, body: `Your Faceless Atlas sign-in code is ${otp}` });
          },
        },
      }),
      phoneNumber({
        async sendOTP({ phoneNumber: to, code }) {
          await smsSender.send({ to, body: `Your Faceless Atlas verification code is ${code}` });
        },
        phoneNumberValidator: (value) => /^\+[1-9]\d{6,14}$/.test(value),
        allowedAttempts: 5,
      }),
      ...(oidcConfig.length ? [genericOAuth({ config: oidcConfig })] : []),
      // After two-factor: a password step still owing a code is no sign-in.
      lastSignIn(db),
      // After two-factor: its after hook must see what two-factor left of a sign-in.
      rateLimits.plugin,
      // Last: a request refused by a limit claims no code.
      singleUseCodes(limiter),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const AUTH_KEY = Symbol.for("faceless-atlas.auth");
type AuthHolder = { [AUTH_KEY]?: Promise<Auth> };

export function getAuth(): Promise<Auth> {
  const holder = globalThis as AuthHolder;
  holder[AUTH_KEY] ??= (async () => {
    const env = getEnv();
    const db = await getDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    return createAuth({ db, env, logger: getLogger() });
  })();
  holder[AUTH_KEY].catch(() => {
    delete holder[AUTH_KEY];
  });
  return holder[AUTH_KEY];
}
