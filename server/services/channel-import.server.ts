// Channel import from YouTube, one or many, through the same channel sync as the daily refresh. Matched on the
// YouTube id so a channel is never added twice; each change is audited in the same transaction.
import { eq } from "drizzle-orm";
import { type ChannelFormDefaults, CHANNEL_FORM_LIMITS, channelFormDefaults } from "#domain/admin/channel-form";
import type { ChannelImportRow } from "#domain/admin/channel-import";
import { importSuggestionsFrom, reviewImportSuggestions } from "#domain/admin/import-review";
import { suggestForChannel } from "#domain/channel-suggestions";
import { youtubeErrorMessage, type YoutubeErrorCode } from "#domain/youtube-errors";
import type { Database } from "#db/database";
import { niches, youtubeChannels } from "#db/schema/catalogue";
import { isYoutubeApiError } from "#server/integrations/youtube/youtube-api-error.server";
import {
  createYoutubeClient,
  youtubeConfigFromEnv,
  type YoutubeChannel,
  type YoutubeClient,
} from "#server/integrations/youtube/youtube-client.server";
import { type ChannelImportJobOptions, type ChannelImportRun, createChannelImportJob } from "#server/jobs/channel-import.server";
import { recentTitlesOf } from "#server/jobs/discovery.server";
import { getLogger } from "#server/logger";
import type { AuditActor } from "#server/services/audit.server";
import { parseChannelImportCsv } from "#server/services/channel-import-csv.server";
import { type ImportOneResult, type ImportedChannel, importChannel } from "#server/services/channel-import-one.server";
import { countryFrom, keywordsFrom, type NewChannelInput } from "#server/services/channel-sync.server";
import { createImportReview } from "#server/services/import-review.server";
import { createYoutubeQuotaService } from "#server/services/youtube-quota.server";

export type { ImportOneResult };

export type PrefillResult =
  | { ok: true; values: ChannelFormDefaults; exact: boolean }
  | { ok: false; code: YoutubeErrorCode; message: string }
  | { ok: false; code: "exists"; existing: ImportedChannel };

export type StartImportResult =
  | { ok: true; run: ChannelImportRun; joined: boolean }
  | { ok: false; code: "notConfigured"; message: string };

export interface ChannelImportOptions extends ChannelImportJobOptions {
  /** Tests pass the fake server's client. */
  youtube?: () => YoutubeClient;
}

/**
 * Within the form's limits, by the sync's own rules; what YouTube doesn't know stays blank. The type and niche are
 * the classifier's when both reach the import floor (the form shows the suggestion beside the type to change it).
 */
function formValuesFrom(
  channel: YoutubeChannel,
  picked: { channelType: string | null; nicheId: string | null },
): ChannelFormDefaults {
  return channelFormDefaults({
    channelTitle: channel.title.trim().slice(0, CHANNEL_FORM_LIMITS.title),
    description: channel.description.trim() ? channel.description.slice(0, CHANNEL_FORM_LIMITS.description) : null,
    channelUrl: channel.url,
    screenshotUrl: null,
    youtubeChannelId: channel.id,
    handle: channel.handle,
    nicheId: picked.nicheId,
    channelCategory: null,
    channelType: picked.channelType,
    uiChannelType: null,
    country: countryFrom(channel),
    uploadFrequency: null,
    keywords: keywordsFrom(channel),
    totalSubscribers: channel.subscriberCount,
    totalViews: channel.viewCount,
    videoCount: channel.videoCount,
    rpmOverride: null,
    startDate: channel.publishedAt ? channel.publishedAt.toISOString().slice(0, 10) : null,
    isFeatured: false,
  });
}

export function createChannelImportService(db: Database, options: ChannelImportOptions = {}) {
  const youtubeClient =
    options.youtube ??
    (() => createYoutubeClient({ ...youtubeConfigFromEnv(), quota: createYoutubeQuotaService(db), logger: getLogger() }));
  const { youtube: _youtube, ...jobOptions } = options;
  const job = createChannelImportJob(db, youtubeClient, jobOptions);
  const review = createImportReview(db, youtubeClient);

  return {
    configured(): boolean {
      return youtubeClient().configured;
    },

    /** YouTube's refusals come back as a message, not thrown. */
    importOne(actor: AuditActor, reference: string, input: NewChannelInput = {}): Promise<ImportOneResult> {
      return importChannel(db, youtubeClient(), actor, reference, input);
    },

    /** One channels.list call; a channel already in the catalogue is named instead, so it isn't added twice. */
    async prefill(reference: string): Promise<PrefillResult> {
      try {
        const youtube = youtubeClient();
        const { channel, exact } = await youtube.resolveChannel(reference);
        const [existing] = await db
          .select({ id: youtubeChannels.id, slug: youtubeChannels.slug, channelTitle: youtubeChannels.channelTitle })
          .from(youtubeChannels)
          .where(eq(youtubeChannels.youtubeChannelId, channel.id))
          .limit(1);
        if (existing) return { ok: false, code: "exists", existing };
        // The same words as the import reads (one playlistItems call), so the form starts where an import would.
        const [nicheRows, recentTitles] = await Promise.all([
          db.select({ id: niches.id, name: niches.name }).from(niches),
          recentTitlesOf(youtube, channel),
        ]);
        const suggested = importSuggestionsFrom(suggestForChannel({ ...channel, recentTitles }, nicheRows));
        const review = reviewImportSuggestions(suggested);
        const picked =
          review.verdict === "apply"
            ? { channelType: suggested.type.id, nicheId: suggested.niche.id }
            : { channelType: null, nicheId: null };
        return { ok: true, values: formValuesFrom(channel, picked), exact };
      } catch (error) {
        if (isYoutubeApiError(error)) return { ok: false, code: error.code, message: youtubeErrorMessage(error) };
        throw error;
      }
    },

    /** Joins the import already running, if any (its rows, not these). */
    async importMany(actor: AuditActor, rows: ChannelImportRow[]): Promise<StartImportResult> {
      if (!youtubeClient().configured)
        return { ok: false, code: "notConfigured", message: youtubeErrorMessage({ code: "notConfigured" }) };
      const { run, joined } = await job.start(actor, rows);
      return { ok: true, run, joined };
    },

    getRun: job.getRun,

    stopImport: job.stop,

    readCsv: parseChannelImportCsv,

    latestRun: job.latestRun,

    waitForRun: job.waitForRun,

    reviewList: review.reviewList,

    publishHeld: review.publishHeld,

    discardHeld: review.discardHeld,
  };
}

export type ChannelImportService = ReturnType<typeof createChannelImportService>;
