// GET /api/v1/channels, /channels/{idOrSlug}, /channels/{id}/top-videos, /channels/{id}/related.
import { createRoute, z } from "@hono/zod-openapi";
import { LIMITS } from "#domain/constants";
import { channelSearchParamsSchema } from "#domain/channel-search-params";
import { errorSchema, jsonContent } from "#server/api/create-router";

const nullableNumber = z.number().nullable();

/** Members only (spec §6): absent for visitors. */
const listRevenueSchema = z
  .object({ revenuePerVideo: nullableNumber, revenuePerSubscriber: nullableNumber, revenuePerMonth: nullableNumber })
  .openapi("ChannelListRevenue", { description: "Only for signed-in callers; the key is absent for visitors." });

export const channelListItemSchema = z
  .object({
    id: z.string().uuid(),
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    niche: z.string().nullable(),
    country: z.string().nullable(),
    channelType: z.string().nullable(),
    subscribers: nullableNumber,
    views: nullableNumber,
    videoCount: nullableNumber,
    cpm: nullableNumber,
    startDate: z.string().nullable(),
    videosPerMonth: nullableNumber,
    screenshotUrl: z.string().nullable(),
    thumbnailUrl: z.string().nullable().openapi({ description: "The channel's avatar from YouTube (imported channels)" }),
    growth: z
      .object({
        days: z.number().openapi({ description: "Days between the two snapshots compared (30 when there is a snapshot that day)" }),
        subscribersChange: nullableNumber,
        percentPer30Days: nullableNumber.openapi({ description: "Subscriber growth per 30 days, in percent; null under 1,000 subscribers at the start" }),
      })
      .nullable()
      .optional()
      .openapi({ description: "Only with sort=fastest_growing; null when the channel has fewer than two snapshots." }),
    revenue: listRevenueSchema.optional(),
  })
  .openapi("ChannelListItem");

const revenueSchema = z
  .object({
    totalRevenue: nullableNumber,
    revenuePerVideo: nullableNumber,
    revenuePerSubscriber: nullableNumber,
    revenuePerMonth: nullableNumber,
    twelveMonthPotential: nullableNumber,
    creatorShareMonthly: nullableNumber,
  })
  .openapi("ChannelRevenue", { description: "Only for signed-in callers; the key is absent for visitors." });

const channelSchema = z
  .object({
    id: z.string().uuid(),
    slug: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    channelUrl: z.string().nullable(),
    screenshotUrl: z.string().nullable(),
    thumbnailUrl: z.string().nullable().openapi({ description: "The channel's avatar from YouTube (imported channels)" }),
    niche: z.string().nullable(),
    nicheSlug: z.string().nullable(),
    channelCategory: z.string().nullable(),
    channelType: z.string().nullable(),
    country: z.string().nullable(),
    uploadFrequency: z.string().nullable(),
    keywords: z.array(z.string()),
    subscribers: nullableNumber,
    views: nullableNumber,
    videoCount: nullableNumber,
    cpm: nullableNumber,
    startDate: z.string().nullable(),
    videosPerMonth: nullableNumber,
    isDemo: z.boolean(),
    lastSyncedAt: z.string().nullable(),
    revenue: revenueSchema.optional(),
  })
  .openapi("Channel");

const channelTypeInfoSchema = z
  .object({
    id: z.string(),
    label: z.string(),
    description: z.string().openapi({ description: "HTML, sanitized with the site's allow-list" }),
    production: z.string(),
    example: z.string(),
  })
  .openapi("ChannelTypeInfo");

const videoSchema = z
  .object({
    id: z.string(),
    videoId: z.string(),
    title: z.string(),
    thumbnailUrl: z.string().nullable(),
    viewCount: z.number(),
    likeCount: z.number(),
    commentCount: z.number(),
    publishedAt: z.string().nullable(),
  })
  .openapi("TopVideo");

const relatedSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    subscribers: nullableNumber,
    views: nullableNumber,
    screenshotUrl: z.string().nullable(),
    niche: z.string().nullable(),
    typeId: z.string().nullable().openapi({ description: "The channel type shown for the channel (metadata.ui_channel_type over channel_type)" }),
  })
  .openapi("RelatedChannel");

const tags = ["Channels"];
const idParam = z.object({ id: z.string().openapi({ param: { name: "id", in: "path" }, example: "5550b3af-a45c-4e48-acfc-40a7e8fda7d3" }) });

export const list = createRoute({
  method: "get",
  path: "/channels",
  tags,
  summary: "Search channels",
  description: "Full-text, typo-tolerant search with filters, sorts and paging (page or cursor). Revenue filters and sorts need a signed-in caller.",
  request: { query: channelSearchParamsSchema },
  responses: {
    200: jsonContent(
      z
        .object({
          channels: z.array(channelListItemSchema),
          total: z.number().int().openapi({ description: "Matches in all; without q it stops at 10,000 (then totalCapped is true)" }),
          totalCapped: z.boolean(),
          page: z.number().int(),
          limit: z.number().int(),
          nextCursor: z.string().nullable(),
          correctedQuery: z.string().nullable().openapi({
            description: "When q as typed found nothing, the corrected words whose matches these are (misspelt words replaced by the nearest catalogue words); else null",
            example: "history",
          }),
        })
        .openapi("ChannelSearchResult"),
      "One page of channels",
    ),
    400: jsonContent(errorSchema, "Invalid parameters, or a revenue filter/sort without signing in"),
  },
});

export const getOne = createRoute({
  method: "get",
  path: "/channels/{idOrSlug}",
  tags,
  summary: "One channel",
  request: { params: z.object({ idOrSlug: z.string().openapi({ param: { name: "idOrSlug", in: "path" } }) }) },
  responses: {
    200: jsonContent(z.object({ channel: channelSchema, channelType: channelTypeInfoSchema.nullable() }).openapi("ChannelDetail"), "The channel"),
    400: jsonContent(errorSchema, "Invalid channel ID or URL"),
    404: jsonContent(errorSchema, "Channel not found"),
  },
});

export const topVideos = createRoute({
  method: "get",
  path: "/channels/{id}/top-videos",
  tags,
  summary: "Top performing videos",
  description: "Most Viewed and Most Engaging ((likes + comments) / views) of the channel's stored videos.",
  request: { params: idParam },
  responses: {
    200: jsonContent(z.object({ mostViewed: z.array(videoSchema), mostEngaging: z.array(videoSchema) }).openapi("TopVideos"), "Top videos"),
    400: jsonContent(errorSchema, "Invalid channel ID or URL"),
    404: jsonContent(errorSchema, "Channel not found"),
  },
});

export const related = createRoute({
  method: "get",
  path: "/channels/{id}/related",
  tags,
  summary: "Related channels",
  description: "Same niche (shuffled), else any other channel (2× limit fetched, shuffled), else empty.",
  request: {
    params: idParam,
    query: z.object({
      limit: z.coerce
        .number({ error: "limit must be a number" })
        .int("limit must be a whole number")
        .min(1, "limit must be 1 or more")
        .max(50, "limit must be 50 or less")
        .default(LIMITS.relatedChannels)
        .openapi({ example: LIMITS.relatedChannels }),
    }),
  },
  responses: {
    200: jsonContent(z.object({ related: z.array(relatedSchema) }), "Related channels"),
    400: jsonContent(errorSchema, "Invalid parameters"),
    404: jsonContent(errorSchema, "Channel not found"),
  },
});
