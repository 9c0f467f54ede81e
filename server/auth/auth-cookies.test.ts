// The cookies Better Auth really sets are the ones authCookieNames says, and the route fuzzer
// sends hostile values under exactly those names: a renamed cookie cannot leave the fuzzer's
// cookie property testing names nobody reads.
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authCookieNames } from "#server/auth/config.server";
import { parseEnv } from "#server/env";
import { fuzzCookieNames } from "#tests/fuzz/hostile-values";
import { cookiesFrom, createConfirmedAccount, createTestAuth, TEST_ORIGIN } from "#tests/setup/test-auth";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-db";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

const namesSet = (response: Response) => response.headers.getSetCookie().map((line) => line.slice(0, line.indexOf("=")));

describe("auth cookie names", () => {
  it("are the ones a sign-in with two-factor really sets, and the fuzzer sends each of them", async () => {
    const api = createTestAuth(t.db, { AUTH_RATE_LIMIT: "false" });
    const account = await createConfirmedAccount(t.db, "cookie-names@example.com");
    const seen = new Set<string>();
    const signIn = await api.post("/sign-in/email", { email: account.email, password: account.password, rememberMe: false });
    namesSet(signIn).forEach((name) => seen.add(name));
    const cookie = cookiesFrom(signIn);
    const enabled = await api.post("/two-factor/enable", { password: account.password }, { cookie });
    const totp = OTPAuth.URI.parse(((await enabled.json()) as { totpURI: string }).totpURI) as OTPAuth.TOTP;
    await api.post(
      "/two-factor/verify-totp",
      { code: totp.generate({ timestamp: Date.now() - 30_000 }) },
      { cookie: cookiesFrom(enabled, cookie) },
    );
    const challenge = await api.post("/sign-in/email", { email: account.email, password: account.password });
    namesSet(challenge).forEach((name) => seen.add(name));
    const verified = await api.post(
      "/two-factor/verify-totp",
      { code: totp.generate(), trustDevice: true },
      { cookie: cookiesFrom(challenge) },
    );
    expect(verified.status).toBe(200);
    namesSet(verified).forEach((name) => seen.add(name));

    const env = parseEnv({ PUBLIC_URL: TEST_ORIGIN });
    const configured = authCookieNames(env);
    // Session, "don't remember me", the two-factor challenge and the trusted device, at least.
    expect(seen.size).toBeGreaterThanOrEqual(4);
    for (const name of seen) expect(configured, `Better Auth set ${name}`).toContain(name);
    const fuzzed = fuzzCookieNames(env);
    for (const name of configured) expect(fuzzed).toContain(name);
  });

  it("take the __Secure- prefix on https, as Better Auth names them there", () => {
    expect(authCookieNames(parseEnv({ PUBLIC_URL: "https://atlas.example" }))).toContain("__Secure-atlas.session_token");
    expect(authCookieNames(parseEnv({ PUBLIC_URL: "http://localhost:3000" }))).toContain("atlas.session_token");
  });
});
