// The audit log of admin changes. Services call `recordAudit` in the change's own transaction, so both land or neither.
import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL } from "drizzle-orm";
import type { AuditAction, AuditEntityType } from "#domain/admin/audit-entities";
import { snapshotLabel } from "#domain/admin/audit-entities";
import type { Database, Transaction } from "#db/database";
import { users } from "#db/schema/auth";
import { channelTypes, didYouKnowFacts, facelessIdeas, niches, youtubeChannels } from "#db/schema/catalogue";
import { auditLog, contactMessages } from "#db/schema/site";
import { type JobName, jobRuns } from "#db/schema/operations";
import { formatDate } from "#domain/format";
import { likeContains } from "#domain/sql-like";

export type { AuditEntityType };

export interface AuditActor {
  id: string;
  email: string;
}

export interface AuditEntryInput {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId?: string | null;
  /** Plain JSON, without secrets. */
  before?: unknown;
  after?: unknown;
}

type AuditEntry = typeof auditLog.$inferSelect;

export interface AuditLogEntry extends AuditEntry {
  /** The foreign key was set null; `actorEmail` still names them. */
  actorDeleted: boolean;
  entity: {
    exists: boolean;
    label: string | null;
  };
}

/** As the jsonb column would store them. */
function toJson(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}

/** Pass the transaction that makes the change. */
/** `actor.id` is null for a change made from the command line (no account). */
export async function recordAudit(
  executor: Database | Transaction,
  actor: AuditActor | { id: null; email: string },
  entry: AuditEntryInput,
): Promise<void> {
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
  entityTypes?: readonly string[] | undefined;
  action?: string | undefined;
  query?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

export interface AuditPage {
  entries: AuditLogEntry[];
  total: number;
  page: number;
  pageSize: number;
}

const AUDIT_PAGE_SIZE = 50;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const JOB_LABELS: Record<JobName, string> = {
  "stats-refresh": "Stats refresh",
  "link-check": "Link check",
  "channel-import": "Channel import",
  discovery: "Discovery",
  digest: "Digest",
};

type LabelLookup = (db: Database, ids: string[]) => Promise<{ id: string; label: string | null }[]>;

// Comparing a uuid column with other text is an error.
const uuidIds = (ids: string[]) => ids.filter((id) => UUID_PATTERN.test(id));

const LABEL_LOOKUPS: Partial<Record<string, LabelLookup>> = {
  channel: (db, ids) =>
    db
      .select({ id: youtubeChannels.id, label: youtubeChannels.channelTitle })
      .from(youtubeChannels)
      .where(inArray(youtubeChannels.id, uuidIds(ids))),
  niche: (db, ids) =>
    db
      .select({ id: niches.id, label: niches.name })
      .from(niches)
      .where(inArray(niches.id, uuidIds(ids))),
  channel_type: (db, ids) =>
    db.select({ id: channelTypes.id, label: channelTypes.label }).from(channelTypes).where(inArray(channelTypes.id, ids)),
  faceless_idea: (db, ids) =>
    db
      .select({ id: facelessIdeas.id, label: facelessIdeas.title })
      .from(facelessIdeas)
      .where(inArray(facelessIdeas.id, uuidIds(ids))),
  did_you_know_fact: (db, ids) =>
    db
      .select({ id: didYouKnowFacts.id, label: didYouKnowFacts.title })
      .from(didYouKnowFacts)
      .where(inArray(didYouKnowFacts.id, uuidIds(ids))),
  user: (db, ids) => db.select({ id: users.id, label: users.email }).from(users).where(inArray(users.id, ids)),
  // A run by its job and start ("Stats refresh run of Nov 27, 2026"), not its id.
  job: async (db, ids) =>
    (
      await db
        .select({ id: jobRuns.id, job: jobRuns.job, startedAt: jobRuns.startedAt })
        .from(jobRuns)
        .where(inArray(jobRuns.id, uuidIds(ids)))
    ).map((run) => ({ id: run.id, label: `${JOB_LABELS[run.job]} run of ${formatDate(run.startedAt)}` })),
  contact_message: (db, ids) =>
    db
      .select({ id: contactMessages.id, label: contactMessages.subject })
      .from(contactMessages)
      .where(inArray(contactMessages.id, uuidIds(ids))),
};

/** One query per entity type on the page. */
async function describeAuditEntries(db: Database, entries: AuditEntry[]): Promise<AuditLogEntry[]> {
  const idsByType = new Map<string, Set<string>>();
  for (const entry of entries) {
    if (!entry.entityId || !LABEL_LOOKUPS[entry.entityType]) continue;
    const ids = idsByType.get(entry.entityType) ?? new Set<string>();
    ids.add(entry.entityId);
    idsByType.set(entry.entityType, ids);
  }
  const found = new Map<string, string | null>();
  await Promise.all(
    [...idsByType].map(async ([type, ids]) => {
      const lookup = LABEL_LOOKUPS[type];
      const wanted = [...ids];
      if (!lookup || wanted.length === 0) return;
      for (const row of await lookup(db, wanted)) found.set(`${type}:${row.id}`, row.label);
    }),
  );
  return entries.map((entry) => {
    const key = `${entry.entityType}:${entry.entityId}`;
    const exists = entry.entityId !== null && found.has(key);
    const label = (exists ? found.get(key) : null) ?? snapshotLabel(entry.after) ?? snapshotLabel(entry.before);
    return { ...entry, actorDeleted: entry.actorId === null, entity: { exists, label } };
  });
}

export function createAuditService(db: Database) {
  return {
    record: (actor: AuditActor, entry: AuditEntryInput) => recordAudit(db, actor, entry),

    async list(filters: AuditListFilters = {}): Promise<AuditPage> {
      const pageSize = filters.pageSize ?? AUDIT_PAGE_SIZE;
      const page = Math.max(1, filters.page ?? 1);
      const conditions: SQL[] = [];
      if (filters.entityType) conditions.push(eq(auditLog.entityType, filters.entityType));
      if (filters.entityTypes) conditions.push(inArray(auditLog.entityType, [...filters.entityTypes]));
      if (filters.action) conditions.push(eq(auditLog.action, filters.action));
      if (filters.from) conditions.push(gte(auditLog.createdAt, filters.from));
      if (filters.to) conditions.push(lt(auditLog.createdAt, filters.to));
      if (filters.query?.trim()) {
        const pattern = likeContains(filters.query.trim());
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
      return { entries: await describeAuditEntries(db, entries), total: totals?.total ?? 0, page, pageSize };
    },
  };
}
