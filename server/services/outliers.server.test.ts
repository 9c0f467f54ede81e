// Outlier videos on a real database: the scores the channel sync stores (refreshOutlierScores),
// listed best first with each filter, paged, and a niche's or type's signal of the last 30 days.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OUTLIER_SIGNAL_DAYS } from "#domain/outlier-signal";
import { outlierSearchParamsSchema, toOutlierSearchQuery } from "#domain/outlier-search-params";
import { channelTypes, niches, youtubeChannels, youtubeVideoAgeViews, youtubeVideoStats } from "#db/schema/catalogue";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { buildNiche } from "#db/seed/factories/niche-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { buildVideoId } from "#db/seed/factories/video-factory";
import { createOutliersService } from "#server/services/outliers.server";
import { refreshOutlierScores, rewriteStaleOutlierScores } from "#server/services/outlier-scores.server";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

const faker = createSeededFaker(1414);
const NEWEST = new Date("2026-10-31T12:00:00Z");
const DAY = 86_400_000;
const LONG = 900;
const SHORT = 40;

const mysteries = buildNiche(faker, { name: "Outlier Mysteries", slug: "outlier-mysteries" });
const cooking = buildNiche(faker, { name: "Outlier Cooking", slug: "outlier-cooking" });
const nicheInput = (niche: typeof mysteries) => ({
  id: niche.id,
  name: niche.name,
  rpmLow: 1,
  rpmHigh: 2,
  keywords: ["outlier"],
});
const channel = (
  title: string,
  niche: typeof mysteries,
  typeId: string,
  country: string,
  subscribers: number,
  startDate = "2019-06-01",
) =>
  buildChannel(
    faker,
    { channelTitle: title, country, totalSubscribers: subscribers, startDate },
    { niche: nicheInput(niche), channelTypeId: typeId },
  );

// Started in March 2026, within 12 months of the newest upload (Oct 31).
const small = channel("Small Mysteries", mysteries, "documentary_story", "US", 4_000, "2026-03-01");
const big = channel("Big Mysteries", mysteries, "documentary_story", "GB", 2_000_000);
const middle = channel("Middle Mysteries", mysteries, "text_to_speech", "US", 50_000);
const cook = channel("Quiet Kitchen", cooking, "text_to_speech", "CA", 30_000);
const tiny = channel("Four Uploads", cooking, "text_to_speech", "CA", 900);

/**
 * Six uploads at `usual` views, one every `gap` days (a week) back from 3 days before the hit,
 * then the hit. All after YouTube's view-count change of 2026-08-27 (65 days before NEWEST), so
 * every upload is in the others' window (domain/outlier-score).
 */
function uploads(
  channelId: string,
  usual: number,
  hit: { views: number; daysAgo: number; seconds?: number },
  count = 6,
  seconds = LONG,
  gap = 7,
) {
  const rows = Array.from({ length: count }, (_, i) => ({ daysAgo: hit.daysAgo + 3 + i * gap, views: usual, seconds }));
  rows.push({ daysAgo: hit.daysAgo, views: hit.views, seconds: hit.seconds ?? seconds });
  return rows.map((row, i) => ({
    channelId,
    videoId: buildVideoId(faker),
    title: `Upload ${i} of ${channelId.slice(0, 4)}`,
    views: row.views,
    publishedAt: new Date(NEWEST.getTime() - row.daysAgo * DAY),
    durationSeconds: row.seconds,
  }));
}

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await t.db.insert(channelTypes).values(catalogueChannelTypeRows());
  await t.db.insert(niches).values([mysteries, cooking]);
  await t.db.insert(youtubeChannels).values([small, big, middle, cook, tiny]);
  await t.db.insert(youtubeVideoStats).values([
    // ×20, 5 days before the newest upload, long-form.
    ...uploads(small.id, 1_000, { views: 20_000, daysAgo: 5 }),
    // ×4, 20 days back; a big channel's views.
    ...uploads(big.id, 500_000, { views: 2_000_000, daysAgo: 20 }),
    // ×10 Short among Shorts, 40 days back (its usual uploads every 3 days before it).
    ...uploads(middle.id, 2_000, { views: 20_000, daysAgo: 40, seconds: SHORT }, 6, SHORT, 3),
    // ×3, the newest upload of all.
    ...uploads(cook.id, 10_000, { views: 30_000, daysAgo: 0 }),
    // Too few uploads to compare with: no score at all.
    ...uploads(tiny.id, 100, { views: 50_000, daysAgo: 1 }, 3),
  ]);
  await refreshOutlierScores(t.db, [small.id, big.id, middle.id, cook.id, tiny.id]);
});
afterAll(async () => {
  await t?.close();
});

