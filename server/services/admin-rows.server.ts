// What the admin taxonomy services do alike: read, lock and audited delete of one row.
import { eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "#db/database";
import { type AuditActor, type AuditEntityType, recordAudit } from "#server/services/audit.server";

type Executor = Database | Transaction;
type TableWithId = PgTable & { id: PgColumn };
type RowOf<T extends TableWithId> = T["$inferSelect"];

/** An id that cannot be one is answered without a query. */
export async function rowById<T extends TableWithId>(
  executor: Executor,
  table: T,
  id: string,
  validId: (id: string) => boolean,
): Promise<RowOf<T> | null> {
  if (!validId(id)) return null;
  const rows = (await executor
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .limit(1)) as RowOf<T>[];
  return rows[0] ?? null;
}

/** So the audit's "before" is the row a change replaces. */
export async function lockedRow<T extends TableWithId>(tx: Transaction, table: T, id: string): Promise<RowOf<T> | null> {
  const rows = (await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for("update")) as RowOf<T>[];
  return rows[0] ?? null;
}

export type AuditedDeleteOutcome<Row> =
  | { ok: true; row: Row }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "in-use"; message: string };

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
