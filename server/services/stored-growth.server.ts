// The 30-day growth stored on each channel row (youtube_channels.growth_*), which the "Fastest
// growing (30 days)" sort and lists read through an index. domain/channel-growth decides the
// figures (growthFigures); this module reads the snapshots that can matter and writes them.
// Whoever writes snapshots calls it in the same transaction: the channel sync (import and the
// daily stats refresh). The demo seed computes the same figures from the snapshots it generates.
import { sql } from "drizzle-orm";
import { GROWTH_WINDOW_DAYS, type StatsSnapshot, growthFigures } from "#domain/channel-growth";
import { growthColumns } from "#db/channel-growth-columns";
import type { Database, Transaction } from "#db/database";
import { executeRows } from "#db/execute-rows";
import { channelStatsSnapshots, youtubeChannels } from "#db/schema/catalogue";

type SnapshotRow = { channel_id: string; day: string; subscribers: string | number | null; views: string | number | null };

const num = (value: string | number | null) => (value === null ? null : Number(value));

/**
 * Recomputes and stores the growth of the given channels. growthPair only ever compares the
 * latest snapshot with the latest one at or before (latest − window), or else the oldest, so
 * those three are all that is read: a few index probes a channel, however long its history.
 * updated_at is left alone: the figures follow the snapshots, not an edit of the channel.
 */
export async function refreshStoredGrowth(executor: Database | Transaction, channelIds: readonly string[]): Promise<void> {
  if (channelIds.length === 0) return;
  const ids = [...new Set(channelIds)];
  const snapshots = sql`${channelStatsSnapshots}`;
  const rows = await executeRows<SnapshotRow>(
    executor,
    sql`select picked.channel_id, picked.day::text as day, picked.subscribers, picked.views
      from unnest(${sql.param(ids)}::uuid[]) as channel(id)
      cross join lateral (select max(s.day) as day from ${snapshots} s where s.channel_id = channel.id) latest
      cross join lateral (
        (select s.channel_id, s.day, s.subscribers, s.views from ${snapshots} s where s.channel_id = channel.id and s.day = latest.day)
        union
        (select s.channel_id, s.day, s.subscribers, s.views from ${snapshots} s
          where s.channel_id = channel.id and s.day <= latest.day - ${GROWTH_WINDOW_DAYS}::int order by s.day desc limit 1)
        union
        (select s.channel_id, s.day, s.subscribers, s.views from ${snapshots} s where s.channel_id = channel.id order by s.day asc limit 1)
      ) picked`,
  );
  const byChannel = new Map<string, StatsSnapshot[]>(ids.map((id) => [id, []]));
  for (const row of rows) byChannel.get(row.channel_id)?.push({ day: row.day, subscribers: num(row.subscribers), views: num(row.views) });
  const columns = ids.map((id) => growthColumns(growthFigures(byChannel.get(id) ?? [])));
  await executor.execute(sql`update ${youtubeChannels} c
    set growth_days = g.days, growth_subscribers_change = g.change, growth_percent_30d = g.percent
    from unnest(
      ${sql.param(ids)}::uuid[],
      ${sql.param(columns.map((c) => c.growthDays))}::int[],
      ${sql.param(columns.map((c) => c.growthSubscribersChange))}::bigint[],
      ${sql.param(columns.map((c) => c.growthPercent30d))}::float8[]
    ) as g(id, days, change, percent)
    where c.id = g.id
      and (c.growth_days, c.growth_subscribers_change, c.growth_percent_30d) is distinct from (g.days, g.change, g.percent)`);
}
