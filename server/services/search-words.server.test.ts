// The search's typo pass on a real database (PRODUCT.md "Channel search": "full-text query over
// title, description and keywords (typo-tolerant)"): misspelt words are replaced by the nearest
// words of the catalogue, which triggers keep in search_words as channels are written.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channelTypes, searchWords, youtubeChannels } from "#db/schema/catalogue";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";
import { type ChannelSearchParams, toChannelSearchQuery } from "#domain/channel-search-params";
import { createChannelsService } from "#server/services/channels.server";
import { correctedQuery, queryWords } from "#server/services/search-words.server";

const VISITOR = { canSeeRevenue: false };

describe("typo-tolerant search", () => {
  let test: TestDatabase;
  const faker = createSeededFaker(1709);
  const archives = buildChannel(faker, {
    channelTitle: "Midnight Archives",
    keywords: ["shipwrecks", "lighthouse"],
    description: "Forgotten maritime disasters narrated over archival photographs.",
    country: "US",
  });
  const budget = buildChannel(faker, {
    channelTitle: "Cash Flow Chronicles",
    keywords: ["budget", "saving"],
    description: "Money habits for students, explained with whiteboard animations.",
    country: "GB",
  });
  const ghosts = buildChannel(faker, {
    channelTitle: "Ghost Tales Weekly",
    keywords: ["ghosts"],
    description: "Haunted places explained.",
    country: "GB",
  });
  // Short words whose one-slip misspellings share few trigrams with them ("asrm": two of eight).
  const whispers = buildChannel(faker, {
    channelTitle: "Quiet Rain ASMR",
    keywords: ["asmr", "ask", "ash", "asia", "arms"],
    description: "Soft sounds for sleep.",
    country: "CA",
  });

  beforeAll(async () => {
    test = await createTestDatabase();
    await test.db.insert(channelTypes).values(catalogueChannelTypeRows());
    await test.db.insert(youtubeChannels).values([archives, budget, ghosts, whispers]);
  });
  afterAll(async () => {
    await test?.close();
  });

  const titles = async (params: ChannelSearchParams) =>
    (await createChannelsService(test.db).search(toChannelSearchQuery(params, VISITOR).query, VISITOR)).channels.map(
      (c) => c.title,
    );

  it("finds a channel by a misspelt word of its title, keywords or description", async () => {
    expect(await titles({ q: "Midnigt Archves" })).toEqual(["Midnight Archives"]);
    expect(await titles({ q: "lighthuose" })).toEqual(["Midnight Archives"]);
    expect(await titles({ q: "maritme disasters" })).toEqual(["Midnight Archives"]);
    expect(await titles({ q: "studnets budget" })).toEqual(["Cash Flow Chronicles"]);
  });

  it("corrects a short word with two letters swapped, and a word with a letter dropped or swapped", async () => {
    expect(await titles({ q: "asrm" })).toEqual(["Quiet Rain ASMR"]);
    expect(await correctedQuery(test.db, "asrm")).toBe("asmr");
    expect(await correctedQuery(test.db, "Ghost tlaes")).toBe("ghost tales");
    expect(await titles({ q: "Ghots tlaes" })).toEqual(["Ghost Tales Weekly"]);
    expect(await correctedQuery(test.db, "ghost tale")).toBe("ghost tales");
  });

  it("says which words it searched for instead, and only when it did", async () => {
    const search = (q: string) => createChannelsService(test.db).search(toChannelSearchQuery({ q }, VISITOR).query, VISITOR);
    expect((await search("Midnigt Archves")).correctedQuery).toBe("midnight archives");
    expect((await search("midnight archives")).correctedQuery).toBeNull();
    expect((await search("zqxjv")).correctedQuery).toBeNull();
    // Corrected, but the corrected words match nothing together: nothing to show instead.
    expect((await search("Midnigt ghots")).correctedQuery).toBeNull();
  });

  it("counts and filters the corrected search like any other", async () => {
    const result = await createChannelsService(test.db).search(toChannelSearchQuery({ q: "explaned" }, VISITOR).query, VISITOR);
    expect(result.channels.map((c) => c.title).sort()).toEqual(["Cash Flow Chronicles", "Ghost Tales Weekly"]);
    expect(result.total).toBe(2);
    expect(await titles({ q: "explaned", country: "GB", subs_min: 0 })).toHaveLength(2);
    expect(await titles({ q: "explaned", country: "US" })).toEqual([]);
  });

  it("finds nothing for words with no near word in the catalogue", async () => {
    expect(await titles({ q: "zqxjv" })).toEqual([]);
    expect(await titles({ q: "Midnigt zqxjvkw" })).toEqual([]);
  });

  it("learns the words of channels as they are added and edited", async () => {
    expect(await titles({ q: "submarnes" })).toEqual([]);
    await test.db
      .update(youtubeChannels)
      .set({ keywords: ["submarines"] })
      .where(eq(youtubeChannels.id, archives.id));
    expect(await titles({ q: "submarnes" })).toEqual(["Midnight Archives"]);
    await test.db
      .insert(youtubeChannels)
      .values(buildChannel(faker, { channelTitle: "Volcano Vault", keywords: ["eruptions"], description: "Lava." }));
    expect(await titles({ q: "volcanoe eruptons" })).toEqual(["Volcano Vault"]);
    const words = (await test.db.select().from(searchWords)).map((row) => row.word);
    expect(words).toEqual(
      expect.arrayContaining(["midnight", "archives", "lighthouse", "submarines", "volcano", "eruptions", "maritime"]),
    );
    // Numbers and single letters are not words to correct towards.
    expect(words.some((word) => /^\d+$/.test(word) || word.length < 2)).toBe(false);
  });

  it("corrects only the words the catalogue does not have", async () => {
    expect(await correctedQuery(test.db, "midnight archives")).toBeNull();
    expect(await correctedQuery(test.db, "Midnigt Archives")).toBe("midnight archives");
    // A letter or two, or a number, cannot be corrected: left out.
    expect(await correctedQuery(test.db, "Ghost Tles x 42")).toBe("ghost tales");
    expect(await correctedQuery(test.db, "!!!")).toBeNull();
    expect(queryWords("Ghost-Tales  ghost")).toEqual(["ghost", "tales"]);
  });
});
