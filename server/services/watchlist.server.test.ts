// Follows, saved searches and /watchlist's "changed since your last visit", on a real database.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#db/schema/auth";
import { channelStatsSnapshots, channelTypes, niches, youtubeChannels, youtubeVideoStats } from "#db/schema/catalogue";
import { follows, savedSearches, watchlistVisits } from "#db/schema/members";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { buildNiche } from "#db/seed/factories/niche-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { FOLLOW_LIMIT, FOLLOW_LIMIT_MESSAGE } from "#domain/follow-target";
import { MEMBER_ACCESS } from "#domain/revenue-access";
import { SAVED_SEARCH_LIMIT, SAVED_SEARCH_LIMIT_MESSAGE } from "#domain/saved-search";
import { createChannelsService } from "#server/services/channels.server";
import { createFollowsService } from "#server/services/follows.server";
import { createSavedSearchesService } from "#server/services/saved-searches.server";
import { createWatchlistService } from "#server/services/watchlist.server";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

const HOUR = 3_600_000;

describe("member tools: follows, saved searches and the watchlist", () => {
  let test: TestDatabase;
  const faker = createSeededFaker(1515);
  const niche = buildNiche(faker, { name: "Sleep Sounds", slug: "sleep-sounds" });
  const ctx = {
    niche: { id: niche.id, name: niche.name, rpmLow: 2, rpmHigh: 6, keywords: ["rain"] },
    channelTypeId: "asmr_ambient",
  };
  const rain = {
    ...buildChannel(faker, { channelTitle: "Rain Room", country: "US" }, ctx),
    createdAt: new Date("2026-01-01T00:00:00Z"),
  };
  const other = {
    ...buildChannel(faker, { channelTitle: "Storm Hall", country: "GB" }, ctx),
    createdAt: new Date("2026-01-01T00:00:00Z"),
  };

  beforeAll(async () => {
    test = await createTestDatabase();
    await test.db.insert(users).values([
      { id: "m1", name: "Mia", email: "mia@example.com" },
      { id: "m2", name: "Max", email: "max@example.com" },
    ]);
    await test.db.insert(channelTypes).values(catalogueChannelTypeRows());
    await test.db.insert(niches).values([niche]);
    await test.db.insert(youtubeChannels).values([rain, other]);
    await test.db
      .insert(channelStatsSnapshots)
      .values([{ channelId: rain.id, day: "2026-11-01", subscribers: 10_000, views: 1, videoCount: 1 }]);
  });
  afterAll(async () => {
    await test?.close();
  });

  describe("follows", () => {
    it("follows and unfollows a channel, a niche and a type; twice is harmless", async () => {
      const service = createFollowsService(test.db);
      expect(await service.follow("m1", { kind: "channel", target: rain.id })).toEqual({
        ok: true,
        following: true,
        name: "Rain Room",
      });
      expect(await service.follow("m1", { kind: "channel", target: rain.id })).toMatchObject({ ok: true, following: true });
      expect(await service.follow("m1", { kind: "niche", target: "sleep-sounds" })).toMatchObject({
        ok: true,
        name: "Sleep Sounds",
      });
      expect(await service.follow("m1", { kind: "type", target: "asmr_ambient" })).toMatchObject({ ok: true });
      expect(await service.isFollowing("m1", { channelId: rain.id })).toBe(true);
      expect(await service.isFollowing("m2", { channelId: rain.id })).toBe(false);
      expect(await service.count("m1")).toBe(3);
      expect(await service.unfollow("m1", { kind: "niche", target: "sleep-sounds" })).toEqual({
        ok: true,
        following: false,
        name: "Sleep Sounds",
      });
      expect(await service.isFollowing("m1", { nicheId: niche.id })).toBe(false);
      expect(await service.follow("m1", { kind: "niche", target: "sleep-sounds" })).toMatchObject({ ok: true });
    });

    it("says not found for a target that does not exist", async () => {
      const service = createFollowsService(test.db);
      expect(await service.follow("m1", { kind: "niche", target: "no-such-niche" })).toMatchObject({ ok: false, status: 404 });
      expect(await service.follow("m1", { kind: "channel", target: "00000000-0000-4000-8000-000000000000" })).toMatchObject({
        ok: false,
        status: 404,
      });
      expect(await service.unfollow("m1", { kind: "type", target: "no_such_type" })).toMatchObject({ ok: false, status: 404 });
    });

    it(`refuses a follow past ${FOLLOW_LIMIT}, and still lets the member unfollow`, async () => {
      const service = createFollowsService(test.db);
      const many = Array.from({ length: FOLLOW_LIMIT }, () => ({
        ...buildChannel(faker, {}, ctx),
        createdAt: new Date("2026-01-01T00:00:00Z"),
      }));
      await test.db.insert(youtubeChannels).values(many);
      await test.db.insert(follows).values(many.map((channel) => ({ userId: "m2", channelId: channel.id })));
      expect(await service.follow("m2", { kind: "channel", target: rain.id })).toEqual({
        ok: false,
        status: 409,
        message: FOLLOW_LIMIT_MESSAGE,
      });
      expect(await service.unfollow("m2", { kind: "channel", target: many[0]!.id })).toMatchObject({ ok: true });
      expect(await service.follow("m2", { kind: "channel", target: rain.id })).toMatchObject({ ok: true });
      await test.db.delete(follows).where(eq(follows.userId, "m2"));
    });

    it("lets only one of several follows at the same moment take the last place", async () => {
      const service = createFollowsService(test.db);
      const many = Array.from({ length: FOLLOW_LIMIT + 5 }, () => ({
        ...buildChannel(faker, {}, ctx),
        createdAt: new Date("2026-01-01T00:00:00Z"),
      }));
      await test.db.insert(youtubeChannels).values(many);
      await test.db
        .insert(follows)
        .values(many.slice(0, FOLLOW_LIMIT - 1).map((channel) => ({ userId: "m2", channelId: channel.id })));
      // On PostgreSQL these run on the pool's separate connections, each counting 199 unless it waits.
      const outcomes = await Promise.all(
        many.slice(FOLLOW_LIMIT - 1).map((channel) => service.follow("m2", { kind: "channel", target: channel.id })),
      );
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
      expect(outcomes.filter((outcome) => !outcome.ok)).toEqual(
        Array.from({ length: 5 }, () => ({ ok: false, status: 409, message: FOLLOW_LIMIT_MESSAGE })),
      );
      expect(await service.count("m2")).toBe(FOLLOW_LIMIT);
      await test.db.delete(follows).where(eq(follows.userId, "m2"));
    });
  });

  describe("saved searches", () => {
    it("saves, lists, renames, runs and deletes; a duplicate name is refused with its message", async () => {
      const service = createSavedSearchesService(test.db);
      const saved = await service.create("m1", "Rain US", "q=rain&country=US");
      expect(saved).toMatchObject({ ok: true, search: { name: "Rain US", query: "q=rain&country=US", lastRunAt: null } });
      expect(await service.create("m1", "Rain US", "q=rain")).toEqual({
        ok: false,
        status: 409,
        field: "name",
        message: "You already have a saved search named “Rain US”.",
      });
      // Names are per member.
      expect(await service.create("m2", "Rain US", "q=rain")).toMatchObject({ ok: true });
      const id = saved.ok ? saved.search.id : "";
      expect(await service.rename("m1", id, "Rainy")).toMatchObject({ ok: true, search: { name: "Rainy" } });
      // Another member's search is not theirs to touch.
      expect(await service.rename("m2", id, "Mine")).toMatchObject({ ok: false, status: 404 });
      expect(await service.remove("m2", id)).toMatchObject({ ok: false, status: 404 });
      expect((await service.markRun("m1", id, new Date("2026-11-24T10:00:00Z")))?.lastRunAt).toEqual(
        new Date("2026-11-24T10:00:00Z"),
      );
      expect((await service.list("m1")).map((s) => s.name)).toEqual(["Rainy"]);
      expect(await service.remove("m1", id)).toMatchObject({ ok: true });
      expect(await service.list("m1")).toEqual([]);
      expect(await service.remove("m1", "not-an-id")).toMatchObject({ ok: false, status: 404 });
    });

    it(`refuses a search past ${SAVED_SEARCH_LIMIT}`, async () => {
      const service = createSavedSearchesService(test.db);
      for (let i = 0; i < SAVED_SEARCH_LIMIT - 1; i++)
        expect(await service.create("m2", `Search ${i}`, `q=s${i}`)).toMatchObject({ ok: true });
      expect(await service.create("m2", "One too many", "q=x")).toEqual({
        ok: false,
        status: 409,
        message: SAVED_SEARCH_LIMIT_MESSAGE,
      });
      await test.db.delete(savedSearches).where(eq(savedSearches.userId, "m2"));
    });

    it("lets only one of several saves at the same moment take the last place", async () => {
      const service = createSavedSearchesService(test.db);
      for (let i = 0; i < SAVED_SEARCH_LIMIT - 1; i++)
        expect(await service.create("m2", `Search ${i}`, `q=s${i}`)).toMatchObject({ ok: true });
      const outcomes = await Promise.all(Array.from({ length: 6 }, (_, i) => service.create("m2", `Racing ${i}`, `q=r${i}`)));
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
      expect((await service.list("m2")).length).toBe(SAVED_SEARCH_LIMIT);
      await test.db.delete(savedSearches).where(eq(savedSearches.userId, "m2"));
    });

    it("counts the channels added since a search was saved, through the channel search", async () => {
      const saved = createSavedSearchesService(test.db);
      const created = await saved.create("m1", "US rain", "q=rain&country=US");
      const watchlist = createWatchlistService(test.db);
      const before = await watchlist.savedSearchMatches(createChannelsService(test.db), await saved.list("m1"), MEMBER_ACCESS);
      expect(before[0]).toMatchObject({ name: "US rain", newMatches: 0 });
      const added = {
        ...buildChannel(faker, { channelTitle: "Rain Newcomer", country: "US", description: "Rain sounds." }, ctx),
        createdAt: new Date(Date.now() + HOUR),
      };
      await test.db.insert(youtubeChannels).values([added]);
      const after = await watchlist.savedSearchMatches(createChannelsService(test.db), await saved.list("m1"), MEMBER_ACCESS);
      expect(after[0]).toMatchObject({ newMatches: 1, newChannels: [{ title: "Rain Newcomer" }] });
      if (created.ok) await saved.remove("m1", created.search.id);
    });
  });

  describe("the watchlist", () => {
    it("shows growth, new uploads and new outliers since the last visit, and keeps them on a reload", async () => {
      const service = createWatchlistService(test.db);
      await test.db.delete(watchlistVisits);
      const t0 = new Date(Date.now() + 2 * HOUR);
      // First visit: nothing new yet since the follows.
      const first = await service.visit("m1", t0);
      expect(first.previousVisitAt).toBeNull();
      const room = first.channels.find((c) => c.title === "Rain Room");
      expect(room).toMatchObject({ newUploads: 0, newOutliers: 0, subscriberGrowth: 0 });
      expect(first.niches.map((n) => n.name)).toEqual(["Sleep Sounds"]);
      expect(first.types.map((t) => t.key)).toEqual(["asmr_ambient"]);

      // Meanwhile: a snapshot with more subscribers, an upload and an outlier upload, a new channel in the niche.
      const later = new Date(t0.getTime() + HOUR);
      const snapshotDay = new Date(t0.getTime() + 48 * HOUR).toISOString().slice(0, 10);
      await test.db
        .insert(channelStatsSnapshots)
        .values([{ channelId: rain.id, day: snapshotDay, subscribers: 12_500, views: 2, videoCount: 3, createdAt: later }]);
      await test.db.insert(youtubeVideoStats).values([
        { channelId: rain.id, videoId: "AAAAAAAAAA1", title: "Quiet rain", views: 100, publishedAt: later, outlierScore: 1.1 },
        { channelId: rain.id, videoId: "AAAAAAAAAA2", title: "Thunder night", views: 900, publishedAt: later, outlierScore: 4.2 },
      ]);
      await test.db
        .insert(youtubeChannels)
        .values([{ ...buildChannel(faker, { channelTitle: "Drizzle Den" }, ctx), createdAt: later }]);

      // A new visit more than 30 minutes on counts from the first.
      const t1 = new Date(t0.getTime() + 3 * HOUR);
      const second = await service.visit("m1", t1);
      expect(second.previousVisitAt).toEqual(t0);
      const changed = second.channels.find((c) => c.title === "Rain Room");
      expect(changed).toMatchObject({
        subscriberGrowth: 2_500,
        newUploads: 2,
        newOutliers: 1,
        topOutlier: { title: "Thunder night", videoId: "AAAAAAAAAA2", score: 4.2 },
      });
      expect(changed?.latestUpload?.title).toMatch(/Quiet rain|Thunder night/);
      expect(second.niches[0]).toMatchObject({
        newChannels: 1,
        newOutliers: 1,
        topOutlier: { title: "Thunder night", channelTitle: "Rain Room" },
      });
      expect(second.types[0]).toMatchObject({ newChannels: 1, newOutliers: 1 });

      // A reload shows the same changes.
      const reload = await service.visit("m1", new Date(t1.getTime() + 10 * 60_000));
      expect(reload.previousVisitAt).toEqual(t0);
      expect(reload.channels.find((c) => c.title === "Rain Room")).toMatchObject({ newUploads: 2, newOutliers: 1 });

      // The next visit, after a pause, starts from the reload: nothing new.
      const third = await service.visit("m1", new Date(t1.getTime() + 2 * HOUR));
      expect(third.channels.find((c) => c.title === "Rain Room")).toMatchObject({ newUploads: 0, newOutliers: 0 });
    });
  });
});
