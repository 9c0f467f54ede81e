// /watchlist: what a member follows and what changed since their last visit, and their saved searches' new matches.
import { desc, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/client.server";
import { channelTypes, niches, youtubeChannels } from "#db/schema/catalogue";
import { follows, watchlistVisits } from "#db/schema/members";
import { OTHER_CHANNEL_TYPE } from "#domain/channel-type-ids";
import { OUTLIER_THRESHOLD } from "#domain/outlier-score";
import type { RevenueAccess } from "#domain/revenue-access";
import type { WatchedChannel, WatchedGroup, WatchedVideo, Watchlist } from "#domain/read-models/watchlist";
import { nextWatchlistVisit } from "#domain/watchlist-visit";
import type { ChannelSearchService } from "#server/services/channel-search.server";
import { savedSearchMatchesSince } from "#server/services/saved-search-matches.server";
import type { SavedSearch } from "#server/services/saved-searches.server";

export type SavedSearchWithMatches = SavedSearch & { newMatches: number; newChannels: { slug: string; title: string }[] };

const threshold = sql.raw(String(OUTLIER_THRESHOLD));

/** Parsed already or text, depending on the driver. */
function fromJson<T>(value: unknown): T | null {
  if (value === null || value === undefined) return null;
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

const toDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

export function createWatchlistService(db: Database) {
  async function recordVisit(userId: string, now: Date): Promise<{ seenAt: Date; firstVisit: boolean }> {
    const [row] = await db.select().from(watchlistVisits).where(eq(watchlistVisits.userId, userId)).limit(1);
    const next = nextWatchlistVisit(row ? { seenAt: row.seenAt, lastVisitedAt: row.lastVisitedAt } : null, now);
    await db
      .insert(watchlistVisits)
      .values({ userId, ...next })
      .onConflictDoUpdate({ target: watchlistVisits.userId, set: next });
    return { seenAt: next.seenAt, firstVisit: !row };
  }

  async function channelsOf(userId: string, seenAt: Date): Promise<WatchedChannel[]> {
    // From the later of the last visit and the follow itself.
    const since = sql`greatest(${follows.createdAt}, ${seenAt.toISOString()}::timestamptz)`;
    const rows = await db
      .select({
        id: youtubeChannels.id,
        slug: youtubeChannels.slug,
        title: youtubeChannels.channelTitle,
        thumbnailUrl: youtubeChannels.thumbnailUrl,
        channelType: youtubeChannels.channelType,
        subscribers: youtubeChannels.totalSubscribers,
        numbersAsOf: sql<string>`to_char(coalesce(${youtubeChannels.lastSyncedAt}, ${youtubeChannels.createdAt}) at time zone 'UTC', 'YYYY-MM-DD')`,
        followedAt: follows.createdAt,
        since: sql<string>`${since}`,
        subscribersNow: sql<
          string | null
        >`(select s.subscribers from channel_stats_snapshots s where s.channel_id = ${youtubeChannels.id} order by s.day desc limit 1)`,
        // The newest snapshot already written at that moment.
        subscribersThen: sql<
          string | null
        >`(select s.subscribers from channel_stats_snapshots s where s.channel_id = ${youtubeChannels.id} and s.created_at <= ${since} order by s.day desc limit 1)`,
        newUploads: sql<number>`(select count(*)::int from youtube_video_stats v where v.channel_id = ${youtubeChannels.id} and v.published_at > ${since})`,
        latestUpload: sql<unknown>`(select json_build_object('title', v.title, 'videoId', v.video_id, 'score', v.outlier_score) from youtube_video_stats v where v.channel_id = ${youtubeChannels.id} and v.published_at > ${since} order by v.published_at desc limit 1)`,
        newOutliers: sql<number>`(select count(*)::int from youtube_video_stats v where v.channel_id = ${youtubeChannels.id} and v.outlier_score >= ${threshold} and v.published_at > ${since})`,
        topOutlier: sql<unknown>`(select json_build_object('title', v.title, 'videoId', v.video_id, 'score', v.outlier_score) from youtube_video_stats v where v.channel_id = ${youtubeChannels.id} and v.outlier_score >= ${threshold} and v.published_at > ${since} order by v.outlier_score desc limit 1)`,
      })
      .from(follows)
      .innerJoin(youtubeChannels, eq(youtubeChannels.id, follows.channelId))
      .where(eq(follows.userId, userId))
      .orderBy(desc(follows.createdAt));
    return rows.map((row) => {
      const now = row.subscribersNow === null ? null : Number(row.subscribersNow);
      const then = row.subscribersThen === null ? null : Number(row.subscribersThen);
      return {
        id: row.id,
        slug: row.slug,
        title: row.title,
        thumbnailUrl: row.thumbnailUrl,
        channelType: row.channelType,
        subscribers: row.subscribers,
        numbersAsOf: row.numbersAsOf,
        followedAt: row.followedAt,
        since: toDate(row.since),
        subscriberGrowth: now !== null && then !== null ? now - then : null,
        newUploads: Number(row.newUploads),
        latestUpload: fromJson<WatchedVideo>(row.latestUpload),
        newOutliers: Number(row.newOutliers),
        topOutlier: fromJson<WatchedVideo>(row.topOutlier),
      };
    });
  }

  async function groupsOf(userId: string, seenAt: Date, kind: "niche" | "type"): Promise<WatchedGroup[]> {
    const since = sql`greatest(${follows.createdAt}, ${seenAt.toISOString()}::timestamptz)`;
    const inGroup: SQL =
      kind === "niche"
        ? sql`c.niche_id = ${niches.id}`
        : sql`(c.channel_type = ${channelTypes.id} or (c.channel_type = ${OTHER_CHANNEL_TYPE} and c.metadata->>'ui_channel_type' = ${channelTypes.id}))`;
    const fields = {
      followedAt: follows.createdAt,
      since: sql<string>`${since}`,
      channelCount: sql<number>`(select count(*)::int from youtube_channels c where ${inGroup})`,
      newChannels: sql<number>`(select count(*)::int from youtube_channels c where ${inGroup} and c.created_at > ${since})`,
      newOutliers: sql<number>`(select count(*)::int from youtube_video_stats v join youtube_channels c on c.id = v.channel_id where ${inGroup} and v.outlier_score >= ${threshold} and v.published_at > ${since})`,
      topOutlier: sql<unknown>`(select json_build_object('title', v.title, 'videoId', v.video_id, 'score', v.outlier_score, 'channelTitle', c.channel_title) from youtube_video_stats v join youtube_channels c on c.id = v.channel_id where ${inGroup} and v.outlier_score >= ${threshold} and v.published_at > ${since} order by v.outlier_score desc limit 1)`,
    };
    const rows =
      kind === "niche"
        ? await db
            .select({ key: niches.slug, name: niches.name, ...fields })
            .from(follows)
            .innerJoin(niches, eq(niches.id, follows.nicheId))
            .where(eq(follows.userId, userId))
            .orderBy(desc(follows.createdAt))
        : await db
            .select({ key: channelTypes.id, name: channelTypes.label, ...fields })
            .from(follows)
            .innerJoin(channelTypes, eq(channelTypes.id, follows.channelTypeId))
            .where(eq(follows.userId, userId))
            .orderBy(desc(follows.createdAt));
    return rows.map((row) => ({
      kind,
      key: row.key,
      name: row.name,
      followedAt: row.followedAt,
      since: toDate(row.since),
      channelCount: Number(row.channelCount),
      newChannels: Number(row.newChannels),
      newOutliers: Number(row.newOutliers),
      topOutlier: fromJson<WatchedVideo & { channelTitle: string }>(row.topOutlier),
    }));
  }

  return {
    async visit(userId: string, now: Date = new Date()): Promise<Watchlist> {
      const { seenAt, firstVisit } = await recordVisit(userId, now);
      const [channels, nicheGroups, typeGroups] = await Promise.all([
        channelsOf(userId, seenAt),
        groupsOf(userId, seenAt, "niche"),
        groupsOf(userId, seenAt, "type"),
      ]);
      return {
        previousVisitAt: firstVisit || seenAt.getTime() === 0 ? null : seenAt,
        channels,
        niches: nicheGroups,
        types: typeGroups,
      };
    },

    async savedSearchMatches(
      search: Pick<ChannelSearchService, "search">,
      saved: SavedSearch[],
      access: RevenueAccess,
    ): Promise<SavedSearchWithMatches[]> {
      return Promise.all(
        saved.map(async (entry) => {
          const matches = await savedSearchMatchesSince(search, entry.query, entry.createdAt, access, 3);
          return {
            ...entry,
            newMatches: matches.total,
            newChannels: matches.channels.map((channel) => ({ slug: channel.slug, title: channel.title })),
          };
        }),
      );
    },
  };
}
