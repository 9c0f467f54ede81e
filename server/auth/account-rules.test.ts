import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#db/schema/auth";
import { FULL_NAME_MAX_LENGTH } from "#domain/constants";
import { VALIDATION_MESSAGES } from "#domain/validation";
import { REQUEST_BODY_MESSAGES } from "#server/auth/account-rules";
import { cookiesFrom, createConfirmedAccount, createTestAuth, TEST_PASSWORD, type TestAuth } from "#tests/setup/test-auth";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-db";

let t: TestDatabase;
let api: TestAuth;
beforeAll(async () => {
  t = await createTestDatabase();
  api = createTestAuth(t.db);
});
afterAll(() => t.close());

async function signedIn(email: string, ip = "10.0.0.1"): Promise<string> {
  const account = await createConfirmedAccount(t.db, email, {
    name: "Ada Lovelace",
    username: email.split("@")[0]?.replace(/[^a-z0-9]/g, "_"),
  });
  const response = await api.post("/sign-in/email", { email, password: account.password }, { ip });
  expect(response.status).toBe(200);
  return cookiesFrom(response);
}

async function failure(response: Response) {
  return { status: response.status, ...((await response.json()) as { message: string; code?: string }) };
}

const POST_ENDPOINTS = [
  "/sign-up/email",
  "/sign-in/email",
  "/sign-in/username",
  "/update-user",
  "/change-password",
  "/request-password-reset",
  "/reset-password",
  "/send-verification-email",
  "/two-factor/enable",
  "/two-factor/verify-totp",
  "/phone-number/send-otp",
  "/sign-out",
];

describe("request bodies", () => {
  it("answers 400 to a JSON body that is not an object, on every POST, signed in or not", async () => {
    const cookie = await signedIn("bodies@example.com");
    for (const path of POST_ENDPOINTS) {
      for (const raw of ["null", "[]", '"text"', "42", "true"]) {
        for (const options of [{ raw }, { raw, cookie }]) {
          const response = await api.post(path, undefined, options);
          expect({ path, raw, status: response.status }).toEqual({ path, raw, status: 400 });
          expect((await response.json()) as object).toMatchObject({ message: REQUEST_BODY_MESSAGES.notObject });
        }
      }
    }
  });

  it("answers 400 to a body that is not JSON at all", async () => {
    const response = await api.post("/update-user", undefined, {
      raw: "{name:",
      cookie: await signedIn("broken-json@example.com"),
    });
    expect(await failure(response)).toMatchObject({ status: 400, message: REQUEST_BODY_MESSAGES.notJson });
  });
});

describe("update-user and sign-up hold the profile rules (spec §5)", () => {
  it("refuses a name shorter than 2 characters or longer than the maximum, with the form's words", async () => {
    const cookie = await signedIn("names@example.com");
    for (const name of ["", " ", "A", " B "]) {
      expect(await failure(await api.post("/update-user", { name }, { cookie }))).toMatchObject({
        status: 400,
        message: VALIDATION_MESSAGES.fullNameTooShort,
      });
    }
    for (const name of ["x".repeat(FULL_NAME_MAX_LENGTH + 1), "y".repeat(10 * 1024 * 1024)]) {
      expect(await failure(await api.post("/update-user", { name }, { cookie }))).toMatchObject({
        status: 400,
        message: VALIDATION_MESSAGES.fullNameTooLong,
      });
    }
    expect(await failure(await api.post("/update-user", { name: 42 }, { cookie }))).toMatchObject({
      status: 400,
      message: VALIDATION_MESSAGES.fullNameTooShort,
    });
    const [row] = await t.db
      .select({ name: users.name, displayName: users.displayName })
      .from(users)
      .where(eq(users.email, "names@example.com"));
    expect(row).toEqual({ name: "Ada Lovelace", displayName: "Ada Lovelace" });
  });

  it("saves a good name trimmed, as the name shown", async () => {
    const cookie = await signedIn("good-name@example.com");
    expect((await api.post("/update-user", { name: "  Grace Hopper  " }, { cookie })).status).toBe(200);
    const session = (await (await api.get("/get-session", { cookie })).json()) as { user: { name: string; displayName: string } };
    expect(session.user).toMatchObject({ name: "Grace Hopper", displayName: "Grace Hopper" });
  });

  it("holds usernames to the profile form's rules, and keeps the typed form as the display username", async () => {
    const cookie = await signedIn("handles@example.com");
    const cases: Array<[unknown, string]> = [
      ["ab", VALIDATION_MESSAGES.usernameTooShort],
      ["a".repeat(31), VALIDATION_MESSAGES.usernameTooLong],
      ["bad name!", VALIDATION_MESSAGES.usernameCharacters],
      [7, VALIDATION_MESSAGES.usernameTooShort],
    ];
    for (const [username, expected] of cases) {
      expect(await failure(await api.post("/update-user", { username }, { cookie }))).toMatchObject({
        status: 400,
        message: expected,
      });
      expect(await failure(await api.post("/update-user", { displayUsername: username }, { cookie }))).toMatchObject({
        status: 400,
        message: expected,
      });
    }
    // A display username that is another name than the username would show one user as another.
    expect(
      await failure(await api.post("/update-user", { username: "grace_h", displayUsername: "someone-else" }, { cookie })),
    ).toMatchObject({
      status: 400,
      message: REQUEST_BODY_MESSAGES.usernamesDiffer,
    });
    expect((await api.post("/update-user", { displayUsername: "Grace.H" }, { cookie })).status).toBe(200);
    const [row] = await t.db
      .select({ username: users.username, displayUsername: users.displayUsername })
      .from(users)
      .where(eq(users.email, "handles@example.com"));
    expect(row).toEqual({ username: "grace.h", displayUsername: "Grace.H" });
  });

  it("refuses a sign-up whose name breaks the rules", async () => {
    expect(
      await failure(await api.post("/sign-up/email", { email: "short-name@example.com", password: TEST_PASSWORD, name: "Z" })),
    ).toMatchObject({
      status: 400,
      message: VALIDATION_MESSAGES.fullNameTooShort,
    });
    expect((await t.db.select().from(users).where(eq(users.email, "short-name@example.com"))).length).toBe(0);
  });
});

describe("change-password", () => {
  it("signs out every other session, always, and keeps the one that changed it", async () => {
    const account = await createConfirmedAccount(t.db, "changer@example.com");
    const signIn = async (ip: string) =>
      cookiesFrom(await api.post("/sign-in/email", { email: account.email, password: account.password }, { ip }));
    const laptop = await signIn("203.0.113.1");
    const phone = await signIn("203.0.113.2");
    const changed = await api.post(
      "/change-password",
      { currentPassword: account.password, newPassword: "another-pass-9", revokeOtherSessions: false },
      { cookie: laptop, ip: "203.0.113.1" },
    );
    expect(changed.status).toBe(200);
    const sessionOf = async (cookie: string) =>
      (await (await api.get("/get-session", { cookie })).json()) as { user?: { email: string } } | null;
    expect(await sessionOf(phone)).toBeNull();
    expect((await sessionOf(cookiesFrom(changed, laptop)))?.user?.email).toBe(account.email);
  });
});
