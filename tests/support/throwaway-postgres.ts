// A PostgreSQL 15 server of its own that a test may stop and start again (the chaos tests: the
// database going away under a running app). Same setup as scripts/with-postgres.sh: Debian's
// postgresql-15 binaries, a temporary cluster on a free port, run as the postgres user when root.
import { execFile } from "node:child_process";
import { chownSync, existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "../../scripts/lib/free-port.ts";

const run = promisify(execFile);
const PG_BIN = "/usr/lib/postgresql/15/bin";

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** Stops the server: `fast` ends every connection at once (as a restart or failover does). */
  stop(mode?: "fast" | "immediate"): Promise<void>;
  start(): Promise<void>;
  /** Stops it and deletes its files. */
  remove(): Promise<void>;
}

export function postgresAvailable(): boolean {
  return existsSync(path.join(PG_BIN, "initdb"));
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const root = process.getuid?.() === 0;
  const dir = await mkdtemp(path.join(tmpdir(), "fa-chaos-pg-"));
  if (root) chownSync(dir, ...postgresIds());
  const dataDir = path.join(dir, "data");
  const port = await freePort();
  const asPostgres = (command: string, args: string[]) =>
    root ? run("runuser", ["-u", "postgres", "--", path.join(PG_BIN, command), ...args]) : run(path.join(PG_BIN, command), args);

  await asPostgres("initdb", ["-D", dataDir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const start = async () => {
    await asPostgres("pg_ctl", ["-D", dataDir, "-l", path.join(dir, "log"), "-w", "-o", options, "start"]);
  };
  const stop = async (mode: "fast" | "immediate" = "fast") => {
    await asPostgres("pg_ctl", ["-D", dataDir, "-m", mode, "-w", "stop"]);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    async remove() {
      await stop("immediate").catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The postgres user's uid and gid (initdb refuses to run as root). */
function postgresIds(): [number, number] {
  const passwd = readFileSync("/etc/passwd", "utf8");
  const line = passwd.split("\n").find((l) => l.startsWith("postgres:"));
  if (!line) throw new Error("no postgres user: apt-get install -y postgresql-15");
  const [, , uid, gid] = line.split(":");
  return [Number(uid), Number(gid)];
}
