// Time to monetization: projections to the Partner Program's subscriber thresholds, each tier judged by the rules of
// its projected day with the uploads and Shorts views stored videos show (tierOutlooks), and cohort medians. Watch
// hours are not in the YouTube Data API (FACTS "Partner Program thresholds").
import { addMonths } from "#domain/calculators/calendar-months";
import { type StatsSnapshot, daysBetween, sortedSnapshots } from "#domain/channel-growth";
import {
  AD_TIER,
  LOWER_TIER,
  type PartnerProgramRuleOptions,
  type PartnerProgramRuleSet,
  type PartnerProgramTier,
  type UploadActivity,
  partnerProgramRulesOn,
} from "#domain/partner-program";
import { type SubscriberProjection, projectSubscribers } from "#domain/subscriber-projection";
import { DAYS_PER_MONTH } from "#domain/upload-rate";
import { decimalText } from "#domain/en-us-text";

const MONETIZATION_THRESHOLDS = [LOWER_TIER.subscribers, AD_TIER.subscribers] as const;

export const AD_REVENUE_SUBSCRIBERS = AD_TIER.subscribers;

/** A median of fewer channels is an anecdote. */
export const MIN_CHANNELS_FOR_MEDIAN = 3;

const BREAKING_IN_COHORT_MONTHS = [6, 12] as const;

export function monetizationProjections(snapshots: readonly StatsSnapshot[]): SubscriberProjection[] {
  return MONETIZATION_THRESHOLDS.map((threshold) => projectSubscribers(snapshots, threshold));
}

export type PartnerProgramTierName = "lower" | "ad";

/**
 * One tier as a channel page shows it: the subscriber projection, judged by the rule set in force
 * on the day it is projected to cross (today when it has crossed or cannot be dated), with what
 * the channel's stored uploads show of the tier's other conditions. Watch hours are never known.
 */
export interface TierOutlook {
  tier: PartnerProgramTierName;
  projection: SubscriberProjection;
  judgedOn: string;
  rules: PartnerProgramRuleSet;
  conditions: PartnerProgramTier;
  /** The lower tier's public uploads in 90 days: how many the stored uploads show (`exact` false: at least). */
  uploads: { needed: number; counted: number; exact: boolean; met: boolean } | null;
  /** The Shorts path: views of Shorts published in the last 90 days, a floor on the tier's Shorts views. */
  shorts: { needed: number; atLeast: number; met: boolean } | null;
}

/** `projections` as monetizationProjections returns them (lower tier, then ads). */
export function tierOutlooks(
  projections: readonly SubscriberProjection[],
  activity: UploadActivity | null,
  today: string,
  options: PartnerProgramRuleOptions,
): TierOutlook[] {
  const tiers: PartnerProgramTierName[] = ["lower", "ad"];
  return projections.flatMap((projection, index) => {
    const tier = tiers[index];
    if (!tier) return [];
    const judgedOn = projection.status === "projected" && projection.date > today ? projection.date : today;
    const rules = partnerProgramRulesOn(judgedOn, options);
    const conditions = tier === "ad" ? rules.adTier : rules.lowerTier;
    if (!conditions) return [];
    const uploads =
      conditions.uploadsIn90Days !== null && activity
        ? {
            needed: conditions.uploadsIn90Days,
            counted: activity.uploadsIn90Days,
            exact: activity.complete,
            met: activity.uploadsIn90Days >= conditions.uploadsIn90Days,
          }
        : null;
    const shorts =
      conditions.shortsViews !== null && activity && activity.shortsIn90Days > 0
        ? {
            needed: conditions.shortsViews,
            atLeast: activity.shortsViewsIn90DaysAtLeast,
            met: activity.shortsViewsIn90DaysAtLeast >= conditions.shortsViews,
          }
        : null;
    return [{ tier, projection, judgedOn, rules, conditions, uploads, shorts }];
  });
}

/** A channel past the threshold on its first snapshot is left out (its month is unknown). Monthly snapshots can
 * make the figure up to a month late, never early. */
export function monthsToThreshold(
  startDate: string | null,
  snapshots: readonly StatsSnapshot[],
  threshold: number = AD_REVENUE_SUBSCRIBERS,
): number | null {
  const points = sortedSnapshots(snapshots).filter((snapshot) => snapshot.subscribers !== null);
  const crossing = points.findIndex((snapshot) => (snapshot.subscribers ?? 0) >= threshold);
  if (crossing <= 0) return null;
  return monthsToCrossing(startDate, points[0]!.day, points[crossing]!.day);
}

export function monthsToCrossing(startDate: string | null, firstBelow: string | null, firstPast: string | null): number | null {
  if (!startDate || !firstBelow || !firstPast || !(firstBelow < firstPast)) return null;
  const days = daysBetween(startDate, firstPast);
  return Number.isFinite(days) && days >= 0 ? days / DAYS_PER_MONTH : null;
}

export function median(values: readonly number[]): number | null {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export type MedianMonths =
  | { status: "measured"; months: number; channels: number }
  | { status: "not-enough-data"; channels: number };

export function medianMonthsToThreshold(months: readonly (number | null)[]): MedianMonths {
  const measured = months.filter((value): value is number => value !== null);
  if (measured.length < MIN_CHANNELS_FOR_MEDIAN) return { status: "not-enough-data", channels: measured.length };
  return { status: "measured", months: Math.round(median(measured)! * 10) / 10, channels: measured.length };
}

export interface CohortChannel {
  startDate: string | null;
  subscribers: number | null;
  subscribersChange30d: number | null;
}

export interface BreakingInCohort {
  months: number;
  channels: number;
  passedAdThreshold: number;
  medianSubscribers: number | null;
  medianSubscribersChange30d: number | null;
}

export function startedWithin(startDate: string | null, asOf: string, months: number): boolean {
  return startedAfter(startDate, addMonths(asOf, -months), asOf);
}

function startedAfter(startDate: string | null, cohortStart: string, asOf: string): boolean {
  return startDate !== null && startDate > cohortStart && startDate <= asOf;
}

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

export function formatMonths(months: number): string {
  const rounded = Math.round(months * 10) / 10;
  return `${decimalText(rounded, { max: 1 })} ${rounded === 1 ? "month" : "months"}`;
}
