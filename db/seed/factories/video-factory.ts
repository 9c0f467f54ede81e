// Recent videos of a channel (youtube_video_stats rows): published at the channel's upload
// rhythm before its last sync, long-form and Shorts, with views, likes and comments that fit
// the channel's size, a few hits among them, and the outlier scores those views give.
import type { Faker } from "@faker-js/faker";
import { CHANNEL_TYPE_CATALOGUE } from "#domain/channel-type-catalogue";
import type { youtubeVideoAgeViews, youtubeVideoStats } from "#db/schema/catalogue";
import { outlierReadings } from "#domain/outlier-score";
import { VIDEO_AGES, type VideoAge } from "#domain/video-ages";
import { videosPerMonthOfFrequency } from "#domain/upload-frequency";
import type { BuiltChannel } from "#db/seed/factories/channel-factory";
import { nameKeyword } from "#db/seed/factories/channel-title";
import { logNormal, logUniform } from "#db/seed/factories/distributions";
import { addDays, daysBetween, parseIsoDay } from "#db/seed/factories/reference-date";

export type NewVideo = typeof youtubeVideoStats.$inferInsert;
type NewAgeViews = typeof youtubeVideoAgeViews.$inferInsert;

type VideoChannel = Pick<
  BuiltChannel,
  "id" | "keywords" | "startDate" | "lastSyncedAt" | "totalViews" | "videoCount" | "uploadFrequency"
> & {
  channelType?: string | null;
  metadata?: { ui_channel_type?: string } | null;
};

const VIDEO_ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** An 11-character YouTube video id. */
export function buildVideoId(faker: Faker): string {
  return faker.string.fromCharacters(VIDEO_ID_ALPHABET, 11);
}

// Typical long-form lengths by format, in seconds.
const DURATIONS: Record<string, [number, number]> = {
  documentary_story: [900, 3600],
  history_educational: [720, 2700],
  audio_only_podcast: [1800, 5400],
  asmr_ambient: [1800, 10800],
  music_curation: [1800, 7200],
  compilation_montage: [300, 1200],
  news_aggregation: [240, 720],
  text_to_speech: [420, 1500],
  fake_trailers: [190, 300],
  screen_recording_tutorial: [360, 1800],
};

// Share of a format's uploads that are Shorts (domain/video-format: up to 180 s); others 0.3.
const SHORTS_SHARE: Record<string, number> = {
  documentary_story: 0.15,
  history_educational: 0.2,
  audio_only_podcast: 0.05,
  asmr_ambient: 0.05,
  music_curation: 0.05,
  compilation_montage: 0.55,
  fake_trailers: 0.5,
  live_drama_freakouts: 0.6,
  no_face_reaction: 0.5,
  hands_only_demo: 0.5,
  court_reactions: 0.45,
  police_cam_commentary: 0.35,
};
const DEFAULT_SHORTS_SHARE = 0.3;

/** Stored uploads per demo channel (the issue asks for 30+ so outlier scores have neighbours). */
export const DEFAULT_VIDEOS_PER_CHANNEL = 36;

// Views are heavy-tailed: most uploads sit within ×0.5–×2 of the channel's usual, and about one
// in seventy is a hit at ×3–×10 of it (what the outlier score is there to find).
const VIEWS_SIGMA = 0.4;
const HIT_CHANCE = 0.015;
const HIT_RANGE: [number, number] = [3, 10];

/**
 * A niche's planted life stage: its channels' uploads aged `fromDays`–`withinDays` days are hits
 * far more often than elsewhere (`hitChance`), or get `viewFactor` × their usual views (an
 * audience leaving). Drawn from a faker of its own, so the rest of the catalogue's draws stay the
 * same with or without it.
 */
export interface PlantedTrend {
  faker: Faker;
  hitChance: number;
  withinDays: number;
  fromDays?: number;
  viewFactor?: number;
}

/** Whether the trend covers an upload of this age, and its hit multiple (1 when not a hit). */
function plantedHit(trends: readonly PlantedTrend[], ageDays: number): { covered: boolean; hit: number; viewFactor: number } {
  for (const trend of trends) {
    if (ageDays < (trend.fromDays ?? 0) || ageDays > trend.withinDays) continue;
    const hit =
      trend.hitChance > 0 && trend.faker.datatype.boolean({ probability: trend.hitChance })
        ? logUniform(trend.faker, ...TREND_HIT_RANGE)
        : 1;
    return { covered: true, hit, viewFactor: trend.viewFactor ?? 1 };
  }
  return { covered: false, hit: 1, viewFactor: 1 };
}
// Young uploads are still collecting views (see `maturity`): a trend's hits are bigger, so they score as outliers.
const TREND_HIT_RANGE: [number, number] = [8, 20];

