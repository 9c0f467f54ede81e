import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { USER_ACTION_MESSAGES } from "#domain/admin/user-actions";
import { accounts, sessions, twoFactors, users } from "#db/schema/auth";
import { auditLog } from "#db/schema/site";
import { createAdminUsersService } from "#server/services/admin-users.server";
import { recordAudit } from "#server/services/audit.server";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-db";

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date("2025-06-01T12:00:00Z");

describe("admin users service", () => {
  let test: TestDatabase;
  const ada = { id: "u-ada", email: "ada@example.com" };
  const bea = { id: "u-bea", email: "bea@example.com" };

  beforeEach(async () => {
    test = await createTestDatabase();
    await test.db.insert(users).values([
      {
        id: ada.id,
        name: "Ada Admin",
        email: ada.email,
        role: "admin",
        emailVerified: true,
        createdAt: new Date(NOW.getTime() - 30 * DAY),
      },
      { id: bea.id, name: "Bea Admin", email: bea.email, role: "admin", createdAt: new Date(NOW.getTime() - 20 * DAY) },
      {
        id: "u-carl",
        name: "Carl Member",
        email: "carl@example.com",
        username: "carlm",
        displayUsername: "CarlM",
        twoFactorEnabled: true,
        createdAt: new Date(NOW.getTime() - 10 * DAY),
        lastSignInAt: new Date(NOW.getTime() - 3 * DAY),
      },
      // Signed in, then signed out: no session left, the sign-in is still known.
      {
        id: "u-dora",
        name: "Dora Banned",
        email: "dora@example.com",
        banned: true,
        banReason: "spam",
        createdAt: new Date(NOW.getTime() - 5 * DAY),
        lastSignInAt: new Date(NOW.getTime() - 4 * DAY),
      },
      { id: "u-env", name: "Env Admin", email: "root@example.com", role: "admin", createdAt: new Date(NOW.getTime() - 40 * DAY) },
    ]);
    await test.db.insert(sessions).values([
      {
        id: "s1",
        token: "t1",
        userId: "u-carl",
        expiresAt: new Date(NOW.getTime() + DAY),
        updatedAt: new Date(NOW.getTime() - DAY),
      },
      {
        id: "s2",
        token: "t2",
        userId: "u-carl",
        expiresAt: new Date(NOW.getTime() + 2 * DAY),
        updatedAt: new Date(NOW.getTime() - 2 * DAY),
      },
      // Expired: not an open session.
      {
        id: "s3",
        token: "t3",
        userId: "u-carl",
        expiresAt: new Date(NOW.getTime() - DAY),
        updatedAt: new Date(NOW.getTime() - 3 * DAY),
      },
      { id: "s4", token: "t4", userId: bea.id, expiresAt: new Date(NOW.getTime() + DAY) },
    ]);
  });
  afterEach(() => test.close());

  const service = () => createAdminUsersService(test.db, { adminEmails: ["root@example.com"], now: () => NOW });
  const roleOf = async (id: string) => (await test.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;

  it("lists newest first with verified, 2FA, last sign-in and open session count", async () => {
    const list = await service().list();
    expect(list.total).toBe(5);
    expect(list.users.map((u) => u.id)).toEqual(["u-dora", "u-carl", bea.id, ada.id, "u-env"]);
    const carl = list.users.find((u) => u.id === "u-carl");
    expect(carl).toMatchObject({
      username: "CarlM",
      twoFactorEnabled: true,
      emailVerified: false,
      sessionCount: 2,
      role: "member",
      banned: false,
    });
    expect(carl?.lastSignInAt?.toISOString()).toBe(new Date(NOW.getTime() - 3 * DAY).toISOString());
    expect(list.users.find((u) => u.id === "u-dora")).toMatchObject({
      sessionCount: 0,
      lastSignInAt: new Date(NOW.getTime() - 4 * DAY),
    });
    expect(list.users.find((u) => u.id === ada.id)).toMatchObject({ emailVerified: true, sessionCount: 0, lastSignInAt: null });
    expect(list.users.find((u) => u.id === "u-env")?.adminByEnv).toBe(true);
  });

  it("searches e-mail, name and username, and filters by role and ban", async () => {
    expect((await service().list({ query: "carlm" })).users.map((u) => u.id)).toEqual(["u-carl"]);
    expect((await service().list({ query: "BEA@" })).users.map((u) => u.id)).toEqual([bea.id]);
    expect((await service().list({ query: "member" })).users.map((u) => u.id)).toEqual(["u-carl"]);
    // LIKE wildcards typed by the admin are matched literally.
    expect((await service().list({ query: "%" })).total).toBe(0);
    expect((await service().list({ role: "admin" })).users.map((u) => u.id).sort()).toEqual([ada.id, bea.id, "u-env"].sort());
    expect((await service().list({ status: "banned" })).users.map((u) => u.id)).toEqual(["u-dora"]);
    expect((await service().list({ status: "active", role: "member" })).users.map((u) => u.id)).toEqual(["u-carl"]);
  });

  it("pages by 25", async () => {
    await test.db.insert(users).values(
      Array.from({ length: 30 }, (_, i) => ({
        id: `bulk-${i}`,
        name: `Bulk ${i}`,
        email: `bulk${i}@example.com`,
        createdAt: new Date(NOW.getTime() - (100 + i) * DAY),
      })),
    );
    const second = await service().list({ page: 2 });
    expect(second.total).toBe(35);
    expect(second.users).toHaveLength(10);
    expect(second.users.at(-1)?.id).toBe("bulk-29");
  });

  it("promotes and demotes, recording both states in the audit log", async () => {
    expect(await service().setRole(ada, "u-carl", "admin")).toMatchObject({ ok: true, changed: true });
    expect(await roleOf("u-carl")).toBe("admin");
    expect(await service().setRole(ada, "u-carl", "member")).toMatchObject({ ok: true, changed: true });
    const entries = await test.db.select().from(auditLog).where(eq(auditLog.entityId, "u-carl"));
    expect(entries.map((e) => [e.action, (e.before as { role: string }).role, (e.after as { role: string }).role])).toEqual([
      ["set-role", "member", "admin"],
      ["set-role", "admin", "member"],
    ]);
    // No secrets or internals in the snapshot.
    expect(Object.keys(entries[0]?.after as object).sort()).toEqual([
      "banExpires",
      "banReason",
      "banned",
      "email",
      "emailVerified",
      "id",
      "name",
      "role",
      "username",
    ]);
    // Setting the role a user already has changes nothing and records nothing.
    expect(await service().setRole(ada, "u-carl", "member")).toMatchObject({ ok: true, changed: false });
    expect(await test.db.select().from(auditLog)).toHaveLength(2);
  });

  it("never demotes yourself or an ADMIN_EMAILS admin", async () => {
    expect(await service().setRole(ada, ada.id, "member")).toMatchObject({
      ok: false,
      reason: "self",
      message: USER_ACTION_MESSAGES.selfDemote,
    });
    expect(await service().setRole(ada, "u-env", "member")).toMatchObject({
      ok: false,
      reason: "admin-by-env",
      message: USER_ACTION_MESSAGES.adminByEnv,
    });
    expect(await roleOf(ada.id)).toBe("admin");
    expect(await roleOf("u-env")).toBe("admin");
    expect(await test.db.select().from(auditLog)).toHaveLength(0);
  });

  it("never removes the last admin who can sign in, whatever the action", async () => {
    // Leave Ada as the only admin not banned: Bea is banned, the env admin is deleted.
    await test.db.update(users).set({ banned: true }).where(eq(users.id, bea.id));
    await test.db.delete(users).where(eq(users.id, "u-env"));
    const refusal = { ok: false, reason: "last-admin", message: USER_ACTION_MESSAGES.lastAdmin };
    expect(await service().setRole(ada, ada.id, "member")).toMatchObject(refusal);
    expect(await service().remove(ada, ada.id)).toMatchObject(refusal);
    expect(await service().ban(ada, ada.id, {})).toMatchObject(refusal);
    // Even when the request names someone else as its author (the database rule, not the page).
    expect(await service().remove(bea, ada.id)).toMatchObject(refusal);
    expect(await roleOf(ada.id)).toBe("admin");
    // A banned admin is not the last one: Bea can be demoted.
    expect(await service().setRole(ada, bea.id, "member")).toMatchObject({ ok: true, changed: true });
  });

  it("keeps one admin when two admins demote each other at the same moment", async () => {
    await test.db.delete(users).where(eq(users.id, "u-env"));
    const results = await Promise.all([service().setRole(ada, bea.id, "member"), service().setRole(bea, ada.id, "member")]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([expect.objectContaining({ reason: "last-admin" })]);
    const admins = await test.db.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
    expect(admins).toHaveLength(1);
  });

  it("bans with a reason and an end, ends the user's sessions at once, and unbans", async () => {
    const expiresAt = new Date(NOW.getTime() + 7 * DAY);
    expect(await service().ban(ada, "u-carl", { reason: "  Spam links  ", expiresAt })).toMatchObject({
      ok: true,
      changed: true,
      sessionsEnded: 3,
    });
    const [row] = await test.db.select().from(users).where(eq(users.id, "u-carl"));
    expect(row).toMatchObject({ banned: true, banReason: "Spam links", banExpires: expiresAt });
    expect(await test.db.select().from(sessions).where(eq(sessions.userId, "u-carl"))).toEqual([]);
    expect((await service().list({ status: "banned" })).users.map((u) => u.id)).toContain("u-carl");

    expect(await service().unban(ada, "u-carl")).toMatchObject({ ok: true, changed: true });
    const [after] = await test.db.select().from(users).where(eq(users.id, "u-carl"));
    expect(after).toMatchObject({ banned: false, banReason: null, banExpires: null });
    const actions = (await test.db.select().from(auditLog).where(eq(auditLog.entityId, "u-carl"))).map((e) => e.action);
    expect(actions).toEqual(["ban", "unban"]);
  });

  it("never bans yourself, and counts an ended ban as no ban", async () => {
    expect(await service().ban(ada, ada.id, {})).toMatchObject({
      ok: false,
      reason: "self",
      message: USER_ACTION_MESSAGES.selfBan,
    });
    await test.db
      .update(users)
      .set({ banExpires: new Date(NOW.getTime() - DAY) })
      .where(eq(users.id, "u-dora"));
    expect((await service().list({ status: "banned" })).total).toBe(0);
  });

  it("revokes a user's sessions, but not your own here", async () => {
    expect(await service().revokeSessions(ada, "u-carl")).toMatchObject({ ok: true, changed: true, sessionsEnded: 3 });
    expect(await service().openSessionCount("u-carl")).toBe(0);
    expect(await service().revokeSessions(ada, "u-carl")).toMatchObject({ ok: true, changed: false, sessionsEnded: 0 });
    expect(await service().revokeSessions(bea, bea.id)).toMatchObject({ ok: false, reason: "self" });
    expect(await service().openSessionCount(bea.id)).toBe(1);
  });

  it("deletes a user with their sessions and sign-in methods, keeping the audit entries they wrote", async () => {
    await test.db
      .insert(accounts)
      .values({ id: "a1", accountId: "u-carl", providerId: "credential", userId: "u-carl", password: "hash" });
    await test.db.insert(twoFactors).values({ id: "tf1", secret: "x", backupCodes: "y", userId: "u-carl" });
    await test.db.update(users).set({ role: "admin" }).where(eq(users.id, "u-carl"));
    await recordAudit(
      test.db,
      { id: "u-carl", email: "carl@example.com" },
      { action: "update", entityType: "niche", entityId: "n1" },
    );

    expect(await service().remove(ada, ada.id)).toMatchObject({
      ok: false,
      reason: "self",
      message: USER_ACTION_MESSAGES.selfDelete,
    });
    expect(await service().remove(ada, "u-carl")).toMatchObject({ ok: true, changed: true });
    expect(await test.db.select().from(users).where(eq(users.id, "u-carl"))).toEqual([]);
    expect(await test.db.select().from(sessions).where(eq(sessions.userId, "u-carl"))).toEqual([]);
    expect(await test.db.select().from(accounts)).toEqual([]);
    expect(await test.db.select().from(twoFactors)).toEqual([]);

    const entries = await test.db.select().from(auditLog);
    expect(entries.find((e) => e.entityType === "niche")).toMatchObject({ actorId: null, actorEmail: "carl@example.com" });
    const deletion = entries.find((e) => e.action === "delete");
    expect(deletion).toMatchObject({ actorId: ada.id, entityType: "user", entityId: "u-carl", after: null });
    expect(JSON.stringify(deletion?.before)).not.toContain("hash");

    expect(await service().remove(ada, "u-carl")).toMatchObject({ ok: false, reason: "not-found" });
  });
});
