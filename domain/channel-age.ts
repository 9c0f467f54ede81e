function channelAgeMonths(startDate: string | null | undefined, now: Date): number | null {
  if (!startDate) return null;
  const start = new Date(startDate);
  if (Number.isNaN(start.getTime()) || start.getTime() > now.getTime()) return null;
  let months = (now.getUTCFullYear() - start.getUTCFullYear()) * 12 + (now.getUTCMonth() - start.getUTCMonth());
  if (now.getUTCDate() < start.getUTCDate()) months -= 1;
  return Math.max(0, months);
}

export function channelAgeWords(startDate: string | null | undefined, now: Date): string {
  const months = channelAgeMonths(startDate, now);
  if (months === null) return "N/A";
  if (months === 0) return "Under a month";
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  if (years === 0) return plural(rest, "month");
  return rest === 0 ? plural(years, "year") : `${plural(years, "year")} ${plural(rest, "month")}`;
}
