// PRODUCT.md: "an instance starts with a clearly labelled demo catalogue (generated, deterministic)".
import { asc, count, eq, sql } from "drizzle-orm";
import type { AnyPgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { growthFigures } from "#domain/channel-growth";
import { channelSlug } from "#domain/channel-slug";
import { CHANNEL_TYPE_IDS } from "#domain/channel-type-ids";
import { isCountryCode } from "#domain/countries";
import { nicheRpmForCountry } from "#domain/rpm-estimate";
import { MEMBER_ACCESS } from "#domain/revenue-access";
import { createChannelPageService } from "#server/services/channel-page.server";
import {
  channelStatsSnapshots,
  channelTypes,
  didYouKnowFacts,
  facelessIdeaChannels,
  facelessIdeas,
  niches,
  youtubeChannels,
  youtubeVideoAgeViews,
  youtubeVideoStats,
} from "#db/schema/catalogue";
import { FACTS } from "#db/seed/content/facts";
import { IDEAS } from "#db/seed/content/ideas";
import { NICHES } from "#db/seed/content/niches";
import { isCatalogueEmpty } from "#db/catalogue-empty";
import { ensureDemoCatalogue, resetCatalogue, seedDemoCatalogue } from "#db/seed/demo-catalogue";
import { FEATURED_MIN_SUBSCRIBERS, featuredChannelIds } from "#domain/featured-channels";
import { effectiveChannelType } from "#domain/channel-type-ids";
import { BRAND_STAND_INS, buildChannelTitle } from "#db/seed/factories/channel-title";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { DEMO_REFERENCE_DATE, addMonths, isoDay } from "#db/seed/factories/reference-date";
import { DEFAULT_VIDEOS_PER_CHANNEL, buildVideoTitle } from "#db/seed/factories/video-factory";
import { isOutlier, outlierReadings } from "#domain/outlier-score";
import { videoFormat } from "#domain/video-format";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

const CHANNELS = 60;

describe("seedDemoCatalogue", () => {
  let first: TestDatabase;
  let second: TestDatabase;
  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    await seedDemoCatalogue(first.db, { channels: CHANNELS });
    await seedDemoCatalogue(second.db, { channels: CHANNELS });
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  const channelsOf = (test: TestDatabase) =>
    test.db
      .select({ row: youtubeChannels, searchVector: sql<string>`${youtubeChannels.searchVector}::text` })
      .from(youtubeChannels)
      .orderBy(asc(youtubeChannels.id));

  it("is deterministic: the same seed gives identical channel rows, ids included", async () => {
    const [a, b] = await Promise.all([channelsOf(first), channelsOf(second)]);
    expect(a).toHaveLength(CHANNELS);
    expect(b).toEqual(a);
    const videos = (test: TestDatabase) => test.db.select().from(youtubeVideoStats).orderBy(asc(youtubeVideoStats.id));
    expect(await videos(second)).toEqual(await videos(first));
  });

  it("gives a different catalogue for another seed", async () => {
    const other = await createTestDatabase();
    try {
      await seedDemoCatalogue(other.db, { channels: 5, seed: 1 });
      const ids = (await other.db.select({ id: youtubeChannels.id }).from(youtubeChannels)).map((row) => row.id);
      const firstIds = new Set((await first.db.select({ id: youtubeChannels.id }).from(youtubeChannels)).map((row) => row.id));
      expect(ids.some((id) => firstIds.has(id))).toBe(false);
    } finally {
      await other.close();
    }
  });

  // Spec §3: "Channel type catalogue, 26 ids listed".
  it("creates the 26 channel types, the niches, ideas and facts", async () => {
    const types = await first.db.select({ id: channelTypes.id }).from(channelTypes);
    expect(types.map((type) => type.id).sort()).toEqual([...CHANNEL_TYPE_IDS].sort());
    expect(await countOf(first, niches)).toBe(NICHES.length);
    expect(await countOf(first, facelessIdeas)).toBe(IDEAS.length);
    expect(await countOf(first, didYouKnowFacts)).toBe(FACTS.length);
    const inactive = await first.db.select({ value: count() }).from(didYouKnowFacts).where(eq(didYouKnowFacts.isActive, false));
    expect(inactive[0]?.value).toBe(FACTS.filter((fact) => !fact.isActive).length);
  });

  it("links every idea to its niche and to 2–3 example channels", async () => {
    const ideas = await first.db.query.facelessIdeas.findMany({ with: { niche: true, exampleChannels: true } });
    for (const idea of ideas) {
      const seed = IDEAS.find((entry) => entry.slug === idea.slug);
      expect(idea.niche?.slug).toBe(seed?.nicheSlug);
      expect(idea.exampleChannels.length).toBeGreaterThanOrEqual(2);
      expect(idea.exampleChannels.length).toBeLessThanOrEqual(3);
    }
    expect(await countOf(first, facelessIdeaChannels)).toBeGreaterThanOrEqual(2 * IDEAS.length);
  });

  it("stores up to 36 videos (never more than the channel's uploads) and a monthly snapshot for each of the last 12 months since the channel started", async () => {
    const perChannel = async (table: typeof youtubeVideoStats | typeof channelStatsSnapshots) =>
      new Map(
        (await first.db.select({ channelId: table.channelId, rows: count() }).from(table).groupBy(table.channelId)).map((row) => [
          row.channelId,
          row.rows,
        ]),
      );
    const videos = await perChannel(youtubeVideoStats);
    const channels = (await channelsOf(first)).map(({ row }) => row);
    for (const channel of channels)
      expect(videos.get(channel.id)).toBe(Math.min(DEFAULT_VIDEOS_PER_CHANNEL, channel.videoCount ?? 0));
    // Most channels have 30 or more, so their outlier scores have neighbours to compare with.
    expect([...videos.values()].filter((rows) => rows >= 30).length).toBeGreaterThan(CHANNELS / 2);
    const snapshots = await perChannel(channelStatsSnapshots);
    for (const channel of channels) {
      // Month m back from the reference day (1 November 2026) exists once the channel had started.
      const months = Array.from({ length: 12 }, (_, back) => addMonths(DEMO_REFERENCE_DATE, -back)).filter(
        (at) => isoDay(at) >= channel.startDate!,
      ).length;
      expect(snapshots.get(channel.id) ?? 0).toBe(months);
    }
    // Most channels are older than a year and have all 12.
    expect([...snapshots.values()].filter((rows) => rows === 12).length).toBeGreaterThan(CHANNELS / 2);
  });

  it("has newcomers: channels started in the last 6 months, some below 1,000 subscribers and growing", async () => {
    const sixMonthsAgo = isoDay(addMonths(DEMO_REFERENCE_DATE, -6));
    const young = await first.db.query.youtubeChannels.findMany({
      where: (channel, { gt }) => gt(channel.startDate, sixMonthsAgo),
      with: { snapshots: { orderBy: (snapshot, { asc: ascending }) => [ascending(snapshot.day)] } },
    });
    expect(young.length).toBeGreaterThan(0);
    const growingBelow = young.filter((channel) => {
      const subscribers = channel.snapshots.map((snapshot) => snapshot.subscribers ?? 0);
      return (channel.totalSubscribers ?? 0) < 1_000 && subscribers.length >= 3 && subscribers.at(-1)! > subscribers[0]!;
    });
    expect(growingBelow.length).toBeGreaterThan(0);
  });

  it("mixes Shorts and long-form and stores the outlier scores the domain gives from the stored fixed-age views, some of them hits", async () => {
    const videos = await first.db.select().from(youtubeVideoStats);
    const formats = new Set(videos.map((video) => videoFormat(video.durationSeconds)));
    expect(formats).toEqual(new Set(["short", "long"]));
    const readings = Map.groupBy(await first.db.select().from(youtubeVideoAgeViews), (row) => row.videoRowId);
    const byChannel = Map.groupBy(videos, (video) => video.channelId);
    for (const list of byChannel.values()) {
      const expected = outlierReadings(
        list.map((video) => ({
          id: video.id,
          views: video.views,
          publishedAt: video.publishedAt,
          durationSeconds: video.durationSeconds,
          viewsAsOf: video.updatedAt,
          ageViews: Object.fromEntries((readings.get(video.id) ?? []).map((row) => [row.ageDays, row.views])),
        })),
      );
      for (const video of list) {
        const reading = expected.get(video.id) ?? null;
        expect(video.outlierScore).toBe(reading?.score ?? null);
        expect(video.outlierAgeDays).toBe(reading?.ageDays ?? null);
        expect(video.outlierUsualViews).toBe(reading?.usualViews ?? null);
      }
    }
    expect(videos.some((video) => isOutlier(video.outlierScore))).toBe(true);
    expect(videos.some((video) => video.outlierScore === null)).toBe(true);
    // Recent uploads compared at equal age, older ones on lifetime views; some under a week old scored at 1 day.
    const ages = new Set(videos.filter((video) => video.outlierScore !== null).map((video) => video.outlierAgeDays));
    expect(ages).toEqual(new Set([null, 1, 7, 30, 90]));
    const week = 7 * 86_400_000;
    expect(
      videos.some(
        (video) => video.outlierAgeDays === 1 && video.updatedAt.getTime() - (video.publishedAt?.getTime() ?? 0) < week,
      ),
    ).toBe(true);
  });

  it("writes realistic videos: 11-character ids, no made-up thumbnail URLs, likes below views", async () => {
    const videos = await first.db.select().from(youtubeVideoStats);
    for (const video of videos) {
      expect(video.videoId).toMatch(/^[A-Za-z0-9_-]{11}$/);
      // The ids are invented, so a thumbnail URL for them could only fail to load.
      expect(video.thumbnailUrl).toBeNull();
      expect(video.likes).toBeLessThanOrEqual(video.views);
    }
  });

  it("features each type's leaders by the numbers, never a small channel", async () => {
    const rows = (await channelsOf(first)).map(({ row }) => row);
    const featured = rows.filter((channel) => channel.isFeatured);
    expect(featured.length).toBeGreaterThan(0);
    for (const channel of featured) expect(channel.totalSubscribers).toBeGreaterThanOrEqual(FEATURED_MIN_SUBSCRIBERS);
    const expected = featuredChannelIds(
      rows.map((channel) => ({
        id: channel.id,
        typeId: effectiveChannelType(channel),
        totalSubscribers: channel.totalSubscribers,
        revenuePerMonth: channel.revenuePerMonth,
      })),
    );
    expect(featured.map((channel) => channel.id).sort()).toEqual([...expected].sort());
  });

  it("uses only valid country codes (spec §3: 44 countries plus 'Other')", async () => {
    const rows = await first.db.selectDistinct({ country: youtubeChannels.country }).from(youtubeChannels);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.every((row) => isCountryCode(row.country))).toBe(true);
  });

  it("labels every row as demo data, slugs them per spec §2 and links them to a niche", async () => {
    const rows = (await channelsOf(first)).map(({ row }) => row);
    for (const channel of rows) {
      expect(channel.isDemo).toBe(true);
      expect(channel.slug).toBe(channelSlug(channel.channelTitle, channel.id));
      expect(channel.channelUrl).toBe(`https://www.youtube.com/@${channel.handle}`);
      expect(channel.keywords.length).toBeGreaterThanOrEqual(3);
      expect(channel.keywords.length).toBeLessThanOrEqual(8);
      expect(channel.nicheId).not.toBeNull();
      expect(channel.videoCount).toBeGreaterThanOrEqual(10);
    }
    expect(new Set(rows.map((channel) => channel.channelTitle)).size).toBe(rows.length);
  });

  // Spec §3: "metadata (may hold ui_channel_type, which overrides channel_type)".
  it("stores some channels as type 'other' with metadata.ui_channel_type naming a real type", async () => {
    const rows = (await channelsOf(first)).map(({ row }) => row);
    const others = rows.filter((channel) => channel.channelType === "other");
    expect(others.length).toBeGreaterThan(0);
    for (const channel of others) {
      expect(CHANNEL_TYPE_IDS).toContain(channel.metadata.ui_channel_type);
      expect(channel.metadata.ui_channel_type).not.toBe("other");
    }
    expect(
      rows.filter((channel) => channel.channelType !== "other").every((channel) => !("ui_channel_type" in channel.metadata)),
    ).toBe(true);
  });

  // The one revenue model (domain/revenue): the seed stores what the channel page computes.
  it("stores the revenue model's RPM and midpoints, the very figures the channel page shows, and no revenue under 1,000 subscribers", async () => {
    const channels = await first.db.query.youtubeChannels.findMany({ with: { nicheRow: true } });
    const pages = createChannelPageService(first.db);
    for (const channel of channels) {
      const detail = await pages.channelDetail(channel.id, MEMBER_ACCESS);
      if (detail.kind !== "found") throw new Error(`expected found, got ${detail.kind}`);
      const revenue = detail.channel.revenue;
      expect(channel.revenuePerMonth).toBe(revenue?.revenuePerMonth?.mid ?? null);
      expect(channel.revenuePerVideo).toBe(revenue?.revenuePerVideo?.mid ?? null);
      expect(channel.revenuePerSubscriber).toBe(revenue?.revenuePerSubscriber?.mid ?? null);
      expect(channel.rpm).toBe(detail.channel.rpm);
      expect(channel.rpm).toBeCloseTo(revenue?.rpm?.mid ?? Number.NaN, 2);
      const range = nicheRpmForCountry(channel.nicheRow?.rpmLow, channel.nicheRow?.rpmHigh, channel.country);
      // The blended RPM sits at or under the long-form range (Shorts pay less).
      expect(channel.rpm).toBeLessThanOrEqual(range!.high);
      if ((channel.totalSubscribers ?? 0) < 1_000) {
        expect(revenue?.eligibility.eligible).toBe(false);
        expect(channel.revenuePerVideo).toBeNull();
      } else {
        expect(channel.revenuePerVideo).toBeGreaterThan(0);
      }
    }
  });

  it("grows every channel's snapshots month by month towards its current numbers", async () => {
    const snapshots = await first.db
      .select()
      .from(channelStatsSnapshots)
      .orderBy(asc(channelStatsSnapshots.channelId), asc(channelStatsSnapshots.day));
    for (let i = 1; i < snapshots.length; i++) {
      const [before, after] = [snapshots[i - 1]!, snapshots[i]!];
      if (before.channelId !== after.channelId) continue;
      expect(after.day > before.day).toBe(true);
      expect(after.views).toBeGreaterThanOrEqual(before.views ?? 0);
      expect(after.subscribers).toBeGreaterThanOrEqual(before.subscribers ?? 0);
    }
  });

  it("stores each channel's 30-day growth, as the domain computes it from the channel's snapshots", async () => {
    const snapshots = await first.db.select().from(channelStatsSnapshots);
    const rows = await first.db.select().from(youtubeChannels);
    let ranked = 0;
    for (const channel of rows) {
      const figures = growthFigures(snapshots.filter((snapshot) => snapshot.channelId === channel.id));
      expect(figures, channel.channelTitle).not.toBeNull();
      expect({
        days: channel.growthDays,
        subscribersChange: channel.growthSubscribersChange,
        percentPer30Days: channel.growthPercent30d,
      }).toEqual(figures);
      if (channel.growthPercent30d !== null) ranked++;
    }
    // Most demo channels start the window above the ranking floor: the home page has a list.
    expect(ranked).toBeGreaterThan(CHANNELS / 2);
  });
});

