// The search's typo pass (PRODUCT.md "Channel search": "full-text query over title, description
// and keywords (typo-tolerant)"). When the words find nothing, each word the catalogue does not
// have is replaced by the nearest word it does have (search_words: every word of the channels'
// titles, keywords and descriptions, kept by triggers), and the full-text search runs again with
// them. Looking a word up is a nearest-neighbour read of a GiST trigram index, so a misspelt
// search costs about what a correctly spelt one does, at any catalogue size.
import { sql } from "drizzle-orm";
import type { Database } from "#db/database";
import { executeRows } from "#db/execute-rows";
import { searchWords } from "#db/schema/catalogue";

/** pg_trgm's similarity threshold (its `%` default): closer words only replace a misspelt one. */
export const MIN_WORD_SIMILARITY = 0.3;
/** Nearest words weighed per misspelt word. */
const CANDIDATES = 5;
/** Words are letters and digits, as the migration's search_word_tokens splits them. */
const WORD_SEPARATOR = /[^\p{L}\p{N}]+/u;

/** The query's words, lower-cased, in order (a word said twice counts once). */
export function queryWords(q: string): string[] {
  return [...new Set(q.toLowerCase().split(WORD_SEPARATOR).filter((word) => word !== ""))];
}

/** Trigrams say little about a word of one or two letters, and numbers are not in search_words. */
function correctable(token: string): boolean {
  return [...token].length >= 3 && !/^\p{N}+$/u.test(token);
}

type Candidate = { token: string; word: string; similarity: number };

/**
 * The query with its unknown words replaced by the nearest known ones, or null when nothing
 * changed (every word is known) or a word has no near one. Unknown numbers and words of one or
 * two letters are left out.
 */
export async function correctedQuery(db: Database, q: string): Promise<string | null> {
  const tokens = queryWords(q);
  if (tokens.length === 0) return null;
  const rows = await executeRows<Candidate>(
    db,
    sql`select t.token, w.word, similarity(w.word, t.token) as similarity
      from unnest(${sql.param(tokens)}::text[]) as t(token)
      cross join lateral (
        select ${searchWords.word} as word from ${searchWords}
        order by ${searchWords.word} <-> t.token
        limit ${CANDIDATES}
      ) w`,
  );
  const best = new Map<string, Candidate>();
  for (const row of rows) {
    const similarity = Number(row.similarity);
    const current = best.get(row.token);
    if (!current || similarity > current.similarity) best.set(row.token, { ...row, similarity });
  }
  let changed = false;
  const words: string[] = [];
  for (const token of tokens) {
    const found = best.get(token);
    if (found?.word === token) {
      words.push(token);
    } else if (!correctable(token)) {
      changed = true;
    } else if (found && found.similarity >= MIN_WORD_SIMILARITY) {
      words.push(found.word);
      changed = true;
    } else {
      return null;
    }
  }
  return changed && words.length > 0 ? words.join(" ") : null;
}
