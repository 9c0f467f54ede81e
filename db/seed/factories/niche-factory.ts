// niches rows: from the editorial list (db/seed/content/niches) or made up for a test.
import type { Faker } from "@faker-js/faker";
import type { niches } from "#db/schema/catalogue";
import type { NicheSeed } from "#db/seed/content/niches";
import { DEMO_REFERENCE_DATE } from "#db/seed/factories/reference-date";

export type NewNiche = typeof niches.$inferInsert;

export function nicheRow(faker: Faker, seed: NicheSeed, referenceDate = DEMO_REFERENCE_DATE): NewNiche & { id: string } {
  return {
    id: faker.string.uuid(),
    slug: seed.slug,
    name: seed.name,
    description: seed.description,
    rpmLow: seed.rpmLow,
    rpmHigh: seed.rpmHigh,
    competition: seed.competition,
    demonetizationRisk: seed.demonetizationRisk,
    channelTypeIds: [...seed.channelTypeIds],
    category: seed.category,
    createdAt: referenceDate,
    updatedAt: referenceDate,
  };
}

export function buildNiche(faker: Faker, overrides: Partial<NewNiche> = {}): NewNiche & { id: string } {
  const name = `${faker.word.adjective()} ${faker.word.noun()} ${faker.string.alphanumeric({ length: 4, casing: "lower" })}`;
  const rpmLow = faker.number.float({ min: 0.5, max: 10, fractionDigits: 2 });
  return {
    id: faker.string.uuid(),
    slug: name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, ""),
    name,
    description: `<p>${faker.lorem.sentences(2)}</p>`,
    rpmLow,
    rpmHigh: Math.round((rpmLow + faker.number.float({ min: 1, max: 15 })) * 100) / 100,
    competition: faker.helpers.arrayElement(["low", "medium", "high"] as const),
    demonetizationRisk: faker.helpers.arrayElement(["low", "medium", "high"] as const),
    channelTypeIds: [],
    category: "Education",
    ...overrides,
  };
}
