// What a page or the API shows of an outlier video, defined once here.
import { z } from "zod";
import { OUTLIER_REPEATS_ANCHOR, REPEAT_DEFINITION } from "#domain/outlier-repeats";
import { OUTLIER_SCORE_DEFINITION } from "#domain/outlier-score";
import type { OutlierMonth, OutlierSignalReading } from "#domain/outlier-signal";

export const outlierVideoSchema = z.object({
  videoId: z.string().describe("YouTube video id"),
  title: z.string(),
  thumbnailUrl: z.string().nullable(),
  views: z.number().describe("YouTube data: the video's views, as of the newest snapshot (see asOf). Method: /how-it-works#data"),
  score: z
    .number()
    .describe(
      `Computed from YouTube data: the outlier score (shown as ×4.2), ${OUTLIER_SCORE_DEFINITION}. Method: /how-it-works#outlier-score`,
    ),
  comparedAtAgeDays: z
    .number()
    .nullable()
    .describe(
      "Computed from YouTube data: the age in days at which the video's views and its peers' were compared (equal age, from the refresh's fixed-age readings); null when lifetime views were compared. Method: /how-it-works#outlier-score",
    ),
  comparedViews: z
    .number()
    .describe(
      "YouTube data: the views the score compared, the video's views at comparedAtAgeDays (or its views now, on lifetime views); score = comparedViews ÷ usualViews. Method: /how-it-works#outlier-score",
    ),
  usualViews: z
    .number()
    .describe(
      "Computed from YouTube data: the baseline it beat, the median views of the channel's uploads it was compared with (at comparedAtAgeDays, or lifetime; rounded). Method: /how-it-works#outlier-score",
    ),
  format: z.enum(["long", "short"]).describe("long-form, or a Short (up to 3 minutes)"),
  durationSeconds: z.number().nullable().describe("YouTube data: the video's length in seconds. Method: /how-it-works#data"),
  publishedAt: z.string().describe("ISO 8601"),
  repeatChannels: z
    .number()
    .int()
    .nullable()
    .describe(
      `Computed from YouTube data: whether the format, not the channel's audience, carried it — ${REPEAT_DEFINITION}. null when the channel has no type, or for a video scored since the counts were last built. Method: /how-it-works#${OUTLIER_REPEATS_ANCHOR}`,
    ),
  channel: z.object({
    id: z.string().uuid(),
    slug: z.string(),
    title: z.string(),
    channelType: z
      .string()
      .nullable()
      .describe("The channel's type id (a type stored as 'other' reads as the type it was given)"),
    country: z.string().nullable(),
    subscribers: z
      .number()
      .nullable()
      .describe("YouTube data: the channel's subscribers, as of its last sync. Method: /how-it-works#data"),
    isDemo: z.boolean().describe("Generated demo data, not a real YouTube channel"),
  }),
});
export type OutlierVideo = z.infer<typeof outlierVideoSchema>;

export const outlierListSchema = z.object({
  videos: z.array(outlierVideoSchema),
  page: z.number(),
  limit: z.number(),
  hasMore: z.boolean(),
  asOf: z
    .string()
    .nullable()
    .describe(
      "The newest scored upload's day (YYYY-MM-DD): 'published within' counts back from it; null when no video has a score",
    ),
});
export type OutlierList = z.infer<typeof outlierListSchema>;

/** A niche's or type's outliers of the last 30 days and its signal, read against chance (domain/outlier-signal.ts). */
export type OutlierSignal = OutlierSignalReading & {
  /** The best of them (at most six). */
  videos: OutlierVideo[];
  days: number;
  asOf: string | null;
  /** The group's outlier rate by month (the last 12, oldest first), and the whole catalogue's. */
  months: OutlierMonth[];
  catalogueMonths: OutlierMonth[];
};
