import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Env, getEnv } from "#server/env";
import { type Logger, getLogger } from "#server/logger";

/** Generated once into DATA_DIR/auth-secret (owner-only) when unset, so `npm start` needs no configuration. */
export function resolveAuthSecret(env: Env, logger: Logger): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  const file = path.join(env.DATA_DIR, "auth-secret");
  if (existsSync(file)) {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  if (env.NODE_ENV === "production") {
    logger.warn(
      { file },
      "BETTER_AUTH_SECRET is not set: generated one and stored it in DATA_DIR; set it explicitly when running several processes",
    );
  }
  return secret;
}

let processSecret: string | undefined;

/** Also signs flash cookies and unsubscribe links. */
export function getAuthSecret(): string {
  return (processSecret ??= resolveAuthSecret(getEnv(), getLogger()));
}
