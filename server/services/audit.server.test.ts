import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "#db/schema/auth";
import { channelTypes, niches, youtubeChannels } from "#db/schema/catalogue";
import { jobRuns } from "#db/schema/operations";
import { auditLog } from "#db/schema/site";
import { createAuditService, recordAudit } from "#server/services/audit.server";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { buildNiche } from "#db/seed/factories/niche-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

const faker = createSeededFaker(67);
let t: TestDatabase;
beforeEach(async () => {
  t = await createTestDatabase();
});
afterEach(async () => {
  await t.close();
});

const ADA = { id: "user-ada", email: "ada@example.com" };
const BO = { id: "user-bo", email: "bo@example.com" };

async function addAdmins() {
  const now = new Date();
  await t.db.insert(users).values(
    [ADA, BO].map((actor) => ({
      id: actor.id,
      email: actor.email,
      name: actor.email,
      emailVerified: true,
      role: "admin" as const,
      createdAt: now,
      updatedAt: now,
    })),
  );
}

/** Entries at fixed times: newest is "delete fact" on Jan 5. */
async function seedEntries() {
  await addAdmins();
  const rows = [
    { actor: ADA, action: "create", entityType: "niche", entityId: "n-1", day: 1 },
    { actor: BO, action: "update", entityType: "niche", entityId: "n-1", day: 2 },
    { actor: ADA, action: "update", entityType: "channel_type", entityId: "asmr_ambient", day: 3 },
    { actor: BO, action: "ban", entityType: "user", entityId: "user-x", day: 4 },
    { actor: ADA, action: "delete", entityType: "did_you_know_fact", entityId: "f-100%", day: 5 },
  ];
  await t.db.insert(auditLog).values(
    rows.map((row) => ({
      actorId: row.actor.id,
      actorEmail: row.actor.email,
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      createdAt: new Date(Date.UTC(2026, 0, row.day, 12)),
    })),
  );
}

const ids = (page: { entries: { action: string; entityType: string }[] }) =>
  page.entries.map((entry) => `${entry.action} ${entry.entityType}`);

