// Applies what the YouTube Data API says about a channel to our row (YouTube Data API): the daily refresh
// (server/jobs/stats-refresh.server.ts) and the admin import both go through here, so a channel
// is stored the same way whoever fetched it.
//
//   const sync = createChannelSyncService(db, youtube);
//   const { channel } = await youtube.resolveChannel(pasted);           // or getChannels(ids)
//   const created = await sync.createChannel(channel, { nicheId, channelType }, { actor });
//   const refreshed = await sync.refreshChannel(channelRowId, channel);
//
// One sync = the channel's own fields and statistics, its newest uploads with their statistics
// (youtube_video_stats, which the channel page's Top Performing Videos and Recent Videos read),
// today's snapshot (one per channel per Pacific day) with the stored 30-day growth it moves,
// the estimates (CPM and revenue fields) and last_synced_at. The YouTube calls come first; everything is then written in one
// transaction per channel, so a channel is never half-updated. Quota and API failures are
// thrown as YoutubeApiError (the caller words them with youtubeErrorMessage).
//
// Cost per channel: 1 unit for the uploads page, 1–2 for video statistics (the newest uploads
// plus the stored most-viewed ones, 50 ids a call). createChannel can also ask search.list for
// the channel's all-time most viewed videos (the search allowance, not the units).
import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { CHANNEL_FORM_LIMITS } from "#domain/admin/channel-form";
import type { ImportSuggestions } from "#domain/admin/import-review";
import { channelSlug } from "#domain/channel-slug";
import { refreshStoredRevenue } from "#db/channel-revenue";
import { refreshStoredTemplateSignals } from "#db/template-signals";
import { OTHER_COUNTRY, isCountryCode } from "#domain/countries";
import { pacificDay } from "#domain/pacific-day";
import type { Database, Transaction } from "#db/database";
import { isUniqueViolation } from "#db/postgres-errors";
import {
  type ChannelRecord,
  type ChannelRef,
  channelStatsSnapshots,
  niches,
  youtubeChannels,
  youtubeVideoStats,
} from "#db/schema/catalogue";
import { isYoutubeApiError } from "#server/integrations/youtube/youtube-api-error.server";
import type { YoutubeChannel, YoutubeClient, YoutubeVideo } from "#server/integrations/youtube/youtube-client.server";
import { type AuditActor, recordAudit } from "#server/services/audit.server";
import { refreshOutlierScores } from "#server/services/outlier-scores.server";
import { refreshStoredGrowth } from "#server/services/stored-growth.server";

/** Newest uploads read on every sync (one playlistItems page). */
const RECENT_UPLOADS_PER_SYNC = 50;
/** Stored videos, most viewed first, whose statistics are refreshed too (the Most Viewed / Most Engaging blocks). */
const TOP_STORED_VIDEOS_PER_SYNC = 50;
/** Spec §7 fetch-top-videos searches "maxResults=10". */
const TOP_SEARCH_RESULTS = 10;

/** What an import decides about a new channel; YouTube supplies the rest. */
export interface NewChannelInput {
  nicheId?: string | null;
  channelType?: string | null;
  /** Spec §3 metadata.ui_channel_type, for a channel stored as 'other'. */
  uiChannelType?: string | null;
  channelCategory?: string | null;
  uploadFrequency?: string | null;
  /** An RPM the admin knows for the channel; without one the model uses its niche's band × its country. */
  rpmOverride?: number | null;
  isFeatured?: boolean;
  /** What the classifier suggested when the import applied it: the edit page shows it (metadata.import_suggestions). */
  importSuggestions?: ImportSuggestions | null;
}

export interface ChannelSyncOptions {
  /** The signed-in admin who asked for it: recorded in the audit log in the same transaction. The daily job passes none. */
  actor?: AuditActor | null;
  /** The instant of the sync (tests pin it); the snapshot is filed under its Pacific day. */
  at?: Date;
  /** What the audit entry calls a refresh of an existing row: an admin's re-import, or the daily job. */
  auditAction?: "import" | "stats-refresh";
}

