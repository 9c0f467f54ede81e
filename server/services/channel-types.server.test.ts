import { asc, desc } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CHANNEL_TYPE_CATALOGUE } from "#domain/channel-type-catalogue";
import { TYPE_CHANNEL_PAGING } from "#domain/constants";
import { channelTypes, youtubeChannels } from "#db/schema/catalogue";
import { DB_TIMEOUT_MESSAGE, createChannelTypesService, withTimeout } from "#server/services/channel-types.server";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

let t: TestDatabase;
beforeEach(async () => {
  t = await createTestDatabase();
});
afterEach(async () => {
  await t.close();
});

const faker = createSeededFaker(4);

async function insertChannels(rows: { channelType: string; metadata?: Record<string, string> }[]) {
  await t.db
    .insert(youtubeChannels)
    .values(
      rows.map((row, index) =>
        buildChannel(
          faker,
          { channelType: row.channelType, metadata: row.metadata ?? {}, createdAt: new Date(Date.UTC(2026, 0, 1 + index)) },
          { channelTypeId: row.channelType },
        ),
      ),
    );
}

describe("channel types list", () => {
  it("reads every type ordered by label (spec §7 'select all ordered by label')", async () => {
    await t.db.insert(channelTypes).values(catalogueChannelTypeRows());
    const { types, source } = await createChannelTypesService(t.db).list();
    expect(source).toBe("database");
    expect(types).toHaveLength(CHANNEL_TYPE_CATALOGUE.length);
    const labels = types.map((type) => type.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("returns an empty list for an empty table (the page's empty state), not the fallback", async () => {
    expect(await createChannelTypesService(t.db).list()).toEqual({ types: [], source: "database" });
  });

  it("falls back to the built-in local list when the read fails (spec §7 'then the local list')", async () => {
    const fallbacks: unknown[] = [];
    const service = createChannelTypesService(t.db, { onFallback: (error) => fallbacks.push(error) });
    await t.close();
    const { types, source } = await service.list();
    expect(source).toBe("catalogue");
    expect(types.map((type) => type.id).sort()).toEqual(CHANNEL_TYPE_CATALOGUE.map((entry) => entry.id).sort());
    expect(fallbacks).toHaveLength(1);
    // Reopen so afterEach can close something.
    t = await createTestDatabase();
  });

  it("times out a slow read with the spec §8 message", async () => {
    await expect(withTimeout(new Promise(() => {}), 20)).rejects.toThrow(DB_TIMEOUT_MESSAGE);
    expect(DB_TIMEOUT_MESSAGE).toBe("Database request timed out after 8 seconds");
    await expect(withTimeout(Promise.resolve(7), 20)).resolves.toBe(7);
  });

  it("finds one type by id, and nothing for an unknown or malformed id", async () => {
    await t.db.insert(channelTypes).values(catalogueChannelTypeRows());
    const service = createChannelTypesService(t.db);
    expect((await service.getById("asmr_ambient"))?.label).toBe(
      CHANNEL_TYPE_CATALOGUE.find((e) => e.id === "asmr_ambient")?.label,
    );
    expect(await service.getById("no_such_type")).toBeNull();
    expect(await service.getById("Robert'); drop table")).toBeNull();
  });
});

describe("type channel paging (spec §9: 6 per page, more pages while a page returns a full 6)", () => {
  beforeEach(async () => {
    await t.db.insert(channelTypes).values(catalogueChannelTypeRows());
  });

  it("applies the spec §7 type filter: channel_type = id, or 'other' with metadata.ui_channel_type = id", async () => {
    await insertChannels([
      ...Array.from({ length: 8 }, () => ({ channelType: "asmr_ambient" })),
      { channelType: "other", metadata: { ui_channel_type: "asmr_ambient" } },
      { channelType: "other", metadata: { ui_channel_type: "asmr_ambient" } },
      // Not this type: 'other' pointing elsewhere, and an override on a concrete type (§7 only honours it on 'other').
      { channelType: "other", metadata: { ui_channel_type: "text_to_speech" } },
      { channelType: "text_to_speech", metadata: { ui_channel_type: "asmr_ambient" } },
      { channelType: "other" },
    ]);
    const service = createChannelTypesService(t.db);
    expect(await service.countOfType("asmr_ambient")).toBe(10);
    expect(await service.countOfType("text_to_speech")).toBe(2);
    expect(await service.countOfType("other")).toBe(4);

    const first = await service.channelsPage("asmr_ambient", 1);
    expect(first).toMatchObject({ total: 10, page: 1, hasMore: true });
    expect(first.channels).toHaveLength(TYPE_CHANNEL_PAGING.pageSize);
    const second = await service.channelsPage("asmr_ambient", 2);
    expect(second).toMatchObject({ total: 10, page: 2, hasMore: false });
    expect(second.channels).toHaveLength(4);
    // Pages never overlap.
    const ids = [...first.channels, ...second.channels].map((channel) => channel.id);
    expect(new Set(ids).size).toBe(10);
  });

  it("lists both sides of the type filter newest first, interleaved, page after page", async () => {
    // Alternating days: a concrete row, then an 'other' row pointing at the type, and so on.
    await insertChannels(
      Array.from({ length: 15 }, (_, i) =>
        i % 2 === 0
          ? { channelType: "found_footage_archival" }
          : { channelType: "other", metadata: { ui_channel_type: "found_footage_archival" } },
      ),
    );
    const service = createChannelTypesService(t.db);
    const pages = [];
    for (let page = 1; page <= 3; page++) pages.push(...(await service.channelsPage("found_footage_archival", page)).channels);
    const newestFirst = await t.db
      .select({ id: youtubeChannels.id })
      .from(youtubeChannels)
      .orderBy(desc(youtubeChannels.createdAt), asc(youtubeChannels.id));
    expect(pages.map((channel) => channel.id)).toEqual(newestFirst.map((row) => row.id));
    expect((await service.channelsThroughPage("found_footage_archival", 3)).channels.map((channel) => channel.id)).toEqual(
      newestFirst.map((row) => row.id),
    );
  });

  it("keeps offering more while the last page was full, and stops on a short or empty page", async () => {
    await insertChannels(Array.from({ length: 12 }, () => ({ channelType: "fake_trailers" })));
    const service = createChannelTypesService(t.db);
    expect((await service.channelsPage("fake_trailers", 2)).hasMore).toBe(true);
    const third = await service.channelsPage("fake_trailers", 3);
    expect(third.channels).toHaveLength(0);
    expect(third.hasMore).toBe(false);
  });

  it("returns pages 1…N in one read for the no-JavaScript ?page=N link", async () => {
    await insertChannels(Array.from({ length: 13 }, () => ({ channelType: "court_reactions" })));
    const service = createChannelTypesService(t.db);
    const two = await service.channelsThroughPage("court_reactions", 2);
    expect(two.channels).toHaveLength(12);
    expect(two).toMatchObject({ total: 13, page: 2, hasMore: true });
    const three = await service.channelsThroughPage("court_reactions", 3);
    expect(three.channels).toHaveLength(13);
    expect(three.hasMore).toBe(false);
    // Newest first, like the per-page reads.
    expect(two.channels.map((c) => c.id)).toEqual([
      ...(await service.channelsPage("court_reactions", 1)).channels.map((c) => c.id),
      ...(await service.channelsPage("court_reactions", 2)).channels.map((c) => c.id),
    ]);
  });

  it("never returns revenue fields with a channel card (spec §6: public numbers only)", async () => {
    await insertChannels([{ channelType: "ai_generated" }]);
    const [channel] = (await createChannelTypesService(t.db).channelsPage("ai_generated", 1)).channels;
    expect(Object.keys(channel ?? {}).filter((key) => /revenue|cpm/i.test(key))).toEqual([]);
  });
});
