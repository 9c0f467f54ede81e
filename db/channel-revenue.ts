// What the revenue model (domain/revenue: channelRevenue) reads from the database, and the
// stored columns lists read through an index: the channel's RPM (rpm) and the revenue midpoints
// (revenue_per_month, revenue_per_video, revenue_per_subscriber). Every reader (channel page,
// calculator prefill, rankings, API) selects `revenueFactsColumns`, and every writer (sync,
// import, admin edit, niche edit, the demo seed) calls refreshStoredRevenue after its write, so
// the stored figures are the model's for the very numbers the pages read.
import { eq, inArray, sql } from "drizzle-orm";
import { GROWTH_WINDOW_DAYS } from "#domain/channel-growth";
import { AD_TIER } from "#domain/partner-program";
import { VIEW_COUNT_CHANGE_DAY } from "#domain/view-counting";
import {
  type ChannelRevenueFacts,
  type StoredRevenueColumns,
  RECENT_UPLOAD_DAYS,
  RECENT_UPLOAD_MIN_AGE_DAYS,
  channelRevenue,
  storedRevenueColumns,
} from "#domain/revenue";
import { advertiserCpmFromRpm } from "#domain/ad-rates";
import type { ChannelRevenue } from "#domain/read-models/channel";
import { SHORTS_MAX_SECONDS } from "#domain/video-format";
import { forEachChannelBatch } from "#db/channel-batches";
import type { Database, Transaction } from "#db/database";
import { channelStatsSnapshots, niches, youtubeChannels, youtubeVideoStats } from "#db/schema/catalogue";
import { derivedFigures } from "#db/schema/operations";

const videos = youtubeVideoStats;
const snapshots = channelStatsSnapshots;

/**
 * The revenue model's version: stored figures made by an older one are rewritten at start-up
 * (rewriteStaleRevenue). Raise it whenever what the model computes from the same facts changes.
 */
const REVENUE_MODEL_VERSION = 3;

// The date of the numbers: the last YouTube sync, else when the channel was added. Not
// updated_at, which any edit (featuring a channel) moves without touching the numbers.
const asOf = sql`coalesce(${youtubeChannels.lastSyncedAt}, ${youtubeChannels.createdAt})`;

/**
 * The columns the model reads from the channel's own row; select them from youtube_channels
 * left-joined to niches on niche_id.
 */
export const revenueRowColumns = {
  revenueSubscribers: youtubeChannels.totalSubscribers,
  revenueTotalViews: youtubeChannels.totalViews,
  revenueVideoCount: youtubeChannels.videoCount,
  revenueStartDate: youtubeChannels.startDate,
  revenueAsOf: sql<Date>`${asOf}`.mapWith(youtubeChannels.createdAt),
  revenueCountry: youtubeChannels.country,
  revenueRpmOverride: youtubeChannels.rpmOverride,
  revenueNicheRpmLow: niches.rpmLow,
  revenueNicheRpmHigh: niches.rpmHigh,
};

/**
 * What it reads from the channel's videos and snapshots (correlated subqueries on
 * youtube_channels): Shorts told apart by duration (domain/video-format; uploads of unknown
 * duration count in neither total); the views gained over the last 30 days of snapshots, never
 * across YouTube's view-count change (domain/view-counting); the median views of the
 * uploads 7 to 180 days old; the views at the first snapshot past the ad tier that follows one
 * under it.
 */
