import { createRoute, z } from "@hono/zod-openapi";
import { LIMITS } from "#domain/constants";
import { channelSearchParamsSchema } from "#domain/channel-search-params";
import * as readModels from "#domain/read-models/channel";
import { errorSchema, jsonContent } from "#server/api/create-router";

const channelListItemSchema = readModels.channelListItemSchema
  .extend({ revenue: readModels.channelListRevenueSchema.openapi("ChannelListRevenue").optional() })
  .openapi("ChannelListItem");
const channelSchema = readModels.channelDetailSchema
  .extend({ revenue: readModels.channelRevenueSchema.openapi("ChannelRevenue").optional() })
  .openapi("Channel");
const channelTypeInfoSchema = readModels.channelTypeInfoSchema.openapi("ChannelTypeInfo");
const videoSchema = readModels.videoSchema.openapi("TopVideo");
const relatedSchema = readModels.relatedChannelSchema.openapi("RelatedChannel");

const tags = ["Channels"];
const idParam = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" }, example: "5550b3af-a45c-4e48-acfc-40a7e8fda7d3" }),
});

export const list = createRoute({
  method: "get",
  path: "/channels",
  tags,
  summary: "Search channels",
  description:
    "Full-text, typo-tolerant search with filters, sorts and paging (page or cursor). Revenue filters and sorts need a signed-in caller.",
  request: { query: channelSearchParamsSchema },
  responses: {
    200: jsonContent(
      z
        .object({
          channels: z.array(channelListItemSchema),
          total: z
            .number()
            .int()
            .openapi({ description: "Matches in all; without q it stops at 10,000 (then totalCapped is true)" }),
          totalCapped: z.boolean(),
          page: z.number().int(),
          limit: z.number().int(),
          nextCursor: z.string().nullable(),
          correctedQuery: z.string().nullable().openapi({
            description:
              "When q as typed found nothing, the corrected words whose matches these are (misspelt words replaced by the nearest catalogue words); else null",
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
    200: jsonContent(
      z.object({ channel: channelSchema, channelType: channelTypeInfoSchema.nullable() }).openapi("ChannelDetail"),
      "The channel",
    ),
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
    200: jsonContent(
      z.object({ mostViewed: z.array(videoSchema), mostEngaging: z.array(videoSchema) }).openapi("TopVideos"),
      "Top videos",
    ),
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
