// "New channels matching a saved search": the /watchlist list's count and the e-mail digest's
// section both ask this one question, answered by the channel search itself (the same words,
// filters and members-only gate as the page), limited to channels added after a moment.
import { parseSearchParamsLeniently, toChannelSearchQuery } from "#domain/channel-search-params";
import type { RevenueAccess } from "#domain/revenue-access";
import type { ChannelListItem } from "#domain/read-models/channel";
import type { ChannelSearchService } from "#server/services/channel-search.server";

export type SavedSearchMatches = {
  /** How many channels added after `since` match (capped like the search's own count). */
  total: number;
  /** The first of them, in the search's order. */
  channels: ChannelListItem[];
};

/**
 * The channels added to the catalogue after `since` that the saved `query` (a /channel-search
 * query string) finds. A field that no longer validates is dropped, as on the page, so an old
 * saved search keeps working after a rule changes.
 */
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
