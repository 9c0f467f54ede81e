// Discovery's query list, candidate queue and decisions. Approving starts an import run; a rejected channel is
// never suggested again. Decisions are audited in the same transaction.
import { and, count, desc, eq, getTableColumns, gte, inArray, isNull, lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/database";
import { channelTypes, niches, youtubeChannels } from "#db/schema/catalogue";
import { discoveryCandidates, discoveryQueries } from "#db/schema/discovery";
import { type CandidateFilters, DISCOVERY_LIMITS, DISCOVERY_MESSAGES, type NewDiscoveryQuery } from "#domain/admin/discovery";
import { type ImportSuggestions, reviewImportSuggestions } from "#domain/admin/import-review";
import { CONFIDENCE_BANDS } from "#domain/channel-format-classifier";
import {
  createYoutubeClient,
  type YoutubeClient,
  youtubeConfigFromEnv,
} from "#server/integrations/youtube/youtube-client.server";
import { createDiscoveryJob } from "#server/jobs/discovery.server";
import { getLogger } from "#server/logger";
import { type AuditActor, recordAudit } from "#server/services/audit.server";
import { type ChannelImportService, createChannelImportService } from "#server/services/channel-import.server";
import { createYoutubeQuotaService } from "#server/services/youtube-quota.server";

export type DiscoveryQueryRow = typeof discoveryQueries.$inferSelect & {
  channelTypeLabel: string | null;
  nicheName: string | null;
};
export type CandidateRow = typeof discoveryCandidates.$inferSelect & {
  suggestedTypeLabel: string | null;
  suggestedNicheName: string | null;
  catalogueSlug: string | null;
};

export type QueryChange = { ok: true } | { ok: false; message: string; status: 400 | 404 | 409 };
export type Decision =
  | { ok: true; count: number; importRunId?: string; held?: number }
  | { ok: false; message: string; status: 400 | 404 | 409 };

export interface DiscoveryServiceOptions {
  youtube?: () => YoutubeClient;
  quota?: ReturnType<typeof createYoutubeQuotaService>;
  imports?: ChannelImportService;
}

function confidenceCondition(band: string): SQL | undefined {
  const index = CONFIDENCE_BANDS.findIndex((entry) => entry.band === band);
  const entry = CONFIDENCE_BANDS[index];
  if (!entry) return undefined;
  const above = index > 0 ? CONFIDENCE_BANDS[index - 1] : undefined;
  return and(
    gte(discoveryCandidates.typeConfidence, entry.from),
    above ? lt(discoveryCandidates.typeConfidence, above.from) : undefined,
  );
}

const ALREADY_DECIDED = { ok: false, status: 404, message: "Those candidates were already decided." } as const;
/** 409, not 503: nothing is down, the server just has no key yet (5xx is kept for real failures). */
const NOT_CONFIGURED = { ok: false, status: 409, message: DISCOVERY_MESSAGES.notConfigured } as const;

export function createDiscoveryService(db: Database, options: DiscoveryServiceOptions = {}) {
  const quota = options.quota ?? createYoutubeQuotaService(db);
  const youtubeClient = options.youtube ?? (() => createYoutubeClient({ ...youtubeConfigFromEnv(), quota, logger: getLogger() }));
  const imports = options.imports ?? createChannelImportService(db, { youtube: youtubeClient });
  const job = createDiscoveryJob(db, youtubeClient, {
    searchCallsLeft: async () => (await quota.usage()).buckets.find((bucket) => bucket.bucket === "search")?.remaining ?? 0,
  });

  return {
    configured: (): boolean => youtubeClient().configured,

    async queries(): Promise<DiscoveryQueryRow[]> {
      return db
        .select({
          ...getTableColumns(discoveryQueries),
          channelTypeLabel: channelTypes.label,
          nicheName: niches.name,
        })
        .from(discoveryQueries)
        .leftJoin(channelTypes, eq(channelTypes.id, discoveryQueries.channelTypeId))
        .leftJoin(niches, eq(niches.id, discoveryQueries.nicheId))
        .orderBy(desc(discoveryQueries.createdAt));
    },

    async addQuery(actor: AuditActor, input: NewDiscoveryQuery): Promise<QueryChange> {
      return db.transaction(async (tx) => {
        const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(discoveryQueries);
        if (n >= DISCOVERY_LIMITS.maxQueries)
          return { ok: false, status: 409, message: DISCOVERY_MESSAGES.tooManyQueries } as const;
        const [same] = await tx
          .select({ id: discoveryQueries.id })
          .from(discoveryQueries)
          .where(
            and(
              sql`lower(${discoveryQueries.query}) = lower(${input.query})`,
              input.regionCode ? eq(discoveryQueries.regionCode, input.regionCode) : isNull(discoveryQueries.regionCode),
            ),
          )
          .limit(1);
        if (same) return { ok: false, status: 409, message: DISCOVERY_MESSAGES.duplicateQuery } as const;
        if (input.channelTypeId) {
          const [type] = await tx
            .select({ id: channelTypes.id })
            .from(channelTypes)
            .where(eq(channelTypes.id, input.channelTypeId));
          if (!type) return { ok: false, status: 400, message: DISCOVERY_MESSAGES.unknownType } as const;
        }
        if (input.nicheId) {
          const [niche] = await tx.select({ id: niches.id }).from(niches).where(eq(niches.id, input.nicheId));
          if (!niche) return { ok: false, status: 400, message: DISCOVERY_MESSAGES.unknownNiche } as const;
        }
        const [created] = await tx
          .insert(discoveryQueries)
          .values({
            query: input.query,
            searchKind: input.searchKind,
            channelTypeId: input.channelTypeId ?? null,
            nicheId: input.nicheId ?? null,
            regionCode: input.regionCode ?? null,
            createdBy: actor.id,
          })
          .returning();
        await recordAudit(tx, actor, {
          action: "create",
          entityType: "discovery_query",
          entityId: created?.id ?? null,
          before: null,
          after: created,
        });
        return { ok: true } as const;
      });
    },

    async deleteQuery(actor: AuditActor, id: string): Promise<QueryChange> {
      return db.transaction(async (tx) => {
        const [deleted] = await tx.delete(discoveryQueries).where(eq(discoveryQueries.id, id)).returning();
        if (!deleted) return { ok: false, status: 404, message: "That query was already deleted." } as const;
        await recordAudit(tx, actor, {
          action: "delete",
          entityType: "discovery_query",
          entityId: id,
          before: deleted,
          after: null,
        });
        return { ok: true } as const;
      });
    },

    async candidates(filters: CandidateFilters): Promise<{ rows: CandidateRow[]; total: number; pending: number }> {
      const where = and(
        eq(discoveryCandidates.status, filters.status),
        filters.minSubscribers !== undefined ? gte(discoveryCandidates.subscribers, filters.minSubscribers) : undefined,
        filters.country ? eq(discoveryCandidates.country, filters.country) : undefined,
        filters.type ? eq(discoveryCandidates.suggestedTypeId, filters.type) : undefined,
        filters.confidence ? confidenceCondition(filters.confidence) : undefined,
        filters.faceless ? eq(discoveryCandidates.faceless, filters.faceless) : undefined,
      );
      const size = DISCOVERY_LIMITS.candidatesPerPage;
      const [rows, [{ total } = { total: 0 }], [{ pending } = { pending: 0 }]] = await Promise.all([
        db
          .select({
            ...getTableColumns(discoveryCandidates),
            suggestedTypeLabel: channelTypes.label,
            suggestedNicheName: niches.name,
            catalogueSlug: youtubeChannels.slug,
          })
          .from(discoveryCandidates)
          .leftJoin(channelTypes, eq(channelTypes.id, discoveryCandidates.suggestedTypeId))
          .leftJoin(niches, eq(niches.id, discoveryCandidates.suggestedNicheId))
          .leftJoin(youtubeChannels, eq(youtubeChannels.youtubeChannelId, discoveryCandidates.youtubeChannelId))
          .where(where)
          .orderBy(sql`${discoveryCandidates.subscribers} desc nulls last`, discoveryCandidates.id)
          .limit(size)
          .offset((filters.page - 1) * size),
        db.select({ total: count() }).from(discoveryCandidates).where(where),
        db.select({ pending: count() }).from(discoveryCandidates).where(eq(discoveryCandidates.status, "pending")),
      ]);
      return { rows, total, pending };
    },

    async reject(actor: AuditActor, ids: string[], reason: string): Promise<Decision> {
      return db.transaction(async (tx) => {
        const before = await tx
          .select()
          .from(discoveryCandidates)
          .where(and(inArray(discoveryCandidates.id, ids), eq(discoveryCandidates.status, "pending")));
        if (before.length === 0) return { ok: false, status: 404, message: "Those candidates were already decided." } as const;
        const decidedAt = new Date();
        await tx
          .update(discoveryCandidates)
          .set({ status: "rejected", rejectReason: reason, decidedBy: actor.id, decidedAt, updatedAt: decidedAt })
          .where(
            inArray(
              discoveryCandidates.id,
              before.map((row) => row.id),
            ),
          );
        for (const row of before) {
          await recordAudit(tx, actor, {
            action: "reject",
            entityType: "discovery_candidate",
            entityId: row.id,
            before: { title: row.title, status: row.status },
            after: { title: row.title, status: "rejected", rejectReason: reason },
          });
        }
        return { ok: true, count: before.length } as const;
      });
    },

    /**
     * An approved one whose import failed can be approved again. One whose type or niche is below the
     * import floor (domain/admin/import-review.ts) is not published blank: it moves to the review list.
     */
    async approve(actor: AuditActor, ids: string[]): Promise<Decision> {
      const approvable = and(inArray(discoveryCandidates.id, ids), inArray(discoveryCandidates.status, ["pending", "approved"]));
      if (!imports.configured()) {
        // A missing key is only news for candidates that exist.
        const [open] = await db.select({ id: discoveryCandidates.id }).from(discoveryCandidates).where(approvable).limit(1);
        return open ? NOT_CONFIGURED : ALREADY_DECIDED;
      }
      const decided = await db.transaction(async (tx) => {
        const rows = await tx
          .select({
            id: discoveryCandidates.id,
            title: discoveryCandidates.title,
            status: discoveryCandidates.status,
            youtubeChannelId: discoveryCandidates.youtubeChannelId,
            suggestedTypeId: discoveryCandidates.suggestedTypeId,
            typeConfidence: discoveryCandidates.typeConfidence,
            typeEvidence: discoveryCandidates.typeEvidence,
            suggestedNicheId: discoveryCandidates.suggestedNicheId,
            nicheConfidence: discoveryCandidates.nicheConfidence,
            nicheEvidence: discoveryCandidates.nicheEvidence,
          })
          .from(discoveryCandidates)
          .where(approvable);
        const decidedAt = new Date();
        const sorted = rows.map((row) => {
          const suggestions: ImportSuggestions = {
            type: { id: row.suggestedTypeId, confidence: row.typeConfidence, evidence: row.typeEvidence },
            niche: { id: row.suggestedNicheId, confidence: row.nicheConfidence, evidence: row.nicheEvidence },
            onCamera: false,
          };
          return { row, suggestions, verdict: reviewImportSuggestions(suggestions).verdict };
        });
        for (const { row, suggestions, verdict } of sorted) {
          const status = verdict === "apply" ? "approved" : "review";
          await tx
            .update(discoveryCandidates)
            .set(
              verdict === "apply"
                ? { status, decidedBy: actor.id, decidedAt, updatedAt: decidedAt }
                : { status, decidedBy: null, decidedAt: null, updatedAt: decidedAt },
            )
            .where(eq(discoveryCandidates.id, row.id));
          await recordAudit(tx, actor, {
            action: verdict === "apply" ? "approve" : "hold",
            entityType: "discovery_candidate",
            entityId: row.id,
            before: { title: row.title, status: row.status },
            after: {
              title: row.title,
              status,
              channelType: row.suggestedTypeId,
              typeConfidence: suggestions.type.confidence,
              nicheId: row.suggestedNicheId,
              nicheConfidence: suggestions.niche.confidence,
            },
          });
        }
        return sorted;
      });
      if (decided.length === 0) return ALREADY_DECIDED;
      const approved = decided.filter((entry) => entry.verdict === "apply");
      const held = decided.length - approved.length;
      if (approved.length === 0) return { ok: true, count: 0, held };
      const started = await imports.importMany(
        actor,
        approved.map(({ row, suggestions }, index) => ({
          line: index + 1,
          reference: row.youtubeChannelId,
          channelType: row.suggestedTypeId,
          nicheId: row.suggestedNicheId,
          importSuggestions: suggestions,
        })),
      );
      if (!started.ok) return { ok: false, status: 409, message: started.message };
      return { ok: true, count: approved.length, held, importRunId: started.run.id };
    },

    start: job.start,
    runNow: job.runNow,
    readRun: job.readRun,
    recentRuns: job.recentRuns,
  };
}
