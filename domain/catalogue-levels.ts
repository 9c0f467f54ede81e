// The small closed vocabularies of the catalogue (PRODUCT.md), defined once: the database
// constrains its columns to them (db/schema/catalogue.ts) and forms, filters and the API list them.

/** PRODUCT.md: competition, demonetization risk and startup cost are low / medium / high. */
export const LEVELS = ["low", "medium", "high"] as const;
export type Level = (typeof LEVELS)[number];

/** PRODUCT.md: idea difficulty is beginner / intermediate / advanced. */
export const DIFFICULTIES = ["beginner", "intermediate", "advanced"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
