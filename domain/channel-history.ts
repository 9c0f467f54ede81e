// The channel page's History read model: the snapshots, the 30-day growth, and the projections
// of the next milestone and of the Partner Program thresholds — all from the one projection rule
// (domain/subscriber-projection), so the History and Time to monetization cards agree. Each
// point says which view-count rule its views were counted under (domain/view-counting).
import { type StatsSnapshot, type WindowGrowth, sortedSnapshots, windowGrowth } from "#domain/channel-growth";
import { type MilestoneProjection, type SubscriberProjection, projectNextMilestone } from "#domain/subscriber-projection";
import { monetizationProjections } from "#domain/time-to-monetization";
import { VIEW_COUNT_CHANGE_DAY, type ViewCountRule, viewCountRuleOn } from "#domain/view-counting";

/** One snapshot as the History shows it. */
interface HistoryPoint extends StatsSnapshot {
  /** The rule YouTube counted this day's views under: a fact of its day, not a stored column. */
  viewCountRule: ViewCountRule;
}

/** Everything the History and Time to monetization sections show. */
export interface ChannelHistory {
  /** Oldest first. */
  points: HistoryPoint[];
  growth: WindowGrowth | null;
  milestone: MilestoneProjection;
  /** 500 and 1,000 subscribers, in that order. */
  monetization: SubscriberProjection[];
  /**
   * YouTube's view-count change day when the points have views on both sides of it (the charts
   * mark it, the page says views across it are not comparable); else null.
   */
  viewCountChange: string | null;
}

/** Snapshots with the rule each was counted under, oldest first. */
function historyPoints(snapshots: readonly StatsSnapshot[]): HistoryPoint[] {
  return sortedSnapshots(snapshots).map((snapshot) => ({ ...snapshot, viewCountRule: viewCountRuleOn(snapshot.day) }));
}

/** The change day when `days` (any order) fall on both sides of it; else null. */
export function viewCountChangeWithin(days: readonly string[]): string | null {
  const rules = new Set(days.map(viewCountRuleOn));
  return rules.size > 1 ? VIEW_COUNT_CHANGE_DAY : null;
}

export function channelHistory(snapshots: readonly StatsSnapshot[]): ChannelHistory {
  const points = historyPoints(snapshots);
  return {
    points,
    growth: windowGrowth(points),
    milestone: projectNextMilestone(points),
    monetization: monetizationProjections(points),
    viewCountChange: viewCountChangeWithin(points.filter((point) => point.views !== null).map((point) => point.day)),
  };
}
