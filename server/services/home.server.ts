// The home page in one call: the catalogue in numbers, featured and fastest growing channels,
// channel types, top niches, a Did You Know fact and the members' rankings teaser, read side by
// side and cut to what the cards show.
import type { Database } from "#db/database";
import { NO_RANKING_FILTERS } from "#domain/ranking-filters";
import type { HomePage } from "#domain/read-models/home";
import type { RevenueAccess } from "#domain/revenue-access";
import { excerpt } from "#domain/text-excerpt";
import { createCatalogueService } from "#server/services/catalogue.server";
import { createChannelSearchService } from "#server/services/channel-search.server";
import { createFactsService } from "#server/services/facts.server";
import { createNichesService } from "#server/services/niches.server";
import { createRankingsService } from "#server/services/rankings.server";

const FEATURED_CHANNELS = 6;
const FASTEST_GROWING_CHANNELS = 6;
const CHANNEL_TYPES = 8;
const TYPE_EXCERPT_CHARS = 80;
const TOP_NICHES = 6;
const NICHE_EXCERPT_CHARS = 110;
const RANKINGS_TEASER_ROWS = 5;

export function createHomeService(db: Database) {
  const catalogue = createCatalogueService(db);
  const channels = createChannelSearchService(db);
  const niches = createNichesService(db);
  const facts = createFactsService(db);
  const rankings = createRankingsService(db);

  return {
    /** Everything the home page shows; the rankings teaser only for a caller who may see revenue. */
    async page(access: RevenueAccess): Promise<HomePage> {
      const [overview, featured, fastestGrowing, channelTypes, topNiches, didYouKnow, teaser] = await Promise.all([
        catalogue.overview(),
        catalogue.featuredChannels(FEATURED_CHANNELS),
        channels.fastestGrowing(FASTEST_GROWING_CHANNELS, access),
        catalogue.channelTypes(),
        niches.top(TOP_NICHES),
        facts.randomActiveOrError(),
        // Spec §6: visitors get no ranking data at all (the service returns null for them).
        rankings.top("revenue_per_video", access, NO_RANKING_FILTERS, RANKINGS_TEASER_ROWS),
      ]);
      return {
        overview: {
          channels: overview.channels,
          channelTypes: overview.channelTypes,
          niches: overview.niches,
          ideas: overview.ideas,
        },
        featured: featured.map(
          ({ slug, title, niche, country, subscribers, views, videoCount, thumbnailUrl, typeId, numbersAsOf }) => ({
            slug,
            title,
            niche,
            country,
            subscribers,
            views,
            videoCount,
            thumbnailUrl,
            typeId,
            numbersAsOf,
          }),
        ),
        fastestGrowing: fastestGrowing.map(({ slug, title, niche, subscribers, growth, numbersAsOf }) => ({
          slug,
          title,
          niche,
          subscribers,
          growth,
          numbersAsOf,
        })),
        channelTypes: channelTypes.slice(0, CHANNEL_TYPES).map(({ id, label, description, gradient }) => ({
          id,
          label,
          excerpt: excerpt(description, TYPE_EXCERPT_CHARS),
          gradient,
        })),
        channelTypeTotal: channelTypes.length,
        // A card shows the monetization risk's level only; its inputs are on the niche page.
        topNiches: topNiches.map(({ id: _id, description, demonetizationRisk: _rating, monetizationRisk, ...niche }) => ({
          ...niche,
          monetizationRisk: { level: monetizationRisk.level },
          excerpt: excerpt(description, NICHE_EXCERPT_CHARS),
        })),
        didYouKnow,
        rankingsTeaser: teaser
          ? teaser.rows.map(({ rank, id, slug, title, niche, value, asOf }) => ({ rank, id, slug, title, niche, value, asOf }))
          : null,
      };
    },
  };
}
