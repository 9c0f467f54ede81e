import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { didYouKnowFacts } from "#db/schema/catalogue";
import { FACT_LOAD_ERROR, createFactsService } from "#server/services/facts.server";
import { buildFact } from "#db/seed/factories/fact-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

const faker = createSeededFaker(31);
let t: TestDatabase;
beforeEach(async () => {
  t = await createTestDatabase();
});
afterEach(async () => {
  await t.close();
});

describe("facts (spec §7 did_you_know_facts)", () => {
  it("lists every fact, newest first ('select all ordered by created_at descending')", async () => {
    const days = [3, 1, 2];
    await t.db
      .insert(didYouKnowFacts)
      .values(
        days.map((day) =>
          buildFact(faker, { title: `day ${day}`, createdAt: new Date(Date.UTC(2026, 0, day)), isActive: day !== 2 }),
        ),
      );
    expect((await createFactsService(t.db).list()).map((fact) => fact.title)).toEqual(["day 3", "day 2", "day 1"]);
  });

  it("picks the random fact only among active ones ('select active (is_active true) and pick one at random')", async () => {
    const active = [buildFact(faker, { title: "active A" }), buildFact(faker, { title: "active B" })];
    await t.db
      .insert(didYouKnowFacts)
      .values([...active, ...Array.from({ length: 8 }, (_, i) => buildFact(faker, { title: `inactive ${i}`, isActive: false }))]);
    const service = createFactsService(t.db);
    const seen = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const fact = await service.randomActive();
      expect(fact?.title).toMatch(/^active /);
      seen.add(fact?.title ?? "");
    }
    // Random, not always the same one (chance of a false failure: 2 × 0.5^30).
    expect([...seen].sort()).toEqual(["active A", "active B"]);
  });

  it("has no fact when none is active", async () => {
    await t.db.insert(didYouKnowFacts).values(buildFact(faker, { isActive: false }));
    const service = createFactsService(t.db);
    expect(await service.randomActive()).toBeNull();
    expect(await service.randomActiveOrError()).toEqual({ fact: null, error: null });
  });

  it("reports 'Failed to load fact' instead of throwing when the read fails (spec §8)", async () => {
    const service = createFactsService(t.db);
    await t.close();
    expect(await service.randomActiveOrError()).toEqual({ fact: null, error: FACT_LOAD_ERROR });
    expect(FACT_LOAD_ERROR).toBe("Failed to load fact");
    t = await createTestDatabase();
  });
});
