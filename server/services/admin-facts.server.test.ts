import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#db/schema/auth";
import { didYouKnowFacts } from "#db/schema/catalogue";
import { auditLog } from "#db/schema/site";
import { FACT_FORM_MESSAGES } from "#domain/admin/fact-form";
import { createAdminFactsService } from "#server/services/admin-facts.server";
import { createFactsService } from "#server/services/facts.server";
import { buildFact } from "#db/seed/factories/fact-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { XSS_CORPUS, XSS_DANGER } from "#tests/fixtures/xss-corpus";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

const faker = createSeededFaker(61);
const admin = { id: "u-fact-admin", email: "facts.admin@example.com" };
let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  await t.db.insert(users).values({ id: admin.id, name: "Admin", email: admin.email, role: "admin" });
});
afterAll(async () => {
  await t.close();
});

const service = () => createAdminFactsService(t.db);
const auditOf = async (id: string) => t.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.createdAt);

describe("admin facts (spec §7 did_you_know_facts: insert, update by id, delete by id)", () => {
  it("lists every fact, active or not, newest first", async () => {
    const older = buildFact(faker, { title: "Older", isActive: false, createdAt: new Date("2026-01-01T00:00:00Z") });
    const newer = buildFact(faker, { title: "Newer", createdAt: new Date("2026-02-01T00:00:00Z") });
    await t.db.insert(didYouKnowFacts).values([older, newer]);
    const titles = (await service().list()).map((f) => f.title);
    expect(titles.indexOf("Newer")).toBeLessThan(titles.indexOf("Older"));
    await t.db.delete(didYouKnowFacts);
  });

  it("creates a fact with an audit entry, and the card can show it", async () => {
    const created = await service().create(admin, {
      title: "Shorts pay less",
      content: "<p>Shorts RPM is <strong>lower</strong>.</p>",
      isActive: true,
    });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    expect(created.fact).toMatchObject({
      title: "Shorts pay less",
      content: "<p>Shorts RPM is <strong>lower</strong>.</p>",
      isActive: true,
    });
    const [entry] = await auditOf(created.fact.id);
    expect(entry).toMatchObject({
      action: "create",
      entityType: "did_you_know_fact",
      actorId: admin.id,
      actorEmail: admin.email,
      before: null,
    });
    expect(entry?.after).toMatchObject({ title: "Shorts pay less", isActive: true });
    expect((await createFactsService(t.db).randomActive())?.id).toBe(created.fact.id);
  });

  it("updates by id and switches a fact off so the card no longer shows it", async () => {
    const [fact] = await t.db
      .insert(didYouKnowFacts)
      .values(buildFact(faker, { title: "Before" }))
      .returning();
    const id = fact?.id ?? "";
    const updated = await service().update(admin, id, { title: "After", content: "<p>New text</p>", isActive: true });
    expect(updated.ok && updated.fact).toMatchObject({ id, title: "After", content: "<p>New text</p>" });

    await t.db.update(didYouKnowFacts).set({ isActive: false });
    await t.db.update(didYouKnowFacts).set({ isActive: true }).where(eq(didYouKnowFacts.id, id));
    const off = await service().setActive(admin, id, false);
    expect(off.ok && off.fact.isActive).toBe(false);
    expect(await createFactsService(t.db).randomActive()).toBeNull();
    // Setting the state it already has changes and records nothing.
    await service().setActive(admin, id, false);

    const entries = await auditOf(id);
    expect(entries.map((e) => e.action)).toEqual(["update", "update"]);
    expect(entries[0]).toMatchObject({ before: { title: "Before" }, after: { title: "After" } });
    expect(entries[1]).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
  });

  it("deletes by id with an audit entry; unknown ids are not found", async () => {
    const [fact] = await t.db
      .insert(didYouKnowFacts)
      .values(buildFact(faker, { title: "Doomed" }))
      .returning();
    const id = fact?.id ?? "";
    expect(await service().delete(admin, id)).toMatchObject({ ok: true, fact: { title: "Doomed" } });
    expect(await service().get(id)).toBeNull();
    expect((await auditOf(id)).map((e) => [e.action, e.after])).toEqual([["delete", null]]);
    expect(await service().delete(admin, id)).toEqual({ ok: false, reason: "not-found" });
    expect(await service().delete(admin, "not-a-uuid")).toEqual({ ok: false, reason: "not-found" });
    expect(await service().update(admin, id, { title: "x", content: "<p>x</p>", isActive: true })).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await service().setActive(admin, id, true)).toEqual({ ok: false, reason: "not-found" });
  });

  it("sanitizes the content on save (the XSS corpus is stored inert)", async () => {
    const created = await service().create(admin, {
      title: "XSS probe",
      content: `<p>Safe text</p>${XSS_CORPUS.join("\n")}`,
      isActive: true,
    });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const [stored] = await t.db.select().from(didYouKnowFacts).where(eq(didYouKnowFacts.id, created.fact.id));
    expect(stored?.content).toContain("<p>Safe text</p>");
    expect(stored?.content).not.toMatch(XSS_DANGER);
  });

  it("refuses content that is nothing once sanitized", async () => {
    expect(await service().create(admin, { title: "Empty", content: "<svg><text>hi</text></svg>", isActive: true })).toEqual({
      ok: false,
      reason: "invalid",
      fieldErrors: { content: [FACT_FORM_MESSAGES.contentRequired] },
    });
  });
});
