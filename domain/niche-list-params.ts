// The filters of the niche list (PRODUCT.md "Niche": competition, monetization risk, category;
// sorted by name, RPM or opportunity score). One schema for the /niches page and GET
// /api/v1/niches: the API refuses a bad value with a 400, the page leaves it out and names it.
import { z } from "zod";
import { API_CHANGES, deprecationNote } from "#domain/api-deprecations";
import { LEVELS, NICHE_SORTS, type Level, type NicheSort } from "#domain/catalogue-levels";
import { LIFE_STAGES, type LifeStage } from "#domain/niche-stage";
import { VERDICTS, type Verdict } from "#domain/niche-verdict";
import { oneOfParam, optionalParam, parseParamsLeniently } from "#domain/request-values";

const NICHE_CATEGORY_MAX_CHARS = 100;

/** A niche's slug in a URL: lower-case words joined by hyphens. */
export const nicheSlugSchema = z
  .string()
  .max(120, "slug must be 120 characters or fewer")
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "slug must be lower-case letters, digits and hyphens");

export const nicheListParamsSchema = z.object({
  competition: oneOfParam("competition", LEVELS).describe(`Competition: ${LEVELS.join(", ")}`),
  risk: oneOfParam("risk", LEVELS).describe(
    `Monetization risk, the one risk figure (monetizationRisk.level): ${LEVELS.join(", ")}. Before ${API_CHANGES.nicheRiskFilter.since} it filtered on the editorial rating alone, which editorialRisk does until ${API_CHANGES.nicheRiskFilter.until}.`,
  ),
  editorialRisk: oneOfParam("editorialRisk", LEVELS)
    .meta({ deprecated: true })
    .describe(deprecationNote(API_CHANGES.nicheRiskFilter)),
  category: optionalParam(
    z.string().trim().max(NICHE_CATEGORY_MAX_CHARS, `category must be ${NICHE_CATEGORY_MAX_CHARS} characters or fewer`),
  ).describe("Category, as the niches name it"),
  verdict: oneOfParam("verdict", VERDICTS).describe(`The niche's verdict: ${VERDICTS.join(", ")} (twist: enter with a twist)`),
  stage: oneOfParam("stage", LIFE_STAGES).describe(`The niche's life stage: ${LIFE_STAGES.join(", ")}`),
  sort: oneOfParam("sort", NICHE_SORTS).describe(
    `One of ${NICHE_SORTS.join(", ")}; name when not set. verdict: Enter first, then Enter with a twist, Stay out and not enough data, each by stage (Emerging first)`,
  ),
});
export type NicheListParams = z.infer<typeof nicheListParamsSchema>;

/** What the niche list is filtered and sorted by. */
export type NicheListFilters = {
  competition: Level | null;
  /** The monetization risk, the one risk figure. */
  risk: Level | null;
  /** The editorial rating alone (the API's deprecated filter). */
  editorialRisk: Level | null;
  category: string | null;
  verdict: Verdict | null;
  stage: LifeStage | null;
  sort: NicheSort;
};

export function toNicheListFilters(params: NicheListParams): NicheListFilters {
  return {
    competition: params.competition ?? null,
    risk: params.risk ?? null,
    editorialRisk: params.editorialRisk ?? null,
    category: params.category ?? null,
    verdict: params.verdict ?? null,
    stage: params.stage ?? null,
    sort: params.sort ?? "name",
  };
}

/** The page's lenient reading of a URL (see parseParamsLeniently): the valid filters, and a message per bad one. */
export function parseNicheListParamsLeniently(searchParams: URLSearchParams): { filters: NicheListFilters; messages: string[] } {
  const { params, messages } = parseParamsLeniently(nicheListParamsSchema, searchParams);
  return { filters: toNicheListFilters(params), messages };
}
