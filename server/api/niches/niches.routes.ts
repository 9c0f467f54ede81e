// GET /api/v1/niches (PRODUCT.md "Niche"), with the list page's filters.
import { createRoute, z } from "@hono/zod-openapi";
import { LEVELS } from "#domain/catalogue-levels";
import { NICHE_SORTS } from "#domain/catalogue-levels";
import { errorSchema, jsonContent } from "#server/api/create-router";

const level = z.enum(LEVELS);
const optionalLevel = (name: string) =>
  z.preprocess((value) => (value === "" ? undefined : value), z.enum(LEVELS, { error: `${name} must be one of ${LEVELS.join(", ")}` }).optional());

const nicheSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    description: z.string().openapi({ description: "HTML, sanitized with the site's allow-list" }),
    rpmLow: z.number(),
    rpmHigh: z.number(),
    competition: level,
    demonetizationRisk: level,
    category: z.string().nullable(),
    channelCount: z.number().int(),
  })
  .openapi("Niche");

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
