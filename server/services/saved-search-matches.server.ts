// "New channels matching a saved search", answered by the channel search itself (same filters and gate) for both
// the watchlist and the digest.
import { parseSearchParamsLeniently, toChannelSearchQuery } from "#domain/channel-search-params";
import type { RevenueAccess } from "#domain/revenue-access";
import type { ChannelListItem } from "#domain/read-models/channel";
import type { ChannelSearchService } from "#server/services/channel-search.server";

export type SavedSearchMatches = {
  /** Capped like the search's own count. */
  total: number;
  channels: ChannelListItem[];
};

/** A field that no longer validates is dropped, as on the page, so an old saved search keeps working. */
export async function savedSearchMatchesSince(
  search: Pick<ChannelSearchService, "search">,
  query: string,
  since: Date,
  access: RevenueAccess,
  limit = 5,
): Promise<SavedSearchMatches> {
  const { params } = parseSearchParamsLeniently(new URLSearchParams(query));
  const { query: searchQuery } = toChannelSearchQuery({ ...params, page: undefined, cursor: undefined }, access, { limit });
  const result = await search.search({ ...searchQuery, page: 1, offset: 0, limit, addedAfter: since.toISOString() }, access);
  return { total: result.total, channels: result.channels };
}
