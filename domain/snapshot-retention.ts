// How long channel snapshots are kept day by day (ADR 025; FACTS: "keep a documented retention
// rule for snapshots"). Daily rows are kept for SNAPSHOT_DAILY_MONTHS whole months before the
// current one: the history charts, the 30-day growth, a year-over-year comparison. A month older
// than that keeps each channel's last snapshot of the month, so the long history stays (monthly,
// as the demo catalogue's) at a 30th of the rows. A channel's data goes entirely when the channel
// is deleted (the foreign key cascades).

/** Whole months, before the current one, whose daily snapshots are all kept. */
export const SNAPSHOT_DAILY_MONTHS = 13;

/** The first day (YYYY-MM-01) of the oldest month still kept daily on Pacific day `today`. */
export function dailyRetentionStart(today: string): string {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1 - SNAPSHOT_DAILY_MONTHS;
  const at = new Date(Date.UTC(year, month, 1));
  return at.toISOString().slice(0, 10);
}