const revenueHistoryColumns = {
  revenueShortsViews: sql<
    string | null
  >`(select sum(${videos.views}) from ${videos} where ${videos.channelId} = ${youtubeChannels.id} and ${videos.durationSeconds} > 0 and ${videos.durationSeconds} <= ${SHORTS_MAX_SECONDS})`,
  revenueKnownFormatViews: sql<
    string | null
  >`(select sum(${videos.views}) from ${videos} where ${videos.channelId} = ${youtubeChannels.id} and ${videos.durationSeconds} > 0)`,
  // domain/channel-growth viewsGrowthPair in SQL: among the snapshots counted under the latest
  // one's view-count rule (domain/view-counting: from the change day on, when the latest is),
  // the latest at or before (latest − 30 days), else the oldest; two index probes.
  revenueViewsGained: sql<{
    views: string | number | null;
    days: number;
  } | null>`(select json_build_object('views', latest.views - base.views, 'days', latest.day - base.day)
      from (select ${snapshots.views} as views, ${snapshots.day} as day from ${snapshots} where ${snapshots.channelId} = ${youtubeChannels.id} order by ${snapshots.day} desc limit 1) latest
      cross join lateral (select case when latest.day >= ${VIEW_COUNT_CHANGE_DAY}::date then ${VIEW_COUNT_CHANGE_DAY}::date else '-infinity'::date end as since) rule
      cross join lateral (select b.views, b.day from (
          (select s.views, s.day, 0 as pick from ${snapshots} s where s.channel_id = ${youtubeChannels.id} and s.day >= rule.since and s.day <= latest.day - ${GROWTH_WINDOW_DAYS}::int order by s.day desc limit 1)
          union all
          (select s.views, s.day, 1 as pick from ${snapshots} s where s.channel_id = ${youtubeChannels.id} and s.day >= rule.since and s.day < latest.day order by s.day asc limit 1)
        ) b order by b.pick limit 1) base)`,
  revenueRecentUploads: sql<{
    median: number | null;
    count: number;
  } | null>`(select json_build_object('median', percentile_cont(0.5) within group (order by ${videos.views}), 'count', count(*))
      from ${videos} where ${videos.channelId} = ${youtubeChannels.id}
        and ${videos.publishedAt} <= ${asOf} - interval '${sql.raw(String(RECENT_UPLOAD_MIN_AGE_DAYS))} days'
        and ${videos.publishedAt} > ${asOf} - interval '${sql.raw(String(RECENT_UPLOAD_DAYS))} days')`,
  revenueViewsWhenEligible: sql<{
    views: number | null;
    day: string;
  } | null>`(select json_build_object('views', s.views, 'day', s.day) from ${snapshots} s
      where s.channel_id = ${youtubeChannels.id} and s.subscribers >= ${AD_TIER.subscribers}
        and exists (select 1 from ${snapshots} b where b.channel_id = ${youtubeChannels.id} and b.day < s.day and b.subscribers < ${AD_TIER.subscribers})
      order by s.day limit 1)`,
};

/** Everything the model reads: the row's columns and its history's. */
export const revenueFactsColumns = { ...revenueRowColumns, ...revenueHistoryColumns };

export type RevenueHistoryFacts = { [K in keyof typeof revenueHistoryColumns]: unknown };

/** The history part of one channel's facts, read on its own (the channel page keeps loading when it fails). */
export async function revenueHistoryOf(db: Database, channelId: string): Promise<RevenueHistoryFacts> {
  // The join only makes drizzle name the table in the subqueries' correlation: from one table
  // alone it writes a bare "id", which inside them would mean the videos' or snapshots' own id.
  const [row] = await db
    .select(revenueHistoryColumns)
    .from(youtubeChannels)
    .leftJoin(niches, eq(niches.id, youtubeChannels.nicheId))
    .where(eq(youtubeChannels.id, channelId));
  return row ?? NO_REVENUE_HISTORY;
}

/** No history known: the model falls back to the lifetime averages and calls the total an upper bound. */
export const NO_REVENUE_HISTORY: RevenueHistoryFacts = {
  revenueShortsViews: null,
  revenueKnownFormatViews: null,
  revenueViewsGained: null,
  revenueRecentUploads: null,
  revenueViewsWhenEligible: null,
};

type FactsRow = { [K in keyof typeof revenueFactsColumns]: unknown };

