// Typo distance for the search's typo pass: trigram similarity misses swapped letters on short words
// ("asrm" shares two of eight trigrams with "asmr").

export function wordDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  // The row two back is what a swap of neighbours reads.
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

const MIN_WORD_SIMILARITY = 0.3;

export type WordCandidate = { word: string; similarity: number };

/** Near means trigram-similar or one slip away; fewest edits win, then the most similar. */
export function nearestWord(token: string, candidates: readonly WordCandidate[]): string | null {
  let best: { word: string; similarity: number; distance: number } | null = null;
  for (const candidate of candidates) {
    const distance = wordDistance(token, candidate.word);
    if (candidate.similarity < MIN_WORD_SIMILARITY && distance > 1) continue;
    if (!best || distance < best.distance || (distance === best.distance && candidate.similarity > best.similarity))
      best = { ...candidate, distance };
  }
  return best?.word ?? null;
}
