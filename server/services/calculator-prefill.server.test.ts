// The calculators' reads: niche presets, `?channel=slug` prefill from PUBLIC numbers only
// (PRODUCT.md "Revenue is gated on the server"), the channel lookup (max 10), and the proof
// that the prefilled calculator and the channel page show one model's figures to the cent.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channelTypes, niches, youtubeChannels } from "#db/schema/catalogue";
import { readRawValues } from "#domain/calculators/calculator-input";
import { CHANNEL_EARNINGS_DEFAULTS, evaluateChannelEarnings } from "#domain/calculators/channel-earnings-calculator";
import { channelEarningsPrefill } from "#domain/calculators/channel-prefill";
import { MEMBER_ACCESS, VISITOR_ACCESS } from "#domain/revenue-access";
import { nicheRpmForCountry } from "#domain/rpm-estimate";
import { videosPerMonth } from "#domain/upload-rate";
import { eq } from "drizzle-orm";
import { channelStatsSnapshots, youtubeVideoStats } from "#db/schema/catalogue";
import { buildVideos } from "#db/seed/factories/video-factory";
import { createChannelPageService } from "#server/services/channel-page.server";
import { refreshStoredRevenue } from "#db/channel-revenue";
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
    rpmOverride: 5.5,
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
    rpmOverride: null,
    country: "IN",
    totalSubscribers: 5000,
  });
  // Twelve "Midnight …" titles to check ordering and the limit.
  const crowd = Array.from({ length: 12 }, (_, i) =>
    buildChannel(faker, {
      channelTitle: `Late Midnight Stories ${String.fromCharCode(65 + i)}`,
      totalSubscribers: 1000 * (i + 1),
    }),
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
      // No niche: the model takes the RPM an admin typed for the channel.
      rateSource: "admin",
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
    const range = nicheRpmForCountry(12, 30, "IN"); // 12 × 0.1 … 30 × 0.1
    expect(numbers?.revenueInputs).toMatchObject({ rpmLow: range?.low, rpmHigh: range?.high });
    expect(numbers?.revenueInputs).toMatchObject({ rpmLow: 1.2, rpmHigh: 3 });
    expect(numbers?.rateSource).toBe("niche-band");
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
    expect(await service.calculatorContext({ channel: null, find: null }, VISITOR_ACCESS)).toEqual({
      channel: null,
      matches: null,
    });
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
      // Its 30-day growth, as the sync stores it beside the snapshots below.
      growthDays: 30,
      rpm: 7.25,
      revenuePerMonth: 46.26,
      revenuePerVideo: 12.34,
      revenuePerSubscriber: 0.0621,
    });
    const videos = buildVideos(faker, mixed, 12).map((video, index) => ({
      ...video,
      durationSeconds: index % 3 === 0 ? 42 : 610,
    }));
    // Snapshots: under 1,000 subscribers three months before the numbers, past them two months
    // before, and 41,000 views gained over the last 30 days.
    const day = (daysBefore: number) =>
      new Date(mixed.lastSyncedAt!.getTime() - daysBefore * 86_400_000).toISOString().slice(0, 10);
    const snapshots = [
      { channelId: mixed.id, day: day(90), subscribers: 900, views: 1_100_000, videoCount: 200 },
      { channelId: mixed.id, day: day(60), subscribers: 1_500, views: 1_180_000, videoCount: 205 },
      { channelId: mixed.id, day: day(30), subscribers: 2_100, views: 1_243_000, videoCount: 210 },
      { channelId: mixed.id, day: day(0), subscribers: 2_370, views: 1_284_000, videoCount: 214 },
    ];

    beforeAll(async () => {
      await test.db.insert(youtubeChannels).values(mixed);
      await test.db.insert(youtubeVideoStats).values(videos);
      await test.db.insert(channelStatsSnapshots).values(snapshots);
    });

    it("agree to the cent: monthly, per video, per subscriber and 12-month potential, low, mid and high", async () => {
      const page = await createChannelPageService(test.db).channelPage(mixed.slug, MEMBER_ACCESS);
      if (page.kind !== "found") throw new Error(`expected found, got ${page.kind}`);
      const revenue = page.data.channel.revenue;
      expect(revenue?.shortsPercent).toBeGreaterThan(0);
      // What the channel earns now: the snapshots' views gained, the views since it could earn.
      expect(revenue?.monthlyViews).toBe(Math.round((41_000 * 30.44) / 30));
      expect(revenue?.basis).toMatchObject({
        monthlyViews: { source: "snapshots", days: 30 },
        total: { basis: "since-eligible", since: day(60) },
      });

      const context = await service.calculatorContext({ channel: mixed.slug }, MEMBER_ACCESS);
      if (!context.channel) throw new Error("channel expected");
      const raw = readRawValues(CHANNEL_EARNINGS_DEFAULTS, new URLSearchParams(), channelEarningsPrefill(context.channel));
      const { result } = evaluateChannelEarnings(raw);

      expect(revenue?.revenuePerMonth).toEqual(result?.monthly);
      expect(revenue?.revenuePerVideo).toEqual(result?.perVideo);
      expect(revenue?.revenuePerSubscriber).toEqual(result?.perSubscriber);
      expect(revenue?.twelveMonthPotential).toEqual(result?.twelveMonth);
      expect(revenue?.monthlyViews).toBe(result?.monthlyViews);
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
        rpm: Math.round((revenue?.rpm?.mid ?? 0) * 100) / 100,
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
