// One member's digest for a window. Reads follows and saved searches (the watchlist owns writing them); new
// matches come from saved-search-matches.server.ts, with the member's access; the niche radar from
// niche-radar.server.ts.
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "#db/database";
import { executeRows } from "#db/execute-rows";
import { channelStatsSnapshots, niches, youtubeChannels, youtubeVideoStats } from "#db/schema/catalogue";
import { follows, savedSearches } from "#db/schema/members";
import {
  DIGEST_CHANNELS_PER_SEARCH,
  DIGEST_LIST_LIMIT,
  type DigestChannelGrowth,
  type DigestContent,
  type DigestOutlier,
  type DigestSavedSearch,
  hasGrowthToReport,
} from "#domain/digest-content";
import { OUTLIER_THRESHOLD } from "#domain/outlier-score";
import { MEMBER_ACCESS } from "#domain/revenue-access";
import type { ChannelSearchService } from "#server/services/channel-search.server";
import { channelGroupTypeSql } from "#server/services/catalogue-insights.server";
import { createNicheRadarService } from "#server/services/niche-radar.server";
import { savedSearchMatchesSince } from "#server/services/saved-search-matches.server";

export interface DigestWindow {
  userId: string;
  since: Date;
  until: Date;
}

type GrowthRow = {
  channel_id: string;
  title: string;
  before_subscribers: string | number | null;
  before_videos: number | null;
  first_subscribers: string | number | null;
  first_videos: number | null;
  first_day: string | null;
  now_subscribers: string | number | null;
  now_videos: number | null;
  now_day: string;
};

type OutlierRow = {
  video_id: string;
  title: string;
  views: string | number;
  outlier_score: number;
  channel_id: string;
  channel_title: string;
  total: string | number;
};

const toNumber = (value: string | number | null): number | null => (value === null ? null : Number(value));

