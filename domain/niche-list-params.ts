// The filters of the niche list (PRODUCT.md "Niche": competition, monetization risk, category;
// sorted by name, RPM or opportunity score). One schema for the /niches page and GET
// /api/v1/niches: the API refuses a bad value with a 400, the page leaves it out and names it.
import { z } from "zod";
import { API_CHANGES, deprecationNote } from "#domain/api-deprecations";
import { LEVELS, NICHE_SORTS, type Level, type NicheSort } from "#domain/catalogue-levels";
import { oneOfParam, optionalParam, parseParamsLeniently } from "#domain/request-values";

const NICHE_CATEGORY_MAX_CHARS = 100;

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
  sort: oneOfParam("sort", NICHE_SORTS).describe(`One of ${NICHE_SORTS.join(", ")}; name when not set`),
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
  sort: NicheSort;
};

export function toNicheListFilters(params: NicheListParams): NicheListFilters {
  return {
    competition: params.competition ?? null,
    risk: params.risk ?? null,
    editorialRisk: params.editorialRisk ?? null,
    category: params.category ?? null,
    sort: params.sort ?? "name",
  };
}

/** The page's lenient reading of a URL (see parseParamsLeniently): the valid filters, and a message per bad one. */
export function parseNicheListParamsLeniently(searchParams: URLSearchParams): { filters: NicheListFilters; messages: string[] } {
  const { params, messages } = parseParamsLeniently(nicheListParamsSchema, searchParams);
  return { filters: toNicheListFilters(params), messages };
}
