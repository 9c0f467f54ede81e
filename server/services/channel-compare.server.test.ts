// /compare's read on a real database: the channels in the order asked, each with its history,
// an unknown slug and a second name for one channel reported rather than compared, and revenue
// only for members (domain/revenue-access).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { daysBefore } from "#domain/channel-growth";
import { MEMBER_ACCESS, VISITOR_ACCESS } from "#domain/revenue-access";
import { channelStatsSnapshots, channelTypes, youtubeChannels, youtubeVideoStats } from "#db/schema/catalogue";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";
import { createChannelsService } from "#server/services/channels.server";

const LATEST = "2026-10-31";

describe("compareChannels", () => {
  let test: TestDatabase;
  const faker = createSeededFaker(915);
  const context = {
    niche: { name: "Space Facts", rpmLow: 2, rpmHigh: 6, keywords: ["space"] },
    channelTypeId: "documentary_story",
  };
  // Its niche is not stored here, so an admin's RPM gives it a rate to estimate revenue from.
  const first = buildChannel(faker, { channelTitle: "Orbit Notes", totalSubscribers: 30_000, rpmOverride: 4 }, context);
  const second = buildChannel(faker, { channelTitle: "Comet Stories", totalSubscribers: 5_000 }, context);

  beforeAll(async () => {
    test = await createTestDatabase();
    await test.db.insert(channelTypes).values(catalogueChannelTypeRows());
    await test.db.insert(youtubeChannels).values([first, second]);
    await test.db.insert(channelStatsSnapshots).values([
      { channelId: first.id, day: daysBefore(LATEST, 30), subscribers: 20_000, views: 1_000_000, videoCount: 10 },
      { channelId: first.id, day: LATEST, subscribers: 30_000, views: 1_500_000, videoCount: 12 },
    ]);
    // Scores as the sync stores them: two outliers (×3 and above), one ordinary video, one unscored.
    await test.db.insert(youtubeVideoStats).values(
      [4.2, 3, 1.1, null].map((outlierScore, index) => ({
        channelId: first.id,
        videoId: `orbit-${index}`,
        title: `Orbit ${index}`,
        views: 1_000,
        outlierScore,
      })),
    );
  });
  afterAll(async () => {
    await test?.close();
  });

  const service = () => createChannelsService(test.db);

  it("returns the channels in the order asked, with their history and 30-day growth", async () => {
    const entries = await service().compareChannels([second.slug, first.slug], VISITOR_ACCESS);
    expect(entries.map((entry) => entry.kind)).toEqual(["found", "found"]);
    const [b, a] = entries;
    expect(b?.kind === "found" && b.channel.title).toBe("Comet Stories");
    expect(a?.kind === "found" && a.history?.growth?.subscribers).toMatchObject({ change: 10_000, percent: 50 });
    expect(a?.kind === "found" && a.typeLabel).toBeTruthy();
  });

  it("reports an unknown slug and a second name for a channel already listed", async () => {
    const entries = await service().compareChannels([first.slug, "no-such-channel-1", first.id, second.slug], VISITOR_ACCESS);
    expect(entries.map((entry) => [entry.kind, entry.requested])).toEqual([
      ["found", first.slug],
      ["not-found", "no-such-channel-1"],
      ["repeated", first.id],
      ["found", second.slug],
    ]);
  });

  it("gives revenue to members only: a visitor's channels have no revenue key at all", async () => {
    const [visitor] = await service().compareChannels([first.slug], VISITOR_ACCESS);
    expect(visitor?.kind === "found" && "revenue" in visitor.channel).toBe(false);
    const [member] = await service().compareChannels([first.slug], MEMBER_ACCESS);
    expect(member?.kind === "found" && member.channel.revenue?.revenuePerVideo).toBeTruthy();
  });

  it("sums up each channel's outliers: scored videos, outliers among them and the best score", async () => {
    const [a, b] = await service().compareChannels([first.slug, second.slug], VISITOR_ACCESS);
    expect(a?.kind === "found" && a.outliers).toEqual({ scored: 3, outliers: 2, best: 4.2 });
    expect(b?.kind === "found" && b.outliers).toEqual({ scored: 0, outliers: 0, best: null });
  });
});
