// A catalogue as the daily refresh would have left it, for channels of the generated fake
// (dev/fake-youtube/generated-catalogue.ts): each channel last read at some point of its tier's
// interval, with the uploads that were public then stored (details known) and a snapshot of that
// day. The refresh's tests and bench:refresh start from it, so their first day is an ordinary day
// and not a catalogue's first import.
import { randomUUID } from "node:crypto";
import { REFRESH_INTERVAL_DAYS, refreshTier } from "#domain/refresh-plan";
import { pacificDay } from "#domain/pacific-day";
import type { Database } from "#db/database";
import { channelStatsSnapshots, youtubeChannels, youtubeVideoStats } from "#db/schema/catalogue";
import { bulkInsert } from "#db/seed/bulk-insert";
import { ensureSnapshotPartitions } from "#db/snapshot-partitions";
import { type GeneratedCatalogue, generatedChannelId } from "#dev/fake-youtube/generated-catalogue";

const DAY_MS = 86_400_000;
/** Uploads stored per channel: the feed's 15, as a steady refresh keeps them. */
const STORED_UPLOADS = 15;

/** A float in [0, 1) for channel n (where in its interval it was last read). */
function spread(n: number): number {
  return ((Math.imul(n + 1, 2_654_435_761) >>> 0) % 10_000) / 10_000;
}

export interface SeededCatalogue {
  /** Our row id of generated channel n. */
  rowIds: string[];
}

/**
 * Stores generated channels `from` … `from + count − 1` as last read before `now` (the run
 * hour of earlier days), `batch` channels a transaction. `fresh: true` stores them never read.
 */
export async function seedGeneratedChannels(
  db: Database,
  catalogue: GeneratedCatalogue,
  options: { from?: number; count: number; now: Date; fresh?: boolean; batch?: number; onProgress?: (done: number) => void },
): Promise<SeededCatalogue> {
  const from = options.from ?? 0;
  const batchSize = options.batch ?? 2_000;
  const rowIds: string[] = [];
  const first = pacificDay(new Date(options.now.getTime() - 31 * DAY_MS));
  await ensureSnapshotPartitions(db, first, pacificDay(options.now));
  for (let start = 0; start < options.count; start += batchSize) {
    const channels: (typeof youtubeChannels.$inferInsert)[] = [];
    const videos: (typeof youtubeVideoStats.$inferInsert)[] = [];
    const snapshots: (typeof channelStatsSnapshots.$inferInsert)[] = [];
    for (let i = start; i < Math.min(options.count, start + batchSize); i++) {
      const n = from + i;
      const id = randomUUID();
      rowIds.push(id);
      const youtubeChannelId = generatedChannelId(n);
      const base = {
        id,
        slug: `generated-channel-${n}`,
        youtubeChannelId,
        channelTitle: `Generated channel ${n}`,
        uploadsPlaylistId: `UU${youtubeChannelId.slice(2)}`,
        createdAt: options.now,
        updatedAt: options.now,
      };
      if (options.fresh) {
        channels.push({ ...base, lastSyncedAt: null });
        continue;
      }
      // Its tier by what it has uploaded, then a read somewhere within that tier's interval.
      const latest = catalogue.uploads(n, options.now, 1)[0];
      const tier = refreshTier(
        {
          id,
          lastSyncedDay: "2000-01-01",
          latestUploadAt: latest ? new Date(latest.snippet!.publishedAt!) : null,
          growthPercent30d: 0,
        },
        options.now,
      );
      const interval = REFRESH_INTERVAL_DAYS[tier];
      const lastSyncedAt = new Date(options.now.getTime() - (1 + Math.floor(spread(n) * interval)) * DAY_MS);
      const stored = catalogue.uploads(n, lastSyncedAt, STORED_UPLOADS);
      channels.push({ ...base, lastSyncedAt, videoCount: catalogue.videoCount(n, lastSyncedAt) });
      for (const video of stored) {
        videos.push({
          channelId: id,
          videoId: video.id!,
          title: video.snippet!.title!,
          views: Number(video.statistics!.viewCount),
          likes: Number(video.statistics!.likeCount),
          comments: Number(video.statistics!.commentCount),
          publishedAt: new Date(video.snippet!.publishedAt!),
          durationSeconds: durationSeconds(video.contentDetails!.duration!),
          createdAt: lastSyncedAt,
          updatedAt: lastSyncedAt,
        });
      }
      // The counts channels.list gave at that read: a placeholder here would read as growth (or
      // loss) at the next refresh and make quiet channels hot for 30 days.
      const counts = catalogue.statistics(n, lastSyncedAt);
      snapshots.push({
        channelId: id,
        day: pacificDay(lastSyncedAt),
        subscribers: counts.subscribers,
        views: counts.views,
        videoCount: catalogue.videoCount(n, lastSyncedAt),
        createdAt: lastSyncedAt,
      });
    }
    await db.transaction(async (tx) => {
      await bulkInsert(tx, youtubeChannels, channels);
      await bulkInsert(tx, youtubeVideoStats, videos);
      await bulkInsert(tx, channelStatsSnapshots, snapshots);
    });
    options.onProgress?.(Math.min(options.count, start + batchSize));
  }
  return { rowIds };
}

function durationSeconds(iso: string): number {
  const match = /^PT(?:(\d+)M)?(?:(\d+)S)?$/.exec(iso);
  return match ? Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0) : 0;
}
