// did_you_know_facts rows: from the editorial list (db/seed/content/facts) or made up for a test.
import type { Faker } from "@faker-js/faker";
import type { didYouKnowFacts } from "#db/schema/catalogue";
import type { FactSeed } from "#db/seed/content/facts";
import { DEMO_REFERENCE_DATE } from "#db/seed/factories/reference-date";

export type NewFact = typeof didYouKnowFacts.$inferInsert;

export function factRow(faker: Faker, seed: FactSeed, createdAt: Date = DEMO_REFERENCE_DATE): NewFact & { id: string } {
  return {
    id: faker.string.uuid(),
    title: seed.title,
    content: seed.content,
    isActive: seed.isActive,
    createdAt,
    updatedAt: createdAt,
  };
}

export function buildFact(faker: Faker, overrides: Partial<NewFact> = {}): NewFact & { id: string } {
  return {
    id: faker.string.uuid(),
    title: faker.lorem.sentence({ min: 3, max: 6 }).replace(/\.$/, ""),
    content: `<p>${faker.lorem.sentences(2)}</p>`,
    isActive: true,
    ...overrides,
  };
}
