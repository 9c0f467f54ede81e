// The outlier score stored on each video row (youtube_video_stats.outlier_score, with the age it
// compared at and the baseline it beat), which /outliers,
// its API and the channel, niche and type pages read through an index. domain/outlier-score
// decides the figures (outlierScores); this module reads a channel's videos and writes them.
// Whoever writes a channel's videos calls it in the same transaction: the channel sync (import,
// the admin refresh and the daily stats refresh). The demo seed computes the same scores from the
// videos it generates (db/seed/factories/video-factory.ts).
import { sql } from "drizzle-orm";
import { outlierReadings } from "#domain/outlier-score";
import type { VideoAge } from "#domain/video-ages";
import { forEachChannelBatch } from "#db/channel-batches";
import type { Database, Transaction } from "#db/database";
import { executeRows } from "#db/execute-rows";
import { youtubeVideoAgeViews, youtubeVideoStats } from "#db/schema/catalogue";
import { markOutlierScoresCurrent, outlierScoresAreCurrent } from "#db/outlier-rule-version";

type VideoRow = {
  id: string;
  channel_id: string;
  views: string | number;
  published_at: string | Date | null;
  duration_seconds: number | null;
  updated_at: string | Date | null;
  /** Its fixed-age readings, as [[age, views], …]; null when none. */
  age_views: [number, string | number][] | null;
};

/**
 * Recomputes and stores the outlier scores of every video of the given channels: one read and
 * one update for all of them. Only changed scores are written; updated_at is left alone (the
 * score follows the videos, it is not an edit).
 */
export async function refreshOutlierScores(executor: Database | Transaction, channelIds: readonly string[]): Promise<void> {
  if (channelIds.length === 0) return;
  const ids = [...new Set(channelIds)];
  const rows = await executeRows<VideoRow>(
    executor,
    sql`select v.id, v.channel_id, v.views, v.published_at, v.duration_seconds, v.updated_at,
        (select json_agg(json_build_array(a.age_days, a.views)) from ${youtubeVideoAgeViews} a where a.video_row_id = v.id) as age_views
      from ${youtubeVideoStats} v
      where v.channel_id = any(${sql.param(ids)}::uuid[])`,
  );
  const byChannel = new Map<string, VideoRow[]>();
  for (const row of rows) {
    const list = byChannel.get(row.channel_id) ?? [];
    list.push(row);
    byChannel.set(row.channel_id, list);
  }
  const videoIds: string[] = [];
  const scores: (number | null)[] = [];
  const ages: (number | null)[] = [];
  const usual: (number | null)[] = [];
  for (const videos of byChannel.values()) {
    const scored = outlierReadings(
      videos.map((video) => ({
        id: video.id,
        views: Number(video.views),
        publishedAt: video.published_at === null ? null : new Date(video.published_at),
        durationSeconds: video.duration_seconds,
        // A row's updated_at is when its views were last written.
        viewsAsOf: video.updated_at === null ? null : new Date(video.updated_at),
        ageViews: Object.fromEntries((video.age_views ?? []).map(([age, views]) => [age as VideoAge, Number(views)])),
      })),
    );
    for (const [id, reading] of scored) {
      videoIds.push(id);
      scores.push(reading?.score ?? null);
      ages.push(reading?.ageDays ?? null);
      usual.push(reading?.usualViews ?? null);
    }
  }
  if (videoIds.length === 0) return;
  await executor.execute(sql`update ${youtubeVideoStats} v
    set outlier_score = s.score, outlier_age_days = s.age_days, outlier_usual_views = s.usual_views
    from unnest(${sql.param(videoIds)}::uuid[], ${sql.param(scores)}::float8[], ${sql.param(ages)}::int2[], ${sql.param(usual)}::float8[])
      as s(id, score, age_days, usual_views)
    where v.id = s.id
      and (v.outlier_score, v.outlier_age_days, v.outlier_usual_views) is distinct from (s.score, s.age_days, s.usual_views)`);
}

const RESCORE_BATCH = 200;

/**
 * Recomputes every channel's stored scores when they were made under an older outlier rule, then
 * records the version; the daily refresh would only reach the channels it syncs. Called once at
 * start-up; returns how many channels it rescored (0 when up to date).
 */
export async function rewriteStaleOutlierScores(db: Database): Promise<number> {
  if (await outlierScoresAreCurrent(db)) return 0;
  const done = await forEachChannelBatch(db, RESCORE_BATCH, (channelIds) => refreshOutlierScores(db, channelIds));
  await markOutlierScoresCurrent(db);
  return done;
}
