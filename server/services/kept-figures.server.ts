// The latest figures of a slow catalogue computation, kept in the database between starts
// (db/schema/operations.ts keptFigures). v8's serializer keeps Maps, Dates and typed arrays as they are.
import { deserialize, serialize } from "node:v8";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#db/database";
import { keptFigures } from "#db/schema/operations";

export interface KeptFiguresKey {
  name: string;
  /** The shape of the figures: raise it when the computation's result changes shape. */
  version: number;
}

/** The kept figures, or null when there are none of this version (or they cannot be read). */
export async function readKeptFigures<T>(db: Database, key: KeptFiguresKey): Promise<T | null> {
  try {
    const [row] = await db
      .select({ figures: keptFigures.figures })
      .from(keptFigures)
      .where(and(eq(keptFigures.name, key.name), eq(keptFigures.version, key.version)));
    return row ? (deserialize(row.figures) as T) : null;
  } catch {
    return null;
  }
}

export async function writeKeptFigures(db: Database, key: KeptFiguresKey, figures: unknown): Promise<void> {
  const bytes = serialize(figures);
  await db
    .insert(keptFigures)
    .values({ name: key.name, version: key.version, figures: bytes })
    .onConflictDoUpdate({
      target: keptFigures.name,
      set: { version: key.version, figures: bytes, computedAt: sql`now()` },
    });
}
