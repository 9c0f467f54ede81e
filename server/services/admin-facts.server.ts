// Admin editing of the Did You Know facts (admin area: "/admin/did-you-know-facts: list, create,
// edit, delete … Facts have the active toggle"; spec §7 did_you_know_facts: "select all ordered by
// created_at descending; … insert; update by id; delete by id"). Every change and its audit entry
// are written in one transaction. The content is sanitized with the rich-text allow-list here, on
// save; public pages sanitize it again on render.
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

/** Field messages keyed by the form's field names. */
export type FactFieldErrors = Partial<Record<keyof FactInput, string[]>>;

export type FactSaveOutcome = { ok: true; fact: AdminFact } | { ok: false; reason: "invalid"; fieldErrors: FactFieldErrors } | { ok: false; reason: "not-found" };

export type FactChangeOutcome = { ok: true; fact: AdminFact } | { ok: false; reason: "not-found" };

/** What is stored: the title as plain text, the content reduced to the allow-list. */
function cleanFact(input: FactInput): { values: FactInput; fieldErrors: FactFieldErrors | null } {
  const values = { title: toPlainText(input.title), content: sanitizeRichText(input.content), isActive: input.isActive };
  const fieldErrors: FactFieldErrors = {};
  if (!values.title) fieldErrors.title = [FACT_FORM_MESSAGES.titleRequired];
  // Content made only of what the allow-list removes (an <svg>, an <img>) leaves nothing to show.
  if (!htmlToPlainText(values.content)) fieldErrors.content = [FACT_FORM_MESSAGES.contentRequired];
  return { values, fieldErrors: Object.keys(fieldErrors).length > 0 ? fieldErrors : null };
}

export function createAdminFactsService(db: Database) {
  return {
    /** Every fact, active or not, newest first (spec §7 "select all ordered by created_at descending"). */
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
        await recordAudit(tx, actor, { action: "create", entityType: "did_you_know_fact", entityId: row.id, before: null, after: row });
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

    /** The list's quick switch: shows or hides a fact on the card without opening the form. */
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

    /** Nothing references a fact, so one can always be deleted. */
    async delete(actor: AuditActor, id: string): Promise<FactChangeOutcome> {
      if (!isUuid(id)) return { ok: false, reason: "not-found" };
      const outcome = await auditedDelete(db, actor, { type: "did_you_know_fact", id }, {
        before: (tx) => lockedRow(tx, didYouKnowFacts, id),
        remove: async (tx) => void (await tx.delete(didYouKnowFacts).where(eq(didYouKnowFacts.id, id))),
      });
      return outcome.ok ? { ok: true, fact: outcome.row } : { ok: false, reason: "not-found" };
    },
  };
}
