// The only reader of process.env. Parsed once with zod; a bad value stops the
// process with a readable message instead of failing later in a request.
// Imported by server/main.ts under Node's own type stripping, so it keeps to
// erasable TypeScript and imports nothing from the project.
import { z } from "zod";

const booleanish = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .transform((v) => v === "true" || v === "1" || v === "yes");

/** An empty variable counts as unset (a blank line in .env). */
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

/** A daily UTC time of day, "HH:MM" (seconds allowed, "HH:MM:SS"), or "off". */
function dailyTime(name: string, fallback: string) {
  return z
    .string()
    .regex(/^(off|([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?)$/, `${name} must be "HH:MM" or "HH:MM:SS" (UTC), or "off"`)
    .default(fallback);
}

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** Public origin used for canonical URLs, e-mail links and sitemaps. */
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Real PostgreSQL when set; the embedded PGlite in DATA_DIR when unset. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    // Never echo the value: it holds the password.
    .refine(
      (url) => URL.canParse(url),
      "DATABASE_URL is not a valid URL. Expected postgres://user:password@host:5432/database; percent-encode special characters in the user name or password (# as %23, @ as %40, / as %2F) and give the port as a number.",
    )
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** How long start-up keeps retrying an unreachable PostgreSQL (with backoff) before giving up; 0 = try once. */
  DATABASE_STARTUP_WAIT_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  DATA_DIR: z.string().min(1).default("./data"),
  /** Load the demo catalogue into an empty database at start-up. */
  SEED_DEMO: booleanish.default(true),
  /** Milliseconds to wait for in-flight requests on SIGTERM before closing anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** Worker processes on PostgreSQL (node:cluster, one port); unset = one per core. PGlite is always one process. */
  WEB_CONCURRENCY: optionalString
    .transform((v) => (v === undefined ? undefined : Number(v)))
    .pipe(z.number().int().min(1).max(256).optional()),
  /** Memory for the page cache in MB, for visitors' and for members' pages each (compressed); 0 turns it off.
   * Production only. */
  PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(64),

  // --- Accounts (server/auth/) ---
  /** Signs sessions and tokens. Unset: one is generated and kept in DATA_DIR/auth-secret. */
  BETTER_AUTH_SECRET: optionalString.pipe(z.string().min(32, "BETTER_AUTH_SECRET must be at least 32 characters").optional()),
  /** Comma-separated e-mails that become admins when they sign up or sign in. */
  ADMIN_EMAILS: z
    .string()
    .default("")
    .transform((v) =>
      v
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** Rate limits on sign-in, sign-up, password reset and factor checks (turn off only in tests). */
  AUTH_RATE_LIMIT: booleanish.default(true),
  /** The public API's limit per client address (RATE_LIMITS.apiPerAddress); off for benchmarks from one machine. */
  API_RATE_LIMIT: booleanish.default(true),
  /** Outgoing mail: SMTP_URL (smtp://user:pass@host:port) or the SMTP_HOST… parts; neither = the outbox in DATA_DIR/outbox. */
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
      .optional(),
  ),
  SMTP_HOST: optionalString,
  SMTP_PORT: optionalString
    .transform((v) => (v === undefined ? undefined : Number(v)))
    .pipe(z.number().int().min(1).max(65535).optional()),
  SMTP_USER: optionalString,
  SMTP_PASS: optionalString,
  SMTP_FROM: z.string().min(3).default("Faceless Atlas <no-reply@faceless-atlas.local>"),
  /** SMS codes: POSTed as JSON { to, body } to this URL when set; otherwise written to DATA_DIR/outbox. */
  SMS_WEBHOOK_URL: optionalString.pipe(z.url().optional()),
  /** OAuth sign-in: each provider shows its button only when both values are set. */
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GITHUB_CLIENT_ID: optionalString,
  GITHUB_CLIENT_SECRET: optionalString,
  /** A generic OpenID Connect provider (used by the end-to-end tests against a local test server). */
  OIDC_ISSUER: optionalString.pipe(z.url().optional()),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_NAME: z.string().min(1).default("OpenID Connect"),

  /** YouTube Data API v3. No key: the import buttons say how to configure one (ARCHITECTURE.md). */
  YOUTUBE_API_KEY: optionalString,
  /** Tests and `npm run dev:fake-youtube` point this at the local fake server. */
  YOUTUBE_API_BASE_URL: z.url().default("https://www.googleapis.com/youtube/v3"),
  /** Each channel's public uploads feed (no key, no quota); the fake server serves one for tests. */
  YOUTUBE_FEED_BASE_URL: z.url().default("https://www.youtube.com/feeds/videos.xml"),
  /** YouTube Data API: "Quota accounting per Pacific day (10,000 units; search.list has its own allowance)". */
  YOUTUBE_DAILY_QUOTA_UNITS: z.coerce.number().int().min(1).default(10_000),
  YOUTUBE_SEARCH_DAILY_CALLS: z.coerce.number().int().min(0).default(100),
  /**
   * Read video counts with videos.batchGetStats (1 unit for 50 ids, its method page) instead of
   * videos.list. Off by default: the method is new and whether it has a quota bucket of its own is
   * unconfirmed; a project that has it can turn it on.
   */
  YOUTUBE_BATCH_GET_STATS: booleanish.default(false),
  /** The stats refresh's uploads feeds read at once, and how long one may take (a slow host backs off). */
  YOUTUBE_FEED_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(32),
  YOUTUBE_FEED_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Daily stats refresh: "HH:MM" in UTC, or "off" (the CLI `npm run stats:refresh` still works). Skipped while no API key is set. */
  STATS_REFRESH_AT: dailyTime("STATS_REFRESH_AT", "03:30"),
  /** Discovery's daily search of the admin's queries: "HH:MM" in UTC, or "off" (`npm run discovery:run` and the admin page still work). */
  DISCOVERY_AT: dailyTime("DISCOVERY_AT", "04:30"),
  /** E-mail digests: "HH:MM" in UTC when the daily run sends them (daily members every day, weekly ones once per ISO week), or "off" (`npm run digest:send` still works). */
  DIGEST_AT: dailyTime("DIGEST_AT", "07:00"),

  /** Link checker: parallel requests, per-request timeout, and whether private/loopback hosts may be checked (tests only). */
  LINK_CHECK_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(6),
  LINK_CHECK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  LINK_CHECK_ALLOW_PRIVATE: booleanish.default(false),
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration in the environment:\n${lines.join("\n")}`);
  }
  return result.data;
}

let cached: Env | undefined;

/** The process environment, parsed once. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** What the browser may see: nothing secret goes here. */
export type PublicEnv = { mode: Env["NODE_ENV"]; publicUrl: string | null };

export function getPublicEnv(env: Env = getEnv()): PublicEnv {
  return { mode: env.NODE_ENV, publicUrl: env.PUBLIC_URL ?? null };
}

/** How to reach the database: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function databaseConfig(env: Env = getEnv()): { databaseUrl?: string; dataDir: string } {
  return env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR } : { dataDir: env.DATA_DIR };
}
