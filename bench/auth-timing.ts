// Does the password-reset request take longer for an e-mail that has an account? An attacker
// who can tell learns who is registered. Times POST /api/auth/request-password-reset for a
// known and an unknown e-mail, alternating, on an in-memory PGlite with the default mailer (the
// outbox folder), through the server's one entry into Better Auth.
//
//   npm run bench:auth-timing                 # 200 requests each
//   npm run bench:auth-timing -- --runs 500 --path /send-verification-email
//   npm run bench:auth-timing -- --raw        # Better Auth's handler alone, without the floor
//
// Budget: the medians within 1 ms of each other and the interquartile ranges overlapping.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { openPglite } from "#db/connection.server";
import { users } from "#db/schema/auth";
import { createAuth } from "#server/auth/config.server";
import { handleAuthRequest } from "#server/auth/auth-handler.server";
import { parseEnv } from "#server/env";
import { createLogger } from "#server/logger";

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "200" },
    path: { type: "string", default: "/request-password-reset" },
    raw: { type: "boolean", default: false },
  },
});
const runs = Number(args.runs);
const ORIGIN = "http://localhost:3999";

const dataDir = await mkdtemp(path.join(tmpdir(), "auth-timing-"));
const connection = await openPglite();
await connection.migrate();
const env = parseEnv({ PORT: "3999", DATA_DIR: dataDir, BETTER_AUTH_SECRET: "x".repeat(40), AUTH_RATE_LIMIT: "false" });
const auth = createAuth({ db: connection.db, env, logger: createLogger("silent") });
const send = (request: Request) => (args.raw ? auth.handler(request) : handleAuthRequest(auth, request));

function post(body: Record<string, unknown>): Request {
  return new Request(`${ORIGIN}/api/auth${args.path}`, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/json", "x-real-ip": "10.0.0.1" },
    body: JSON.stringify(body),
  });
}

const known = "known.person@example.com";
await send(
  new Request(`${ORIGIN}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/json" },
    body: JSON.stringify({ email: known, password: "a-long-password-1", name: "Known Person" }),
  }),
);
if (args.path !== "/send-verification-email")
  await connection.db.update(users).set({ emailVerified: true }).where(eq(users.email, known));

const body = (email: string) =>
  args.path === "/sign-up/email"
    ? { email, password: "a-long-password-1", name: "Someone" }
    : { email, redirectTo: "/auth/reset-password" };
const times: Record<"known" | "unknown", number[]> = { known: [], unknown: [] };
for (let i = 0; i < runs + 10; i++) {
  // Alternate which goes first, so neither always follows the other.
  const order: ("known" | "unknown")[] = i % 2 === 0 ? ["known", "unknown"] : ["unknown", "known"];
  for (const kind of order) {
    const email = kind === "known" ? known : `nobody.${i}@example.com`;
    const started = performance.now();
    const response = await send(post(body(email)));
    await response.arrayBuffer();
    if (i >= 10) times[kind].push(performance.now() - started);
  }
}

function quantile(sorted: number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  return sorted[low]! + (sorted[Math.min(low + 1, sorted.length - 1)]! - sorted[low]!) * (at - low);
}
const stats = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return { median: quantile(sorted, 0.5), q1: quantile(sorted, 0.25), q3: quantile(sorted, 0.75) };
};
const k = stats(times.known);
const u = stats(times.unknown);
const fmt = (n: number) => n.toFixed(2).padStart(7);
console.log(`POST ${args.path}${args.raw ? " (Better Auth alone)" : ""}, ${runs} each, ms`);
console.log(`  known e-mail    median ${fmt(k.median)}   IQR ${fmt(k.q1)} – ${fmt(k.q3)}`);
console.log(`  unknown e-mail  median ${fmt(u.median)}   IQR ${fmt(u.q1)} – ${fmt(u.q3)}`);
const gap = Math.abs(k.median - u.median);
const overlap = k.q1 <= u.q3 && u.q1 <= k.q3;
console.log(
  `  median gap ${gap.toFixed(2)} ms (budget ≤ 1.00), IQRs ${overlap ? "overlap" : "apart"} (budget: overlap) ${gap <= 1 && overlap ? "ok" : "OVER"}`,
);
await connection.close();
await rm(dataDir, { recursive: true, force: true });
