// The YouTube quota resets at midnight Pacific Time, so usage is counted per Pacific day.
const PACIFIC = "America/Los_Angeles";

const formatter = new Intl.DateTimeFormat("en-CA", { timeZone: PACIFIC, year: "numeric", month: "2-digit", day: "2-digit" });

export function pacificDay(at: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return formatter.format(at);
}
