import { NOT_AVAILABLE } from "#domain/format";

/** Spec §2: "underscores turned into capitalised words". Only first letters change case, so stored capitals survive. */
export function uploadFrequencyWords(value: string | null | undefined): string {
  const words = (value ?? "").split(/[_\s]+/).filter((word) => word.length > 0);
  if (words.length === 0) return NOT_AVAILABLE;
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(" ");
}

/** Imports may store other snake_case values, which still display through uploadFrequencyWords. */
export const UPLOAD_FREQUENCIES = [
  { value: "twice_a_day", label: "Twice a day", perMonth: 60.88 },
  { value: "daily", label: "Daily", perMonth: 30.44 },
  { value: "every_other_day", label: "Every other day", perMonth: 15.22 },
  { value: "twice_a_week", label: "Twice a week", perMonth: 8.7 },
  { value: "weekly", label: "Weekly", perMonth: 4.35 },
  { value: "every_two_weeks", label: "Every two weeks", perMonth: 2.17 },
  { value: "monthly", label: "Monthly", perMonth: 1 },
  { value: "irregular", label: "Irregular", perMonth: null },
] as const;

export type UploadFrequency = (typeof UPLOAD_FREQUENCIES)[number]["value"];

export function videosPerMonthOfFrequency(value: string | null | undefined): number | null {
  return UPLOAD_FREQUENCIES.find((entry) => entry.value === value)?.perMonth ?? null;
}
