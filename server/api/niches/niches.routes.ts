// GET /api/v1/niches (PRODUCT.md "Niche"), with the list page's filters.
import { createRoute, z } from "@hono/zod-openapi";
import { API_CHANGES, deprecationNote } from "#domain/api-deprecations";
import { LEVELS } from "#domain/catalogue-levels";
import { MONETIZATION_RISK_RULE } from "#domain/monetization-risk";
import { nicheListParamsSchema, nicheSlugSchema } from "#domain/niche-list-params";
import {
  monetizationRiskSchema,
  nicheListItemSchema,
  nicheOpportunitySchema,
  opportunityTermSchema,
} from "#domain/read-models/guides";
import { verdictSchema } from "#domain/read-models/verdicts";
import { errorSchema, jsonContent } from "#server/api/create-router";

const VERDICT_DESCRIPTION =
  "Should I start this? Enter, Enter with a twist or Stay out, with the life stage (Emerging, Accelerating, Steady, Saturating, Decaying), the three strongest reasons, what would change it and the dated evidence; not-enough-data below the floor. Rates read against the whole directory in two 30-day windows. Method: /how-it-works#verdict";

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
    verdict: verdictSchema.openapi("Verdict", { description: VERDICT_DESCRIPTION }),
  })
  .openapi("Niche");

export const list = createRoute({
  method: "get",
  path: "/niches",
  tags: ["Guides"],
  summary: "Niches",
  description:
    "Niches with the list page's filters, each with its opportunity score and terms and its verdict and life stage. sort=score orders by score, highest first, niches without one last; sort=verdict puts Enter first, then Enter with a twist, Stay out and not enough data, each by stage.",
  request: { query: nicheListParamsSchema },
  responses: {
    200: jsonContent(z.object({ niches: z.array(nicheSchema) }), "Niches"),
    400: jsonContent(errorSchema, "Invalid parameters"),
  },
});

export const verdicts = createRoute({
  method: "get",
  path: "/niches/{slug}/verdicts",
  tags: ["Guides"],
  summary: "A niche's verdict with each format",
  description: `The niche's verdict and life stage, and each format's (channel type's) within it, judged on the niche's channels of that format alone: the niche's suitable formats first, then any other with channels in it. ${VERDICT_DESCRIPTION}`,
  request: {
    params: z.object({
      slug: nicheSlugSchema.describe("The niche's slug, e.g. history"),
    }),
  },
  responses: {
    200: jsonContent(
      z
        .object({
          niche: z.object({ slug: z.string(), name: z.string() }),
          verdict: verdictSchema,
          formats: z.array(
            z.object({
              typeId: z.string(),
              label: z.string(),
              suitable: z.boolean().describe("Listed by the niche as a format that suits it"),
              verdict: verdictSchema,
            }),
          ),
        })
        .openapi("NicheVerdicts"),
      "The niche's verdicts",
    ),
    400: jsonContent(errorSchema, "Invalid niche slug"),
    404: jsonContent(errorSchema, "Niche not found"),
  },
});
