// /watchlist's "since your last visit": a reload within the gap is the same visit and keeps its changes.

const WATCHLIST_VISIT_GAP_MINUTES = 30;

/** Before the first visit, changes count from each follow. */
export const NEVER_SEEN = new Date(0);

export type WatchlistVisit = { seenAt: Date; lastVisitedAt: Date };

export function nextWatchlistVisit(previous: WatchlistVisit | null, now: Date): WatchlistVisit {
  if (!previous) return { seenAt: NEVER_SEEN, lastVisitedAt: now };
  const newVisit = now.getTime() - previous.lastVisitedAt.getTime() > WATCHLIST_VISIT_GAP_MINUTES * 60_000;
  return { seenAt: newVisit ? previous.lastVisitedAt : previous.seenAt, lastVisitedAt: now };
}
