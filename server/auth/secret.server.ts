import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Env, getEnv } from "#server/env";
import { type Logger, getLogger } from "#server/logger";

/**
 * Generated once into DATA_DIR/auth-secret (owner-only) when unset, so `npm start` needs no
 * configuration. Workers starting together race to create it: the file is published whole with
 * a hard link, which fails when another process got there first, and then theirs is read. Two
 * secrets would sign sessions and flash messages one worker cannot read on another.
 */
export function resolveAuthSecret(env: Env, logger: Logger): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  const file = path.join(env.DATA_DIR, "auth-secret");
  const stored = readStoredSecret(file);
  if (stored) return stored;
  const unreadable = existsSync(file);
  mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(draft, `${secret}\n`, { mode: 0o600 });
  chmodSync(draft, 0o600);
  try {
    // A file too short to be a secret is replaced; otherwise the first to publish wins.
    if (unreadable) renameSync(draft, file);
    else linkSync(draft, file);
  } catch (error) {
    const theirs = (error as NodeJS.ErrnoException).code === "EEXIST" ? readStoredSecret(file) : null;
    if (!theirs) throw error;
    return theirs;
  } finally {
    rmSync(draft, { force: true });
  }
  if (env.NODE_ENV === "production") {
    logger.warn(
      { file },
      "BETTER_AUTH_SECRET is not set: generated one and stored it in DATA_DIR; set it explicitly when running several processes",
    );
  }
  return secret;
}

function readStoredSecret(file: string): string | null {
  if (!existsSync(file)) return null;
  const stored = readFileSync(file, "utf8").trim();
  return stored.length >= 32 ? stored : null;
}

let processSecret: string | undefined;

/** Also signs flash cookies and unsubscribe links. */
export function getAuthSecret(): string {
  return (processSecret ??= resolveAuthSecret(getEnv(), getLogger()));
}
