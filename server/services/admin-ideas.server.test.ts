import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#db/schema/auth";
import { channelTypes, facelessIdeaChannels, facelessIdeas, niches, youtubeChannels } from "#db/schema/catalogue";
import { auditLog } from "#db/schema/site";
import { IDEA_FORM_MESSAGES, type IdeaInput } from "#domain/admin/idea-form";
import { createAdminIdeasService } from "#server/services/admin-ideas.server";
import { createIdeasService } from "#server/services/ideas.server";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { buildIdea } from "#db/seed/factories/idea-factory";
import { buildNiche } from "#db/seed/factories/niche-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { XSS_CORPUS, XSS_DANGER } from "#tests/fixtures/xss-corpus";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

const faker = createSeededFaker(62);
const admin = { id: "u-idea-admin", email: "ideas.admin@example.com" };
const niche = buildNiche(faker, { slug: "history", name: "History" });
const alpha = buildChannel(faker, { channelTitle: "Alpha History", slug: "alpha-history" });
const beta = buildChannel(faker, { channelTitle: "Beta Stories", slug: "beta-stories" });
let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  await t.db.insert(users).values({ id: admin.id, name: "Admin", email: admin.email, role: "admin" });
  await t.db.insert(channelTypes).values(catalogueChannelTypeRows());
  await t.db.insert(niches).values(niche);
  await t.db.insert(youtubeChannels).values([alpha, beta]);
});
afterAll(async () => {
  await t.close();
});

const service = () => createAdminIdeasService(t.db);
const auditOf = async (id: string) => t.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.createdAt);

function input(overrides: Partial<IdeaInput> = {}): IdeaInput {
  return {
    title: "AI history shorts",
    slug: "ai-history-shorts",
    summary: "Sixty-second history stories.",
    body: "<p>Pick <strong>one era</strong>.</p>",
    nicheId: niche.id,
    channelTypeId: "documentary_story",
    difficulty: "beginner",
    startupCost: "low",
    rpmLow: 2.5,
    rpmHigh: 6,
    hoursPerVideo: 3,
    tools: ["CapCut", "ElevenLabs"],
    exampleChannels: ["beta-stories", "alpha-history"],
    ...overrides,
  };
}

