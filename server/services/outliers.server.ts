// Outlier videos for /outliers, the API and the guide pages' signal. Public YouTube data, no revenue.
import { eq, inArray, sql } from "drizzle-orm";
import { channelSlug } from "#domain/channel-slug";
import { type RepeatIndex, repeatChannels, utcDayNumber } from "#domain/outlier-repeats";
import { OUTLIER_THRESHOLD } from "#domain/outlier-score";
import {
  OUTLIER_RATE_MONTHS,
  OUTLIER_SIGNAL_DAYS,
  type OutlierChannelCounts,
  type OutlierMonth,
  outlierMonths,
  readOutlierSignal,
} from "#domain/outlier-signal";
import type { OutlierSearchQuery } from "#domain/outlier-search-params";
import type { OutlierList, OutlierSignal, OutlierVideo } from "#domain/read-models/outliers";
import { videoFormat } from "#domain/video-format";
import type { Database } from "#db/database";
import { executeRows } from "#db/execute-rows";
import { niches, youtubeChannels, youtubeVideoStats } from "#db/schema/catalogue";
import { channelGroupTypeSql, channelsWithGroups, groupKey } from "#server/services/catalogue-insights.server";
import { catalogueMemo } from "#server/services/catalogue-memo.server";
import { outlierRepeatsMemo } from "#server/services/outlier-repeats.server";
import { effectiveTypeSql } from "#server/services/channel-types.server";
import { outlierIndexMemo, outlierPage } from "#server/services/outlier-index.server";

const DAY_MS = 86_400_000;
const OUTLIERS_ON_GUIDE_PAGE = 6;

type OutlierRow = {
  video_id: string;
  title: string;
  thumbnail_url: string | null;
  views: string | number;
  outlier_score: number;
  outlier_age_days: number | null;
  outlier_usual_views: number | null;
  duration_seconds: number | null;
  published_at: string | Date;
  channel_id: string;
  channel_title: string;
  channel_type: string | null;
  /** The type the channel is grouped under (channelsWithGroups), which its repeats are counted in. */
  group_type: string | null;
  country: string | null;
  subscribers: string | number | null;
  is_demo: boolean;
};

function toOutlierVideo(row: OutlierRow, repeats: RepeatIndex): OutlierVideo {
  // Stored beside the score; a row scored before it was stored compared lifetime views, so views ÷ score.
  const usual = row.outlier_usual_views ?? Number(row.views) / row.outlier_score;
  return {
    videoId: row.video_id,
    title: row.title,
    thumbnailUrl: row.thumbnail_url,
    views: Number(row.views),
    score: row.outlier_score,
    comparedAtAgeDays: row.outlier_age_days,
    comparedViews: row.outlier_age_days === null ? Number(row.views) : Math.round(row.outlier_score * usual),
    usualViews: Math.round(usual),
    // Scored videos always have a duration, so a format.
    format: videoFormat(row.duration_seconds) ?? "long",
    durationSeconds: row.duration_seconds,
    publishedAt: new Date(row.published_at).toISOString(),
    repeatChannels: repeatChannels(repeats, { type: row.group_type, day: utcDayNumber(new Date(row.published_at)) }),
    channel: {
      id: row.channel_id,
      slug: channelSlug(row.channel_title, row.channel_id),
      title: row.channel_title,
      channelType: row.channel_type,
      country: row.country,
      subscribers: row.subscribers === null ? null : Number(row.subscribers),
      isDemo: row.is_demo,
    },
  };
}

/** The newest scored upload: "published within" and the signal's window count back from it. */
async function newestScoredUpload(db: Database): Promise<Date | null> {
  const v = youtubeVideoStats;
  const [row] = await executeRows<{ newest: string | Date | null }>(
    db,
    sql`select max(${v.publishedAt}) as newest from ${v} where ${v.outlierScore} is not null`,
  );
  return row?.newest ? new Date(row.newest) : null;
}

/** A niche's or a type's figures (the keys the niche and type figures use). */
type GroupKey = ReturnType<typeof groupKey.niche | typeof groupKey.type>;

/** What the signal and the monthly rates are read from, for every niche and type at once. */
interface OutlierBaseRates {
  asOf: Date | null;
  catalogue: OutlierChannelCounts;
  groups: Map<GroupKey, OutlierChannelCounts>;
  months: Map<GroupKey | "catalogue", OutlierMonth[]>;
  /** Each group's best outliers of the signal's window (row ids, best first), as its page lists them. */
  recentBest: Map<GroupKey, string[]>;
}

function recentBestOf(rows: { kind: "niche" | "type"; group_id: string; id: string }[]): Map<GroupKey, string[]> {
  const best = new Map<GroupKey, string[]>();
  for (const row of rows) {
    const key = groupKey[row.kind](row.group_id);
    best.set(key, [...(best.get(key) ?? []), row.id]);
  }
  return best;
}

