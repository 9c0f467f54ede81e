// The services a request may use, bound to the database. Loaders, actions and
// the JSON API all go through these, never through our own HTTP API.
import type { Database } from "#db/client.server";
import { createAdminChannelsService } from "#server/services/admin-channels.server";
import { createAdminChannelTypesService } from "#server/services/admin-channel-types.server";
import { createAdminDashboardService } from "#server/services/admin-dashboard.server";
import { createAdminFactsService } from "#server/services/admin-facts.server";
import { createAdminIdeasService } from "#server/services/admin-ideas.server";
import { createAdminNichesService } from "#server/services/admin-niches.server";
import { createAdminUsersService } from "#server/services/admin-users.server";
import { createAuditService } from "#server/services/audit.server";
import { createCalculatorPrefillService } from "#server/services/calculator-prefill.server";
import { createCatalogueInsightsService } from "#server/services/catalogue-insights.server";
import { createCatalogueService } from "#server/services/catalogue.server";
import { createChannelImportService } from "#server/services/channel-import.server";
import { createChannelTypesService } from "#server/services/channel-types.server";
import { createChannelsService } from "#server/services/channels.server";
import { createSiteSettingsService } from "#server/services/site-settings.server";
import { createGoLiveService } from "#server/services/go-live.server";
import { createContactInboxService } from "#server/services/contact-inbox.server";
import { createContactService } from "#server/services/contact.server";
import { createDiscoveryService } from "#server/services/discovery.server";
import { createDigestSettingsService } from "#server/services/digest-settings.server";
import { createFactsService } from "#server/services/facts.server";
import { createHomeService } from "#server/services/home.server";
import { createFollowsService } from "#server/services/follows.server";
import { createIdeasService } from "#server/services/ideas.server";
import { createLinkCheckerService } from "#server/services/link-checker.server";
import { createMonetizationRiskService } from "#server/services/monetization-risk.server";
import { createNichesService } from "#server/services/niches.server";
import { createOutliersService } from "#server/services/outliers.server";
import { createProfilesService } from "#server/services/profiles.server";
import { createRankingsService } from "#server/services/rankings.server";
import { createSavedSearchesService } from "#server/services/saved-searches.server";
import { createStartOptionsService } from "#server/services/start-options.server";
import { createWatchlistService } from "#server/services/watchlist.server";
import { createYoutubeQuotaService } from "#server/services/youtube-quota.server";
import { createYoutubeClient, youtubeConfigFromEnv } from "#server/integrations/youtube/youtube-client.server";
import { createStatsRefreshJob, statsRefreshSettingsFromEnv } from "#server/jobs/stats-refresh.server";
import { getLogger } from "#server/logger";
import { getAuthSecret } from "#server/auth/secret.server";
import { createAccountSessionsService } from "#server/services/account-sessions.server";
import { createApiTokensService } from "#server/services/api-tokens.server";

export function createServices(db: Database) {
  return {
    calculatorPrefill: createCalculatorPrefillService(db),
    catalogue: createCatalogueService(db),
    home: createHomeService(db),
    catalogueInsights: createCatalogueInsightsService(db),
    channelTypes: createChannelTypesService(db),
    niches: createNichesService(db),
    ideas: createIdeasService(db),
    // The one risk figure of a channel (its niche's editorial rating and its format).
    monetizationRisk: createMonetizationRiskService(db),
    facts: createFactsService(db),
    contact: createContactService(db),
    profiles: createProfilesService(db),
    // The member's signed-in devices on /profile.
    accountSessions: createAccountSessionsService(db),
    // Personal API tokens on /profile; the API checks them through server/auth/api-viewer.server.ts.
    apiTokens: createApiTokensService(db),
    // E-mail alerts: the member's choice and the signed one-click unsubscribe.
    digestSettings: createDigestSettingsService(db, getAuthSecret),
    channels: createChannelsService(db),
    rankings: createRankingsService(db),
    outliers: createOutliersService(db),
    // /start: niche × format options for what a creator has, ranked by verdict and stage.
    startOptions: createStartOptionsService(db),
    // Member tools: follows, /watchlist and saved searches.
    follows: createFollowsService(db),
    watchlist: createWatchlistService(db),
    savedSearches: createSavedSearchesService(db),
    // Admin area (admin area): each admin service checks nothing itself; routes call requireAdmin first.
    audit: createAuditService(db),
    linkChecker: createLinkCheckerService(db),
    youtubeQuota: createYoutubeQuotaService(db),
    adminDashboard: createAdminDashboardService(db),
    // "Refresh now" on the dashboard: the daily refresh, run in this process with progress and Stop.
    statsRefresh: createStatsRefreshJob(db, {
      youtube: () =>
        createYoutubeClient({ ...youtubeConfigFromEnv(), quota: createYoutubeQuotaService(db), logger: getLogger() }),
      options: () => statsRefreshSettingsFromEnv(),
    }),
    adminNiches: createAdminNichesService(db),
    adminChannelTypes: createAdminChannelTypesService(db),
    adminChannels: createAdminChannelsService(db),
    channelImport: createChannelImportService(db),
    discovery: createDiscoveryService(db),
    adminUsers: createAdminUsersService(db),
    adminIdeas: createAdminIdeasService(db),
    adminFacts: createAdminFactsService(db),
    contactInbox: createContactInboxService(db),
    siteSettings: createSiteSettingsService(db),
    goLive: createGoLiveService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
