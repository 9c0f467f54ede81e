// The home page's one service call: every section cut to what its cards show, and the rankings
// teaser for members only (spec §6).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channelStatsSnapshots, channelTypes, didYouKnowFacts, niches, youtubeChannels } from "#db/schema/catalogue";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { buildFact } from "#db/seed/factories/fact-factory";
import { buildNiche } from "#db/seed/factories/niche-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";
import { createHomeService } from "#server/services/home.server";
import { refreshStoredGrowth } from "#server/services/stored-growth.server";

const VISITOR = { canSeeRevenue: false };
const MEMBER = { canSeeRevenue: true };

describe("home service", () => {
  let t: TestDatabase;
  const faker = createSeededFaker(26);
  const space = buildNiche(faker, {
    slug: "space",
    name: "Space",
    rpmLow: 4,
    rpmHigh: 9,
    description: `<p>${"Stars and planets explained. ".repeat(10)}</p>`,
  });
  const context = {
    niche: { id: space.id, name: space.name, rpmLow: 4, rpmHigh: 9, keywords: ["space"] },
    channelTypeId: "documentary_story",
  };
  const featured = buildChannel(faker, { isFeatured: true, nicheId: space.id, niche: space.name }, context);
  const growing = buildChannel(faker, { totalSubscribers: 30_000, nicheId: space.id, niche: space.name }, context);

  beforeAll(async () => {
    t = await createTestDatabase();
    await t.db.insert(channelTypes).values(catalogueChannelTypeRows());
    await t.db.insert(niches).values(space);
    await t.db.insert(youtubeChannels).values([featured, growing]);
    await t.db.insert(channelStatsSnapshots).values([
      { channelId: growing.id, day: "2026-09-30", subscribers: 20_000 },
      { channelId: growing.id, day: "2026-10-30", subscribers: 30_000 },
    ]);
    await refreshStoredGrowth(t.db, [growing.id]);
    await t.db.insert(didYouKnowFacts).values(buildFact(faker, { title: "Space is big" }));
  });
  afterAll(async () => {
    await t?.close();
  });

  it("assembles every section of the page, each cut to what its cards show", async () => {
    const home = await createHomeService(t.db).page(VISITOR);
    const typeCount = catalogueChannelTypeRows().length;
    expect(home.overview).toEqual({ channels: 2, channelTypes: typeCount, niches: 1, ideas: 0 });
    expect(home.featured.map((channel) => channel.slug)).toEqual([featured.slug]);
    expect(Object.keys(home.featured[0]!).sort()).toEqual([
      "country",
      "niche",
      "numbersAsOf",
      "slug",
      "subscribers",
      "thumbnailUrl",
      "title",
      "typeId",
      "videoCount",
      "views",
    ]);
    expect(home.fastestGrowing.map((channel) => [channel.slug, channel.growth?.subscribersChange])).toEqual([
      [growing.slug, 10_000],
    ]);
    expect(home.channelTypes).toHaveLength(8);
    expect(home.channelTypeTotal).toBe(typeCount);
    expect(home.channelTypes[0]!.excerpt.length).toBeLessThanOrEqual(81);
    expect(home.topNiches).toEqual([
      expect.objectContaining({
        slug: "space",
        channelCount: 2,
        excerpt: expect.stringMatching(/^Stars and planets explained\..*…$/),
      }),
    ]);
    expect(home.topNiches[0]).not.toHaveProperty("description");
    expect(home.didYouKnow).toMatchObject({ fact: { title: "Space is big" }, error: null });
  });

  it("gives the rankings teaser to members only", async () => {
    expect((await createHomeService(t.db).page(VISITOR)).rankingsTeaser).toBeNull();
    const teaser = (await createHomeService(t.db).page(MEMBER)).rankingsTeaser;
    expect(teaser?.length).toBeGreaterThan(0);
    expect(Object.keys(teaser![0]!).sort()).toEqual(["asOf", "id", "niche", "rank", "slug", "title", "value"]);
  });
});
