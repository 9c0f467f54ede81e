import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { executeRows } from "#db/execute-rows";
import { seedDemoCatalogue } from "#db/seed/demo-catalogue";
import { createTestApi } from "#server/api/api-test-app";
import { computeCatalogueInsights } from "#server/services/catalogue-insights.server";
import type { VerdictView } from "#domain/read-models/verdicts";
import { createNicheVerdictsService } from "#server/services/niche-verdicts.server";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

// The demo catalogue plants one niche at each stage (db/seed/demo-catalogue.ts); every other
// niche's hits are random and must not read as a format taking off.
describe("niche verdicts on the demo catalogue", () => {
  let test: TestDatabase;
  let slugOf: Map<string, string>;
  beforeAll(async () => {
    test = await createTestDatabase();
    await seedDemoCatalogue(test.db, { channels: 700 });
    const rows = await executeRows<{ id: string; slug: string }>(test.db, sql`select id, slug from niches`);
    slugOf = new Map(rows.map((row) => [row.id, row.slug]));
  }, 120_000);
  afterAll(async () => {
    await test?.close();
  });

  const bySlug = async () => {
    const verdicts = await createNicheVerdictsService(test.db).byNiche();
    return new Map([...verdicts].map(([id, verdict]) => [slugOf.get(id) ?? id, verdict]));
  };

  it("gives each planted niche its stage, with the evidence that decided it", async () => {
    const verdicts = await bySlug();
    expect(verdicts.get("ai-tools")?.stage).toBe("emerging");
    expect(verdicts.get("aviation")?.stage).toBe("accelerating");
    expect(verdicts.get("movie-recaps")?.stage).toBe("saturating");
    expect(verdicts.get("mythology")?.stage).toBe("decaying");
    expect(verdicts.get("mythology")?.verdict).toBe("stay-out");

    const emerging = verdicts.get("ai-tools")!;
    expect(emerging.evidence.recent.withOutlier).toBeGreaterThan(emerging.evidence.before.withOutlier);
    expect(emerging.evidence.breakoutChannels).toBe(emerging.evidence.recent.withOutlier);
    // The first outlier is the earliest of the breakouts, each a real video of the niche.
    const first = emerging.evidence.firstOutlier!;
    expect(emerging.evidence.breakouts[0]).toEqual(first);
    expect(emerging.evidence.breakouts.map((b) => b.publishedAt)).toEqual(
      [...emerging.evidence.breakouts.map((b) => b.publishedAt)].sort(),
    );
    expect(first.score).toBeGreaterThanOrEqual(3);
    expect(emerging.reasons[0]?.text).toMatch(/^Emerging: /);
    // Its breakout channels' own uploads were read for template signals (the seed stores them).
    expect(emerging.evidence.templatedBreakoutsRead).toBeGreaterThanOrEqual(3);
    expect(emerging.evidence.templatedBreakouts).not.toBeNull();
    expect(emerging.evidence.templatedBreakouts!).toBeLessThanOrEqual(emerging.evidence.templatedBreakoutsRead);
    expect(emerging.reasons.length).toBeGreaterThan(0);
  });

  it("quotes the same median views and newcomers as the niche's opportunity score", async () => {
    const insights = await computeCatalogueInsights(test.db);
    const verdicts = await createNicheVerdictsService(test.db).byNiche();
    for (const [id, verdict] of verdicts) {
      const terms = insights.opportunityByNiche.get(id)?.terms ?? [];
      const demand = terms.find((term) => term.id === "demand");
      if (demand?.value != null) expect(verdict.evidence.medianRecentViews).toBe(demand.value);
      const cohort = insights.breakingInByNiche.get(id)?.cohorts.find((c) => c.months === 12);
      expect(verdict.evidence.newChannels).toBe(cohort?.channels ?? 0);
      expect(verdict.evidence.newChannelsPast1000).toBe(cohort?.passedAdThreshold ?? 0);
    }
  });

  it("gives a channel type and a niche × type the median views of their own recent uploads", async () => {
    const [latest] = await executeRows<{ day: string }>(test.db, sql`select max(day)::text as day from channel_stats_snapshots`);
    const day = latest!.day;
    const uploads = await executeRows<{ niche_id: string | null; type: string; views: string }>(
      test.db,
      // A type groups its own channels and 'other' channels shown as it (spec §7); the window is
      // the 90 days up to the latest snapshot.
      sql`select c.niche_id, case when c.channel_type = 'other' then c.metadata->>'ui_channel_type' else c.channel_type end as type, v.views
        from youtube_video_stats v join youtube_channels c on c.id = v.channel_id
        where v.published_at > ${day}::date - 90 and v.published_at <= ${day}::date + 1`,
    );
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const middle = Math.floor(sorted.length / 2);
      return Math.round(sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2);
    };
    const service = createNicheVerdictsService(test.db);
    const type = "documentary_story";
    const ofType = uploads.filter((row) => row.type === type);
    expect(ofType.length).toBeGreaterThan(20);
    expect((await service.forType(type)).evidence.medianRecentViews).toBe(median(ofType.map((row) => Number(row.views))));
    const nicheId = ofType[0]!.niche_id!;
    const ofPair = ofType.filter((row) => row.niche_id === nicheId);
    expect((await service.forPair(nicheId, type))?.evidence.medianRecentViews).toBe(
      median(ofPair.map((row) => Number(row.views))),
    );
  });

  it("reads no niche of random hits as taking off", async () => {
    const planted = new Set(["ai-tools", "reddit-stories", "aviation", "movie-recaps", "mythology"]);
    const others = [...(await bySlug())].filter(([slug]) => !planted.has(slug));
    expect(others.length).toBeGreaterThan(30);
    const takingOff = others.filter(([, verdict]) => verdict.stage === "emerging" || verdict.stage === "accelerating");
    expect(takingOff.map(([slug]) => slug)).toEqual([]);
  });

  it("judges a niche's formats on their own channels, or says there are too few", async () => {
    const id = [...slugOf].find(([, slug]) => slug === "ai-tools")![0];
    const verdicts = await createNicheVerdictsService(test.db).forNiche(id);
    expect(verdicts?.byType.length).toBeGreaterThan(0);
    for (const { verdict } of verdicts!.byType) {
      if (verdict.status === "not-enough-data") expect(verdict.notEnoughData[0]).toMatch(/^fewer than /);
      else expect(verdict.evidence.recent.active).toBeGreaterThanOrEqual(5);
    }
  });

  describe("in the API", () => {
    const get = async (path: string) => {
      const response = await createTestApi(test.db).request(path);
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    type Listed = { slug: string; verdict: VerdictView };

    it("sorts niches Enter first and filters them by stage and verdict", async () => {
      const sorted = (await get("/api/v1/niches?sort=verdict")).body.niches as Listed[];
      const ranks = sorted.map((niche) => ["enter", "twist", "stay-out", null].indexOf(niche.verdict.verdict));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      expect(sorted[0]?.verdict.verdict).toBe("enter");

      const decaying = (await get("/api/v1/niches?stage=decaying")).body.niches as Listed[];
      expect(decaying.map((niche) => niche.slug)).toEqual(["mythology"]);
      expect(decaying[0]?.verdict.reasons[0]?.text).toMatch(/^Decaying: /);
      const stayOut = (await get("/api/v1/niches?verdict=stay-out")).body.niches as Listed[];
      expect(stayOut.every((niche) => niche.verdict.verdict === "stay-out")).toBe(true);
    });

    it("refuses an unknown verdict or stage with a 400 that names it", async () => {
      const bad = await get("/api/v1/niches?verdict=maybe");
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toMatch(/verdict/);
      expect((await get("/api/v1/niches?stage=booming")).status).toBe(400);
    });

    it("gives one niche's verdict with each format's, 404 for an unknown niche, 400 for a malformed slug", async () => {
      const found = await get("/api/v1/niches/aviation/verdicts");
      expect(found.status).toBe(200);
      expect((found.body.verdict as VerdictView).stage).toBe("accelerating");
      const formats = found.body.formats as { typeId: string; suitable: boolean; verdict: VerdictView }[];
      expect(formats.length).toBeGreaterThan(0);
      expect(formats[0]?.suitable).toBe(true);
      expect((await get("/api/v1/niches/no-such-niche/verdicts")).status).toBe(404);
      expect((await get("/api/v1/niches/Not_A_Slug/verdicts")).status).toBe(400);
    });
  });
});
