// GET /api/v1/outliers: the outlier videos of /outliers, with the same filters.
import { createRoute } from "@hono/zod-openapi";
import { outlierSearchParamsSchema } from "#domain/outlier-search-params";
import * as readModels from "#domain/read-models/outliers";
import { errorSchema, jsonContent } from "#server/api/create-router";

const outlierVideoSchema = readModels.outlierVideoSchema.openapi("OutlierVideo");

export const list = createRoute({
  method: "get",
  path: "/outliers",
  tags: ["Outliers"],
  summary: "Outlier videos",
  description:
    "Videos that beat their own channel, best score first. score = the video's views ÷ the median views of the same channel's other uploads of the same format (long-form, or Shorts up to 3 minutes) published within 90 days before or after it; a video with fewer than 5 such uploads has no score and is not listed. ×3 or more is an outlier. Filters: channel type, niche, country, channel size, published within 7/30/90/365 days of the newest stored upload, format, minimum views. Public data: the same answer for every caller.",
  request: { query: outlierSearchParamsSchema },
  responses: {
    200: jsonContent(readModels.outlierListSchema.extend({ videos: outlierVideoSchema.array() }).openapi("OutlierList"), "One page of outlier videos"),
    400: jsonContent(errorSchema, "Invalid parameters"),
  },
});
