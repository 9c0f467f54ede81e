// The search's typo pass (PRODUCT.md "Channel search": "full-text query over title, description
// and keywords (typo-tolerant)"). When the words find nothing, each word the catalogue does not
// have is replaced by the nearest word it does have (search_words: every word of the channels'
// titles, keywords and descriptions, kept by triggers; "nearest" per domain/word-distance.ts),
// and the full-text search runs again with them. Looking a word up is a nearest-neighbour read of a GiST trigram index, so a misspelt
// search costs about what a correctly spelt one does, at any catalogue size.
import { sql } from "drizzle-orm";
import type { Database } from "#db/database";
import { executeRows } from "#db/execute-rows";
import { searchWords } from "#db/schema/catalogue";
import { nearestWord, type WordCandidate } from "#domain/word-distance";

/**
 * Nearest words (by trigram distance) weighed per misspelt word: enough that a short word's
 * one-slip neighbour ("asmr" for "asrm", two trigrams in common) is among them.
 */
const CANDIDATES = 12;
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

type Candidate = { token: string; word: string; similarity: number | string };

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
  const candidates = new Map<string, WordCandidate[]>();
  for (const row of rows) {
    const list = candidates.get(row.token) ?? [];
    list.push({ word: row.word, similarity: Number(row.similarity) });
    candidates.set(row.token, list);
  }
  let changed = false;
  const words: string[] = [];
  for (const token of tokens) {
    const near = candidates.get(token) ?? [];
    if (near.some((candidate) => candidate.word === token)) {
      words.push(token);
      continue;
    }
    changed = true;
    if (!correctable(token)) continue;
    const found = nearestWord(token, near);
    if (!found) return null;
    words.push(found);
  }
  return changed && words.length > 0 ? words.join(" ") : null;
}
