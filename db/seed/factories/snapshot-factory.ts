// Stats history of a channel (channel_stats_snapshots rows), following its growth curve.
import type { channelStatsSnapshots } from "#db/schema/catalogue";
import { type GrowthFields, metricsAt } from "#db/seed/factories/channel-growth";
import { addMonths, isoDay, parseIsoDay } from "#db/seed/factories/reference-date";

export type NewSnapshot = typeof channelStatsSnapshots.$inferInsert;

/**
 * One snapshot per month for the last `months` months, oldest first; the newest is taken at
 * the channel's last sync and equals its current numbers. Months before the channel started
 * have no snapshot (a channel that did not exist yet was never measured), so a young channel
 * has fewer than `months`.
 */
export function buildMonthlySnapshots(channel: GrowthFields & { lastSyncedAt: Date }, months = 12): NewSnapshot[] {
  const snapshots: NewSnapshot[] = [];
  for (let back = months - 1; back >= 0; back--) {
    const at = addMonths(channel.lastSyncedAt, -back);
    if (channel.startDate && at < parseIsoDay(channel.startDate)) continue;
    const metrics = metricsAt(channel, at);
    snapshots.push({
      channelId: channel.id,
      day: isoDay(at),
      subscribers: metrics.subscribers,
      views: metrics.views,
      videoCount: metrics.videoCount,
      createdAt: at,
    });
  }
  return snapshots;
}
