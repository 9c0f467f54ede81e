// What one member's digest says (PRODUCT.md member tools: e-mail alerts): the growth of the
// channels they follow, new channels matching their saved searches, new outliers in the niches,
// types and channels they follow. Built by server/services/digest-content.server.ts, written
// out by server/integrations/mail/digest-message.ts.

export interface DigestChannelGrowth {
  channelId: string;
  title: string;
  subscribersBefore: number | null;
  subscribersNow: number | null;
  /** Uploads added to the channel's count over the period (never negative). */
  newUploads: number;
}

export interface DigestSavedSearch {
  name: string;
  /** The saved /channel-search query string (without "?"). */
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
  /** Outliers beyond the ones listed. */
  moreOutliers: number;
}

/** Lists at most this many of each (the mail stays short; the site has the rest). */
export const DIGEST_LIST_LIMIT = 10;
/** Channels listed under each saved search. */
export const DIGEST_CHANNELS_PER_SEARCH = 5;

/** The subscriber change over the period; null when either end is unknown. */
export function subscriberChange(growth: Pick<DigestChannelGrowth, "subscribersBefore" | "subscribersNow">): number | null {
  if (growth.subscribersBefore === null || growth.subscribersNow === null) return null;
  return growth.subscribersNow - growth.subscribersBefore;
}

/** Whether a followed channel changed enough to be worth a line. */
export function hasGrowthToReport(growth: DigestChannelGrowth): boolean {
  const change = subscriberChange(growth);
  return (change !== null && change !== 0) || growth.newUploads > 0;
}

/** Nothing new: no mail is sent (the period still counts as covered). */
export function isDigestEmpty(content: DigestContent): boolean {
  return content.growth.length === 0 && content.searches.length === 0 && content.outliers.length === 0;
}
