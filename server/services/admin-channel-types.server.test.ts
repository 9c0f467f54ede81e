import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { users } from "#db/schema/auth";
import { channelTypes, facelessIdeas, niches, youtubeChannels } from "#db/schema/catalogue";
import { auditLog } from "#db/schema/site";
import { CHANNEL_TYPE_FORM_MESSAGES, channelTypeFormSchema, type ChannelTypeFormInput } from "#domain/admin/channel-type-form";
import { createAdminChannelTypesService } from "#server/services/admin-channel-types.server";
import { createChannelTypesService } from "#server/services/channel-types.server";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { buildChannelType } from "#db/seed/factories/channel-type-factory";
import { buildIdea } from "#db/seed/factories/idea-factory";
import { buildNiche } from "#db/seed/factories/niche-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { XSS_CORPUS, XSS_DANGER } from "#tests/fixtures/xss-corpus";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-db";

const actor = { id: "u-admin", email: "admin@example.com" };

function form(overrides: Partial<ChannelTypeFormInput> = {}) {
  return channelTypeFormSchema.parse({
    id: "calm_ambient",
    label: "Calm ambient",
    description: "<p>Long <strong>calm</strong> soundscapes.</p>",
    production: "<ol><li>Record rain</li></ol>",
    example: "<ul><li>Rain on a tent</li></ul>",
    imageUrl: "https://cdn.example.com/calm.png",
    gradientFrom: "#112233",
    gradientTo: "#445566",
    ...overrides,
  });
}

