import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import pg from "pg";
import { eq } from "drizzle-orm";
import { channelStatsSnapshots, channelTypes, niches, youtubeChannels, youtubeVideoStats } from "#db/schema/catalogue";
import {
  catalogueMeasuresMemo,
  computeCatalogueInsights,
  createCatalogueInsightsService,
  measureCatalogue,
} from "#server/services/catalogue-insights.server";
import { refreshStoredGrowth } from "#server/services/stored-growth.server";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { buildNiche } from "#db/seed/factories/niche-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

const faker = createSeededFaker(14);
let t: TestDatabase;

const space = buildNiche(faker, {
  slug: "space",
  name: "Space",
  rpmLow: 4,
  rpmHigh: 8,
  channelTypeIds: ["documentary_story"],
  demonetizationRisk: "low",
});
const tiny = buildNiche(faker, { slug: "tiny", name: "Tiny", rpmLow: 2, rpmHigh: 4, channelTypeIds: ["whiteboard_explainer"] });

type Seeded = { start: string; subscribers: number; snapshots: [string, number][]; niche?: typeof space; type?: string };
// As of 2026-11-01 (the latest snapshot). Months to 1,000 are measured for the first, second and
// last channel: 122, 151 and 245 days from their start = 4.0, 5.0 and 8.0 months; median 5.0.
const spaceChannels: Seeded[] = [
  {
    start: "2026-03-01",
    subscribers: 1_500,
    snapshots: [
      ["2026-05-01", 600],
      ["2026-07-01", 1_200],
      ["2026-11-01", 1_500],
    ],
  },
  {
    start: "2026-01-01",
    subscribers: 2_500,
    snapshots: [
      ["2026-05-01", 900],
      ["2026-06-01", 1_100],
      ["2026-11-01", 2_500],
    ],
  },
  {
    start: "2026-06-01",
    subscribers: 400,
    snapshots: [
      ["2026-08-01", 100],
      ["2026-11-01", 400],
    ],
  },
  {
    start: "2026-09-01",
    subscribers: 200,
    snapshots: [
      ["2026-10-01", 50],
      ["2026-11-01", 200],
    ],
  },
  // Past 1,000 before its history starts: its month is unknown, so it is left out.
  {
    start: "2020-01-01",
    subscribers: 50_000,
    snapshots: [
      ["2026-05-01", 45_000],
      ["2026-11-01", 50_000],
    ],
  },
  {
    start: "2025-06-01",
    subscribers: 3_000,
    snapshots: [
      ["2025-11-01", 700],
      ["2026-02-01", 1_000],
      ["2026-11-01", 3_000],
    ],
  },
];
const tinyChannels: Seeded[] = [
  {
    start: "2026-02-01",
    subscribers: 300,
    snapshots: [
      ["2026-10-01", 100],
      ["2026-11-01", 300],
    ],
    niche: tiny,
    type: "whiteboard_explainer",
  },
  {
    start: "2026-04-01",
    subscribers: 900,
    snapshots: [
      ["2026-10-01", 600],
      ["2026-11-01", 900],
    ],
    niche: tiny,
    type: "whiteboard_explainer",
  },
];

beforeAll(async () => {
  t = await createTestDatabase();
  await t.db.insert(channelTypes).values(catalogueChannelTypeRows());
  await t.db.insert(niches).values([space, tiny]);
  const ids: string[] = [];
  for (const seeded of [...spaceChannels, ...tinyChannels]) {
    const niche = seeded.niche ?? space;
    const type = seeded.type ?? "documentary_story";
    const channel = buildChannel(
      faker,
      {
        startDate: seeded.start,
        totalSubscribers: seeded.subscribers,
        nicheId: niche.id,
        niche: niche.name,
        channelType: type,
        videoCount: 30,
      },
      {
        niche: { id: niche.id, name: niche.name, rpmLow: niche.rpmLow, rpmHigh: niche.rpmHigh, keywords: ["space"] },
        channelTypeId: type,
      },
    );
    await t.db.insert(youtubeChannels).values(channel);
    await t.db
      .insert(channelStatsSnapshots)
      .values(
        seeded.snapshots.map(([day, subscribers]) => ({ channelId: channel.id, day, subscribers, views: subscribers * 100 })),
      );
    ids.push(channel.id);
  }
  await refreshStoredGrowth(t.db, ids);
  // 12 recent videos (views 1,000 … 12,000: median 6,500) from the first two Space channels, and
  // one too old to count.
  await t.db.insert(youtubeVideoStats).values([
    ...Array.from({ length: 12 }, (_, i) => ({
      videoId: `v${i}`,
      channelId: ids[i % 2]!,
      title: `Video ${i}`,
      views: (i + 1) * 1_000,
      publishedAt: new Date("2026-10-01T12:00:00Z"),
    })),
    { videoId: "old", channelId: ids[0]!, title: "Old", views: 9_000_000, publishedAt: new Date("2025-01-01T12:00:00Z") },
  ]);
});
afterAll(async () => {
  catalogueMeasuresMemo.distrust();
  await t.close();
});

