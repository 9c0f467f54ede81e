// The channel page (spec §2 channel detail, §4 "Channel detail load"): the channel with its
// type, top and recent videos, related channels (spec §7) and history, from one call; and the
// same parts on their own for the JSON API and the Try Again links. Revenue is gated with
// domain/revenue-access (PRODUCT.md "Revenue is gated on the server"): for visitors the channel
// has no revenue key at all.
import { and, asc, eq, ne, sql, type SQL } from "drizzle-orm";
import { type ChannelHistory, channelHistory } from "#domain/channel-history";
import { channelSlug, extractChannelId, isUuid } from "#domain/channel-slug";
import { LIMITS } from "#domain/constants";
import { channelCardText } from "#domain/text-excerpt";
import { channelPublicNumbers } from "#domain/channel-public-numbers";
import { OUTLIER_THRESHOLD, isTooNewToScore } from "#domain/outlier-score";
import { pacificDay } from "#domain/pacific-day";
import { type UploadActivity, uploadActivity } from "#domain/partner-program";
import type { Database } from "#db/database";
import { channelTypes, niches, youtubeChannels, youtubeVideoStats } from "#db/schema/catalogue";
import { effectiveTypeSql } from "#server/services/channel-types.server";
import {
  NO_REVENUE_HISTORY,
  type RevenueHistoryFacts,
  channelRevenueOf,
  revenueHistoryOf,
  revenueRowColumns,
} from "#db/channel-revenue";
import { readChannelSnapshots } from "#server/services/channel-snapshots.server";

// The channel row's revenue facts without those read from its videos and snapshots
// (readRevenueHistory), and without its as-of date, whose fallback (created_at) only a
// never-synced channel needs (addedAt).
const { revenueAsOf: _asOf, ...channelRevenueColumns } = revenueRowColumns;
import { sanitizeRichText } from "#server/rich-text.server";
import { type RevenueAccess, gateRevenue } from "#domain/revenue-access";
import { shuffled } from "#domain/shuffle";
import { templateRiskOf } from "#domain/template-risk";
import type { ChannelDetail, ChannelTypeInfo, RelatedChannel, TopVideos, Video } from "#domain/read-models/channel";

/** Spec §8: "'Failed to load related channels' (toast once and inline with Try Again)". */
export const RELATED_LOAD_ERROR = "Failed to load related channels";

export type ChannelPageData = {
  channel: ChannelDetail;
  channelType: ChannelTypeInfo | null;
  /** Spec §8: "Top-video failure yields null videos with no error." */
  topVideos: TopVideos | null;
  recentVideos: Video[] | null;
  related: RelatedChannel[];
  relatedError: string | null;
  /** The History section: snapshots, 30-day growth, next milestone; null when they failed to load. */
  history: ChannelHistory | null;
  /** Uploads and Shorts views of the last 90 days, from the stored videos (null when they failed to load). */
  activity: UploadActivity | null;
};

/** How a /channel/{slug} parameter resolves (spec §2 and §4). */
export type ChannelLookup =
  | { kind: "invalid"; requested: string }
  | { kind: "not-found"; requested: string }
  | { kind: "redirect"; slug: string }
  | { kind: "found"; data: ChannelPageData };

/** One channel of /compare: found (with its history, null when it failed to load), or why not. */
export type CompareEntry =
  | {
      kind: "found";
      requested: string;
      channel: ChannelDetail;
      typeLabel: string | null;
      history: ChannelHistory | null;
      outliers: CompareOutliers | null;
    }
  | { kind: "not-found" | "repeated"; requested: string };

/**
 * A compared channel's outliers (domain/outlier-score): how many of its videos have a score, how
 * many of those are outliers, and the best score. Null when it could not be read.
 */
export type CompareOutliers = { scored: number; outliers: number; best: number | null };

/** Top videos listed per block. */
const TOP_VIDEOS_PER_BLOCK = 5;
/** Recent videos in the grid. */
const RECENT_VIDEOS = 8;
// Stored videos considered for the blocks; a channel page never needs more.
const MAX_VIDEOS_READ = 200;

