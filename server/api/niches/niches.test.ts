// GET /api/v1/niches: opportunity scores and their terms, the monetization risk with its
// editorial and computed parts, sort=score, the risk filters, and a malformed sort.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channelStatsSnapshots, channelTypes, niches, youtubeChannels, youtubeVideoStats } from "#db/schema/catalogue";
import { createTestApi } from "#server/api/api-test-app";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { buildNiche } from "#db/seed/factories/niche-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

const faker = createSeededFaker(15);
let t: TestDatabase;

// "Aaa" sorts first by name but has no channels; "Busy" has enough data for a score.
// "Aaa" is rated medium with no formats; "Busy" low with Whiteboard Explainer (no known signal)
// and Text-to-Speech (high): low with its safest format.
const empty = buildNiche(faker, {
  slug: "aaa",
  name: "Aaa",
  rpmLow: 1,
  rpmHigh: 2,
  channelTypeIds: [],
  demonetizationRisk: "medium",
  createdAt: new Date("2026-10-01T12:00:00Z"),
});
const busy = buildNiche(faker, {
  slug: "busy",
  name: "Busy",
  rpmLow: 6,
  rpmHigh: 14,
  channelTypeIds: ["whiteboard_explainer", "text_to_speech"],
  demonetizationRisk: "low",
});

beforeAll(async () => {
  t = await createTestDatabase();
  await t.db.insert(channelTypes).values(catalogueChannelTypeRows());
  await t.db.insert(niches).values([empty, busy]);
  const starts = ["2026-02-01", "2026-04-01", "2026-06-01", "2026-08-01", "2020-01-01", "2019-01-01"];
  const subscribers = [2_000, 400, 1_500, 100, 80_000, 40_000];
  const channels = starts.map((startDate, i) =>
    buildChannel(
      faker,
      {
        startDate,
        totalSubscribers: subscribers[i],
        nicheId: busy.id,
        niche: busy.name,
        channelType: "whiteboard_explainer",
        videoCount: 40,
      },
      {
        niche: { id: busy.id, name: busy.name, rpmLow: 6, rpmHigh: 14, keywords: ["busy"] },
        channelTypeId: "whiteboard_explainer",
      },
    ),
  );
  await t.db.insert(youtubeChannels).values(channels);
  await t.db
    .insert(channelStatsSnapshots)
    .values(channels.map((channel) => ({ channelId: channel.id, day: "2026-11-01", subscribers: channel.totalSubscribers })));
  await t.db.insert(youtubeVideoStats).values(
    Array.from({ length: 12 }, (_, i) => ({
      videoId: `v${i}`,
      channelId: channels[i % 6]!.id,
      title: `Video ${i}`,
      views: 20_000,
      publishedAt: new Date("2026-10-15T00:00:00Z"),
    })),
  );
});
afterAll(async () => {
  await t.close();
});

type Listed = {
  slug: string;
  demonetizationRisk: string;
  monetizationRisk: {
    level: string;
    decidedBy: string;
    editorial: Record<string, unknown> | null;
    computed: Record<string, unknown> | null;
    formats: Record<string, unknown>[];
  };
  opportunity: {
    status: string;
    score: number | null;
    reasons: string[];
    terms: { id: string; weight: number; channels: number; source: string; points: number | null }[];
  };
};