describe("audit log list (admin area: viewable and filterable)", () => {
  it("lists newest first with the total", async () => {
    await seedEntries();
    const page = await createAuditService(t.db).list();
    expect(ids(page)).toEqual(["delete did_you_know_fact", "ban user", "update channel_type", "update niche", "create niche"]);
    expect(page.total).toBe(5);
  });

  it("filters by entity type, action, and both", async () => {
    await seedEntries();
    const audit = createAuditService(t.db);
    expect(ids(await audit.list({ entityType: "niche" }))).toEqual(["update niche", "create niche"]);
    expect(ids(await audit.list({ action: "update" }))).toEqual(["update channel_type", "update niche"]);
    expect(ids(await audit.list({ entityType: "niche", action: "update" }))).toEqual(["update niche"]);
    expect(ids(await audit.list({ entityTypes: ["user", "channel_type"] }))).toEqual(["ban user", "update channel_type"]);
  });

  it("searches the actor's e-mail or the entity id, case-insensitively, with % and _ taken literally", async () => {
    await seedEntries();
    const audit = createAuditService(t.db);
    expect(ids(await audit.list({ query: "BO@EXAMPLE" }))).toEqual(["ban user", "update niche"]);
    expect(ids(await audit.list({ query: "asmr" }))).toEqual(["update channel_type"]);
    expect(ids(await audit.list({ query: "100%" }))).toEqual(["delete did_you_know_fact"]);
    expect((await audit.list({ query: "%" })).total).toBe(1);
    expect((await audit.list({ query: "nobody" })).total).toBe(0);
  });

  it("filters by a date range: from inclusive, to exclusive", async () => {
    await seedEntries();
    const audit = createAuditService(t.db);
    const page = await audit.list({ from: new Date(Date.UTC(2026, 0, 2)), to: new Date(Date.UTC(2026, 0, 4)) });
    expect(ids(page)).toEqual(["update channel_type", "update niche"]);
    expect(page.total).toBe(2);
  });

  it("pages 50 at a time by default", async () => {
    await addAdmins();
    await t.db.insert(auditLog).values(
      Array.from({ length: 53 }, (_, i) => ({
        actorId: ADA.id,
        actorEmail: ADA.email,
        action: "update",
        entityType: "niche",
        entityId: `n-${i}`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
    const audit = createAuditService(t.db);
    const first = await audit.list();
    const second = await audit.list({ page: 2 });
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]?.entityId).toBe("n-52");
    expect(second.entries.map((entry) => entry.entityId)).toEqual(["n-2", "n-1", "n-0"]);
    expect(second.total).toBe(53);
  });

  it("keeps an entry's e-mail after its author is deleted and marks the author gone", async () => {
    await seedEntries();
    await t.db.delete(users).where(eq(users.id, BO.id));
    const page = await createAuditService(t.db).list({ entityType: "user" });
    expect(page.entries[0]).toMatchObject({ actorId: null, actorEmail: BO.email, actorDeleted: true });
    const ada = await createAuditService(t.db).list({ entityType: "channel_type" });
    expect(ada.entries[0]).toMatchObject({ actorId: ADA.id, actorDeleted: false });
  });

  it("says which entities still exist and names them, from the row or else the snapshot", async () => {
    await addAdmins();
    await t.db.insert(channelTypes).values(catalogueChannelTypeRows());
    const niche = buildNiche(faker, { name: "Ocean Facts" });
    const channel = buildChannel(faker, { channelTitle: "Deep Blue Docs" });
    await t.db.insert(niches).values(niche);
    await t.db.insert(youtubeChannels).values(channel);
    const audit = createAuditService(t.db);
    await recordAudit(t.db, ADA, {
      action: "update",
      entityType: "niche",
      entityId: niche.id,
      before: { name: "Ocean" },
      after: { name: "Ocean Facts" },
    });
    await recordAudit(t.db, ADA, {
      action: "create",
      entityType: "channel",
      entityId: channel.id,
      after: { channelTitle: "Deep Blue Docs" },
    });
    await recordAudit(t.db, ADA, {
      action: "delete",
      entityType: "niche",
      entityId: faker.string.uuid(),
      before: { name: "Removed niche" },
    });
    await recordAudit(t.db, ADA, { action: "update", entityType: "channel", entityId: "not-a-uuid", after: {} });
    await recordAudit(t.db, ADA, {
      action: "update",
      entityType: "channel_type",
      entityId: "asmr_ambient",
      before: { label: "x" },
      after: { label: "y" },
    });
    await recordAudit(t.db, ADA, { action: "set-role", entityType: "user", entityId: BO.id });
    const [run] = await t.db
      .insert(jobRuns)
      .values({ job: "stats-refresh", startedAt: new Date("2026-11-27T15:00:00Z") })
      .returning({ id: jobRuns.id });
    await recordAudit(t.db, ADA, { action: "stop", entityType: "job", entityId: run!.id });
    const byId = new Map((await audit.list()).entries.map((entry) => [`${entry.entityType}:${entry.entityId}`, entry.entity]));
    expect(byId.get(`niche:${niche.id}`)).toEqual({ exists: true, label: "Ocean Facts" });
    expect(byId.get(`channel:${channel.id}`)).toEqual({ exists: true, label: "Deep Blue Docs" });
    expect([...byId].find(([key]) => key.startsWith("niche:") && !key.endsWith(niche.id))?.[1]).toEqual({
      exists: false,
      label: "Removed niche",
    });
    expect(byId.get("channel:not-a-uuid")).toEqual({ exists: false, label: null });
    expect(byId.get("channel_type:asmr_ambient")?.exists).toBe(true);
    expect(byId.get(`user:${BO.id}`)).toEqual({ exists: true, label: BO.email });
    // A job run by its job and day, not its id.
    expect(byId.get(`job:${run!.id}`)).toEqual({ exists: true, label: "Stats refresh run of Nov 27, 2026" });
  });

  it("stores before and after as JSON (dates as ISO text)", async () => {
    await addAdmins();
    const at = new Date(Date.UTC(2026, 1, 3));
    await createAuditService(t.db).record(ADA, {
      action: "update",
      entityType: "niche",
      entityId: "n",
      before: { updatedAt: at },
      after: { updatedAt: null },
    });
    const [entry] = (await createAuditService(t.db).list()).entries;
    expect(entry?.before).toEqual({ updatedAt: "2026-02-03T00:00:00.000Z" });
    expect(entry?.after).toEqual({ updatedAt: null });
  });
});
