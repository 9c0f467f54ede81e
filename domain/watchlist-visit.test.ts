import { describe, expect, it } from "vitest";
import { NEVER_SEEN, nextWatchlistVisit } from "#domain/watchlist-visit";

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 24, 9, 0) + minutes * 60_000);

describe("nextWatchlistVisit", () => {
  it("counts a first visit's changes from each follow", () => {
    expect(nextWatchlistVisit(null, at(0))).toEqual({ seenAt: NEVER_SEEN, lastVisitedAt: at(0) });
  });

  it("keeps showing the same changes on a reload within 30 minutes of the last look", () => {
    const visit = { seenAt: at(-600), lastVisitedAt: at(0) };
    expect(nextWatchlistVisit(visit, at(30))).toEqual({ seenAt: at(-600), lastVisitedAt: at(30) });
  });

  it("starts a new visit after more than 30 minutes, counting from the previous look", () => {
    const visit = { seenAt: at(-600), lastVisitedAt: at(0) };
    expect(nextWatchlistVisit(visit, at(31))).toEqual({ seenAt: at(0), lastVisitedAt: at(31) });
  });
});