// Templates that read well whether the keyword is a noun ("Budget") or an adjective ("Legal").
const TITLE_TEMPLATES = [
  (k: string, n: number) => `${n} ${k} Facts Nobody Told You`,
  (k: string, n: number) => `${k} Explained: ${n} Things to Know`,
  (k: string) => `The Complete ${k} Guide`,
  (k: string) => `${k} Myths, Debunked`,
  (k: string, n: number) => `Top ${n} ${k} Moments`,
  (k: string) => `${k} for Beginners`,
  (k: string) => `What Nobody Tells You About ${k}`,
  (k: string, n: number) => `${n} ${k} Mistakes to Avoid`,
  (k: string, n: number) => `${k} Deep Dive, Part ${n}`,
  (k: string) => `The ${k} Tier List`,
  (k: string) => `${k}: The Full Story`,
  (k: string, n: number) => `${k} in ${n} Minutes`,
];

function capitalise(word: string): string {
  return word.replace(/(^|\s)\p{L}/gu, (letter) => letter.toUpperCase());
}

// Channel keywords that describe the format rather than a topic make odd video titles.
const FORMAT_WORDS = new Set(["faceless", ...CHANNEL_TYPE_CATALOGUE.map((entry) => entry.label.toLowerCase())]);

export function buildVideoTitle(faker: Faker, keywords: readonly string[]): string {
  const topics = keywords.filter((keyword) => !FORMAT_WORDS.has(keyword.toLowerCase()));
  const keyword = capitalise(topics.length > 0 ? nameKeyword(faker.helpers.arrayElement(topics)) : "this channel");
  const template = faker.helpers.arrayElement(TITLE_TEMPLATES);
  return template(keyword, faker.number.int({ min: 3, max: 15 }));
}

/**
 * The channel's `count` most recent videos (at most its video count), newest first: long-form
 * and Shorts mixed by format, heavy-tailed views, each with its outlier score
 * (domain/outlier-score, as refreshOutlierScores stores it for synced channels). Their views add
 * up to well under the channel's total; recent uploads have had less time to collect views.
 */
export function buildVideos(
  faker: Faker,
  channel: VideoChannel,
  count = DEFAULT_VIDEOS_PER_CHANNEL,
  trends: readonly PlantedTrend[] = [],
): NewVideo[] {
  const referenceDate = channel.lastSyncedAt;
  const start = parseIsoDay(channel.startDate);
  const perMonth =
    videosPerMonthOfFrequency(channel.uploadFrequency) ??
    Math.max(1, channel.videoCount / Math.max(1, daysBetween(start, referenceDate) / 30.44));
  const intervalDays = 30.44 / perMonth;
  const averageViews = channel.totalViews / Math.max(1, channel.videoCount);
  const typeId = channel.metadata?.ui_channel_type ?? channel.channelType ?? "";
  const [minDuration, maxDuration] = DURATIONS[typeId] ?? [240, 960];
  const shortsShare = SHORTS_SHARE[typeId] ?? DEFAULT_SHORTS_SHARE;
  // A channel's Shorts draw a different audience than its long videos: their own usual views.
  const usualViews = { long: averageViews, short: averageViews * logUniform(faker, 0.15, 3) };

  const seen = new Set<string>();
  const videos: NewVideo[] = [];
  let ageDays = faker.number.float({ min: 0.1, max: intervalDays });
  for (let i = 0; i < Math.min(count, channel.videoCount); i++) {
    let videoId = buildVideoId(faker);
    while (seen.has(videoId)) videoId = buildVideoId(faker);
    seen.add(videoId);
    const publishedAt = new Date(Math.max(start.getTime(), addDays(referenceDate, -ageDays).getTime()));
    const isShort = faker.datatype.boolean({ probability: shortsShare });
    const durationSeconds = isShort
      ? faker.number.int({ min: 15, max: 180 })
      : faker.number.int({ min: minDuration, max: maxDuration });
    let hit = faker.datatype.boolean({ probability: HIT_CHANCE }) ? logUniform(faker, ...HIT_RANGE) : 1;
    let viewFactor = 1;
    if (hit === 1) {
      const planted = plantedHit(trends, ageDays);
      hit = planted.hit;
      viewFactor = planted.viewFactor;
    }
    const maturity = viewsMaturity(ageDays);
    const views = Math.round(
      logNormal(faker, usualViews[isShort ? "short" : "long"], VIEWS_SIGMA, 1) * hit * viewFactor * maturity,
    );
    const likes = Math.round(views * faker.number.float({ min: 0.008, max: 0.05 }));
    const comments = Math.round(likes * faker.number.float({ min: 0.02, max: 0.12 }));
    videos.push({
      id: faker.string.uuid(),
      videoId,
      channelId: channel.id,
      title: buildVideoTitle(faker, channel.keywords),
      // The ids are made up, so a YouTube thumbnail URL would only ever fail to load; the UI
      // draws artwork for a video without a thumbnail (domain/artwork-svg.ts).
      thumbnailUrl: null,
      views,
      likes,
      comments,
      publishedAt,
      durationSeconds,
      createdAt: referenceDate,
      updatedAt: referenceDate,
    });
    ageDays += intervalDays * faker.number.float({ min: 0.6, max: 1.4 });
  }
  return withOutlierScores(capVideoViews(videos, channel.totalViews));
}

