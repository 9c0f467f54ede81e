// The 30-day growth stored on each channel row, so the growth sort reads an index. Written by whoever writes
// snapshots, in the same transaction.
import { sql } from "drizzle-orm";
import { GROWTH_WINDOW_DAYS, type StatsSnapshot, growthFigures } from "#domain/channel-growth";
import { growthColumns } from "#db/channel-growth-columns";
import type { Database, Transaction } from "#db/database";
import { executeRows } from "#db/execute-rows";
import { channelStatsSnapshots, youtubeChannels } from "#db/schema/catalogue";

type SnapshotRow = { channel_id: string; day: string; subscribers: string | number | null; views: string | number | null };

const num = (value: string | number | null) => (value === null ? null : Number(value));

/** growthPair compares only the latest, the one at latest − window and the oldest, so those three are read.
 * updated_at is left alone: the figures follow the snapshots, not an edit. */
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
  for (const row of rows)
    byChannel.get(row.channel_id)?.push({ day: row.day, subscribers: num(row.subscribers), views: num(row.views) });
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
