import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channelTypes, facelessIdeas, niches, youtubeChannels } from "#db/schema/catalogue";
import { createNichesService } from "#server/services/niches.server";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { buildIdea } from "#db/seed/factories/idea-factory";
import { buildNiche } from "#db/seed/factories/niche-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

const faker = createSeededFaker(11);
let t: TestDatabase;

const finance = buildNiche(faker, {
  slug: "finance-basics",
  name: "Finance Basics",
  rpmLow: 10,
  rpmHigh: 30,
  competition: "high",
  demonetizationRisk: "low",
  category: "Education",
  channelTypeIds: ["whiteboard_explainer", "not_a_type", "infographic_data"],
});
const sleep = buildNiche(faker, {
  slug: "sleep-sounds",
  name: "Sleep Sounds",
  rpmLow: 1,
  rpmHigh: 4,
  competition: "low",
  demonetizationRisk: "medium",
  category: "Music",
});
// Rated low, but its one format, Text-to-Speech, has a high policy signal: monetization risk high.
const history = buildNiche(faker, {
  slug: "history",
  name: "History",
  rpmLow: 4,
  rpmHigh: 12,
  competition: "medium",
  demonetizationRisk: "low",
  category: "Education",
  channelTypeIds: ["text_to_speech"],
});

beforeAll(async () => {
  t = await createTestDatabase();
  await t.db.insert(channelTypes).values(catalogueChannelTypeRows());
  await t.db.insert(niches).values([finance, sleep, history]);
  const nicheContext = { name: finance.name, rpmLow: 10, rpmHigh: 30, keywords: ["money"], id: finance.id };
  await t.db.insert(youtubeChannels).values([
    // Linked by niche_id.
    ...[100, 200, 300, 1000].map((subscribers) =>
      buildChannel(faker, { totalSubscribers: subscribers, nicheId: finance.id, niche: finance.name }, { niche: nicheContext }),
    ),
    // Only the spec's niche text, no id: still the niche's.
    buildChannel(faker, { totalSubscribers: 50, nicheId: null, niche: finance.name }, { niche: nicheContext }),
    // No subscriber count: counted, but not in the median.
    buildChannel(faker, { totalSubscribers: null, nicheId: finance.id, niche: finance.name }, { niche: nicheContext }),
    // Another niche.
    buildChannel(
      faker,
      { totalSubscribers: 9_000_000, nicheId: sleep.id, niche: sleep.name },
      { niche: { ...nicheContext, id: sleep.id, name: sleep.name } },
    ),
  ]);
  await t.db
    .insert(facelessIdeas)
    .values([
      buildIdea(faker, { title: "Budget explainers", nicheId: finance.id, channelTypeId: "whiteboard_explainer" }),
      buildIdea(faker, { title: "Rain sounds", nicheId: sleep.id, channelTypeId: "asmr_ambient" }),
    ]);
});
afterAll(async () => {
  await t.close();
});

describe("niches list", () => {
  it("sorts by name by default and by RPM (highest first) on request", async () => {
    const service = createNichesService(t.db);
    expect((await service.list()).map((n) => n.slug)).toEqual(["finance-basics", "history", "sleep-sounds"]);
    expect((await service.list({ sort: "rpm" })).map((n) => n.slug)).toEqual(
      ["finance-basics", "history", "sleep-sounds"].sort((a, b) => rpmOf(b) - rpmOf(a)),
    );
  });

  it("filters by competition, monetization risk (the one figure), the editorial rating alone, and category", async () => {
    const service = createNichesService(t.db);
    expect((await service.list({ competition: "low" })).map((n) => n.slug)).toEqual(["sleep-sounds"]);
    expect((await service.list({ risk: "low" })).map((n) => n.slug)).toEqual(["finance-basics"]);
    expect((await service.list({ risk: "high" })).map((n) => n.slug)).toEqual(["history"]);
    expect((await service.list({ editorialRisk: "low" })).map((n) => n.slug)).toEqual(["finance-basics", "history"]);
    expect((await service.list({ category: "Education", competition: "medium" })).map((n) => n.slug)).toEqual(["history"]);
    expect(await service.categories()).toEqual(["Education", "Music"]);
  });

  it("counts each niche's channels, by id or by the niche name when the id is missing", async () => {
    const counts = Object.fromEntries((await createNichesService(t.db).list()).map((n) => [n.slug, n.channelCount]));
    expect(counts).toEqual({ "finance-basics": 6, "sleep-sounds": 1, history: 0 });
  });
});

describe("niche page (PRODUCT.md derived: channel count, median subscribers)", () => {
  it("derives the channel count and the median of subscribers", async () => {
    const niche = await createNichesService(t.db).getBySlug("finance-basics");
    expect(niche?.channelCount).toBe(6);
    // 50, 100, 200, 300, 1000 → 200 (the channel without a count is left out).
    expect(niche?.medianSubscribers).toBe(200);
    expect(niche?.topChannels.map((c) => c.subscribers)).toEqual([1000, 300, 200, 100, 50]);
  });

  it("lists related channel types in the niche's order, skipping unknown ids, and its ideas", async () => {
    const niche = await createNichesService(t.db).getBySlug("finance-basics");
    expect(niche?.channelTypes.map((type) => type.id)).toEqual(["whiteboard_explainer", "infographic_data"]);
    expect(niche?.ideas.map((idea) => idea.title)).toEqual(["Budget explainers"]);
  });

  it("has no median without channels, and carries no revenue figure", async () => {
    const niche = await createNichesService(t.db).getBySlug("history");
    expect(niche).toMatchObject({ channelCount: 0, medianSubscribers: null, topChannels: [], ideas: [] });
    expect(JSON.stringify(niche)).not.toMatch(/revenue/i);
  });

  it("resolves /niche/{id} to the slug, and nothing for unknown or malformed ids", async () => {
    const service = createNichesService(t.db);
    expect(await service.slugById(sleep.id)).toBe("sleep-sounds");
    expect(await service.slugById("00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await service.slugById("sleep-sounds")).toBeNull();
    expect(await service.getBySlug("nope")).toBeNull();
  });
});

function rpmOf(slug: string): number {
  return [finance, sleep, history].find((n) => n.slug === slug)?.rpmHigh ?? 0;
}
