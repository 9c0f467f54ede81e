// Channel counts read from channel_counts, which triggers on youtube_channels keep exact (see
// CHANNEL_COUNT_KINDS in db/schema/catalogue and migration 0005): a few primary-key reads
// instead of counting the catalogue's rows on every page that shows a number.
import { sql, type SQL } from "drizzle-orm";
import { OTHER_CHANNEL_TYPE } from "#domain/channel-type-ids";
import type { Database } from "#db/database";

// Written out with table names: inside a select from niches or channel_types, drizzle renders
// bare column names, and "id" would then bind to the wrong table.
const counted = (kind: string, key: SQL) =>
  sql`coalesce((select "cc"."channels" from "channel_counts" as "cc" where "cc"."kind" = ${kind} and "cc"."key" = ${key}), 0)`;

/**
 * A niche's channels, for a select from niches: niche_id = the niche, or no niche id and the
 * niche's name (the same rule as channelInNiche in niches.server.ts).
 */
export const nicheChannelCount = sql<number>`(${counted("niche_id", sql`"niches"."id"::text`)} + ${counted("niche_name", sql`"niches"."name"`)})`.mapWith(Number);

/**
 * A type's channels (spec §7 type filter: channel_type = id, or 'other' with
 * metadata.ui_channel_type = id), for the type id `typeId` (an SQL expression).
 */
export function typeChannelCount(typeId: SQL): SQL<number> {
  return sql<number>`(${counted("channel_type", typeId)} + case when ${typeId} = ${OTHER_CHANNEL_TYPE} then 0 else ${counted("other_ui_type", typeId)} end)`.mapWith(Number);
}

/** Every channel in the catalogue. */
export const allChannelsCount = sql<number>`${counted("all", sql`''`)}`.mapWith(Number);

/** The channels of one type. */
export async function countChannelsOfType(db: Database, typeId: string): Promise<number> {
  const [row] = await db.select({ n: typeChannelCount(sql`${typeId}::text`) }).from(sql`(select 1) as "one"`);
  return row?.n ?? 0;
}