/**
 * Grouped reads over the scored uploads of the last 30 days (channels with and without an outlier,
 * and each group's best outliers) and of the last 12 months (uploads and outliers by month), by
 * niche and by type, each channel placed as the niche and type figures place it (channelsWithGroups).
 */
async function measureOutlierBaseRates(db: Database): Promise<OutlierBaseRates> {
  const v = youtubeVideoStats;
  const newest = await newestScoredUpload(db);
  const none: OutlierBaseRates = {
    asOf: null,
    catalogue: { active: 0, withOutlier: 0 },
    groups: new Map(),
    months: new Map(),
    recentBest: new Map(),
  };
  if (!newest) return none;
  const windowStart = new Date(newest.getTime() - OUTLIER_SIGNAL_DAYS * DAY_MS).toISOString();
  const firstMonth = new Date(
    Date.UTC(newest.getUTCFullYear(), newest.getUTCMonth() - (OUTLIER_RATE_MONTHS - 1), 1),
  ).toISOString();
  const hit = sql.raw(String(OUTLIER_THRESHOLD));
  const [channelRows, monthRows, bestRows] = await Promise.all([
    executeRows<{ niche_id: string | null; type_id: string | null; active: string | number; with_outlier: string | number }>(
      db,
      sql`with recent as (
            select ${v.channelId} as channel_id, bool_or(${v.outlierScore} >= ${hit}) as hit
            from ${v} where ${v.outlierScore} is not null and ${v.publishedAt} >= ${windowStart}::timestamptz
            group by ${v.channelId})
          select g.niche_id, g.type_id, count(*) as active, count(*) filter (where recent.hit) as with_outlier
          from recent join (${channelsWithGroups}) g on g.id = recent.channel_id
          group by 1, 2`,
    ),
    executeRows<{
      niche_id: string | null;
      type_id: string | null;
      month: string;
      scored: string | number;
      outliers: string | number;
    }>(
      db,
      sql`select g.niche_id, g.type_id,
            to_char(date_trunc('month', ${v.publishedAt} at time zone 'UTC'), 'YYYY-MM') as month,
            count(*) as scored, count(*) filter (where ${v.outlierScore} >= ${hit}) as outliers
          from ${v} join (${channelsWithGroups}) g on g.id = ${v.channelId}
          where ${v.outlierScore} is not null and ${v.publishedAt} >= ${firstMonth}::timestamptz
          group by 1, 2, 3`,
    ),
    // A big niche's page read these at each request: thousands of its channels probed for their
    // outliers (60 ms p50 at 300k channels × 30 videos); kept here, a page reads six rows by id.
    executeRows<{ kind: "niche" | "type"; group_id: string; id: string }>(
      db,
      sql`with recent as (
            select ${v.id} as id, ${v.outlierScore} as score, g.niche_id, g.type_id
            from ${v} join (${channelsWithGroups}) g on g.id = ${v.channelId}
            where ${v.outlierScore} >= ${hit} and ${v.publishedAt} >= ${windowStart}::timestamptz)
          select 'niche' as kind, niche_id::text as group_id, id, place from (
            select niche_id, id, score, row_number() over (partition by niche_id order by score desc, id) as place
            from recent where niche_id is not null) ranked where place <= ${OUTLIERS_ON_GUIDE_PAGE}
          union all
          select 'type', type_id, id, place from (
            select type_id, id, score, row_number() over (partition by type_id order by score desc, id) as place
            from recent where type_id is not null) ranked where place <= ${OUTLIERS_ON_GUIDE_PAGE}
          order by 1, 2, 4`,
    ),
  ]);
  const groupsOf = (row: { niche_id: string | null; type_id: string | null }): GroupKey[] => [
    ...(row.niche_id ? [groupKey.niche(row.niche_id)] : []),
    ...(row.type_id ? [groupKey.type(row.type_id)] : []),
  ];

  const catalogue = { active: 0, withOutlier: 0 };
  const groups = new Map<GroupKey, OutlierChannelCounts>();
  for (const row of channelRows) {
    const active = Number(row.active);
    const withOutlier = Number(row.with_outlier);
    catalogue.active += active;
    catalogue.withOutlier += withOutlier;
    for (const key of groupsOf(row)) {
      const counts = groups.get(key) ?? { active: 0, withOutlier: 0 };
      counts.active += active;
      counts.withOutlier += withOutlier;
      groups.set(key, counts);
    }
  }

  const monthCounts = new Map<GroupKey | "catalogue", Map<string, OutlierMonth>>();
  const addMonth = (key: GroupKey | "catalogue", month: string, scored: number, outliers: number) => {
    const byMonth = monthCounts.get(key) ?? new Map<string, OutlierMonth>();
    const counts = byMonth.get(month) ?? { month, scored: 0, outliers: 0 };
    counts.scored += scored;
    counts.outliers += outliers;
    byMonth.set(month, counts);
    monthCounts.set(key, byMonth);
  };
  for (const row of monthRows) {
    for (const key of [...groupsOf(row), "catalogue" as const])
      addMonth(key, row.month, Number(row.scored), Number(row.outliers));
  }
  const asOfDay = newest.toISOString().slice(0, 10);
  const months = new Map([...monthCounts].map(([key, byMonth]) => [key, outlierMonths([...byMonth.values()], asOfDay)]));
  return { asOf: newest, catalogue, groups, months, recentBest: recentBestOf(bestRows) };
}

