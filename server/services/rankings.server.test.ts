// Spec §9: "Rankings: only channels with a positive metric, sorted descending, top 100."
// Spec §6: revenue rankings are hidden from visitors.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channelTypes, niches, youtubeChannels } from "#db/schema/catalogue";
import { buildNiche } from "#db/seed/factories/niche-factory";
import { NO_RANKING_FILTERS, type RankingFilters } from "#domain/ranking-filters";
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
  const zero = buildChannel(
    faker,
    { channelTitle: "Zero Earner", revenuePerVideo: 0, revenuePerSubscriber: 0 },
    { channelTypeId: "asmr_ambient" },
  );
  const missing = buildChannel(
    faker,
    { channelTitle: "No Data", revenuePerVideo: null, revenuePerSubscriber: null },
    { channelTypeId: "asmr_ambient" },
  );

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

// The filters of /channel-rankings narrow the catalogue before ranking (the top of a niche).
describe("rankings service filters", () => {
  let test: TestDatabase;
  const faker = createSeededFaker(78);
  const history = buildNiche(faker, { slug: "history-docs", name: "History Docs" });
  const cooking = buildNiche(faker, { slug: "cooking-hacks", name: "Cooking Hacks" });
  const channel = (
    title: string,
    value: number,
    subscribers: number,
    niche: typeof history,
    country: string,
    type = "asmr_ambient",
  ) =>
    buildChannel(
      faker,
      {
        channelTitle: title,
        revenuePerVideo: value,
        totalSubscribers: subscribers,
        nicheId: niche.id,
        niche: niche.name,
        country,
        channelType: type,
      },
      { channelTypeId: type },
    );
  const rows = [
    channel("History Big US", 90, 2_000_000, history, "US"),
    channel("History Small US", 80, 20_000, history, "US"),
    channel("History Mid GB", 70, 300_000, history, "GB", "documentary_story"),
    channel("Cooking Big US", 100, 5_000_000, cooking, "US"),
    // A channel imported without niche_id still belongs to its niche by name.
    { ...channel("History By Name", 60, 400_000, history, "US"), nicheId: null },
  ];
  const member = { canSeeRevenue: true };
  const titles = async (filters: Partial<RankingFilters>) =>
    (await createRankingsService(test.db).top("revenue_per_video", member, { ...NO_RANKING_FILTERS, ...filters }))?.rows.map(
      (row) => row.title,
    );

  beforeAll(async () => {
    test = await createTestDatabase();
    await test.db.insert(channelTypes).values(catalogueChannelTypeRows());
    await test.db.insert(niches).values([history, cooking]);
    await test.db.insert(youtubeChannels).values(rows);
  });
  afterAll(async () => {
    await test?.close();
  });

  it("ranks only the channels of a niche, by id or by name, ranks counted from 1", async () => {
    expect(await titles({ niche: "history-docs" })).toEqual([
      "History Big US",
      "History Small US",
      "History Mid GB",
      "History By Name",
    ]);
    const ranked = await createRankingsService(test.db).top("revenue_per_video", member, {
      ...NO_RANKING_FILTERS,
      niche: "cooking-hacks",
    });
    expect(ranked?.rows.map((row) => [row.rank, row.title])).toEqual([[1, "Cooking Big US"]]);
  });

  it("narrows by subscriber range (bounds included), country and type", async () => {
    expect(await titles({ niche: "history-docs", subscribersMin: 20_000, subscribersMax: 400_000 })).toEqual([
      "History Small US",
      "History Mid GB",
      "History By Name",
    ]);
    expect(await titles({ country: "GB" })).toEqual(["History Mid GB"]);
    expect(await titles({ type: "documentary_story" })).toEqual(["History Mid GB"]);
    expect(await titles({ niche: "history-docs", country: "US", subscribersMin: 1_000_000 })).toEqual(["History Big US"]);
  });

  it("answers an empty ranking when nothing matches, and nothing at all to a visitor", async () => {
    expect(await titles({ country: "FR" })).toEqual([]);
    expect(await titles({ niche: "no-such-niche" })).toEqual([]);
    expect(
      await createRankingsService(test.db).top(
        "revenue_per_video",
        { canSeeRevenue: false },
        { ...NO_RANKING_FILTERS, niche: "history-docs" },
      ),
    ).toBeNull();
  });
});
