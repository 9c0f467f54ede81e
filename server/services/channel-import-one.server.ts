// Importing one channel, added or updated by its YouTube id (never twice), through the channel sync.
import type { ChannelImportOutcome } from "#domain/admin/channel-import";
import { youtubeErrorMessage, type YoutubeErrorCode } from "#domain/youtube-errors";
import type { Database } from "#db/database";
import type { ChannelRef } from "#db/schema/catalogue";
import { isYoutubeApiError } from "#server/integrations/youtube/youtube-api-error.server";
import type { YoutubeClient } from "#server/integrations/youtube/youtube-client.server";
import type { AuditActor } from "#server/services/audit.server";
import { createChannelSyncService, type NewChannelInput } from "#server/services/channel-sync.server";

export type ImportedChannel = ChannelRef;

export type ImportOneResult =
  | {
      ok: true;
      outcome: Exclude<ChannelImportOutcome, "failed">;
      channel: ImportedChannel;
      /** False when a /c/ name was found by search: a best guess, worth a look. */
      exact: boolean;
    }
  | { ok: false; code: YoutubeErrorCode; message: string };

export async function importChannel(
  db: Database,
  youtube: YoutubeClient,
  actor: AuditActor,
  reference: string,
  input: NewChannelInput = {},
): Promise<ImportOneResult> {
  try {
    const { channel, exact } = await youtube.resolveChannel(reference);
    const sync = createChannelSyncService(db, youtube);
    // Fills Most Viewed from the start; once today's search allowance is spent, only the newest uploads.
    const created = await sync.createChannel(channel, input, { actor, searchTopVideos: true });
    if (created.ok) {
      const { id, slug, channelTitle } = created.channel;
      return { ok: true, outcome: "created", channel: { id, slug, channelTitle }, exact };
    }
    const refreshed = await sync.refreshChannel(created.existing.id, channel, { actor, auditAction: "import" });
    if (!refreshed) {
      // Deleted between the lookup and the update: add it again.
      const again = await sync.createChannel(channel, input, { actor });
      if (!again.ok) throw new Error(`Channel ${channel.id} changed while it was imported`);
      const { id, slug, channelTitle } = again.channel;
      return { ok: true, outcome: "created", channel: { id, slug, channelTitle }, exact };
    }
    const { id, slug, channelTitle } = refreshed;
    return { ok: true, outcome: "updated", channel: { id, slug, channelTitle }, exact };
  } catch (error) {
    if (isYoutubeApiError(error)) return { ok: false, code: error.code, message: youtubeErrorMessage(error) };
    throw error;
  }
}
