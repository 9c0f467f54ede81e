import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#db/schema/auth";
import { auditLog, siteSettings } from "#db/schema/site";
import { PARTNER_PROGRAM_RULES_KEY } from "#domain/site-settings";
import { watchCatalogueChanges } from "#server/page-cache/catalogue-changes.server";
import { PageCache } from "#server/page-cache/page-cache";
import { catalogueMemos } from "#server/services/catalogue-memo.server";
import { createSiteSettingsService } from "#server/services/site-settings.server";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

describe("site settings", () => {
  let t: TestDatabase;
  const admin = { id: "u-settings-admin", email: "settings-admin@example.com" };

  beforeAll(async () => {
    t = await createTestDatabase();
    await t.db.insert(users).values({ id: admin.id, name: "Admin", email: admin.email, role: "admin" });
  });
  afterAll(async () => {
    catalogueMemos.distrust();
    await t.close();
  });

  it("reads the reported 2027 rule as off on a fresh database", async () => {
    expect(await createSiteSettingsService(t.db).read()).toEqual({ partnerProgram: { reportedRule2027: false } });
  });

  it("switches it on and off with an audit entry each, and writes nothing for an unchanged value", async () => {
    const settings = createSiteSettingsService(t.db);
    expect(await settings.setPartnerProgram(admin, { reportedRule2027: true })).toEqual({
      partnerProgram: { reportedRule2027: true },
    });
    expect(await settings.read()).toEqual({ partnerProgram: { reportedRule2027: true } });
    await settings.setPartnerProgram(admin, { reportedRule2027: true });
    await settings.setPartnerProgram(admin, { reportedRule2027: false });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityType, "site_setting")).orderBy(auditLog.createdAt);
    expect(entries.map((entry) => [entry.actorEmail, entry.action, entry.entityId, entry.before, entry.after])).toEqual([
      [
        admin.email,
        "update",
        PARTNER_PROGRAM_RULES_KEY,
        { label: "Partner Program rules", reportedRule2027: false },
        { label: "Partner Program rules", reportedRule2027: true },
      ],
      [
        admin.email,
        "update",
        PARTNER_PROGRAM_RULES_KEY,
        { label: "Partner Program rules", reportedRule2027: true },
        { label: "Partner Program rules", reportedRule2027: false },
      ],
    ]);
    expect(await settings.read()).toEqual({ partnerProgram: { reportedRule2027: false } });
  });

  it("reads a stored value it cannot understand as the default", async () => {
    await t.db
      .update(siteSettings)
      .set({ value: { reportedRule2027: "yes" } })
      .where(eq(siteSettings.key, PARTNER_PROGRAM_RULES_KEY));
    expect(await createSiteSettingsService(t.db).read()).toEqual({ partnerProgram: { reportedRule2027: false } });
  });

  it("clears the page cache when a setting changes: pages show what it decides", async () => {
    const cache = new PageCache({ maxBytes: 1024 * 1024, ttlMs: 60_000 });
    const listener = await watchCatalogueChanges(cache, pino({ level: "silent" }), t.listen);
    const page = { status: 200, headers: {}, tag: "t", gzip: Buffer.from("x") };
    try {
      await expect.poll(() => (cache.set("k", page, cache.generation), cache.size)).toBe(1);
      await createSiteSettingsService(t.db).setPartnerProgram(admin, { reportedRule2027: true });
      await expect.poll(() => cache.size).toBe(0);
    } finally {
      await listener.close();
    }
  });
});
