// Skewed random numbers for plausible demo statistics (views and subscribers are log-normal
// in the wild: most channels are small, a few are huge).
import type { Faker } from "@faker-js/faker";

/** A standard normal sample (Box–Muller) drawn from the seeded faker. */
function standardNormal(faker: Faker): number {
  // 1 - u keeps the argument of log in (0, 1].
  const u = 1 - faker.number.float({ min: 0, max: 1 });
  const v = faker.number.float({ min: 0, max: 1 });
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** Log-normal around `median`; `sigma` is the spread of the logarithm. Clamped to [min, max]. */
export function logNormal(faker: Faker, median: number, sigma: number, min = 0, max = Number.POSITIVE_INFINITY): number {
  const value = median * Math.exp(sigma * standardNormal(faker));
  return Math.min(max, Math.max(min, value));
}

/** Uniform on a log scale between min and max (both > 0). */
export function logUniform(faker: Faker, min: number, max: number): number {
  return Math.exp(faker.number.float({ min: Math.log(min), max: Math.log(max) }));
}

/** Rounds to `digits` significant figures (YouTube shows subscriber counts this way). */
export function roundSignificant(value: number, digits: number): number {
  if (value <= 0) return 0;
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(value)) + 1 - digits);
  return Math.round(value / magnitude) * magnitude;
}