export interface SyncedChannel extends ChannelRef {
  /** The Pacific day (YYYY-MM-DD) of the snapshot written. */
  day: string;
  /** Videos written (inserted or updated). */
  videosStored: number;
  /** Stored videos YouTube no longer returns (deleted or made private), removed. */
  videosRemoved: number;
}

export type CreateChannelResult = { ok: true; channel: SyncedChannel } | { ok: false; reason: "exists"; existing: ChannelRef };

interface FetchedVideos {
  videos: YoutubeVideo[];
  /** Ids asked for that YouTube did not return. */
  gone: string[];
}

const trimmed = (value: string, max: number) => (value.length > max ? value.slice(0, max) : value);

/** YouTube's brandingSettings keywords within the admin form's limits, so the edit form accepts them. */
export function keywordsFrom(channel: YoutubeChannel): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of channel.keywords) {
    const keyword = raw.trim();
    const key = keyword.toLowerCase();
    if (!keyword || keyword.length > CHANNEL_FORM_LIMITS.keywordLength || seen.has(key)) continue;
    seen.add(key);
    out.push(keyword);
    if (out.length === CHANNEL_FORM_LIMITS.keywords) break;
  }
  return out;
}

/** Spec §3 countries: the 44 codes, anything else YouTube names is 'Other'. */
export function countryFrom(channel: YoutubeChannel): string | null {
  const code = channel.country?.trim().toUpperCase();
  if (!code) return null;
  return isCountryCode(code) ? code : OTHER_COUNTRY;
}

/** The stored row of a channel with what its estimates need (lockedRow's answer). */
type StoredRow = { channel: ChannelRecord; nicheRpmLow: number | null; nicheRpmHigh: number | null };

/** What a sync writes on the channel's row, from YouTube's answer and what we had. */
function rowUpdate(found: StoredRow, channel: YoutubeChannel, id: string, at: Date) {
  const before = found.channel;
  // YouTube leaves out what a channel hides or never set (country, hidden subscriber count…):
  // what we had stays then.
  const title = trimmed(channel.title.trim(), CHANNEL_FORM_LIMITS.title) || before.channelTitle;
  const country = countryFrom(channel) ?? before.country;
  const keywords = keywordsFrom(channel);
  const basis = {
    totalSubscribers: channel.subscriberCount ?? before.totalSubscribers,
    totalViews: channel.viewCount ?? before.totalViews,
    videoCount: channel.videoCount ?? before.videoCount,
    startDate: channel.publishedAt ? channel.publishedAt.toISOString().slice(0, 10) : before.startDate,
  };
  return {
    // Spec §2: the slug follows the title; an old address still resolves by the id and redirects.
    slug: channelSlug(title, id),
    channelTitle: title,
    description: channel.description.trim() ? trimmed(channel.description, CHANNEL_FORM_LIMITS.description) : before.description,
    handle: channel.handle ?? before.handle,
    channelUrl: channel.url,
    thumbnailUrl: channel.thumbnailUrl ?? before.thumbnailUrl,
    uploadsPlaylistId: channel.uploadsPlaylistId ?? before.uploadsPlaylistId,
    country,
    keywords: keywords.length > 0 ? keywords : before.keywords,
    ...basis,
    // Also the revenue model's "as of" (refreshStoredRevenue, which rewrites rpm with the revenue columns).
    lastSyncedAt: at,
    updatedAt: at,
  };
}

