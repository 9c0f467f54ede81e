// The links of /channel-rankings and its CSV, with their tab and filters. Apart from the
// filters' parsing (domain/ranking-filters, on zod) so the page's own JavaScript can build them
// without loading zod.
import type { RankingTabKey } from "#domain/ranking-tabs";
import { RANKING_TABS } from "#domain/ranking-tabs";

export const RANKING_FILTER_PARAMS = ["type", "niche", "country", "subs_min", "subs_max"] as const;
export type RankingFilterParam = (typeof RANKING_FILTER_PARAMS)[number];

function rankingsUrl(path: string, tab: RankingTabKey, values: Partial<Record<RankingFilterParam, string>>, keepDefaultTab: boolean): string {
  const search = new URLSearchParams();
  // The first tab is the page's default: its URL has no `tab`.
  if (keepDefaultTab || tab !== RANKING_TABS[0].key) search.set("tab", tab);
  for (const name of RANKING_FILTER_PARAMS) {
    const value = values[name]?.trim();
    if (value) search.set(name, value);
  }
  const query = search.toString();
  return `${path}${query ? `?${query}` : ""}`;
}

/** /channel-rankings with a tab and filters. */
export function channelRankingsHref(tab: RankingTabKey, values: Partial<Record<RankingFilterParam, string>> = {}): string {
  return rankingsUrl("/channel-rankings", tab, values, false);
}

/** The CSV of the ranking a page shows: the same tab and filters. */
export function channelRankingsExportHref(tab: RankingTabKey, values: Partial<Record<RankingFilterParam, string>> = {}): string {
  return rankingsUrl("/channel-rankings/export.csv", tab, values, true);
}
