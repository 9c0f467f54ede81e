// One process owns a PGlite data folder. PGlite is PostgreSQL compiled to WASM with no
// postmaster to guard its files: a second process opening the same folder (a CLI job beside the
// server) writes its own view of the files and one of them silently loses the other's writes.
// So every opener takes `<folder>.lock` first (created with O_EXCL: exactly one wins) and a second
// opener is refused with a message naming the holder.
//
// A lock must not outlive its holder (kill -9, power loss, a restarted container):
// - same machine (hostname and boot id): stale when the holder's pid is gone, or is a different
//   process now (its start time differs: pids are reused, and in a container the server is
//   often pid 1 again after a restart);
// - another machine (a shared folder) or no way to ask: the holder touches the file every
//   HEARTBEAT_MS, and a file untouched for STALE_AFTER_MS is stale.
// Breaking a stale lock is serialised by a second O_EXCL file, so two starters cannot both
// remove it and each believe they hold the folder.
import { randomUUID } from "node:crypto";
import {
  closeSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

const HEARTBEAT_MS = 15_000;
/** A holder on another machine whose file is older than this is taken for dead. */
const STALE_AFTER_MS = 120_000;
/** The breaker file of a starter that died while breaking a stale lock. */
const BREAKER_STALE_MS = 10_000;
/** An unreadable lock younger than this may still be being written. */
const UNREADABLE_GRACE_MS = 2_000;

export interface LockHolder {
  pid: number;
  hostname: string;
  /** The command line, as an operator would recognise it ("node server/main.ts"). */
  command: string;
  /** ISO time the lock was taken. */
  since: string;
  /** Linux boot id: a lock from before a reboot is stale. */
  bootId?: string;
  /** Linux process start time (clock ticks since boot): tells a reused pid from the holder. */
  processStart?: string;
  /** Distinguishes this holder's file from any later one. */
  token: string;
}

export class DataDirLockedError extends Error {
  readonly holder: LockHolder | undefined;
  readonly lockPath: string;
  constructor(folder: string, lockPath: string, holder: LockHolder | undefined) {
    super(lockedMessage(folder, lockPath, holder));
    this.name = "DataDirLockedError";
    this.holder = holder;
    this.lockPath = lockPath;
  }
}

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock (only if it is still ours). Safe to call twice. */
  release(): void;
}

// Folders this process holds, so that a second open in the same process is refused too (Vite's
// dev server re-evaluates modules; a second PGlite on the folder would corrupt it).
const HELD_KEY = Symbol.for("faceless-atlas.data-dir-locks");
const held: Set<string> = ((globalThis as { [HELD_KEY]?: Set<string> })[HELD_KEY] ??= new Set());

/** `<folder>.lock`: beside the folder, so PGlite's own files stay untouched. */
export function lockPathFor(folder: string): string {
  return `${path.resolve(folder)}.lock`;
}

/** Takes the folder's lock or throws DataDirLockedError naming the live holder. */
export function acquireDataDirLock(folder: string, options: { command?: string } = {}): DataDirLock {
  const lockPath = lockPathFor(folder);
  if (held.has(lockPath)) throw new DataDirLockedError(folder, lockPath, readHolder(lockPath));
  const me: LockHolder = {
    pid: process.pid,
    hostname: hostname(),
    command: options.command ?? describeCommand(),
    since: new Date().toISOString(),
    ...linuxIdentity(process.pid),
    token: randomUUID(),
  };

  for (let attempt = 0; ; attempt++) {
    if (tryCreate(lockPath, me)) break;
    const holder = readHolder(lockPath);
    if (holder && !isStale(lockPath, holder)) throw new DataDirLockedError(folder, lockPath, holder);
    if (!holder && ageMs(lockPath) < UNREADABLE_GRACE_MS && attempt < 20) {
      sleepSync(100); // being written right now (file systems without hard links)
      continue;
    }
    // Stale, or unreadable (files are linked into place whole, so that is damage). A few rounds
    // cover a racing starter; beyond that something keeps recreating it, so say who.
    if (attempt >= 20) throw new DataDirLockedError(folder, lockPath, holder);
    breakStaleLock(lockPath, holder);
  }

  held.add(lockPath);
  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(lockPath, now, now);
    } catch {
      // The folder went away; the next open will say so.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    held.delete(lockPath);
    process.off("exit", release);
    if (readHolder(lockPath)?.token === me.token) unlinkQuietly(lockPath);
  };
  // A process that exits without closing the database (process.exit in a CLI) leaves no lock.
  process.on("exit", release);
  return { path: lockPath, release };
}

/** The current holder of a folder's lock, if any (for messages and tests). */
export function readDataDirLock(folder: string): LockHolder | undefined {
  return readHolder(lockPathFor(folder));
}

