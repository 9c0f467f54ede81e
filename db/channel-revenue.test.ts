// The revenue model's 30-day views gain in SQL (revenueViewsGained) picks the snapshots the
// domain's viewsGrowthPair picks, so it never spans YouTube's view-count change of 2026-08-27
// (domain/view-counting): worked examples on a real database.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StatsSnapshot, viewsGrowthPair } from "#domain/channel-growth";
import { forEachChannelBatch } from "#db/channel-batches";
import { channelRevenueOf, revenueFactsColumns, revenueFactsOf, rewriteStaleRevenue } from "#db/channel-revenue";
import { channelStatsSnapshots, channelTypes, niches, youtubeChannels } from "#db/schema/catalogue";
import { derivedFigures } from "#db/schema/operations";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

const faker = createSeededFaker(827);
const at = new Date("2026-11-01T12:00:00Z");

/** Worked examples: the snapshots (day, views), and the gain the model must read. */
const CASES: {
  name: string;
  history: [string, number][];
  gain: { views: number; days: number } | null;
  monthlyViews: "snapshots" | "lifetime-average";
}[] = [
  {
    // The demo's monthly snapshots: Oct 1 → Nov 1 are both counted the new way.
    name: "monthly, both after the change",
    history: [
      ["2026-07-01", 1_000_000],
      ["2026-08-01", 1_100_000],
      ["2026-09-01", 1_700_000],
      ["2026-10-01", 1_800_000],
      ["2026-11-01", 1_900_000],
    ],
    gain: { views: 100_000, days: 31 },
    monthlyViews: "snapshots",
  },
  {
    // Latest Sep 20: the 30-day base would be Aug 20, counted the old way (+700,000 with the
    // recount). The earliest snapshot since the change, Aug 28, is 23 days back: a gain, but too
    // short for views a month (28 days at least), so the model falls back to its lifetime average.
    name: "base before the change, a short window after it",
    history: [
      ["2026-08-20", 1_000_000],
      ["2026-08-28", 1_600_000],
      ["2026-09-20", 1_700_000],
    ],
    gain: { views: 100_000, days: 23 },
    monthlyViews: "lifetime-average",
  },
  {
    // Latest Oct 5: the 30-day cutoff is Sep 5; the latest at or before it since the change is Aug 30.
    name: "base before the change, a full window after it",
    history: [
      ["2026-08-01", 900_000],
      ["2026-08-30", 1_600_000],
      ["2026-10-05", 1_720_000],
    ],
    gain: { views: 120_000, days: 36 },
    monthlyViews: "snapshots",
  },
  {
    // Nothing since the change but the latest itself: no gain at all, not +800,000.
    name: "only the latest since the change",
    history: [
      ["2026-08-01", 900_000],
      ["2026-09-01", 1_700_000],
    ],
    gain: null,
    monthlyViews: "lifetime-average",
  },
  {
    // All before the change: compared as before.
    name: "all before the change",
    history: [
      ["2026-06-01", 500_000],
      ["2026-07-01", 600_000],
      ["2026-08-01", 700_000],
    ],
    gain: { views: 100_000, days: 31 },
    monthlyViews: "snapshots",
  },
];

describe("revenueViewsGained (the revenue model's 30-day views gain)", () => {
  let test: TestDatabase;
  const channels = CASES.map((example) =>
    buildChannel(faker, {
      channelTitle: example.name,
      totalSubscribers: 50_000,
      totalViews: example.history.at(-1)![1],
      videoCount: 100,
      startDate: "2024-01-01",
      rpmOverride: 3,
      lastSyncedAt: at,
    }),
  );

  beforeAll(async () => {
    test = await createTestDatabase();
    await test.db.insert(channelTypes).values(catalogueChannelTypeRows());
    await test.db.insert(youtubeChannels).values(channels);
    await test.db.insert(channelStatsSnapshots).values(
      CASES.flatMap((example, index) =>
        example.history.map(([day, views]) => ({
          channelId: channels[index]!.id,
          day,
          subscribers: 50_000,
          views,
          videoCount: 100,
        })),
      ),
    );
  });
  afterAll(async () => {
    await test?.close();
  });

  const factsRow = async (id: string) => {
    const [row] = await test.db
      .select(revenueFactsColumns)
      .from(youtubeChannels)
      .leftJoin(niches, eq(niches.id, youtubeChannels.nicheId))
      .where(eq(youtubeChannels.id, id));
    return row!;
  };

  for (const [index, example] of CASES.entries()) {
    it(`${example.name}: the domain's pair, never across 2026-08-27`, async () => {
      const row = await factsRow(channels[index]!.id);
      const gain = revenueFactsOf(row).viewsGain ?? null;
      expect(gain === null ? null : { views: Number(gain.views), days: Number(gain.days) }).toEqual(example.gain);
      const snapshots: StatsSnapshot[] = example.history.map(([day, views]) => ({ day, subscribers: 50_000, views }));
      const pair = viewsGrowthPair(snapshots);
      expect(pair === null ? null : { views: pair.latest.views! - pair.base.views!, days: pair.days }).toEqual(example.gain);
      expect(channelRevenueOf(row).basis?.monthlyViews.source).toBe(example.monthlyViews);
    });
  }

  const storedMonthly = async () =>
    (await test.db.select({ id: youtubeChannels.id, monthly: youtubeChannels.revenuePerMonth }).from(youtubeChannels))
      .sort((a, b) => a.id.localeCompare(b.id))
      .map((row) => row.monthly);

  it("start-up rewrites every channel's stored figures made by an older model, once", async () => {
    await test.db.delete(derivedFigures);
    const progress: number[] = [];
    expect(await rewriteStaleRevenue(test.db, (done) => progress.push(done))).toBe(CASES.length);
    expect(progress).toEqual([CASES.length]);
    const written = await storedMonthly();
    expect(written.every((monthly) => monthly !== null && Number(monthly) > 0)).toBe(true);

    // Current: nothing is read or written again, even figures someone blanked.
    await test.db.update(youtubeChannels).set({ revenuePerMonth: null });
    expect(await rewriteStaleRevenue(test.db)).toBe(0);
    expect((await storedMonthly()).every((monthly) => monthly === null)).toBe(true);

    // Made by an older model: every channel is rewritten to the same figures.
    await test.db.update(derivedFigures).set({ version: 1 });
    expect(await rewriteStaleRevenue(test.db)).toBe(CASES.length);
    expect(await storedMonthly()).toEqual(written);
  });

  it("walks every channel once, in id order, a batch at a time", async () => {
    const batches: string[][] = [];
    const done: number[] = [];
    const total = await forEachChannelBatch(test.db, 2, async (ids, doneSoFar) => {
      batches.push(ids);
      done.push(doneSoFar);
    });
    expect(total).toBe(CASES.length);
    expect(batches.map((ids) => ids.length)).toEqual([2, 2, 1]);
    expect(done).toEqual([2, 4, 5]);
    expect(batches.flat()).toEqual(channels.map((channel) => channel.id).sort());
  });
});
