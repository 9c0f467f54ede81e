// Catalogue listings: channel paths for the sitemap, and the niches and types the search filters offer.
import { asc, sql } from "drizzle-orm";
import { catalogueMemo } from "#server/services/catalogue-memo.server";
import { executeRows } from "#db/execute-rows";
import { SITEMAP_MAX_URLS } from "#domain/sitemap";
import { channelSlug } from "#domain/channel-slug";
import type { Database } from "#db/database";
import { channelTypes, niches, youtubeChannels } from "#db/schema/catalogue";

/** A channel's sitemap key; the time as PostgreSQL wrote it (microseconds, which a Date would drop). */
export type SitemapPartStart = {
  createdAt: string;
  id: string;
};

function readSitemapPartStarts(db: Database, partSize: number): Promise<SitemapPartStart[]> {
  return executeRows<SitemapPartStart>(
    db,
    sql`select created_at::text as "createdAt", id from (
        select created_at, id, row_number() over (order by created_at, id) as n from youtube_channels
      ) ordered where (n - 1) % ${partSize} = 0 order by created_at, id`,
  );
}

/** The starts at the protocol's part size, kept between catalogue changes. */
const sitemapPartStartsMemo = catalogueMemo((db: Database) => readSitemapPartStarts(db, SITEMAP_MAX_URLS));

export function createChannelListingsService(db: Database) {
  return {
    /**
     * Where each part of the channel sitemap starts: every partSize-th channel in the order
     * they were added (one pass over an index); a part is then a keyset page, and new channels join
     * the last part without moving the others.
     */
    sitemapPartStarts: (partSize = SITEMAP_MAX_URLS): Promise<SitemapPartStart[]> =>
      partSize === SITEMAP_MAX_URLS ? sitemapPartStartsMemo.get(db) : readSitemapPartStarts(db, partSize),

    /** One part's channels: partSize from its start. */
    async sitemapPart(start: SitemapPartStart, partSize = SITEMAP_MAX_URLS): Promise<{ slug: string; updatedAt: Date }[]> {
      const rows = await db
        .select({ id: youtubeChannels.id, title: youtubeChannels.channelTitle, updatedAt: youtubeChannels.updatedAt })
        .from(youtubeChannels)
        .where(sql`(${youtubeChannels.createdAt}, ${youtubeChannels.id}) >= (${start.createdAt}::timestamptz, ${start.id}::uuid)`)
        .orderBy(asc(youtubeChannels.createdAt), asc(youtubeChannels.id))
        .limit(partSize);
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
