import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { channelFormSchema, type ChannelFormValues } from "#domain/admin/channel-form";
import { ADMIN_CHANNEL_PAGE_SIZE } from "#domain/admin/channel-list-params";
import { channelSlug } from "#domain/channel-slug";
import { channelRevenue, storedRevenueColumns } from "#domain/revenue";
import { isCheckViolation } from "#db/postgres-errors";
import { users } from "#db/schema/auth";
import { channelTypes, niches, youtubeChannels, youtubeVideoStats } from "#db/schema/catalogue";
import { auditLog } from "#db/schema/site";
import { ADMIN_CHANNEL_MESSAGES, createAdminChannelsService } from "#server/services/admin-channels.server";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { buildNiche } from "#db/seed/factories/niche-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { buildVideos } from "#db/seed/factories/video-factory";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

const NOW = new Date("2026-03-10T12:00:00Z");
const ACTOR = { id: "admin-1", email: "admin@example.com" };

let t: TestDatabase;
let nicheId: string;
let nicheName: string;
let nicheRpm: { rpmLow: number; rpmHigh: number };

// One database for the file (restoring one per test is slow); each test starts without channels or audit entries.
beforeAll(async () => {
  t = await createTestDatabase();
  // The audit log names its actor by user id.
  await t.db.insert(users).values({ id: ACTOR.id, name: "Ada Admin", email: ACTOR.email, role: "admin" });
  await t.db.insert(channelTypes).values(catalogueChannelTypeRows());
  const niche = buildNiche(createSeededFaker(11), { name: "Deep Sea", slug: "deep-sea" });
  await t.db.insert(niches).values(niche);
  nicheId = niche.id;
  nicheName = niche.name;
  nicheRpm = { rpmLow: Number(niche.rpmLow), rpmHigh: Number(niche.rpmHigh) };
});
beforeEach(async () => {
  await t.db.delete(auditLog).where(sql`true`);
  await t.db.delete(youtubeChannels).where(sql`true`);
});
afterAll(async () => {
  await t.close();
});

function service() {
  return createAdminChannelsService(t.db, { now: () => NOW });
}

/** Form values as the schema yields them from a submitted form. */
function values(entries: Record<string, string | string[]>): ChannelFormValues {
  return channelFormSchema.parse(entries);
}

async function auditEntries() {
  return t.db.select().from(auditLog).orderBy(auditLog.createdAt);
}

