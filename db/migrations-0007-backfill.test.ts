// Migration 0007 adds youtube_video_stats.outlier_score and fills it in for the videos already
// stored (in SQL, once; from then on the app writes it from domain/outlier-score). Its backfill
// statement is run again here, on videos written without scores, and must agree with the domain.
// The migration predates YouTube's view-count change of 2026-08-27, whose day the domain's
// window no longer crosses (domain/view-counting): the videos here are all published before it,
// as the ones the migration found were.
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outlierScores } from "#domain/outlier-score";
import { viewCountRuleAt } from "#domain/view-counting";
import { migrationsFolder } from "#db/migrations.server";
import { channelTypes, niches, youtubeChannels, youtubeVideoStats } from "#db/schema/catalogue";
import { catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { buildNiche } from "#db/seed/factories/niche-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { buildVideos } from "#db/seed/factories/video-factory";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

const statements = readFileSync(path.join(migrationsFolder(), "0007_outlier-score.sql"), "utf8").split(
  "--> statement-breakpoint",
);
const backfill = statements.find((text) => text.includes('UPDATE "youtube_video_stats"'));

describe("migration 0007 backfill", () => {
  let test: TestDatabase;
  const faker = createSeededFaker(7007);

  beforeAll(async () => {
    test = await createTestDatabase();
    await test.db.insert(channelTypes).values(catalogueChannelTypeRows());
    const niche = buildNiche(faker, { name: "Backfill Niche", slug: "backfill-niche" });
    await test.db.insert(niches).values(niche);
    const channels = Array.from({ length: 25 }, () =>
      buildChannel(faker, {}, { niche: { id: niche.id, name: niche.name, rpmLow: 1, rpmHigh: 2, keywords: ["backfill"] } }),
    );
    await test.db.insert(youtubeChannels).values(channels);
    // Videos as stored before the migration: no score, some without a duration or a date.
    const stored = channels
      .flatMap((channel) => buildVideos(faker, channel))
      .filter((video) => !video.publishedAt || viewCountRuleAt(video.publishedAt) === "before-2026-08-27");
    const videos = stored.map((video, i) => ({
      ...video,
      outlierScore: null,
      durationSeconds: i % 17 === 0 ? null : video.durationSeconds,
      publishedAt: i % 23 === 0 ? null : video.publishedAt,
    }));
    for (let start = 0; start < videos.length; start += 500)
      await test.db.insert(youtubeVideoStats).values(videos.slice(start, start + 500));
  });
  afterAll(async () => {
    await test?.close();
  });

  it("stores the score the domain computes from each channel's videos", async () => {
    if (!backfill) throw new Error("no backfill statement in migration 0007");
    await test.db.execute(sql.raw(backfill));
    const videos = await test.db.select().from(youtubeVideoStats);
    const scored = videos.filter((video) => video.outlierScore !== null);
    expect(scored.length).toBeGreaterThan(videos.length / 2);
    expect(scored.length).toBeLessThan(videos.length);
    for (const list of Map.groupBy(videos, (video) => video.channelId).values()) {
      const expected = outlierScores(
        list.map((video) => ({
          id: video.id,
          views: video.views,
          publishedAt: video.publishedAt,
          durationSeconds: video.durationSeconds,
          // The backfill predates the too-new rule: the readings' dates leave it out.
          viewsAsOf: null,
        })),
      );
      for (const video of list) {
        const want = expected.get(video.id) ?? null;
        if (want === null) expect(video.outlierScore, video.id).toBeNull();
        else expect(video.outlierScore, video.id).toBeCloseTo(want, 9);
      }
    }
  });
});