/**
 * Kept between catalogue changes and recomputed in the background after one (old figures served
 * meanwhile): the reads cover a month and a year of uploads, seconds on a large catalogue.
 */
export const outlierBaseRatesMemo = catalogueMemo(measureOutlierBaseRates, {
  serveOldWhileRecomputing: true,
  keep: { name: "outlier-base-rates", version: 2 },
});

export function createOutliersService(db: Database) {
  const v = youtubeVideoStats;
  const c = youtubeChannels;

  /** "Published within" counts back from it, so the demo catalogue and a refreshed one read the same way. */
  const asOf = () => newestScoredUpload(db);

  /**
   * Outliers by row id, best first (a page of the outlier index, or a guide page's best six), as
   * they are now: one scored below the threshold since the index was built is left out.
   */
  async function rowsById(ids: string[]): Promise<OutlierRow[]> {
    if (ids.length === 0) return [];
    return executeRows<OutlierRow>(
      db,
      sql`select ${v.videoId} as video_id, ${v.title} as title, ${v.thumbnailUrl} as thumbnail_url, ${v.views} as views,
          ${v.outlierScore} as outlier_score, ${v.outlierAgeDays} as outlier_age_days, ${v.outlierUsualViews} as outlier_usual_views,
          ${v.durationSeconds} as duration_seconds, ${v.publishedAt} as published_at,
          ${c.id} as channel_id, ${c.channelTitle} as channel_title, ${effectiveTypeSql} as channel_type, ${channelGroupTypeSql("youtube_channels")} as group_type, ${c.country} as country,
          ${c.totalSubscribers} as subscribers, ${c.isDemo} as is_demo
        from ${v} join ${c} on ${c.id} = ${v.channelId}
        where ${inArray(v.id, ids)} and ${v.outlierScore} >= ${sql.raw(String(OUTLIER_THRESHOLD))}
        order by ${v.outlierScore} desc nulls last, ${v.id}`,
    );
  }

  async function nicheBySlug(slug: string): Promise<{ id: string; name: string } | null> {
    const [niche] = await db.select({ id: niches.id, name: niches.name }).from(niches).where(eq(niches.slug, slug)).limit(1);
    return niche ?? null;
  }

  return {
    asOf,

    async search(query: OutlierSearchQuery): Promise<OutlierList> {
      const [newest, niche, index, repeats] = await Promise.all([
        asOf(),
        query.niche ? nicheBySlug(query.niche) : null,
        outlierIndexMemo.get(db),
        outlierRepeatsMemo.get(db),
      ]);
      const none = { videos: [], page: query.page, limit: query.limit, hasMore: false };
      if (!newest) return { ...none, asOf: null };
      if (query.niche && !niche) return { ...none, asOf: newest.toISOString().slice(0, 10) };
      const { ids, hasMore } = outlierPage(index, { ...query, nicheId: niche?.id ?? null }, { ...query, newest });
      const found = await rowsById(ids);
      return {
        videos: found.map((row) => toOutlierVideo(row, repeats)),
        page: query.page,
        limit: query.limit,
        hasMore,
        asOf: newest.toISOString().slice(0, 10),
      };
    },

    /**
     * A niche's or type's outliers of the last 30 days, the signal read against the rest of the
     * catalogue (domain/outlier-signal.ts), and its outlier rate by month beside the catalogue's.
     */
    async recent(of: { niche: string } | { type: string }): Promise<OutlierSignal> {
      const [rates, niche] = await Promise.all([outlierBaseRatesMemo.get(db), "niche" in of ? nicheBySlug(of.niche) : null]);
      const newest = rates.asOf;
      const key: GroupKey | null = "type" in of ? groupKey.type(of.type) : niche ? groupKey.niche(niche.id) : null;
      const counts = (key && rates.groups.get(key)) || { active: 0, withOutlier: 0 };
      const asOfDay = newest ? newest.toISOString().slice(0, 10) : null;
      const reading = readOutlierSignal(counts, rates.catalogue);
      const months = asOfDay ? (key && rates.months.get(key)) || outlierMonths([], asOfDay) : [];
      const catalogueMonths = asOfDay ? (rates.months.get("catalogue") ?? outlierMonths([], asOfDay)) : [];
      const empty = { videos: [], ...reading, days: OUTLIER_SIGNAL_DAYS, asOf: asOfDay, months, catalogueMonths };
      const best = key ? rates.recentBest.get(key) : undefined;
      if (!newest || !best?.length) return empty;
      const [found, repeats] = await Promise.all([rowsById(best), outlierRepeatsMemo.get(db)]);
      return { ...empty, videos: found.map((row) => toOutlierVideo(row, repeats)) };
    },
  };
}
