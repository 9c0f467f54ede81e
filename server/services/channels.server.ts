import type { Database } from "#db/database";
import { type ChannelListingsService, createChannelListingsService } from "#server/services/channel-listings.server";
import {
  type ChannelPageService,
  type ChannelPageServiceOptions,
  createChannelPageService,
} from "#server/services/channel-page.server";
import {
  type ChannelSearchService,
  type ChannelSearchServiceOptions,
  createChannelSearchService,
} from "#server/services/channel-search.server";

export type ChannelsServiceOptions = ChannelSearchServiceOptions & ChannelPageServiceOptions;

export type ChannelsService = ChannelSearchService & ChannelPageService & ChannelListingsService;

export function createChannelsService(db: Database, options: ChannelsServiceOptions = {}): ChannelsService {
  return {
    ...createChannelSearchService(db, options),
    ...createChannelPageService(db, options),
    ...createChannelListingsService(db),
  };
}
