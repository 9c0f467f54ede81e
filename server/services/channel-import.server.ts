// Channel import from YouTube (YouTube Data API): an admin pastes a channel URL, @handle or id
// (/admin/channels/add) or uploads a CSV of them (/admin/channels/import), and each becomes a
// catalogue row with YouTube's statistics, fields, recent videos, today's snapshot and the
// estimates, through the channel sync (channel-sync.server.ts) that the daily refresh uses too.
// A channel is matched on its YouTube id: one already in the catalogue is updated, never added
// twice (channel-import-one.server.ts). Each change is audited with the admin who made it, in the
// same transaction. A CSV is a background run: the job in server/jobs/channel-import.server.ts.
import { eq } from "drizzle-orm";
import { type ChannelFormDefaults, CHANNEL_FORM_LIMITS, channelFormDefaults } from "#domain/admin/channel-form";
import type { ChannelImportRow } from "#domain/admin/channel-import";
import { youtubeErrorMessage, type YoutubeErrorCode } from "#domain/youtube-errors";
import type { Database } from "#db/database";
import { youtubeChannels } from "#db/schema/catalogue";
import { isYoutubeApiError } from "#server/integrations/youtube/youtube-api-error.server";
import { createYoutubeClient, youtubeConfigFromEnv, type YoutubeChannel, type YoutubeClient } from "#server/integrations/youtube/youtube-client.server";
import { type ChannelImportJobOptions, type ChannelImportRun, createChannelImportJob } from "#server/jobs/channel-import.server";
import { getLogger } from "#server/logger";
import type { AuditActor } from "#server/services/audit.server";
import { parseChannelImportCsv } from "#server/services/channel-import-csv.server";
import { type ImportOneResult, type ImportedChannel, importChannel } from "#server/services/channel-import-one.server";
import { countryFrom, keywordsFrom, type NewChannelInput } from "#server/services/channel-sync.server";
import { createYoutubeQuotaService } from "#server/services/youtube-quota.server";

export type { ImportOneResult };

export type PrefillResult =
  | { ok: true; values: ChannelFormDefaults; exact: boolean }
  | { ok: false; code: YoutubeErrorCode; message: string }
  /** The channel is in the catalogue already: edit it (or import it again to refresh it). */
  | { ok: false; code: "exists"; existing: ImportedChannel };

export type StartImportResult =
  | { ok: true; run: ChannelImportRun; joined: boolean }
  | { ok: false; code: "notConfigured"; message: string };

export interface ChannelImportOptions extends ChannelImportJobOptions {
  /** A YouTube client for one import or run (tests: the fake server). Default: from the environment. */
  youtube?: () => YoutubeClient;
}

/**
 * The add form's fields from YouTube's data, within the form's limits (the sync's own rules:
 * a country outside the list is "Other", keywords deduplicated and cut to the limits). What
 * YouTube doesn't know (niche, type, category, upload frequency, CPM) stays blank.
 */
function formValuesFrom(channel: YoutubeChannel): ChannelFormDefaults {
  return channelFormDefaults({
    channelTitle: channel.title.trim().slice(0, CHANNEL_FORM_LIMITS.title),
    description: channel.description.trim() ? channel.description.slice(0, CHANNEL_FORM_LIMITS.description) : null,
    channelUrl: channel.url,
    screenshotUrl: null,
    youtubeChannelId: channel.id,
    handle: channel.handle,
    nicheId: null,
    channelCategory: null,
    channelType: null,
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
    options.youtube ?? (() => createYoutubeClient({ ...youtubeConfigFromEnv(), quota: createYoutubeQuotaService(db), logger: getLogger() }));
  const { youtube: _youtube, ...jobOptions } = options;
  const job = createChannelImportJob(db, youtubeClient, jobOptions);

  return {
    /** Whether YOUTUBE_API_KEY is set (the pages explain how to set it when not). */
    configured(): boolean {
      return youtubeClient().configured;
    },

    /**
     * Imports one channel from a pasted URL, @handle or id: added, or updated when its YouTube id
     * is already in the catalogue. YouTube's refusals come back as a message, not thrown.
     */
    importOne(actor: AuditActor, reference: string, input: NewChannelInput = {}): Promise<ImportOneResult> {
      return importChannel(db, youtubeClient(), actor, reference, input);
    },

    /**
     * The add form's fields for a pasted URL, @handle or id, from YouTube (one channels.list
     * call), for the admin to complete and save by hand. A channel already in the catalogue is
     * named instead, so it isn't added twice.
     */
    async prefill(reference: string): Promise<PrefillResult> {
      try {
        const { channel, exact } = await youtubeClient().resolveChannel(reference);
        const [existing] = await db
          .select({ id: youtubeChannels.id, slug: youtubeChannels.slug, channelTitle: youtubeChannels.channelTitle })
          .from(youtubeChannels)
          .where(eq(youtubeChannels.youtubeChannelId, channel.id))
          .limit(1);
        if (existing) return { ok: false, code: "exists", existing };
        return { ok: true, values: formValuesFrom(channel), exact };
      } catch (error) {
        if (isYoutubeApiError(error)) return { ok: false, code: error.code, message: youtubeErrorMessage(error) };
        throw error;
      }
    },

    /**
     * Starts importing `rows` in the background and returns at once with the run, or joins the
     * import already running (its rows, not these). The admin is recorded as the starter.
     */
    async importMany(actor: AuditActor, rows: ChannelImportRow[]): Promise<StartImportResult> {
      if (!youtubeClient().configured) return { ok: false, code: "notConfigured", message: youtubeErrorMessage({ code: "notConfigured" }) };
      const { run, joined } = await job.start(actor, rows);
      return { ok: true, run, joined };
    },

    getRun: job.getRun,

    /** Stops the running import (the rows done stay); null when none was running. */
    stopImport: job.stop,

    /** Reads a CSV or pasted lines into the rows to import (the page's preview, then importMany). */
    readCsv: parseChannelImportCsv,

    /** The most recent import (after retiring interrupted ones), or null before the first. */
    latestRun: job.latestRun,

    /** Resolves when a run executing in this process ends (tests, and a CLI if one is added). */
    waitForRun: job.waitForRun,
  };
}

export type ChannelImportService = ReturnType<typeof createChannelImportService>;
