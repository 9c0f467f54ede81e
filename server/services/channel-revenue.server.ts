// What the revenue model (domain/revenue: channelRevenue) reads from the database, and the
// stored revenue columns (revenue_per_month, revenue_per_video, revenue_per_subscriber) the
// rankings, search filters and sorts read through an index. Every reader (channel page,
// calculator prefill, API) selects `revenueFactsColumns`, and every writer (sync, import,
// admin edit, niche edit, CSV import) calls refreshStoredRevenue after its write, so the stored
// figures are the model's midpoints for the very numbers the pages read. The demo seed computes
// the same function from the rows it generates.
import { eq, inArray, sql } from "drizzle-orm";
import { type ChannelRevenueFacts, type StoredRevenueColumns, channelRevenue, channelRevenueInputs, channelRevenueEstimate, storedRevenueColumns } from "#domain/revenue";
import type { ChannelRevenue } from "#domain/read-models/channel";
import { SHORTS_MAX_SECONDS } from "#domain/video-format";
import type { Database, Transaction } from "#db/database";
import { niches, youtubeChannels, youtubeVideoStats } from "#db/schema/catalogue";

const videos = youtubeVideoStats;

/**
 * The columns the model reads; select them from youtube_channels left-joined to niches on
 * niche_id. Shorts are told apart by duration (domain/video-format); uploads of unknown
 * duration count in neither total.
 */
export const revenueFactsColumns = {
  revenueSubscribers: youtubeChannels.totalSubscribers,
  revenueTotalViews: youtubeChannels.totalViews,
  revenueVideoCount: youtubeChannels.videoCount,
  revenueStartDate: youtubeChannels.startDate,
  // The date of the numbers: the last YouTube sync, else when the channel was added. Not
  // updated_at, which any edit (featuring a channel) moves without touching the numbers.
  revenueAsOf: sql<Date>`coalesce(${youtubeChannels.lastSyncedAt}, ${youtubeChannels.createdAt})`.mapWith(youtubeChannels.createdAt),
  revenueCountry: youtubeChannels.country,
  revenueCpm: youtubeChannels.cpm,
  revenueNicheRpmLow: niches.rpmLow,
  revenueNicheRpmHigh: niches.rpmHigh,
  revenueShortsViews: sql<string | null>`(select sum(${videos.views}) from ${videos} where ${videos.channelId} = ${youtubeChannels.id} and ${videos.durationSeconds} > 0 and ${videos.durationSeconds} <= ${SHORTS_MAX_SECONDS})`,
  revenueKnownFormatViews: sql<string | null>`(select sum(${videos.views}) from ${videos} where ${videos.channelId} = ${youtubeChannels.id} and ${videos.durationSeconds} > 0)`,
};

export type FormatViews = { revenueShortsViews: string | null; revenueKnownFormatViews: string | null };

/** The two sums over a channel's videos of revenueFactsColumns, read on their own (the channel page). */
export async function formatViewsOf(db: Database, channelId: string): Promise<FormatViews> {
  const [row] = await db
    .select({
      revenueShortsViews: sql<string | null>`sum(${videos.views}) filter (where ${videos.durationSeconds} > 0 and ${videos.durationSeconds} <= ${SHORTS_MAX_SECONDS})`,
      revenueKnownFormatViews: sql<string | null>`sum(${videos.views}) filter (where ${videos.durationSeconds} > 0)`,
    })
    .from(videos)
    .where(eq(videos.channelId, channelId));
  return row ?? { revenueShortsViews: null, revenueKnownFormatViews: null };
}

type FactsRow = { [K in keyof typeof revenueFactsColumns]: unknown };

/** The model's facts from a row selected with revenueFactsColumns. */
export function revenueFactsOf(row: FactsRow): ChannelRevenueFacts {
  return {
    subscribers: row.revenueSubscribers as ChannelRevenueFacts["subscribers"],
    totalViews: row.revenueTotalViews as ChannelRevenueFacts["totalViews"],
    videoCount: row.revenueVideoCount as ChannelRevenueFacts["videoCount"],
    startDate: row.revenueStartDate as string | null,
    asOf: row.revenueAsOf as Date,
    country: row.revenueCountry as string | null,
    cpm: row.revenueCpm as ChannelRevenueFacts["cpm"],
    nicheRpmLow: row.revenueNicheRpmLow as ChannelRevenueFacts["nicheRpmLow"],
    nicheRpmHigh: row.revenueNicheRpmHigh as ChannelRevenueFacts["nicheRpmHigh"],
    shortsViews: row.revenueShortsViews as ChannelRevenueFacts["shortsViews"],
    knownFormatViews: row.revenueKnownFormatViews as ChannelRevenueFacts["knownFormatViews"],
  };
}

/**
 * Recomputes the stored revenue columns of the given channels (or of every channel in a niche)
 * from the model. updated_at is left alone: the figures follow the numbers, they are not an edit.
 */
export async function refreshStoredRevenue(
  executor: Database | Transaction,
  target: { channelIds: readonly string[] } | { nicheId: string },
): Promise<Map<string, StoredRevenueColumns>> {
  const written = new Map<string, StoredRevenueColumns>();
  if ("channelIds" in target && target.channelIds.length === 0) return written;
  const where = "nicheId" in target ? eq(youtubeChannels.nicheId, target.nicheId) : inArray(youtubeChannels.id, [...new Set(target.channelIds)]);
  const rows = await executor
    .select({ id: youtubeChannels.id, ...revenueFactsColumns })
    .from(youtubeChannels)
    .leftJoin(niches, eq(niches.id, youtubeChannels.nicheId))
    .where(where);
  if (rows.length === 0) return written;
  const columns = rows.map((row) => storedRevenueColumns(channelRevenue(revenueFactsOf(row))));
  rows.forEach((row, index) => written.set(row.id, columns[index] as StoredRevenueColumns));
  await executor.execute(sql`update ${youtubeChannels} c
    set revenue_per_month = r.monthly, revenue_per_video = r.per_video, revenue_per_subscriber = r.per_subscriber
    from unnest(
      ${sql.param(rows.map((row) => row.id))}::uuid[],
      ${sql.param(columns.map((c) => c.revenuePerMonth))}::numeric[],
      ${sql.param(columns.map((c) => c.revenuePerVideo))}::numeric[],
      ${sql.param(columns.map((c) => c.revenuePerSubscriber))}::numeric[]
    ) as r(id, monthly, per_video, per_subscriber)
    where c.id = r.id
      and (c.revenue_per_month, c.revenue_per_video, c.revenue_per_subscriber) is distinct from (r.monthly, r.per_video, r.per_subscriber)`);
  return written;
}

/** A channel's revenue as pages and the API show it (members only: callers gate it). */
export function channelRevenueOf(row: FactsRow): ChannelRevenue {
  const facts = revenueFactsOf(row);
  const inputs = channelRevenueInputs(facts);
  const estimate = inputs ? channelRevenueEstimate(inputs) : null;
  return {
    asOf: facts.asOf.toISOString(),
    monthlyViews: estimate?.monthlyViews ?? null,
    rpm: estimate?.rpm ?? null,
    shortsPercent: inputs?.shortsPercent ?? null,
    revenuePerMonth: estimate?.monthly ?? null,
    revenuePerVideo: estimate?.perVideo ?? null,
    revenuePerSubscriber: estimate?.perSubscriber ?? null,
    twelveMonthPotential: estimate?.twelveMonth ?? null,
    totalRevenue: estimate?.total ?? null,
  };
}