describe("admin channel types service", () => {
  let t: TestDatabase;
  const faker = createSeededFaker(61);

  beforeEach(async () => {
    t = await createTestDatabase();
    await t.db.insert(users).values({ id: actor.id, name: "Ada Admin", email: actor.email, role: "admin" });
  });
  afterEach(async () => {
    await t.close();
  });

  it("creates a type with sanitized guide sections and an audit entry, visible to the public service at once", async () => {
    const service = createAdminChannelTypesService(t.db);
    const publicService = createChannelTypesService(t.db);
    expect((await publicService.list()).types).toEqual([]);

    const outcome = await service.create(
      actor,
      form({ description: `<p>Safe</p>${XSS_CORPUS.join("\n")}`, production: XSS_CORPUS.join(""), example: "" }),
    );
    expect(outcome.ok).toBe(true);

    const stored = await service.get("calm_ambient");
    expect(stored).toMatchObject({
      id: "calm_ambient",
      label: "Calm ambient",
      imageUrl: "https://cdn.example.com/calm.png",
      gradientFrom: "#112233",
      example: "",
    });
    expect(stored?.description).toContain("<p>Safe</p>");
    expect(stored?.description).not.toMatch(XSS_DANGER);
    expect(stored?.production).not.toMatch(XSS_DANGER);

    const [entry] = await t.db.select().from(auditLog);
    expect(entry).toMatchObject({
      actorId: actor.id,
      actorEmail: actor.email,
      action: "create",
      entityType: "channel_type",
      entityId: "calm_ambient",
      before: null,
    });
    expect((entry?.after as { label: string }).label).toBe("Calm ambient");

    const listed = await publicService.list();
    expect(listed.types.map((type) => type.id)).toEqual(["calm_ambient"]);
    expect((await publicService.getById("calm_ambient"))?.gradient).toEqual(["#112233", "#445566"]);
  });

  it("refuses a taken id and a label another type has, at the field", async () => {
    await t.db.insert(channelTypes).values(buildChannelType(faker, { id: "calm_ambient", label: "Existing" }));
    const service = createAdminChannelTypesService(t.db);
    expect(await service.create(actor, form())).toEqual({
      ok: false,
      reason: "invalid",
      fieldErrors: { id: [CHANNEL_TYPE_FORM_MESSAGES.idTaken] },
    });
    expect(await service.create(actor, form({ id: "other_id", label: "existing" }))).toEqual({
      ok: false,
      reason: "invalid",
      fieldErrors: { label: [CHANNEL_TYPE_FORM_MESSAGES.labelTaken] },
    });
    expect(await t.db.select().from(auditLog)).toEqual([]);
  });

  it("refuses a description that sanitizing leaves empty", async () => {
    const service = createAdminChannelTypesService(t.db);
    expect(await service.create(actor, form({ description: "<svg><text>only svg</text></svg>" }))).toEqual({
      ok: false,
      reason: "invalid",
      fieldErrors: { description: [CHANNEL_TYPE_FORM_MESSAGES.descriptionRequired] },
    });
  });

  it("updates everything but the id and records before and after", async () => {
    const service = createAdminChannelTypesService(t.db);
    await service.create(actor, form());
    // The form carries an id; update never changes it.
    const outcome = await service.update(
      actor,
      "calm_ambient",
      form({ id: "renamed", label: "Calm sounds", imageUrl: "", description: "<p>New <em>text</em></p><script>x</script>" }),
    );
    expect(outcome).toMatchObject({
      ok: true,
      channelType: { id: "calm_ambient", label: "Calm sounds", imageUrl: null, description: "<p>New <em>text</em></p>" },
    });
    expect(await service.get("renamed")).toBeNull();

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, "update"));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      entityId: "calm_ambient",
      before: expect.objectContaining({ label: "Calm ambient" }),
      after: expect.objectContaining({ label: "Calm sounds" }),
    });

    expect(await service.update(actor, "missing_type", form())).toEqual({ ok: false, reason: "not-found" });
    expect(await service.update(actor, "Bad Id!", form())).toEqual({ ok: false, reason: "not-found" });
  });

  it("lists types by label with how many channels and ideas use each", async () => {
    await t.db
      .insert(channelTypes)
      .values([
        buildChannelType(faker, { id: "b_type", label: "Bravo" }),
        buildChannelType(faker, { id: "a_type", label: "Alpha" }),
        buildChannelType(faker, { id: "other", label: "Other" }),
      ]);
    const niche = buildNiche(faker);
    await t.db.insert(niches).values(niche);
    await t.db.insert(youtubeChannels).values([
      buildChannel(faker, { channelType: "a_type", nicheId: niche.id }),
      // Spec §7: an 'other' channel naming the type in metadata counts for it.
      buildChannel(faker, { channelType: "other", metadata: { ui_channel_type: "a_type" }, nicheId: niche.id }),
    ]);
    await t.db.insert(facelessIdeas).values(buildIdea(faker, { channelTypeId: "b_type", nicheId: null }));
    const list = await createAdminChannelTypesService(t.db).list();
    expect(list.map(({ id, channelCount, ideaCount }) => ({ id, channelCount, ideaCount }))).toEqual([
      { id: "a_type", channelCount: 2, ideaCount: 0 },
      { id: "b_type", channelCount: 0, ideaCount: 1 },
      { id: "other", channelCount: 1, ideaCount: 0 },
    ]);
  });

  it("refuses to delete a type in use, naming how many rows use it", async () => {
    await t.db
      .insert(channelTypes)
      .values([buildChannelType(faker, { id: "used_type" }), buildChannelType(faker, { id: "idea_type" })]);
    const niche = buildNiche(faker);
    await t.db.insert(niches).values(niche);
    await t.db
      .insert(youtubeChannels)
      .values([
        buildChannel(faker, { channelType: "used_type", nicheId: niche.id }),
        buildChannel(faker, { channelType: "used_type", nicheId: niche.id }),
      ]);
    await t.db.insert(facelessIdeas).values(buildIdea(faker, { channelTypeId: "idea_type", nicheId: null }));
    const service = createAdminChannelTypesService(t.db);

    expect(await service.delete(actor, "used_type")).toEqual({
      ok: false,
      reason: "in-use",
      message: "2 channels use this channel type. Move them to another type before deleting it.",
    });
    expect(await service.delete(actor, "idea_type")).toMatchObject({
      ok: false,
      reason: "in-use",
      message: "1 idea uses this channel type. Move it to another type before deleting it.",
    });
    expect(await service.get("used_type")).not.toBeNull();
    expect(await t.db.select().from(auditLog)).toEqual([]);
  });

  it("never deletes the catch-all 'other' type", async () => {
    await t.db.insert(channelTypes).values(buildChannelType(faker, { id: "other", label: "Other" }));
    expect(await createAdminChannelTypesService(t.db).delete(actor, "other")).toEqual({
      ok: false,
      reason: "protected",
      message: CHANNEL_TYPE_FORM_MESSAGES.otherNotDeletable,
    });
  });

  it("deletes an unused type, takes it off niches' related types and records the row it removed", async () => {
    await t.db
      .insert(channelTypes)
      .values([buildChannelType(faker, { id: "gone_type" }), buildChannelType(faker, { id: "kept_type" })]);
    const niche = buildNiche(faker, { channelTypeIds: ["gone_type", "kept_type"] });
    await t.db.insert(niches).values(niche);
    const service = createAdminChannelTypesService(t.db);

    expect(await service.delete(actor, "gone_type")).toMatchObject({ ok: true, channelType: { id: "gone_type" } });
    expect(await service.get("gone_type")).toBeNull();
    const [after] = await t.db.select({ ids: niches.channelTypeIds }).from(niches);
    expect(after?.ids).toEqual(["kept_type"]);
    const [entry] = await t.db.select().from(auditLog);
    expect(entry).toMatchObject({
      action: "delete",
      entityType: "channel_type",
      entityId: "gone_type",
      after: null,
      before: expect.objectContaining({ id: "gone_type" }),
    });

    expect(await service.delete(actor, "gone_type")).toEqual({ ok: false, reason: "not-found" });
  });
});
