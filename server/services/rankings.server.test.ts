// Spec §9: "Rankings: only channels with a positive metric, sorted descending, top 100."
// Spec §6: revenue rankings are hidden from visitors.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channelTypes, youtubeChannels } from "#db/schema/catalogue";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";
import { createRankingsService } from "#server/services/rankings.server";

describe("rankings service", () => {
  let test: TestDatabase;
  const faker = createSeededFaker(77);
  // 105 positive values (1…105), so "top 100" cuts five; plus zeros and nulls that never rank.
  const positive = Array.from({ length: 105 }, (_, i) =>
    buildChannel(faker, { revenuePerVideo: i + 1, revenuePerSubscriber: (i + 1) / 1000 }, { channelTypeId: "asmr_ambient" }),
  );
  const zero = buildChannel(faker, { channelTitle: "Zero Earner", revenuePerVideo: 0, revenuePerSubscriber: 0 }, { channelTypeId: "asmr_ambient" });
  const missing = buildChannel(faker, { channelTitle: "No Data", revenuePerVideo: null, revenuePerSubscriber: null }, { channelTypeId: "asmr_ambient" });

  beforeAll(async () => {
    test = await createTestDatabase();
    await test.db.insert(channelTypes).values(catalogueChannelTypeRows());
    await test.db.insert(youtubeChannels).values([...positive, zero, missing]);
  });
  afterAll(async () => {
    await test?.close();
  });

  it("lists the top 100 by revenue per video, descending, positive only", async () => {
    const rankings = await createRankingsService(test.db).top("revenue_per_video", { canSeeRevenue: true });
    const rows = rankings?.rows ?? [];
    expect(rows).toHaveLength(100);
    expect(rows[0]?.value).toBe(105);
    expect(rows.at(-1)?.value).toBe(6);
    expect(rows.map((row) => row.rank)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    for (let i = 1; i < rows.length; i++) expect(rows[i - 1]!.value).toBeGreaterThan(rows[i]!.value);
    expect(rows.map((row) => row.title)).not.toContain("Zero Earner");
    expect(rows.map((row) => row.title)).not.toContain("No Data");
  });

  it("ranks by revenue per subscriber too", async () => {
    const rankings = await createRankingsService(test.db).top("revenue_per_subscriber", { canSeeRevenue: true });
    expect(rankings?.rows[0]?.value).toBeCloseTo(0.105, 4);
    expect(rankings?.rows[0]?.slug).toMatch(new RegExp(`${positive[104]!.id}$`));
  });

  it("returns nothing at all to a visitor", async () => {
    expect(await createRankingsService(test.db).top("revenue_per_video", { canSeeRevenue: false })).toBeNull();
  });
});
