// The review list (/admin/channels/review): channels an import held because their suggested type or niche was below
// the floor. An admin picks both and publishes (the channel is imported with them), or discards (the candidate is
// rejected, so discovery never suggests it again). Decisions are audited like discovery's.
import { and, asc, count, eq, getTableColumns, isNull } from "drizzle-orm";
import { IMPORT_REVIEW_MESSAGES, type ImportReviewPick } from "#domain/admin/import-review-form";
import {
  type ImportSuggestions,
  type ImportSuggestionsShown,
  reviewImportSuggestions,
  showImportReview,
} from "#domain/admin/import-review";
import type { Database } from "#db/database";
import { type ChannelRef, channelTypes, niches, youtubeChannels } from "#db/schema/catalogue";
import { discoveryCandidates } from "#db/schema/discovery";
import type { YoutubeClient } from "#server/integrations/youtube/youtube-client.server";
import { type AuditActor, recordAudit } from "#server/services/audit.server";
import { importChannel } from "#server/services/channel-import-one.server";

/** A page of the list; more wait behind it and the count says so. */
const REVIEW_PAGE_SIZE = 50;

export type HeldChannel = Pick<
  typeof discoveryCandidates.$inferSelect,
  | "id"
  | "youtubeChannelId"
  | "title"
  | "handle"
  | "thumbnailUrl"
  | "subscribers"
  | "videoCount"
  | "suggestedTypeId"
  | "suggestedNicheId"
  | "faceless"
  | "updatedAt"
> & { suggestions: ImportSuggestionsShown };

export type ReviewDecision =
  | { ok: true; channel: ChannelRef; title: string }
  | { ok: true; discarded: string }
  | { ok: false; status: 400 | 404 | 409; message: string };

const held = and(eq(discoveryCandidates.status, "review"), isNull(youtubeChannels.id));

export function createImportReview(db: Database, youtubeClient: () => YoutubeClient) {
  async function find(id: string) {
    const [row] = await db
      .select({ ...getTableColumns(discoveryCandidates) })
      .from(discoveryCandidates)
      .leftJoin(youtubeChannels, eq(youtubeChannels.youtubeChannelId, discoveryCandidates.youtubeChannelId))
      .where(and(eq(discoveryCandidates.id, id), held));
    return row ?? null;
  }

  return {
    /** Oldest first: the longest waiting is decided first. A channel since added to the catalogue leaves the list. */
    async reviewList(): Promise<{ rows: HeldChannel[]; total: number }> {
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        db
          .select({
            ...getTableColumns(discoveryCandidates),
            typeLabel: channelTypes.label,
            nicheName: niches.name,
          })
          .from(discoveryCandidates)
          .leftJoin(youtubeChannels, eq(youtubeChannels.youtubeChannelId, discoveryCandidates.youtubeChannelId))
          .leftJoin(channelTypes, eq(channelTypes.id, discoveryCandidates.suggestedTypeId))
          .leftJoin(niches, eq(niches.id, discoveryCandidates.suggestedNicheId))
          .where(held)
          .orderBy(asc(discoveryCandidates.updatedAt), asc(discoveryCandidates.id))
          .limit(REVIEW_PAGE_SIZE),
        db
          .select({ total: count() })
          .from(discoveryCandidates)
          .leftJoin(youtubeChannels, eq(youtubeChannels.youtubeChannelId, discoveryCandidates.youtubeChannelId))
          .where(held),
      ]);
      return {
        total,
        rows: rows.map((row) => {
          const stored: ImportSuggestions = {
            type: { id: row.suggestedTypeId, confidence: row.typeConfidence, evidence: row.typeEvidence },
            niche: { id: row.suggestedNicheId, confidence: row.nicheConfidence, evidence: row.nicheEvidence },
            onCamera: false,
          };
          return {
            id: row.id,
            youtubeChannelId: row.youtubeChannelId,
            title: row.title,
            handle: row.handle,
            thumbnailUrl: row.thumbnailUrl,
            subscribers: row.subscribers,
            videoCount: row.videoCount,
            suggestedTypeId: row.suggestedTypeId,
            suggestedNicheId: row.suggestedNicheId,
            faceless: row.faceless,
            updatedAt: row.updatedAt,
            suggestions: showImportReview(reviewImportSuggestions(stored), { type: row.typeLabel, niche: row.nicheName }),
          };
        }),
      };
    },

    /** Imports the channel with the admin's type and niche; YouTube's refusals come back as a message. */
    async publishHeld(actor: AuditActor, id: string, pick: ImportReviewPick): Promise<ReviewDecision> {
      const candidate = await find(id);
      if (!candidate) return { ok: false, status: 404, message: IMPORT_REVIEW_MESSAGES.gone };
      const [[type], [niche]] = await Promise.all([
        db.select({ id: channelTypes.id }).from(channelTypes).where(eq(channelTypes.id, pick.channelType)),
        db.select({ id: niches.id }).from(niches).where(eq(niches.id, pick.nicheId)),
      ]);
      if (!type) return { ok: false, status: 400, message: IMPORT_REVIEW_MESSAGES.unknownType };
      if (!niche) return { ok: false, status: 400, message: IMPORT_REVIEW_MESSAGES.unknownNiche };
      const imported = await importChannel(db, youtubeClient(), actor, candidate.youtubeChannelId, {
        channelType: pick.channelType,
        nicheId: pick.nicheId,
      });
      if (!imported.ok) return { ok: false, status: 409, message: imported.message };
      if (imported.outcome === "held") throw new Error("A channel with a chosen type and niche is never held");
      await db.transaction(async (tx) => {
        const decidedAt = new Date();
        await tx
          .update(discoveryCandidates)
          .set({ status: "approved", decidedBy: actor.id, decidedAt, updatedAt: decidedAt })
          .where(eq(discoveryCandidates.id, candidate.id));
        await recordAudit(tx, actor, {
          action: "approve",
          entityType: "discovery_candidate",
          entityId: candidate.id,
          before: { title: candidate.title, status: candidate.status },
          after: { title: candidate.title, status: "approved", channelType: pick.channelType, nicheId: pick.nicheId },
        });
      });
      return { ok: true, channel: imported.channel, title: imported.channel.channelTitle };
    },

    /** Rejected, so discovery never suggests it again; an admin can still import it by name later. */
    async discardHeld(actor: AuditActor, id: string): Promise<ReviewDecision> {
      return db.transaction(async (tx) => {
        const decidedAt = new Date();
        const [discarded] = await tx
          .update(discoveryCandidates)
          .set({
            status: "rejected",
            rejectReason: IMPORT_REVIEW_MESSAGES.discardReason,
            decidedBy: actor.id,
            decidedAt,
            updatedAt: decidedAt,
          })
          .where(and(eq(discoveryCandidates.id, id), eq(discoveryCandidates.status, "review")))
          .returning({ id: discoveryCandidates.id, title: discoveryCandidates.title });
        if (!discarded) return { ok: false, status: 404, message: IMPORT_REVIEW_MESSAGES.gone } as const;
        await recordAudit(tx, actor, {
          action: "reject",
          entityType: "discovery_candidate",
          entityId: discarded.id,
          before: { title: discarded.title, status: "review" },
          after: { title: discarded.title, status: "rejected", rejectReason: IMPORT_REVIEW_MESSAGES.discardReason },
        });
        return { ok: true, discarded: discarded.title } as const;
      });
    },
  };
}
