// The ways into someone else's account that an attacker tried from outside, each closed: a
// texted code alone, a code used twice, a link used twice, and Better Auth's redirects.
import { eq } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "#db/schema/auth";
import { rateLimitCounters } from "#db/schema/rate-limits";
import { PHONE_NEEDS_SESSION_MESSAGE } from "#server/auth/account-rules";
import { LINK_ALREADY_USED, USED_CODE_MESSAGES } from "#server/auth/single-use-codes";
import { cookiesFrom, createConfirmedAccount, createTestAuth, TEST_ORIGIN, type TestAuth } from "#tests/setup/test-auth";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-db";

let t: TestDatabase;
let api: TestAuth;
beforeAll(async () => {
  t = await createTestDatabase();
  // The limits are off here so each test sees one rule at a time; single use holds without them.
  api = createTestAuth(t.db, { AUTH_RATE_LIMIT: "false" });
});
afterAll(() => t.close());
afterEach(async () => {
  await t.db.delete(rateLimitCounters);
});

async function json(response: Response): Promise<Record<string, unknown>> {
  return (await response.clone().json()) as Record<string, unknown>;
}

function hasSessionCookie(response: Response): boolean {
  return response.headers.getSetCookie().some((line) => /session_token=[^;]+/.test(line) && !/max-age=0/i.test(line));
}

async function signIn(email: string, password: string): Promise<string> {
  const response = await api.post("/sign-in/email", { email, password });
  expect(response.status).toBe(200);
  return cookiesFrom(response);
}

async function enrolTotp(email: string) {
  const account = await createConfirmedAccount(t.db, email);
  const cookie = await signIn(email, account.password);
  const enabled = await api.post("/two-factor/enable", { password: account.password }, { cookie });
  const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
  const totp = OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP;
  // The enrolment takes the previous step's code, so the tests below have the current one.
  expect(
    (
      await api.post(
        "/two-factor/verify-totp",
        { code: totp.generate({ timestamp: Date.now() - 30_000 }) },
        { cookie: cookiesFrom(enabled, cookie) },
      )
    ).status,
  ).toBe(200);
  return { account, totp, backupCodes };
}

/** The password step of a sign-in that still owes a code: the challenge cookie. */
async function challenge(email: string, password: string): Promise<string> {
  const response = await api.post("/sign-in/email", { email, password });
  expect(await json(response)).toMatchObject({ twoFactorRedirect: true });
  return cookiesFrom(response);
}

