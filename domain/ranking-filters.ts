// The filters of /channel-rankings, its CSV and GET /api/v1/rankings: channel type, niche,
// country and subscriber range, under the names and with the value rules of a channel search
// (domain/channel-search-params), so a filter means the same thing, and a malformed value gets
// the same message, wherever it is typed.
import type { z } from "zod";
import { channelSearchParamsSchema } from "#domain/channel-search-params";
import { parseParamsLeniently } from "#domain/request-values";
import { RANKING_FILTER_PARAMS, type RankingFilterParam } from "#domain/ranking-urls";

export { type RankingFilterParam, channelRankingsExportHref, channelRankingsHref } from "#domain/ranking-urls";

/** The filters as the query string carries them (also the API's documented query). */
export const rankingFilterParamsSchema = channelSearchParamsSchema.pick({ type: true, niche: true, country: true, subs_min: true, subs_max: true });
export type RankingFilterParams = z.infer<typeof rankingFilterParamsSchema>;

/** What the rankings service filters by; null is "any". */
export type RankingFilters = {
  type: string | null;
  niche: string | null;
  country: string | null;
  subscribersMin: number | null;
  subscribersMax: number | null;
};

export const NO_RANKING_FILTERS: RankingFilters = { type: null, niche: null, country: null, subscribersMin: null, subscribersMax: null };

export function toRankingFilters(params: RankingFilterParams): RankingFilters {
  return {
    type: params.type ?? null,
    niche: params.niche ?? null,
    country: params.country ?? null,
    subscribersMin: params.subs_min ?? null,
    subscribersMax: params.subs_max ?? null,
  };
}

/**
 * Reads the filters of a URL field by field: the valid ones in `params`, one message per
 * malformed one (the page shows them with a 400; the CSV and the API refuse with the first).
 */
export function parseRankingFilters(searchParams: URLSearchParams): { params: RankingFilterParams; messages: string[] } {
  const { params, messages } = parseParamsLeniently(rankingFilterParamsSchema, searchParams);
  return { params, messages };
}

/** The set filters as strings, in URL order (for links and the form). */
export function rankingFilterValues(params: RankingFilterParams): Partial<Record<RankingFilterParam, string>> {
  const values: Partial<Record<RankingFilterParam, string>> = {};
  for (const name of RANKING_FILTER_PARAMS) if (params[name] !== undefined) values[name] = String(params[name]);
  return values;
}
