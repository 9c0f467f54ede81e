// The calculators' reads: niche presets, `?channel=slug` prefill from PUBLIC numbers only
// (PRODUCT.md "Revenue is gated on the server"), the channel lookup (max 10), and the proof
// that the prefilled calculator and the channel page show one model's figures to the cent.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channelTypes, niches, youtubeChannels } from "#db/schema/catalogue";
import { readRawValues } from "#domain/calculators/calculator-input";
import { CHANNEL_EARNINGS_DEFAULTS, evaluateChannelEarnings } from "#domain/calculators/channel-earnings-calculator";
import { channelEarningsPrefill } from "#domain/calculators/channel-prefill";
import { MEMBER_ACCESS, VISITOR_ACCESS } from "#domain/revenue-access";
import { estimateCpm } from "#domain/cpm-estimate";
import { videosPerMonth } from "#domain/upload-rate";
import { eq } from "drizzle-orm";
import { youtubeVideoStats } from "#db/schema/catalogue";
import { buildVideos } from "#db/seed/factories/video-factory";
import { createChannelPageService } from "#server/services/channel-page.server";
import { refreshStoredRevenue } from "#server/services/channel-revenue.server";
import { createRankingsService } from "#server/services/rankings.server";
import { CHANNEL_LOOKUP_LIMIT, createCalculatorPrefillService } from "#server/services/calculator-prefill.server";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { buildNiche } from "#db/seed/factories/niche-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

