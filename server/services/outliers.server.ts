// Outlier videos for /outliers, the API and the guide pages' signal. Public YouTube data, no revenue.
import { type SQL, and, eq, sql } from "drizzle-orm";
import { channelSlug } from "#domain/channel-slug";
import { OUTLIER_SIGNAL_DAYS, OUTLIER_THRESHOLD, hasOutlierSignal, outlierChannelCount } from "#domain/outlier-score";
import { CHANNEL_SIZE_BANDS, type OutlierSearchQuery } from "#domain/outlier-search-params";
import type { OutlierList, OutlierSignal, OutlierVideo } from "#domain/read-models/outliers";
import { SHORTS_MAX_SECONDS, videoFormat } from "#domain/video-format";
import type { Database } from "#db/database";
import { executeRows } from "#db/execute-rows";
import { niches, youtubeChannels, youtubeVideoStats } from "#db/schema/catalogue";
import { channelTypeFilter, effectiveTypeSql } from "#server/services/channel-types.server";

const DAY_MS = 86_400_000;
const OUTLIERS_ON_GUIDE_PAGE = 6;
// Enough to count any niche's month of outliers without an unbounded read.
const SIGNAL_READ_LIMIT = 500;

type OutlierRow = {
  video_id: string;
  title: string;
  thumbnail_url: string | null;
  views: string | number;
  outlier_score: number;
  duration_seconds: number | null;
  published_at: string | Date;
  channel_id: string;
  channel_title: string;
  channel_type: string | null;
  country: string | null;
  subscribers: string | number | null;
  is_demo: boolean;
};

function toOutlierVideo(row: OutlierRow): OutlierVideo {
  return {
    videoId: row.video_id,
    title: row.title,
    thumbnailUrl: row.thumbnail_url,
    views: Number(row.views),
    score: row.outlier_score,
    // Scored videos always have a duration, so a format.
    format: videoFormat(row.duration_seconds) ?? "long",
    durationSeconds: row.duration_seconds,
    publishedAt: new Date(row.published_at).toISOString(),
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

export function createOutliersService(db: Database) {
  const v = youtubeVideoStats;
  const c = youtubeChannels;

  /** "Published within" counts back from it, so the demo catalogue and a refreshed one read the same way. */
  async function asOf(): Promise<Date | null> {
    const [row] = await executeRows<{ newest: string | Date | null }>(
      db,
      sql`select max(${v.publishedAt}) as newest from ${v} where ${v.outlierScore} is not null`,
    );
    return row?.newest ? new Date(row.newest) : null;
  }

  // The threshold is inlined (not a parameter) so the planner can match the partial index youtube_video_stats_outliers_idx.
  const isAnOutlier = sql`${v.outlierScore} >= ${sql.raw(String(OUTLIER_THRESHOLD))}`;

  async function rows(conditions: SQL[], limit: number, offset: number): Promise<OutlierRow[]> {
    return executeRows<OutlierRow>(
      db,
      sql`select ${v.videoId} as video_id, ${v.title} as title, ${v.thumbnailUrl} as thumbnail_url, ${v.views} as views,
          ${v.outlierScore} as outlier_score, ${v.durationSeconds} as duration_seconds, ${v.publishedAt} as published_at,
          ${c.id} as channel_id, ${c.channelTitle} as channel_title, ${effectiveTypeSql} as channel_type, ${c.country} as country,
          ${c.totalSubscribers} as subscribers, ${c.isDemo} as is_demo
        from ${v} join ${c} on ${c.id} = ${v.channelId}
        where ${and(isAnOutlier, ...conditions)}
        order by ${v.outlierScore} desc nulls last, ${v.id}
        limit ${limit} offset ${offset}`,
    );
  }

  /** The niche's id and name are written into the query: a subquery hides from the planner how few channels match. */
  async function nicheCondition(slug: string): Promise<SQL | null> {
    const [niche] = await db.select({ id: niches.id, name: niches.name }).from(niches).where(eq(niches.slug, slug)).limit(1);
    if (!niche) return null;
    return sql`(${c.nicheId} = ${niche.id} or (${c.nicheId} is null and ${c.niche} = ${niche.name}))`;
  }

  const since = (newest: Date, days: number) =>
    sql`${v.publishedAt} >= ${new Date(newest.getTime() - days * DAY_MS).toISOString()}::timestamptz`;

  return {
    asOf,

    async search(query: OutlierSearchQuery): Promise<OutlierList> {
      const [newest, niche] = await Promise.all([asOf(), query.niche ? nicheCondition(query.niche) : null]);
      const none = { videos: [], page: query.page, limit: query.limit, hasMore: false };
      if (!newest) return { ...none, asOf: null };
      if (query.niche && !niche) return { ...none, asOf: newest.toISOString().slice(0, 10) };
      const conditions: SQL[] = [];
      if (query.type) conditions.push(channelTypeFilter(query.type) as SQL);
      if (niche) conditions.push(niche);
      if (query.country) conditions.push(eq(c.country, query.country));
      const band = CHANNEL_SIZE_BANDS.find((entry) => entry.key === query.size);
      if (band?.min != null) conditions.push(sql`${c.totalSubscribers} >= ${band.min}`);
      if (band?.maxExclusive != null) conditions.push(sql`${c.totalSubscribers} < ${band.maxExclusive}`);
      if (query.within) conditions.push(since(newest, query.within));
      if (query.format === "short") conditions.push(sql`${v.durationSeconds} <= ${SHORTS_MAX_SECONDS}`);
      if (query.format === "long") conditions.push(sql`${v.durationSeconds} > ${SHORTS_MAX_SECONDS}`);
      if (query.viewsMin !== null) conditions.push(sql`${v.views} >= ${query.viewsMin}`);
      // One row past the page says whether there is a next one, without counting them all.
      const found = await rows(conditions, query.limit + 1, query.offset);
      return {
        videos: found.slice(0, query.limit).map(toOutlierVideo),
        page: query.page,
        limit: query.limit,
        hasMore: found.length > query.limit,
        asOf: newest.toISOString().slice(0, 10),
      };
    },

    async recent(of: { niche: string } | { type: string }): Promise<OutlierSignal> {
      const [newest, niche] = await Promise.all([asOf(), "niche" in of ? nicheCondition(of.niche) : null]);
      const empty = {
        videos: [],
        channelCount: 0,
        signal: false,
        days: OUTLIER_SIGNAL_DAYS,
        asOf: newest ? newest.toISOString().slice(0, 10) : null,
      };
      if (!newest || ("niche" in of && !niche)) return empty;
      const found = (
        await rows(
          [niche ?? (channelTypeFilter((of as { type: string }).type) as SQL), since(newest, OUTLIER_SIGNAL_DAYS)],
          SIGNAL_READ_LIMIT,
          0,
        )
      ).map(toOutlierVideo);
      const channels = found.map((video) => ({ channelId: video.channel.id }));
      return {
        videos: found.slice(0, OUTLIERS_ON_GUIDE_PAGE),
        channelCount: outlierChannelCount(channels),
        signal: hasOutlierSignal(channels),
        days: OUTLIER_SIGNAL_DAYS,
        asOf: newest.toISOString().slice(0, 10),
      };
    },
  };
}
