import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#db/schema/auth";
import { channelCounts, channelTypes, niches, searchWords, youtubeChannels, youtubeVideoStats } from "#db/schema/catalogue";
import { follows } from "#db/schema/members";
import { auditLog } from "#db/schema/site";
import { seedDemoCatalogue } from "#db/seed/demo-catalogue";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { createCatalogueService } from "#server/services/catalogue.server";
import { catalogueMemos } from "#server/services/catalogue-memo.server";
import { createGoLiveService } from "#server/services/go-live.server";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

describe("going live", () => {
  let t: TestDatabase;
  const admin = { id: "u-go-live", email: "go-live@example.com" };
  let realId: string;

  beforeAll(async () => {
    t = await createTestDatabase();
    await seedDemoCatalogue(t.db, { channels: 30, videosPerChannel: 5, snapshotMonths: 3 });
    await t.db.insert(users).values({ id: admin.id, name: "Admin", email: admin.email, role: "admin" });
    // A real channel added beside the demo, and a member's follow of a demo channel.
    const [type] = await t.db.select({ id: channelTypes.id }).from(channelTypes).limit(1);
    const real = buildChannel(
      createSeededFaker(3),
      { channelTitle: "Zyxwvut Real Channel", slug: "real" },
      { channelTypeId: type!.id },
    );
    await t.db.insert(youtubeChannels).values({ ...real, channelType: type!.id, nicheId: null, isDemo: false });
    realId = real.id;
    const [demo] = await t.db
      .select({ id: youtubeChannels.id })
      .from(youtubeChannels)
      .where(eq(youtubeChannels.isDemo, true))
      .limit(1);
    await t.db.insert(follows).values({ userId: admin.id, channelId: demo!.id });
  });
  afterAll(async () => {
    catalogueMemos.distrust();
    await t.close();
  });

  it("removes every demo channel with its videos and follows in one step, keeps the rest, and records who did it", async () => {
    const goLive = createGoLiveService(t.db);
    const [videos] = await t.db.select({ n: count() }).from(youtubeVideoStats);
    const before = await goLive.demoSize();
    expect(before.channels).toBe(30);
    expect(before.videos).toBe(videos!.n);
    const nichesBefore = await t.db.select({ n: count() }).from(niches);

    expect(await goLive.goLive(admin)).toEqual(before);

    const left = await t.db.select({ id: youtubeChannels.id }).from(youtubeChannels);
    expect(left).toEqual([{ id: realId }]);
    expect(await t.db.select({ n: count() }).from(youtubeVideoStats)).toEqual([{ n: 0 }]);
    expect(await t.db.select({ n: count() }).from(follows)).toEqual([{ n: 0 }]);
    // Editorial content stays; the maintained counts and the search's words follow the catalogue.
    expect(await t.db.select({ n: count() }).from(niches)).toEqual(nichesBefore);
    const [all] = await t.db.select({ n: channelCounts.channels }).from(channelCounts).where(eq(channelCounts.kind, "all"));
    expect(all?.n).toBe(1);
    const words = (await t.db.select({ word: searchWords.word }).from(searchWords)).map((row) => row.word);
    expect(words).toContain("zyxwvut");
    const [{ n: realWords } = { n: 0 }] = await t.db
      .select({ n: count() })
      .from(
        sql`(select distinct t.word from youtube_channels c cross join lateral search_word_tokens(c.channel_title, c.keywords, c.description) as t(word)) as w`,
      );
    expect(words).toHaveLength(realWords);

    expect(await createCatalogueService(t.db).isDemo()).toBe(false);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityType, "demo_catalogue"));
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        actorEmail: admin.email,
        action: "delete",
        before: { label: `30 demo channels with ${before.videos} videos`, ...before },
      }),
    ]);
  });

  it("does nothing the second time: the catalogue is already live", async () => {
    const goLive = createGoLiveService(t.db);
    expect(await goLive.goLive({ id: null, email: "npm run catalogue:go-live" })).toEqual({ channels: 0, videos: 0 });
    expect(await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.entityType, "demo_catalogue"))).toEqual([{ n: 1 }]);
    expect(await t.db.select({ n: count() }).from(youtubeChannels)).toEqual([{ n: 1 }]);
  });
});
