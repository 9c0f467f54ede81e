// Catalogue-wide reads for the home page and the site shell.
import { asc, count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "#db/client.server";
import { allChannelsCount } from "#server/services/channel-counts.server";
import { catalogueMemo } from "#server/services/catalogue-memo.server";
import type { PublicChannelCard } from "#domain/read-models/channel";
import { publicChannelColumns } from "#server/services/channel-types.server";
import { channelTypes, didYouKnowFacts, facelessIdeas, niches, youtubeChannels } from "#db/schema/catalogue";

export type ChannelTypeSummary = {
  id: string;
  label: string;
  description: string;
  gradient: [string, string];
  imageUrl: string | null;
};

// Admins may leave a type's gradient empty.
const DEFAULT_GRADIENT: [string, string] = ["#4f46e5", "#7c3aed"];

/** Read by every page (the banner), so kept between changes. */
const demoMemo = catalogueMemo(async (db: Database) => {
  const rows = await db.select({ id: youtubeChannels.id }).from(youtubeChannels).where(eq(youtubeChannels.isDemo, true)).limit(1);
  return rows.length > 0;
});

export function createCatalogueService(db: Database) {
  return {
    isDemo: (): Promise<boolean> => demoMemo.get(db),

    async overview(): Promise<{ channels: number; channelTypes: number; niches: number; ideas: number; facts: number }> {
      const [row] = await db
        .select({
          // Exact without counting a million rows.
          channels: allChannelsCount,
          channelTypes: sql<number>`(${db.select({ n: count() }).from(channelTypes)})`.mapWith(Number),
          niches: sql<number>`(${db.select({ n: count() }).from(niches)})`.mapWith(Number),
          ideas: sql<number>`(${db.select({ n: count() }).from(facelessIdeas)})`.mapWith(Number),
          facts: sql<number>`(${db.select({ n: count() }).from(didYouKnowFacts)})`.mapWith(Number),
        })
        .from(sql`(select 1) as one`);
      return row ?? { channels: 0, channelTypes: 0, niches: 0, ideas: 0, facts: 0 };
    },

    async featuredChannels(limit: number): Promise<PublicChannelCard[]> {
      return db
        .select(publicChannelColumns)
        .from(youtubeChannels)
        .where(eq(youtubeChannels.isFeatured, true))
        .orderBy(desc(youtubeChannels.createdAt))
        .limit(limit);
    },

    /** Spec §7: "select all ordered by label". */
    async channelTypes(): Promise<ChannelTypeSummary[]> {
      const rows = await db
        .select({
          id: channelTypes.id,
          label: channelTypes.label,
          description: channelTypes.description,
          imageUrl: channelTypes.imageUrl,
          gradientFrom: channelTypes.gradientFrom,
          gradientTo: channelTypes.gradientTo,
        })
        .from(channelTypes)
        .orderBy(asc(channelTypes.label));
      return rows.map(({ gradientFrom, gradientTo, ...type }) => ({
        ...type,
        gradient: gradientFrom && gradientTo ? [gradientFrom, gradientTo] : DEFAULT_GRADIENT,
      }));
    },
  };
}
