// An app server of its own for a spec whose set-up the shared server (shared-app.ts) lacks: a
// real SMTP test server, a local OpenID Connect provider, the sign-in limits, an empty catalogue,
// rows written while it is stopped. Same mode as the suite (E2E_DEV=1 → development, else the
// production build).
import { spawn, type ChildProcess } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { openPglite } from "#db/connection.server";
import type { Database } from "#db/database";
import { startFakeOidcServer, type FakeOidcServer } from "#tests/fakes/oidc-server";
import { startFakeSmtpServer, type FakeSmtpServer } from "#tests/fakes/smtp-server";
import { freePort } from "../../scripts/lib/free-port.ts";
import { copyPgliteTemplate } from "./data-templates";

export const ADMIN_EMAIL = "admin.e2e@example.com";
export const PASSWORD = "correct-horse-7";

export interface AuthApp {
  url: string;
  /** The server's DATA_DIR (its outbox holds the SMS codes). */
  dataDir: string;
  smtp: FakeSmtpServer;
  oidc: FakeOidcServer;
  /**
   * Stops the server, hands its PGlite database to `change` (rows the UI cannot create: a channel
   * with no videos, links to a local test server, old audit entries…), then starts it again on the
   * same port and data. Sessions survive, so signed-in pages stay signed in.
   */
  withDatabase(change: (db: Database) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

/** Resolves once `url`/api/health answers OK; fails early if the server process exits. */
export async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the app server did not become healthy within ${timeoutMs} ms`);
}

/** Starts `server/main.ts` with `env` and resolves once it answers `url`/api/health (its last stderr in the error if not). */
export async function startServerProcess(url: string, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  let stderr = "";
  const child = spawn(process.execPath, ["server/main.ts"], { env, stdio: ["ignore", "ignore", "pipe"] });
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  try {
    await waitForHealth(url, child, 150_000);
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
  return child;
}

/** SIGTERM (a graceful shutdown), then SIGKILL after 10 s. */
export async function stopServerProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) child.kill("SIGKILL");
}

export async function startAuthApp(
  name: string,
  options: {
    seedDemo?: boolean;
    /** Start from the demo catalogue gone live: niches and channel types, no channels. */
    live?: boolean;
    rateLimit?: boolean /** Extra server environment (fake YouTube URL, link-checker switches…). */;
    env?: Record<string, string>;
  } = {},
): Promise<AuthApp> {
  const smtp = await startFakeSmtpServer();
  const oidc = await startFakeOidcServer({ sub: "oidc-user-1", email: "oidc.user@example.com", name: "Oidc User" });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = `${process.env.E2E_DATA_DIR ?? "./data/e2e"}-${name}`;
  await copyPgliteTemplate(options.live ? "live" : options.seedDemo ? "demo" : "empty", dataDir);
  const env = {
    ...process.env,
    NODE_ENV: process.env.E2E_DEV === "1" ? "development" : "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    LOG_LEVEL: "warn",
    SEED_DEMO: options.seedDemo ? "true" : "false",
    ADMIN_EMAILS: ADMIN_EMAIL,
    AUTH_RATE_LIMIT: options.rateLimit ? "true" : "false",
    SMTP_URL: smtp.url,
    OIDC_ISSUER: oidc.issuer,
    OIDC_CLIENT_ID: oidc.clientId,
    OIDC_CLIENT_SECRET: oidc.clientSecret,
    OIDC_NAME: "Test OpenID",
    STATS_REFRESH_AT: "off",
    ...options.env,
  };

  let child: ChildProcess;
  try {
    child = await startServerProcess(url, env);
  } catch (error) {
    await smtp.close();
    await oidc.close();
    throw error;
  }
  return {
    url,
    dataDir,
    smtp,
    oidc,
    async withDatabase(change) {
      await stopServerProcess(child);
      const connection = await openPglite({ dataDir: path.join(dataDir, "pglite") });
      try {
        await change(connection.db);
      } finally {
        await connection.close();
      }
      child = await startServerProcess(url, env);
    },
    async stop() {
      await stopServerProcess(child);
      await smtp.close();
      await oidc.close();
    },
  };
}

/** Signs up over HTTP and follows the confirmation link from the SMTP server: a confirmed account. */
export async function createConfirmedAccount(
  app: Pick<AuthApp, "url" | "smtp">,
  email: string,
  name = "Test User",
  password = PASSWORD,
): Promise<void> {
  const before = app.smtp.messages.length;
  const response = await fetch(`${app.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.url },
    body: JSON.stringify({ email, password, name, callbackURL: "/auth?verified=1" }),
  });
  if (!response.ok) throw new Error(`sign-up of ${email} answered ${response.status}: ${await response.text()}`);
  const mail = await app.smtp.waitForMail(email, { subject: /Confirm your e-mail/, after: before });
  const link = mail.links.find((l) => l.includes("/verify-email"));
  if (!link) throw new Error("no confirmation link in the mail");
  const confirmed = await fetch(link, { redirect: "manual" });
  if (confirmed.status !== 302 || confirmed.headers.get("location")?.includes("error")) {
    throw new Error(`confirming ${email} answered ${confirmed.status} → ${confirmed.headers.get("location")}`);
  }
}

/** Signs a browser context in through the API (its cookies land in the context's jar). */
export async function signInByApi(
  request: APIRequestContext,
  app: Pick<AuthApp, "url">,
  email: string,
  password = PASSWORD,
): Promise<void> {
  const response = await request.post(`${app.url}/api/auth/sign-in/email`, {
    data: { email, password },
    headers: { origin: app.url },
  });
  if (!response.ok()) throw new Error(`sign-in of ${email} answered ${response.status()}: ${await response.text()}`);
}

/** The newest SMS code sent to `phone` (the outbox in DATA_DIR/outbox), waiting for one newer than `after`. */
export async function waitForSmsCode(app: AuthApp, phone: string, after: number, timeoutMs = 15_000): Promise<string> {
  const dir = path.join(app.dataDir, "outbox");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.includes("-sms-")).sort();
    for (const file of files.reverse()) {
      const sms = JSON.parse(await readFile(path.join(dir, file), "utf8")) as { to: string; body: string; sentAt: string };
      if (sms.to === phone && Date.parse(sms.sentAt) > after) {
        const code = /\b(\d{4,8})\b/.exec(sms.body)?.[1];
        if (code) return code;
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no SMS to ${phone} within ${timeoutMs} ms`);
}

/**
 * Waits until React has hydrated (the forms then validate in the browser) and the page's own
 * requests have settled. `goto` and `reload` already wait for hydration (tests/e2e/test.ts);
 * this is for a full load that a click or a redirect started.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
}
