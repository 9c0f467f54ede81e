import { Faker, base, en } from "@faker-js/faker";

/** A private faker instance (English) with a fixed seed: same seed, same values. */
export function createSeededFaker(seed: number): Faker {
  const faker = new Faker({ locale: [en, base] });
  faker.seed(seed);
  return faker;
}
