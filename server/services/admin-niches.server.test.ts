import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { users } from "#db/schema/auth";
import { channelTypes, facelessIdeas, niches, youtubeChannels } from "#db/schema/catalogue";
import { auditLog } from "#db/schema/site";
import { NICHE_FORM_MESSAGES, nicheFormSchema, type NicheFormInput } from "#domain/admin/niche-form";
import { createAdminNichesService } from "#server/services/admin-niches.server";
import { createNichesService } from "#server/services/niches.server";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { buildChannelType } from "#db/seed/factories/channel-type-factory";
import { buildIdea } from "#db/seed/factories/idea-factory";
import { buildNiche } from "#db/seed/factories/niche-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { XSS_CORPUS, XSS_DANGER } from "#tests/fixtures/xss-corpus";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-db";

const actor = { id: "u-admin", email: "admin@example.com" };

function form(overrides: Partial<NicheFormInput> = {}) {
  return nicheFormSchema.parse({
    name: "Sleep Sounds",
    slug: "",
    description: "<p>Rain, <strong>fans</strong> and waves.</p>",
    rpmLow: 1.5,
    rpmHigh: 4,
    competition: "low",
    demonetizationRisk: "medium",
    category: "Music",
    channelTypeIds: ["asmr_ambient"],
    ...overrides,
  });
}

