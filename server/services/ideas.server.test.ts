import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channelTypes, facelessIdeaChannels, facelessIdeas, niches, youtubeChannels } from "#db/schema/catalogue";
import { createIdeasService } from "#server/services/ideas.server";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { buildIdea } from "#db/seed/factories/idea-factory";
import { buildNiche } from "#db/seed/factories/niche-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

const faker = createSeededFaker(21);
let t: TestDatabase;
const niche = buildNiche(faker, { slug: "space", name: "Space" });
const rocket = buildIdea(faker, {
  slug: "rocket-launch-recaps",
  title: "Rocket launch recaps",
  nicheId: niche.id,
  channelTypeId: "news_aggregation",
  difficulty: "beginner",
  startupCost: "low",
  tools: ["CapCut", "Canva"],
});
const mars = buildIdea(faker, {
  slug: "mars-mysteries",
  title: "Mars mysteries",
  nicheId: niche.id,
  channelTypeId: "documentary_story",
  difficulty: "advanced",
  startupCost: "high",
});
const loose = buildIdea(faker, {
  slug: "loose-idea",
  title: "Loose idea",
  nicheId: null,
  channelTypeId: null,
  difficulty: "intermediate",
  startupCost: "medium",
});
const channel = buildChannel(faker, { channelTitle: "Launch Desk", nicheId: niche.id, niche: niche.name });

beforeAll(async () => {
  t = await createTestDatabase();
  await t.db.insert(channelTypes).values(catalogueChannelTypeRows());
  await t.db.insert(niches).values(niche);
  await t.db.insert(youtubeChannels).values(channel);
  await t.db.insert(facelessIdeas).values([rocket, mars, loose]);
  await t.db.insert(facelessIdeaChannels).values({ ideaId: rocket.id, channelId: channel.id });
});
afterAll(async () => {
  await t.close();
});

describe("idea lookup (PRODUCT.md: canonical URL + redirect)", () => {
  it("shows an idea by its slug with niche, type, tools and example channels", async () => {
    const result = await createIdeasService(t.db).resolve("rocket-launch-recaps");
    expect(result.kind).toBe("found");
    if (result.kind !== "found") return;
    expect(result.idea).toMatchObject({
      title: "Rocket launch recaps",
      niche: { slug: "space", name: "Space" },
      channelType: { id: "news_aggregation" },
      tools: ["CapCut", "Canva"],
    });
    expect(result.idea.exampleChannels.map((c) => c.title)).toEqual(["Launch Desk"]);
    expect(JSON.stringify(result.idea.exampleChannels)).not.toMatch(/revenue/i);
  });

  it("redirects an id to the slug, and finds nothing for unknown values", async () => {
    const service = createIdeasService(t.db);
    expect(await service.resolve(mars.id)).toEqual({ kind: "redirect", slug: "mars-mysteries" });
    expect(await service.resolve(mars.id.toUpperCase())).toEqual({ kind: "redirect", slug: "mars-mysteries" });
    expect(await service.resolve("00000000-0000-4000-8000-000000000000")).toEqual({ kind: "not-found" });
    expect(await service.resolve("no-such-idea")).toEqual({ kind: "not-found" });
    expect(await service.slugById(rocket.id)).toBe("rocket-launch-recaps");
  });

  it("keeps an idea without niche or type", async () => {
    const idea = await createIdeasService(t.db).getBySlug("loose-idea");
    expect(idea).toMatchObject({ niche: null, channelType: null, exampleChannels: [] });
  });
});

describe("ideas list filters", () => {
  it("filters by difficulty, startup cost, niche slug and channel type", async () => {
    const service = createIdeasService(t.db);
    const slugs = async (filters: Parameters<typeof service.list>[0]) => (await service.list(filters)).map((idea) => idea.slug);
    expect(await slugs({})).toEqual(["loose-idea", "mars-mysteries", "rocket-launch-recaps"]);
    expect(await slugs({ difficulty: "advanced" })).toEqual(["mars-mysteries"]);
    expect(await slugs({ startupCost: "low" })).toEqual(["rocket-launch-recaps"]);
    expect(await slugs({ niche: "space" })).toEqual(["mars-mysteries", "rocket-launch-recaps"]);
    expect(await slugs({ type: "documentary_story", niche: "space" })).toEqual(["mars-mysteries"]);
    expect(await slugs({ difficulty: "beginner", startupCost: "high" })).toEqual([]);
  });

  it("offers only niches and types that have ideas as filter options", async () => {
    const options = await createIdeasService(t.db).filterOptions();
    expect(options.niches).toEqual([{ slug: "space", name: "Space" }]);
    expect(options.channelTypes.map((type) => type.id).sort()).toEqual(["documentary_story", "news_aggregation"]);
  });
});
