// The filters a channel search and the rankings share: one definition of "a channel of this niche / type".
import { type SQL, and, eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "#db/database";
import { niches, youtubeChannels } from "#db/schema/catalogue";
import { channelTypeFilter } from "#server/services/channel-types.server";

export type ChannelCatalogueFilters = {
  type: string | null;
  niche: string | null;
  country: string | null;
  subscribersMin: number | null;
  subscribersMax: number | null;
};

export function channelCatalogueConditions(db: Database, filters: ChannelCatalogueFilters): SQL[] {
  const c: SQL[] = [];
  if (filters.type) c.push(channelTypeFilter(filters.type) as SQL);
  if (filters.niche) {
    // By niche_id, or by the spec `niche` name when imported without an id.
    c.push(
      or(
        inArray(youtubeChannels.nicheId, db.select({ id: niches.id }).from(niches).where(eq(niches.slug, filters.niche))),
        and(
          sql`${youtubeChannels.nicheId} is null`,
          inArray(youtubeChannels.niche, db.select({ name: niches.name }).from(niches).where(eq(niches.slug, filters.niche))),
        ),
      ) as SQL,
    );
  }
  if (filters.country) c.push(eq(youtubeChannels.country, filters.country));
  if (filters.subscribersMin !== null) c.push(sql`${youtubeChannels.totalSubscribers} >= ${filters.subscribersMin}`);
  if (filters.subscribersMax !== null) c.push(sql`${youtubeChannels.totalSubscribers} <= ${filters.subscribersMax}`);
  return c;
}
