// Importing one channel, added or updated by its YouTube id (never twice), through the channel sync. A new channel
// gets the classifier's type and niche when both reach the floor (domain/admin/import-review.ts); otherwise it is not
// published but held in the review list (a discovery candidate with status "review") for an admin to pick them.
import { eq, inArray } from "drizzle-orm";
import {
  type ImportSuggestions,
  type ImportSuggestionsShown,
  importSuggestionsFrom,
  reviewImportSuggestions,
  showImportReview,
} from "#domain/admin/import-review";
import { suggestForChannel } from "#domain/channel-suggestions";
import { youtubeErrorMessage, type YoutubeErrorCode } from "#domain/youtube-errors";
import type { Database } from "#db/database";
import { type ChannelRef, channelTypes, niches, youtubeChannels } from "#db/schema/catalogue";
import { discoveryCandidates } from "#db/schema/discovery";
import { isYoutubeApiError } from "#server/integrations/youtube/youtube-api-error.server";
import type { YoutubeChannel, YoutubeClient } from "#server/integrations/youtube/youtube-client.server";
import { candidateChannelFields, recentTitlesOf } from "#server/jobs/discovery.server";
import { type AuditActor, recordAudit } from "#server/services/audit.server";
import { createChannelSyncService, type NewChannelInput } from "#server/services/channel-sync.server";

export type ImportedChannel = ChannelRef;

export type ImportOneResult =
  | {
      ok: true;
      outcome: "created" | "updated";
      channel: ImportedChannel;
      /** False when a /c/ name was found by search: a best guess, worth a look. */
      exact: boolean;
      /** What the import applied, with its confidence and words; null when nothing was suggested (an update, an admin's pick). */
      suggestions: ImportSuggestionsShown | null;
    }
  | {
      ok: true;
      outcome: "held";
      /** The review list's entry. */
      candidate: { id: string; title: string };
      exact: boolean;
      suggestions: ImportSuggestionsShown;
    }
  | { ok: false; code: YoutubeErrorCode; message: string };

/** The suggestions with the catalogue's own names; a type or niche this instance lacks is no suggestion. */
async function withLabels(db: Database, suggestions: ImportSuggestions) {
  const [types, nicheRows] = await Promise.all([
    suggestions.type.id
      ? db.select({ label: channelTypes.label }).from(channelTypes).where(eq(channelTypes.id, suggestions.type.id))
      : [],
    suggestions.niche.id
      ? db
          .select({ name: niches.name })
          .from(niches)
          .where(inArray(niches.id, [suggestions.niche.id]))
      : [],
  ]);
  const known: ImportSuggestions = {
    ...suggestions,
    type: types[0] ? suggestions.type : { id: null, confidence: null, evidence: suggestions.type.evidence },
    niche: nicheRows[0] ? suggestions.niche : { id: null, confidence: null, evidence: suggestions.niche.evidence },
  };
  return { suggestions: known, labels: { type: types[0]?.label ?? null, niche: nicheRows[0]?.name ?? null } };
}

/** What the import page and the edit page show for suggestions stored earlier (discovery's, or the channel's). */
export async function showStoredSuggestions(db: Database, stored: ImportSuggestions): Promise<ImportSuggestionsShown> {
  const { suggestions, labels } = await withLabels(db, stored);
  return showImportReview(reviewImportSuggestions(suggestions), labels);
}

