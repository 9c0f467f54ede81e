// A saved search's "new since saved": only channels added after the moment, through the same
// search (words, filters, members-only gate) as the page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channelTypes, niches, youtubeChannels } from "#db/schema/catalogue";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { buildNiche } from "#db/seed/factories/niche-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { createChannelsService } from "#server/services/channels.server";
import { savedSearchMatchesSince } from "#server/services/saved-search-matches.server";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

const MEMBER = { canSeeRevenue: true };
const VISITOR = { canSeeRevenue: false };

describe("savedSearchMatchesSince", () => {
  let test: TestDatabase;
  const faker = createSeededFaker(815);
  const niche = buildNiche(faker, { name: "Sleep Sounds", slug: "sleep-sounds" });
  const ctx = {
    niche: { id: niche.id, name: niche.name, rpmLow: 2, rpmHigh: 6, keywords: ["rain"] },
    channelTypeId: "asmr_ambient",
  };
  const savedAt = new Date("2026-06-01T00:00:00Z");
  const before = new Date("2026-05-01T00:00:00Z");
  const after = new Date("2026-07-01T00:00:00Z");
  const channel = (title: string, country: string, createdAt: Date, revenuePerVideo: number) => ({
    ...buildChannel(faker, { channelTitle: title, country, description: "Rain sounds for sleep.", revenuePerVideo }, ctx),
    createdAt,
  });

  beforeAll(async () => {
    test = await createTestDatabase();
    await test.db.insert(channelTypes).values(catalogueChannelTypeRows());
    await test.db.insert(niches).values([niche]);
    await test.db
      .insert(youtubeChannels)
      .values([
        channel("Old Rain", "US", before, 50),
        channel("New Rain US", "US", after, 50),
        channel("New Rain Rich", "US", after, 900),
        channel("New Rain GB", "GB", after, 50),
      ]);
  });
  afterAll(async () => {
    await test?.close();
  });

  it("counts only channels added after the moment that the saved filters match", async () => {
    const search = createChannelsService(test.db);
    const result = await savedSearchMatchesSince(search, "q=rain&country=US", savedAt, MEMBER);
    expect(result.total).toBe(2);
    expect(result.channels.map((c) => c.title).sort()).toEqual(["New Rain Rich", "New Rain US"]);
  });

  it("keeps the members-only filters for members and drops them for visitors", async () => {
    const search = createChannelsService(test.db);
    expect((await savedSearchMatchesSince(search, "country=US&rpv_min=500", savedAt, MEMBER)).total).toBe(1);
    expect((await savedSearchMatchesSince(search, "country=US&rpv_min=500", savedAt, VISITOR)).total).toBe(2);
  });

  it("ignores a field that no longer validates, and the page", async () => {
    const search = createChannelsService(test.db);
    const result = await savedSearchMatchesSince(search, "country=nowhere&page=9&subs_min=abc", savedAt, MEMBER);
    expect(result.total).toBe(3);
  });
});
