// GET /api/v1/niches (PRODUCT.md "Niche"), with the list page's filters.
import { createRoute, z } from "@hono/zod-openapi";
import { LEVELS, NICHE_SORTS } from "#domain/catalogue-levels";
import { nicheSummarySchema } from "#domain/read-models/guides";
import { errorSchema, jsonContent } from "#server/api/create-router";

const optionalLevel = (name: string) =>
  z.preprocess((value) => (value === "" ? undefined : value), z.enum(LEVELS, { error: `${name} must be one of ${LEVELS.join(", ")}` }).optional());

const nicheSchema = nicheSummarySchema.openapi("Niche");

export const list = createRoute({
  method: "get",
  path: "/niches",
  tags: ["Guides"],
  summary: "Niches",
  request: {
    query: z.object({
      competition: optionalLevel("competition"),
      risk: optionalLevel("risk"),
      category: z.string().max(100).optional(),
      sort: z.enum(NICHE_SORTS, { error: `sort must be one of ${NICHE_SORTS.join(", ")}` }).optional(),
    }),
  },
  responses: {
    200: jsonContent(z.object({ niches: z.array(nicheSchema) }), "Niches"),
    400: jsonContent(errorSchema, "Invalid parameters"),
  },
});
