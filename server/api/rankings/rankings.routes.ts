// Spec §9: "only channels with a positive metric, sorted descending, top 100"; members only (spec §6).
import { createRoute, z } from "@hono/zod-openapi";
import { RANKING_METRICS } from "#server/services/rankings.server";
import { rankingRowSchema } from "#domain/read-models/channel";
import { rankingFilterParamsSchema } from "#domain/ranking-filters";
import { errorSchema, jsonContent } from "#server/api/create-router";

const rowSchema = rankingRowSchema.openapi("RankingRow");

export const list = createRoute({
  method: "get",
  path: "/rankings",
  tags: ["Rankings"],
  summary: "Top 100 channels by a revenue metric (signed-in callers only)",
  description:
    "Optionally narrowed to a channel type, a niche, a country and a subscriber range first (the top 100 of those channels).",
  request: {
    query: rankingFilterParamsSchema.extend({
      metric: z
        .enum(RANKING_METRICS, { error: `metric must be one of ${RANKING_METRICS.join(", ")}` })
        .default("revenue_per_video")
        .openapi({ example: "revenue_per_video" }),
    }),
  },
  responses: {
    200: jsonContent(z.object({ metric: z.enum(RANKING_METRICS), rows: z.array(rowSchema) }).openapi("Rankings"), "The rankings"),
    400: jsonContent(errorSchema, "Invalid parameters"),
    401: jsonContent(errorSchema, "Sign in to view rankings"),
  },
});
