import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "#db/connection.server";
import { executeRows } from "#db/execute-rows";
import { migrationsFolder } from "#db/migrations.server";
import { users } from "#db/schema/auth";
import { cookiesFrom, createConfirmedAccount, createTestAuth, type TestAuth } from "#tests/setup/test-auth";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-db";

let t: TestDatabase;
let api: TestAuth;
beforeAll(async () => {
  t = await createTestDatabase();
  api = createTestAuth(t.db, { AUTH_RATE_LIMIT: "false" });
});
afterAll(() => t.close());

async function lastSignInOf(email: string): Promise<Date | null> {
  const [row] = await t.db.select({ at: users.lastSignInAt }).from(users).where(eq(users.email, email));
  return row?.at ?? null;
}

async function signIn(email: string, password: string): Promise<Response> {
  const response = await api.post("/sign-in/email", { email, password });
  expect(response.status).toBe(200);
  return response;
}

describe("last sign-in", () => {
  it("is recorded at sign-in and kept after signing out (which deletes the session)", async () => {
    const account = await createConfirmedAccount(t.db, "kept@example.com");
    expect(await lastSignInOf(account.email)).toBeNull();
    const before = Date.now();
    const cookie = cookiesFrom(await signIn(account.email, account.password));
    const at = await lastSignInOf(account.email);
    expect(at?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await api.post("/sign-out", {}, { cookie })).status).toBe(200);
    expect(await lastSignInOf(account.email)).toEqual(at);
  });

  it("moves with each new sign-in, not with a signed-in session's new cookie (change-password)", async () => {
    const account = await createConfirmedAccount(t.db, "rotating@example.com");
    await signIn(account.email, account.password);
    const first = await lastSignInOf(account.email);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const cookie = cookiesFrom(await signIn(account.email, account.password));
    const second = await lastSignInOf(account.email);
    expect(second!.getTime()).toBeGreaterThan(first!.getTime());
    const changed = await api.post(
      "/change-password",
      { currentPassword: account.password, newPassword: "another-pass-2" },
      { cookie },
    );
    expect(changed.status).toBe(200);
    expect(changed.headers.getSetCookie().join()).toContain("session_token");
    expect(await lastSignInOf(account.email)).toEqual(second);
  });

  it("waits for the second factor: the password step alone is no sign-in", async () => {
    const account = await createConfirmedAccount(t.db, "two-step@example.com");
    const cookie = cookiesFrom(await signIn(account.email, account.password));
    const enabled = await api.post("/two-factor/enable", { password: account.password }, { cookie });
    const totp = OTPAuth.URI.parse(((await enabled.json()) as { totpURI: string }).totpURI) as OTPAuth.TOTP;
    const enrolled = cookiesFrom(enabled, cookie);
    // Each code works once: the enrolment takes the previous step's code, the sign-in the current one.
    expect(
      (
        await api.post(
          "/two-factor/verify-totp",
          { code: totp.generate({ timestamp: Date.now() - 30_000 }) },
          { cookie: enrolled },
        )
      ).status,
    ).toBe(200);
    await t.db.update(users).set({ lastSignInAt: null }).where(eq(users.email, account.email));

    const passwordStep = await signIn(account.email, account.password);
    expect(((await passwordStep.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect).toBe(true);
    expect(await lastSignInOf(account.email)).toBeNull();
    const verified = await api.post("/two-factor/verify-totp", { code: totp.generate() }, { cookie: cookiesFrom(passwordStep) });
    expect(verified.status).toBe(200);
    expect(await lastSignInOf(account.email)).not.toBeNull();
  });

  it("is not the member's sign-in when an admin acts as them", async () => {
    const admin = await createConfirmedAccount(t.db, "acting-admin@example.com");
    await t.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.id));
    const member = await createConfirmedAccount(t.db, "acted-on@example.com");
    const cookie = cookiesFrom(await signIn(admin.email, admin.password));
    expect((await api.post("/admin/impersonate-user", { userId: member.id }, { cookie })).status).toBe(200);
    expect(await lastSignInOf(member.email)).toBeNull();
  });
});

describe("the migration that adds it", () => {
  it("fills it from the sessions left, for people who signed in before the upgrade", async () => {
    // The committed migrations up to the one before it, in a folder of their own.
    const folder = mkdtempSync(path.join(tmpdir(), "atlas-migrations-"));
    cpSync(migrationsFolder(), folder, { recursive: true });
    const journalFile = path.join(folder, "meta/_journal.json");
    const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
    const own = journal.entries.findIndex((entry) => entry.tag.endsWith("_last-sign-in"));
    expect(own).toBeGreaterThan(0);
    writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, own) }));
    const connection = await openPglite();
    try {
      await migrate(drizzle({ client: connection.client }), { migrationsFolder: folder });
      await executeRows(
        connection.db,
        "insert into users (id, name, email) values ('u-1', 'Signed In', 'one@example.com'), ('u-2', 'Never', 'two@example.com')",
      );
      await executeRows(
        connection.db,
        `insert into sessions (id, token, user_id, expires_at, created_at, impersonated_by) values
           ('s-1', 't-1', 'u-1', now() + interval '1 day', '2025-03-01T10:00:00Z', null),
           ('s-2', 't-2', 'u-1', now() + interval '1 day', '2025-03-05T10:00:00Z', null),
           ('s-3', 't-3', 'u-1', now() + interval '1 day', '2025-03-09T10:00:00Z', 'u-admin'),
           ('s-4', 't-4', 'u-2', now() + interval '1 day', '2025-03-09T10:00:00Z', 'u-admin')`,
      );
      await connection.migrate();
      const rows = await connection.db.select({ id: users.id, at: users.lastSignInAt }).from(users).orderBy(users.id);
      // The newest session they opened themselves; an admin acting as them does not count.
      expect(rows).toEqual([
        { id: "u-1", at: new Date("2025-03-05T10:00:00Z") },
        { id: "u-2", at: null },
      ]);
    } finally {
      await connection.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
