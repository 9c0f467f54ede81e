// The YouTube quota resets at midnight Pacific Time, so usage is counted per Pacific day.
const PACIFIC = "America/Los_Angeles";

let formatter: Intl.DateTimeFormat | undefined;

export function pacificDay(at: Date = new Date()): string {
  // Built on first use, not as a page's modules load: building it loads time-zone data.
  // en-CA formats as YYYY-MM-DD.
  formatter ??= new Intl.DateTimeFormat("en-CA", { timeZone: PACIFIC, year: "numeric", month: "2-digit", day: "2-digit" });
  return formatter.format(at);
}
