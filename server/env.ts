// The only reader of process.env. Parsed once with zod; a bad value stops the
// process with a readable message instead of failing later in a request.
// Imported by server/main.ts under Node's own type stripping, so it keeps to
// erasable TypeScript and imports nothing from the project.
import { z } from "zod";

const booleanish = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** Public origin used for canonical URLs, e-mail links and sitemaps. */
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Real PostgreSQL when set; the embedded PGlite in DATA_DIR when unset. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DATA_DIR: z.string().min(1).default("./data"),
  /** Load the demo catalogue into an empty database at start-up. */
  SEED_DEMO: booleanish.default(true),
  /** Milliseconds to wait for in-flight requests on SIGTERM before closing anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
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
