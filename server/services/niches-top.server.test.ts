// The home page's top niches: most channels first, with their counts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channelTypes, niches, youtubeChannels } from "#db/schema/catalogue";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { buildNiche } from "#db/seed/factories/niche-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";
import { createNichesService } from "#server/services/niches.server";

describe("niches service: top niches", () => {
  let test: TestDatabase;
  const faker = createSeededFaker(21);
  const [big, middle, small, empty] = ["Big", "Middle", "Small", "Empty"].map((name) =>
    buildNiche(faker, { name: `${name} Niche`, slug: `${name.toLowerCase()}-niche` }),
  );
  const inNiche = (niche: typeof big, n: number) =>
    Array.from({ length: n }, () =>
      buildChannel(
        faker,
        {},
        { niche: { id: niche!.id, name: niche!.name, rpmLow: 1, rpmHigh: 2, keywords: ["x"] }, channelTypeId: "asmr_ambient" },
      ),
    );

  beforeAll(async () => {
    test = await createTestDatabase();
    await test.db.insert(channelTypes).values(catalogueChannelTypeRows());
    await test.db.insert(niches).values([big!, middle!, small!, empty!]);
    await test.db.insert(youtubeChannels).values([...inNiche(big, 3), ...inNiche(middle, 2), ...inNiche(small, 1)]);
  });
  afterAll(async () => {
    await test?.close();
  });

  it("lists the niches with the most channels first, with their counts", async () => {
    const top = await createNichesService(test.db).top(2);
    expect(top.map((niche) => [niche.name, niche.channelCount])).toEqual([
      ["Big Niche", 3],
      ["Middle Niche", 2],
    ]);
  });
});
