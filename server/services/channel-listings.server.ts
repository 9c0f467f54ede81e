// Catalogue listings: channel paths for the sitemap, and the niches and types the search filters offer.
import { asc } from "drizzle-orm";
import { channelSlug } from "#domain/channel-slug";
import type { Database } from "#db/database";
import { channelTypes, niches, youtubeChannels } from "#db/schema/catalogue";

export function createChannelListingsService(db: Database) {
  return {
    async sitemapEntries(): Promise<{ slug: string; updatedAt: Date }[]> {
      const rows = await db
        .select({ id: youtubeChannels.id, title: youtubeChannels.channelTitle, updatedAt: youtubeChannels.updatedAt })
        .from(youtubeChannels)
        .orderBy(asc(youtubeChannels.createdAt), asc(youtubeChannels.id));
      return rows.map((row) => ({ slug: channelSlug(row.title, row.id), updatedAt: row.updatedAt }));
    },

    /** Countries come from spec §3's fixed list: reading those in use scanned every channel. */
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
