// The query of /outliers and GET /api/v1/outliers, one schema for page and API.
import { z } from "zod";
import { channelSearchParamsSchema } from "#domain/channel-search-params";
import { NUMBER_PARAM_LIMITS, oneOfParam, optionalParam, parseParamsLeniently, wholeNumberValue } from "#domain/request-values";
import type { VideoFormat } from "#domain/video-format";
import {
  BEYOND_AUDIENCE,
  type ChannelSizeKey,
  OUTLIER_PUBLISHED_WITHIN_DAYS,
  type OutlierParamName,
  type OutlierPublishedWithin,
  SIZE_KEYS,
  YOUNG_CHANNEL,
} from "#domain/outlier-filters";

const OUTLIERS_PAGE_SIZE = 24;
const OUTLIERS_MAX_LIMIT = 100;
/** Keeps OFFSET cheap; deep pages of a ranked list are never read. */
const OUTLIERS_MAX_PAGE = 100;

const channelFilters = channelSearchParamsSchema.shape;

export const outlierSearchParamsSchema = z.object({
  type: channelFilters.type,
  niche: channelFilters.niche,
  country: channelFilters.country,
  size: oneOfParam("size", SIZE_KEYS).describe(`Channel size by subscribers: ${SIZE_KEYS.join(", ")}`),
  within: oneOfParam(
    "within",
    OUTLIER_PUBLISHED_WITHIN_DAYS.map((days) => String(days)),
  ).describe(`Published within this many days of the newest scored upload: ${OUTLIER_PUBLISHED_WITHIN_DAYS.join(", ")}`),
  format: oneOfParam("format", ["long", "short"] as const).describe("long (long-form) or short (Shorts, up to 3 minutes)"),
  views_min: optionalParam(wholeNumberValue("views_min", { max: NUMBER_PARAM_LIMITS.bigCountMax })).describe(
    "Minimum views of the video",
  ),
  channel_age: oneOfParam("channel_age", [YOUNG_CHANNEL.key] as const).describe(
    `${YOUNG_CHANNEL.key}: channels started within ${YOUNG_CHANNEL.months} months of the newest scored upload`,
  ),
  reach: oneOfParam("reach", [BEYOND_AUDIENCE.key] as const).describe(
    `${BEYOND_AUDIENCE.key}: videos with at least ${BEYOND_AUDIENCE.multiple} times as many views as their channel has subscribers`,
  ),
  page: optionalParam(wholeNumberValue("page", { min: 1, max: OUTLIERS_MAX_PAGE })),
  limit: optionalParam(wholeNumberValue("limit", { min: 1, max: OUTLIERS_MAX_LIMIT })),
} satisfies Record<OutlierParamName, z.ZodType>);
export type OutlierSearchParams = z.infer<typeof outlierSearchParamsSchema>;

export type OutlierSearchQuery = {
  type: string | null;
  niche: string | null;
  country: string | null;
  size: ChannelSizeKey | null;
  within: OutlierPublishedWithin | null;
  format: VideoFormat | null;
  viewsMin: number | null;
  /** Channels started within this many months; null for any age. */
  channelAgeMonthsMax: number | null;
  /** Views at least this many times the channel's subscribers; null for any. */
  viewsPerSubscriberMin: number | null;
  page: number;
  limit: number;
  offset: number;
};

export function toOutlierSearchQuery(params: OutlierSearchParams, defaults: { limit?: number } = {}): OutlierSearchQuery {
  const limit = params.limit ?? defaults.limit ?? OUTLIERS_PAGE_SIZE;
  const page = params.page ?? 1;
  return {
    type: params.type ?? null,
    niche: params.niche ?? null,
    country: params.country ?? null,
    size: (params.size as ChannelSizeKey | undefined) ?? null,
    within: params.within ? (Number(params.within) as OutlierPublishedWithin) : null,
    format: (params.format as VideoFormat | undefined) ?? null,
    viewsMin: params.views_min ?? null,
    channelAgeMonthsMax: params.channel_age ? YOUNG_CHANNEL.months : null,
    viewsPerSubscriberMin: params.reach ? BEYOND_AUDIENCE.multiple : null,
    page,
    limit,
    offset: (page - 1) * limit,
  };
}

export function parseOutlierParamsLeniently(searchParams: URLSearchParams): { params: OutlierSearchParams; messages: string[] } {
  const { params, messages } = parseParamsLeniently(outlierSearchParamsSchema, searchParams);
  return { params, messages };
}
