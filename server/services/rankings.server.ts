// Channel rankings (spec §2, §9: "only channels with a positive metric, sorted descending, top 100"). Spec §6:
// visitors get nothing from this service, not even the channel list.
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { channelSlug } from "#domain/channel-slug";
import { LIMITS } from "#domain/constants";
import type { Database } from "#db/database";
import { niches, youtubeChannels } from "#db/schema/catalogue";
import { channelRevenueOf, revenueFactsColumns } from "#db/channel-revenue";
import type { RevenueAccess } from "#domain/revenue-access";
import type { RankingRow } from "#domain/read-models/channel";
import { NO_RANKING_FILTERS, type RankingFilters } from "#domain/ranking-filters";
import { channelCatalogueConditions } from "#server/services/channel-filters.server";

export const RANKING_METRICS = ["revenue_per_video", "revenue_per_subscriber"] as const;
export type RankingMetric = (typeof RANKING_METRICS)[number];

export type Rankings = { metric: RankingMetric; rows: RankingRow[] };

const COLUMNS = {
  revenue_per_video: youtubeChannels.revenuePerVideo,
  revenue_per_subscriber: youtubeChannels.revenuePerSubscriber,
} as const;

export function createRankingsService(db: Database) {
  return {
    /** Null for a caller who may not see revenue. Filters narrow first: the top 100 of a niche, not its share of the top 100. */
    async top(
      metric: RankingMetric,
      access: RevenueAccess,
      filters: RankingFilters = NO_RANKING_FILTERS,
      limit: number = LIMITS.rankingsTop,
    ): Promise<Rankings | null> {
      if (!access.canSeeRevenue) return null;
      const column = COLUMNS[metric];
      const rows = await db
        .select({
          id: youtubeChannels.id,
          title: youtubeChannels.channelTitle,
          niche: youtubeChannels.niche,
          subscribers: youtubeChannels.totalSubscribers,
          value: column,
          ...revenueFactsColumns,
        })
        .from(youtubeChannels)
        .leftJoin(niches, eq(niches.id, youtubeChannels.nicheId))
        // Spec §9 "only channels with a positive metric" (nulls drop out of `> 0` too).
        .where(and(gt(column, 0), ...channelCatalogueConditions(db, filters)))
        // The order of the metric's index.
        .orderBy(sql`${column} desc nulls last`, asc(youtubeChannels.id))
        .limit(Math.min(Math.max(1, Math.floor(limit)), LIMITS.rankingsTop));
      return {
        metric,
        rows: rows.map((row, index) => {
          const revenue = channelRevenueOf(row);
          return {
            rank: index + 1,
            id: row.id,
            slug: channelSlug(row.title, row.id),
            title: row.title,
            niche: row.niche,
            subscribers: row.subscribers,
            value: Number(row.value),
            range: metric === "revenue_per_video" ? revenue.revenuePerVideo : revenue.revenuePerSubscriber,
            asOf: revenue.asOf,
          };
        }),
      };
    },
  };
}
