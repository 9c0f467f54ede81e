// The monthly partitions of channel_stats_snapshots (migration 0012, ADR 025): whoever writes
// snapshots of a month asks for its partition first, so the rows go straight into it instead of
// the default partition (which would have to be emptied into it later). Creating one is a few
// milliseconds under a lock; one that exists costs one catalogue lookup.
import { sql } from "drizzle-orm";
import type { Database, Transaction } from "#db/database";
import { executeRows } from "#db/execute-rows";

/** The first days (YYYY-MM-01) of the months from `from` to `to` (YYYY-MM-DD), both included. */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = Number(to.slice(0, 4)) * 12 + Number(to.slice(5, 7));
  while (year * 12 + month <= last) {
    months.push(`${year}-${String(month).padStart(2, "0")}-01`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** Creates the partitions of every month from `from` to `to` that has none yet. */
export async function ensureSnapshotPartitions(executor: Database | Transaction, from: string, to: string = from): Promise<void> {
  const months = monthsBetween(from, to);
  if (months.length === 0) return;
  await executor.execute(
    sql`select ensure_channel_stats_snapshot_partition(m::date) from unnest(${sql.param(months)}::text[]) as m`,
  );
}

/**
 * Thins the oldest month before `before` (YYYY-MM-01) that still holds daily rows to each
 * channel's last snapshot of the month (domain/snapshot-retention.ts). One month a call, so a
 * daily run spreads the work; returns the month thinned, or null when none was left.
 */
export async function thinOldestSnapshotMonth(executor: Database | Transaction, before: string): Promise<string | null> {
  const rows = await executeRows<{ month: string }>(
    executor,
    sql`select to_char(to_date(substr(c.relname, 25), 'YYYY_MM'), 'YYYY-MM-DD') as month
      from pg_inherits i
      join pg_class c on c.oid = i.inhrelid
      where i.inhparent = 'channel_stats_snapshots'::regclass
        and c.relname ~ '^channel_stats_snapshots_[0-9]{4}_[0-9]{2}$'
        and coalesce(obj_description(c.oid, 'pg_class'), '') <> 'thinned'
        and to_date(substr(c.relname, 25), 'YYYY_MM') < ${before}::date
      order by 1
      limit 1`,
  );
  const month = rows[0]?.month;
  if (!month) return null;
  await executor.execute(sql`select thin_channel_stats_snapshot_partition(${month}::date)`);
  return month;
}
