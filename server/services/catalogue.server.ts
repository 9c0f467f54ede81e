// Catalogue-wide reads for the home page and the site shell.
import { asc, count, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "#db/client.server";
import { type PublicChannelCard, publicChannelColumns } from "#server/services/channel-types.server";
import { type Level, channelTypes, didYouKnowFacts, facelessIdeas, niches, youtubeChannels } from "#db/schema/catalogue";

export type ChannelTypeSummary = {
  id: string;
  label: string;
  description: string;
  gradient: [string, string];
  imageUrl: string | null;
};

export type TopNiche = {
  id: string;
  slug: string;
  name: string;
  /** HTML as stored. */
  description: string;
  rpmLow: number;
  rpmHigh: number;
  competition: Level;
  demonetizationRisk: Level;
  category: string | null;
  channelCount: number;
};

// A neutral gradient for types created without one (admins may leave it empty).
const DEFAULT_GRADIENT: [string, string] = ["#4f46e5", "#7c3aed"];

export function createCatalogueService(db: Database) {
  return {
    /** True while the instance serves the generated demo catalogue. */
    async isDemo(): Promise<boolean> {
      const rows = await db
        .select({ id: youtubeChannels.id })
        .from(youtubeChannels)
        .where(eq(youtubeChannels.isDemo, true))
        .limit(1);
      return rows.length > 0;
    },

    async overview(): Promise<{ channels: number; channelTypes: number; niches: number; ideas: number; facts: number }> {
      const [row] = await db
        .select({
          channels: sql<number>`(${db.select({ n: count() }).from(youtubeChannels)})`.mapWith(Number),
          channelTypes: sql<number>`(${db.select({ n: count() }).from(channelTypes)})`.mapWith(Number),
          niches: sql<number>`(${db.select({ n: count() }).from(niches)})`.mapWith(Number),
          ideas: sql<number>`(${db.select({ n: count() }).from(facelessIdeas)})`.mapWith(Number),
          facts: sql<number>`(${db.select({ n: count() }).from(didYouKnowFacts)})`.mapWith(Number),
        })
        .from(sql`(select 1) as one`);
      return row ?? { channels: 0, channelTypes: 0, niches: 0, ideas: 0, facts: 0 };
    },

    /** Featured channels, newest first. */
    async featuredChannels(limit: number): Promise<PublicChannelCard[]> {
      return db
        .select(publicChannelColumns)
        .from(youtubeChannels)
        .where(eq(youtubeChannels.isFeatured, true))
        .orderBy(desc(youtubeChannels.createdAt))
        .limit(limit);
    },

    /**
     * The niches with the most channels (home page "Top niches"), from one grouped read of the
     * channels — cheap at catalogue scale, unlike counting niche by niche.
     */
    async topNiches(limit: number): Promise<TopNiche[]> {
      const counts = db
        .select({ nicheId: youtubeChannels.nicheId, channelCount: sql<number>`count(*)`.mapWith(Number).as("channel_count") })
        .from(youtubeChannels)
        .where(isNotNull(youtubeChannels.nicheId))
        .groupBy(youtubeChannels.nicheId)
        .as("counts");
      return db
        .select({
          id: niches.id,
          slug: niches.slug,
          name: niches.name,
          description: niches.description,
          rpmLow: niches.rpmLow,
          rpmHigh: niches.rpmHigh,
          competition: niches.competition,
          demonetizationRisk: niches.demonetizationRisk,
          category: niches.category,
          channelCount: counts.channelCount,
        })
        .from(counts)
        .innerJoin(niches, eq(niches.id, counts.nicheId))
        .orderBy(desc(counts.channelCount), asc(niches.name))
        .limit(limit);
    },

    /** Every channel type, ordered by label (spec §7: "select all ordered by label"). */
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
