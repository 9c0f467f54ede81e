import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoCatalogue } from "#db/seed/demo-catalogue";
import { verdictRank } from "#domain/niche-verdict";
import { MEMBER_ACCESS, VISITOR_ACCESS } from "#domain/revenue-access";
import { DEFAULT_START_CONSTRAINTS, type StartConstraints } from "#domain/start-params";
import { START_OPTIONS_PER_NICHE, START_OPTIONS_SHOWN, START_STAGE_ORDER } from "#domain/start-plan";
import { createStartOptionsService } from "#server/services/start-options.server";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

// The demo catalogue plants ai-tools Emerging, aviation Accelerating, movie-recaps Saturating and
// mythology Decaying (db/seed/demo-catalogue.ts): /start must rank what they make of their formats.
describe("/start's options on the demo catalogue", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
    await seedDemoCatalogue(test.db, { channels: 700 });
  }, 120_000);
  afterAll(async () => {
    await test?.close();
  });

  const generous: StartConstraints = { hours: 40, budget: 500, narrates: true, format: "either", languages: ["en"] };
  const page = (constraints: StartConstraints, member = false) =>
    createStartOptionsService(test.db).page(constraints, member ? MEMBER_ACCESS : VISITOR_ACCESS);

  it("ranks every fitting niche × format by verdict, then stage, and shows the best few", async () => {
    const { options, totalOptions, formats, asOf } = await page(generous);
    expect(asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(formats.every((format) => format.fits)).toBe(true);
    expect(totalOptions).toBeGreaterThan(START_OPTIONS_SHOWN);
    expect(options).toHaveLength(START_OPTIONS_SHOWN);
    const keys = options.map((o) => [verdictRank(o.verdict.verdict), START_STAGE_ORDER.indexOf(o.verdict.stage!)]);
    expect(keys).toEqual([...keys].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!));
    // The emerging niche's formats lead; a decaying niche is nowhere near the top.
    expect(options[0]?.verdict.verdict).toBe("enter");
    expect(options.some((o) => o.niche.slug === "ai-tools")).toBe(true);
    expect(options.some((o) => o.niche.slug === "mythology")).toBe(false);
    // Each option carries its evidence; a fallback to the niche says so through its basis.
    for (const option of options) {
      expect(option.verdict.reasons.length).toBeGreaterThan(0);
      expect(option.assumption).toMatch(/^Assumes ~/);
      if (option.verdict.verdict === "enter") expect(option.verdict.evidence.breakouts.length).toBeGreaterThan(0);
    }
  });

  it("gives visitors no revenue key at all, and members a monthly range from the one revenue function", async () => {
    const visitor = await page(generous);
    expect(visitor.options.every((o) => !("revenue" in o))).toBe(true);
    const member = await page(generous, true);
    const withRevenue = member.options.filter((o) => o.revenue);
    expect(withRevenue.length).toBeGreaterThan(0);
    for (const { revenue } of withRevenue) {
      expect(revenue!.monthly.low).toBeLessThanOrEqual(revenue!.monthly.mid);
      expect(revenue!.monthly.mid).toBeLessThanOrEqual(revenue!.monthly.high);
      expect(revenue!.medianViews).toBeGreaterThan(0);
    }
  });

  it("judges a thin pair on its niche only for a format the editors rate suitable, and spans niches", async () => {
    const { options } = await page(generous);
    const fallbacks = options.filter((o) => o.basis === "niche");
    expect(fallbacks.length).toBeGreaterThan(0);
    expect(fallbacks.every((o) => o.suitable)).toBe(true);
    const perNiche = Map.groupBy(options, (o) => o.niche.slug);
    expect(Math.max(...[...perNiche.values()].map((list) => list.length))).toBeLessThanOrEqual(START_OPTIONS_PER_NICHE);
    expect(perNiche.size).toBeGreaterThanOrEqual(START_OPTIONS_SHOWN / START_OPTIONS_PER_NICHE);
  });

  it("finds nothing for 2 hours a week, no voice and no budget, and says for each format why", async () => {
    const { options, totalOptions, formats } = await page({ ...DEFAULT_START_CONSTRAINTS, hours: 2, budget: 0 });
    expect(options).toEqual([]);
    expect(totalOptions).toBe(0);
    expect(formats.every((format) => !format.fits && format.reasons.length > 0)).toBe(true);
    expect(formats.find((f) => f.typeId === "no_face_reaction")?.reasons).toContain("needs your own voice");
  });

  it("keeps only Shorts plans when Shorts are asked for", async () => {
    const { options, formats } = await page({ ...generous, format: "shorts" });
    expect(options.every((o) => o.mode === "shorts")).toBe(true);
    expect(formats.find((f) => f.typeId === "asmr_ambient")?.reasons).toEqual(["does not suit Shorts"]);
  });
});
