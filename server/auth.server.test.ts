import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits, users } from "#db/schema/auth";
import { ACCOUNT_SIGN_IN_LIMIT, AUTH_RATE_LIMITS, createAuth, TOO_MANY_ATTEMPTS_MESSAGE } from "#server/auth.server";
import { parseEnv } from "#server/env";
import type { MailMessage, Mailer } from "#server/integrations/mail/mailer.server";
import { createLogger } from "#server/logger";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-db";

const ORIGIN = "http://localhost:3999";
const PASSWORD = "secret-pass-1";

function setup(db: TestDatabase["db"], vars: Record<string, string> = {}) {
  const sent: MailMessage[] = [];
  const mailer: Mailer = { kind: "outbox", send: async (message) => void sent.push(message) };
  const env = parseEnv({ PORT: "3999", DATA_DIR: "/tmp/faceless-atlas-auth-test", BETTER_AUTH_SECRET: "x".repeat(40), ...vars });
  const auth = createAuth({ db, env, logger: createLogger("silent"), mailer });
  const post = (path: string, body: unknown, ip = "10.0.0.1") =>
    auth.handler(
      new Request(`${ORIGIN}/api/auth${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: ORIGIN, "x-real-ip": ip },
        body: JSON.stringify(body),
      }),
    );
  return { auth, sent, post };
}

async function roleOf(db: TestDatabase["db"], email: string) {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.email, email));
  return row?.role;
}

describe("accounts (Better Auth on our database)", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test.close());

  // Issue 3: "Admins are bootstrapped from ADMIN_EMAILS".
  it("makes ADMIN_EMAILS admins at sign-up and everyone else a member, and mails a confirmation link", async () => {
    const { post, sent } = setup(test.db, { ADMIN_EMAILS: "Boss@Example.com", AUTH_RATE_LIMIT: "false" });
    expect((await post("/sign-up/email", { email: "boss@example.com", password: PASSWORD, name: "Boss" })).status).toBe(200);
    expect((await post("/sign-up/email", { email: "crew@example.com", password: PASSWORD, name: "Crew" })).status).toBe(200);
    expect(await roleOf(test.db, "boss@example.com")).toBe("admin");
    expect(await roleOf(test.db, "crew@example.com")).toBe("member");
    const confirm = sent.find((m) => m.to === "crew@example.com");
    expect(confirm?.subject).toMatch(/Confirm your e-mail/);
    expect(confirm?.text).toContain(`${ORIGIN}/api/auth/verify-email?token=`);
  });

  it("makes an existing account an admin at sign-in once its e-mail is listed", async () => {
    const before = setup(test.db, { AUTH_RATE_LIMIT: "false" });
    await before.post("/sign-up/email", { email: "late@example.com", password: PASSWORD, name: "Late" });
    await test.db.update(users).set({ emailVerified: true }).where(eq(users.email, "late@example.com"));
    expect(await roleOf(test.db, "late@example.com")).toBe("member");
    const after = setup(test.db, { ADMIN_EMAILS: "late@example.com", AUTH_RATE_LIMIT: "false" });
    expect((await after.post("/sign-in/email", { email: "late@example.com", password: PASSWORD })).status).toBe(200);
    expect(await roleOf(test.db, "late@example.com")).toBe("admin");
  });

  // Issue 3: "error texts that do not reveal whether an e-mail is registered".
  it("answers a sign-up for a taken e-mail like a new one, and tells the owner by mail", async () => {
    const { post, sent } = setup(test.db, { AUTH_RATE_LIMIT: "false" });
    const fresh = await post("/sign-up/email", { email: "fresh@example.com", password: PASSWORD, name: "Fresh" });
    const taken = await post("/sign-up/email", { email: "crew@example.com", password: PASSWORD, name: "Imposter" });
    expect(taken.status).toBe(fresh.status);
    expect(Object.keys((await taken.json()) as object).sort()).toEqual(Object.keys((await fresh.json()) as object).sort());
    await expect.poll(() => sent.some((m) => m.to === "crew@example.com" && /tried to sign up/.test(m.subject))).toBe(true);
  });

  it("refuses a wrong password and an unknown e-mail with the same words", async () => {
    const { post } = setup(test.db, { AUTH_RATE_LIMIT: "false" });
    await test.db.update(users).set({ emailVerified: true }).where(eq(users.email, "crew@example.com"));
    const wrong = await post("/sign-in/email", { email: "crew@example.com", password: "not-it-1" });
    const unknown = await post("/sign-in/email", { email: "nobody@example.com", password: "not-it-1" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(((await wrong.json()) as { message: string }).message).toBe(((await unknown.json()) as { message: string }).message);
  });

  // Issue 3: "rate limits on sign-in … (per IP and per account) that survive several processes (database-backed)".
  it("limits sign-in attempts per IP, in the database", async () => {
    const { post } = setup(test.db);
    const max = AUTH_RATE_LIMITS["/sign-in/email"].max;
    for (let i = 0; i < max; i++) {
      expect((await post("/sign-in/email", { email: `ip-${i}@example.com`, password: "not-it-1" }, "10.9.9.9")).status).toBe(401);
    }
    expect((await post("/sign-in/email", { email: "ip-x@example.com", password: "not-it-1" }, "10.9.9.9")).status).toBe(429);
    // Another process sees the same count: a second instance on the same database refuses too.
    const other = setup(test.db);
    expect((await other.post("/sign-in/email", { email: "ip-y@example.com", password: "not-it-1" }, "10.9.9.9")).status).toBe(429);
    expect((await other.post("/sign-in/email", { email: "ip-z@example.com", password: "not-it-1" }, "10.9.9.10")).status).toBe(401);
    const rows = await test.db.select().from(rateLimits);
    expect(rows.some((r) => r.key.includes("10.9.9.9"))).toBe(true);
  });

  it("limits sign-in attempts per account across IPs", async () => {
    const { post } = setup(test.db);
    for (let i = 0; i < ACCOUNT_SIGN_IN_LIMIT.max; i++) {
      expect((await post("/sign-in/email", { email: "target@example.com", password: "not-it-1" }, `10.1.0.${i + 1}`)).status).toBe(401);
    }
    const blocked = await post("/sign-in/email", { email: "Target@example.com", password: "not-it-1" }, "10.1.1.1");
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as { message: string }).message).toBe(TOO_MANY_ATTEMPTS_MESSAGE);
  });
});
