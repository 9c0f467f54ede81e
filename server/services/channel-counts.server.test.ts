// The channel counts the database maintains (channel_counts, triggers of migration 0005), checked
// against counting the rows directly after every kind of write: inserts, updates that move a
// channel between niches and types (including 'other' with metadata.ui_channel_type), deletes,
// a niche deleted under its channels, a type renamed, a bulk insert and a truncate.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHANNEL_TYPE_IDS } from "#domain/channel-type-ids";
import { channelTypes, niches, youtubeChannels } from "#db/schema/catalogue";
import { bulkInsert } from "#db/seed/bulk-insert";
import { buildChannel, type BuiltChannel } from "#db/seed/factories/channel-factory";
import { catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { buildNiche } from "#db/seed/factories/niche-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";
import { createAdminChannelTypesService } from "#server/services/admin-channel-types.server";
import { createAdminNichesService } from "#server/services/admin-niches.server";
import { createCatalogueService } from "#server/services/catalogue.server";
import { channelTypeFilter, createChannelTypesService } from "#server/services/channel-types.server";
import { createNichesService } from "#server/services/niches.server";

describe("maintained channel counts", () => {
  let test: TestDatabase;
  const faker = createSeededFaker(1103);
  const space = buildNiche(faker, { name: "Space Counts", slug: "space-counts" });
  const money = buildNiche(faker, { name: "Money Counts", slug: "money-counts" });
  const doomed = buildNiche(faker, { name: "Doomed Counts", slug: "doomed-counts" });
  const context = (niche: typeof space, channelTypeId = "documentary_story") => ({
    niche: { id: niche.id, name: niche.name, rpmLow: 1, rpmHigh: 3, keywords: ["space"] },
    channelTypeId,
  });
  // A row imported with only the niche's name (no niche_id) belongs to it by name.
  const byName = (niche: typeof space, overrides: Partial<BuiltChannel> = {}) =>
    buildChannel(faker, { nicheId: null, niche: niche.name, ...overrides }, context(niche));
  const asOther = (niche: typeof space, uiType: string) =>
    buildChannel(faker, { channelType: "other", metadata: { ui_channel_type: uiType } }, context(niche, "other"));

  beforeAll(async () => {
    test = await createTestDatabase();
    await test.db.insert(channelTypes).values(catalogueChannelTypeRows());
    await test.db.insert(niches).values([space, money, doomed]);
  });
  afterAll(async () => {
    await test?.close();
  });

  /** What the pages show, read through the services. */
  async function shown() {
    const nicheList = await createNichesService(test.db).list();
    const types = createChannelTypesService(test.db);
    const typeCounts: Record<string, number> = {};
    for (const id of CHANNEL_TYPE_IDS) typeCounts[id] = await types.countOfType(id);
    return {
      channels: (await createCatalogueService(test.db).overview()).channels,
      niches: Object.fromEntries(nicheList.map((niche) => [niche.slug, niche.channelCount])),
      types: typeCounts,
    };
  }

  /** The same numbers counted from the rows, by the rules the filters use. */
  async function counted() {
    const count = async (where?: ReturnType<typeof sql>) => {
      const [row] = await test.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(youtubeChannels)
        .where(where);
      return row?.n ?? 0;
    };
    const nicheRows = await test.db.select({ id: niches.id, slug: niches.slug, name: niches.name }).from(niches);
    const nicheCounts: Record<string, number> = {};
    for (const niche of nicheRows) {
      nicheCounts[niche.slug] = await count(
        sql`${youtubeChannels.nicheId} = ${niche.id} or (${youtubeChannels.nicheId} is null and ${youtubeChannels.niche} = ${niche.name})`,
      );
    }
    const typeCounts: Record<string, number> = {};
    for (const id of CHANNEL_TYPE_IDS) typeCounts[id] = await count(channelTypeFilter(id) as ReturnType<typeof sql>);
    return { channels: await count(), niches: nicheCounts, types: typeCounts };
  }

  async function expectCountsRight() {
    expect(await shown()).toEqual(await counted());
  }

  it("counts inserted channels by niche id or niche name, and by type or 'other' with ui_channel_type", async () => {
    await test.db
      .insert(youtubeChannels)
      .values([
        buildChannel(faker, {}, context(space)),
        buildChannel(faker, {}, context(space, "asmr_ambient")),
        byName(space),
        asOther(space, "asmr_ambient"),
        asOther(money, "documentary_story"),
        buildChannel(faker, {}, context(money, "other")),
        buildChannel(faker, {}, context(doomed)),
        byName(doomed),
      ]);
    const now = await shown();
    expect(now.channels).toBe(8);
    expect(now.niches).toEqual({ "space-counts": 4, "money-counts": 2, "doomed-counts": 2 });
    // 'other' counts every channel stored as 'other'; their ui_channel_type counts for that type too.
    expect(now.types).toMatchObject({ documentary_story: 5, asmr_ambient: 2, other: 3 });
    await expectCountsRight();
  });

  it("follows updates that move channels between niches and types, and ignores ones that do not", async () => {
    const [first] = await test.db
      .select({ id: youtubeChannels.id })
      .from(youtubeChannels)
      .where(eq(youtubeChannels.nicheId, space.id))
      .limit(1);
    await test.db.update(youtubeChannels).set({ nicheId: money.id, niche: money.name }).where(eq(youtubeChannels.id, first!.id));
    // From 'other' with a ui type to a plain type, and a ui type changed.
    await test.db
      .update(youtubeChannels)
      .set({ channelType: "ai_generated", metadata: {} })
      .where(
        and(
          eq(youtubeChannels.channelType, "other"),
          eq(youtubeChannels.nicheId, money.id),
          sql`${youtubeChannels.metadata} ? 'ui_channel_type'`,
        ),
      );
    await test.db
      .update(youtubeChannels)
      .set({ metadata: { ui_channel_type: "hands_only_demo" } })
      .where(and(eq(youtubeChannels.channelType, "other"), eq(youtubeChannels.nicheId, space.id)));
    // A name-only row gets its niche id; a stats-only update moves nothing.
    await test.db
      .update(youtubeChannels)
      .set({ nicheId: doomed.id })
      .where(and(sql`${youtubeChannels.nicheId} is null`, eq(youtubeChannels.niche, doomed.name)));
    await test.db.update(youtubeChannels).set({ totalSubscribers: sql`${youtubeChannels.totalSubscribers} + 1` });
    await expectCountsRight();
    expect((await shown()).types).toMatchObject({ ai_generated: 1, hands_only_demo: 1 });
  });

  it("follows deletes, a niche deleted under its channels (they keep its name), and a renamed type", async () => {
    await test.db.delete(youtubeChannels).where(eq(youtubeChannels.niche, space.name)).returning({ id: youtubeChannels.id });
    await expectCountsRight();

    // ON DELETE SET NULL: the channels keep the niche's name and no longer count under an id.
    await test.db.delete(niches).where(eq(niches.id, doomed.id));
    const recreated = { ...doomed, id: faker.string.uuid() };
    await test.db.insert(niches).values(recreated);
    await expectCountsRight();
    expect((await shown()).niches["doomed-counts"]).toBe(2);

    // ON UPDATE CASCADE on channel_type.
    await test.db.insert(channelTypes).values({ id: "renamed_from", label: "Renamed from" });
    await test.db
      .insert(youtubeChannels)
      .values([buildChannel(faker, {}, context(money, "renamed_from")), asOther(money, "renamed_from")]);
    await test.db.update(channelTypes).set({ id: "renamed_to" }).where(eq(channelTypes.id, "renamed_from"));
    const [row] = await test.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(youtubeChannels)
      .where(eq(youtubeChannels.channelType, "renamed_to"));
    expect(row?.n).toBe(1);
    expect(await createChannelTypesService(test.db).countOfType("renamed_to")).toBe(1);
    expect(await createChannelTypesService(test.db).countOfType("renamed_from")).toBe(1); // the ui_channel_type text stays as it was
    await expectCountsRight();
  });

  it("counts a bulk insert in one statement, and starts again from zero after a truncate", async () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      i % 3 === 0 ? byName(money) : buildChannel(faker, {}, context(money, i % 2 ? "asmr_ambient" : "other")),
    );
    await bulkInsert(
      test.db,
      youtubeChannels,
      many.map(({ keywords: _keywords, ...row }) => row),
    );
    await expectCountsRight();
    await test.db.execute(sql`truncate table ${youtubeChannels} cascade`);
    expect((await shown()).channels).toBe(0);
    await test.db.insert(youtubeChannels).values(buildChannel(faker, {}, context(money)));
    await expectCountsRight();
  });

  it("gives the admin lists the same counts", async () => {
    await test.db.insert(youtubeChannels).values([asOther(money, "asmr_ambient"), byName(money)]);
    const pages = await shown();
    const adminNiches = await createAdminNichesService(test.db).list();
    expect(Object.fromEntries(adminNiches.map((niche) => [niche.slug, niche.channelCount]))).toEqual(pages.niches);
    const adminTypes = await createAdminChannelTypesService(test.db).list();
    for (const type of adminTypes) if (type.id in pages.types) expect(type.channelCount, type.id).toBe(pages.types[type.id]);
  });
});
