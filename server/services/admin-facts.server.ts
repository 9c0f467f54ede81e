// Admin editing of the Did You Know facts; each change is audited in the same transaction. Content is sanitized on
// save and again on render.
import { desc, eq } from "drizzle-orm";
import type { Database } from "#db/database";
import { didYouKnowFacts } from "#db/schema/catalogue";
import { FACT_FORM_MESSAGES, type FactInput } from "#domain/admin/fact-form";
import { toPlainText } from "#domain/admin/plain-text";
import { isUuid } from "#domain/channel-slug";
import { htmlToPlainText } from "#domain/text-excerpt";
import { sanitizeRichText } from "#server/rich-text.server";
import { auditedDelete, lockedRow, rowById } from "#server/services/admin-rows.server";
import { type AuditActor, recordAudit } from "#server/services/audit.server";

export type AdminFact = typeof didYouKnowFacts.$inferSelect;

export type FactFieldErrors = Partial<Record<keyof FactInput, string[]>>;

export type FactSaveOutcome =
  | { ok: true; fact: AdminFact }
  | { ok: false; reason: "invalid"; fieldErrors: FactFieldErrors }
  | { ok: false; reason: "not-found" };

export type FactChangeOutcome = { ok: true; fact: AdminFact } | { ok: false; reason: "not-found" };

function cleanFact(input: FactInput): { values: FactInput; fieldErrors: FactFieldErrors | null } {
  const values = { title: toPlainText(input.title), content: sanitizeRichText(input.content), isActive: input.isActive };
  const fieldErrors: FactFieldErrors = {};
  if (!values.title) fieldErrors.title = [FACT_FORM_MESSAGES.titleRequired];
  // An <svg> or <img> alone leaves nothing to show after sanitizing.
  if (!htmlToPlainText(values.content)) fieldErrors.content = [FACT_FORM_MESSAGES.contentRequired];
  return { values, fieldErrors: Object.keys(fieldErrors).length > 0 ? fieldErrors : null };
}

export function createAdminFactsService(db: Database) {
  return {
    /** Spec §7 "select all ordered by created_at descending". */
    async list(): Promise<AdminFact[]> {
      return db.select().from(didYouKnowFacts).orderBy(desc(didYouKnowFacts.createdAt), desc(didYouKnowFacts.id));
    },

    get: (id: string): Promise<AdminFact | null> => rowById(db, didYouKnowFacts, id, isUuid),

    async create(actor: AuditActor, input: FactInput): Promise<FactSaveOutcome> {
      const { values, fieldErrors } = cleanFact(input);
      if (fieldErrors) return { ok: false, reason: "invalid", fieldErrors };
      const fact = await db.transaction(async (tx) => {
        const [row] = await tx.insert(didYouKnowFacts).values(values).returning();
        if (!row) throw new Error("insert returned no row");
        await recordAudit(tx, actor, {
          action: "create",
          entityType: "did_you_know_fact",
          entityId: row.id,
          before: null,
          after: row,
        });
        return row;
      });
      return { ok: true, fact };
    },

    async update(actor: AuditActor, id: string, input: FactInput): Promise<FactSaveOutcome> {
      const { values, fieldErrors } = cleanFact(input);
      if (fieldErrors) return { ok: false, reason: "invalid", fieldErrors };
      if (!isUuid(id)) return { ok: false, reason: "not-found" };
      const fact = await db.transaction(async (tx) => {
        const before = await lockedRow(tx, didYouKnowFacts, id);
        if (!before) return null;
        const [after] = await tx.update(didYouKnowFacts).set(values).where(eq(didYouKnowFacts.id, id)).returning();
        await recordAudit(tx, actor, { action: "update", entityType: "did_you_know_fact", entityId: id, before, after });
        return after ?? null;
      });
      return fact ? { ok: true, fact } : { ok: false, reason: "not-found" };
    },

    async setActive(actor: AuditActor, id: string, isActive: boolean): Promise<FactChangeOutcome> {
      if (!isUuid(id)) return { ok: false, reason: "not-found" };
      const fact = await db.transaction(async (tx) => {
        const before = await lockedRow(tx, didYouKnowFacts, id);
        if (!before) return null;
        if (before.isActive === isActive) return before;
        const [after] = await tx.update(didYouKnowFacts).set({ isActive }).where(eq(didYouKnowFacts.id, id)).returning();
        await recordAudit(tx, actor, { action: "update", entityType: "did_you_know_fact", entityId: id, before, after });
        return after ?? null;
      });
      return fact ? { ok: true, fact } : { ok: false, reason: "not-found" };
    },

    async delete(actor: AuditActor, id: string): Promise<FactChangeOutcome> {
      if (!isUuid(id)) return { ok: false, reason: "not-found" };
      const outcome = await auditedDelete(
        db,
        actor,
        { type: "did_you_know_fact", id },
        {
          before: (tx) => lockedRow(tx, didYouKnowFacts, id),
          remove: async (tx) => void (await tx.delete(didYouKnowFacts).where(eq(didYouKnowFacts.id, id))),
        },
      );
      return outcome.ok ? { ok: true, fact: outcome.row } : { ok: false, reason: "not-found" };
    },
  };
}
