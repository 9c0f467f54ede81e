// PRODUCT.md "Channel search": "full-text query over title, description and keywords (typo-tolerant)".
import { desc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channelTypes, youtubeChannels } from "#db/schema/catalogue";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

describe("channel search columns", () => {
  let test: TestDatabase;
  const faker = createSeededFaker(11);
  const archives = buildChannel(faker, {
    channelTitle: "Midnight Archives",
    keywords: ["shipwrecks", "lighthouse"],
    description: "Forgotten maritime disasters narrated over archival photographs.",
  });
  const others = [
    buildChannel(faker, { channelTitle: "Cash Flow Chronicles", keywords: ["budget", "saving"], description: "Money habits." }),
    buildChannel(faker, { channelTitle: "Midday Market Minute", keywords: ["stocks"], description: "Markets at noon." }),
  ];

  beforeAll(async () => {
    test = await createTestDatabase();
    await test.db.insert(channelTypes).values(catalogueChannelTypeRows());
    await test.db.insert(youtubeChannels).values([archives, ...others]);
  });
  afterAll(async () => {
    await test?.close();
  });

  async function fullText(query: string) {
    return test.db
      .select({ title: youtubeChannels.channelTitle })
      .from(youtubeChannels)
      .where(sql`${youtubeChannels.searchVector} @@ websearch_to_tsquery('english', ${query})`);
  }

  it("finds a channel by one of its keywords", async () => {
    expect(await fullText("lighthouse")).toEqual([{ title: "Midnight Archives" }]);
  });

  it("finds a channel by a word of its description, stemmed", async () => {
    expect(await fullText("disaster")).toEqual([{ title: "Midnight Archives" }]);
  });

  it("keeps the search vector in step when a channel is updated", async () => {
    await test.db
      .update(youtubeChannels)
      .set({ keywords: ["submarines"] })
      .where(sql`${youtubeChannels.id} = ${archives.id}`);
    expect(await fullText("submarines")).toEqual([{ title: "Midnight Archives" }]);
    expect(await fullText("lighthouse")).toEqual([]);
  });

  it("weights the title above keywords above the description", async () => {
    const [row] = await test.db
      .select({ vector: sql<string>`${youtubeChannels.searchVector}::text` })
      .from(youtubeChannels)
      .where(sql`${youtubeChannels.id} = ${others[0]!.id}`);
    expect(row?.vector).toContain("'cash':1A");
    expect(row?.vector).toMatch(/'budget':\d+B/);
    expect(row?.vector).toMatch(/'money':\d+C/);
  });

  it("finds 'Midnight Archives' for the misspelt 'Midnigt Archves' (pg_trgm)", async () => {
    const similarity = sql<number>`similarity(${youtubeChannels.channelTitle}, ${"Midnigt Archves"})`;
    const rows = await test.db
      .select({ title: youtubeChannels.channelTitle, similarity })
      .from(youtubeChannels)
      .where(sql`${youtubeChannels.channelTitle} % ${"Midnigt Archves"}`)
      .orderBy(desc(similarity));
    expect(rows[0]?.title).toBe("Midnight Archives");
  });
});