describe("admin ideas", () => {
  it("creates an idea with its example channels; the public page shows it at once", async () => {
    const created = await service().create(admin, input());
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const page = await createIdeasService(t.db).getBySlug("ai-history-shorts");
    expect(page).toMatchObject({
      title: "AI history shorts",
      niche: { slug: "history" },
      rpmLow: 2.5,
      rpmHigh: 6,
      hoursPerVideo: 3,
      tools: ["CapCut", "ElevenLabs"],
    });
    expect(page?.exampleChannels.map((c) => c.slug)).toEqual(["alpha-history", "beta-stories"]);

    const [entry] = await auditOf(created.idea.id);
    expect(entry).toMatchObject({ action: "create", entityType: "faceless_idea", actorEmail: admin.email, before: null });
    expect(entry?.after).toMatchObject({ slug: "ai-history-shorts", exampleChannels: ["alpha-history", "beta-stories"] });

    const [listed] = (await service().list()).filter((i) => i.id === created.idea.id);
    expect(listed).toMatchObject({ nicheName: "History", exampleChannelCount: 2 });
    expect((await service().get(created.idea.id))?.exampleChannels.map((c) => c.title)).toEqual([
      "Alpha History",
      "Beta Stories",
    ]);
  });

  it("answers a taken slug with a field message", async () => {
    expect(await service().create(admin, input({ title: "Another" }))).toEqual({
      ok: false,
      reason: "invalid",
      fieldErrors: { slug: [IDEA_FORM_MESSAGES.slugTaken] },
    });
  });

  it("names the field when a niche, channel type or channel no longer exists", async () => {
    const result = await service().create(
      admin,
      input({ slug: "ghost", nicheId: "00000000-0000-4000-8000-000000000000", channelTypeId: "no_such_type" }),
    );
    expect(result).toEqual({
      ok: false,
      reason: "invalid",
      fieldErrors: { nicheId: [IDEA_FORM_MESSAGES.nicheUnknown], channelTypeId: [IDEA_FORM_MESSAGES.channelTypeUnknown] },
    });
    expect(await service().create(admin, input({ slug: "ghost", exampleChannels: ["gone-channel"] }))).toEqual({
      ok: false,
      reason: "invalid",
      fieldErrors: { exampleChannels: [IDEA_FORM_MESSAGES.channelMissing] },
    });
    // Nothing was half-written.
    expect(await t.db.select().from(facelessIdeas).where(eq(facelessIdeas.slug, "ghost"))).toEqual([]);
  });

  it("answers what the database refuses (a reversed RPM range) at the field, not with an error", async () => {
    expect(await service().create(admin, input({ slug: "reversed", rpmLow: 9, rpmHigh: 1 }))).toEqual({
      ok: false,
      reason: "invalid",
      fieldErrors: { rpmLow: [IDEA_FORM_MESSAGES.rpmOrder] },
    });
  });

  it("updates fields and example channels, with before and after in the audit log", async () => {
    const idea = buildIdea(faker, { slug: "old-slug", title: "Old title" });
    await t.db.insert(facelessIdeas).values(idea);
    await t.db.insert(facelessIdeaChannels).values({ ideaId: idea.id, channelId: alpha.id });
    const updated = await service().update(
      admin,
      idea.id,
      input({
        slug: "new-slug",
        title: "New title",
        exampleChannels: ["beta-stories"],
        nicheId: null,
        rpmLow: null,
        rpmHigh: null,
      }),
    );
    expect(updated.ok && updated.idea).toMatchObject({ slug: "new-slug", title: "New title", nicheId: null, rpmLow: null });
    expect((await service().get(idea.id))?.exampleChannels.map((c) => c.slug)).toEqual(["beta-stories"]);
    const [entry] = await auditOf(idea.id);
    expect(entry).toMatchObject({
      action: "update",
      before: { slug: "old-slug", exampleChannels: ["alpha-history"] },
      after: { slug: "new-slug", exampleChannels: ["beta-stories"] },
    });
    expect(await createIdeasService(t.db).getBySlug("old-slug")).toBeNull();
    expect(await service().update(admin, "00000000-0000-4000-8000-000000000000", input({ slug: "x" }))).toEqual({
      ok: false,
      reason: "not-found",
    });
  });

  it("deletes an idea and its channel links, with an audit entry", async () => {
    const idea = buildIdea(faker, { slug: "to-delete" });
    await t.db.insert(facelessIdeas).values(idea);
    await t.db.insert(facelessIdeaChannels).values({ ideaId: idea.id, channelId: beta.id });
    expect(await service().delete(admin, idea.id)).toMatchObject({ ok: true, idea: { slug: "to-delete" } });
    expect(await t.db.select().from(facelessIdeaChannels).where(eq(facelessIdeaChannels.ideaId, idea.id))).toEqual([]);
    // The channel itself stays.
    expect(
      await t.db.select({ id: youtubeChannels.id }).from(youtubeChannels).where(eq(youtubeChannels.id, beta.id)),
    ).toHaveLength(1);
    const [entry] = await auditOf(idea.id);
    expect(entry).toMatchObject({
      action: "delete",
      before: { slug: "to-delete", exampleChannels: ["beta-stories"] },
      after: null,
    });
    expect(await service().delete(admin, idea.id)).toEqual({ ok: false, reason: "not-found" });
  });

  it("sanitizes on save: the XSS corpus is stored inert", async () => {
    const payload = XSS_CORPUS.join("\n");
    const created = await service().create(
      admin,
      input({
        slug: "xss-probe",
        title: `Probe ${payload}`,
        summary: `Summary ${payload}`,
        body: `<p>Kept</p>${payload}`,
        tools: [payload],
      }),
    );
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const [stored] = await t.db.select().from(facelessIdeas).where(eq(facelessIdeas.id, created.idea.id));
    expect(stored?.body).toContain("<p>Kept</p>");
    for (const value of [stored?.title, stored?.summary, stored?.body, ...(stored?.tools ?? [])])
      expect(value).not.toMatch(XSS_DANGER);
  });

  it("lists form options and resolves picked channels in the order given", async () => {
    const options = await service().formOptions();
    expect(options.niches).toEqual([{ id: niche.id, name: "History" }]);
    expect(options.channelTypes.length).toBeGreaterThan(5);
    expect((await service().channelsBySlugs(["beta-stories", "missing", "alpha-history"])).map((c) => c.slug)).toEqual([
      "beta-stories",
      "alpha-history",
    ]);
  });
});
