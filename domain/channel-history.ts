// The channel page's History read model: the snapshots, the 30-day growth, and the projections
// of the next milestone and of the Partner Program thresholds — all from the one projection rule
// (domain/subscriber-projection), so the History and Time to monetization cards agree.
import { type StatsSnapshot, type WindowGrowth, sortedSnapshots, windowGrowth } from "#domain/channel-growth";
import { type MilestoneProjection, type SubscriberProjection, projectNextMilestone } from "#domain/subscriber-projection";
import { monetizationProjections } from "#domain/time-to-monetization";

/** Everything the History and Time to monetization sections show. */
export interface ChannelHistory {
  /** Oldest first. */
  points: StatsSnapshot[];
  growth: WindowGrowth | null;
  milestone: MilestoneProjection;
  /** 500 and 1,000 subscribers, in that order. */
  monetization: SubscriberProjection[];
}

export function channelHistory(snapshots: readonly StatsSnapshot[]): ChannelHistory {
  const points = sortedSnapshots(snapshots);
  return { points, growth: windowGrowth(points), milestone: projectNextMilestone(points), monetization: monetizationProjections(points) };
}