describe("admin niches service", () => {
  let t: TestDatabase;
  const faker = createSeededFaker(62);

  beforeEach(async () => {
    t = await createTestDatabase();
    await t.db.insert(users).values({ id: actor.id, name: "Ada Admin", email: actor.email, role: "admin" });
    await t.db
      .insert(channelTypes)
      .values([
        buildChannelType(faker, { id: "asmr_ambient", label: "ASMR" }),
        buildChannelType(faker, { id: "music_curation", label: "Music" }),
      ]);
  });
  afterEach(async () => {
    await t.close();
  });

  it("creates a niche with a sanitized description and an audit entry, shown on the public pages at once", async () => {
    const service = createAdminNichesService(t.db);
    const outcome = await service.create(actor, form({ description: `<p>Calm</p>${XSS_CORPUS.join("\n")}` }));
    expect(outcome).toMatchObject({
      ok: true,
      niche: { slug: "sleep-sounds", name: "Sleep Sounds", rpmLow: 1.5, rpmHigh: 4, channelTypeIds: ["asmr_ambient"] },
    });
    if (!outcome.ok) return;
    expect(outcome.niche.description).toContain("<p>Calm</p>");
    expect(outcome.niche.description).not.toMatch(XSS_DANGER);

    const [entry] = await t.db.select().from(auditLog);
    expect(entry).toMatchObject({
      action: "create",
      entityType: "niche",
      entityId: outcome.niche.id,
      before: null,
      actorEmail: actor.email,
    });

    const publicNiche = await createNichesService(t.db).getBySlug("sleep-sounds");
    expect(publicNiche).toMatchObject({ name: "Sleep Sounds", channelTypes: [{ id: "asmr_ambient", label: "ASMR" }] });
  });

  it("refuses a taken slug or name (ignoring case) and unknown channel types, at the field", async () => {
    await t.db.insert(niches).values(buildNiche(faker, { slug: "sleep-sounds", name: "Rain" }));
    const service = createAdminNichesService(t.db);
    expect(await service.create(actor, form({ name: "Brand new", slug: "sleep-sounds" }))).toEqual({
      ok: false,
      reason: "invalid",
      fieldErrors: { slug: [NICHE_FORM_MESSAGES.slugTaken] },
    });
    expect(await service.create(actor, form({ name: "RAIN", channelTypeIds: ["asmr_ambient", "no_such_type"] }))).toEqual({
      ok: false,
      reason: "invalid",
      fieldErrors: { name: [NICHE_FORM_MESSAGES.nameTaken], channelTypeIds: [NICHE_FORM_MESSAGES.unknownChannelType] },
    });
    expect(await service.create(actor, form({ name: "Only SVG", description: "<svg><text>x</text></svg>" }))).toEqual({
      ok: false,
      reason: "invalid",
      fieldErrors: { description: [NICHE_FORM_MESSAGES.descriptionRequired] },
    });
    expect(await t.db.select().from(auditLog)).toEqual([]);
  });

  it("updates a niche, renames it on its channels without touching their dates, and records before and after", async () => {
    const service = createAdminNichesService(t.db);
    const created = await service.create(actor, form());
    if (!created.ok) throw new Error("create failed");
    const id = created.niche.id;
    const linked = buildChannel(faker, { nicheId: id, niche: "Sleep Sounds", channelType: "asmr_ambient" });
    const nameOnly = buildChannel(faker, { nicheId: null, niche: "Sleep Sounds", channelType: "asmr_ambient" });
    const unrelated = buildChannel(faker, { nicheId: null, niche: "Something else", channelType: "asmr_ambient" });
    await t.db.insert(youtubeChannels).values([linked, nameOnly, unrelated]);
    const [beforeDates] = await t.db
      .select({ updatedAt: youtubeChannels.updatedAt })
      .from(youtubeChannels)
      .where(eq(youtubeChannels.id, linked.id));

    // Keeping its own name and slug is not a clash with itself.
    expect(await service.update(actor, id, form({ slug: "sleep-sounds" }))).toMatchObject({ ok: true });
    const outcome = await service.update(
      actor,
      id,
      form({ name: "Sleep & Rain", slug: "sleep-rain", rpmLow: 2, rpmHigh: 6, competition: "medium", channelTypeIds: [] }),
    );
    expect(outcome).toMatchObject({
      ok: true,
      niche: { id, name: "Sleep & Rain", slug: "sleep-rain", rpmLow: 2, rpmHigh: 6, competition: "medium", channelTypeIds: [] },
    });

    const channels = await t.db
      .select({ id: youtubeChannels.id, niche: youtubeChannels.niche, updatedAt: youtubeChannels.updatedAt })
      .from(youtubeChannels);
    const byId = new Map(channels.map((c) => [c.id, c]));
    expect(byId.get(linked.id)?.niche).toBe("Sleep & Rain");
    expect(byId.get(nameOnly.id)?.niche).toBe("Sleep & Rain");
    expect(byId.get(unrelated.id)?.niche).toBe("Something else");
    expect(byId.get(linked.id)?.updatedAt).toEqual(beforeDates?.updatedAt);

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, "update"));
    expect(entries.at(-1)).toMatchObject({
      entityId: id,
      before: expect.objectContaining({ name: "Sleep Sounds" }),
      after: expect.objectContaining({ name: "Sleep & Rain" }),
    });
    expect(await createNichesService(t.db).getBySlug("sleep-sounds")).toBeNull();
    expect((await createNichesService(t.db).getBySlug("sleep-rain"))?.channelCount).toBe(2);

    expect(await service.update(actor, faker.string.uuid(), form())).toEqual({ ok: false, reason: "not-found" });
    expect(await service.update(actor, "not-a-uuid", form())).toEqual({ ok: false, reason: "not-found" });
  });

  it("lists niches by name with how many channels and ideas use each", async () => {
    const alpha = buildNiche(faker, { name: "Alpha", slug: "alpha" });
    const beta = buildNiche(faker, { name: "Beta", slug: "beta" });
    await t.db.insert(niches).values([beta, alpha]);
    await t.db
      .insert(youtubeChannels)
      .values([
        buildChannel(faker, { nicheId: alpha.id, niche: "Alpha", channelType: "asmr_ambient" }),
        buildChannel(faker, { nicheId: null, niche: "Alpha", channelType: "asmr_ambient" }),
      ]);
    await t.db.insert(facelessIdeas).values(buildIdea(faker, { nicheId: beta.id, channelTypeId: null }));
    const list = await createAdminNichesService(t.db).list();
    expect(list.map(({ name, channelCount, ideaCount }) => ({ name, channelCount, ideaCount }))).toEqual([
      { name: "Alpha", channelCount: 2, ideaCount: 0 },
      { name: "Beta", channelCount: 0, ideaCount: 1 },
    ]);
  });

  it("refuses to delete a niche in use, naming how many rows use it", async () => {
    const used = buildNiche(faker);
    await t.db.insert(niches).values(used);
    await t.db
      .insert(youtubeChannels)
      .values(buildChannel(faker, { nicheId: used.id, niche: used.name, channelType: "asmr_ambient" }));
    await t.db
      .insert(facelessIdeas)
      .values([
        buildIdea(faker, { nicheId: used.id, channelTypeId: null }),
        buildIdea(faker, { nicheId: used.id, channelTypeId: null }),
      ]);
    const service = createAdminNichesService(t.db);
    expect(await service.delete(actor, used.id)).toEqual({
      ok: false,
      reason: "in-use",
      message: "1 channel and 2 ideas use this niche. Move them to another niche before deleting it.",
    });
    expect(await service.get(used.id)).not.toBeNull();
  });

  it("deletes an unused niche and records the row it removed", async () => {
    const unused = buildNiche(faker);
    await t.db.insert(niches).values(unused);
    const service = createAdminNichesService(t.db);
    expect(await service.delete(actor, unused.id)).toMatchObject({ ok: true, niche: { id: unused.id } });
    expect(await service.get(unused.id)).toBeNull();
    const [entry] = await t.db.select().from(auditLog);
    expect(entry).toMatchObject({
      action: "delete",
      entityType: "niche",
      entityId: unused.id,
      after: null,
      before: expect.objectContaining({ slug: unused.slug }),
    });
    expect(await service.delete(actor, unused.id)).toEqual({ ok: false, reason: "not-found" });
  });
});
