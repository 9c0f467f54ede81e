// Catalogue listings of channels: every channel's canonical path (the sitemap) and the niches
// and types the search filters offer.
import { asc } from "drizzle-orm";
import { channelSlug } from "#domain/channel-slug";
import type { Database } from "#db/database";
import { channelTypes, niches, youtubeChannels } from "#db/schema/catalogue";

export function createChannelListingsService(db: Database) {
  return {
    /** Every channel's canonical path data, for the sitemap. */
    async sitemapEntries(): Promise<{ slug: string; updatedAt: Date }[]> {
      const rows = await db
        .select({ id: youtubeChannels.id, title: youtubeChannels.channelTitle, updatedAt: youtubeChannels.updatedAt })
        .from(youtubeChannels)
        .orderBy(asc(youtubeChannels.createdAt), asc(youtubeChannels.id));
      return rows.map((row) => ({ slug: channelSlug(row.title, row.id), updatedAt: row.updatedAt }));
    },

    /**
     * Niches and types, for the search filters. (Countries come from the fixed list of spec §3:
     * reading the ones in use took a pass over every channel on each search page.)
     */
    async filterOptions(): Promise<{ niches: { slug: string; name: string }[]; channelTypes: { id: string; label: string }[] }> {
      const [nicheRows, typeRows] = await Promise.all([
        db.select({ slug: niches.slug, name: niches.name }).from(niches).orderBy(asc(niches.name)),
        db.select({ id: channelTypes.id, label: channelTypes.label }).from(channelTypes).orderBy(asc(channelTypes.label)),
      ]);
      return { niches: nicheRows, channelTypes: typeRows };
    },
  };
}

export type ChannelListingsService = ReturnType<typeof createChannelListingsService>;
