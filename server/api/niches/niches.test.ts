// GET /api/v1/niches: opportunity scores and their terms, sort=score, and a malformed sort.
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
const empty = buildNiche(faker, { slug: "aaa", name: "Aaa", rpmLow: 1, rpmHigh: 2, channelTypeIds: [] });
const busy = buildNiche(faker, { slug: "busy", name: "Busy", rpmLow: 6, rpmHigh: 14, channelTypeIds: ["whiteboard_explainer"] });

beforeAll(async () => {
  t = await createTestDatabase();
  await t.db.insert(channelTypes).values(catalogueChannelTypeRows());
  await t.db.insert(niches).values([empty, busy]);
  const starts = ["2026-02-01", "2026-04-01", "2026-06-01", "2026-08-01", "2020-01-01", "2019-01-01"];
  const subscribers = [2_000, 400, 1_500, 100, 80_000, 40_000];
  const channels = starts.map((startDate, i) =>
    buildChannel(
      faker,
      { startDate, totalSubscribers: subscribers[i], nicheId: busy.id, niche: busy.name, channelType: "whiteboard_explainer", videoCount: 40 },
      { niche: { id: busy.id, name: busy.name, rpmLow: 6, rpmHigh: 14, keywords: ["busy"] }, channelTypeId: "whiteboard_explainer" },
    ),
  );
  await t.db.insert(youtubeChannels).values(channels);
  await t.db.insert(channelStatsSnapshots).values(channels.map((channel) => ({ channelId: channel.id, day: "2026-11-01", subscribers: channel.totalSubscribers })));
  await t.db.insert(youtubeVideoStats).values(
    Array.from({ length: 12 }, (_, i) => ({ videoId: `v${i}`, channelId: channels[i % 6]!.id, title: `Video ${i}`, views: 20_000, publishedAt: new Date("2026-10-15T00:00:00Z") })),
  );
});
afterAll(async () => {
  await t.close();
});

type Listed = { slug: string; opportunity: { status: string; score: number | null; reasons: string[]; terms: { id: string; weight: number; channels: number; points: number | null }[] } };

describe("GET /api/v1/niches", () => {
  it("gives each niche its opportunity score with the terms, weights and channels behind them", async () => {
    const response = await createTestApi(t.db).request("/api/v1/niches");
    expect(response.status).toBe(200);
    const { niches: listed } = (await response.json()) as { niches: Listed[] };
    const scored = listed.find((niche) => niche.slug === "busy")!;
    expect(scored.opportunity.status).toBe("scored");
    expect(scored.opportunity.score).toEqual(expect.any(Number));
    expect(scored.opportunity.terms.map((term) => [term.id, term.weight])).toEqual([
      ["demand", 30],
      ["competition", 20],
      ["breakingIn", 20],
      ["monetization", 20],
      ["policyRisk", 10],
    ]);
    // Four channels started in the 12 months before 2026-11-01; two are past 1,000.
    expect(scored.opportunity.terms.find((term) => term.id === "breakingIn")).toMatchObject({ channels: 4, points: 50 });
    const unscored = listed.find((niche) => niche.slug === "aaa")!;
    expect(unscored.opportunity).toMatchObject({ status: "not-enough-data", score: null });
    expect(unscored.opportunity.reasons).toContain("fewer than 5 channels in the directory");
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
});
