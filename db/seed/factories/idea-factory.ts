// faceless_ideas rows: from the editorial list (db/seed/content/ideas) or made up for a test.
import type { Faker } from "@faker-js/faker";
import { CHANNEL_TYPE_IDS } from "#domain/channel-type-ids";
import type { facelessIdeas } from "#db/schema/catalogue";
import type { IdeaSeed } from "#db/seed/content/ideas";
import { DEMO_REFERENCE_DATE } from "#db/seed/factories/reference-date";

export type NewIdea = typeof facelessIdeas.$inferInsert;

export function ideaRow(
  faker: Faker,
  seed: IdeaSeed,
  nicheId: string | null,
  referenceDate = DEMO_REFERENCE_DATE,
): NewIdea & { id: string } {
  return {
    id: faker.string.uuid(),
    slug: seed.slug,
    title: seed.title,
    summary: seed.summary,
    body: seed.body,
    nicheId,
    channelTypeId: seed.channelTypeId,
    difficulty: seed.difficulty,
    startupCost: seed.startupCost,
    rpmLow: seed.rpmLow,
    rpmHigh: seed.rpmHigh,
    hoursPerVideo: seed.hoursPerVideo,
    tools: [...seed.tools],
    createdAt: referenceDate,
    updatedAt: referenceDate,
  };
}

export function buildIdea(faker: Faker, overrides: Partial<NewIdea> = {}): NewIdea & { id: string } {
  const title = `${faker.word.adjective()} ${faker.word.noun()} channel`;
  const rpmLow = faker.number.float({ min: 0.5, max: 8, fractionDigits: 2 });
  return {
    id: faker.string.uuid(),
    slug: `${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${faker.string.alphanumeric({ length: 5, casing: "lower" })}`,
    title: title.charAt(0).toUpperCase() + title.slice(1),
    summary: faker.lorem.sentence(),
    body: `<p>${faker.lorem.paragraph()}</p>`,
    nicheId: null,
    channelTypeId: faker.helpers.arrayElement(CHANNEL_TYPE_IDS),
    difficulty: faker.helpers.arrayElement(["beginner", "intermediate", "advanced"] as const),
    startupCost: faker.helpers.arrayElement(["low", "medium", "high"] as const),
    rpmLow,
    rpmHigh: Math.round((rpmLow + faker.number.float({ min: 1, max: 10 })) * 100) / 100,
    hoursPerVideo: faker.number.float({ min: 1, max: 20, fractionDigits: 1 }),
    tools: faker.helpers.arrayElements(["CapCut", "DaVinci Resolve", "Canva", "ElevenLabs", "Audacity", "Blender"], {
      min: 1,
      max: 3,
    }),
    ...overrides,
  };
}
