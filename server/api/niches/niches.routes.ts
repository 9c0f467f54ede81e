// GET /api/v1/niches (PRODUCT.md "Niche"), with the list page's filters.
import { createRoute, z } from "@hono/zod-openapi";
import { API_CHANGES, deprecationNote } from "#domain/api-deprecations";
import { LEVELS } from "#domain/catalogue-levels";
import { MONETIZATION_RISK_RULE } from "#domain/monetization-risk";
import { nicheListParamsSchema } from "#domain/niche-list-params";
import {
  monetizationRiskSchema,
  nicheListItemSchema,
  nicheOpportunitySchema,
  opportunityTermSchema,
} from "#domain/read-models/guides";
import { errorSchema, jsonContent } from "#server/api/create-router";

// The opportunity score (0–100) and its terms: domain/niche-opportunity, explained on /how-it-works.
const nicheSchema = nicheListItemSchema
  .extend({
    demonetizationRisk: z
      .enum(LEVELS)
      .openapi({ deprecated: true, description: deprecationNote(API_CHANGES.nicheDemonetizationRisk) }),
    monetizationRisk: monetizationRiskSchema.openapi("MonetizationRisk", {
      description: `The niche's one risk figure. ${MONETIZATION_RISK_RULE} editorial is an admin's rating (not measured) with who set it and when; computed and formats come from the policy signals on /how-it-works#monetization-risk.`,
    }),
    opportunity: nicheOpportunitySchema
      .extend({
        terms: z
          .array(opportunityTermSchema.openapi("OpportunityTerm"))
          .openapi({ description: `The five terms. ${deprecationNote(API_CHANGES.nicheRiskTerm)}` }),
      })
      .openapi("NicheOpportunity", {
        description:
          "Opportunity score 0–100: the weighted mean of demand, competition, breaking in, monetization and monetization risk, each term with its value, weight, and the channels behind it or its source (monetization and monetization risk are editorial inputs, not measured from channels). Below the data floor: status not-enough-data and score null. Computed when the catalogue changes, not per request.",
      }),
  })
  .openapi("Niche");

export const list = createRoute({
  method: "get",
  path: "/niches",
  tags: ["Guides"],
  summary: "Niches",
  description:
    "Niches with the list page's filters, each with its opportunity score and terms. sort=score orders by score, highest first, niches without one last.",
  request: { query: nicheListParamsSchema },
  responses: {
    200: jsonContent(z.object({ niches: z.array(nicheSchema) }), "Niches"),
    400: jsonContent(errorSchema, "Invalid parameters"),
  },
});
