// The tabs of /channel-rankings (spec §2 "'Revenue Per Video' and 'Revenue Per Subscriber'"), for page and CSV.
export const RANKING_TABS = [
  { key: "per-video", metric: "revenue_per_video", label: "Revenue Per Video" },
  { key: "per-subscriber", metric: "revenue_per_subscriber", label: "Revenue Per Subscriber" },
] as const;
export type RankingTab = (typeof RANKING_TABS)[number];
export type RankingTabKey = RankingTab["key"];

export function rankingTabOf(value: string | null | undefined): RankingTab | null {
  return RANKING_TABS.find((tab) => tab.key === value) ?? null;
}
