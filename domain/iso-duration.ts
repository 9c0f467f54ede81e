// YouTube's contentDetails.duration is ISO-8601 ("PT1H2M3S", "P1DT2H"; "P0D" for live or upcoming).

// Weeks and days only: YouTube never sends years or months, whose length in seconds is ambiguous.
const ISO_DURATION = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/;

export function isoDurationToSeconds(value: string | null | undefined): number | null {
  if (!value) return null;
  const match = ISO_DURATION.exec(value.trim().toUpperCase());
  // "P" and "PT" alone match the pattern but name no length.
  if (!match || !match.slice(1).some((part) => part !== undefined)) return null;
  const [, weeks, days, hours, minutes, seconds] = match;
  const total =
    Number(weeks ?? 0) * 604_800 +
    Number(days ?? 0) * 86_400 +
    Number(hours ?? 0) * 3_600 +
    Number(minutes ?? 0) * 60 +
    Number((seconds ?? "0").replace(",", "."));
  return Math.round(total);
}
