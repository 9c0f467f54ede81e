// channel_types rows: the built-in catalogue (spec §3, 26 ids) and ad-hoc test types.
import type { Faker } from "@faker-js/faker";
import { CHANNEL_TYPE_CATALOGUE, type ChannelTypeEntry } from "#domain/channel-type-catalogue";
import type { channelTypes } from "#db/schema/catalogue";
import { DEMO_REFERENCE_DATE } from "#db/seed/factories/reference-date";

export type NewChannelType = typeof channelTypes.$inferInsert;

function channelTypeRow(entry: ChannelTypeEntry, referenceDate = DEMO_REFERENCE_DATE): NewChannelType {
  return {
    id: entry.id,
    label: entry.label,
    description: entry.description,
    production: entry.production,
    example: entry.example,
    imageUrl: entry.imageUrl,
    gradientFrom: entry.gradient[0],
    gradientTo: entry.gradient[1],
    createdAt: referenceDate,
    updatedAt: referenceDate,
  };
}

/** Every catalogue type as a row, in catalogue order. */
export function catalogueChannelTypeRows(referenceDate = DEMO_REFERENCE_DATE): NewChannelType[] {
  return CHANNEL_TYPE_CATALOGUE.map((entry) => channelTypeRow(entry, referenceDate));
}

/** A made-up type with a valid id (lowercase letters, digits, underscore — spec §5). */
export function buildChannelType(faker: Faker, overrides: Partial<NewChannelType> = {}): NewChannelType {
  const word = faker.word
    .noun()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
  const label = `${word.charAt(0).toUpperCase()}${word.slice(1)} videos`;
  return {
    id: `${word || "type"}_${faker.string.alphanumeric({ length: 6, casing: "lower" })}`,
    label,
    description: `<p>${faker.lorem.sentences(2)}</p>`,
    production: `<ol><li>${faker.lorem.sentence()}</li><li>${faker.lorem.sentence()}</li></ol>`,
    example: `<ul><li>${faker.lorem.sentence()}</li></ul>`,
    imageUrl: null,
    gradientFrom: faker.color.rgb(),
    gradientTo: faker.color.rgb(),
    ...overrides,
  };
}