/** JSON from a subquery: the pg driver parses it, PGlite too; a string is parsed here. */
function json<T>(value: unknown): T | null {
  if (value === null || value === undefined) return null;
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

/** The model's facts from a row selected with revenueFactsColumns. */
export function revenueFactsOf(row: FactsRow): ChannelRevenueFacts {
  const recent = json<{ median: number | null; count: number }>(row.revenueRecentUploads);
  const eligible = json<{ views: number | null; day: string }>(row.revenueViewsWhenEligible);
  const gain = json<{ views: string | number | null; days: number }>(row.revenueViewsGained);
  return {
    subscribers: row.revenueSubscribers as ChannelRevenueFacts["subscribers"],
    totalViews: row.revenueTotalViews as ChannelRevenueFacts["totalViews"],
    videoCount: row.revenueVideoCount as ChannelRevenueFacts["videoCount"],
    startDate: row.revenueStartDate as string | null,
    asOf: row.revenueAsOf as Date,
    country: row.revenueCountry as string | null,
    rpmOverride: row.revenueRpmOverride as ChannelRevenueFacts["rpmOverride"],
    nicheRpmLow: row.revenueNicheRpmLow as ChannelRevenueFacts["nicheRpmLow"],
    nicheRpmHigh: row.revenueNicheRpmHigh as ChannelRevenueFacts["nicheRpmHigh"],
    shortsViews: row.revenueShortsViews as ChannelRevenueFacts["shortsViews"],
    knownFormatViews: row.revenueKnownFormatViews as ChannelRevenueFacts["knownFormatViews"],
    viewsGain: gain === null || gain.views === null ? null : { views: gain.views, days: gain.days },
    recentUploads: recent && recent.median !== null ? { medianViews: recent.median, count: recent.count } : null,
    viewsWhenEligible:
      eligible && eligible.views !== null ? { views: eligible.views, day: String(eligible.day).slice(0, 10) } : null,
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
  const where =
    "nicheId" in target
      ? eq(youtubeChannels.nicheId, target.nicheId)
      : inArray(youtubeChannels.id, [...new Set(target.channelIds)]);
  const rows = await executor
    .select({ id: youtubeChannels.id, ...revenueFactsColumns })
    .from(youtubeChannels)
    .leftJoin(niches, eq(niches.id, youtubeChannels.nicheId))
    .where(where);
  if (rows.length === 0) return written;
  const columns = rows.map((row) => storedRevenueColumns(channelRevenue(revenueFactsOf(row))));
  rows.forEach((row, index) => written.set(row.id, columns[index] as StoredRevenueColumns));
  await executor.execute(sql`update ${youtubeChannels} c
    set rpm = r.rpm, revenue_per_month = r.monthly, revenue_per_video = r.per_video, revenue_per_subscriber = r.per_subscriber
    from unnest(
      ${sql.param(rows.map((row) => row.id))}::uuid[],
      ${sql.param(columns.map((c) => c.rpm))}::numeric[],
      ${sql.param(columns.map((c) => c.revenuePerMonth))}::numeric[],
      ${sql.param(columns.map((c) => c.revenuePerVideo))}::numeric[],
      ${sql.param(columns.map((c) => c.revenuePerSubscriber))}::numeric[]
    ) as r(id, rpm, monthly, per_video, per_subscriber)
    where c.id = r.id
      and (c.rpm, c.revenue_per_month, c.revenue_per_video, c.revenue_per_subscriber) is distinct from (r.rpm, r.monthly, r.per_video, r.per_subscriber)`);
  return written;
}

const REWRITE_BATCH = 500;

/**
 * Rewrites every channel's stored figures when they were made by an older revenue model, then
 * records the version. Called once at start-up by the process that migrates; returns how many
 * channels it rewrote (0 when up to date).
 */
export async function rewriteStaleRevenue(db: Database, onProgress?: (done: number) => void): Promise<number> {
  const [stored] = await db
    .select({ version: derivedFigures.version })
    .from(derivedFigures)
    .where(eq(derivedFigures.name, "revenue-model"));
  if (stored?.version === REVENUE_MODEL_VERSION) return 0;
  const done = await forEachChannelBatch(db, REWRITE_BATCH, async (channelIds, doneSoFar) => {
    await refreshStoredRevenue(db, { channelIds });
    onProgress?.(doneSoFar);
  });
  await db
    .insert(derivedFigures)
    .values({ name: "revenue-model", version: REVENUE_MODEL_VERSION, computedAt: new Date() })
    .onConflictDoUpdate({ target: derivedFigures.name, set: { version: REVENUE_MODEL_VERSION, computedAt: new Date() } });
  return done;
}

/** Marks freshly seeded or migrated figures as made by this model (the seed computes them with it). */
export async function markRevenueCurrent(executor: Database | Transaction): Promise<void> {
  await executor
    .insert(derivedFigures)
    .values({ name: "revenue-model", version: REVENUE_MODEL_VERSION })
    .onConflictDoUpdate({ target: derivedFigures.name, set: { version: REVENUE_MODEL_VERSION, computedAt: new Date() } });
}

/** A channel's revenue as pages and the API show it (members only: callers gate it). */
export function channelRevenueOf(row: FactsRow): ChannelRevenue {
  const facts = revenueFactsOf(row);
  const result = channelRevenue(facts);
  const earns = result?.eligibility.eligible !== false;
  const money = <T>(value: T | null | undefined): T | null => (earns ? (value ?? null) : null);
  const estimate = result?.estimate;
  return {
    asOf: facts.asOf.toISOString(),
    eligibility: result?.eligibility ?? { eligible: true },
    basis: result?.basis ?? null,
    monthlyViews: estimate?.monthlyViews ?? null,
    rpm: estimate?.rpm ?? null,
    advertiserCpm: estimate
      ? {
          low: advertiserCpmFromRpm(estimate.rpm.low) ?? 0,
          mid: advertiserCpmFromRpm(estimate.rpm.mid) ?? 0,
          high: advertiserCpmFromRpm(estimate.rpm.high) ?? 0,
        }
      : null,
    shortsPercent: result?.inputs.shortsPercent ?? null,
    revenuePerMonth: money(estimate?.monthly),
    revenuePerVideo: money(estimate?.perVideo),
    revenuePerSubscriber: money(estimate?.perSubscriber),
    twelveMonthPotential: money(estimate?.twelveMonth),
    totalRevenue: money(estimate?.total),
  };
}
