import { formatNumber } from "#domain/format";

/** "1 new upload", "2,340 new uploads": a count with its noun. */
export function countPhrase(n: number, one: string, many: string): string {
  return `${formatNumber(n)} ${n === 1 ? one : many}`;
}
