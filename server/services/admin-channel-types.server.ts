// Admin editing of channel types; each change is audited in the same transaction. Guide sections are sanitized on
// save and again on render.
import { and, arrayContains, asc, count, eq, ne, sql } from "drizzle-orm";
import type { Database, Transaction } from "#db/database";
import { isCheckViolation, isForeignKeyViolation, isUniqueViolation, violatedConstraint } from "#db/postgres-errors";
import { channelTypes, facelessIdeas, niches, youtubeChannels } from "#db/schema/catalogue";
import { CHANNEL_TYPE_FORM_MESSAGES, type ChannelTypeFormValues, channelTypeInUseMessage } from "#domain/admin/channel-type-form";
import { OTHER_CHANNEL_TYPE } from "#domain/channel-type-ids";
import { htmlToPlainText } from "#domain/text-excerpt";
import { CHANNEL_TYPE_ID_PATTERN } from "#domain/validation";
import { sanitizeRichText } from "#server/rich-text.server";
import { auditedDelete, lockedRow, rowById } from "#server/services/admin-rows.server";
import { type AuditActor, recordAudit } from "#server/services/audit.server";
import { typeChannelCount } from "#server/services/channel-counts.server";
import { channelTypeFilter } from "#server/services/channel-types.server";

export type AdminChannelType = typeof channelTypes.$inferSelect;

export type AdminChannelTypeListItem = Pick<
  AdminChannelType,
  "id" | "label" | "imageUrl" | "gradientFrom" | "gradientTo" | "updatedAt"
> & {
  /** Spec §7 type filter, including 'other' + ui_channel_type. */
  channelCount: number;
  ideaCount: number;
};

export type ChannelTypeFieldErrors = Partial<Record<keyof ChannelTypeFormValues, string[]>>;

export type ChannelTypeSaveOutcome =
  | { ok: true; channelType: AdminChannelType }
  | { ok: false; reason: "invalid"; fieldErrors: ChannelTypeFieldErrors }
  | { ok: false; reason: "not-found" };

export type ChannelTypeDeleteOutcome =
  | { ok: true; channelType: AdminChannelType }
  | { ok: false; reason: "in-use" | "protected"; message: string }
  | { ok: false; reason: "not-found" };

type Executor = Database | Transaction;

function cleanValues(input: ChannelTypeFormValues) {
  return {
    label: input.label,
    description: sanitizeRichText(input.description),
    production: sanitizeRichText(input.production),
    example: sanitizeRichText(input.example),
    imageUrl: input.imageUrl,
    gradientFrom: input.gradientFrom,
    gradientTo: input.gradientTo,
  };
}

function invalid(fieldErrors: ChannelTypeFieldErrors): ChannelTypeSaveOutcome {
  return { ok: false, reason: "invalid", fieldErrors };
}

