// A PostgreSQL 15 server of the benchmark's own, kept in a data folder between runs so a
// catalogue of a million channels is seeded once: created (initdb) on first use, started for
// the run and stopped after it. Debian's postgresql-15 binaries; as root, the server runs as
// the postgres user (initdb refuses root), like scripts/with-postgres.sh.
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { freePort } from "../scripts/lib/free-port.ts";

const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

export interface BenchPostgres {
  url: string;
  stop(): void;
}

function run(binary: string, args: string[]): void {
  const command = path.join(PG_BIN, binary);
  const asRoot = process.getuid?.() === 0;
  execFileSync(asRoot ? "runuser" : command, asRoot ? ["-u", "postgres", "--", command, ...args] : args, {
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/**
 * Starts the server in `folder` (created on first use) on `port` (default: a free one). The
 * settings are PostgreSQL's defaults (shared_buffers 128 MB, work_mem 4 MB) except fsync=off,
 * which only makes seeding faster (the timed reads never wait for a disk flush), and what
 * `settings` adds (e.g. { shared_buffers: "1GB" }).
 */
export async function startBenchPostgres(
  folder: string,
  port?: number,
  settings: Record<string, string> = {},
): Promise<BenchPostgres> {
  if (!existsSync(path.join(PG_BIN, "initdb")))
    throw new Error(`PostgreSQL 15 not found in ${PG_BIN} (apt-get install -y postgresql-15, or set PG_BIN)`);
  const root = path.resolve(folder);
  const data = path.join(root, "data");
  mkdirSync(root, { recursive: true });
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString());
    chownSync(root, uid, gid);
  }
  if (!existsSync(path.join(data, "PG_VERSION")))
    run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync"]);
  const listen = port ?? (await freePort());
  const extra = Object.entries(settings).map(([name, value]) => ` -c ${name}=${value}`);
  const options = `-p ${listen} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off${extra.join("")}`;
  run("pg_ctl", ["-D", data, "-l", path.join(root, "server.log"), "-w", "-o", options, "start"]);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${listen}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
    },
  };
}
