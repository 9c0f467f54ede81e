// Did You Know facts. Spec §7: "did_you_know_facts: select all ordered by created_at
// descending; select active (is_active true) and pick one at random". Spec §8: "'Failed to
// load fact' (card shows 'No facts available at the moment')".
import { desc, eq } from "drizzle-orm";
import type { Database } from "#db/database";
import { didYouKnowFacts } from "#db/schema/catalogue";
import type { DidYouKnowFact, DidYouKnowState } from "#domain/read-models/guides";
import { sanitizeRichText } from "#server/rich-text.server";
import { catalogueMemo } from "#server/services/catalogue-memo.server";

/** A fact as stored, its content HTML as saved; pages and the API get the DidYouKnowFact read model (sanitized). */
export type Fact = Pick<typeof didYouKnowFacts.$inferSelect, "id" | "title" | "content" | "isActive" | "createdAt">;

/** Spec §8 error text of a failed fact read. */
export const FACT_LOAD_ERROR = "Failed to load fact";

const columns = {
  id: didYouKnowFacts.id,
  title: didYouKnowFacts.title,
  content: didYouKnowFacts.content,
  isActive: didYouKnowFacts.isActive,
  createdAt: didYouKnowFacts.createdAt,
};

/**
 * The active facts as cards show them, kept between catalogue changes: the card is on many
 * pages, and picking one at random from a few dozen in memory spares each a query.
 */
const activeFactsMemo = catalogueMemo(async (db: Database): Promise<DidYouKnowFact[]> => {
  const rows = await db.select(columns).from(didYouKnowFacts).where(eq(didYouKnowFacts.isActive, true));
  // Rich text is sanitized on read: the card and the API render it as it comes.
  return rows.map((row) => ({ id: row.id, title: row.title, content: sanitizeRichText(row.content), createdAt: row.createdAt.toISOString() }));
});

export function createFactsService(db: Database) {
  return {
    /** Every fact, newest first. */
    async list(): Promise<Fact[]> {
      return db.select(columns).from(didYouKnowFacts).orderBy(desc(didYouKnowFacts.createdAt), desc(didYouKnowFacts.id));
    },

    /** One active fact picked at random, or null when none is active. */
    async randomActive(): Promise<DidYouKnowFact | null> {
      const active = await activeFactsMemo.get(db);
      return active[Math.floor(Math.random() * active.length)] ?? null;
    },

    /**
     * The card's state in one call for loaders and the API: a fact, none (`fact: null`), or
     * the spec's error text when the read fails — never a thrown error, so a page that shows
     * the card still renders.
     */
    async randomActiveOrError(): Promise<DidYouKnowState> {
      try {
        return { fact: await this.randomActive(), error: null };
      } catch {
        return { fact: null, error: FACT_LOAD_ERROR };
      }
    },
  };
}
