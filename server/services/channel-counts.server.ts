// Channel counts from channel_counts, kept exact by triggers: a few primary-key reads instead of counting rows.
import { sql, type SQL } from "drizzle-orm";
import { OTHER_CHANNEL_TYPE } from "#domain/channel-type-ids";
import type { Database } from "#db/database";

// Table names written out: inside a select from niches or channel_types drizzle renders bare column names,
// and "id" would bind to the wrong table.
const counted = (kind: string, key: SQL) =>
  sql`coalesce((select "cc"."channels" from "channel_counts" as "cc" where "cc"."kind" = ${kind} and "cc"."key" = ${key}), 0)`;

/** Same rule as channelInNiche in niches.server.ts. */
export const nicheChannelCount =
  sql<number>`(${counted("niche_id", sql`"niches"."id"::text`)} + ${counted("niche_name", sql`"niches"."name"`)})`.mapWith(
    Number,
  );

/** Spec §7 type filter: channel_type = id, or 'other' with metadata.ui_channel_type = id. */
export function typeChannelCount(typeId: SQL): SQL<number> {
  return sql<number>`(${counted("channel_type", typeId)} + case when ${typeId} = ${OTHER_CHANNEL_TYPE} then 0 else ${counted("other_ui_type", typeId)} end)`.mapWith(
    Number,
  );
}

export const allChannelsCount = sql<number>`${counted("all", sql`''`)}`.mapWith(Number);

export async function countChannelsOfType(db: Database, typeId: string): Promise<number> {
  const [row] = await db.select({ n: typeChannelCount(sql`${typeId}::text`) }).from(sql`(select 1) as "one"`);
  return row?.n ?? 0;
}
