// Migration 0005 fills in what existing catalogues had no column for: every channel's stored
// 30-day growth (computed in SQL once, from then on by the app from domain/channel-growth) and
// the maintained channel counts. Its two backfill statements are run again here, on rows written
// without them, and must agree with the domain and with counting the rows.
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { daysBefore, growthFigures, type StatsSnapshot } from "#domain/channel-growth";
import { migrationsFolder } from "#db/migrations.server";
import { channelCounts, channelStatsSnapshots, channelTypes, niches, youtubeChannels } from "#db/schema/catalogue";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { buildNiche } from "#db/seed/factories/niche-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";
import { createCatalogueService } from "#server/services/catalogue.server";
import { createNichesService } from "#server/services/niches.server";

const statements = readFileSync(path.join(migrationsFolder(), "0005_search-growth-and-counts.sql"), "utf8").split(
  "--> statement-breakpoint",
);
const statement = (start: string) => {
  const found = statements.find((text) => text.includes(start));
  if (!found) throw new Error(`no statement with ${start} in migration 0005`);
  return found;
};

describe("migration 0005 backfills", () => {
  let test: TestDatabase;
  const faker = createSeededFaker(3003);
  const LATEST = "2026-10-31";
  const histories = new Map<string, StatsSnapshot[]>();

  beforeAll(async () => {
    test = await createTestDatabase();
    await test.db.insert(channelTypes).values(catalogueChannelTypeRows());
    const niche = buildNiche(faker, { name: "Backfill Niche", slug: "backfill-niche" });
    await test.db.insert(niches).values(niche);
    const channels = Array.from({ length: 60 }, (_, i) =>
      buildChannel(faker, i % 4 === 0 ? { nicheId: null } : {}, {
        niche: { id: niche.id, name: niche.name, rpmLow: 1, rpmHigh: 2, keywords: ["backfill"] },
      }),
    );
    await test.db.insert(youtubeChannels).values(channels);
    const rows: (typeof channelStatsSnapshots.$inferInsert)[] = [];
    for (const [i, channel] of channels.entries()) {
      // Histories of every shape: none, one snapshot, gaps, under the ranking floor, shrinking, to zero.
      const backs = faker.helpers.uniqueArray(() => faker.number.int({ min: 0, max: 100 }), faker.number.int({ min: 0, max: 7 }));
      const points = backs.map((back) => ({
        day: daysBefore(LATEST, back),
        subscribers: i % 9 === 0 ? null : i % 11 === 0 ? 0 : faker.number.int({ min: 200, max: 3_000_000 }),
        views: null,
      }));
      histories.set(channel.id, points);
      rows.push(...points.map((point) => ({ channelId: channel.id, ...point })));
    }
    await test.db.insert(channelStatsSnapshots).values(rows);
  });
  afterAll(async () => {
    await test?.close();
  });

  it("stores the growth the domain computes from each channel's snapshots", async () => {
    await test.db.execute(sql.raw(statement('UPDATE "youtube_channels" AS c')));
    const rows = await test.db.select().from(youtubeChannels);
    let ranked = 0;
    for (const row of rows) {
      const figures = growthFigures(histories.get(row.id) ?? []);
      expect({ days: row.growthDays, subscribersChange: row.growthSubscribersChange }, row.channelTitle).toEqual({
        days: figures?.days ?? null,
        subscribersChange: figures?.subscribersChange ?? null,
      });
      // exp − 1 in SQL, expm1 in JavaScript: equal to many digits.
      const percent = figures?.percentPer30Days ?? null;
      if (percent === null) expect(row.growthPercent30d, row.channelTitle).toBeNull();
      else {
        expect(row.growthPercent30d, row.channelTitle).toBeCloseTo(percent, 6);
        ranked++;
      }
    }
    expect(ranked).toBeGreaterThan(10);
  });

  it("counts the channels already there", async () => {
    const all = () => test.db.select().from(channelCounts).orderBy(channelCounts.kind, channelCounts.key);
    const before = await all();
    await test.db.delete(channelCounts);
    expect((await createCatalogueService(test.db).overview()).channels).toBe(0);
    await test.db.execute(sql.raw(statement("INSERT INTO channel_counts (kind, key, channels)")));
    expect(await all()).toEqual(before);
    expect((await createCatalogueService(test.db).overview()).channels).toBe(60);
    expect((await createNichesService(test.db).list()).map((niche) => niche.channelCount)).toEqual([60]);
  });
});
