import * as OTPAuth from "otpauth";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { rateLimitCounters } from "#db/schema/rate-limits";
import { RATE_LIMIT_MESSAGES } from "#server/rate-limit/auth-rate-limits.server";
import { RATE_LIMITS } from "#server/rate-limit/limits";
import { cookiesFrom, createConfirmedAccount, createTestAuth, TEST_PASSWORD, type TestAuth } from "#tests/setup/test-auth";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-db";

let t: TestDatabase;
let api: TestAuth;
beforeAll(async () => {
  t = await createTestDatabase();
  api = createTestAuth(t.db);
});
afterAll(() => t.close());
afterEach(async () => {
  await t.db.delete(rateLimitCounters);
});

const WRONG = "not-the-password-1";
/** The n-th attacker address (a documentation range, never a real client). */
const attacker = (n: number) => `198.51.100.${n + 1}`;

async function message(response: Response): Promise<string> {
  return ((await response.clone().json()) as { message: string }).message;
}

describe("sign-in limits (one budget per account, whichever name is typed)", () => {
  it("refuses the right password on /sign-in/username after 36 wrong ones from 12 addresses", async () => {
    await createConfirmedAccount(t.db, "target@example.com", { username: "target_user" });
    for (let round = 0; round < 3; round++) {
      for (let n = 0; n < 12; n++) {
        const response = await api.post("/sign-in/username", { username: "target_user", password: WRONG }, { ip: attacker(n) });
        expect([401, 429]).toContain(response.status);
      }
    }
    for (const ip of [attacker(40), attacker(3)]) {
      const response = await api.post("/sign-in/username", { username: "target_user", password: TEST_PASSWORD }, { ip });
      expect(response.status).toBe(429);
      expect(await message(response)).toBe(RATE_LIMIT_MESSAGES.accountProtected);
    }
    // …and by e-mail, the same account's other name.
    expect(
      (await api.post("/sign-in/email", { email: "target@example.com", password: TEST_PASSWORD }, { ip: attacker(41) })).status,
    ).toBe(429);
  });

  it("counts e-mail and username sign-ins of one account from one address together", async () => {
    await createConfirmedAccount(t.db, "two-names@example.com", { username: "two_names" });
    const { points } = RATE_LIMITS.signInPerAccountAndAddress;
    const attempts = [
      () => api.post("/sign-in/email", { email: "Two-Names@example.com", password: WRONG }, { ip: "203.0.113.7" }),
      () => api.post("/sign-in/username", { username: "Two_Names", password: WRONG }, { ip: "203.0.113.7" }),
    ];
    for (let i = 0; i < points; i++) expect((await attempts[i % 2]!()).status).toBe(401);
    const refused = await api.post(
      "/sign-in/username",
      { username: "two_names", password: TEST_PASSWORD },
      { ip: "203.0.113.7" },
    );
    expect(refused.status).toBe(429);
    expect(await message(refused)).toMatch(
      /^Too many sign-in attempts\. Please try again in 15 minutes, or reset your password\.$/,
    );
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(15 * 60);
    // The owner's mistakes spent that address's budget only.
    expect(
      (await api.post("/sign-in/email", { email: "two-names@example.com", password: TEST_PASSWORD }, { ip: "203.0.113.8" }))
        .status,
    ).toBe(200);
  });

  it("does not lock the owner out: their usual address still signs in while the account is under attack", async () => {
    const owner = await createConfirmedAccount(t.db, "owner@example.com");
    // The owner signed in from home before (the address is now known to the account).
    expect(
      (await api.post("/sign-in/email", { email: owner.email, password: owner.password }, { ip: "203.0.113.20" })).status,
    ).toBe(200);
    // An attacker spends the account's budget from 20 addresses, 2 guesses each.
    for (let n = 0; n < 20; n++) {
      for (let guess = 0; guess < 2; guess++)
        await api.post("/sign-in/email", { email: owner.email, password: WRONG }, { ip: attacker(n) });
    }
    // Even with the right password, a new address is refused…
    const stranger = await api.post("/sign-in/email", { email: owner.email, password: owner.password }, { ip: attacker(99) });
    expect(stranger.status).toBe(429);
    // …and the owner, at home, is not; a mistake of theirs is just a wrong password.
    expect((await api.post("/sign-in/email", { email: owner.email, password: WRONG }, { ip: "203.0.113.20" })).status).toBe(401);
    expect(
      (await api.post("/sign-in/email", { email: owner.email, password: owner.password }, { ip: "203.0.113.20" })).status,
    ).toBe(200);
    expect(await message(stranger)).toBe(RATE_LIMIT_MESSAGES.accountProtected);
  });

  it("lets the owner in from a new device with a reset link while the attack goes on", async () => {
    const owner = await createConfirmedAccount(t.db, "traveller@example.com");
    for (let n = 0; n < 25; n++) await api.post("/sign-in/email", { email: owner.email, password: WRONG }, { ip: attacker(n) });
    const laptop = "203.0.113.30";
    expect((await api.post("/sign-in/email", { email: owner.email, password: owner.password }, { ip: laptop })).status).toBe(429);

    // The reset path is not held by the sign-in lock.
    expect(
      (await api.post("/request-password-reset", { email: owner.email, redirectTo: "/auth/reset-password" }, { ip: laptop }))
        .status,
    ).toBe(200);
    const mail = api.mails.findLast((m) => m.to === owner.email);
    const token = /reset-password\/([^?\s]+)/.exec(mail?.text ?? "")?.[1];
    expect(token).toBeTruthy();
    expect((await api.post("/reset-password", { token, newPassword: "brand-new-pass-2" }, { ip: laptop })).status).toBe(200);

    expect((await api.post("/sign-in/email", { email: owner.email, password: "brand-new-pass-2" }, { ip: laptop })).status).toBe(
      200,
    );
    // The attacker, even with the new password, is still refused.
    expect(
      (await api.post("/sign-in/email", { email: owner.email, password: "brand-new-pass-2" }, { ip: attacker(7) })).status,
    ).toBe(429);
  });

  it("answers an unknown e-mail exactly like an account under the same attack", async () => {
    await createConfirmedAccount(t.db, "exists@example.com");
    const statuses = async (email: string, offset: number) => {
      const seen: number[] = [];
      for (let n = 0; n < 12; n++) {
        for (let guess = 0; guess < 2; guess++)
          seen.push((await api.post("/sign-in/email", { email, password: WRONG }, { ip: attacker(offset + n) })).status);
      }
      return seen;
    };
    expect(await statuses("missing@example.com", 100)).toEqual(await statuses("exists@example.com", 150));
  });

  it("limits one address across accounts, and no other address", async () => {
    const { points } = RATE_LIMITS.signInPerAddress;
    for (let i = 0; i < points; i++)
      expect(
        (await api.post("/sign-in/email", { email: `guess-${i}@example.com`, password: WRONG }, { ip: "192.0.2.50" })).status,
      ).toBe(401);
    const refused = await api.post("/sign-in/email", { email: "one-more@example.com", password: WRONG }, { ip: "192.0.2.50" });
    expect(refused.status).toBe(429);
    expect(await message(refused)).toMatch(/^Too many attempts from your network\./);
    expect(
      (await api.post("/sign-in/email", { email: "one-more@example.com", password: WRONG }, { ip: "192.0.2.51" })).status,
    ).toBe(401);
    // One IPv6 /64 is one address.
    for (let i = 0; i < points; i++)
      await api.post(
        "/sign-in/email",
        { email: `v6-${i}@example.com`, password: WRONG },
        { ip: `2001:db8:5:6::${(i + 1).toString(16)}` },
      );
    expect(
      (await api.post("/sign-in/email", { email: "v6@example.com", password: WRONG }, { ip: "2001:db8:5:6:ffff::1" })).status,
    ).toBe(429);
  });

  it("keeps limiter keys short whatever is typed (a 3 MB e-mail is not a 500)", async () => {
    const response = await api.post(
      "/sign-in/email",
      { email: `${"a".repeat(3 * 1024 * 1024)}@example.com`, password: WRONG },
      { ip: "192.0.2.60" },
    );
    expect(response.status).toBeLessThan(500);
    const rows = await t.db.select().from(rateLimitCounters);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.key.length).toBeLessThan(80);
  });
});

