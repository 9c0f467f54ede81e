// A video's views at fixed ages (ADR 024): 1, 7, 30 and 90 days after it was published, so
// videos can be compared at equal age (a 3-day-old upload with its lifetime views beside a
// year-old one's says nothing). The daily refresh records each age once, from the free uploads
// feed while the video is among the channel's 15 newest uploads, else by a batched videos.list
// (50 ids for 1 unit). An age is recorded only inside its window (a late reading is not the same
// figure); one missed — the refresh was stopped, the quota spent — stays missing rather than
// being filled with a reading of another age.

/** The ages (days after publishing) whose views are kept: the first day, the first week, month and quarter. */
export const VIDEO_AGES = [1, 7, 30, 90] as const;
export type VideoAge = (typeof VIDEO_AGES)[number];

/**
 * How late a reading may come and still count as that age, in days: the refresh runs once a day,
 * so a day of slack for the young ages; the older ones grow slowly enough that a few days late
 * changes the figure by a few percent at most.
 */
const VIDEO_AGE_WINDOW_DAYS: Record<VideoAge, number> = { 1: 1, 7: 2, 30: 3, 90: 5 };

/** The uploads feed lists a channel's newest 15 uploads (FACTS): older videos need the API. */
export const FEED_ENTRIES = 15;

const DAY_MS = 86_400_000;

/** A video's age in days (fractional) at `at`. */
function videoAgeDays(publishedAt: Date, at: Date): number {
  return (at.getTime() - publishedAt.getTime()) / DAY_MS;
}

/** The age whose window `at` falls in for a video published at `publishedAt`, or null. */
export function ageInWindow(publishedAt: Date, at: Date): VideoAge | null {
  const days = videoAgeDays(publishedAt, at);
  for (const age of VIDEO_AGES) if (days >= age && days < age + VIDEO_AGE_WINDOW_DAYS[age]) return age;
  return null;
}

/** Publish times whose `age` is due at `at`: published in (at − age − window, at − age]. */
export function publishedRangeForAge(age: VideoAge, at: Date): { from: Date; to: Date } {
  return {
    from: new Date(at.getTime() - (age + VIDEO_AGE_WINDOW_DAYS[age]) * DAY_MS),
    to: new Date(at.getTime() - age * DAY_MS),
  };
}

/**
 * The ages a channel uploading `uploadsPerDay` videos reads through the API: a video leaves the
 * feed after FEED_ENTRIES newer uploads, so every age at or past FEED_ENTRIES ÷ rate days.
 */
export function apiAgesFor(uploadsPerDay: number): VideoAge[] {
  if (uploadsPerDay <= 0) return [];
  const inFeedDays = FEED_ENTRIES / uploadsPerDay;
  return VIDEO_AGES.filter((age) => age >= inFeedDays);
}