describe("GET /api/v1/niches", () => {
  it("gives each niche its opportunity score with the terms, weights and channels behind them", async () => {
    const response = await createTestApi(t.db).request("/api/v1/niches");
    expect(response.status).toBe(200);
    const { niches: listed } = (await response.json()) as { niches: Listed[] };
    const scored = listed.find((niche) => niche.slug === "busy")!;
    expect(scored.opportunity.status).toBe("scored");
    expect(scored.opportunity.score).toEqual(expect.any(Number));
    expect(scored.opportunity.terms.map((term) => [term.id, term.weight, term.source])).toEqual([
      ["demand", 30, "channels"],
      ["competition", 20, "channels"],
      ["breakingIn", 20, "channels"],
      ["monetization", 20, "editorial"],
      ["monetizationRisk", 10, "editorial-and-formats"],
    ]);
    // The risk term reads the niche's one figure (low → 100), not its riskiest format (high → 0).
    expect(scored.opportunity.terms.find((term) => term.id === "monetizationRisk")).toMatchObject({ points: 100, channels: 0 });
    // Four channels started in the 12 months before 2026-11-01; two are past 1,000.
    expect(scored.opportunity.terms.find((term) => term.id === "breakingIn")).toMatchObject({ channels: 4, points: 50 });
    const unscored = listed.find((niche) => niche.slug === "aaa")!;
    expect(unscored.opportunity).toMatchObject({ status: "not-enough-data", score: null });
    expect(unscored.opportunity.reasons).toContain("fewer than 5 channels in the directory");
  });

  it("gives each niche one monetization risk, its editorial part with who set it and when, and its computed part", async () => {
    const { niches: listed } = (await (await createTestApi(t.db).request("/api/v1/niches")).json()) as { niches: Listed[] };
    const busyRisk = listed.find((niche) => niche.slug === "busy")!;
    expect(busyRisk.monetizationRisk).toMatchObject({
      level: "low",
      decidedBy: "both",
      editorial: { level: "low", source: "niche-added", setBy: null },
      computed: {
        level: "low",
        basis: "safest-format",
        via: [{ typeId: "whiteboard_explainer", typeLabel: "Whiteboard Explainer" }],
      },
    });
    expect(busyRisk.monetizationRisk.formats).toEqual([
      { typeId: "text_to_speech", typeLabel: "Text-to-Speech", policySignal: "high", monetizationRisk: "high" },
      { typeId: "whiteboard_explainer", typeLabel: "Whiteboard Explainer", policySignal: "none", monetizationRisk: "low" },
    ]);
    const aaa = listed.find((niche) => niche.slug === "aaa")!;
    // No formats: the editorial rating alone, dated the day the niche was added.
    expect(aaa.monetizationRisk).toMatchObject({
      level: "medium",
      decidedBy: "editorial",
      computed: null,
      editorial: { source: "niche-added", setOn: "2026-10-01" },
    });
    // The old field keeps its old meaning until its removal date.
    expect(aaa.demonetizationRisk).toBe("medium");
  });

  it("filters on the monetization risk with risk, and on the editorial rating alone with the deprecated editorialRisk", async () => {
    const api = createTestApi(t.db);
    const slugs = async (query: string) =>
      ((await (await api.request(`/api/v1/niches?${query}`)).json()) as { niches: Listed[] }).niches.map((niche) => niche.slug);
    expect(await slugs("risk=low")).toEqual(["busy"]);
    expect(await slugs("risk=medium")).toEqual(["aaa"]);
    expect(await slugs("risk=high")).toEqual([]);
    expect(await slugs("editorialRisk=low")).toEqual(["busy"]);
    expect((await api.request("/api/v1/niches?editorialRisk=severe")).status).toBe(400);
  });

  it("sorts by score on request, niches without one last", async () => {
    const api = createTestApi(t.db);
    const byName = (await (await api.request("/api/v1/niches")).json()) as { niches: Listed[] };
    const byScore = (await (await api.request("/api/v1/niches?sort=score")).json()) as { niches: Listed[] };
    expect(byName.niches.map((niche) => niche.slug)).toEqual(["aaa", "busy"]);
    expect(byScore.niches.map((niche) => niche.slug)).toEqual(["busy", "aaa"]);
  });

  it("answers a malformed sort with a 400 naming the sorts", async () => {
    const response = await createTestApi(t.db).request("/api/v1/niches?sort=hottest");
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain("sort must be one of name, rpm, score");
  });

  it("documents the score and its terms in the OpenAPI description", async () => {
    const doc = JSON.stringify(await (await createTestApi(t.db).request("/api/openapi.json")).json());
    expect(doc).toContain("NicheOpportunity");
    expect(doc).toContain("OpportunityTerm");
  });

  it("marks the old risk field and filter deprecated, with their removal date, and describes the new figure", async () => {
    const doc = (await (await createTestApi(t.db).request("/api/openapi.json")).json()) as {
      paths: Record<
        string,
        { get: { parameters: { name: string; deprecated?: boolean; description?: string; schema?: { deprecated?: boolean } }[] } }
      >;
      components: { schemas: Record<string, { properties: Record<string, { deprecated?: boolean; description?: string }> }> };
    };
    const old = doc.components.schemas.Niche!.properties.demonetizationRisk!;
    expect(old.deprecated).toBe(true);
    expect(old.description).toContain("served until 2027-05-31");
    expect(doc.components.schemas.MonetizationRisk).toBeDefined();
    const parameters = doc.paths["/api/v1/niches"]!.get.parameters;
    // Marked on its schema, as the channels' deprecated filters are (domain/niche-list-params).
    const editorialRisk = parameters.find((parameter) => parameter.name === "editorialRisk");
    expect(editorialRisk?.deprecated ?? editorialRisk?.schema?.deprecated).toBe(true);
    expect(editorialRisk?.description).toContain("served until 2027-05-31");
    expect(parameters.find((parameter) => parameter.name === "risk")?.description).toContain("Monetization risk");
  });
});
