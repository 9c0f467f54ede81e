// What the admin taxonomy services (niches, channel types, ideas, facts) do alike: read one row by
// id, lock it for a change, and delete it with its audit entry in one transaction, refused with a
// message while something still uses it (admin area: "delete (with confirmation, and a clear
// message when something still references the row)").
import { eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "#db/database";
import { type AuditActor, type AuditEntityType, recordAudit } from "#server/services/audit.server";

type Executor = Database | Transaction;
type TableWithId = PgTable & { id: PgColumn };
type RowOf<T extends TableWithId> = T["$inferSelect"];

/** One row by id, or null (also for an id that cannot be one, checked without a query). */
export async function rowById<T extends TableWithId>(executor: Executor, table: T, id: string, validId: (id: string) => boolean): Promise<RowOf<T> | null> {
  if (!validId(id)) return null;
  const rows = (await executor.select().from(table as PgTable).where(eq(table.id, id)).limit(1)) as RowOf<T>[];
  return rows[0] ?? null;
}

/** The row locked until the transaction ends, so the audit's "before" is the row a change replaces. */
export async function lockedRow<T extends TableWithId>(tx: Transaction, table: T, id: string): Promise<RowOf<T> | null> {
  const rows = (await tx.select().from(table as PgTable).where(eq(table.id, id)).for("update")) as RowOf<T>[];
  return rows[0] ?? null;
}

export type AuditedDeleteOutcome<Row> = { ok: true; row: Row } | { ok: false; reason: "not-found" } | { ok: false; reason: "in-use"; message: string };

/**
 * Deletes a row and writes its audit entry in one transaction. `before` reads (and locks) what
 * the audit keeps; `refusal` says why the row must stay, or null; `remove` deletes it (and what
 * belongs to it).
 */
export async function auditedDelete<Row>(
  db: Database,
  actor: AuditActor,
  entity: { type: AuditEntityType; id: string },
  steps: {
    before: (tx: Transaction) => Promise<Row | null>;
    refusal?: (tx: Transaction, before: Row) => Promise<string | null>;
    remove: (tx: Transaction) => Promise<void>;
  },
): Promise<AuditedDeleteOutcome<Row>> {
  return db.transaction(async (tx): Promise<AuditedDeleteOutcome<Row>> => {
    const before = await steps.before(tx);
    if (!before) return { ok: false, reason: "not-found" };
    const message = steps.refusal ? await steps.refusal(tx, before) : null;
    if (message) return { ok: false, reason: "in-use", message };
    await steps.remove(tx);
    await recordAudit(tx, actor, { action: "delete", entityType: entity.type, entityId: entity.id, before, after: null });
    return { ok: true, row: before };
  });
}