describe("niche opportunity from the catalogue", () => {
  it("scores a niche with enough data from its channels, recent videos, RPM range and monetization risk", async () => {
    const opportunity = (await createCatalogueInsightsService(t.db).nicheFigures(space.id)).opportunity;
    expect(opportunity).toMatchObject({ asOf: "2026-11-01", status: "scored", reasons: [] });
    const terms = Object.fromEntries(opportunity!.terms.map((term) => [term.id, term]));
    expect(terms.demand).toMatchObject({ value: 6_500, channels: 2 });
    expect(terms.competition).toMatchObject({ channels: 6 });
    // Four channels started after 2025-11-01; two of them are past 1,000.
    expect(terms.breakingIn).toMatchObject({ value: 0.5, points: 50, channels: 4 });
    expect(terms.monetization).toMatchObject({ value: 6 });
    // Rated low, but documentary_story's policy signal is "watch": monetization risk medium.
    expect(terms.monetizationRisk).toMatchObject({ valueText: "Medium", points: 50 });
    expect(opportunity!.score).toBeGreaterThanOrEqual(0);
    expect(opportunity!.score).toBeLessThanOrEqual(100);
  });

  it("says not enough data for a niche below the floor", async () => {
    const opportunity = (await createCatalogueInsightsService(t.db).nicheFigures(tiny.id)).opportunity;
    expect(opportunity).toMatchObject({ status: "not-enough-data", score: null });
    expect(opportunity!.reasons).toContain("fewer than 5 channels in the directory");
  });
});

describe("breaking in", () => {
  it("gives a niche's new channels with their growth and the median months to 1,000", async () => {
    const breakingIn = (await createCatalogueInsightsService(t.db).nicheFigures(space.id)).breakingIn;
    expect(breakingIn.monthsToAdThreshold).toEqual({ status: "measured", months: 5, channels: 3 });
    // Started after 2026-05-01: 400 (+300 in 30 days) and 200 (+150).
    expect(breakingIn.cohorts).toEqual([
      { months: 6, channels: 2, passedAdThreshold: 0, medianSubscribers: 300, medianSubscribersChange30d: 225 },
      { months: 12, channels: 4, passedAdThreshold: 2, medianSubscribers: 950, medianSubscribersChange30d: expect.any(Number) },
    ]);
  });

  it("gives the same per channel type, and not enough data where no channel crossed 1,000", async () => {
    const service = createCatalogueInsightsService(t.db);
    expect((await service.typeBreakingIn("documentary_story")).monthsToAdThreshold).toEqual({
      status: "measured",
      months: 5,
      channels: 3,
    });
    expect((await service.typeBreakingIn("whiteboard_explainer")).monthsToAdThreshold).toEqual({
      status: "not-enough-data",
      channels: 0,
    });
  });
});

describe("kept in memory until the catalogue changes", () => {
  it("keeps the measures while trusted; after a change, serves the old ones until the new ones are ready", async () => {
    const service = createCatalogueInsightsService(t.db);
    catalogueMeasuresMemo.trust();
    const first = await catalogueMeasuresMemo.get(t.db);
    expect(await catalogueMeasuresMemo.get(t.db)).toBe(first);
    catalogueMeasuresMemo.forget();
    // A page asking right after the change is not made to wait for the computation.
    expect(await catalogueMeasuresMemo.get(t.db)).toBe(first);
    const second = await vi.waitFor(
      async () => {
        const now = await catalogueMeasuresMemo.get(t.db);
        expect(now).not.toBe(first);
        return now;
      },
      { timeout: 10_000 },
    );
    expect(second).toEqual(await measureCatalogue(t.db));
    expect(await service.all()).toEqual(await computeCatalogueInsights(t.db));
    catalogueMeasuresMemo.distrust();
    expect(await catalogueMeasuresMemo.get(t.db)).not.toBe(second);
  });

  it("shows an editor's new risk rating in the score at once, though the measures are kept", async () => {
    const service = createCatalogueInsightsService(t.db);
    catalogueMeasuresMemo.trust();
    // Not the figures an earlier computation kept: this process's own.
    const measures = await catalogueMeasuresMemo.current(t.db);
    const riskTerm = async () =>
      (await service.nicheFigures(space.id)).opportunity?.terms.find((term) => term.id === "monetizationRisk");
    expect((await riskTerm())?.points).toBe(50);
    await t.db.update(niches).set({ demonetizationRisk: "high" }).where(eq(niches.id, space.id));
    try {
      expect((await riskTerm())?.points).toBe(0);
      expect(await catalogueMeasuresMemo.get(t.db)).toBe(measures);
    } finally {
      await t.db.update(niches).set({ demonetizationRisk: "low" }).where(eq(niches.id, space.id));
      catalogueMeasuresMemo.distrust();
    }
  });

  // The figures read every video: a table another transaction holds locked stands for a computation
  // that takes 15 s at 300k channels. PostgreSQL only (PGlite has one connection).
  it.skipIf(!process.env.TEST_DATABASE_URL)("a niche's figures answer at once while they are being computed again", async () => {
    const service = createCatalogueInsightsService(t.db);
    catalogueMeasuresMemo.trust();
    const before = await service.nicheFiguresBySlug("space");
    const locker = new pg.Client({ connectionString: t.url });
    await locker.connect();
    try {
      await locker.query("begin");
      await locker.query("lock table youtube_video_stats in access exclusive mode");
      catalogueMeasuresMemo.forget();
      const started = performance.now();
      const during = await service.nicheFiguresBySlug("space");
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(during).toEqual(before);
      await locker.query("commit");
    } finally {
      await locker.end();
    }
    await vi.waitFor(async () => expect(await service.all()).toEqual(await computeCatalogueInsights(t.db)), { timeout: 10_000 });
    catalogueMeasuresMemo.distrust();
  });
});
