// The tabs of /channel-rankings (spec §2 "tabs 'Revenue Per Video' and 'Revenue Per
// Subscriber'"): the URL's `tab` value, the metric it ranks by and the spec's label. The page
// and its CSV export read the same list.
export const RANKING_TABS = [
  { key: "per-video", metric: "revenue_per_video", label: "Revenue Per Video" },
  { key: "per-subscriber", metric: "revenue_per_subscriber", label: "Revenue Per Subscriber" },
] as const;
export type RankingTab = (typeof RANKING_TABS)[number];
export type RankingTabKey = RankingTab["key"];

/** The tab a `tab` value names, or null when it names none. */
export function rankingTabOf(value: string | null | undefined): RankingTab | null {
  return RANKING_TABS.find((tab) => tab.key === value) ?? null;
}
