// How far a typed word is from a catalogue word, for the search's typo pass (PRODUCT.md
// "Channel search": "typo-tolerant"). Trigram similarity alone misses the commonest slips on
// short words: two swapped letters ("asrm" for "asmr") share only two of eight trigrams.

/**
 * Edits (insert, delete, replace, or swap two neighbours) between two words: the optimal string
 * alignment distance, computed over code points.
 */
export function wordDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  // Three rows: the one two back is what a swap of neighbours reads.
  let before: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) best = Math.min(best, before[j - 2]! + 1);
      current.push(best);
    }
    before = previous;
    previous = current;
  }
  return previous[y.length]!;
}

/** pg_trgm's similarity threshold (its `%` default): at least this close, a word may replace a misspelt one. */
const MIN_WORD_SIMILARITY = 0.3;

export type WordCandidate = { word: string; similarity: number };

/**
 * The catalogue word to search for instead of a misspelt `token`, or null when none is near:
 * near means trigram-similar (MIN_WORD_SIMILARITY) or one slip away (a letter added, dropped,
 * changed, or two swapped). Of the near words, the fewest edits win, then the most similar.
 */
export function nearestWord(token: string, candidates: readonly WordCandidate[]): string | null {
  let best: { word: string; similarity: number; distance: number } | null = null;
  for (const candidate of candidates) {
    const distance = wordDistance(token, candidate.word);
    if (candidate.similarity < MIN_WORD_SIMILARITY && distance > 1) continue;
    if (!best || distance < best.distance || (distance === best.distance && candidate.similarity > best.similarity)) best = { ...candidate, distance };
  }
  return best?.word ?? null;
}