/** A rowUpdate in the column names and JSON types of the bulk update's jsonb_to_recordset. */
function bulkRow(update: ReturnType<typeof rowUpdate> & { id: string }) {
  return {
    id: update.id,
    slug: update.slug,
    channel_title: update.channelTitle,
    description: update.description,
    handle: update.handle,
    channel_url: update.channelUrl,
    thumbnail_url: update.thumbnailUrl,
    uploads_playlist_id: update.uploadsPlaylistId,
    country: update.country,
    keywords: update.keywords,
    total_subscribers: update.totalSubscribers,
    total_views: update.totalViews,
    video_count: update.videoCount,
    start_date: update.startDate,
    last_synced_at: update.lastSyncedAt.toISOString(),
    updated_at: update.updatedAt.toISOString(),
  };
}

export function createChannelSyncService(db: Database, youtube: YoutubeClient) {
  /**
   * The newest uploads and the stored most-viewed videos, with statistics. A channel without an
   * uploads playlist (or whose playlist YouTube can't find: channels with no uploads) has none.
   */
  async function fetchVideos(channel: YoutubeChannel, alsoIds: string[]): Promise<FetchedVideos> {
    let uploadIds: string[] = [];
    if (channel.uploadsPlaylistId) {
      try {
        const page = await youtube.listUploads(channel.uploadsPlaylistId, { max: RECENT_UPLOADS_PER_SYNC });
        uploadIds = page.items.map((item) => item.videoId);
      } catch (error) {
        if (!(isYoutubeApiError(error) && error.code === "notFound")) throw error;
      }
    }
    const wanted = [...new Set([...uploadIds, ...alsoIds])];
    const videos = (await youtube.getVideos(wanted)).filter(
      (video) => video.channelId === null || video.channelId === channel.id,
    );
    const returned = new Set(videos.map((video) => video.id));
    return { videos, gone: alsoIds.filter((id) => !returned.has(id)) };
  }

  /** Ids of the channel's stored videos, most viewed first. */
  async function topStoredVideoIds(channelId: string): Promise<string[]> {
    const rows = await db
      .select({ videoId: youtubeVideoStats.videoId })
      .from(youtubeVideoStats)
      .where(eq(youtubeVideoStats.channelId, channelId))
      .orderBy(desc(youtubeVideoStats.views), youtubeVideoStats.videoId)
      .limit(TOP_STORED_VIDEOS_PER_SYNC);
    return rows.map((row) => row.videoId);
  }

  /** The stored row with what the estimates need, locked for the rest of the transaction. */
  async function lockedRow(tx: Transaction, id: string) {
    const [row] = await tx
      .select({ channel: youtubeChannels, nicheRpmLow: niches.rpmLow, nicheRpmHigh: niches.rpmHigh })
      .from(youtubeChannels)
      .leftJoin(niches, eq(niches.id, youtubeChannels.nicheId))
      .where(eq(youtubeChannels.id, id))
      .for("update", { of: youtubeChannels });
    return row ?? null;
  }

  /** Writes one sync: the row, its videos, today's snapshot. Runs inside the caller's transaction. */
  async function apply(
    tx: Transaction,
    id: string,
    channel: YoutubeChannel,
    fetched: FetchedVideos,
    at: Date,
    actor: AuditActor | null,
    action: "import" | "stats-refresh",
    isNew: boolean,
  ): Promise<SyncedChannel | null> {
    const found = await lockedRow(tx, id);
    if (!found) return null;
    const before = found.channel;
    if (before.youtubeChannelId !== channel.id) {
      throw new Error(`Channel ${id} is linked to YouTube channel ${before.youtubeChannelId ?? "(none)"}, not ${channel.id}`);
    }

    const update = rowUpdate(found, channel, id, at);

    // The YouTube quota day (midnight Pacific) is the snapshot's day, so "one snapshot per
    // channel per day" and the refresh's "already synced today" agree with the quota.
    const day = pacificDay(at);
    const snapshot = { subscribers: channel.subscriberCount, views: channel.viewCount, videoCount: channel.videoCount };
    await tx
      .insert(channelStatsSnapshots)
      .values({ channelId: id, day, ...snapshot })
      .onConflictDoUpdate({ target: [channelStatsSnapshots.channelId, channelStatsSnapshots.day], set: snapshot });
    // The stored 30-day growth follows the new snapshot (the "fastest growing" sort reads it);
    // written before the row's own update, so `after` (and the audit entry) carries it.
    await refreshStoredGrowth(tx, [id]);

    const [after] = await tx.update(youtubeChannels).set(update).where(eq(youtubeChannels.id, id)).returning();
    if (!after) return null;

    if (fetched.videos.length > 0) {
      await tx
        .insert(youtubeVideoStats)
        .values(
          fetched.videos.map((video) => ({
            channelId: id,
            videoId: video.id,
            title: video.title,
            thumbnailUrl: video.thumbnailUrl,
            // Hidden likes and disabled comments count as none (the columns hold counts, not "unknown").
            views: video.viewCount ?? 0,
            likes: video.likeCount ?? 0,
            comments: video.commentCount ?? 0,
            publishedAt: video.publishedAt,
            durationSeconds: video.durationSeconds,
            updatedAt: at,
          })),
        )
        .onConflictDoUpdate({
          target: [youtubeVideoStats.channelId, youtubeVideoStats.videoId],
          set: {
            title: sql`excluded.title`,
            thumbnailUrl: sql`excluded.thumbnail_url`,
            views: sql`excluded.views`,
            likes: sql`excluded.likes`,
            comments: sql`excluded.comments`,
            publishedAt: sql`excluded.published_at`,
            durationSeconds: sql`excluded.duration_seconds`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
    }
    let videosRemoved = 0;
    if (fetched.gone.length > 0) {
      const removed = await tx
        .delete(youtubeVideoStats)
        .where(and(eq(youtubeVideoStats.channelId, id), inArray(youtubeVideoStats.videoId, fetched.gone)))
        .returning({ id: youtubeVideoStats.id });
      videosRemoved = removed.length;
    }
    // Each video's outlier score depends on its neighbours': rescore the channel's videos.
    if (fetched.videos.length > 0 || videosRemoved > 0) await refreshOutlierScores(tx, [id]);

    // The stored revenue columns follow the new numbers and the uploads' Shorts share (one model).
    const revenue = (await refreshStoredRevenue(tx, { channelIds: [id] })).get(id);
    // The template signals follow the recent uploads (and the sync date they are read as of).
    await refreshStoredTemplateSignals(tx, [id]);

    if (actor) {
      const { searchVector: _a, ...beforeRow } = before;
      const { searchVector: _b, ...afterRow } = { ...after, ...revenue };
      await recordAudit(tx, actor, {
        action,
        entityType: "channel",
        entityId: id,
        before: isNew ? null : beforeRow,
        after: afterRow,
      });
    }
    return { id, slug: after.slug, channelTitle: after.channelTitle, day, videosStored: fetched.videos.length, videosRemoved };
  }

  async function existingByYoutubeId(youtubeChannelId: string) {
    const [row] = await db
      .select({ id: youtubeChannels.id, slug: youtubeChannels.slug, channelTitle: youtubeChannels.channelTitle })
      .from(youtubeChannels)
      .where(eq(youtubeChannels.youtubeChannelId, youtubeChannelId))
      .limit(1);
    return row ?? null;
  }

  return {
    /**
     * Adds a channel from its YouTube data (the admin import): the row (slug from the title and a
     * new id, spec §2), its newest uploads and, with `searchTopVideos`, its all-time most viewed
     * videos (search.list; skipped when the search allowance is spent), and today's snapshot.
     * A channel already in the catalogue (same YouTube id) is not added again.
     */
    async createChannel(
      channel: YoutubeChannel,
      input: NewChannelInput = {},
      options: ChannelSyncOptions & { searchTopVideos?: boolean } = {},
    ): Promise<CreateChannelResult> {
      const existing = await existingByYoutubeId(channel.id);
      if (existing) return { ok: false, reason: "exists", existing };

      let topIds: string[] = [];
      if (options.searchTopVideos) {
        try {
          topIds = (await youtube.searchTopVideos(channel.id, { max: TOP_SEARCH_RESULTS })).map((video) => video.videoId);
        } catch (error) {
          // The newest uploads still make a useful page; the next searches can fill the top ones.
          if (!(isYoutubeApiError(error) && error.code === "quotaExceeded" && error.bucket === "search")) throw error;
        }
      }
      const fetched = await fetchVideos(channel, topIds);
      // Videos search found that YouTube then did not return are simply not stored.
      fetched.gone = [];
      const at = options.at ?? new Date();
      const id = randomUUID();
      try {
        const synced = await db.transaction(async (tx) => {
          let nicheName: string | null = null;
          if (input.nicheId) {
            const [niche] = await tx.select({ name: niches.name }).from(niches).where(eq(niches.id, input.nicheId));
            if (!niche) throw new Error(`No niche ${input.nicheId}`);
            nicheName = niche.name;
          }
          await tx.insert(youtubeChannels).values({
            id,
            slug: channelSlug(channel.title, id),
            youtubeChannelId: channel.id,
            channelTitle: channel.title.trim() || channel.handle || channel.id,
            // Spec §3 keeps the niche's name on the channel next to niche_id.
            nicheId: input.nicheId ?? null,
            niche: nicheName,
            channelType: input.channelType ?? null,
            metadata: {
              ...(input.uiChannelType ? { ui_channel_type: input.uiChannelType } : {}),
              ...(input.importSuggestions ? { import_suggestions: input.importSuggestions } : {}),
            },
            channelCategory: input.channelCategory ?? null,
            uploadFrequency: input.uploadFrequency ?? null,
            rpmOverride: input.rpmOverride ?? null,
            isFeatured: input.isFeatured ?? false,
            createdAt: at,
            updatedAt: at,
          });
          const result = await apply(tx, id, channel, fetched, at, options.actor ?? null, "import", true);
          if (!result) throw new Error("The new channel row disappeared");
          return result;
        });
        return { ok: true, channel: synced };
      } catch (error) {
        // Added by someone else between the check and the insert.
        if (isUniqueViolation(error)) {
          const raced = await existingByYoutubeId(channel.id);
          if (raced) return { ok: false, reason: "exists", existing: raced };
        }
        throw error;
      }
    },

    /**
     * Refreshes a channel we have (its youtube_channel_id must be `channel.id`) from its YouTube
     * data: fields, statistics, newest uploads and stored top videos, today's snapshot (a second
     * sync the same day updates it), estimates. Null when the row no longer exists.
     */
    async refreshChannel(
      channelId: string,
      channel: YoutubeChannel,
      options: ChannelSyncOptions = {},
    ): Promise<SyncedChannel | null> {
      const fetched = await fetchVideos(channel, await topStoredVideoIds(channelId));
      const at = options.at ?? new Date();
      return db.transaction((tx) =>
        apply(tx, channelId, channel, fetched, at, options.actor ?? null, options.auditAction ?? "stats-refresh", false),
      );
    },

    /**
     * Like refreshChannel without reading its videos (no further call): fields, statistics,
     * today's snapshot and estimates from the channels.list answer alone. The daily refresh uses
     * it for a channel whose uploads feed shows nothing new (domain/refresh-plan.ts).
     */
    async refreshChannelStats(
      channelId: string,
      channel: YoutubeChannel,
      options: ChannelSyncOptions = {},
    ): Promise<SyncedChannel | null> {
      const at = options.at ?? new Date();
      return db.transaction((tx) =>
        apply(
          tx,
          channelId,
          channel,
          { videos: [], gone: [] },
          at,
          options.actor ?? null,
          options.auditAction ?? "stats-refresh",
          false,
        ),
      );
    },

    /**
     * refreshChannelStats for many channels in one transaction, with the stored growth and
     * revenue recomputed once for all of them (the daily refresh's 50-channel batches: far fewer
     * round trips than one transaction each). All or nothing: on an error nothing is written and
     * the caller can retry them one by one. Null for a row that no longer exists.
     */
    async refreshChannelsStats(
      entries: { channelId: string; channel: YoutubeChannel }[],
      options: Omit<ChannelSyncOptions, "actor"> = {},
    ): Promise<(SyncedChannel | null)[]> {
      if (entries.length === 0) return [];
      const at = options.at ?? new Date();
      const day = pacificDay(at);
      return db.transaction(async (tx) => {
        // Locked in id order, like any other writer would, so two writers can't deadlock.
        const rows = await tx
          .select({ channel: youtubeChannels, nicheRpmLow: niches.rpmLow, nicheRpmHigh: niches.rpmHigh })
          .from(youtubeChannels)
          .leftJoin(niches, eq(niches.id, youtubeChannels.nicheId))
          .where(
            inArray(
              youtubeChannels.id,
              entries.map((entry) => entry.channelId),
            ),
          )
          .orderBy(youtubeChannels.id)
          .for("update", { of: youtubeChannels });
        const byId = new Map(rows.map((row) => [row.channel.id, row]));
        const present = entries.filter((entry) => byId.has(entry.channelId));
        for (const { channelId, channel } of present) {
          const linked = byId.get(channelId)!.channel.youtubeChannelId;
          if (linked !== channel.id)
            throw new Error(`Channel ${channelId} is linked to YouTube channel ${linked ?? "(none)"}, not ${channel.id}`);
        }
        if (present.length === 0) return entries.map(() => null);
        await tx
          .insert(channelStatsSnapshots)
          .values(
            present.map(({ channelId, channel }) => ({
              channelId,
              day,
              subscribers: channel.subscriberCount,
              views: channel.viewCount,
              videoCount: channel.videoCount,
            })),
          )
          .onConflictDoUpdate({
            target: [channelStatsSnapshots.channelId, channelStatsSnapshots.day],
            set: { subscribers: sql`excluded.subscribers`, views: sql`excluded.views`, videoCount: sql`excluded.video_count` },
          });
        const written = new Map<string, SyncedChannel>();
        const updates = present.map(({ channelId, channel }) => ({
          id: channelId,
          ...rowUpdate(byId.get(channelId)!, channel, channelId, at),
        }));
        // Every row in one statement: a batch of 500 channels is one round trip, not 500.
        await tx.execute(sql`update ${youtubeChannels} c set
            slug = x.slug, channel_title = x.channel_title, description = x.description, handle = x.handle,
            channel_url = x.channel_url, thumbnail_url = x.thumbnail_url, uploads_playlist_id = x.uploads_playlist_id,
            country = x.country, keywords = x.keywords, total_subscribers = x.total_subscribers, total_views = x.total_views,
            video_count = x.video_count, start_date = x.start_date,
            last_synced_at = x.last_synced_at, updated_at = x.updated_at
          from jsonb_to_recordset(${JSON.stringify(updates.map(bulkRow))}::jsonb) as x(
            id uuid, slug text, channel_title text, description text, handle text, channel_url text, thumbnail_url text,
            uploads_playlist_id text, country text, keywords text[], total_subscribers bigint, total_views bigint,
            video_count integer, start_date date, last_synced_at timestamptz, updated_at timestamptz)
          where c.id = x.id`);
        for (const update of updates)
          written.set(update.id, {
            id: update.id,
            slug: update.slug,
            channelTitle: update.channelTitle,
            day,
            videosStored: 0,
            videosRemoved: 0,
          });
        const ids = [...written.keys()];
        await refreshStoredGrowth(tx, ids);
        await refreshStoredRevenue(tx, { channelIds: ids });
        await refreshStoredTemplateSignals(tx, ids);
        return entries.map((entry) => written.get(entry.channelId) ?? null);
      });
    },
  };
}
