// Outlier videos: how far a video beat its own channel. vidIQ, 1of10, TubeLab and ViewStats all
// rank "outliers" without saying how; this is our definition, shown on /how-it-works.
//
//   score = the video's views ÷ the median views of the same channel's OTHER uploads of the same
//           kind (long-form or Shorts, domain/video-format.ts) published within
//           OUTLIER_WINDOW_DAYS (180) before or after it.
//
// Views are compared at equal age wherever the refresh read them at a fixed age
// (domain/video-ages.ts): the video's views at N days against its peers' views at N days, at the
// oldest age the video and at least OUTLIER_MIN_COMPARABLE peers were read at. Otherwise lifetime
// views are compared, and then an upload younger than OUTLIER_MIN_AGE_DAYS when its views were
// read is too new to score and nobody's peer: its views are still arriving (in the demo
// catalogue, uploads of 0–7 days had a median lifetime score of 0.44 against about 1 for older
// ones), so it would read as a flop and drag its neighbours' median down.
//
// The median, not the mean, so one viral upload does not drag its neighbours' scores down; the
// window, so a channel that grew tenfold is compared with what it was getting at the time. The
// window never reaches across YouTube's view-count change (domain/view-counting): an upload
// published before 2026-08-27 is compared only with uploads published before it, a later one only
// with later ones. With fewer than OUTLIER_MIN_COMPARABLE comparable uploads (or a median of 0
// views) there is no score.
import { NOT_AVAILABLE } from "#domain/format";
import { VIDEO_AGES, type VideoAge } from "#domain/video-ages";
import { type VideoFormat, videoFormat } from "#domain/video-format";
import { VIEW_COUNT_CHANGE_DAY, viewCountRuleAt } from "#domain/view-counting";
import { decimalText } from "#domain/en-us-text";

/**
 * Days before and after a video whose uploads it is compared with (a window of about a year):
 * wide enough that a channel uploading monthly has its 5 comparable uploads, narrow enough that
 * a channel that grew is compared with what it was getting at the time.
 */
export const OUTLIER_WINDOW_DAYS = 180;
/** Fewer comparable uploads than this and the median says too little: no score. */
export const OUTLIER_MIN_COMPARABLE = 5;
/** Younger than this (in days) when its views were read, an upload is too new to score or to compare with. */
export const OUTLIER_MIN_AGE_DAYS = 7;
/** A score at or above this is "an outlier" (3× the channel's usual views). */
export const OUTLIER_THRESHOLD = 3;

const DAY_MS = 86_400_000;

/** The definition in one sentence, for the API description, the read models and the pages. */
export const OUTLIER_SCORE_DEFINITION = `the video's views ÷ the median views of the same channel's other uploads of the same format (long-form or Shorts) published within ${OUTLIER_WINDOW_DAYS} days before or after it, on the same side of YouTube's view-count change of ${VIEW_COUNT_CHANGE_DAY}; at equal age (views at ${VIDEO_AGES.join(", ")} days, the oldest age read for the video and at least ${OUTLIER_MIN_COMPARABLE} of those uploads) where the refresh read them, else lifetime views with uploads younger than ${OUTLIER_MIN_AGE_DAYS} days when their views were read left out (too new to score); no score with fewer than ${OUTLIER_MIN_COMPARABLE} such uploads`;

export interface OutlierScoreInput {
  /** Any key unique within the channel (the row id or the YouTube video id). */
  id: string;
  views: number;
  publishedAt: Date | null;
  durationSeconds: number | null;
  /** When `views` were read (the channel's sync); null when unknown, then the upload counts as old enough. */
  viewsAsOf: Date | null;
  /** Its views at the fixed ages the refresh read (domain/video-ages.ts); none for a video never read at one. */
  ageViews?: Partial<Record<VideoAge, number>>;
}

/** A video's score, what it was compared at and the baseline it beat. */
export interface OutlierReading {
  score: number;
  /** The fixed age (days) both sides were read at; null when lifetime views were compared. */
  ageDays: VideoAge | null;
  /** The median views of the uploads it was compared with (at `ageDays`, or lifetime). */
  usualViews: number;
}

/** True when the upload was younger than OUTLIER_MIN_AGE_DAYS when its views were read. */
export function isTooNewToScore(publishedAt: Date | null, viewsAsOf: Date | null): boolean {
  if (!publishedAt || !viewsAsOf) return false;
  return viewsAsOf.getTime() - publishedAt.getTime() < OUTLIER_MIN_AGE_DAYS * DAY_MS;
}

