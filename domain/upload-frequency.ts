import { NOT_AVAILABLE } from "#domain/format";

/**
 * Spec §2: "upload frequency (underscores turned into capitalised words)":
 * "twice_a_week" → "Twice A Week". Only the first letter of each word changes case, so
 * stored capitals survive. Missing or blank → "N/A".
 */
export function uploadFrequencyWords(value: string | null | undefined): string {
  const words = (value ?? "").split(/[_\s]+/).filter((word) => word.length > 0);
  if (words.length === 0) return NOT_AVAILABLE;
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(" ");
}
