// The YouTube Data API's quota resets at midnight Pacific Time, so usage is counted per Pacific
// calendar day (YouTube Data API: "Quota accounting per Pacific day"). Intl knows the daylight-saving rules.
const PACIFIC = "America/Los_Angeles";

const formatter = new Intl.DateTimeFormat("en-CA", { timeZone: PACIFIC, year: "numeric", month: "2-digit", day: "2-digit" });

/** The Pacific calendar day of an instant, as YYYY-MM-DD. */
export function pacificDay(at: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return formatter.format(at);
}
