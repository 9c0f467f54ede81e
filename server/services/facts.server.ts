// Did You Know facts (spec §7). Spec §8: "'Failed to load fact' (card shows 'No facts available at the moment')".
import { desc, eq } from "drizzle-orm";
import type { Database } from "#db/database";
import { didYouKnowFacts } from "#db/schema/catalogue";
import type { DidYouKnowFact, DidYouKnowState } from "#domain/read-models/guides";
import { sanitizeRichText } from "#server/rich-text.server";
import { catalogueMemo } from "#server/services/catalogue-memo.server";

/** Content as saved; pages and the API get the sanitized DidYouKnowFact. */
export type Fact = Pick<typeof didYouKnowFacts.$inferSelect, "id" | "title" | "content" | "isActive" | "createdAt">;

export const FACT_LOAD_ERROR = "Failed to load fact";

const columns = {
  id: didYouKnowFacts.id,
  title: didYouKnowFacts.title,
  content: didYouKnowFacts.content,
  isActive: didYouKnowFacts.isActive,
  createdAt: didYouKnowFacts.createdAt,
};

/** The card is on many pages: picking from a few dozen in memory spares each a query. */
const activeFactsMemo = catalogueMemo(async (db: Database): Promise<DidYouKnowFact[]> => {
  const rows = await db.select(columns).from(didYouKnowFacts).where(eq(didYouKnowFacts.isActive, true));
  // Sanitized on read: the card and the API render it as it comes.
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    content: sanitizeRichText(row.content),
    createdAt: row.createdAt.toISOString(),
  }));
});

export function createFactsService(db: Database) {
  return {
    async list(): Promise<Fact[]> {
      return db.select(columns).from(didYouKnowFacts).orderBy(desc(didYouKnowFacts.createdAt), desc(didYouKnowFacts.id));
    },

    async randomActive(): Promise<DidYouKnowFact | null> {
      const active = await activeFactsMemo.get(db);
      return active[Math.floor(Math.random() * active.length)] ?? null;
    },

    /** Never throws, so a page that shows the card still renders. */
    async randomActiveOrError(): Promise<DidYouKnowState> {
      try {
        return { fact: await this.randomActive(), error: null };
      } catch {
        return { fact: null, error: FACT_LOAD_ERROR };
      }
    },
  };
}
