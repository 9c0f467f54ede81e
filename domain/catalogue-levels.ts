// The small closed vocabularies of the catalogue (PRODUCT.md), defined once: the database
// constrains its columns to them (db/schema/catalogue.ts) and forms, filters and the API list them.

/** PRODUCT.md: competition, demonetization risk and startup cost are low / medium / high. */
export const LEVELS = ["low", "medium", "high"] as const;
export type Level = (typeof LEVELS)[number];

/** The order of the levels, for "the higher of two". */
export const LEVEL_RANK: Record<Level, number> = { low: 0, medium: 1, high: 2 };

/** PRODUCT.md: idea difficulty is beginner / intermediate / advanced. */
export const DIFFICULTIES = ["beginner", "intermediate", "advanced"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** A filter value from a URL is a level, or is ignored. */
export function isLevel(value: unknown): value is Level {
  return typeof value === "string" && (LEVELS as readonly string[]).includes(value);
}

export function isDifficulty(value: unknown): value is Difficulty {
  return typeof value === "string" && (DIFFICULTIES as readonly string[]).includes(value);
}

/**
 * The niche list's sorts: by name, by RPM (highest first), by opportunity score (highest first), or
 * by verdict (Enter first, then by stage).
 */
export const NICHE_SORTS = ["name", "rpm", "score", "verdict"] as const;
export type NicheSort = (typeof NICHE_SORTS)[number];
