// Channel history on a real database: the channel page's History data, the "fastest growing"
// sort of the search and the home page list (read from the growth stored with the snapshots),
// and that the stored growth is the one the domain functions compute (domain/channel-growth).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { daysBefore, rankingGrowthPercent, windowGrowth, type StatsSnapshot } from "#domain/channel-growth";
import { channelStatsSnapshots, channelTypes, youtubeChannels } from "#db/schema/catalogue";
import { buildChannel, type BuiltChannel } from "#db/seed/factories/channel-factory";
import { catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";
import { toChannelSearchQuery } from "#domain/channel-search-params";
import type { ChannelPageData } from "#server/services/channel-page.server";
import { createChannelsService } from "#server/services/channels.server";
import { refreshStoredGrowth } from "#server/services/stored-growth.server";
import { createCalculatorPrefillService } from "#server/services/calculator-prefill.server";
import { growthPrefill } from "#domain/calculators/channel-prefill";

const VISITOR = { canSeeRevenue: false };
const MEMBER = { canSeeRevenue: true };
const LATEST = "2026-10-31";

describe("channel history", () => {
  let test: TestDatabase;
  const faker = createSeededFaker(730);
  const context = {
    niche: { name: "Space Facts", rpmLow: 2, rpmHigh: 6, keywords: ["space"] },
    channelTypeId: "documentary_story",
  };
  const snapshots: (typeof channelStatsSnapshots.$inferInsert)[] = [];
  const channel = (title: string, subscribers: number, history: [daysBack: number, subscribers: number][]): BuiltChannel => {
    const built = buildChannel(faker, { channelTitle: title, totalSubscribers: subscribers }, context);
    for (const [back, subs] of history)
      snapshots.push({ channelId: built.id, day: daysBefore(LATEST, back), subscribers: subs, views: subs * 50, videoCount: 10 });
    return built;
  };

  // +50% over exactly 30 days.
  const rocket = channel("Rocket Facts", 30_000, [
    [60, 10_000],
    [30, 20_000],
    [0, 30_000],
  ]);
  // Monthly snapshots: +10% over 31 days ≈ +9.7% per 30 days.
  const steady = channel("Steady Space", 121_000, [
    [62, 100_000],
    [31, 110_000],
    [0, 121_000],
  ]);
  // Ten days of history only: +10% in 10 days ≈ +33% per 30 days.
  const fresh = channel("Fresh Orbit", 2_200, [
    [10, 2_000],
    [0, 2_200],
  ]);
  // Losing subscribers over the last 30 days.
  const shrinking = channel("Fading Stars", 45_000, [
    [60, 48_000],
    [30, 50_000],
    [0, 45_000],
  ]);
  // One snapshot: not enough history.
  const single = channel("Single Shot", 900_000, [[0, 900_000]]);
  // Grows fast but from under 1,000 subscribers: not ranked.
  const tiny = channel("Tiny Comet", 500, [
    [30, 100],
    [0, 500],
  ]);
  // No snapshots at all.
  const blank = channel("Blank Sky", 5_000, []);
  const all = [rocket, steady, fresh, shrinking, single, tiny, blank];

  beforeAll(async () => {
    test = await createTestDatabase();
    await test.db.insert(channelTypes).values(catalogueChannelTypeRows());
    await test.db.insert(youtubeChannels).values(all);
    await test.db.insert(channelStatsSnapshots).values(snapshots);
    // What the channel sync does after writing a snapshot.
    await refreshStoredGrowth(
      test.db,
      all.map((c) => c.id),
    );
  });
  afterAll(async () => {
    await test?.close();
  });

  const service = () => createChannelsService(test.db);
  async function page(built: BuiltChannel, access = VISITOR): Promise<ChannelPageData> {
    const lookup = await service().channelPage(built.slug, access);
    if (lookup.kind !== "found") throw new Error(`expected ${built.channelTitle} to be found, got ${lookup.kind}`);
    return lookup.data;
  }

  describe("the channel page", () => {
    it("carries the snapshots, the 30-day growth and the projected next milestone for everyone", async () => {
      const { history } = await page(rocket);
      expect(history?.points.map((point) => point.day)).toEqual([daysBefore(LATEST, 60), daysBefore(LATEST, 30), LATEST]);
      expect(history?.growth).toMatchObject({
        fromDay: daysBefore(LATEST, 30),
        toDay: LATEST,
        days: 30,
        subscribers: { from: 20_000, to: 30_000, change: 10_000, percent: 50 },
        views: { from: 1_000_000, to: 1_500_000, change: 500_000, percent: 50 },
      });
      // The one projection rule: +10,000 in the last 30 days = 10,146.7 a month in a straight
      // line; the 70,000 missing for 100K take 6.9 months, 210 days. Both thresholds are passed.
      expect(history?.milestone).toMatchObject({ status: "projected", target: 100_000, date: daysBefore(LATEST, -210) });
      expect(history?.monetization).toEqual([
        { status: "passed", target: 500 },
        { status: "passed", target: 1_000 },
      ]);
    });

    it("compares with the oldest snapshot when there are fewer than 30 days of history", async () => {
      const { history } = await page(fresh, MEMBER);
      expect(history?.growth).toMatchObject({ days: 10, subscribers: { change: 200, percent: 10 } });
    });

    it("has no growth with one snapshot, no projection when shrinking or too young, and no points without snapshots", async () => {
      expect((await page(single)).history).toMatchObject({
        growth: null,
        milestone: { status: "not-enough-data", target: 1_000_000, reason: "too-few-snapshots" },
      });
      expect((await page(shrinking)).history?.milestone).toEqual({
        status: "not-enough-data",
        target: 100_000,
        reason: "not-growing",
      });
      // Under 1,000 with two snapshots: the milestone and the ad-revenue tier say the same.
      const young = (await page(tiny)).history;
      expect(young?.milestone).toEqual({ status: "not-enough-data", target: 1_000, reason: "too-few-snapshots" });
      expect(young?.monetization[1]).toEqual(young?.milestone);
      expect((await page(blank)).history).toMatchObject({ points: [], growth: null, milestone: { status: "no-history" } });
    });
  });

  describe("the calculators' prefill", () => {
    it("starts from the same projection as the channel page, read from the same snapshots", async () => {
      const prefill = createCalculatorPrefillService(test.db);
      for (const built of [rocket, tiny, blank]) {
        const numbers = await prefill.channelNumbers(built.slug, VISITOR);
        expect(numbers?.milestone).toEqual((await page(built)).history?.milestone);
      }
      // Rocket Facts: 30,000 growing 10,146.7 a month, 100K in 6.9 months: the growth calculator
      // starts at the compounding rate that gets there in 7, (100,000 ÷ 30,000)^(1/7) − 1 = 18.77%.
      const numbers = await prefill.channelNumbers(rocket.slug, VISITOR);
      expect(growthPrefill(numbers!)).toMatchObject({ current: "30000", growth: "18.77" });
    });
  });

  describe("the fastest growing sort", () => {
    it("orders by subscriber growth per 30 days; channels without a ranked figure follow, biggest first", async () => {
      const result = await service().search(toChannelSearchQuery({ sort: "fastest_growing" }, VISITOR).query, VISITOR);
      expect(result.channels.map((c) => c.title)).toEqual([
        "Rocket Facts",
        "Fresh Orbit",
        "Steady Space",
        "Fading Stars",
        "Single Shot",
        "Blank Sky",
        "Tiny Comet",
      ]);
      expect(result.total).toBe(all.length);
      const byTitle = new Map(result.channels.map((c) => [c.title, c.growth]));
      expect(byTitle.get("Rocket Facts")).toEqual({
        days: 30,
        subscribersChange: 10_000,
        percentPer30Days: expect.closeTo(50, 9),
      });
      expect(byTitle.get("Steady Space")?.percentPer30Days).toBeCloseTo((1.1 ** (30 / 31) - 1) * 100, 9);
      expect(byTitle.get("Fresh Orbit")).toMatchObject({ days: 10, subscribersChange: 200 });
      expect(byTitle.get("Fading Stars")?.percentPer30Days).toBeCloseTo(-10, 9);
      expect(byTitle.get("Tiny Comet")).toEqual({ days: 30, subscribersChange: 400, percentPer30Days: null });
      expect(byTitle.get("Single Shot")).toBeNull();
      expect(byTitle.get("Blank Sky")).toBeNull();
    });

    it("combines with words, filters and paging", async () => {
      const query = toChannelSearchQuery({ sort: "fastest_growing", subs_min: 2_000, limit: 2, page: 2 }, VISITOR).query;
      const result = await service().search(query, VISITOR);
      expect(result.channels.map((c) => c.title)).toEqual(["Steady Space", "Fading Stars"]);
      const words = await service().search(toChannelSearchQuery({ q: "space", sort: "fastest_growing" }, VISITOR).query, VISITOR);
      expect(words.channels[0]?.growth).not.toBeUndefined();
    });

    it("leaves the growth out of other sorts", async () => {
      const result = await service().search(toChannelSearchQuery({ sort: "subscribers" }, VISITOR).query, VISITOR);
      expect(result.channels.every((c) => !("growth" in c))).toBe(true);
    });

    it("lists only channels with a ranked growth figure on the home page", async () => {
      const list = await service().fastestGrowing(6, VISITOR);
      expect(list.map((c) => c.title)).toEqual(["Rocket Facts", "Fresh Orbit", "Steady Space", "Fading Stars"]);
      expect(list.every((c) => c.revenue === undefined)).toBe(true);
      expect((await service().fastestGrowing(6, MEMBER))[0]?.revenue).toBeDefined();
      expect(await service().fastestGrowing(2, VISITOR)).toHaveLength(2);
    });
  });

  it("stores the growth the domain computes, for any history, and moves it with new snapshots", async () => {
    const random = createSeededFaker(31);
    const local = await createTestDatabase();
    try {
      await local.db.insert(channelTypes).values(catalogueChannelTypeRows());
      const histories = new Map<string, StatsSnapshot[]>();
      const channels = Array.from({ length: 25 }, (_, i) =>
        buildChannel(random, { channelTitle: `Random Growth ${i}` }, context),
      );
      await local.db.insert(youtubeChannels).values(channels);
      const rows: (typeof channelStatsSnapshots.$inferInsert)[] = [];
      for (const built of channels) {
        const backs = random.helpers.uniqueArray(
          () => random.number.int({ min: 0, max: 120 }),
          random.number.int({ min: 0, max: 8 }),
        );
        const points = backs.map((back) => ({
          day: daysBefore(LATEST, back),
          subscribers: random.number.int({ min: 500, max: 5_000_000 }),
          views: null,
        }));
        histories.set(built.id, points);
        rows.push(...points.map((point) => ({ channelId: built.id, ...point })));
      }
      if (rows.length > 0) await local.db.insert(channelStatsSnapshots).values(rows);
      await refreshStoredGrowth(
        local.db,
        channels.map((c) => c.id),
      );
      const result = await createChannelsService(local.db).search(
        toChannelSearchQuery({ sort: "fastest_growing", limit: 100 }, VISITOR).query,
        VISITOR,
      );
      for (const item of result.channels) {
        const growth = windowGrowth(histories.get(item.id) ?? []);
        if (!growth) {
          expect(item.growth, item.title).toBeNull();
          continue;
        }
        expect(item.growth, item.title).toEqual({
          days: growth.days,
          subscribersChange: growth.subscribers?.change ?? null,
          percentPer30Days: rankingGrowthPercent({
            from: growth.subscribers?.from ?? null,
            to: growth.subscribers?.to ?? null,
            days: growth.days,
          }),
        });
      }
      const ranked = result.channels.map((c) => c.growth?.percentPer30Days ?? null).filter((p): p is number => p !== null);
      expect(ranked).toEqual([...ranked].sort((a, b) => b - a));

      // New snapshots of a channel outside the top three make it the leader, on the next read.
      const before = await createChannelsService(local.db).fastestGrowing(3, VISITOR);
      const leader = channels.find((c) => !before.some((item) => item.id === c.id))!;
      await local.db.delete(channelStatsSnapshots).where(eq(channelStatsSnapshots.channelId, leader.id));
      await local.db.insert(channelStatsSnapshots).values([
        { channelId: leader.id, day: daysBefore(LATEST, 30), subscribers: 1_000 },
        { channelId: leader.id, day: LATEST, subscribers: 1_000_000 },
      ]);
      await refreshStoredGrowth(local.db, [leader.id]);
      const after = await createChannelsService(local.db).fastestGrowing(3, VISITOR);
      expect(after.map((c) => c.id)).toEqual([leader.id, ...before.slice(0, 2).map((c) => c.id)]);
      expect(after[0]?.growth).toEqual({ days: 30, subscribersChange: 999_000, percentPer30Days: expect.closeTo(99_900, 6) });
    } finally {
      await local.close();
    }
  });
});
