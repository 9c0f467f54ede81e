import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { channelTypes, youtubeChannels } from "#db/schema/catalogue";
import { catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { executeRows } from "#db/execute-rows";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { channelSlug } from "#domain/channel-slug";
import { createChannelListingsService } from "#server/services/channel-listings.server";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

const faker = createSeededFaker(77);
let t: TestDatabase;

// Channels added in the same millisecond, some in the same microsecond: the order is
// (created_at, id), and a part's start must keep the microseconds a JavaScript Date would drop.
const ADDED = [
  "2026-01-01 00:00:00.100001+00",
  "2026-01-01 00:00:00.100002+00",
  "2026-01-01 00:00:00.100002+00",
  "2026-01-01 00:00:00.100002+00",
  "2026-01-01 00:00:00.100900+00",
  "2026-02-01 00:00:00+00",
  "2026-03-01 00:00:00+00",
];

beforeAll(async () => {
  t = await createTestDatabase();
  await t.db.insert(channelTypes).values(catalogueChannelTypeRows());
  const rows = ADDED.map(() => buildChannel(faker));
  await t.db.insert(youtubeChannels).values(rows);
  for (const [i, row] of rows.entries())
    await t.db.execute(sql`update youtube_channels set created_at = ${ADDED[i]}::timestamptz where id = ${row.id}`);
});
afterAll(() => t.close());

async function everyChannelInOrder(): Promise<string[]> {
  const rows = await executeRows<{ id: string; title: string }>(
    t.db,
    sql`select id, channel_title as title from youtube_channels order by created_at, id`,
  );
  return rows.map((row) => channelSlug(row.title, row.id));
}

describe("the channel sitemap in parts", () => {
  it("cuts the channels into keyset parts that together list each channel once, in the order they were added", async () => {
    const listings = createChannelListingsService(t.db);
    const starts = await listings.sitemapPartStarts(3);
    expect(starts).toHaveLength(3);
    const parts = await Promise.all(starts.map((start) => listings.sitemapPart(start, 3)));
    expect(parts.map((part) => part.length)).toEqual([3, 3, 1]);
    expect(parts.flat().map((channel) => channel.slug)).toEqual(await everyChannelInOrder());
  });

  it("puts a channel added later in the last part, leaving the others as they were", async () => {
    const listings = createChannelListingsService(t.db);
    const before = await listings.sitemapPartStarts(3);
    const beforeParts = await Promise.all(before.map((start) => listings.sitemapPart(start, 3)));
    await t.db.insert(youtubeChannels).values(buildChannel(faker));
    const after = await listings.sitemapPartStarts(3);
    expect(after).toEqual(before);
    const afterParts = await Promise.all(after.map((start) => listings.sitemapPart(start, 3)));
    expect(afterParts.slice(0, 2)).toEqual(beforeParts.slice(0, 2));
    expect(afterParts[2]).toHaveLength(2);
    expect(afterParts.flat().map((channel) => channel.slug)).toEqual(await everyChannelInOrder());
  });
});
