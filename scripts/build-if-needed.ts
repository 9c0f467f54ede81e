// `npm start` must work right after `npm install`: build the production bundle
// when it is missing or older than any source file, otherwise start at once.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const BUILD_ENTRY = "build/server/index.js";
const SOURCES = ["app", "server", "db", "domain", "public", "package.json", "vite.config.ts", "react-router.config.ts"];
const SKIP = new Set(["node_modules", ".react-router", "migrations"]);

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (SKIP.has(entry) || entry.endsWith(".test.ts") || entry.endsWith(".test.tsx")) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const builtAt = existsSync(BUILD_ENTRY) ? statSync(BUILD_ENTRY).mtimeMs : 0;
const sourcesAt = Math.max(...SOURCES.map(newestMtime));

if (builtAt < sourcesAt) {
  console.log(
    builtAt === 0 ? "No production build yet: building (about a minute)…" : "Sources changed since the last build: rebuilding…",
  );
  execFileSync("npm", ["run", "-s", "build"], { stdio: "inherit" });
}
