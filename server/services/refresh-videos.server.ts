// What the daily refresh (server/jobs/stats-refresh.server.ts) reads and writes about videos, in
// batches: the uploads the feeds name (new ones stored at once from the feed, their details left
// pending for a batched videos.list), the views the feeds carry for stored videos (free), the
// details videos.list or videos.batchGetStats answered, and views at fixed ages
// (youtube_video_age_views, domain/video-ages.ts). One statement per batch, never one per video.
import { sql } from "drizzle-orm";
import { VIDEO_AGES, type VideoAge, publishedRangeForAge } from "#domain/video-ages";
import type { DueAge } from "#domain/refresh-plan";
import type { Database, Transaction } from "#db/database";
import { executeRows } from "#db/execute-rows";
import { type VideoAgeSource, youtubeVideoAgeViews, youtubeVideoStats } from "#db/schema/catalogue";

type Executor = Database | Transaction;

/** A video we store, as the refresh needs it. */
export interface StoredVideo {
  rowId: string;
  channelId: string;
  videoId: string;
  publishedAt: Date | null;
}

/** An uploads-feed entry of a channel, as it will be stored. */
export interface FeedVideo {
  channelId: string;
  videoId: string;
  title: string;
  publishedAt: Date;
  views: number | null;
  likes: number | null;
}

/** What videos.list or videos.batchGetStats said about a stored video. */
export interface VideoDetails {
  rowId: string;
  /** videos.list gives the title and thumbnail; batchGetStats does not (the feed's stay). */
  title?: string;
  thumbnailUrl?: string | null;
  views: number | null;
  likes: number | null;
  comments: number | null;
  durationSeconds: number | null;
  publishedAt: Date | null;
}

/** One views-at-an-age reading. */
export interface AgeReading {
  videoRowId: string;
  age: VideoAge;
  views: number;
  likes: number | null;
  comments: number | null;
  observedAt: Date;
  source: VideoAgeSource;
}

const key = (channelId: string, videoId: string) => `${channelId}\u0000${videoId}`;
/** Rows per multi-row insert: PostgreSQL takes at most 65,535 parameters a statement. */
const ROWS_PER_INSERT = 2_000;

/** The stored videos among `videoIds` of `channelIds`, by channel and video id. */
export async function storedVideos(
  executor: Executor,
  channelIds: string[],
  videoIds: string[],
): Promise<Map<string, StoredVideo>> {
  const found = new Map<string, StoredVideo>();
  if (channelIds.length === 0 || videoIds.length === 0) return found;
  const rows = await executeRows<{ id: string; channel_id: string; video_id: string; published_at: string | Date | null }>(
    executor,
    sql`select v.id, v.channel_id, v.video_id, v.published_at from ${youtubeVideoStats} v
      where v.channel_id = any(${sql.param(channelIds)}::uuid[]) and v.video_id = any(${sql.param(videoIds)}::text[])`,
  );
  for (const row of rows) {
    found.set(key(row.channel_id, row.video_id), {
      rowId: row.id,
      channelId: row.channel_id,
      videoId: row.video_id,
      publishedAt: row.published_at === null ? null : new Date(row.published_at),
    });
  }
  return found;
}

export function storedVideoKey(channelId: string, videoId: string): string {
  return key(channelId, videoId);
}

/**
 * New uploads from the feeds: stored now with what the feed says (title, date, views, likes) and
 * their details pending. Returns the rows written (an upload stored meanwhile is left alone).
 */
export async function insertFeedVideos(executor: Executor, videos: FeedVideo[], at: Date): Promise<StoredVideo[]> {
  if (videos.length > ROWS_PER_INSERT) {
    const all: StoredVideo[] = [];
    for (let start = 0; start < videos.length; start += ROWS_PER_INSERT)
      all.push(...(await insertFeedVideos(executor, videos.slice(start, start + ROWS_PER_INSERT), at)));
    return all;
  }
  if (videos.length === 0) return [];
  const rows = await executor
    .insert(youtubeVideoStats)
    .values(
      videos.map((video) => ({
        channelId: video.channelId,
        videoId: video.videoId,
        title: video.title.slice(0, 500),
        // The feed's thumbnail is YouTube's usual address for the id.
        thumbnailUrl: `https://i.ytimg.com/vi/${video.videoId}/hqdefault.jpg`,
        views: video.views ?? 0,
        likes: video.likes ?? 0,
        comments: 0,
        publishedAt: video.publishedAt,
        detailsPending: true,
        createdAt: at,
        updatedAt: at,
      })),
    )
    .onConflictDoNothing({ target: [youtubeVideoStats.channelId, youtubeVideoStats.videoId] })
    .returning({
      rowId: youtubeVideoStats.id,
      channelId: youtubeVideoStats.channelId,
      videoId: youtubeVideoStats.videoId,
      publishedAt: youtubeVideoStats.publishedAt,
    });
  return rows;
}

/** The views (and likes) the feeds carry for stored videos: free, so every stored video in a feed read is brought up to date. */
export async function updateFeedViews(
  executor: Executor,
  updates: { rowId: string; views: number; likes: number | null }[],
  at: Date,
): Promise<void> {
  if (updates.length === 0) return;
  await executor.execute(sql`update ${youtubeVideoStats} v
    set views = u.views, likes = coalesce(u.likes, v.likes), updated_at = ${at.toISOString()}::timestamptz
    from unnest(${sql.param(updates.map((u) => u.rowId))}::uuid[], ${sql.param(updates.map((u) => u.views))}::bigint[], ${sql.param(updates.map((u) => u.likes))}::bigint[]) as u(id, views, likes)
    where v.id = u.id and (v.views, v.likes) is distinct from (u.views, coalesce(u.likes, v.likes))`);
}