describe("calculator prefill service", () => {
  let test: TestDatabase;
  let service: ReturnType<typeof createCalculatorPrefillService>;
  const faker = createSeededFaker(505);

  const finance = buildNiche(faker, { slug: "personal-finance", name: "Personal Finance", rpmLow: 12, rpmHigh: 30 });
  const ambient = buildNiche(faker, { slug: "ambient-sounds", name: "Ambient Sounds", rpmLow: 1, rpmHigh: 3 });
  const archives = buildChannel(faker, {
    channelTitle: "Midnight Archives",
    totalSubscribers: 120_000,
    totalViews: 24_000_000,
    videoCount: 300,
    cpm: 5.5,
    startDate: "2023-11-01",
    country: "GB",
    revenuePerMonth: 9999.99,
    revenuePerVideo: 444.44,
    revenuePerSubscriber: 1.2345,
  });
  const noCpm = buildChannel(faker, {
    channelTitle: "Budget Basics Daily",
    nicheId: finance.id,
    niche: finance.name,
    cpm: null,
    country: "IN",
    totalSubscribers: 5000,
  });
  // Twelve "Midnight …" titles to check ordering and the limit.
  const crowd = Array.from({ length: 12 }, (_, i) =>
    buildChannel(faker, { channelTitle: `Late Midnight Stories ${String.fromCharCode(65 + i)}`, totalSubscribers: 1000 * (i + 1) }),
  );
  const percent = buildChannel(faker, { channelTitle: "100% Facts", totalSubscribers: 10 });

  beforeAll(async () => {
    test = await createTestDatabase();
    await test.db.insert(channelTypes).values(catalogueChannelTypeRows());
    await test.db.insert(niches).values([finance, ambient]);
    await test.db.insert(youtubeChannels).values([archives, noCpm, ...crowd, percent]);
    service = createCalculatorPrefillService(test.db);
  });
  afterAll(async () => {
    await test?.close();
  });

  it("lists niche rate presets by name", async () => {
    expect(await service.nicheRates()).toEqual([
      { slug: "ambient-sounds", name: "Ambient Sounds", rpmLow: 1, rpmHigh: 3 },
      { slug: "personal-finance", name: "Personal Finance", rpmLow: 12, rpmHigh: 30 },
    ]);
  });

  it("returns a channel's public numbers and nothing about its stored revenue to a visitor", async () => {
    const numbers = await service.channelNumbers(archives.slug, VISITOR_ACCESS);
    expect(numbers).toMatchObject({
      slug: archives.slug,
      title: "Midnight Archives",
      subscribers: 120_000,
      totalViews: 24_000_000,
      videoCount: 300,
      cpm: 5.5,
      // No niche: the model falls back to the channel's own rate.
      cpmSource: "channel",
      // As of its last sync, like the revenue model.
      videosPerMonth: videosPerMonth(300, "2023-11-01", archives.lastSyncedAt),
      country: "GB",
      revenueInputs: { subscribers: 120_000, avgViews: 80_000, shortsPercent: 0, rpmLow: 5.5, rpmHigh: 5.5 },
    });
    expect(numbers).not.toHaveProperty("revenue");
    // PRODUCT.md: "Revenue is gated on the server" — not a single stored revenue figure leaks.
    const serialized = JSON.stringify(numbers);
    expect(serialized).not.toMatch(/"revenue"|revenuePer|twelveMonth/);
    for (const stored of ["9999.99", "444.44", "1.2345"]) expect(serialized).not.toContain(stored);
  });

  it("gives a channel in a niche its niche's RPM range for its country, marked as an estimate", async () => {
    const numbers = await service.channelNumbers(noCpm.slug, VISITOR_ACCESS);
    const range = estimateCpm(12, 30, "IN"); // 12 × 0.15 … 30 × 0.15
    expect(numbers?.revenueInputs).toMatchObject({ rpmLow: range?.low, rpmHigh: range?.high });
    expect(numbers?.revenueInputs).toMatchObject({ rpmLow: 1.8, rpmHigh: 4.5 });
    expect(numbers?.cpmSource).toBe("niche-estimate");
  });

  it("returns null for an unknown or blank slug", async () => {
    expect(await service.channelNumbers("no-such-channel", MEMBER_ACCESS)).toBeNull();
    expect(await service.channelNumbers("   ", MEMBER_ACCESS)).toBeNull();
  });

  it("looks channels up by a part of the title, case-insensitively, titles starting with it first", async () => {
    const results = await service.lookupChannels("midnight");
    expect(results).toHaveLength(CHANNEL_LOOKUP_LIMIT);
    expect(results[0]).toEqual({ slug: archives.slug, title: "Midnight Archives", subscribers: 120_000 });
    // Then the contains-matches, the biggest first.
    expect(results.slice(1).map((r) => r.subscribers)).toEqual([12000, 11000, 10000, 9000, 8000, 7000, 6000, 5000, 4000]);
  });

  it("tolerates a typo through trigram similarity", async () => {
    expect((await service.lookupChannels("Midnite Archives")).map((r) => r.title)).toContain("Midnight Archives");
  });

  it("treats % and _ as characters, not wildcards", async () => {
    expect((await service.lookupChannels("100%")).map((r) => r.title)).toEqual(["100% Facts"]);
    expect(await service.lookupChannels("_")).toEqual([]);
  });

  it("finds nothing for an empty query and caps the limit at 10", async () => {
    expect(await service.lookupChannels("  ")).toEqual([]);
    expect(await service.lookupChannels("midnight", 50)).toHaveLength(CHANNEL_LOOKUP_LIMIT);
    expect(await service.lookupChannels("midnight", 3)).toHaveLength(3);
  });

  it("gathers a calculator's context: the prefill channel and the no-JavaScript matches", async () => {
    const context = await service.calculatorContext({ channel: archives.slug, find: "100%" }, VISITOR_ACCESS);
    expect(context.channel?.title).toBe("Midnight Archives");
    expect(context.matches?.map((m) => m.title)).toEqual(["100% Facts"]);
    expect(await service.calculatorContext({ channel: null, find: null }, VISITOR_ACCESS)).toEqual({ channel: null, matches: null });
    expect((await service.calculatorContext({ channel: "gone" }, MEMBER_ACCESS)).channel).toBeNull();
  });

  describe("one revenue model: the channel page and the calculator prefilled with the same channel", () => {
    // A GB finance channel whose stored uploads are partly Shorts, with stale stored revenue
    // columns (as the seed wrote them before there was one model).
    const mixed = buildChannel(faker, {
      channelTitle: "Ledger Shorts Lab",
      nicheId: finance.id,
      niche: finance.name,
      channelType: "whiteboard_explainer",
      country: "GB",
      totalSubscribers: 2_370,
      totalViews: 1_284_000,
      videoCount: 214,
      startDate: "2024-03-05",
      cpm: 7.25,
      revenuePerMonth: 46.26,
      revenuePerVideo: 12.34,
      revenuePerSubscriber: 0.0621,
    });
    const videos = buildVideos(faker, mixed, 12).map((video, index) => ({ ...video, durationSeconds: index % 3 === 0 ? 42 : 610 }));

    beforeAll(async () => {
      await test.db.insert(youtubeChannels).values(mixed);
      await test.db.insert(youtubeVideoStats).values(videos);
    });

    it("agree to the cent: monthly, per video, per subscriber and 12-month potential, low, mid and high", async () => {
      const page = await createChannelPageService(test.db).channelPage(mixed.slug, MEMBER_ACCESS);
      if (page.kind !== "found") throw new Error(`expected found, got ${page.kind}`);
      const revenue = page.data.channel.revenue;
      expect(revenue?.shortsPercent).toBeGreaterThan(0);

      const context = await service.calculatorContext({ channel: mixed.slug }, MEMBER_ACCESS);
      if (!context.channel) throw new Error("channel expected");
      const raw = readRawValues(CHANNEL_EARNINGS_DEFAULTS, new URLSearchParams(), channelEarningsPrefill(context.channel));
      const { result } = evaluateChannelEarnings(raw);

      expect(revenue?.revenuePerMonth).toEqual(result?.monthly);
      expect(revenue?.revenuePerVideo).toEqual(result?.perVideo);
      expect(revenue?.revenuePerSubscriber).toEqual(result?.perSubscriber);
      expect(revenue?.twelveMonthPotential).toEqual(result?.twelveMonth);
      // The member's prefill carries the very same estimate.
      expect(context.channel.revenue).toEqual(revenue);
      // Not the stale stored figures the page used to show.
      expect(revenue?.revenuePerMonth?.mid).not.toBe(46.26);
    });

    it("the stored sort columns are rewritten to the model's midpoints, and the rankings show the same range", async () => {
      await refreshStoredRevenue(test.db, { channelIds: [mixed.id] });
      const [row] = await test.db.select().from(youtubeChannels).where(eq(youtubeChannels.id, mixed.id));
      const page = await createChannelPageService(test.db).channelPage(mixed.slug, MEMBER_ACCESS);
      if (page.kind !== "found") throw new Error(`expected found, got ${page.kind}`);
      const revenue = page.data.channel.revenue;
      expect(row).toMatchObject({
        revenuePerMonth: revenue?.revenuePerMonth?.mid,
        revenuePerVideo: revenue?.revenuePerVideo?.mid,
        revenuePerSubscriber: revenue?.revenuePerSubscriber?.mid,
      });
      const rankings = await createRankingsService(test.db).top("revenue_per_subscriber", MEMBER_ACCESS);
      const ranked = rankings?.rows.find((entry) => entry.id === mixed.id);
      expect(ranked).toMatchObject({ value: revenue?.revenuePerSubscriber?.mid, range: revenue?.revenuePerSubscriber });
    });

    it("a visitor gets the public inputs and no revenue at all", async () => {
      const context = await service.calculatorContext({ channel: mixed.slug }, VISITOR_ACCESS);
      expect(context.channel?.revenueInputs).not.toBeNull();
      expect(context.channel).not.toHaveProperty("revenue");
      const serialized = JSON.stringify(context);
      expect(serialized).not.toMatch(/revenuePer|twelveMonth|totalRevenue/);
      for (const stored of ["46.26", "12.34", "0.0621"]) expect(serialized).not.toContain(stored);
    });
  });
});