describe("a phone number is a second factor, never a way in", () => {
  it("refuses to text a code or check one without a session, and signs nobody in", async () => {
    const victim = await createConfirmedAccount(t.db, "sim-swap@example.com", { phoneNumber: "+15550009001" });
    const sent = api.texts.length;
    const send = await api.post("/phone-number/send-otp", { phoneNumber: "+15550009001" });
    expect(send.status).toBe(401);
    expect((await json(send)).message).toBe(PHONE_NEEDS_SESSION_MESSAGE);
    expect(api.texts.length).toBe(sent);

    // A code the owner asked for from their profile (adding a second number), read off their
    // phone by someone else.
    const ownerCookie = await signIn(victim.email, victim.password);
    expect((await api.post("/phone-number/send-otp", { phoneNumber: "+15550009011" }, { cookie: ownerCookie })).status).toBe(200);
    const code = /(\d{6})/.exec(api.texts.at(-1)?.body ?? "")?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const sessionsBefore = await t.db.select().from(sessions).where(eq(sessions.userId, victim.id));
    const stolen = await api.post("/phone-number/verify", { phoneNumber: "+15550009011", code }, { ip: "198.51.100.66" });
    expect(stolen.status).toBe(401);
    expect(hasSessionCookie(stolen)).toBe(false);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, victim.id))).toHaveLength(sessionsBefore.length);
    // Refused before the code was looked at: the owner's own verification still works with it.
    const own = await api.post("/phone-number/verify", { phoneNumber: "+15550009011", code }, { cookie: ownerCookie });
    expect(own.status).toBe(200);
    expect(hasSessionCookie(own)).toBe(false);
  });

  it("verifies a signed-in owner's number for their own account only", async () => {
    const owner = await createConfirmedAccount(t.db, "own-phone@example.com");
    const cookie = await signIn(owner.email, owner.password);
    expect((await api.post("/phone-number/send-otp", { phoneNumber: "+15550009002" }, { cookie })).status).toBe(200);
    const code = /(\d{6})/.exec(api.texts.at(-1)?.body ?? "")?.[1];
    // Without updatePhoneNumber Better Auth would look the number up and sign its account in.
    expect(
      (await api.post("/phone-number/verify", { phoneNumber: "+15550009002", code, updatePhoneNumber: false }, { cookie }))
        .status,
    ).toBe(200);
    const [row] = await t.db
      .select({ phone: users.phoneNumber, verified: users.phoneNumberVerified })
      .from(users)
      .where(eq(users.id, owner.id));
    expect(row).toEqual({ phone: "+15550009002", verified: true });
  });

  it("has no sign-in by phone number and password", async () => {
    const owner = await createConfirmedAccount(t.db, "phone-password@example.com", { phoneNumber: "+15550009003" });
    const response = await api.post("/sign-in/phone-number", { phoneNumber: "+15550009003", password: owner.password });
    expect(response.status).toBe(404);
    expect(hasSessionCookie(response)).toBe(false);
  });
});

