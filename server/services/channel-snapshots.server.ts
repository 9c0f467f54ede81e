// One read of a channel's snapshots for History and the calculators' prefill, so both project from the same rows.
import { eq, sql } from "drizzle-orm";
import type { Database } from "#db/database";
import { channelStatsSnapshots } from "#db/schema/catalogue";
import type { StatsSnapshot } from "#domain/channel-growth";
import { toFiniteNumber } from "#domain/numeric-input";

/** About three years of daily ones. */
const MAX_HISTORY_SNAPSHOTS = 1_100;

export async function readChannelSnapshots(db: Database, channelId: string): Promise<StatsSnapshot[]> {
  const rows = await db
    .select({
      day: channelStatsSnapshots.day,
      subscribers: channelStatsSnapshots.subscribers,
      views: channelStatsSnapshots.views,
    })
    .from(channelStatsSnapshots)
    .where(eq(channelStatsSnapshots.channelId, channelId))
    .orderBy(sql`${channelStatsSnapshots.day} desc`)
    .limit(MAX_HISTORY_SNAPSHOTS);
  return rows.map((row) => ({ day: row.day, subscribers: toFiniteNumber(row.subscribers), views: toFiniteNumber(row.views) }));
}