/** Engagement of a video: (likes + comments) / views; 0 without views. */
export function engagementRate(video: Pick<Video, "viewCount" | "likeCount" | "commentCount">): number {
  return video.viewCount > 0 ? (video.likeCount + video.commentCount) / video.viewCount : 0;
}

/** Most Viewed and Most Engaging from a channel's stored videos. */
export function pickTopVideos(videos: readonly Video[], perBlock: number = TOP_VIDEOS_PER_BLOCK): TopVideos {
  const byViews = [...videos].sort((a, b) => b.viewCount - a.viewCount || a.id.localeCompare(b.id));
  const byEngagement = videos
    .filter((video) => video.viewCount > 0)
    .sort((a, b) => engagementRate(b) - engagementRate(a) || b.viewCount - a.viewCount || a.id.localeCompare(b.id));
  return { mostViewed: byViews.slice(0, perBlock), mostEngaging: byEngagement.slice(0, perBlock) };
}

/** Channels to show beside one (spec §7 get-related-channels): same niche first, else any other. */
async function relatedChannels(
  db: Database,
  random: () => number,
  channelId: string,
  niche: string | null,
  limit: number = LIMITS.relatedChannels,
): Promise<RelatedChannel[]> {
  const columns = {
    id: youtubeChannels.id,
    title: youtubeChannels.channelTitle,
    description: youtubeChannels.description,
    subscribers: youtubeChannels.totalSubscribers,
    views: youtubeChannels.totalViews,
    screenshotUrl: youtubeChannels.screenshotUrl,
    niche: youtubeChannels.niche,
    typeId: effectiveTypeSql,
    numbersAsOf: sql<string>`to_char(coalesce(${youtubeChannels.lastSyncedAt}, ${youtubeChannels.createdAt}) at time zone 'UTC', 'YYYY-MM-DD')`,
  };
  const shape = (rows: (Omit<RelatedChannel, "slug" | "description"> & { description: string | null })[]) =>
    rows.map((row) => ({ ...row, slug: channelSlug(row.title, row.id), description: channelCardText(row.description) }));
  const others = ne(youtubeChannels.id, channelId);
  // Spec §7 "Related fallback order: … same niche (shuffled, take limit), any other channel
  // (fetch 2x limit, shuffled), else empty." The niche read is "newest first, limited".
  if (niche) {
    const sameNiche = await db
      .select(columns)
      .from(youtubeChannels)
      .where(and(eq(youtubeChannels.niche, niche), others))
      .orderBy(sql`${youtubeChannels.createdAt} desc`, asc(youtubeChannels.id))
      .limit(limit * 2);
    if (sameNiche.length > 0) return shuffled(shape(sameNiche), random).slice(0, limit);
  }
  const anyOther = await db
    .select(columns)
    .from(youtubeChannels)
    .where(others)
    .orderBy(sql`${youtubeChannels.createdAt} desc`, asc(youtubeChannels.id))
    .limit(limit * 2);
  return shuffled(shape(anyOther), random).slice(0, limit);
}

/** A channel's stored videos, newest first (at most MAX_VIDEOS_READ), and what they show of its last 90 days. */
async function videosOf(db: Database, channelId: string): Promise<{ videos: Video[]; activity: UploadActivity }> {
  const rows = await db
    .select({
      id: youtubeVideoStats.id,
      videoId: youtubeVideoStats.videoId,
      title: youtubeVideoStats.title,
      thumbnailUrl: youtubeVideoStats.thumbnailUrl,
      viewCount: youtubeVideoStats.views,
      likeCount: youtubeVideoStats.likes,
      commentCount: youtubeVideoStats.comments,
      publishedAt: youtubeVideoStats.publishedAt,
      outlierScore: youtubeVideoStats.outlierScore,
      outlierAgeDays: youtubeVideoStats.outlierAgeDays,
      viewsAsOf: youtubeVideoStats.updatedAt,
      durationSeconds: youtubeVideoStats.durationSeconds,
    })
    .from(youtubeVideoStats)
    .where(eq(youtubeVideoStats.channelId, channelId))
    .orderBy(sql`${youtubeVideoStats.publishedAt} desc nulls last`, asc(youtubeVideoStats.id))
    .limit(MAX_VIDEOS_READ);
  const videos = rows.map(
    ({ viewsAsOf, durationSeconds: _duration, ...row }): Video => ({
      ...row,
      publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
      noScoreReason:
        row.outlierScore !== null ? null : isTooNewToScore(row.publishedAt, viewsAsOf) ? "too-new" : "not-enough-data",
    }),
  );
  const activity = uploadActivity(
    rows.map((row) => ({
      publishedAt: row.publishedAt?.toISOString() ?? null,
      durationSeconds: row.durationSeconds,
      views: row.viewCount,
    })),
    pacificDay(),
    rows.length < MAX_VIDEOS_READ,
  );
  return { videos, activity };
}

