// The calculators' reads: niche presets, `?channel=slug` prefill from PUBLIC numbers only
// (PRODUCT.md "Revenue is gated on the server"), and the channel lookup (max 10).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channelTypes, niches, youtubeChannels } from "#db/schema/catalogue";
import { estimateCpm } from "#domain/cpm-estimate";
import { videosPerMonth } from "#domain/upload-rate";
import { CHANNEL_LOOKUP_LIMIT, createCalculatorPrefillService } from "#server/services/calculator-prefill.server";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { buildNiche } from "#db/seed/factories/niche-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

describe("calculator prefill service", () => {
  let test: TestDatabase;
  let service: ReturnType<typeof createCalculatorPrefillService>;
  const faker = createSeededFaker(505);
  const now = new Date("2026-11-01T00:00:00Z");

  const finance = buildNiche(faker, { slug: "personal-finance", name: "Personal Finance", rpmLow: 12, rpmHigh: 30 });
  const ambient = buildNiche(faker, { slug: "ambient-sounds", name: "Ambient Sounds", rpmLow: 1, rpmHigh: 3 });
  const archives = buildChannel(faker, {
    channelTitle: "Midnight Archives",
    totalSubscribers: 120_000,
    totalViews: 24_000_000,
    videoCount: 300,
    cpm: 5.5,
    startDate: "2023-11-01",
    country: "GB",
    revenuePerMonth: 9999.99,
    revenuePerVideo: 444.44,
    revenuePerSubscriber: 1.2345,
  });
  const noCpm = buildChannel(faker, {
    channelTitle: "Budget Basics Daily",
    nicheId: finance.id,
    niche: finance.name,
    cpm: null,
    country: "IN",
    totalSubscribers: 5000,
  });
  // Twelve "Midnight …" titles to check ordering and the limit.
  const crowd = Array.from({ length: 12 }, (_, i) =>
    buildChannel(faker, { channelTitle: `Late Midnight Stories ${String.fromCharCode(65 + i)}`, totalSubscribers: 1000 * (i + 1) }),
  );
  const percent = buildChannel(faker, { channelTitle: "100% Facts", totalSubscribers: 10 });

  beforeAll(async () => {
    test = await createTestDatabase();
    await test.db.insert(channelTypes).values(catalogueChannelTypeRows());
    await test.db.insert(niches).values([finance, ambient]);
    await test.db.insert(youtubeChannels).values([archives, noCpm, ...crowd, percent]);
    service = createCalculatorPrefillService(test.db);
  });
  afterAll(async () => {
    await test?.close();
  });

  it("lists niche rate presets by name", async () => {
    expect(await service.nicheRates()).toEqual([
      { slug: "ambient-sounds", name: "Ambient Sounds", rpmLow: 1, rpmHigh: 3 },
      { slug: "personal-finance", name: "Personal Finance", rpmLow: 12, rpmHigh: 30 },
    ]);
  });

  it("returns a channel's public numbers and nothing about its stored revenue", async () => {
    const numbers = await service.channelNumbers(archives.slug, now);
    expect(numbers).toEqual({
      slug: archives.slug,
      title: "Midnight Archives",
      subscribers: 120_000,
      totalViews: 24_000_000,
      videoCount: 300,
      cpm: 5.5,
      cpmSource: "channel",
      videosPerMonth: videosPerMonth(300, "2023-11-01", now),
      country: "GB",
    });
    // PRODUCT.md: "Revenue is gated on the server" — not a single stored revenue figure leaks.
    const serialized = JSON.stringify(numbers);
    expect(serialized).not.toMatch(/revenue/i);
    for (const stored of ["9999.99", "444.44", "1.2345"]) expect(serialized).not.toContain(stored);
  });

  it("gives a channel without a CPM its niche's estimate for its country, marked as such", async () => {
    const numbers = await service.channelNumbers(noCpm.slug, now);
    expect(numbers?.cpm).toBe(estimateCpm(12, 30, "IN")?.mid); // (1.8 + 4.5) / 2 = 3.15
    expect(numbers?.cpm).toBe(3.15);
    expect(numbers?.cpmSource).toBe("niche-estimate");
  });

  it("returns null for an unknown or blank slug", async () => {
    expect(await service.channelNumbers("no-such-channel")).toBeNull();
    expect(await service.channelNumbers("   ")).toBeNull();
  });

  it("looks channels up by a part of the title, case-insensitively, titles starting with it first", async () => {
    const results = await service.lookupChannels("midnight");
    expect(results).toHaveLength(CHANNEL_LOOKUP_LIMIT);
    expect(results[0]).toEqual({ slug: archives.slug, title: "Midnight Archives", subscribers: 120_000 });
    // Then the contains-matches, the biggest first.
    expect(results.slice(1).map((r) => r.subscribers)).toEqual([12000, 11000, 10000, 9000, 8000, 7000, 6000, 5000, 4000]);
  });

  it("tolerates a typo through trigram similarity", async () => {
    expect((await service.lookupChannels("Midnite Archives")).map((r) => r.title)).toContain("Midnight Archives");
  });

  it("treats % and _ as characters, not wildcards", async () => {
    expect((await service.lookupChannels("100%")).map((r) => r.title)).toEqual(["100% Facts"]);
    expect(await service.lookupChannels("_")).toEqual([]);
  });

  it("finds nothing for an empty query and caps the limit at 10", async () => {
    expect(await service.lookupChannels("  ")).toEqual([]);
    expect(await service.lookupChannels("midnight", 50)).toHaveLength(CHANNEL_LOOKUP_LIMIT);
    expect(await service.lookupChannels("midnight", 3)).toHaveLength(3);
  });

  it("gathers a calculator's context: the prefill channel and the no-JavaScript matches", async () => {
    const context = await service.calculatorContext({ channel: archives.slug, find: "100%" });
    expect(context.channel?.title).toBe("Midnight Archives");
    expect(context.matches?.map((m) => m.title)).toEqual(["100% Facts"]);
    expect(await service.calculatorContext({ channel: null, find: null })).toEqual({ channel: null, matches: null });
    expect((await service.calculatorContext({ channel: "gone" })).channel).toBeNull();
  });
});
