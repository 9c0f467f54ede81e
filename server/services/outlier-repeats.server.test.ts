// Repeats on a real database: a planted catalogue of stored scores, and the count each outlier
// carries on /outliers, the API and a type page's outlier section (domain/outlier-repeats.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPEAT_WINDOW_DAYS } from "#domain/outlier-repeats";
import { toOutlierSearchQuery } from "#domain/outlier-search-params";
import { channelTypes, youtubeChannels, youtubeVideoStats } from "#db/schema/catalogue";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { buildVideoId } from "#db/seed/factories/video-factory";
import { createOutliersService } from "#server/services/outliers.server";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

const faker = createSeededFaker(2929);
// Day 0 of the plan; every upload is placed by its day from it.
const D = Date.UTC(2026, 5, 1, 15);
const DAY = 86_400_000;

const channel = (title: string, channelType: string, uiType?: string) =>
  buildChannel(faker, {
    channelTitle: title,
    channelType,
    metadata: uiType ? { ui_channel_type: uiType } : {},
    totalSubscribers: 20_000,
  });

const first = channel("First Documentary", "documentary_story");
const second = channel("Second Documentary", "documentary_story");
const late = channel("Late Documentary", "documentary_story");
// Stored as 'other' and given the documentary type: grouped with the documentaries.
const given = channel("Given Documentary", "other", "documentary_story");
const latest = channel("Latest Documentary", "documentary_story");
const speech = channel("Speech Channel", "text_to_speech");
// 'other' with no type given: no format to count repeats in.
const untyped = channel("Untyped Channel", "other");

/** A stored upload `day` days from D with the given score (the scores the sync stores). */
const upload = (of: { id: string }, day: number, score: number, title = `${day} ×${score}`) => ({
  channelId: of.id,
  videoId: buildVideoId(faker),
  title: `${title} ${of.id.slice(0, 4)}`,
  views: Math.round(score * 10_000),
  publishedAt: new Date(D + day * DAY),
  durationSeconds: 900,
  outlierScore: score,
});

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await t.db.insert(channelTypes).values(catalogueChannelTypeRows());
  await t.db.insert(youtubeChannels).values([first, second, late, given, latest, speech, untyped]);
  await t.db.insert(youtubeVideoStats).values([
    // First's outlier on day 0, and its own ×2.5 ten days later (never counted for itself).
    upload(first, 0, 5),
    upload(first, 10, 2.5),
    // Second: a ×2 hit exactly 90 days before, and an outlier on day 95, the newest upload.
    upload(second, -REPEAT_WINDOW_DAYS, 2),
    upload(second, 95, 3),
    // Late: ×1.9 on day 0 (not a hit), ×2.1 on day 91 (one day outside First's window).
    upload(late, 0, 1.9),
    upload(late, REPEAT_WINDOW_DAYS + 1, 2.1),
    upload(given, 1, 2.2),
    // Latest: an outlier on day 80.
    upload(latest, 80, 6),
    // Another format on day 0: counted for neither side.
    upload(speech, 0, 4),
    upload(untyped, 0, 7),
    // Ordinary uploads never count.
    ...[-20, 20, 40, 60].map((day) => upload(speech, day, 1)),
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe("each outlier's repeats: other channels of its type with a ×2 hit within 90 days", () => {
  it("counts other channels once each, the window's edges included, other formats left out", async () => {
    const { videos } = await createOutliersService(t.db).search(toOutlierSearchQuery({ limit: 100 }));
    const repeats = Object.fromEntries(videos.map((video) => [video.channel.title, video.repeatChannels]));
    expect(repeats).toEqual({
      // Day 80 sees First (0, 10), Given (1), Late (91) and Second (95).
      "Latest Documentary": 4,
      // Day 0 sees Second (−90, the edge), Given (1) and Latest (80); not Late (91), nor its own day-10 hit.
      "First Documentary": 3,
      // The text-to-speech outlier: the documentaries are another format.
      "Speech Channel": 0,
      // Day 95 sees First (10), Latest (80) and Late (91); not Given (1, 94 days before).
      "Second Documentary": 3,
      // No type, so no count.
      "Untyped Channel": null,
    });
  });

  it("is on a type page's outliers of the last 30 days too", async () => {
    const recent = await createOutliersService(t.db).recent({ type: "documentary_story" });
    expect(recent.videos.map((video) => [video.channel.title, video.repeatChannels])).toEqual([
      ["Latest Documentary", 4],
      ["Second Documentary", 3],
    ]);
  });

  it("follows the catalogue: a new hit in the window is counted on the next read", async () => {
    const newcomer = channel("Newcomer Speech", "text_to_speech");
    await t.db.insert(youtubeChannels).values(newcomer);
    await t.db.insert(youtubeVideoStats).values(upload(newcomer, -5, 2.4));
    const { videos } = await createOutliersService(t.db).search(toOutlierSearchQuery({ type: "text_to_speech" }));
    expect(videos.map((video) => [video.channel.title, video.repeatChannels])).toEqual([["Speech Channel", 1]]);
  });
});
