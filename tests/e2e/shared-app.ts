// The server most specs share: one per Playwright worker (tests/e2e/test.ts starts it), on a copy
// of the demo catalogue, configured as a fresh instance is (no SMTP, no SMS, no OAuth: mail lands
// in DATA_DIR/outbox), with an admin e-mail in ADMIN_EMAILS and the sign-in limits off so that
// many accounts can be made from one address. A spec that needs a different set-up (real SMTP,
// OAuth, the limits on, an empty catalogue, rows written under a stopped server, PostgreSQL)
// starts its own (auth-app-server.ts, postgres-app.ts, chaos-app.ts).
import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { freePort } from "../../scripts/lib/free-port.ts";
import { ADMIN_EMAIL, PASSWORD, startServerProcess, stopServerProcess } from "./auth-app-server";
import { copyPgliteTemplate } from "./data-templates";

export interface SharedApp {
  url: string;
  /** The server's DATA_DIR (its outbox holds the mails). */
  dataDir: string;
  /** A confirmed account (sign-up over the API, the confirmation link followed from the outbox); the admin's is made once. */
  createAccount(role: "member" | "admin", options?: { email?: string; name?: string }): Promise<Account>;
  stop(): Promise<void>;
}

export interface Account {
  email: string;
  password: string;
}

export async function startSharedApp(name: string): Promise<SharedApp> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = `${process.env.E2E_DATA_DIR ?? "./data/e2e"}-${name}`;
  await copyPgliteTemplate("demo", dataDir);
  const child: ChildProcess = await startServerProcess(url, {
    ...process.env,
    NODE_ENV: process.env.E2E_DEV === "1" ? "development" : "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    LOG_LEVEL: "warn",
    ADMIN_EMAILS: ADMIN_EMAIL,
    AUTH_RATE_LIMIT: "false",
    STATS_REFRESH_AT: "off",
    DISCOVERY_AT: "off",
    DIGEST_AT: "off",
    // Set in the runner's own environment by a developer's .env, they would change the instance.
    SMTP_URL: "",
    SMTP_HOST: "",
    SMS_WEBHOOK_URL: "",
  });
  const accounts = new Map<string, Promise<Account>>();
  return {
    url,
    dataDir,
    createAccount(role, options = {}) {
      const email = role === "admin" ? ADMIN_EMAIL : (options.email ?? `member.${randomUUID()}@example.com`);
      let account = accounts.get(email);
      if (!account) {
        account = confirmedAccount(url, dataDir, email, options.name ?? (role === "admin" ? "Ada Admin" : "Test Member"));
        accounts.set(email, account);
      }
      return account;
    },
    stop: () => stopServerProcess(child),
  };
}

/** Signs up over the JSON API and opens the confirmation link the outbox holds. */
async function confirmedAccount(url: string, dataDir: string, email: string, name: string): Promise<Account> {
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email, password: PASSWORD, name, callbackURL: "/auth?verified=1" }),
  });
  if (!response.ok) throw new Error(`sign-up of ${email} answered ${response.status}: ${await response.text()}`);
  const link = await confirmationLink(dataDir, email);
  const confirmed = await fetch(link, { redirect: "manual" });
  if (confirmed.status !== 302 || confirmed.headers.get("location")?.includes("error")) {
    throw new Error(`confirming ${email} answered ${confirmed.status} → ${confirmed.headers.get("location")}`);
  }
  return { email, password: PASSWORD };
}

async function confirmationLink(dataDir: string, email: string, timeoutMs = 15_000): Promise<string> {
  const outbox = path.join(dataDir, "outbox");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of await readdir(outbox).catch(() => [] as string[])) {
      if (!file.includes("-mail-") || !file.endsWith(".json")) continue;
      const mail = JSON.parse(await readFile(path.join(outbox, file), "utf8")) as { to?: string; links?: string[] };
      const link = mail.to === email ? mail.links?.find((l) => l.includes("/verify-email")) : undefined;
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no confirmation mail to ${email} in ${outbox} within ${timeoutMs} ms`);
}