/** Views build up over the first weeks after upload: the share of its views a video has at `ageDays`. */
function viewsMaturity(ageDays: number): number {
  return Math.min(1, Math.sqrt((Math.max(0, ageDays) + 0.5) / 30));
}

/** The demo catalogue is written as if the daily refresh had read fixed-age views for this many days. */
const DEMO_REFRESH_DAYS = 120;
const DAY_MS = 86_400_000;

/**
 * The fixed-age views (domain/video-ages.ts) the daily refresh would have read for these videos
 * over its last DEMO_REFRESH_DAYS: each age a video reached in that time, its views then by the
 * same curve the demo's views follow (no randomness, so the rows follow from the videos alone).
 */
export function demoAgeViews(videos: readonly NewVideo[]): NewAgeViews[] {
  const rows: NewAgeViews[] = [];
  for (const video of videos) {
    const asOf = video.updatedAt;
    const published = video.publishedAt;
    if (!(asOf instanceof Date) || !(published instanceof Date) || !video.id) continue;
    const ageDays = (asOf.getTime() - published.getTime()) / DAY_MS;
    for (const age of VIDEO_AGES) {
      const observedAt = new Date(published.getTime() + age * DAY_MS);
      if (age > ageDays || asOf.getTime() - observedAt.getTime() > DEMO_REFRESH_DAYS * DAY_MS) continue;
      const views = Math.round(((video.views ?? 0) * viewsMaturity(age)) / viewsMaturity(ageDays));
      rows.push({ videoRowId: video.id, ageDays: age, views, likes: null, comments: null, observedAt, source: "feed" });
    }
  }
  return rows;
}

/** The rows with their outlier scores, computed as the channel sync stores them (with their fixed-age views). */
function withOutlierScores(videos: NewVideo[]): NewVideo[] {
  const ageViews = new Map<string, Partial<Record<VideoAge, number>>>();
  for (const row of demoAgeViews(videos)) {
    const readings = ageViews.get(row.videoRowId) ?? {};
    readings[row.ageDays as VideoAge] = row.views;
    ageViews.set(row.videoRowId, readings);
  }
  const scores = outlierReadings(
    videos.map((video) => ({
      id: video.id ?? video.videoId,
      views: video.views ?? 0,
      publishedAt: video.publishedAt ?? null,
      durationSeconds: video.durationSeconds ?? null,
      viewsAsOf: video.updatedAt ?? null,
      ageViews: video.id ? ageViews.get(video.id) : undefined,
    })),
  );
  return videos.map((video) => {
    const reading = scores.get(video.id ?? video.videoId) ?? null;
    return {
      ...video,
      outlierScore: reading?.score ?? null,
      outlierAgeDays: reading?.ageDays ?? null,
      outlierUsualViews: reading?.usualViews ?? null,
    };
  });
}

// The listed videos are a small part of the catalogue: keep their sum within half the total.
function capVideoViews(videos: NewVideo[], totalViews: number): NewVideo[] {
  const sum = videos.reduce((total, video) => total + (video.views ?? 0), 0);
  const limit = totalViews / 2;
  if (sum <= limit || sum === 0) return videos;
  const scale = limit / sum;
  return videos.map((video) => {
    const views = Math.floor((video.views ?? 0) * scale);
    const likes = Math.min(views, Math.floor((video.likes ?? 0) * scale));
    return { ...video, views, likes, comments: Math.floor((video.comments ?? 0) * scale) };
  });
}