export function createAdminChannelTypesService(db: Database) {
  async function usage(executor: Executor, id: string): Promise<{ channels: number; ideas: number }> {
    const [[channels], [ideas]] = await Promise.all([
      executor.select({ n: count() }).from(youtubeChannels).where(channelTypeFilter(id)),
      executor.select({ n: count() }).from(facelessIdeas).where(eq(facelessIdeas.channelTypeId, id)),
    ]);
    return { channels: channels?.n ?? 0, ideas: ideas?.n ?? 0 };
  }

  async function labelClash(executor: Executor, label: string, exceptId: string | null): Promise<ChannelTypeFieldErrors | null> {
    const [clash] = await executor
      .select({ id: channelTypes.id })
      .from(channelTypes)
      .where(and(sql`lower(${channelTypes.label}) = lower(${label})`, exceptId ? ne(channelTypes.id, exceptId) : undefined))
      .limit(1);
    return clash ? { label: [CHANNEL_TYPE_FORM_MESSAGES.labelTaken] } : null;
  }

  /** Sanitizing can leave nothing to show (an <svg>, an <img>). */
  function emptyAfterSanitizing(values: ReturnType<typeof cleanValues>): ChannelTypeFieldErrors | null {
    return htmlToPlainText(values.description) ? null : { description: [CHANNEL_TYPE_FORM_MESSAGES.descriptionRequired] };
  }

  /** A violation the checks above raced with. */
  function mapWriteError(error: unknown): ChannelTypeFieldErrors {
    if (isUniqueViolation(error)) return { id: [CHANNEL_TYPE_FORM_MESSAGES.idTaken] };
    // The form's pattern is the same rule: this only guards a bypass.
    if (isCheckViolation(error) && violatedConstraint(error) === "channel_types_id_check")
      return { id: [CHANNEL_TYPE_FORM_MESSAGES.idCharacters] };
    throw error;
  }

  return {
    async list(): Promise<AdminChannelTypeListItem[]> {
      return db
        .select({
          id: channelTypes.id,
          label: channelTypes.label,
          imageUrl: channelTypes.imageUrl,
          gradientFrom: channelTypes.gradientFrom,
          gradientTo: channelTypes.gradientTo,
          updatedAt: channelTypes.updatedAt,
          // Table names written out: inside a select from channel_types drizzle renders bare column names.
          channelCount: typeChannelCount(sql`"channel_types"."id"`),
          ideaCount:
            sql<number>`(select count(*) from "faceless_ideas" as "i" where "i"."channel_type_id" = "channel_types"."id")`.mapWith(
              Number,
            ),
        })
        .from(channelTypes)
        .orderBy(asc(channelTypes.label), asc(channelTypes.id));
    },

    async get(id: string): Promise<AdminChannelType | null> {
      return rowById(db, channelTypes, id, (value) => CHANNEL_TYPE_ID_PATTERN.test(value));
    },

    async create(actor: AuditActor, input: ChannelTypeFormValues): Promise<ChannelTypeSaveOutcome> {
      const values = cleanValues(input);
      const empty = emptyAfterSanitizing(values);
      if (empty) return invalid(empty);
      try {
        return await db.transaction(async (tx): Promise<ChannelTypeSaveOutcome> => {
          const [existing] = await tx
            .select({ id: channelTypes.id })
            .from(channelTypes)
            .where(eq(channelTypes.id, input.id))
            .limit(1);
          if (existing) return invalid({ id: [CHANNEL_TYPE_FORM_MESSAGES.idTaken] });
          const clash = await labelClash(tx, values.label, null);
          if (clash) return invalid(clash);
          const [row] = await tx
            .insert(channelTypes)
            .values({ id: input.id, ...values })
            .returning();
          if (!row) throw new Error("insert returned no row");
          await recordAudit(tx, actor, {
            action: "create",
            entityType: "channel_type",
            entityId: row.id,
            before: null,
            after: row,
          });
          return { ok: true, channelType: row };
        });
      } catch (error) {
        return invalid(mapWriteError(error));
      }
    },

    /** Ids are fixed once created: they are in URLs and on channels. */
    async update(actor: AuditActor, id: string, input: ChannelTypeFormValues): Promise<ChannelTypeSaveOutcome> {
      if (!CHANNEL_TYPE_ID_PATTERN.test(id)) return { ok: false, reason: "not-found" };
      const values = cleanValues(input);
      const empty = emptyAfterSanitizing(values);
      if (empty) return invalid(empty);
      return db.transaction(async (tx): Promise<ChannelTypeSaveOutcome> => {
        // Locked, so the audit's "before" is the row this update replaces.
        const before = await lockedRow(tx, channelTypes, id);
        if (!before) return { ok: false, reason: "not-found" };
        const clash = await labelClash(tx, values.label, id);
        if (clash) return invalid(clash);
        const [after] = await tx.update(channelTypes).set(values).where(eq(channelTypes.id, id)).returning();
        if (!after) return { ok: false, reason: "not-found" };
        await recordAudit(tx, actor, { action: "update", entityType: "channel_type", entityId: id, before, after });
        return { ok: true, channelType: after };
      });
    },

    /** Also refused for the catch-all 'other'; niches' related-type lists drop the id in the same transaction. */
    async delete(actor: AuditActor, id: string): Promise<ChannelTypeDeleteOutcome> {
      if (!CHANNEL_TYPE_ID_PATTERN.test(id)) return { ok: false, reason: "not-found" };
      if (id === OTHER_CHANNEL_TYPE)
        return { ok: false, reason: "protected", message: CHANNEL_TYPE_FORM_MESSAGES.otherNotDeletable };
      try {
        const outcome = await auditedDelete(
          db,
          actor,
          { type: "channel_type", id },
          {
            before: (tx) => lockedRow(tx, channelTypes, id),
            refusal: async (tx) => channelTypeInUseMessage(await usage(tx, id)),
            remove: async (tx) => {
              await tx
                .update(niches)
                .set({ channelTypeIds: sql`array_remove(${niches.channelTypeIds}, ${id})` })
                .where(arrayContains(niches.channelTypeIds, [id]));
              await tx.delete(channelTypes).where(eq(channelTypes.id, id));
            },
          },
        );
        return outcome.ok ? { ok: true, channelType: outcome.row } : outcome;
      } catch (error) {
        // A channel given this type between the check and the delete.
        if (!isForeignKeyViolation(error)) throw error;
        const message = channelTypeInUseMessage(await usage(db, id)) ?? CHANNEL_TYPE_FORM_MESSAGES.stillInUse;
        return { ok: false, reason: "in-use", message };
      }
    },
  };
}
