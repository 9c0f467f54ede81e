// GET /api/v1/niches (PRODUCT.md "Niche"), with the list page's filters.
import { createRoute, z } from "@hono/zod-openapi";
import { nicheListParamsSchema } from "#domain/niche-list-params";
import { nicheListItemSchema, nicheOpportunitySchema, opportunityTermSchema } from "#domain/read-models/guides";
import { errorSchema, jsonContent } from "#server/api/create-router";

// The opportunity score (0–100) and its terms: domain/niche-opportunity, explained on /how-it-works.
const nicheSchema = nicheListItemSchema
  .extend({
    opportunity: nicheOpportunitySchema
      .extend({ terms: z.array(opportunityTermSchema.openapi("OpportunityTerm")) })
      .openapi("NicheOpportunity", {
        description:
          "Opportunity score 0–100: the weighted mean of demand, competition, breaking in, monetization and policy risk, each term with its value, weight and the channels behind it. Below the data floor: status not-enough-data and score null. Computed when the catalogue changes, not per request.",
      }),
  })
  .openapi("Niche");

export const list = createRoute({
  method: "get",
  path: "/niches",
  tags: ["Guides"],
  summary: "Niches",
  description: "Niches with the list page's filters, each with its opportunity score and terms. sort=score orders by score, highest first, niches without one last.",
  request: { query: nicheListParamsSchema },
  responses: {
    200: jsonContent(z.object({ niches: z.array(nicheSchema) }), "Niches"),
    400: jsonContent(errorSchema, "Invalid parameters"),
  },
});