/** The newest snapshots with the History figures computed from them. */
async function historyOf(db: Database, channelId: string): Promise<ChannelHistory> {
  return channelHistory(await readChannelSnapshots(db, channelId));
}

/** How many of a channel's videos have an outlier score, how many are outliers, and the best. */
async function outliersOf(db: Database, channelId: string): Promise<CompareOutliers> {
  const [row] = await db
    .select({
      scored: sql<number>`count(${youtubeVideoStats.outlierScore})`.mapWith(Number),
      outliers: sql<number>`count(*) filter (where ${youtubeVideoStats.outlierScore} >= ${OUTLIER_THRESHOLD})`.mapWith(Number),
      best: sql<number | null>`max(${youtubeVideoStats.outlierScore})`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
    })
    .from(youtubeVideoStats)
    .where(eq(youtubeVideoStats.channelId, channelId));
  return { scored: row?.scored ?? 0, outliers: row?.outliers ?? 0, best: row?.best ?? null };
}

export type ChannelPageServiceOptions = {
  /** Random source for the related-channel shuffle (tests pin it). */
  random?: () => number;
  /** Called when a part of the channel page fails but the page still renders. */
  onPartialFailure?: (part: "videos" | "related" | "history" | "outliers", error: unknown) => void;
};

export function createChannelPageService(db: Database, options: ChannelPageServiceOptions = {}) {
  const random = options.random ?? Math.random;

  /** The channel row and its effective type in one query. */
  async function readChannel(where: SQL) {
    const typeId = effectiveTypeSql;
    const [row] = await db
      .select({
        id: youtubeChannels.id,
        title: youtubeChannels.channelTitle,
        description: youtubeChannels.description,
        channelUrl: youtubeChannels.channelUrl,
        screenshotUrl: youtubeChannels.screenshotUrl,
        thumbnailUrl: youtubeChannels.thumbnailUrl,
        niche: youtubeChannels.niche,
        nicheSlug: niches.slug,
        channelCategory: youtubeChannels.channelCategory,
        channelType: youtubeChannels.channelType,
        metadata: youtubeChannels.metadata,
        country: youtubeChannels.country,
        uploadFrequency: youtubeChannels.uploadFrequency,
        keywords: youtubeChannels.keywords,
        subscribers: youtubeChannels.totalSubscribers,
        views: youtubeChannels.totalViews,
        videoCount: youtubeChannels.videoCount,
        rpm: youtubeChannels.rpm,
        startDate: youtubeChannels.startDate,
        isDemo: youtubeChannels.isDemo,
        lastSyncedAt: youtubeChannels.lastSyncedAt,
        templateSignals: youtubeChannels.templateSignals,
        templateSignalsAt: youtubeChannels.templateSignalsAt,
        ...channelRevenueColumns,
        typeId: channelTypes.id,
        typeLabel: channelTypes.label,
        typeDescription: channelTypes.description,
        typeProduction: channelTypes.production,
        typeExample: channelTypes.example,
      })
      .from(youtubeChannels)
      .leftJoin(channelTypes, eq(channelTypes.id, typeId))
      .leftJoin(niches, eq(niches.id, youtubeChannels.nicheId))
      .where(where)
      .limit(1);
    if (!row) return null;
    const revenueAsOf = row.lastSyncedAt ?? (await addedAt(row.id));
    return { ...row, revenueAsOf, ...(await readRevenueHistory(row.id)) };
  }

  /** When a channel was added: the as-of date of a channel never synced with YouTube. */
  async function addedAt(channelId: string): Promise<Date> {
    const [row] = await db
      .select({ createdAt: youtubeChannels.createdAt })
      .from(youtubeChannels)
      .where(eq(youtubeChannels.id, channelId));
    return row?.createdAt ?? new Date();
  }

  /**
   * What the revenue model reads from the channel's videos and snapshots, apart from the channel
   * row: when they cannot be read, the page still loads (spec §8: a top-video failure yields null
   * videos, not an error) and revenue falls back to the lifetime averages, labelled so.
   */
  async function readRevenueHistory(channelId: string): Promise<RevenueHistoryFacts> {
    try {
      return await revenueHistoryOf(db, channelId);
    } catch {
      return NO_REVENUE_HISTORY;
    }
  }

  type ChannelRow = NonNullable<Awaited<ReturnType<typeof readChannel>>>;

  async function resolve(
    param: string,
  ): Promise<{ kind: "invalid" | "not-found"; requested: string } | { kind: "row"; row: ChannelRow }> {
    const extracted = extractChannelId(param);
    if (!extracted.ok) return { kind: "invalid", requested: param };
    const where = isUuid(extracted.id) ? eq(youtubeChannels.id, extracted.id) : eq(youtubeChannels.slug, param);
    const row = await readChannel(where);
    return row ? { kind: "row", row } : { kind: "not-found", requested: param };
  }

  function toDetail(row: ChannelRow, access: RevenueAccess): { channel: ChannelDetail; channelType: ChannelTypeInfo | null } {
    const channel: Omit<ChannelDetail, "revenue"> = {
      id: row.id,
      slug: channelSlug(row.title, row.id),
      title: row.title,
      description: row.description,
      channelUrl: row.channelUrl,
      screenshotUrl: row.screenshotUrl,
      thumbnailUrl: row.thumbnailUrl,
      niche: row.niche,
      nicheSlug: row.nicheSlug,
      channelCategory: row.channelCategory,
      country: row.country,
      uploadFrequency: row.uploadFrequency,
      keywords: row.keywords,
      ...channelPublicNumbers(row, row.revenueAsOf),
      isDemo: row.isDemo,
      lastSyncedAt: row.lastSyncedAt ? row.lastSyncedAt.toISOString() : null,
      numbersAsOf: row.revenueAsOf.toISOString(),
      templateRisk: templateRiskOf(row.templateSignals, row.templateSignalsAt),
    };
    const channelType =
      row.typeId && row.typeLabel
        ? {
            id: row.typeId,
            label: row.typeLabel,
            description: sanitizeRichText(row.typeDescription),
            production: sanitizeRichText(row.typeProduction),
            example: sanitizeRichText(row.typeExample),
          }
        : null;
    return { channel: gateRevenue(channel, access, () => channelRevenueOf(row)), channelType };
  }

  return {
    /**
     * Everything the channel page shows, from one call (ARCHITECTURE.md "Read paths are one
     * query where they can be"): the channel with its type, then its videos and related
     * channels side by side. A bare id or a stale slug resolves to a redirect to the
     * canonical slug (spec §2). Videos and related channels fail on their own (spec §8).
     */
    async channelPage(
      param: string,
      access: RevenueAccess,
      relatedLimit: number = LIMITS.relatedChannels,
    ): Promise<ChannelLookup> {
      const resolved = await resolve(param);
      if (resolved.kind !== "row") return resolved;
      const { row } = resolved;
      const canonical = channelSlug(row.title, row.id);
      if (param !== canonical) return { kind: "redirect", slug: canonical };

      const [stored, related, history] = await Promise.all([
        videosOf(db, row.id).then(
          (value) => value,
          (error: unknown) => {
            options.onPartialFailure?.("videos", error);
            return null;
          },
        ),
        relatedChannels(db, random, row.id, row.niche, relatedLimit).then(
          (list) => ({ list, error: null }),
          (error: unknown) => {
            options.onPartialFailure?.("related", error);
            return { list: [] as RelatedChannel[], error: RELATED_LOAD_ERROR };
          },
        ),
        historyOf(db, row.id).then(
          (value) => value,
          (error: unknown) => {
            options.onPartialFailure?.("history", error);
            return null;
          },
        ),
      ]);
      return {
        kind: "found",
        data: {
          ...toDetail(row, access),
          topVideos: stored ? pickTopVideos(stored.videos) : null,
          recentVideos: stored ? stored.videos.slice(0, RECENT_VIDEOS) : null,
          related: related.list,
          relatedError: related.error,
          history,
          activity: stored?.activity ?? null,
        },
      };
    },

    /**
     * One channel by id, slug or any form extractChannelId accepts (the JSON API): no redirect,
     * the canonical slug is in the result.
     */
    async channelDetail(
      param: string,
      access: RevenueAccess,
    ): Promise<
      | { kind: "invalid" | "not-found"; requested: string }
      | { kind: "found"; channel: ChannelDetail; channelType: ChannelTypeInfo | null }
    > {
      const resolved = await resolve(param);
      if (resolved.kind !== "row") return resolved;
      return { kind: "found", ...toDetail(resolved.row, access) };
    },

    /**
     * The channels of /compare, in the order asked: each with its history (the 30-day growth and
     * the chart), revenue gated like the channel page. A stale slug or a bare id finds its channel;
     * one that finds nothing (or a channel already listed) comes back as such, so the page can
     * name it and still compare the rest.
     */
    async compareChannels(slugs: readonly string[], access: RevenueAccess): Promise<CompareEntry[]> {
      const resolved = await Promise.all(slugs.map((slug) => resolve(slug)));
      const seen = new Set<string>();
      return Promise.all(
        resolved.map(async (entry, index): Promise<CompareEntry> => {
          const requested = slugs[index] ?? "";
          if (entry.kind !== "row") return { kind: "not-found", requested };
          if (seen.has(entry.row.id)) return { kind: "repeated", requested };
          seen.add(entry.row.id);
          const [history, outliers] = await Promise.all([
            historyOf(db, entry.row.id).catch((error: unknown) => {
              options.onPartialFailure?.("history", error);
              return null;
            }),
            outliersOf(db, entry.row.id).catch((error: unknown) => {
              options.onPartialFailure?.("outliers", error);
              return null;
            }),
          ]);
          const detail = toDetail(entry.row, access);
          return {
            kind: "found",
            requested,
            channel: detail.channel,
            typeLabel: detail.channelType?.label ?? null,
            history,
            outliers,
          };
        }),
      );
    },

    /** The canonical slug of a channel id, or null (API and redirects). */
    async canonicalSlug(id: string): Promise<string | null> {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select({ id: youtubeChannels.id, title: youtubeChannels.channelTitle })
        .from(youtubeChannels)
        .where(eq(youtubeChannels.id, id))
        .limit(1);
      return row ? channelSlug(row.title, row.id) : null;
    },

    /** Spec §7 fetch-top-videos: mostViewed and mostEngaging of a channel; null when the channel does not exist. */
    async topVideos(channelId: string): Promise<TopVideos | null> {
      if (!isUuid(channelId)) return null;
      const [exists] = await db
        .select({ id: youtubeChannels.id })
        .from(youtubeChannels)
        .where(eq(youtubeChannels.id, channelId))
        .limit(1);
      if (!exists) return null;
      return pickTopVideos((await videosOf(db, channelId)).videos);
    },

    /** The newest stored videos of a channel. */
    async recentVideos(channelId: string, limit: number = RECENT_VIDEOS): Promise<Video[]> {
      if (!isUuid(channelId)) return [];
      return (await videosOf(db, channelId)).videos.slice(0, limit);
    },

    /** Spec §7 get-related-channels, with the fallback order (see relatedChannels). */
    async related(channelId: string, limit: number = LIMITS.relatedChannels): Promise<RelatedChannel[] | null> {
      if (!isUuid(channelId)) return null;
      const [row] = await db
        .select({ niche: youtubeChannels.niche })
        .from(youtubeChannels)
        .where(eq(youtubeChannels.id, channelId))
        .limit(1);
      if (!row) return null;
      return relatedChannels(db, random, channelId, row.niche, limit);
    },
  };
}

export type ChannelPageService = ReturnType<typeof createChannelPageService>;
