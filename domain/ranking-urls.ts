// Links of /channel-rankings and its CSV, apart from the zod filter parsing so the page's JavaScript can build
// them without loading zod.
import type { RankingTabKey } from "#domain/ranking-tabs";
import { RANKING_TABS } from "#domain/ranking-tabs";

export const RANKING_FILTER_PARAMS = ["type", "niche", "country", "subs_min", "subs_max"] as const;
export type RankingFilterParam = (typeof RANKING_FILTER_PARAMS)[number];

function rankingsUrl(
  path: string,
  tab: RankingTabKey,
  values: Partial<Record<RankingFilterParam, string>>,
  keepDefaultTab: boolean,
): string {
  const search = new URLSearchParams();
  // The default tab's URL has no `tab`.
  if (keepDefaultTab || tab !== RANKING_TABS[0].key) search.set("tab", tab);
  for (const name of RANKING_FILTER_PARAMS) {
    const value = values[name]?.trim();
    if (value) search.set(name, value);
  }
  const query = search.toString();
  return `${path}${query ? `?${query}` : ""}`;
}

export function channelRankingsHref(tab: RankingTabKey, values: Partial<Record<RankingFilterParam, string>> = {}): string {
  return rankingsUrl("/channel-rankings", tab, values, false);
}

export function channelRankingsExportHref(tab: RankingTabKey, values: Partial<Record<RankingFilterParam, string>> = {}): string {
  return rankingsUrl("/channel-rankings/export.csv", tab, values, true);
}