describe("create", () => {
  it("stores the channel with its slug, niche name, metadata and the revenue model's figures, and audits it", async () => {
    const outcome = await service().create(
      ACTOR,
      values({
        channelTitle: "Deep Sea: Facts!",
        nicheId,
        channelType: "other",
        uiChannelType: "asmr_ambient",
        country: "GB",
        keywords: ["ocean", "Ocean", "abyss"],
        totalViews: "2000000",
        totalSubscribers: "40000",
        videoCount: "100",
        rpmOverride: "5",
        startDate: "2025-03-10",
        revenuePerSubscriber: "0.3",
      }),
    );
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const [row] = await t.db.select().from(youtubeChannels).where(eq(youtubeChannels.id, outcome.channel.id));
    expect(row).toMatchObject({
      // Spec §2: lowercased title, punctuation stripped, spaces → hyphens, plus the id.
      slug: channelSlug("Deep Sea: Facts!", outcome.channel.id),
      niche: nicheName,
      nicheId,
      channelType: "other",
      metadata: { ui_channel_type: "asmr_ambient" },
      keywords: ["ocean", "abyss"],
      isFeatured: false,
    });
    expect(row?.slug.startsWith("deep-sea-facts-")).toBe(true);
    // Revenue is not typed: the stored figures are the one model's midpoints (a typed one is dropped);
    // the RPM an admin typed replaces the niche's band.
    const model = storedRevenueColumns(
      channelRevenue({
        subscribers: 40_000,
        totalViews: 2_000_000,
        videoCount: 100,
        startDate: "2025-03-10",
        asOf: NOW,
        country: "GB",
        nicheRpmLow: nicheRpm.rpmLow,
        nicheRpmHigh: nicheRpm.rpmHigh,
        rpmOverride: 5,
        shortsViews: 0,
        knownFormatViews: 0,
      }),
    );
    expect(model.revenuePerVideo).toBeGreaterThan(0);
    expect(row).toMatchObject(model);
    expect(row?.revenuePerSubscriber).not.toBe(0.3);

    const [entry] = await auditEntries();
    expect(entry).toMatchObject({
      action: "create",
      entityType: "channel",
      entityId: outcome.channel.id,
      actorEmail: ACTOR.email,
      before: null,
    });
    expect(entry?.after).toMatchObject({ channelTitle: "Deep Sea: Facts!", niche: nicheName });
    expect(entry?.after).not.toHaveProperty("searchVector");
  });

  it("refuses a niche or type that does not exist, at the field, and writes nothing", async () => {
    const outcome = await service().create(
      ACTOR,
      values({ channelTitle: "A", nicheId: "0b7c5a8e-1f2d-4c3b-9a8e-7d6c5b4a3f2e", channelType: "no_such_type" }),
    );
    expect(outcome).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { nicheId: [expect.any(String)], channelType: [expect.any(String)] },
    });
    expect(await t.db.select().from(youtubeChannels)).toHaveLength(0);
    expect(await auditEntries()).toHaveLength(0);
  });

  it("answers a duplicate YouTube channel id at the field instead of failing", async () => {
    const input = values({ channelTitle: "A", youtubeChannelId: "UCabcdefghijklmnopqrstuv" });
    expect((await service().create(ACTOR, input)).ok).toBe(true);
    const second = await service().create(ACTOR, { ...input, channelTitle: "B" });
    expect(second).toMatchObject({ ok: false, fieldErrors: { youtubeChannelId: [ADMIN_CHANNEL_MESSAGES.youtubeIdTaken] } });
    expect(await auditEntries()).toHaveLength(1);
  });
});

describe("the database refuses negative counts too", () => {
  it.each([["totalSubscribers"], ["totalViews"], ["videoCount"], ["rpm"], ["rpmOverride"]] as const)(
    "%s < 0 is a check violation",
    async (column) => {
      const faker = createSeededFaker(3);
      const error = await t.db
        .insert(youtubeChannels)
        .values(buildChannel(faker, { [column]: -1 }, { channelTypeId: "asmr_ambient" }))
        .then(
          () => null,
          (caught: unknown) => caught,
        );
      expect(isCheckViolation(error)).toBe(true);
    },
  );
});

describe("update", () => {
  it("changes the fields, renames the slug, keeps other metadata, and audits before and after", async () => {
    const faker = createSeededFaker(5);
    const existing = buildChannel(
      faker,
      { channelType: "other", metadata: { ui_channel_type: "asmr_ambient", source: "import" } },
      { channelTypeId: "other" },
    );
    await t.db.insert(youtubeChannels).values(existing);
    const outcome = await service().update(
      ACTOR,
      existing.id,
      values({ channelTitle: "Renamed Channel", channelType: "documentary_story", nicheId, isFeatured: "on" }),
    );
    expect(outcome).toMatchObject({ ok: true, channel: { slug: channelSlug("Renamed Channel", existing.id) } });
    const [row] = await t.db.select().from(youtubeChannels).where(eq(youtubeChannels.id, existing.id));
    expect(row).toMatchObject({
      channelTitle: "Renamed Channel",
      channelType: "documentary_story",
      niche: nicheName,
      isFeatured: true,
      totalViews: null,
    });
    // ui_channel_type only means something for 'other'; other keys stay. No numbers: nothing derived.
    expect(row?.metadata).toEqual({ source: "import" });
    const [entry] = await auditEntries();
    expect(entry).toMatchObject({ action: "update", entityId: existing.id });
    expect(entry?.before).toMatchObject({ channelTitle: existing.channelTitle });
    expect(entry?.after).toMatchObject({ channelTitle: "Renamed Channel" });
  });

  it("answers 404 for a channel that is gone", async () => {
    expect(await service().update(ACTOR, "0b7c5a8e-1f2d-4c3b-9a8e-7d6c5b4a3f2e", values({ channelTitle: "A" }))).toEqual({
      ok: false,
      status: 404,
    });
    expect(await service().update(ACTOR, "not-an-id", values({ channelTitle: "A" }))).toEqual({ ok: false, status: 404 });
  });
});