describe("what is not limited", () => {
  it("answers get-session on every navigation, however busy sign-in is from the same address", async () => {
    const reader = await createConfirmedAccount(t.db, "reader@example.com");
    const signedIn = await api.post("/sign-in/email", { email: reader.email, password: reader.password }, { ip: "192.0.2.70" });
    const cookie = cookiesFrom(signedIn);
    for (let i = 0; i < RATE_LIMITS.signInPerAddress.points + 5; i++)
      await api.post("/sign-in/email", { email: `noise-${i}@example.com`, password: WRONG }, { ip: "192.0.2.70" });
    expect((await api.post("/sign-in/email", { email: "noise@example.com", password: WRONG }, { ip: "192.0.2.70" })).status).toBe(
      429,
    );
    const statuses = new Set<number>();
    for (let i = 0; i < 250; i++) statuses.add((await api.get("/get-session", { ip: "192.0.2.70", cookie })).status);
    expect([...statuses]).toEqual([200]);
  });
});

describe("two-factor codes", () => {
  async function enrolTotp(email: string, ip: string) {
    const account = await createConfirmedAccount(t.db, email);
    const cookie = cookiesFrom(await api.post("/sign-in/email", { email, password: account.password }, { ip }));
    const enabled = await api.post("/two-factor/enable", { password: account.password }, { ip, cookie });
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    const totp = OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP;
    // Each code works once: the enrolment takes the previous step's code, the sign-ins the current one.
    expect(
      (
        await api.post(
          "/two-factor/verify-totp",
          { code: totp.generate({ timestamp: Date.now() - 30_000 }) },
          { ip, cookie: cookiesFrom(enabled, cookie) },
        )
      ).status,
    ).toBe(200);
    return { account, totp };
  }

  async function challenge(email: string, password: string, ip: string): Promise<string> {
    const response = await api.post("/sign-in/email", { email, password }, { ip });
    expect(((await response.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect).toBe(true);
    return cookiesFrom(response);
  }

  it("limits wrong codes per account and address, and the owner's known address still verifies", async () => {
    const home = "203.0.113.40";
    const { account, totp } = await enrolTotp("two-factor@example.com", home);
    // Someone who has the password tries codes from elsewhere, a new challenge each time.
    const thief = "198.51.100.200";
    const { points } = RATE_LIMITS.secondFactorPerAccountAndAddress;
    for (let i = 0; i < points; i++) {
      const cookie = await challenge(account.email, account.password, thief);
      expect((await api.post("/two-factor/verify-totp", { code: "000000" }, { ip: thief, cookie })).status).toBe(401);
    }
    const cookie = await challenge(account.email, account.password, thief);
    const refused = await api.post("/two-factor/verify-totp", { code: "000000" }, { ip: thief, cookie });
    expect(refused.status).toBe(429);
    // The owner is not locked out by it.
    const own = await challenge(account.email, account.password, home);
    expect((await api.post("/two-factor/verify-totp", { code: totp.generate() }, { ip: home, cookie: own })).status).toBe(200);
    expect(await message(refused)).toMatch(/^Too many codes tried\./);
  });
});

describe("mail and text limits", () => {
  it("sends at most a few sign-up mails to one address, from any number of addresses", async () => {
    const { points } = RATE_LIMITS.signUpPerEmail;
    for (let n = 0; n < points; n++)
      expect(
        (
          await api.post(
            "/sign-up/email",
            { email: "flooded@example.com", password: TEST_PASSWORD, name: "Flood" },
            { ip: attacker(n) },
          )
        ).status,
      ).toBe(200);
    const refused = await api.post(
      "/sign-up/email",
      { email: "Flooded@example.com", password: TEST_PASSWORD, name: "Flood" },
      { ip: attacker(50) },
    );
    expect(refused.status).toBe(429);
    expect(await message(refused)).toMatch(/^Too many e-mails sent to this address\./);
  });

  it("texts at most a few codes to one phone number", async () => {
    const member = await createConfirmedAccount(t.db, "phone-owner@example.com");
    const cookie = cookiesFrom(
      await api.post("/sign-in/email", { email: member.email, password: member.password }, { ip: "203.0.113.60" }),
    );
    const { points } = RATE_LIMITS.phoneCodeSendPerNumber;
    for (let i = 0; i < points; i++)
      expect(
        (await api.post("/phone-number/send-otp", { phoneNumber: "+15550002222" }, { ip: "203.0.113.60", cookie })).status,
      ).toBe(200);
    expect(
      (await api.post("/phone-number/send-otp", { phoneNumber: "+15550002222" }, { ip: "203.0.113.61", cookie })).status,
    ).toBe(429);
    expect(api.texts.filter((text) => text.to === "+15550002222")).toHaveLength(points);
  });

  it("does not offer password reset by SMS code (unlimited fresh codes to guess)", async () => {
    expect((await api.post("/phone-number/request-password-reset", { phoneNumber: "+15550002222" })).status).toBe(404);
    expect(
      (await api.post("/phone-number/reset-password", { phoneNumber: "+15550002222", otp: "123456", newPassword: WRONG })).status,
    ).toBe(404);
  });
});