// Read as a URL's parameters are: strings, parsed by the page's and the API's schema.
const search = (params: Record<string, string> = {}) =>
  createOutliersService(t.db).search(toOutlierSearchQuery(outlierSearchParamsSchema.parse(params)));
const titles = async (params: Record<string, string> = {}) =>
  (await search(params)).videos.map((video) => `${video.channel.title} ×${video.score.toFixed(1)}`);
// Only outliers (×3 or more) are listed: the usual uploads (×1.0) never are.
const hits = titles;

describe("the outliers list", () => {
  it("lists the outliers (×3 or more) best first, each with its channel; a channel under 5 comparable uploads has none", async () => {
    const result = await search();
    expect(result.asOf).toBe("2026-10-31");
    expect(await hits()).toEqual(["Small Mysteries ×20.0", "Middle Mysteries ×10.0", "Big Mysteries ×4.0", "Quiet Kitchen ×3.0"]);
    expect(result.videos.some((video) => video.channel.title === "Four Uploads")).toBe(false);
    expect(result.videos[0]).toMatchObject({
      views: 20_000,
      format: "long",
      channel: { slug: expect.stringMatching(/^small-mysteries-/), country: "US", subscribers: 4_000 },
    });
  });

  it("filters by niche, type, country, channel size, format, minimum views and age", async () => {
    expect(await hits({ niche: "outlier-cooking" })).toEqual(["Quiet Kitchen ×3.0"]);
    expect(await hits({ type: "text_to_speech" })).toEqual(["Middle Mysteries ×10.0", "Quiet Kitchen ×3.0"]);
    expect(await hits({ country: "GB" })).toEqual(["Big Mysteries ×4.0"]);
    expect(await hits({ size: "under-10k" })).toEqual(["Small Mysteries ×20.0"]);
    expect(await hits({ size: "1m-plus" })).toEqual(["Big Mysteries ×4.0"]);
    expect(await hits({ format: "short" })).toEqual(["Middle Mysteries ×10.0"]);
    expect(await hits({ views_min: "1000000" })).toEqual(["Big Mysteries ×4.0"]);
    // Counted back from the newest upload (Oct 31), not from today.
    expect(await hits({ within: "7" })).toEqual(["Small Mysteries ×20.0", "Quiet Kitchen ×3.0"]);
    expect(await hits({ within: "30", niche: "outlier-mysteries", size: "1m-plus" })).toEqual(["Big Mysteries ×4.0"]);
    // A niche with the channel's own filters (read together, before the channel's outliers).
    expect(await hits({ niche: "outlier-mysteries", type: "text_to_speech" })).toEqual(["Middle Mysteries ×10.0"]);
    expect(await hits({ niche: "outlier-mysteries", country: "GB" })).toEqual(["Big Mysteries ×4.0"]);
    expect(await hits({ niche: "outlier-cooking", country: "GB" })).toEqual([]);
    expect(await hits({ niche: "outlier-mysteries", channel_age: "under-12-months" })).toEqual(["Small Mysteries ×20.0"]);
    expect(await hits({ niche: "outlier-mysteries", size: "under-10k", format: "long" })).toEqual(["Small Mysteries ×20.0"]);
  });

  it("finds the format, not the audience: small channels, young channels, views far past the subscribers", async () => {
    // 100K or fewer: everyone but Big (2M).
    expect(await hits({ size: "100k-or-less" })).toEqual([
      "Small Mysteries ×20.0",
      "Middle Mysteries ×10.0",
      "Quiet Kitchen ×3.0",
    ]);
    // Started within 12 months of Oct 31: Small alone.
    expect(await hits({ channel_age: "under-12-months" })).toEqual(["Small Mysteries ×20.0"]);
    // 20,000 views on 4,000 subscribers is 5×; Big's 2M on 2M, Middle's 20,000 on 50,000, Kitchen's 30,000 on 30,000 are not.
    expect(await hits({ reach: "5x-subscribers" })).toEqual(["Small Mysteries ×20.0"]);
  });

  it("finds a channel stored as 'other' under the type it is shown as, and under 'other'", async () => {
    const shownAsTts = buildChannel(
      faker,
      {
        channelTitle: "Shown As Speech",
        country: "CA",
        totalSubscribers: 8_000,
        channelType: "other",
        metadata: { ui_channel_type: "text_to_speech" },
      },
      { niche: nicheInput(cooking) },
    );
    await t.db.insert(youtubeChannels).values(shownAsTts);
    try {
      await t.db.insert(youtubeVideoStats).values(uploads(shownAsTts.id, 1_000, { views: 5_000, daysAgo: 10 }));
      await refreshOutlierScores(t.db, [shownAsTts.id]);
      expect(await hits({ type: "text_to_speech" })).toEqual([
        "Middle Mysteries ×10.0",
        "Shown As Speech ×5.0",
        "Quiet Kitchen ×3.0",
      ]);
      expect(await hits({ type: "other" })).toEqual(["Shown As Speech ×5.0"]);
      expect(await hits({ type: "documentary_story", country: "CA" })).toEqual([]);
    } finally {
      await t.db.delete(youtubeChannels).where(eq(youtubeChannels.id, shownAsTts.id));
    }
  });

  it("pages without overlap and says when there is more", async () => {
    const first = await search({ limit: "3" });
    const second = await search({ limit: "3", page: "2" });
    expect(first.hasMore).toBe(true);
    expect(first.videos).toHaveLength(3);
    const ids = [...first.videos, ...second.videos].map((video) => video.videoId);
    expect(new Set(ids).size).toBe(ids.length);
    const everything = await search({ limit: "100" });
    expect(everything.hasMore).toBe(false);
    expect(everything.videos.slice(3, 6).map((video) => video.videoId)).toEqual(second.videos.map((video) => video.videoId));
  });
});

