// What the home page shows, finished by its service (server/services/home.server.ts): only what
// the cards draw, since the loader data is inlined in the page's HTML.
import type { ChannelListItem, PublicChannelCard, RankingRow } from "#domain/read-models/channel";
import type { ChannelTypeCardView, DidYouKnowState, NicheCardView } from "#domain/read-models/guides";

/** The catalogue in numbers. */
export type CatalogueOverview = { channels: number; channelTypes: number; niches: number; ideas: number };

/** A row of the rankings teaser: the top channels by revenue per video (members only, spec §6). */
export type RankingsTeaserRow = Pick<RankingRow, "rank" | "id" | "slug" | "title" | "niche" | "value" | "asOf">;

export type HomePage = {
  overview: CatalogueOverview;
  featured: Pick<
    PublicChannelCard,
    "slug" | "title" | "niche" | "country" | "subscribers" | "views" | "videoCount" | "thumbnailUrl" | "typeId" | "numbersAsOf"
  >[];
  /** Subscriber growth over the last 30 days of snapshots, fastest first. */
  fastestGrowing: Pick<ChannelListItem, "slug" | "title" | "niche" | "subscribers" | "growth" | "numbersAsOf">[];
  /** The first few types by label; `channelTypeTotal` counts them all. */
  channelTypes: ChannelTypeCardView[];
  channelTypeTotal: number;
  /** The niches with the most channels. */
  topNiches: NicheCardView[];
  didYouKnow: DidYouKnowState;
  /** Null for visitors: they get no ranking data at all (spec §6). */
  rankingsTeaser: RankingsTeaserRow[] | null;
};