describe("every code works once", () => {
  it("refuses an authenticator code that already completed a sign-in, and keeps the next one working", async () => {
    const { account, totp } = await enrolTotp("totp-once@example.com");
    const code = totp.generate();
    const first = await api.post(
      "/two-factor/verify-totp",
      { code },
      { cookie: await challenge(account.email, account.password) },
    );
    expect(first.status).toBe(200);
    expect(hasSessionCookie(first)).toBe(true);
    const second = await api.post(
      "/two-factor/verify-totp",
      { code },
      { cookie: await challenge(account.email, account.password) },
    );
    expect(second.status).toBe(401);
    expect((await json(second)).message).toBe(USED_CODE_MESSAGES.code);
    expect(hasSessionCookie(second)).toBe(false);
    // A mistyped code costs nothing, and the app's next code signs in.
    const cookie = await challenge(account.email, account.password);
    expect((await api.post("/two-factor/verify-totp", { code: "000000" }, { cookie })).status).toBe(401);
    const next = totp.generate({ timestamp: Date.now() + 30_000 });
    expect((await api.post("/two-factor/verify-totp", { code: next }, { cookie })).status).toBe(200);
  });

  it("lets one of two simultaneous sign-ins with the same code through", async () => {
    const { account, totp } = await enrolTotp("totp-race@example.com");
    const cookies = await Promise.all([challenge(account.email, account.password), challenge(account.email, account.password)]);
    const code = totp.generate();
    const answers = await Promise.all(cookies.map((cookie) => api.post("/two-factor/verify-totp", { code }, { cookie })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  it("takes a backup code typed from paper in any case and spacing, once", async () => {
    const { account, backupCodes } = await enrolTotp("backup-once@example.com");
    const [code, other] = backupCodes;
    expect(code).toMatch(/^[34679ACDEFGHJKMNPQRTUVWXY]{5}-[34679ACDEFGHJKMNPQRTUVWXY]{5}$/);
    const typed = ` ${code!.toLowerCase().replace("-", " ")} `;
    expect(
      (
        await api.post(
          "/two-factor/verify-backup-code",
          { code: typed },
          { cookie: await challenge(account.email, account.password) },
        )
      ).status,
    ).toBe(200);
    expect(
      (await api.post("/two-factor/verify-backup-code", { code }, { cookie: await challenge(account.email, account.password) }))
        .status,
    ).toBe(401);
    // Sent twice at once, a code still signs in once.
    const cookies = await Promise.all([challenge(account.email, account.password), challenge(account.email, account.password)]);
    const answers = await Promise.all(
      cookies.map((cookie) => api.post("/two-factor/verify-backup-code", { code: other }, { cookie })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  it("opens a confirmation link once", async () => {
    const signUp = await api.post("/sign-up/email", {
      email: "link-once@example.com",
      password: "link-pass-1",
      name: "Link Once",
    });
    expect(signUp.status).toBe(200);
    const link = /https?:\/\/\S+\/verify-email\?\S+/.exec(
      api.mails.find((mail) => mail.to === "link-once@example.com")?.text ?? "",
    )?.[0];
    expect(link).toBeTruthy();
    const path = new URL(link!).pathname.replace(/^\/api\/auth/, "") + new URL(link!).search;
    const first = await api.get(path);
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).not.toContain("error=");
    const again = await api.get(path);
    expect(again.status).toBe(302);
    expect(new URL(again.headers.get("location")!, TEST_ORIGIN).searchParams.get("error")).toBe(LINK_ALREADY_USED);
  });

  it("lets a reset link set a password after a refused one, then never again", async () => {
    const owner = await createConfirmedAccount(t.db, "reset-once@example.com");
    expect((await api.post("/request-password-reset", { email: owner.email, redirectTo: "/auth/reset-password" })).status).toBe(
      200,
    );
    await expect.poll(() => api.mails.some((mail) => mail.to === owner.email && /reset-password\//.test(mail.text))).toBe(true);
    const token = /reset-password\/([^?\s]+)/.exec(api.mails.findLast((mail) => mail.to === owner.email)?.text ?? "")?.[1];
    expect((await api.post("/reset-password", { token, newPassword: "short" })).status).toBe(400);
    const answers = await Promise.all([
      api.post("/reset-password", { token, newPassword: "brand-new-pass-1" }),
      api.post("/reset-password", { token, newPassword: "other-new-pass-1" }),
    ]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect((await api.post("/reset-password", { token, newPassword: "third-new-pass-1" })).status).toBeGreaterThanOrEqual(400);
  });
});

describe("Better Auth's redirects stay on the site", () => {
  const ESCAPES = [
    "/.//evil.example",
    "/..//evil.example",
    "/./..//evil.example",
    "/a/../..//evil.example",
    "/%2e%2e//evil.example",
    "/\uff3cevil.example",
    "//evil.example",
    "https://evil.example/",
  ];

  it.each(ESCAPES)("keeps a confirmation link's callbackURL %s on the site", async (callbackURL) => {
    const response = await api.get(`/verify-email?token=not-a-token&callbackURL=${encodeURIComponent(callbackURL)}`);
    expect(response.status).toBe(302);
    const location = response.headers.get("location") ?? "";
    expect(new URL(location, TEST_ORIGIN).origin).toBe(TEST_ORIGIN);
    expect(location).toMatch(/^\/(?![/\\])/);
  });

  it("puts a reset request's redirectTo through the same rule before it goes into the mail", async () => {
    const owner = await createConfirmedAccount(t.db, "reset-redirect@example.com");
    expect((await api.post("/request-password-reset", { email: owner.email, redirectTo: "/.//evil.example" })).status).toBe(200);
    await expect.poll(() => api.mails.some((mail) => mail.to === owner.email)).toBe(true);
    const link = /https?:\/\/\S+\/reset-password\/\S+/.exec(
      api.mails.findLast((mail) => mail.to === owner.email)?.text ?? "",
    )?.[0];
    const response = await api.get(new URL(link!).pathname.replace(/^\/api\/auth/, "") + new URL(link!).search);
    const location = new URL(response.headers.get("location") ?? "", TEST_ORIGIN);
    expect([location.origin, location.pathname]).toEqual([TEST_ORIGIN, "/"]);
    expect(location.searchParams.get("token")).toBeTruthy();
  });
});