describe("seeding a large catalogue (indexes built after the load)", () => {
  it("leaves the same indexes and the same rows as a seed that keeps them", async () => {
    const [kept, rebuilt] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    try {
      const indexes = (test: TestDatabase) =>
        test.db
          .execute(sql`select indexname, indexdef from pg_indexes where schemaname = current_schema() order by indexname`)
          .then((result) => (result as unknown as { rows: unknown[] }).rows);
      const before = await indexes(rebuilt);
      await seedDemoCatalogue(kept.db, { channels: 20, buildIndexesAfterLoad: false });
      await seedDemoCatalogue(rebuilt.db, { channels: 20, buildIndexesAfterLoad: true });
      // Every index is back, and the snapshot months the seed wrote got their partitions' keys alike.
      const after = await indexes(rebuilt);
      expect(after).toEqual(await indexes(kept));
      expect(after).toEqual(expect.arrayContaining(before));
      const rows = (test: TestDatabase) => test.db.select().from(youtubeChannels).orderBy(asc(youtubeChannels.id));
      expect(await rows(rebuilt)).toEqual(await rows(kept));
      // The rebuilt full-text index answers like the kept one.
      const [row] = await rows(kept);
      const word = row!.channelTitle.split(" ").find((part) => part.length > 3) ?? row!.channelTitle;
      const found = (test: TestDatabase) =>
        test.db
          .select({ id: youtubeChannels.id })
          .from(youtubeChannels)
          .where(sql`${youtubeChannels.searchVector} @@ plainto_tsquery('english', ${word})`)
          .orderBy(asc(youtubeChannels.id));
      expect(await found(rebuilt)).toEqual(await found(kept));
    } finally {
      await Promise.all([kept.close(), rebuilt.close()]);
    }
  });
});

