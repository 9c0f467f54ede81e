// The filters of /channel-rankings, its CSV and the rankings API, under a channel search's names and rules so a
// filter means the same and fails with the same message wherever it is typed.
import type { z } from "zod";
import { channelSearchParamsSchema } from "#domain/channel-search-params";
import { parseParamsLeniently } from "#domain/request-values";
import { RANKING_FILTER_PARAMS, type RankingFilterParam } from "#domain/ranking-urls";

export { type RankingFilterParam, channelRankingsExportHref, channelRankingsHref } from "#domain/ranking-urls";

export const rankingFilterParamsSchema = channelSearchParamsSchema.pick({
  type: true,
  niche: true,
  country: true,
  subs_min: true,
  subs_max: true,
});
export type RankingFilterParams = z.infer<typeof rankingFilterParamsSchema>;

export type RankingFilters = {
  type: string | null;
  niche: string | null;
  country: string | null;
  subscribersMin: number | null;
  subscribersMax: number | null;
};

export const NO_RANKING_FILTERS: RankingFilters = {
  type: null,
  niche: null,
  country: null,
  subscribersMin: null,
  subscribersMax: null,
};

export function toRankingFilters(params: RankingFilterParams): RankingFilters {
  return {
    type: params.type ?? null,
    niche: params.niche ?? null,
    country: params.country ?? null,
    subscribersMin: params.subs_min ?? null,
    subscribersMax: params.subs_max ?? null,
  };
}

/** The page shows every message with a 400; the CSV and the API refuse with the first. */
export function parseRankingFilters(searchParams: URLSearchParams): { params: RankingFilterParams; messages: string[] } {
  const { params, messages } = parseParamsLeniently(rankingFilterParamsSchema, searchParams);
  return { params, messages };
}

export function rankingFilterValues(params: RankingFilterParams): Partial<Record<RankingFilterParam, string>> {
  const values: Partial<Record<RankingFilterParam, string>> = {};
  for (const name of RANKING_FILTER_PARAMS) if (params[name] !== undefined) values[name] = String(params[name]);
  return values;
}