export function createDigestContentService(db: Database, channels: Pick<ChannelSearchService, "search">) {
  const s = channelStatsSnapshots;
  const c = youtubeChannels;
  const v = youtubeVideoStats;
  const radar = createNicheRadarService(db);

  /** Compared by when snapshots were stored, so a window within one day still sees the refresh that ran in it. */
  async function growth({ userId, since, until }: DigestWindow): Promise<DigestChannelGrowth[]> {
    const from = since.toISOString();
    const to = until.toISOString();
    const rows = await executeRows<GrowthRow>(
      db,
      sql`select ${c.id} as channel_id, ${c.channelTitle} as title,
            b.subscribers as before_subscribers, b.video_count as before_videos,
            f.subscribers as first_subscribers, f.video_count as first_videos, f.day as first_day,
            n.subscribers as now_subscribers, n.video_count as now_videos, n.day as now_day
          from ${follows} join ${c} on ${c.id} = ${follows.channelId}
          join lateral (select ${s.subscribers} as subscribers, ${s.videoCount} as video_count, ${s.day} as day from ${s}
            where ${s.channelId} = ${c.id} and ${s.createdAt} > ${from}::timestamptz and ${s.createdAt} <= ${to}::timestamptz
            order by ${s.day} desc limit 1) n on true
          left join lateral (select ${s.subscribers} as subscribers, ${s.videoCount} as video_count from ${s}
            where ${s.channelId} = ${c.id} and ${s.createdAt} <= ${from}::timestamptz
            order by ${s.day} desc limit 1) b on true
          left join lateral (select ${s.subscribers} as subscribers, ${s.videoCount} as video_count, ${s.day} as day from ${s}
            where ${s.channelId} = ${c.id} and ${s.createdAt} > ${from}::timestamptz and ${s.createdAt} <= ${to}::timestamptz
            order by ${s.day} asc limit 1) f on true
          where ${follows.userId} = ${userId}
          order by ${c.channelTitle}, ${c.id}`,
    );
    const found: DigestChannelGrowth[] = [];
    for (const row of rows) {
      const hasBefore = row.before_subscribers !== null || row.before_videos !== null;
      // First measured in the window: only a change between two of its snapshots counts.
      if (!hasBefore && String(row.first_day) === String(row.now_day)) continue;
      const beforeSubscribers = hasBefore ? toNumber(row.before_subscribers) : toNumber(row.first_subscribers);
      const beforeVideos = hasBefore ? row.before_videos : row.first_videos;
      const line = {
        channelId: row.channel_id,
        title: row.title,
        subscribersBefore: beforeSubscribers,
        subscribersNow: toNumber(row.now_subscribers),
        newUploads: beforeVideos !== null && row.now_videos !== null ? Math.max(0, row.now_videos - beforeVideos) : 0,
      };
      if (hasGrowthToReport(line)) found.push(line);
    }
    return found.slice(0, DIGEST_LIST_LIMIT);
  }

  async function searches({ userId, since }: DigestWindow): Promise<DigestSavedSearch[]> {
    const saved = await db
      .select({ name: savedSearches.name, query: savedSearches.query, createdAt: savedSearches.createdAt })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId))
      .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
    const found: DigestSavedSearch[] = [];
    for (const search of saved) {
      const from = search.createdAt.getTime() > since.getTime() ? search.createdAt : since;
      const matches = await savedSearchMatchesSince(channels, search.query, from, MEMBER_ACCESS, DIGEST_CHANNELS_PER_SEARCH);
      if (matches.total === 0) continue;
      found.push({
        name: search.name,
        query: search.query,
        total: matches.total,
        channels: matches.channels.map((channel) => ({ id: channel.id, title: channel.title })),
      });
      if (found.length === DIGEST_LIST_LIMIT) break;
    }
    return found;
  }

  /** Niches match by id, or by name for channels imported without one; types by the effective type. */
  async function outliers({ userId, since, until }: DigestWindow): Promise<{ outliers: DigestOutlier[]; more: number }> {
    const followed = sql`(
      exists (select 1 from ${follows} fc where fc.user_id = ${userId} and fc.channel_id = ${c.id})
      or exists (select 1 from ${follows} fn join ${niches} on ${niches.id} = fn.niche_id
        where fn.user_id = ${userId} and (${c.nicheId} = fn.niche_id or (${c.nicheId} is null and ${c.niche} = ${niches.name})))
      or exists (select 1 from ${follows} ft where ft.user_id = ${userId} and ft.channel_type_id = ${channelGroupTypeSql("youtube_channels")})
    )`;
    const rows = await executeRows<OutlierRow>(
      db,
      sql`select ${v.videoId} as video_id, ${v.title} as title, ${v.views} as views, ${v.outlierScore} as outlier_score,
            ${c.id} as channel_id, ${c.channelTitle} as channel_title, count(*) over () as total
          from ${v} join ${c} on ${c.id} = ${v.channelId}
          where ${v.outlierScore} >= ${sql.raw(String(OUTLIER_THRESHOLD))}
            and ${v.createdAt} > ${since.toISOString()}::timestamptz and ${v.createdAt} <= ${until.toISOString()}::timestamptz
            and ${followed}
          order by ${v.outlierScore} desc, ${v.id}
          limit ${DIGEST_LIST_LIMIT}`,
    );
    const total = rows[0] ? Number(rows[0].total) : 0;
    return {
      outliers: rows.map((row) => ({
        videoId: row.video_id,
        title: row.title,
        views: Number(row.views),
        score: row.outlier_score,
        channelId: row.channel_id,
        channelTitle: row.channel_title,
      })),
      more: Math.max(0, total - rows.length),
    };
  }

  return {
    async build(window: DigestWindow): Promise<DigestContent> {
      const [grown, matched, found, events] = await Promise.all([
        growth(window),
        searches(window),
        outliers(window),
        radar.radarFor(window),
      ]);
      return {
        growth: grown,
        searches: matched,
        outliers: found.outliers,
        moreOutliers: found.more,
        radar: events.slice(0, DIGEST_LIST_LIMIT),
        moreRadar: Math.max(0, events.length - DIGEST_LIST_LIMIT),
      };
    },
  };
}

export type DigestContentService = ReturnType<typeof createDigestContentService>;