describe("a niche's or type's outliers of the last 30 days", () => {
  // The rest of the directory: 30 channels of another niche that uploaded in the window, none with an outlier.
  const quietNiche = buildNiche(faker, { name: "Outlier Quiet", slug: "outlier-quiet" });
  const quiet = Array.from({ length: 30 }, (_, i) => channel(`Quiet ${i}`, quietNiche, "text_to_speech", "US", 10_000));

  it(`is a signal when chance would rarely give as many channels with one within ${OUTLIER_SIGNAL_DAYS} days`, async () => {
    await t.db.insert(niches).values(quietNiche);
    await t.db.insert(youtubeChannels).values(quiet);
    await t.db.insert(youtubeVideoStats).values(quiet.flatMap((row) => uploads(row.id, 5_000, { views: 5_000, daysAgo: 2 })));
    await refreshOutlierScores(
      t.db,
      quiet.map((row) => row.id),
    );
    const outliers = createOutliersService(t.db);
    // Mysteries: Small (5 days) and Big (20 days); Middle's Short is 40 days old, and Middle uploaded nothing since.
    const niche = await outliers.recent({ niche: "outlier-mysteries" });
    expect(niche).toMatchObject({ active: 2, withOutlier: 2, signal: false, days: 30, asOf: "2026-10-31" });
    expect(niche.videos.map((video) => video.channel.title)).toEqual(["Small Mysteries", "Big Mysteries"]);
    // Each with the baseline it beat: Small's hit of 20,000 against its usual 1,000.
    expect(niche.videos[0]).toMatchObject({ views: 20_000, score: 20, usualViews: 1_000 });
    // Elsewhere one channel of 31 had an outlier (Quiet Kitchen): two of two would be chance 1 in 961.
    expect(niche.baseRate).toBeCloseTo(1 / 31, 10);
    expect(niche.chance).toBeCloseTo(1 / 961, 10);

    // A third channel's hit in the window: three of three, where chance gives that 1 time in 29,791.
    await t.db
      .insert(youtubeVideoStats)
      .values(uploads(middle.id, 2_000, { views: 9_000, daysAgo: 10, seconds: SHORT }, 0, SHORT));
    await refreshOutlierScores(t.db, [middle.id]);
    const three = await outliers.recent({ niche: "outlier-mysteries" });
    expect(three).toMatchObject({ active: 3, withOutlier: 3, signal: true });
    expect(three.chance).toBeCloseTo(1 / 31 ** 3, 12);
    expect(await outliers.recent({ type: "documentary_story" })).toMatchObject({ active: 2, withOutlier: 2, signal: false });

    // Its outlier rate by month: the last 12 months to October 2026, with its four hits (Middle's two).
    expect(three.months.map((month) => month.month)).toEqual([
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
    ]);
    expect(three.months.reduce((sum, month) => sum + month.outliers, 0)).toBe(4);
    const directoryOutliers = three.catalogueMonths.reduce((sum, month) => sum + month.outliers, 0);
    // And the directory's: those and Quiet Kitchen's.
    expect(directoryOutliers).toBe(5);

    // Where half the directory had a hit this month, three of three is what chance gives: no signal.
    await t.db
      .insert(youtubeVideoStats)
      .values(quiet.slice(0, 20).flatMap((row) => uploads(row.id, 5_000, { views: 50_000, daysAgo: 1 }, 0)));
    await refreshOutlierScores(
      t.db,
      quiet.slice(0, 20).map((row) => row.id),
    );
    const crowded = await outliers.recent({ niche: "outlier-mysteries" });
    expect(crowded).toMatchObject({ active: 3, withOutlier: 3, signal: false });
    expect(crowded.baseRate).toBeCloseTo(21 / 31, 10);
  });
});

