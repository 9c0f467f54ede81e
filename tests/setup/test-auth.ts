// The Better Auth handler in-process on a test database, driven as a browser would over HTTP:
// JSON posts with an Origin, the client address in x-real-ip (as server/main.ts sets it), and
// cookies carried from one answer to the next. Mail and SMS are captured, not sent.
import { eq } from "drizzle-orm";
import { users } from "#db/schema/auth";
import type { Database } from "#db/database";
import { createAuth, type Auth } from "#server/auth/config.server";
import { parseEnv } from "#server/env";
import type { MailMessage, Mailer } from "#server/integrations/mail/mailer.server";
import type { SmsMessage, SmsSender } from "#server/integrations/sms/sms-sender.server";
import { createLogger } from "#server/logger";

export const TEST_ORIGIN = "http://localhost:3999";
export const TEST_PASSWORD = "secret-pass-1";

interface RequestOptions {
  ip?: string;
  cookie?: string;
  /** Sent as the body instead of JSON.stringify(body). */
  raw?: string;
}

export interface TestAuth {
  auth: Auth;
  mails: MailMessage[];
  texts: SmsMessage[];
  post(path: string, body?: unknown, options?: RequestOptions): Promise<Response>;
  get(path: string, options?: RequestOptions): Promise<Response>;
}

export function createTestAuth(db: Database, vars: Record<string, string> = {}): TestAuth {
  const mails: MailMessage[] = [];
  const texts: SmsMessage[] = [];
  const mailer: Mailer = { kind: "outbox", send: async (message) => void mails.push(message) };
  const sms: SmsSender = { kind: "outbox", send: async (message) => void texts.push(message) };
  const env = parseEnv({ PORT: "3999", DATA_DIR: "/tmp/faceless-atlas-auth-test", BETTER_AUTH_SECRET: "x".repeat(40), ...vars });
  const auth = createAuth({ db, env, logger: createLogger("silent"), mailer, sms });
  const headers = (options: RequestOptions) => {
    const list = new Headers({ origin: TEST_ORIGIN, "x-real-ip": options.ip ?? "10.0.0.1" });
    if (options.cookie) list.set("cookie", options.cookie);
    return list;
  };
  return {
    auth,
    mails,
    texts,
    post(path, body, options = {}) {
      const list = headers(options);
      list.set("content-type", "application/json");
      return auth.handler(
        new Request(`${TEST_ORIGIN}/api/auth${path}`, {
          method: "POST",
          headers: list,
          body: options.raw ?? JSON.stringify(body ?? {}),
        }),
      );
    },
    get(path, options = {}) {
      return auth.handler(new Request(`${TEST_ORIGIN}/api/auth${path}`, { headers: headers(options) }));
    },
  };
}

/** The Cookie header a browser would send after `response` (name=value of each Set-Cookie, merged into `previous`). */
export function cookiesFrom(response: Response, previous = ""): string {
  const jar = new Map(previous ? previous.split("; ").map((pair) => [pair.slice(0, pair.indexOf("=")), pair] as const) : []);
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(";")[0] ?? "";
    const name = pair.slice(0, pair.indexOf("="));
    if (/max-age=0/i.test(line) || pair.endsWith("=")) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

export interface TestAccount {
  id: string;
  email: string;
  password: string;
}

/**
 * A confirmed account made through sign-up on a limiter-free instance (so it spends no limit of
 * the instance under test), with an optional username and verified phone number.
 */
export async function createConfirmedAccount(
  db: Database,
  email: string,
  extra: { name?: string; username?: string; phoneNumber?: string; password?: string } = {},
): Promise<TestAccount> {
  const password = extra.password ?? TEST_PASSWORD;
  const setup = createTestAuth(db, { AUTH_RATE_LIMIT: "false" });
  const response = await setup.post("/sign-up/email", { email, password, name: extra.name ?? "Test Person" });
  if (response.status !== 200) throw new Error(`sign-up of ${email} answered ${response.status}: ${await response.text()}`);
  const [row] = await db
    .update(users)
    .set({
      emailVerified: true,
      ...(extra.username ? { username: extra.username.toLowerCase(), displayUsername: extra.username } : {}),
      ...(extra.phoneNumber ? { phoneNumber: extra.phoneNumber, phoneNumberVerified: true } : {}),
    })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  if (!row) throw new Error(`no account for ${email}`);
  return { id: row.id, email, password };
}