/** Writes the whole file aside, then links it into place: EEXIST if taken, never half-written. */
function tryCreate(lockPath: string, holder: LockHolder): boolean {
  const content = `${JSON.stringify(holder, null, 2)}\n`;
  const draft = `${lockPath}.${holder.token}`;
  writeFileSync(draft, content, { mode: 0o644 });
  try {
    linkSync(draft, lockPath);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return false;
    // File systems without hard links (some network and container mounts): O_EXCL create.
    if (code === "EPERM" || code === "ENOTSUP" || code === "ENOSYS") return tryCreateExclusive(lockPath, content);
    throw error;
  } finally {
    unlinkQuietly(draft);
  }
}

function tryCreateExclusive(lockPath: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(lockPath, "wx", 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

function readHolder(lockPath: string): LockHolder | undefined {
  try {
    const parsed = JSON.parse(readFileSync(lockPath, "utf8")) as Partial<LockHolder>;
    if (typeof parsed.pid !== "number" || typeof parsed.hostname !== "string" || typeof parsed.token !== "string")
      return undefined;
    return {
      pid: parsed.pid,
      hostname: parsed.hostname,
      command: typeof parsed.command === "string" ? parsed.command : "unknown command",
      since: typeof parsed.since === "string" ? parsed.since : "unknown time",
      ...(typeof parsed.bootId === "string" ? { bootId: parsed.bootId } : {}),
      ...(typeof parsed.processStart === "string" ? { processStart: parsed.processStart } : {}),
      token: parsed.token,
    };
  } catch {
    return undefined;
  }
}

function isStale(lockPath: string, holder: LockHolder): boolean {
  if (holder.hostname !== hostname()) return ageMs(lockPath) > STALE_AFTER_MS;
  const mine = linuxIdentity(process.pid);
  if (holder.bootId && mine.bootId && holder.bootId !== mine.bootId) return true; // rebooted since
  // Our own pid but not in `held`: a previous life of this pid (pid 1 in a restarted container).
  if (holder.pid === process.pid) return true;
  if (!isAlive(holder.pid)) return true;
  const start = linuxIdentity(holder.pid).processStart;
  return holder.processStart !== undefined && start !== undefined && start !== holder.processStart;
}

/** Removes a stale lock, under a breaker file so only one starter does it at a time. */
function breakStaleLock(lockPath: string, stale: LockHolder | undefined): void {
  const breaker = `${lockPath}.breaking`;
  let fd: number;
  try {
    fd = openSync(breaker, "wx");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    // Another starter is breaking it; or one died doing so long ago.
    if (ageMs(breaker) > BREAKER_STALE_MS) unlinkQuietly(breaker);
    sleepSync(50);
    return;
  }
  closeSync(fd);
  try {
    // Still the same stale file? (Someone may have broken it and taken the lock meanwhile.)
    const current = readHolder(lockPath);
    if (current?.token === stale?.token) {
      // Renamed aside, then removed: the path is free only once the stale content is gone.
      const aside = `${lockPath}.stale-${process.pid}`;
      try {
        renameSync(lockPath, aside);
        unlinkQuietly(aside);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    }
  } finally {
    unlinkQuietly(breaker);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is just not ours to signal.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function linuxIdentity(pid: number): { bootId?: string; processStart?: string } {
  const identity: { bootId?: string; processStart?: string } = {};
  try {
    identity.bootId = readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
  } catch {
    // not Linux
  }
  try {
    // Field 22 of /proc/<pid>/stat; the command name (field 2) may hold spaces, so count from ")".
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const start = fields[19];
    if (start) identity.processStart = start;
  } catch {
    // not Linux, or the process is gone
  }
  return identity;
}

function ageMs(file: string): number {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

function unlinkQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** "node server/main.ts", "tsx scripts/stats-refresh.ts": the script, not the full paths. */
function describeCommand(): string {
  const [executable = "node", ...args] = process.argv;
  const shown = args.map((arg) => (path.isAbsolute(arg) ? path.relative(process.cwd(), arg) || arg : arg));
  return [path.basename(executable), ...shown].join(" ");
}

function lockedMessage(folder: string, lockPath: string, holder: LockHolder | undefined): string {
  const head = `The database folder ${folder} is in use by another process`;
  const tail =
    "An embedded (PGlite) database folder can be opened by one process at a time: stop that process first " +
    "(the server also runs the daily stats refresh, and the admin pages run the link checker), " +
    "or use PostgreSQL (DATABASE_URL) to run jobs beside the server.";
  if (!holder) return `${head} (its lock file ${lockPath} is being written). ${tail}`;
  const where = holder.hostname === hostname() ? "on this machine" : `on ${holder.hostname}`;
  const since = Number.isNaN(Date.parse(holder.since))
    ? holder.since
    : new Date(holder.since)
        .toISOString()
        .replace("T", " ")
        .replace(/\.\d+Z$/, " UTC");
  const sameProcess = holder.pid === process.pid ? " (this process has it open already)" : "";
  const remote =
    holder.hostname === hostname()
      ? ""
      : ` If that machine no longer runs it, the lock counts as stale ${STALE_AFTER_MS / 60_000} minutes after its last heartbeat (${lockPath}).`;
  return `${head}: pid ${holder.pid} (${holder.command}) ${where}, since ${since}${sameProcess}. ${tail}${remote}`;
}