describe("list", () => {
  async function seed() {
    const faker = createSeededFaker(7);
    const rows = Array.from({ length: 30 }, (_, i) =>
      buildChannel(
        faker,
        {
          channelTitle: `Channel ${String(i).padStart(2, "0")}`,
          handle: `handle${i}`,
          youtubeChannelId: i === 3 ? "UCabcdefghijklmnopqrstuv" : null,
          country: i % 3 === 0 ? "GB" : "US",
          isFeatured: i % 10 === 0,
          isDemo: i >= 25,
          nicheId: i < 4 ? nicheId : null,
          niche: i < 4 ? nicheName : "Elsewhere",
          totalSubscribers: 1000 * (i + 1),
          createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
        },
        { channelTypeId: i % 2 === 0 ? "asmr_ambient" : "documentary_story" },
      ),
    );
    // One 'other' channel shown as ASMR: the spec §7 type filter includes it.
    rows.push(
      buildChannel(
        faker,
        {
          channelTitle: "Shown As ASMR",
          channelType: "other",
          metadata: { ui_channel_type: "asmr_ambient" },
          createdAt: new Date(Date.UTC(2025, 0, 1)),
        },
        { channelTypeId: "other" },
      ),
    );
    await t.db.insert(youtubeChannels).values(rows);
    return rows;
  }

  it("pages 25 at a time, newest first, and clamps a page past the end", async () => {
    await seed();
    const first = await service().list({ page: 1 });
    expect(first).toMatchObject({ total: 31, page: 1, pageSize: ADMIN_CHANNEL_PAGE_SIZE, pageCount: 2 });
    expect(first.channels).toHaveLength(25);
    expect(first.channels[0]?.channelTitle).toBe("Channel 29");
    const second = await service().list({ page: 2 });
    expect(second.channels.map((c) => c.channelTitle)).toEqual([
      "Channel 04",
      "Channel 03",
      "Channel 02",
      "Channel 01",
      "Channel 00",
      "Shown As ASMR",
    ]);
    expect((await service().list({ page: 9 })).page).toBe(2);
  });

  it("searches title, handle and YouTube id", async () => {
    await seed();
    expect((await service().list({ query: "channel 1" })).total).toBe(10);
    expect((await service().list({ query: "@handle7" })).channels.map((c) => c.channelTitle)).toEqual(["Channel 07"]);
    expect((await service().list({ query: "ucabcdefghij" })).channels.map((c) => c.channelTitle)).toEqual(["Channel 03"]);
    // LIKE wildcards typed by the admin are literal.
    expect((await service().list({ query: "%" })).total).toBe(0);
  });

  it("filters by type (with the ui_channel_type rule), niche, country, featured and demo", async () => {
    await seed();
    const asmr = await service().list({ type: "asmr_ambient" });
    expect(asmr.total).toBe(16);
    expect(asmr.channels.map((c) => c.channelTitle)).toContain("Shown As ASMR");
    expect((await service().list({ nicheId })).total).toBe(4);
    expect((await service().list({ country: "GB" })).total).toBe(10);
    expect((await service().list({ featured: "yes" })).channels.map((c) => c.channelTitle)).toEqual([
      "Channel 20",
      "Channel 10",
      "Channel 00",
    ]);
    expect((await service().list({ demo: "yes" })).total).toBe(5);
    expect((await service().list({ demo: "no", country: "GB", featured: "yes" })).channels.map((c) => c.channelTitle)).toEqual([
      "Channel 00",
    ]);
  });

  it("sorts by title and by subscribers, missing numbers last", async () => {
    await seed();
    const byTitle = await service().list({ sort: "title" });
    expect(byTitle.channels[0]?.channelTitle).toBe("Channel 00");
    await t.db.update(youtubeChannels).set({ totalSubscribers: null }).where(eq(youtubeChannels.channelTitle, "Channel 29"));
    const bySubscribers = await service().list({ sort: "subscribers", page: 2 });
    expect(bySubscribers.channels.at(-1)?.channelTitle).toBe("Channel 29");
  });
});

