// The production build's Hono app in this process (no HTTP, no port): a fresh PGlite data folder
// with the demo catalogue, and a visitor, a member and an admin to send requests as. The
// accounts are made the way people make them: sign-up, the confirmation link from the outbox
// (no SMTP configured), sign-in.
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

export const ORIGIN = "http://127.0.0.1:4239";
const PASSWORD = "correct-horse-7";
// Several admin addresses, so a run can make a new admin if fuzzing banned or removed one.
const ADMIN_EMAILS = Array.from({ length: 5 }, (_, i) => `fuzz.admin.${i + 1}@example.com`);

export type Role = "visitor" | "member" | "admin";
type BuiltApp = {
  app: { fetch: (request: Request) => Response | Promise<Response> };
  startup: () => Promise<void>;
  shutdown: () => Promise<void>;
};

export interface FuzzApp {
  /** Sends a request as `role` (its session cookie added); answers the app's response. */
  send(role: Role, request: Request): Promise<Response>;
  /** Signs the role in again (with a new account if need be) when its session was lost. */
  ensureSession(role: Exclude<Role, "visitor">): Promise<void>;
  stop(): Promise<void>;
}

export async function startFuzzApp(): Promise<FuzzApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "fa-fuzz-"));
  Object.assign(process.env, {
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.FUZZ_DATABASE_URL ?? "",
    PUBLIC_URL: ORIGIN,
    SEED_DEMO: "true",
    LOG_LEVEL: process.env.FUZZ_LOG_LEVEL ?? "silent",
    ADMIN_EMAILS: ADMIN_EMAILS.join(","),
    AUTH_RATE_LIMIT: "false",
    // The fuzzer explores the handlers; the API's limit would answer 429 before them.
    API_RATE_LIMIT: "false",
    STATS_REFRESH_AT: "off",
    BETTER_AUTH_SECRET: "fuzz-secret-fuzz-secret-fuzz-secret-0123",
  });
  for (const name of [
    "SMTP_URL",
    "SMTP_HOST",
    "YOUTUBE_API_KEY",
    "GOOGLE_CLIENT_ID",
    "GITHUB_CLIENT_ID",
    "OIDC_ISSUER",
    "SMS_WEBHOOK_URL",
  ])
    delete process.env[name];
  const built = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as BuiltApp;
  await built.startup();

  const cookies = new Map<Role, string>([["visitor", ""]]);
  let memberCount = 0;
  let adminCount = 0;

  async function call(request: Request, cookie = ""): Promise<Response> {
    const headers = new Headers(request.headers);
    headers.set("x-real-ip", "198.51.100.7");
    if (cookie) headers.set("cookie", [cookie, headers.get("cookie")].filter(Boolean).join("; "));
    return built.app.fetch(new Request(request, { headers }));
  }

  async function json(pathName: string, body: unknown, cookie = ""): Promise<Response> {
    return call(
      new Request(`${ORIGIN}${pathName}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: ORIGIN },
        body: JSON.stringify(body),
      }),
      cookie,
    );
  }

  async function confirmationLink(email: string, after: number): Promise<string> {
    const dir = path.join(dataDir, "outbox");
    for (let i = 0; i < 100; i++) {
      for (const file of (await readdir(dir).catch(() => [] as string[])).sort().reverse()) {
        if (!file.endsWith(".json")) continue;
        const mail = JSON.parse(await readFile(path.join(dir, file), "utf8")) as {
          to?: string;
          sentAt?: string;
          links?: string[];
        };
        const link =
          mail.to === email && Date.parse(mail.sentAt ?? "") >= after - 1000
            ? mail.links?.find((l) => l.includes("/verify-email"))
            : undefined;
        if (link) return link;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no confirmation mail for ${email}`);
  }

  async function signIn(email: string): Promise<string | null> {
    const response = await json("/api/auth/sign-in/email", { email, password: PASSWORD });
    if (!response.ok) return null;
    return response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  }

  async function createAccount(role: Exclude<Role, "visitor">): Promise<string> {
    const email =
      role === "admin" ? ADMIN_EMAILS[adminCount++ % ADMIN_EMAILS.length]! : `fuzz.member.${++memberCount}@example.com`;
    const started = Date.now();
    const signUp = await json("/api/auth/sign-up/email", {
      email,
      password: PASSWORD,
      name: role === "admin" ? "Fuzz Admin" : "Fuzz Member",
      callbackURL: "/",
    });
    if (!signUp.ok) throw new Error(`sign-up of ${email} answered ${signUp.status}: ${await signUp.text()}`);
    const link = new URL(await confirmationLink(email, started));
    await call(new Request(`${ORIGIN}${link.pathname}${link.search}`));
    const cookie = await signIn(email);
    if (!cookie) throw new Error(`sign-in of ${email} failed after confirming it`);
    return cookie;
  }

  async function hasSession(cookie: string): Promise<boolean> {
    const response = await call(new Request(`${ORIGIN}/api/auth/get-session`), cookie);
    return response.ok && (await response.text()) !== "null";
  }

  cookies.set("member", await createAccount("member"));
  cookies.set("admin", await createAccount("admin"));

  return {
    send: (role, request) => call(request, cookies.get(role) ?? ""),
    async ensureSession(role) {
      const cookie = cookies.get(role) ?? "";
      if (cookie && (await hasSession(cookie))) return;
      cookies.set(role, await createAccount(role));
    },
    async stop() {
      await built.shutdown();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
