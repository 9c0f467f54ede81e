// What one member's digest says: followed channels' growth, new saved-search matches, new outliers,
// and the niche radar of followed niches and types (domain/niche-radar.ts).
import type { RadarEvent } from "#domain/niche-radar";

export interface DigestChannelGrowth {
  channelId: string;
  title: string;
  subscribersBefore: number | null;
  subscribersNow: number | null;
  /** Never negative. */
  newUploads: number;
}

export interface DigestSavedSearch {
  name: string;
  query: string;
  total: number;
  channels: { id: string; title: string }[];
}

export interface DigestOutlier {
  videoId: string;
  title: string;
  views: number;
  score: number;
  channelId: string;
  channelTitle: string;
}

export interface DigestContent {
  growth: DigestChannelGrowth[];
  searches: DigestSavedSearch[];
  outliers: DigestOutlier[];
  moreOutliers: number;
  radar: RadarEvent[];
  moreRadar: number;
}

/** The mail stays short; the site has the rest. */
export const DIGEST_LIST_LIMIT = 10;
export const DIGEST_CHANNELS_PER_SEARCH = 5;

export function subscriberChange(growth: Pick<DigestChannelGrowth, "subscribersBefore" | "subscribersNow">): number | null {
  if (growth.subscribersBefore === null || growth.subscribersNow === null) return null;
  return growth.subscribersNow - growth.subscribersBefore;
}

export function hasGrowthToReport(growth: DigestChannelGrowth): boolean {
  const change = subscriberChange(growth);
  return (change !== null && change !== 0) || growth.newUploads > 0;
}

/** Then no mail is sent, though the period still counts as covered. */
export function isDigestEmpty(content: DigestContent): boolean {
  return (
    content.growth.length === 0 && content.searches.length === 0 && content.outliers.length === 0 && content.radar.length === 0
  );
}