describe("ensureDemoCatalogue and resetCatalogue", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await test?.close();
  });

  it("seeds an empty catalogue once, leaves a filled one alone, and reset empties it", async () => {
    expect(await isCatalogueEmpty(test.db)).toBe(true);
    const summary = await ensureDemoCatalogue(test.db, { channels: 8 });
    // 12 monthly snapshots per channel, fewer for a channel younger than a year.
    expect(summary).toMatchObject({ channelTypes: 26, channels: 8 });
    expect(summary!.snapshots).toBeLessThanOrEqual(96);
    expect(summary!.snapshots).toBe(await countOf(test, channelStatsSnapshots));
    expect(summary?.videos).toBe(await countOf(test, youtubeVideoStats));
    expect(await ensureDemoCatalogue(test.db, { channels: 8 })).toBeNull();
    expect(await countOf(test, youtubeChannels)).toBe(8);

    await resetCatalogue(test.db);
    expect(await isCatalogueEmpty(test.db)).toBe(true);
    expect(await countOf(test, youtubeVideoStats)).toBe(0);
  });
});

async function countOf(test: TestDatabase, table: AnyPgTable): Promise<number> {
  const [row] = await test.db.select({ value: count() }).from(table);
  return row?.value ?? 0;
}

describe("demo names", () => {
  it("borrow no real brand: a brand keyword of a niche is replaced in channel and video titles", () => {
    const faker = createSeededFaker(7);
    for (const brand of Object.keys(BRAND_STAND_INS)) {
      for (let i = 0; i < 40; i++) {
        const channelTitle = buildChannelTitle(faker, [brand]);
        const videoTitle = buildVideoTitle(faker, [brand]);
        expect(channelTitle.toLowerCase(), channelTitle).not.toContain(brand);
        expect(videoTitle.toLowerCase(), videoTitle).not.toContain(brand);
      }
    }
  });
});
