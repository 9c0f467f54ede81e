// Time to monetization and breaking in: when a channel should reach the Partner Program's
// subscriber thresholds at its recent pace, how long the directory's channels took to reach
// 1,000 subscribers, and how the channels started in the last 6 and 12 months are doing.
//
// YouTube's thresholds (research notes, "Partner Program thresholds"): ad revenue needs 1,000
// subscribers and 4,000 watch hours in 12 months (or 10M Shorts views in 90 days); the lower
// tier (fan funding, Shopping) needs 500 subscribers and 3,000 watch hours (or 3M Shorts
// views). Watch hours are not in the YouTube Data API, so everything here is about subscribers.
import { addMonths } from "#domain/calculators/calendar-months";
import { type StatsSnapshot, daysBetween, sortedSnapshots } from "#domain/channel-growth";
import { type SubscriberProjection, projectSubscribers } from "#domain/subscriber-projection";
import { DAYS_PER_MONTH } from "#domain/upload-rate";

/** The lower tier (500) and the ad-revenue tier (1,000) of the Partner Program, in subscribers. */
const MONETIZATION_THRESHOLDS = [500, 1_000] as const;

/** The subscriber threshold of ad revenue: "months to 1,000" and "passed 1,000" use it. */
export const AD_REVENUE_SUBSCRIBERS = 1_000;

/** A median of fewer channels than this is an anecdote: "not enough data" instead. */
export const MIN_CHANNELS_FOR_MEDIAN = 3;

/** The two cohorts of "breaking in": channels started in the last 6 and in the last 12 months. */
const BREAKING_IN_COHORT_MONTHS = [6, 12] as const;

/**
 * The 500 and 1,000 projections of a channel, in that order: the one projection rule
 * (domain/subscriber-projection), the same that dates the channel page's next milestone.
 */
export function monetizationProjections(snapshots: readonly StatsSnapshot[]): SubscriberProjection[] {
  return MONETIZATION_THRESHOLDS.map((threshold) => projectSubscribers(snapshots, threshold));
}

/**
 * Months from a channel's start date to the first snapshot at or past `threshold`, when its
 * history shows the crossing (an earlier snapshot below it). A channel already past it on its
 * first snapshot crossed before the history starts and is left out: its month is unknown. With
 * monthly snapshots the figure can be up to a month late (the crossing happened between the two
 * snapshots); it is never early.
 */
export function monthsToThreshold(startDate: string | null, snapshots: readonly StatsSnapshot[], threshold: number = AD_REVENUE_SUBSCRIBERS): number | null {
  const points = sortedSnapshots(snapshots).filter((snapshot) => snapshot.subscribers !== null);
  const crossing = points.findIndex((snapshot) => (snapshot.subscribers ?? 0) >= threshold);
  if (crossing <= 0) return null;
  return monthsToCrossing(startDate, points[0]!.day, points[crossing]!.day);
}

/**
 * monthsToThreshold from the two days that decide it — the first snapshot below the threshold
 * and the first at or past it (what a grouped query gives per channel): a crossing is seen when
 * the first below comes first.
 */
export function monthsToCrossing(startDate: string | null, firstBelow: string | null, firstPast: string | null): number | null {
  if (!startDate || !firstBelow || !firstPast || !(firstBelow < firstPast)) return null;
  const days = daysBetween(startDate, firstPast);
  return Number.isFinite(days) && days >= 0 ? days / DAYS_PER_MONTH : null;
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export type MedianMonths = { status: "measured"; months: number; channels: number } | { status: "not-enough-data"; channels: number };

/** The median months to 1,000 subscribers of a group's channels, from their monthsToThreshold. */
export function medianMonthsToThreshold(months: readonly (number | null)[]): MedianMonths {
  const measured = months.filter((value): value is number => value !== null);
  if (measured.length < MIN_CHANNELS_FOR_MEDIAN) return { status: "not-enough-data", channels: measured.length };
  return { status: "measured", months: Math.round(median(measured)! * 10) / 10, channels: measured.length };
}

/** What a cohort needs to know about one channel. */
export interface CohortChannel {
  startDate: string | null;
  subscribers: number | null;
  /** Subscribers gained over the stored 30-day growth window; null without history. */
  subscribersChange30d: number | null;
}

export interface BreakingInCohort {
  months: number;
  /** Channels with a start date in the last `months` months (before the as-of day). */
  channels: number;
  /** How many of them are at or past 1,000 subscribers. */
  passedAdThreshold: number;
  medianSubscribers: number | null;
  /** Median subscribers gained in 30 days, among those with history. */
  medianSubscribersChange30d: number | null;
}

/** Whether a channel started within `months` calendar months before `asOf` (both "YYYY-MM-DD"). */
export function startedWithin(startDate: string | null, asOf: string, months: number): boolean {
  return startedAfter(startDate, addMonths(asOf, -months), asOf);
}

/** startedWithin with the cohort's first day worked out once (a catalogue has many channels). */
function startedAfter(startDate: string | null, cohortStart: string, asOf: string): boolean {
  return startDate !== null && startDate > cohortStart && startDate <= asOf;
}

/** The channels of a group started in the last 6 and 12 months before `asOf`, with their growth. */
export function breakingInCohorts(channels: readonly CohortChannel[], asOf: string): BreakingInCohort[] {
  return BREAKING_IN_COHORT_MONTHS.map((months) => {
    const cohortStart = addMonths(asOf, -months);
    const cohort = channels.filter((channel) => startedAfter(channel.startDate, cohortStart, asOf));
    const subscribers = cohort.flatMap((channel) => (channel.subscribers === null ? [] : [channel.subscribers]));
    const changes = cohort.flatMap((channel) => (channel.subscribersChange30d === null ? [] : [channel.subscribersChange30d]));
    const medianSubscribers = median(subscribers);
    const medianChange = median(changes);
    return {
      months,
      channels: cohort.length,
      passedAdThreshold: subscribers.filter((value) => value >= AD_REVENUE_SUBSCRIBERS).length,
      medianSubscribers: medianSubscribers === null ? null : Math.round(medianSubscribers),
      medianSubscribersChange30d: medianChange === null ? null : Math.round(medianChange),
    };
  });
}

/** "7.5 months", "1 month": a median duration as the pages write it. */
export function formatMonths(months: number): string {
  const rounded = Math.round(months * 10) / 10;
  return `${rounded.toLocaleString("en-US", { maximumFractionDigits: 1 })} ${rounded === 1 ? "month" : "months"}`;
}
