import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#db/schema/auth";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-db";
import { createTestAuth, TEST_ORIGIN as ORIGIN, TEST_PASSWORD as PASSWORD } from "#tests/setup/test-auth";

function setup(db: TestDatabase["db"], vars: Record<string, string> = {}) {
  const { auth, mails: sent, post } = createTestAuth(db, vars);
  return { auth, sent, post };
}

/** The JSON's keys and the kind of each value, nested. */
function shapeOf(value: unknown): unknown {
  if (value === null) return "null";
  if (Array.isArray(value)) return value.map(shapeOf);
  if (typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .map(([key, inner]) => [key, shapeOf(inner)])
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    );
  return typeof value;
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

  // Accounts: "Admins are bootstrapped from ADMIN_EMAILS".
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

  // Accounts: "error texts that do not reveal whether an e-mail is registered".
  it("answers a sign-up for a taken e-mail like a new one, and tells the owner by mail", async () => {
    const { post, sent } = setup(test.db, { AUTH_RATE_LIMIT: "false" });
    const fresh = await post("/sign-up/email", { email: "fresh@example.com", password: PASSWORD, name: "Fresh" });
    const taken = await post("/sign-up/email", { email: "crew@example.com", password: PASSWORD, name: "Imposter" });
    expect(taken.status).toBe(fresh.status);
    // The same fields with the same kinds of values, down to the user's (a `role` of null or
    // "member" told a taken e-mail from a new one).
    const freshShape = shapeOf(await fresh.json());
    expect(shapeOf(await taken.json())).toEqual(freshShape);
    expect(freshShape).toEqual({
      token: "null",
      user: {
        id: "string",
        email: "string",
        name: "string",
        image: "null",
        emailVerified: "boolean",
        createdAt: "string",
        updatedAt: "string",
      },
    });
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
});