/** Details read through the API: the counts, duration and (videos.list) title; no longer pending. */
export async function storeVideoDetails(executor: Executor, details: VideoDetails[], at: Date): Promise<void> {
  if (details.length === 0) return;
  const rows = details.map((d) => ({
    id: d.rowId,
    title: d.title ? d.title.slice(0, 500) : null,
    thumbnail_url: d.thumbnailUrl ?? null,
    views: d.views,
    likes: d.likes,
    comments: d.comments,
    duration_seconds: d.durationSeconds,
    published_at: d.publishedAt?.toISOString() ?? null,
  }));
  await executor.execute(sql`update ${youtubeVideoStats} v set
      title = coalesce(x.title, v.title),
      thumbnail_url = coalesce(x.thumbnail_url, v.thumbnail_url),
      -- Hidden likes and disabled comments count as none (the columns hold counts, not "unknown").
      views = coalesce(x.views, v.views), likes = coalesce(x.likes, 0), comments = coalesce(x.comments, 0),
      duration_seconds = x.duration_seconds, published_at = coalesce(x.published_at, v.published_at),
      details_pending = false, updated_at = ${at.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id uuid, title text, thumbnail_url text, views bigint, likes bigint, comments bigint, duration_seconds integer, published_at timestamptz)
    where v.id = x.id`);
}

/** Videos YouTube no longer returns (deleted, made private): removed, with their age readings. */
export async function removeVideos(executor: Executor, rowIds: string[]): Promise<void> {
  if (rowIds.length === 0) return;
  await executor.execute(sql`delete from ${youtubeVideoStats} where id = any(${sql.param(rowIds)}::uuid[])`);
}

/** Views-at-age readings; an age already recorded keeps its first reading. */
export async function recordAgeViews(executor: Executor, readings: AgeReading[]): Promise<number> {
  if (readings.length > ROWS_PER_INSERT) {
    let written = 0;
    for (let start = 0; start < readings.length; start += ROWS_PER_INSERT)
      written += await recordAgeViews(executor, readings.slice(start, start + ROWS_PER_INSERT));
    return written;
  }
  if (readings.length === 0) return 0;
  const rows = await executor
    .insert(youtubeVideoAgeViews)
    .values(
      readings.map((r) => ({
        videoRowId: r.videoRowId,
        ageDays: r.age,
        views: r.views,
        likes: r.likes,
        comments: r.comments,
        observedAt: r.observedAt,
        source: r.source,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: youtubeVideoAgeViews.videoRowId });
  return rows.length;
}

/**
 * The video ages due at `now` (published inside an age's window, not recorded yet), with whether
 * the channel's feed should still list the video: fewer than 15 newer uploads stored.
 */
export async function dueAges(executor: Executor, now: Date): Promise<(DueAge & { videoId: string; publishedAt: Date })[]> {
  const ranges = VIDEO_AGES.map((age) => {
    const { from, to } = publishedRangeForAge(age, now);
    return sql`(select v.id, v.channel_id, v.video_id, v.published_at, ${age}::int as age from ${youtubeVideoStats} v
      where v.published_at > ${from.toISOString()}::timestamptz and v.published_at <= ${to.toISOString()}::timestamptz
        and not exists (select 1 from ${youtubeVideoAgeViews} a where a.video_row_id = v.id and a.age_days = ${age}))`;
  });
  const rows = await executeRows<{
    id: string;
    channel_id: string;
    video_id: string;
    published_at: string | Date;
    age: number;
    newer: number | string;
  }>(
    executor,
    sql`select d.id, d.channel_id, d.video_id, d.published_at, d.age,
        (select count(*) from (select 1 from ${youtubeVideoStats} n
          where n.channel_id = d.channel_id and n.published_at > d.published_at limit 15) newer) as newer
      from (${sql.join(ranges, sql` union all `)}) d`,
  );
  return rows.map((row) => ({
    videoRowId: row.id,
    channelId: row.channel_id,
    videoId: row.video_id,
    publishedAt: new Date(row.published_at),
    age: row.age as VideoAge,
    inFeed: Number(row.newer) < 15,
  }));
}

/** Videos whose details are pending, newest first, at most `limit`. */
export async function pendingVideos(executor: Executor, limit: number): Promise<StoredVideo[]> {
  const rows = await executeRows<{ id: string; channel_id: string; video_id: string; published_at: string | Date | null }>(
    executor,
    sql`select v.id, v.channel_id, v.video_id, v.published_at from ${youtubeVideoStats} v
      where v.details_pending order by v.published_at desc nulls last limit ${limit}`,
  );
  return rows.map((row) => ({
    rowId: row.id,
    channelId: row.channel_id,
    videoId: row.video_id,
    publishedAt: row.published_at === null ? null : new Date(row.published_at),
  }));
}

/** Pending details per channel (the plan counts them per tier). */
export async function pendingByChannel(executor: Executor): Promise<Map<string, number>> {
  const rows = await executeRows<{ channel_id: string; n: number | string }>(
    executor,
    sql`select v.channel_id, count(*) as n from ${youtubeVideoStats} v where v.details_pending group by v.channel_id`,
  );
  return new Map(rows.map((row) => [row.channel_id, Number(row.n)]));
}