/** The median of `values` (the mean of the middle two for an even count); null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const OLDEST_AGE_FIRST = [...VIDEO_AGES].reverse();

type Peer = { id: string; views: number; at: number; old: boolean; ageViews: Partial<Record<VideoAge, number>> };

/** The median of the others' values in [from, to) (skipping `self`), when at least OUTLIER_MIN_COMPARABLE have one and it is above 0. */
function usualAmong(group: readonly Peer[], from: number, to: number, self: number, value: (peer: Peer) => number | undefined) {
  const others: number[] = [];
  for (let j = from; j < to; j++) {
    const v = j === self ? undefined : value(group[j]!);
    if (v !== undefined) others.push(v);
  }
  if (others.length < OUTLIER_MIN_COMPARABLE) return null;
  const typical = median(others);
  return typical !== null && typical > 0 ? typical : null;
}

/**
 * The outlier reading of every video of ONE channel, by id: null when the video's format or
 * publish date is unknown, or fewer than OUTLIER_MIN_COMPARABLE comparable uploads exist (same
 * format, within the window, on the same side of the view-count change; read at the same fixed
 * age, or old enough for lifetime views to compare), or when it has no fixed-age comparison and
 * is too new to score.
 */
export function outlierReadings(videos: readonly OutlierScoreInput[]): Map<string, OutlierReading | null> {
  const readings = new Map<string, OutlierReading | null>();
  // Peers: the same format, published on the same side of the view-count change. The change
  // splits time in two, so grouping by side is the same as cutting each window at the change day.
  const groups = new Map<`${VideoFormat}/${string}`, Peer[]>();
  for (const video of videos) {
    readings.set(video.id, null);
    const format = videoFormat(video.durationSeconds);
    const at = video.publishedAt?.getTime();
    if (format === null || at === undefined || !Number.isFinite(at) || !Number.isFinite(video.views) || video.views < 0) continue;
    const ageViews: Partial<Record<VideoAge, number>> = {};
    for (const age of VIDEO_AGES) {
      const views = video.ageViews?.[age];
      if (views !== undefined && Number.isFinite(views) && views >= 0) ageViews[age] = views;
    }
    const key = `${format}/${viewCountRuleAt(video.publishedAt!)}` as const;
    const group = groups.get(key) ?? [];
    group.push({ id: video.id, views: video.views, at, old: !isTooNewToScore(video.publishedAt, video.viewsAsOf), ageViews });
    groups.set(key, group);
  }
  const reach = OUTLIER_WINDOW_DAYS * DAY_MS;
  for (const group of groups.values()) {
    group.sort((a, b) => a.at - b.at);
    // A sliding window over the uploads in date order: [from, to) holds those within reach.
    let from = 0;
    let to = 0;
    for (let i = 0; i < group.length; i++) {
      const video = group[i]!;
      while (group[from]!.at < video.at - reach) from++;
      while (to < group.length && group[to]!.at <= video.at + reach) to++;
      let reading: OutlierReading | null = null;
      for (const age of OLDEST_AGE_FIRST) {
        const views = video.ageViews[age];
        if (views === undefined) continue;
        const usual = usualAmong(group, from, to, i, (peer) => peer.ageViews[age]);
        if (usual !== null) {
          reading = { score: views / usual, ageDays: age, usualViews: usual };
          break;
        }
      }
      if (reading === null && video.old) {
        const usual = usualAmong(group, from, to, i, (peer) => (peer.old ? peer.views : undefined));
        if (usual !== null) reading = { score: video.views / usual, ageDays: null, usualViews: usual };
      }
      readings.set(video.id, reading);
    }
  }
  return readings;
}

/** The scores alone (outlierReadings without the basis), by id. */
export function outlierScores(videos: readonly OutlierScoreInput[]): Map<string, number | null> {
  return new Map([...outlierReadings(videos)].map(([id, reading]) => [id, reading?.score ?? null]));
}

/** What a score compared, in words: "at 7 days" (equal age) or "on lifetime views". */
export function outlierBasisLabel(ageDays: number | null): string {
  return ageDays === null ? "on lifetime views" : `at ${ageDays} day${ageDays === 1 ? "" : "s"}`;
}

/** True when the score marks an outlier (≥ OUTLIER_THRESHOLD). */
export function isOutlier(score: number | null | undefined): boolean {
  return typeof score === "number" && Number.isFinite(score) && score >= OUTLIER_THRESHOLD;
}

/** "×4.2" (one decimal); N/A without a score. */
export function formatOutlierScore(score: number | null | undefined): string {
  if (typeof score !== "number" || !Number.isFinite(score) || score < 0) return NOT_AVAILABLE;
  return `×${decimalText(score, { max: 1, min: 1 })}`;
}
