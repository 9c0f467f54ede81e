// The audit log of admin changes (issue 6: "every admin change recorded (who, what, when,
// before and after), viewable and filterable"). Admin services call `recordAudit` inside the
// same transaction as the change, so a change and its entry land together or not at all.
import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "#db/database";
import { auditLog } from "#db/schema/site";

/** The signed-in admin making a change (what `requireAdmin` returns carries both). */
export interface AuditActor {
  id: string;
  email: string;
}

/** Verbs in use; free text in the database so a new kind of change needs no migration. */
export type AuditAction =
  | "create"
  | "update"
  | "delete"
  | "feature"
  | "unfeature"
  | "import"
  | "set-role"
  | "ban"
  | "unban"
  | "revoke-sessions"
  | "mark-read"
  | "mark-unread"
  | "link-check"
  | "stats-refresh";

/** What kind of row changed; shown and filtered in the audit log page. */
export type AuditEntityType =
  | "channel"
  | "niche"
  | "channel_type"
  | "faceless_idea"
  | "did_you_know_fact"
  | "user"
  | "contact_message"
  | "link_check"
  | "job";

export interface AuditEntryInput {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId?: string | null;
  /** The row before the change (null for a create); plain JSON, without secrets. */
  before?: unknown;
  /** The row after the change (null for a delete). */
  after?: unknown;
}

export interface AuditEntry {
  id: string;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  createdAt: Date;
}

/** Dates and other non-JSON values become their JSON form, as the jsonb column would store them. */
function toJson(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}

/** Writes one entry. Pass the transaction that makes the change. */
export async function recordAudit(executor: Database | Transaction, actor: AuditActor, entry: AuditEntryInput): Promise<void> {
  await executor.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    before: toJson(entry.before),
    after: toJson(entry.after),
  });
}

export interface AuditListFilters {
  entityType?: string | undefined;
  action?: string | undefined;
  /** Matches the actor's e-mail or the entity id, case-insensitive. */
  query?: string | undefined;
  /** Entries at or after this instant. */
  from?: Date | undefined;
  /** Entries before this instant. */
  to?: Date | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

export const AUDIT_PAGE_SIZE = 50;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function createAuditService(db: Database) {
  return {
    record: (actor: AuditActor, entry: AuditEntryInput) => recordAudit(db, actor, entry),

    /** Newest first, filtered and paged. */
    async list(filters: AuditListFilters = {}): Promise<{ entries: AuditEntry[]; total: number; page: number; pageSize: number }> {
      const pageSize = filters.pageSize ?? AUDIT_PAGE_SIZE;
      const page = Math.max(1, filters.page ?? 1);
      const conditions: SQL[] = [];
      if (filters.entityType) conditions.push(eq(auditLog.entityType, filters.entityType));
      if (filters.action) conditions.push(eq(auditLog.action, filters.action));
      if (filters.from) conditions.push(gte(auditLog.createdAt, filters.from));
      if (filters.to) conditions.push(lt(auditLog.createdAt, filters.to));
      if (filters.query?.trim()) {
        const pattern = `%${escapeLike(filters.query.trim())}%`;
        const match = or(ilike(auditLog.actorEmail, pattern), ilike(auditLog.entityId, pattern));
        if (match) conditions.push(match);
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const [entries, [totals]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(auditLog).where(where),
      ]);
      return { entries, total: totals?.total ?? 0, page, pageSize };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
