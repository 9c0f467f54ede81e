// "What changed since your last visit" on /watchlist: when a visit starts, and from when its
// changes are counted. A reload (or a look within the gap) is the same visit, so it keeps
// showing the changes it showed; a visit after a longer pause counts from the previous one.

/** Minutes without a look after which the next look is a new visit. */
const WATCHLIST_VISIT_GAP_MINUTES = 30;

/**
 * Before a member's first visit nothing was seen: each followed thing's changes count from the
 * moment it was followed (the later of this and the follow's time).
 */
export const NEVER_SEEN = new Date(0);

export type WatchlistVisit = { seenAt: Date; lastVisitedAt: Date };

/** The visit row after a look at `now`; `seenAt` is where this visit's changes start. */
export function nextWatchlistVisit(previous: WatchlistVisit | null, now: Date): WatchlistVisit {
  if (!previous) return { seenAt: NEVER_SEEN, lastVisitedAt: now };
  const newVisit = now.getTime() - previous.lastVisitedAt.getTime() > WATCHLIST_VISIT_GAP_MINUTES * 60_000;
  return { seenAt: newVisit ? previous.lastVisitedAt : previous.seenAt, lastVisitedAt: now };
}