describe("scores stored under an older outlier rule", () => {
  it("are recomputed once at start-up, then left alone", async () => {
    const before = await t.db.select({ id: youtubeVideoStats.id, score: youtubeVideoStats.outlierScore }).from(youtubeVideoStats);
    // As an older rule might have left them: every score off.
    await t.db.update(youtubeVideoStats).set({ outlierScore: 99 });
    // Every channel with videos: the five above and the thirty quiet ones.
    expect(await rewriteStaleOutlierScores(t.db)).toBe(35);
    const after = await t.db.select({ id: youtubeVideoStats.id, score: youtubeVideoStats.outlierScore }).from(youtubeVideoStats);
    expect(new Map(after.map((row) => [row.id, row.score]))).toEqual(new Map(before.map((row) => [row.id, row.score])));
    await t.db.update(youtubeVideoStats).set({ outlierScore: 99 }).where(eq(youtubeVideoStats.channelId, small.id));
    expect(await rewriteStaleOutlierScores(t.db)).toBe(0);
  });
});

describe("an upload compared at equal age", () => {
  const fresh = buildNiche(faker, { name: "Outlier Fresh", slug: "outlier-fresh" });
  const freshChannel = channel("Fresh Mysteries", fresh, "documentary_story", "US", 20_000);
  // Six weekly uploads, read at 1 day (1,000 views) and 7 days (4,000), 10,000 views by now; and a
  // 3-day-old upload with 8,000 views so far, 5,000 of them on its first day.
  const weekly = [10, 17, 24, 31, 38, 45].map((daysAgo) => ({ daysAgo, views: 10_000, ages: { 1: 1_000, 7: 4_000 } }));
  const young = { daysAgo: 3, views: 8_000, ages: { 1: 5_000 } };
  const rows = [...weekly, young].map((row, i) => ({
    id: crypto.randomUUID(),
    channelId: freshChannel.id,
    videoId: buildVideoId(faker),
    title: `Fresh upload ${i}`,
    views: row.views,
    publishedAt: new Date(NEWEST.getTime() - row.daysAgo * DAY),
    durationSeconds: LONG,
    // Views read on the newest upload's day: the young one is 3 days old, too new on lifetime views.
    updatedAt: NEWEST,
    ages: row.ages,
  }));
  const readings = rows.flatMap((row) =>
    Object.entries(row.ages).map(([age, views]) => ({
      videoRowId: row.id,
      ageDays: Number(age),
      views,
      observedAt: new Date((row.publishedAt as Date).getTime() + Number(age) * DAY),
      source: "feed" as const,
    })),
  );

  it("beats its channel's usual first day ×5 where, on lifetime views, it would be too new to score", async () => {
    await t.db.insert(niches).values(fresh);
    await t.db.insert(youtubeChannels).values(freshChannel);
    await t.db.insert(youtubeVideoStats).values(rows.map(({ ages: _ages, ...row }) => row));
    await t.db.insert(youtubeVideoAgeViews).values(readings);
    await refreshOutlierScores(t.db, [freshChannel.id]);
    const listed = await search({ niche: "outlier-fresh" });
    expect(listed.videos).toHaveLength(1);
    expect(listed.videos[0]).toMatchObject({
      title: "Fresh upload 6",
      views: 8_000,
      score: 5,
      comparedAtAgeDays: 1,
      usualViews: 1_000,
    });
    // The weekly uploads compare at 7 days (their oldest reading five others share): ×1.
    const stored = await t.db
      .select({ title: youtubeVideoStats.title, score: youtubeVideoStats.outlierScore, age: youtubeVideoStats.outlierAgeDays })
      .from(youtubeVideoStats)
      .where(eq(youtubeVideoStats.channelId, freshChannel.id))
      .orderBy(youtubeVideoStats.title);
    expect(stored.filter((row) => row.title !== "Fresh upload 6")).toEqual(
      weekly.map((_, i) => ({ title: `Fresh upload ${i}`, score: 1, age: 7 })),
    );
    // Lifetime comparisons say so: Quiet Kitchen's hit has no fixed-age readings.
    expect((await search({ niche: "outlier-cooking" })).videos[0]).toMatchObject({
      score: 3,
      comparedAtAgeDays: null,
      usualViews: 10_000,
    });

    // Without its first-day reading it is too new to score, and is no longer listed.
    await t.db.delete(youtubeVideoAgeViews).where(eq(youtubeVideoAgeViews.videoRowId, rows[6]!.id));
    await refreshOutlierScores(t.db, [freshChannel.id]);
    expect((await search({ niche: "outlier-fresh" })).videos).toEqual([]);
  });
});
