// Admin editing of niches; each change is audited in the same transaction. The description is sanitized on save
// and again on render.
import { and, asc, count, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "#db/database";
import { isCheckViolation, isUniqueViolation, violatedConstraint } from "#db/postgres-errors";
import { channelTypes, facelessIdeas, niches, youtubeChannels } from "#db/schema/catalogue";
import { NICHE_FORM_MESSAGES, type NicheFormValues, nicheInUseMessage } from "#domain/admin/niche-form";
import { isUuid } from "#domain/channel-slug";
import { htmlToPlainText } from "#domain/text-excerpt";
import { sanitizeRichText } from "#server/rich-text.server";
import { auditedDelete, lockedRow, rowById } from "#server/services/admin-rows.server";
import { type AuditActor, recordAudit } from "#server/services/audit.server";
import { nicheChannelCount } from "#server/services/channel-counts.server";
import { refreshStoredRevenue } from "#db/channel-revenue";

export type AdminNiche = typeof niches.$inferSelect;

export type AdminNicheListItem = Pick<
  AdminNiche,
  "id" | "slug" | "name" | "rpmLow" | "rpmHigh" | "competition" | "demonetizationRisk" | "category" | "updatedAt"
> & {
  channelCount: number;
  ideaCount: number;
};

export type NicheFieldErrors = Partial<Record<keyof NicheFormValues, string[]>>;

export type NicheSaveOutcome =
  | { ok: true; niche: AdminNiche }
  | { ok: false; reason: "invalid"; fieldErrors: NicheFieldErrors }
  | { ok: false; reason: "not-found" };

export type NicheDeleteOutcome =
  | { ok: true; niche: AdminNiche }
  | { ok: false; reason: "in-use"; message: string }
  | { ok: false; reason: "not-found" };

type Executor = Database | Transaction;

/** Rows imported with only the spec's `niche` text belong by name, as the public niche pages count them. */
function channelInNiche(niche: { id: string; name: string }) {
  return or(
    eq(youtubeChannels.nicheId, niche.id),
    and(sql`${youtubeChannels.nicheId} is null`, eq(youtubeChannels.niche, niche.name)),
  );
}

function invalid(fieldErrors: NicheFieldErrors): NicheSaveOutcome {
  return { ok: false, reason: "invalid", fieldErrors };
}

function cleanValues(input: NicheFormValues) {
  return { ...input, description: sanitizeRichText(input.description) };
}

export function createAdminNichesService(db: Database) {
  async function usage(executor: Executor, niche: { id: string; name: string }): Promise<{ channels: number; ideas: number }> {
    const [[channels], [ideas]] = await Promise.all([
      executor.select({ n: count() }).from(youtubeChannels).where(channelInNiche(niche)),
      executor.select({ n: count() }).from(facelessIdeas).where(eq(facelessIdeas.nicheId, niche.id)),
    ]);
    return { channels: channels?.n ?? 0, ideas: ideas?.n ?? 0 };
  }

  /** Besides the database's unique checks: names unique ignoring case, existing related types, text left after sanitizing. */
  async function problems(
    executor: Executor,
    values: ReturnType<typeof cleanValues>,
    exceptId: string | null,
  ): Promise<NicheFieldErrors | null> {
    const others = exceptId ? ne(niches.id, exceptId) : undefined;
    const [[slugClash], [nameClash], knownTypes] = await Promise.all([
      executor
        .select({ id: niches.id })
        .from(niches)
        .where(and(eq(niches.slug, values.slug), others))
        .limit(1),
      executor
        .select({ id: niches.id })
        .from(niches)
        .where(and(sql`lower(${niches.name}) = lower(${values.name})`, others))
        .limit(1),
      values.channelTypeIds.length > 0
        ? executor.select({ id: channelTypes.id }).from(channelTypes).where(inArray(channelTypes.id, values.channelTypeIds))
        : Promise.resolve([]),
    ]);
    const errors: NicheFieldErrors = {};
    if (slugClash) errors.slug = [NICHE_FORM_MESSAGES.slugTaken];
    if (nameClash) errors.name = [NICHE_FORM_MESSAGES.nameTaken];
    if (knownTypes.length !== values.channelTypeIds.length) errors.channelTypeIds = [NICHE_FORM_MESSAGES.unknownChannelType];
    // Sanitizing can leave nothing to show (an <svg>, an <img>).
    if (!htmlToPlainText(values.description)) errors.description = [NICHE_FORM_MESSAGES.descriptionRequired];
    return Object.keys(errors).length > 0 ? errors : null;
  }

  /** A constraint the checks above raced with. */
  function mapWriteError(error: unknown): NicheFieldErrors {
    const constraint = violatedConstraint(error);
    if (isUniqueViolation(error) && constraint === "niches_name_unique") return { name: [NICHE_FORM_MESSAGES.nameTaken] };
    if (isUniqueViolation(error)) return { slug: [NICHE_FORM_MESSAGES.slugTaken] };
    if (isCheckViolation(error) && constraint === "niches_slug_check") return { slug: [NICHE_FORM_MESSAGES.slugCharacters] };
    if (isCheckViolation(error) && constraint === "niches_rpm_check") return { rpmHigh: [NICHE_FORM_MESSAGES.rpmOrder] };
    throw error;
  }

  return {
    async list(): Promise<AdminNicheListItem[]> {
      return db
        .select({
          id: niches.id,
          slug: niches.slug,
          name: niches.name,
          rpmLow: niches.rpmLow,
          rpmHigh: niches.rpmHigh,
          competition: niches.competition,
          demonetizationRisk: niches.demonetizationRisk,
          category: niches.category,
          updatedAt: niches.updatedAt,
          // Table names written out: inside a select from niches drizzle renders bare column names.
          channelCount: nicheChannelCount,
          ideaCount: sql<number>`(select count(*) from "faceless_ideas" as "i" where "i"."niche_id" = "niches"."id")`.mapWith(
            Number,
          ),
        })
        .from(niches)
        .orderBy(asc(niches.name));
    },

    async get(id: string): Promise<AdminNiche | null> {
      return rowById(db, niches, id, isUuid);
    },

    async categories(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ category: niches.category })
        .from(niches)
        .where(sql`${niches.category} is not null`)
        .orderBy(asc(niches.category));
      return rows.flatMap((row) => (row.category ? [row.category] : []));
    },

    async create(actor: AuditActor, input: NicheFormValues): Promise<NicheSaveOutcome> {
      const values = cleanValues(input);
      try {
        return await db.transaction(async (tx): Promise<NicheSaveOutcome> => {
          const errors = await problems(tx, values, null);
          if (errors) return invalid(errors);
          const [row] = await tx.insert(niches).values(values).returning();
          if (!row) throw new Error("insert returned no row");
          await recordAudit(tx, actor, { action: "create", entityType: "niche", entityId: row.id, before: null, after: row });
          return { ok: true, niche: row };
        });
      } catch (error) {
        return invalid(mapWriteError(error));
      }
    },

    /** A new name is also written to its channels' `niche` text (spec §3; related channels and name-only rows match on it). */
    async update(actor: AuditActor, id: string, input: NicheFormValues): Promise<NicheSaveOutcome> {
      if (!isUuid(id)) return { ok: false, reason: "not-found" };
      const values = cleanValues(input);
      try {
        return await db.transaction(async (tx): Promise<NicheSaveOutcome> => {
          const before = await lockedRow(tx, niches, id);
          if (!before) return { ok: false, reason: "not-found" };
          const errors = await problems(tx, values, id);
          if (errors) return invalid(errors);
          const [after] = await tx.update(niches).set(values).where(eq(niches.id, id)).returning();
          if (!after) return { ok: false, reason: "not-found" };
          if (after.name !== before.name) {
            // The channels' own updated_at is kept: only the niche's name changed.
            await tx
              .update(youtubeChannels)
              .set({ niche: after.name, updatedAt: sql`${youtubeChannels.updatedAt}` })
              .where(channelInNiche(before));
          }
          // Stored revenue follows a new RPM range (one model, domain/revenue).
          if (Number(after.rpmLow) !== Number(before.rpmLow) || Number(after.rpmHigh) !== Number(before.rpmHigh)) {
            await refreshStoredRevenue(tx, { nicheId: id });
          }
          await recordAudit(tx, actor, { action: "update", entityType: "niche", entityId: id, before, after });
          return { ok: true, niche: after };
        });
      } catch (error) {
        return invalid(mapWriteError(error));
      }
    },

    /** Refused while in use: the foreign keys would only clear the link, leaving channels without a niche unnoticed. */
    async delete(actor: AuditActor, id: string): Promise<NicheDeleteOutcome> {
      if (!isUuid(id)) return { ok: false, reason: "not-found" };
      const outcome = await auditedDelete(
        db,
        actor,
        { type: "niche", id },
        {
          before: (tx) => lockedRow(tx, niches, id),
          refusal: async (tx, before) => nicheInUseMessage(await usage(tx, before)),
          remove: async (tx) => void (await tx.delete(niches).where(eq(niches.id, id))),
        },
      );
      return outcome.ok ? { ok: true, niche: outcome.row } : outcome;
    },
  };
}
