// Random order for lists the spec wants shuffled (spec §7, §9); the source is a parameter so tests can pin it.

export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Spec §9 "related type cards 4". */
export function pickRandomOthers<T extends { id: string }>(
  items: readonly T[],
  excludeId: string,
  howMany: number,
  random: () => number = Math.random,
): T[] {
  return shuffled(
    items.filter((item) => item.id !== excludeId),
    random,
  ).slice(0, howMany);
}
