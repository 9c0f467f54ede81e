import { createRoute } from "@hono/zod-openapi";
import { OUTLIER_SCORE_DEFINITION, OUTLIER_THRESHOLD } from "#domain/outlier-score";
import { outlierSearchParamsSchema } from "#domain/outlier-search-params";
import { OUTLIER_PUBLISHED_WITHIN_DAYS } from "#domain/outlier-filters";
import { SHORTS_MAX_SECONDS } from "#domain/video-format";
import * as readModels from "#domain/read-models/outliers";
import { errorSchema, jsonContent } from "#server/api/create-router";

const outlierVideoSchema = readModels.outlierVideoSchema.openapi("OutlierVideo");

export const list = createRoute({
  method: "get",
  path: "/outliers",
  tags: ["Outliers"],
  summary: "Outlier videos",
  description: `Outliers: videos at ×${OUTLIER_THRESHOLD} or more of their own channel's usual views, best score first. score = ${OUTLIER_SCORE_DEFINITION}. Shorts are uploads up to ${SHORTS_MAX_SECONDS} seconds. Filters: channel type, niche, country, channel size, published within ${OUTLIER_PUBLISHED_WITHIN_DAYS.join("/")} days of the newest stored upload, format, minimum views. Public data: the same answer for every caller.`,
  request: { query: outlierSearchParamsSchema },
  responses: {
    200: jsonContent(
      readModels.outlierListSchema.extend({ videos: outlierVideoSchema.array() }).openapi("OutlierList"),
      "One page of outlier videos",
    ),
    400: jsonContent(errorSchema, "Invalid parameters"),
  },
});
