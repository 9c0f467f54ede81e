// One process owns a PGlite data folder: a second opener is refused with the holder's name, and
// a lock left by a dead holder (kill -9, a reboot, a restarted container) never blocks a start.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync, existsSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError, lockPathFor, readDataDirLock } from "#db/data-dir-lock.server";

const LOCK_MODULE = path.resolve("db/data-dir-lock.server.ts");

let root: string;
let folder: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "fa-lock-"));
  folder = path.join(root, "pglite");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Tries to take the lock in another process (Node runs the module as it is: it imports only node:*). */
function acquireInChild(target: string): { status: number | null; stderr: string } {
  const script = `import(${JSON.stringify(LOCK_MODULE)}).then((m) => { m.acquireDataDirLock(${JSON.stringify(target)}); console.log("acquired"); }).catch((e) => { console.error(e.message); process.exit(3); });`;
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
  return { status: result.status, stderr: result.stderr };
}

function writeLock(fields: Record<string, unknown>) {
  writeFileSync(
    lockPathFor(folder),
    JSON.stringify({
      hostname: hostname(),
      command: "node server/main.ts",
      since: "2026-01-02T03:04:05.000Z",
      token: "old",
      ...fields,
    }),
  );
}

/** The pid of a process that has exited (and so names nobody, until the kernel reuses it). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "console.log(process.pid)"], { encoding: "utf8" });
  return Number(child.stdout.trim());
}

describe("the PGlite data folder lock", () => {
  it("refuses a second process, naming the holder's pid, command and start time", () => {
    const lock = acquireDataDirLock(folder, { command: "node server/main.ts" });
    try {
      const second = acquireInChild(folder);
      expect(second.status).toBe(3);
      expect(second.stderr).toContain(
        `The database folder ${folder} is in use by another process: pid ${process.pid} (node server/main.ts) on this machine, since `,
      );
      expect(second.stderr).toMatch(/since \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC/);
      expect(second.stderr).toContain("stop that process first");
    } finally {
      lock.release();
    }
    expect(existsSync(lockPathFor(folder))).toBe(false);
    expect(acquireInChild(folder).status).toBe(0);
  });

  it("refuses a second open in the same process too", () => {
    const lock = acquireDataDirLock(folder);
    try {
      expect(() => acquireDataDirLock(folder)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(folder)).toThrow(/this process has it open already/);
    } finally {
      lock.release();
    }
  });

  it("takes over the lock of a holder that died (kill -9 leaves the file behind)", () => {
    writeLock({ pid: deadPid() });
    const lock = acquireDataDirLock(folder);
    expect(readDataDirLock(folder)?.pid).toBe(process.pid);
    lock.release();
  });

  it("takes over a lock whose pid now belongs to another process, or to this one (a restarted container's pid 1)", () => {
    const stranger = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeLock({ pid: stranger.pid, processStart: "1" });
      acquireDataDirLock(folder).release();
      writeLock({ pid: process.pid });
      acquireDataDirLock(folder).release();
    } finally {
      stranger.kill("SIGKILL");
    }
  });

  it("takes over a lock from before a reboot", () => {
    const stranger = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeLock({ pid: stranger.pid, bootId: "another-boot" });
      const bootId = existsSync("/proc/sys/kernel/random/boot_id");
      if (bootId) acquireDataDirLock(folder).release();
      else expect(() => acquireDataDirLock(folder)).toThrow(DataDirLockedError);
    } finally {
      stranger.kill("SIGKILL");
    }
  });

  it("respects a live holder on another machine until its heartbeat is two minutes old", () => {
    writeLock({ pid: 4242, hostname: "other-host" });
    expect(() => acquireDataDirLock(folder)).toThrow(/pid 4242 \(node server\/main\.ts\) on other-host/);
    const old = new Date(Date.now() - 3 * 60_000);
    utimesSync(lockPathFor(folder), old, old);
    acquireDataDirLock(folder).release();
  });

  it("treats an unreadable lock file as stale once it is not being written any more", () => {
    writeFileSync(lockPathFor(folder), "{ half");
    const old = new Date(Date.now() - 60_000);
    utimesSync(lockPathFor(folder), old, old);
    acquireDataDirLock(folder).release();
  });

  it("never removes a lock that is not its own", () => {
    const lock = acquireDataDirLock(folder);
    writeLock({ pid: 4242, hostname: "other-host", token: "someone-else" });
    lock.release();
    expect(JSON.parse(readFileSync(lockPathFor(folder), "utf8"))).toMatchObject({ token: "someone-else" });
  });
});