describe("bulk actions", () => {
  async function seedThree() {
    const faker = createSeededFaker(9);
    const rows = [0, 1, 2].map((i) =>
      buildChannel(faker, { channelTitle: `Bulk ${i}`, isFeatured: i === 2 }, { channelTypeId: "asmr_ambient" }),
    );
    await t.db.insert(youtubeChannels).values(rows);
    return rows;
  }

  it("features only the channels that change and audits each", async () => {
    const [a, b, c] = await seedThree();
    const outcome = await service().setFeatured(ACTOR, [a!.id, b!.id, c!.id], true);
    expect(outcome).toEqual({ ok: true, changed: 2 });
    const featured = await t.db
      .select({ id: youtubeChannels.id })
      .from(youtubeChannels)
      .where(eq(youtubeChannels.isFeatured, true));
    expect(featured).toHaveLength(3);
    const entries = await auditEntries();
    expect(entries.map((e) => [e.action, e.entityId]).sort()).toEqual(
      [
        ["feature", a!.id],
        ["feature", b!.id],
      ].sort(),
    );
    expect(entries[0]?.after).toMatchObject({ isFeatured: true });
  });

  it("unfeatures", async () => {
    const [, , c] = await seedThree();
    expect(await service().setFeatured(ACTOR, [c!.id], false)).toEqual({ ok: true, changed: 1 });
    expect((await auditEntries()).map((e) => e.action)).toEqual(["unfeature"]);
  });

  it("deletes channels with their videos and keeps their last state in the audit log", async () => {
    const [a, b, c] = await seedThree();
    await t.db.insert(youtubeVideoStats).values(buildVideos(createSeededFaker(1), a!, 2));
    expect(await service().delete(ACTOR, [a!.id, b!.id])).toEqual({ ok: true, changed: 2 });
    expect((await t.db.select({ id: youtubeChannels.id }).from(youtubeChannels)).map((r) => r.id)).toEqual([c!.id]);
    expect(await t.db.select().from(youtubeVideoStats)).toHaveLength(0);
    const entries = await auditEntries();
    expect(entries).toHaveLength(2);
    expect(entries.every((e) => e.action === "delete" && e.after === null)).toBe(true);
    expect(entries.map((e) => (e.before as { channelTitle: string }).channelTitle).sort()).toEqual(["Bulk 0", "Bulk 1"]);
  });

  it("refuses an empty or oversized selection", async () => {
    expect(await service().setFeatured(ACTOR, [], true)).toEqual({ ok: false, message: ADMIN_CHANNEL_MESSAGES.noneSelected });
    expect(await service().delete(ACTOR, ["junk"])).toEqual({ ok: false, message: ADMIN_CHANNEL_MESSAGES.noneSelected });
    const many = Array.from({ length: 101 }, () => crypto.randomUUID());
    expect(await service().delete(ACTOR, many)).toEqual({ ok: false, message: ADMIN_CHANNEL_MESSAGES.tooMany });
  });
});

// Filling the add form from YouTube: channel-import.server.test.ts.
describe("form options", () => {
  it("lists niches and types for the selects", async () => {
    const options = await service().formOptions();
    expect(options.niches).toEqual([{ id: nicheId, name: nicheName }]);
    expect(options.types.length).toBeGreaterThan(20);
  });
});

describe("recent video titles", () => {
  it("gives the newest stored upload titles first, at most the limit, and nothing for an unknown id", async () => {
    const channel = buildChannel(createSeededFaker(5), { videoCount: 40 }, { channelTypeId: "asmr_ambient" });
    await t.db.insert(youtubeChannels).values(channel);
    const videos = buildVideos(createSeededFaker(6), channel, 12);
    await t.db.insert(youtubeVideoStats).values(videos);
    const newestFirst = [...videos]
      .sort((a, b) => (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0))
      .map((video) => video.title);

    expect(await service().recentVideoTitles(channel.id)).toEqual(newestFirst.slice(0, 10));
    expect(await service().recentVideoTitles(channel.id, 3)).toEqual(newestFirst.slice(0, 3));
    expect(await service().recentVideoTitles(crypto.randomUUID())).toEqual([]);
    expect(await service().recentVideoTitles("not-an-id")).toEqual([]);
  });
});
