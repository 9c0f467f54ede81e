// What an operator reads when the server or a CLI cannot start: the cause and what to do, not "ErrnoError errno
// 51". Never prints DATABASE_URL itself (it holds the password).

import { statSync } from "node:fs";
import path from "node:path";

export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "StartupError";
  }
}

export interface StartupContext {
  dataDir: string;
  databaseUrl?: string | undefined;
}

// PGlite's file system reports Emscripten errno numbers.
const EMSCRIPTEN_ERRNO: Record<number, string> = {
  2: "EACCES",
  19: "EDQUOT",
  29: "EIO",
  51: "ENOSPC",
  54: "ENOTDIR",
  63: "EPERM",
  69: "EROFS",
};

export function explainStartupError(error: unknown, context: StartupContext): string | undefined {
  // By name: in development the app's modules (Vite) and main.ts's are separate instances.
  if (error instanceof Error && (error.name === "StartupError" || error.name === "DataDirLockedError")) return error.message;
  const cause = rootCause(error);
  const code = errorCode(cause);
  const where = context.databaseUrl
    ? `the PostgreSQL server (${describeDatabaseUrl(context.databaseUrl)})`
    : `DATA_DIR (${context.dataDir})`;

  if (code === "ENOSPC" || code === "EDQUOT" || code === "53100" || /no space left on device/i.test(messageOf(cause))) {
    return context.databaseUrl && code === "53100"
      ? `The disk of ${where} is full: free some space there, then start again.`
      : `The disk holding DATA_DIR (${context.dataDir}) is full (no space left on device): free some space, or point DATA_DIR at a larger disk, then start again.`;
  }
  if (code === "EACCES" || code === "EPERM" || code === "EROFS") {
    return `Cannot write to DATA_DIR (${context.dataDir}): ${code === "EROFS" ? "the file system is read-only" : "permission denied"}. Give the server's user write access to it, or point DATA_DIR at a writable folder.`;
  }
  if ((code === "ENOTDIR" || code === "EEXIST") && isFileOrUnderFile(context.dataDir)) {
    return `DATA_DIR (${context.dataDir}) is a file, or lies under one, but must be a folder: point DATA_DIR at a folder (it is created when missing), or move the file away.`;
  }
  if (code === "28P01" || code === "28000") {
    return `PostgreSQL refused the login in DATABASE_URL (${describeDatabaseUrl(context.databaseUrl)}): check the user name and password.`;
  }
  if (code === "3D000") {
    return `The database named in DATABASE_URL does not exist (${describeDatabaseUrl(context.databaseUrl)}): create it (createdb) or correct DATABASE_URL.`;
  }
  return undefined;
}

export function describeDatabaseUrl(url: string | undefined): string {
  if (!url) return "no DATABASE_URL";
  try {
    const parsed = new URL(url);
    const user = parsed.username ? `${decodeURIComponent(parsed.username)}@` : "";
    return `${user}${parsed.hostname || "localhost"}:${parsed.port || "5432"}${parsed.pathname || "/"}`;
  } catch {
    return "a DATABASE_URL that is not a valid URL";
  }
}

function isFileOrUnderFile(target: string): boolean {
  for (let current = path.resolve(target); ; current = path.dirname(current)) {
    try {
      return !statSync(current).isDirectory();
    } catch {
      if (path.dirname(current) === current) return false;
    }
  }
}

function rootCause(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 5; depth++) {
    if (errorCode(current)) return current;
    const next = (current as { cause?: unknown } | null)?.cause;
    if (next === undefined || next === null) return current;
    current = next;
  }
  return current;
}

function errorCode(error: unknown): string | undefined {
  if (error === null || typeof error !== "object") return undefined;
  const { code, errno, name } = error as { code?: unknown; errno?: unknown; name?: unknown };
  if (typeof code === "string") return code;
  if (name === "ErrnoError" && typeof errno === "number") return EMSCRIPTEN_ERRNO[errno];
  return undefined;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : typeof error === "string" ? error : "";
}

/** The context is read lazily: when the environment itself was the problem, reading it again would throw. */
export function operatorMessage(error: unknown, context: () => StartupContext): string {
  let explained: string | undefined;
  try {
    explained = explainStartupError(error, context());
  } catch {
    explained = undefined;
  }
  return explained ?? (messageOf(error) || String(error));
}
