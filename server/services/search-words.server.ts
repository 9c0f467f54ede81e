// The search's typo pass: unknown words are replaced by the nearest in search_words (kept by triggers) and the
// search runs again. A GiST trigram nearest-neighbour read keeps a misspelt search as cheap as a correct one.
import { sql } from "drizzle-orm";
import type { Database } from "#db/database";
import { executeRows } from "#db/execute-rows";
import { searchWords } from "#db/schema/catalogue";
import { nearestWord, type WordCandidate } from "#domain/word-distance";

/** Enough that a short word's one-slip neighbour ("asmr" for "asrm", two trigrams in common) is among them. */
const CANDIDATES = 12;
/** As the migration's search_word_tokens splits them. */
const WORD_SEPARATOR = /[^\p{L}\p{N}]+/u;

export function queryWords(q: string): string[] {
  return [
    ...new Set(
      q
        .toLowerCase()
        .split(WORD_SEPARATOR)
        .filter((word) => word !== ""),
    ),
  ];
}

/** Trigrams say little about one- or two-letter words, and numbers are not in search_words. */
function correctable(token: string): boolean {
  return [...token].length >= 3 && !/^\p{N}+$/u.test(token);
}

type Candidate = { token: string; word: string; similarity: number | string };

/** Null when nothing changed or a word has no near one. */
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