/** Into the review list (a rejected candidate comes back: an admin asked for this channel by name). Audited. */
async function holdForReview(
  db: Database,
  actor: AuditActor,
  channel: YoutubeChannel,
  recentTitles: string[],
  suggestions: ImportSuggestions,
  extra: {
    country: string | null;
    faceless: "likely" | "unclear" | "unlikely";
    facelessEvidence: ImportSuggestions["type"]["evidence"];
  },
): Promise<{ id: string; title: string }> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ title: discoveryCandidates.title, status: discoveryCandidates.status })
      .from(discoveryCandidates)
      .where(eq(discoveryCandidates.youtubeChannelId, channel.id));
    const now = new Date();
    const fields = {
      ...candidateChannelFields(channel, recentTitles),
      suggestedTypeId: suggestions.type.id,
      typeConfidence: suggestions.type.confidence,
      typeEvidence: suggestions.type.evidence,
      suggestedNicheId: suggestions.niche.id,
      nicheConfidence: suggestions.niche.confidence,
      nicheEvidence: suggestions.niche.evidence,
      suggestedCountry: extra.country,
      faceless: extra.faceless,
      facelessEvidence: extra.facelessEvidence,
      status: "review" as const,
      rejectReason: null,
      decidedBy: null,
      decidedAt: null,
      updatedAt: now,
    };
    const [held] = await tx
      .insert(discoveryCandidates)
      .values({ youtubeChannelId: channel.id, ...fields })
      .onConflictDoUpdate({ target: discoveryCandidates.youtubeChannelId, set: fields })
      .returning({ id: discoveryCandidates.id, title: discoveryCandidates.title });
    if (!held) throw new Error(`Channel ${channel.id} could not be held for review`);
    await recordAudit(tx, actor, {
      action: "hold",
      entityType: "discovery_candidate",
      entityId: held.id,
      before: before ?? null,
      after: {
        title: held.title,
        status: "review",
        suggestedTypeId: suggestions.type.id,
        typeConfidence: suggestions.type.confidence,
        suggestedNicheId: suggestions.niche.id,
        nicheConfidence: suggestions.niche.confidence,
      },
    });
    return held;
  });
}

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
    const [existing] = await db
      .select({ id: youtubeChannels.id })
      .from(youtubeChannels)
      .where(eq(youtubeChannels.youtubeChannelId, channel.id))
      .limit(1);

    let chosen = input;
    let shown: ImportSuggestionsShown | null = null;
    // An admin's own pick (the review list's publish) stands; otherwise the classifier decides, or holds it.
    if (!existing && !(input.channelType && input.nicheId)) {
      const recentTitles = await recentTitlesOf(youtube, channel);
      const nicheRows = await db.select({ id: niches.id, name: niches.name }).from(niches);
      const all = suggestForChannel(
        {
          title: channel.title,
          description: channel.description,
          keywords: channel.keywords,
          recentTitles,
          country: channel.country,
          defaultLanguage: channel.defaultLanguage,
        },
        nicheRows,
      );
      const { suggestions, labels } = await withLabels(db, importSuggestionsFrom(all));
      const review = reviewImportSuggestions(suggestions);
      shown = showImportReview(review, labels);
      if (review.verdict === "review") {
        const candidate = await holdForReview(db, actor, channel, recentTitles, suggestions, {
          country: all.country.country,
          faceless: all.faceless.verdict,
          facelessEvidence: [
            ...all.faceless.faceless,
            ...all.faceless.onCamera.map((item) => ({ ...item, weight: -Math.abs(item.weight) })),
          ],
        });
        return { ok: true, outcome: "held", candidate, exact, suggestions: shown };
      }
      chosen = { ...input, channelType: suggestions.type.id, nicheId: suggestions.niche.id, importSuggestions: suggestions };
    } else if (input.importSuggestions) {
      shown = await showStoredSuggestions(db, input.importSuggestions);
    }

    // Fills Most Viewed from the start; once today's search allowance is spent, only the newest uploads.
    const created = await sync.createChannel(channel, chosen, { actor, searchTopVideos: true });
    if (created.ok) {
      const { id, slug, channelTitle } = created.channel;
      return { ok: true, outcome: "created", channel: { id, slug, channelTitle }, exact, suggestions: shown };
    }
    const refreshed = await sync.refreshChannel(created.existing.id, channel, { actor, auditAction: "import" });
    if (!refreshed) {
      // Deleted between the lookup and the update: add it again.
      const again = await sync.createChannel(channel, chosen, { actor });
      if (!again.ok) throw new Error(`Channel ${channel.id} changed while it was imported`);
      const { id, slug, channelTitle } = again.channel;
      return { ok: true, outcome: "created", channel: { id, slug, channelTitle }, exact, suggestions: shown };
    }
    const { id, slug, channelTitle } = refreshed;
    return { ok: true, outcome: "updated", channel: { id, slug, channelTitle }, exact, suggestions: null };
  } catch (error) {
    if (isYoutubeApiError(error)) return { ok: false, code: error.code, message: youtubeErrorMessage(error) };
    throw error;
  }
}
