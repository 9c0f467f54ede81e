// Channel search, the channel page lookup, related channels and revenue gating, on a real database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channelPath } from "#domain/channel-slug";
import { channelTypes, niches, youtubeChannels, youtubeVideoStats } from "#db/schema/catalogue";
import { buildChannel, type BuiltChannel } from "#db/seed/factories/channel-factory";
import { catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { buildNiche } from "#db/seed/factories/niche-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { buildVideos } from "#db/seed/factories/video-factory";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";
import { type ChannelSearchParams, toChannelSearchQuery } from "#domain/channel-search-params";
import { RELATED_LOAD_ERROR, engagementRate, pickTopVideos } from "#server/services/channel-page.server";
import { createChannelsService } from "#server/services/channels.server";
import type { Video } from "#domain/read-models/channel";
import { nicheRpmForCountry } from "#domain/rpm-estimate";
import { channelRevenue, totalRevenue } from "#domain/revenue";

const VISITOR = { canSeeRevenue: false };
const MEMBER = { canSeeRevenue: true };
const DAY_MS = 24 * 60 * 60 * 1000;
const isoDaysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

describe("channels service", () => {
  let test: TestDatabase;
  const faker = createSeededFaker(404);
  const history = buildNiche(faker, { name: "History Stories", slug: "history-stories" });
  const finance = buildNiche(faker, { name: "Personal Finance", slug: "personal-finance" });
  const lonely = buildNiche(faker, { name: "Lonely Niche", slug: "lonely-niche" });
  const ctx = (niche: typeof history, channelTypeId: string) => ({
    niche: { id: niche.id, name: niche.name, rpmLow: 2, rpmHigh: 6, keywords: ["history"] },
    channelTypeId,
  });

  // 300 videos over 300 days (9.86 months of 30.44 days) ≈ 30.4 a month: "Very High (Daily)" (spec §4).
  const archives = buildChannel(
    faker,
    {
      channelTitle: "Midnight Archives",
      keywords: ["shipwrecks", "lighthouse"],
      description: "Forgotten maritime disasters narrated over archival photographs.",
      country: "US",
      totalSubscribers: 500_000,
      totalViews: 90_000_000,
      videoCount: 300,
      startDate: isoDaysAgo(300),
      rpm: 8,
      revenuePerVideo: 2400,
    },
    ctx(history, "documentary_story"),
  );
  // Stored as 'other' with metadata.ui_channel_type: counts as documentary_story (spec §7).
  const ghostTales = buildChannel(
    faker,
    {
      channelTitle: "Ghost Tales Weekly",
      keywords: ["ghosts"],
      description: "Haunted places explained.",
      country: "GB",
      channelType: "other",
      metadata: { ui_channel_type: "documentary_story" },
      totalSubscribers: 20_000,
      totalViews: 2_000_000,
      videoCount: 50,
      startDate: isoDaysAgo(300),
      rpm: 3,
      revenuePerVideo: 120,
    },
    ctx(history, "documentary_story"),
  );
  // ui_channel_type is only honoured when channel_type is 'other' (spec §7 filter).
  const notOther = buildChannel(
    faker,
    {
      channelTitle: "Budget Bites",
      keywords: ["budget", "saving"],
      description: "Money habits for students.",
      country: "CA",
      metadata: { ui_channel_type: "documentary_story" },
      totalSubscribers: 80_000,
      totalViews: 9_000_000,
      videoCount: 120,
      startDate: "2015-01-01",
      rpm: 12,
      revenuePerVideo: 900,
    },
    ctx(finance, "whiteboard_explainer"),
  );
  const unknownSize = buildChannel(
    faker,
    {
      channelTitle: "Quiet Ledger",
      keywords: ["accounting"],
      description: "Bookkeeping walkthroughs.",
      country: "US",
      totalSubscribers: null,
      totalViews: null,
      videoCount: null,
      startDate: null,
      rpm: null,
      revenuePerVideo: null,
      revenuePerSubscriber: null,
      revenuePerMonth: null,
    },
    ctx(finance, "whiteboard_explainer"),
  );
  const loner = buildChannel(
    faker,
    {
      channelTitle: "Solo Signals",
      totalSubscribers: 1000,
      totalViews: 100_000,
      videoCount: 200,
      startDate: "2018-01-01",
      rpm: 1,
      country: "DE",
    },
    ctx(lonely, "asmr_ambient"),
  );
  const all: BuiltChannel[] = [archives, ghostTales, notOther, unknownSize, loner];

  beforeAll(async () => {
    test = await createTestDatabase();
    await test.db.insert(channelTypes).values(catalogueChannelTypeRows());
    await test.db.insert(niches).values([history, finance, lonely]);
    await test.db.insert(youtubeChannels).values(all);
    // All long-form (20-minute documentaries), all older than 180 days: the revenue test reads
    // every view at the long-form RPM, and views a video at the lifetime average.
    const old = new Date(archives.lastSyncedAt.getTime() - 200 * 86_400_000);
    await test.db
      .insert(youtubeVideoStats)
      .values(buildVideos(faker, archives, 12).map((video) => ({ ...video, durationSeconds: 1_200, publishedAt: old })));
    // Ghost Tales' recent uploads: four of them 10 to 60 days old, a median of 2,500 views.
    const recent = buildVideos(faker, ghostTales, 4).map((video, index) => ({
      ...video,
      durationSeconds: 900,
      views: [1_000, 2_000, 3_000, 50_000][index]!,
      publishedAt: new Date(ghostTales.lastSyncedAt.getTime() - (10 + index * 15) * 86_400_000),
    }));
    await test.db.insert(youtubeVideoStats).values(recent);
  });
  afterAll(async () => {
    await test?.close();
  });

  const service = () => createChannelsService(test.db);
  const search = (params: ChannelSearchParams, access = VISITOR) =>
    service().search(toChannelSearchQuery(params, access).query, access);
  const titles = async (params: ChannelSearchParams, access = VISITOR) =>
    (await search(params, access)).channels.map((c) => c.title);

  describe("search", () => {
    it("finds a channel by a keyword and by a stemmed description word (full text)", async () => {
      expect(await titles({ q: "lighthouse" })).toEqual(["Midnight Archives"]);
      expect(await titles({ q: "disaster" })).toEqual(["Midnight Archives"]);
    });

    it("is typo-tolerant on the title (PRODUCT.md: 'typo-tolerant')", async () => {
      expect((await titles({ q: "Midnigt Archves" }))[0]).toBe("Midnight Archives");
      expect((await titles({ q: "Ghost Tles" }))[0]).toBe("Ghost Tales Weekly");
    });

    it("filters by type: channel_type = id, or 'other' with metadata.ui_channel_type = id (spec §7)", async () => {
      expect((await titles({ type: "documentary_story" })).sort()).toEqual(["Ghost Tales Weekly", "Midnight Archives"]);
      expect((await titles({ type: "whiteboard_explainer" })).sort()).toEqual(["Budget Bites", "Quiet Ledger"]);
    });

    it("filters by niche slug, country and ranges", async () => {
      expect((await titles({ niche: "personal-finance" })).sort()).toEqual(["Budget Bites", "Quiet Ledger"]);
      expect(await titles({ country: "GB" })).toEqual(["Ghost Tales Weekly"]);
      expect(await titles({ subs_min: 50_000, subs_max: 100_000 })).toEqual(["Budget Bites"]);
      expect(await titles({ views_min: 50_000_000 })).toEqual(["Midnight Archives"]);
      expect(await titles({ videos_max: 60 })).toEqual(["Ghost Tales Weekly"]);
      expect(await titles({ rpm_min: 10 })).toEqual(["Budget Bites"]);
      // The old name of the filter (it always compared the RPM) still works, until it is removed.
      expect(await titles({ cpm_min: 10 })).toEqual(["Budget Bites"]);
      expect(await titles({ started_to: "2016-01-01" })).toEqual(["Budget Bites"]);
    });

    it("filters by upload-rate band with 30.44-day months (spec §4)", async () => {
      // 300 videos in 9.86 months ≈ 30.4/month → 'Very High (Daily)'; 50 in 9.86 months ≈ 5.1/month → 'Medium-Low'.
      expect(await titles({ upload_rate: "very_high" })).toEqual(["Midnight Archives"]);
      expect(await titles({ upload_rate: "medium_low" })).toContain("Ghost Tales Weekly");
      expect(await titles({ upload_rate: "medium_low" })).not.toContain("Midnight Archives");
    });

    it("combines a text query with filters", async () => {
      expect(await titles({ q: "ghosts", country: "GB", type: "documentary_story" })).toEqual(["Ghost Tales Weekly"]);
      expect(await titles({ q: "ghosts", country: "US" })).toEqual([]);
    });

    it("sorts descending with missing values last", async () => {
      const bySubscribers = await titles({ sort: "subscribers" });
      expect(bySubscribers.slice(0, 3)).toEqual(["Midnight Archives", "Budget Bites", "Ghost Tales Weekly"]);
      expect(bySubscribers.at(-1)).toBe("Quiet Ledger");
      expect((await titles({ sort: "rpm" })).slice(0, 3)).toEqual(["Budget Bites", "Midnight Archives", "Ghost Tales Weekly"]);
      expect((await titles({ sort: "newest" }))[0]).not.toBe("Budget Bites");
      expect((await titles({ sort: "views" }))[0]).toBe("Midnight Archives");
      expect((await titles({ sort: "videos" }))[0]).toBe("Midnight Archives");
    });

    it("pages with a total", async () => {
      const first = await search({ sort: "subscribers", limit: 2 });
      const second = await search({ sort: "subscribers", limit: 2, page: 2 });
      expect(first.total).toBe(all.length);
      expect(first.hasMore).toBe(true);
      expect(first.channels.map((c) => c.title)).toEqual(["Midnight Archives", "Budget Bites"]);
      expect(second.channels.map((c) => c.title)).toEqual(["Ghost Tales Weekly", "Solo Signals"]);
    });

    it("stops counting a broad listing at the cap and says so (totalCapped)", async () => {
      const capped = await createChannelsService(test.db, { countCap: 3 }).search(
        toChannelSearchQuery({ limit: 2 }, VISITOR).query,
        VISITOR,
      );
      expect(capped).toMatchObject({ total: 3, totalCapped: true, hasMore: true });
      expect(capped.channels).toHaveLength(2);
      // With words every match is counted exactly.
      const words = await createChannelsService(test.db, { countCap: 1 }).search(
        toChannelSearchQuery({ q: "history ghosts" }, VISITOR).query,
        VISITOR,
      );
      expect(words.totalCapped).toBe(false);
    });

    it("gives visitors no revenue key at all (spec §6) and members their figures", async () => {
      const visitor = await search({ q: "lighthouse" }, VISITOR);
      expect(visitor.channels[0]).toBeDefined();
      expect(Object.keys(visitor.channels[0]!)).not.toContain("revenue");
      expect(JSON.stringify(visitor)).not.toMatch(/revenue/i);
      const member = await search({ q: "lighthouse" }, MEMBER);
      expect(member.channels[0]?.revenue?.revenuePerVideo).toBe(2400);
    });

    it("drops revenue filters and sorts for visitors and applies them for members", async () => {
      const visitorQuery = toChannelSearchQuery({ sort: "revenue_per_video", rpv_min: 1000 }, VISITOR);
      expect(visitorQuery.ignored.sort()).toEqual(["rpv_min", "sort"]);
      expect(visitorQuery.query.sort).toBe("subscribers");
      expect(visitorQuery.query.revenuePerVideoMin).toBeNull();
      expect(await titles({ sort: "revenue_per_video", rpv_min: 500 }, MEMBER)).toEqual(["Midnight Archives", "Budget Bites"]);
    });
  });

  describe("channel page lookup", () => {
    it("resolves a bare id to a 301 target: the canonical slug (spec §2)", async () => {
      const lookup = await service().channelPage(archives.id, VISITOR);
      expect(lookup).toEqual({ kind: "redirect", slug: `midnight-archives-${archives.id}` });
      expect(channelPath("Midnight Archives", archives.id)).toBe(`/channel/midnight-archives-${archives.id}`);
    });

    it("redirects a stale slug (old title) to the canonical one", async () => {
      const lookup = await service().channelPage(`old-name-${archives.id}`, VISITOR);
      expect(lookup).toEqual({ kind: "redirect", slug: `midnight-archives-${archives.id}` });
    });

    it("says 'invalid' for a parameter with no id and 'not-found' for an unknown id", async () => {
      expect(await service().channelPage("!!!", VISITOR)).toEqual({ kind: "invalid", requested: "!!!" });
      const unknown = "00000000-0000-4000-8000-000000000000";
      expect(await service().channelPage(`ghost-${unknown}`, VISITOR)).toEqual({
        kind: "not-found",
        requested: `ghost-${unknown}`,
      });
    });

    it("gathers channel, type, videos and related channels; no revenue for visitors", async () => {
      const lookup = await service().channelPage(`midnight-archives-${archives.id}`, VISITOR);
      expect(lookup.kind).toBe("found");
      if (lookup.kind !== "found") return;
      const { channel, channelType, topVideos, recentVideos, related, relatedError } = lookup.data;
      expect(channel.title).toBe("Midnight Archives");
      expect(channel.nicheSlug).toBe("history-stories");
      expect(channelType?.id).toBe("documentary_story");
      expect(topVideos?.mostViewed.length).toBe(5);
      expect(recentVideos?.length).toBe(8);
      expect(related.map((r) => r.title)).toEqual(["Ghost Tales Weekly"]);
      expect(relatedError).toBeNull();
      expect("revenue" in channel).toBe(false);
      expect(JSON.stringify(lookup)).not.toMatch(/revenue|twelveMonth/i);
    });

    it("shows the type named by metadata.ui_channel_type (spec §3 override)", async () => {
      const lookup = await service().channelPage(`ghost-tales-weekly-${ghostTales.id}`, VISITOR);
      expect(lookup.kind === "found" && lookup.data.channelType?.id).toBe("documentary_story");
    });

    it("gives members the one revenue model's ranges, not a stored figure (domain/revenue)", async () => {
      const lookup = await service().channelPage(`midnight-archives-${archives.id}`, MEMBER);
      if (lookup.kind !== "found") throw new Error(`expected found, got ${lookup.kind}`);
      const revenue = lookup.data.channel.revenue;
      // Its stored videos are all long-form documentaries, so every view is at the niche's US RPM.
      const expected = channelRevenue({
        subscribers: 500_000,
        totalViews: 90_000_000,
        videoCount: 300,
        startDate: archives.startDate,
        asOf: archives.lastSyncedAt,
        country: "US",
        nicheRpmLow: history.rpmLow,
        nicheRpmHigh: history.rpmHigh,
        rpmOverride: null,
        shortsViews: 0,
        knownFormatViews: 1,
      })?.estimate;
      expect(revenue).toMatchObject({
        asOf: archives.lastSyncedAt.toISOString(),
        shortsPercent: 0,
        revenuePerMonth: expected?.monthly,
        revenuePerVideo: expected?.perVideo,
        revenuePerSubscriber: expected?.perSubscriber,
        twelveMonthPotential: expected?.twelveMonth,
        totalRevenue: expected?.total,
      });
      // 300,000 views a video at the niche's RPM range; the row's stored 2,400 is not read.
      expect(revenue?.revenuePerVideo).toEqual({
        low: totalRevenue(300_000, history.rpmLow),
        mid: totalRevenue(300_000, (Number(history.rpmLow) + Number(history.rpmHigh)) / 2),
        high: totalRevenue(300_000, history.rpmHigh),
      });
      expect(revenue?.revenuePerVideo?.mid).not.toBe(2400);
      const monthly = revenue?.revenuePerMonth;
      expect(monthly && monthly.low <= monthly.mid && monthly.mid <= monthly.high).toBe(true);
      expect(revenue?.basis).toMatchObject({
        monthlyViews: { source: "lifetime-average" },
        viewsPerVideo: { source: "lifetime-average" },
        total: { basis: "upper-bound" },
      });
    });

    it("reads views a video from the recent uploads' median, not the lifetime average", async () => {
      const lookup = await service().channelPage(`ghost-tales-weekly-${ghostTales.id}`, MEMBER);
      if (lookup.kind !== "found") throw new Error(`expected found, got ${lookup.kind}`);
      const revenue = lookup.data.channel.revenue;
      expect(revenue?.basis?.viewsPerVideo).toEqual({ source: "recent-uploads", uploads: 4, days: 180 });
      // The median of 1,000, 2,000, 3,000 and 50,000 views at the niche's band for GB.
      const band = nicheRpmForCountry(history.rpmLow, history.rpmHigh, "GB")!;
      expect(revenue?.revenuePerVideo).toEqual({
        low: totalRevenue(2_500, band.low),
        mid: totalRevenue(2_500, (band.low + band.high) / 2),
        high: totalRevenue(2_500, band.high),
      });
    });

    it("reports a failed related read as 'Failed to load related channels' with an empty list (spec §8)", async () => {
      const failing = createChannelsService(test.db, {
        random: () => {
          throw new Error("boom");
        },
      });
      const lookup = await failing.channelPage(`solo-signals-${loner.id}`, VISITOR);
      if (lookup.kind !== "found") throw new Error(`expected found, got ${lookup.kind}`);
      expect(lookup.data.related).toEqual([]);
      expect(lookup.data.relatedError).toBe(RELATED_LOAD_ERROR);
    });
  });

  describe("related channels (spec §7 fallback order)", () => {
    it("takes the same niche first", async () => {
      const related = await service().related(notOther.id);
      expect(related?.map((r) => r.title)).toEqual(["Quiet Ledger"]);
    });

    it("falls back to any other channel (2× limit fetched, shuffled) when the niche has no other", async () => {
      const related = await service().related(loner.id, 3);
      expect(related).toHaveLength(3);
      expect(related?.map((r) => r.id)).not.toContain(loner.id);
    });

    it("defaults to 9 and never includes the channel itself", async () => {
      const related = await service().related(archives.id);
      expect(related?.length).toBeLessThanOrEqual(9);
      expect(related?.map((r) => r.id)).not.toContain(archives.id);
    });

    it("is empty when there is no other channel", async () => {
      const solo = await createTestDatabase();
      try {
        await solo.db.insert(channelTypes).values(catalogueChannelTypeRows());
        const only = buildChannel(createSeededFaker(1), {}, { channelTypeId: "asmr_ambient" });
        await solo.db.insert(youtubeChannels).values(only);
        expect(await createChannelsService(solo.db).related(only.id)).toEqual([]);
      } finally {
        await solo.close();
      }
    });
  });
});

describe("top videos", () => {
  const video = (id: string, viewCount: number, likeCount: number, commentCount: number): Video => ({
    id,
    videoId: id,
    title: id,
    thumbnailUrl: null,
    viewCount,
    likeCount,
    commentCount,
    publishedAt: null,
    outlierScore: null,
    outlierAgeDays: null,
    noScoreReason: "not-enough-data",
  });

  it("ranks Most Viewed by views and Most Engaging by (likes + comments) / views", () => {
    const videos = [video("a", 1000, 20, 0), video("b", 100, 20, 5), video("c", 5000, 50, 0), video("d", 0, 0, 0)];
    const top = pickTopVideos(videos, 2);
    expect(top.mostViewed.map((v) => v.id)).toEqual(["c", "a"]);
    expect(top.mostEngaging.map((v) => v.id)).toEqual(["b", "a"]);
    expect(engagementRate(videos[1]!)).toBe(0.25);
  });
});
