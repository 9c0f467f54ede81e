// Admin channel management: list, add and edit forms, bulk feature/delete. Each change and its audit entry are
// one transaction; routes call requireAdmin first and the service trusts its caller.
import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { ImportSuggestionsShown } from "#domain/admin/import-review";
import { CHANNEL_FORM_MESSAGES, storedUiChannelType, type ChannelFormValues } from "#domain/admin/channel-form";
import {
  ADMIN_CHANNEL_BULK_LIMIT,
  ADMIN_CHANNEL_PAGE_SIZE,
  type AdminChannelListParams,
  type AdminChannelSort,
} from "#domain/admin/channel-list-params";
import { channelSlug, isUuid } from "#domain/channel-slug";
import type { AdminChannelListItem } from "#domain/read-models/admin-channels";
import type { Database, Transaction } from "#db/database";
import { isCheckViolation, isForeignKeyViolation, isUniqueViolation, violatedConstraint } from "#db/postgres-errors";
import {
  type ChannelMetadata,
  type ChannelRecord,
  type ChannelRef,
  channelTypes,
  niches,
  youtubeChannels,
  youtubeVideoStats,
} from "#db/schema/catalogue";
import { type AuditActor, recordAudit } from "#server/services/audit.server";
import { showStoredSuggestions } from "#server/services/channel-import-one.server";
import { channelTypeFilter } from "#server/services/channel-types.server";
import { refreshStoredRevenue } from "#db/channel-revenue";
import { refreshStoredTemplateSignals } from "#db/template-signals";
import { handleFromChannelUrl } from "#domain/youtube-channel-ref";
import { likeContains } from "#domain/sql-like";

export interface AdminChannelList {
  channels: AdminChannelListItem[];
  total: number;
  /** The last page when the one asked for was past the end. */
  page: number;
  pageSize: number;
  pageCount: number;
}

/** The classifier counts at most a few per phrase. */
const RECENT_TITLES_FOR_SUGGESTION = 10;

export type AdminChannelDetail = Pick<
  ChannelRecord,
  | "id"
  | "slug"
  | "channelTitle"
  | "description"
  | "channelUrl"
  | "screenshotUrl"
  | "youtubeChannelId"
  | "handle"
  | "nicheId"
  | "niche"
  | "channelCategory"
  | "channelType"
  | "country"
  | "uploadFrequency"
  | "keywords"
  | "totalSubscribers"
  | "totalViews"
  | "videoCount"
  | "rpmOverride"
  | "startDate"
  | "isFeatured"
  | "isDemo"
  | "lastSyncedAt"
  | "createdAt"
  | "updatedAt"
> & {
  uiChannelType: string | null;
};

export interface AdminChannelFormOptions {
  niches: { id: string; name: string }[];
  types: { id: string; label: string }[];
}

type FieldName = keyof ChannelFormValues;
export type ChannelFieldErrors = Partial<Record<FieldName, string[]>>;

export type ChannelSaveResult =
  | { ok: true; channel: ChannelRef }
  | { ok: false; status: 400; fieldErrors: ChannelFieldErrors; formErrors: string[] }
  | { ok: false; status: 404 };

export type BulkResult = { ok: true; changed: number } | { ok: false; message: string };

export const ADMIN_CHANNEL_MESSAGES = {
  youtubeIdTaken: "Another channel in the catalogue already has this YouTube channel id",
  nicheGone: "That niche no longer exists. Choose another one",
  typeGone: "That channel type no longer exists. Choose another one",
  outOfRange: "A number is out of range. Check the counts and amounts",
  notFound: "This channel no longer exists. It may have been deleted",
  noneSelected: "Select at least one channel first",
  tooMany: `Select at most ${ADMIN_CHANNEL_BULK_LIMIT} channels at a time`,
} as const;

// Every column but the generated search vector: what the audit log keeps.
const { searchVector: _searchVector, ...channelColumns } = getTableColumns(youtubeChannels);
type StoredChannel = Omit<ChannelRecord, "searchVector">;

const uiChannelTypeColumn = sql<string | null>`${youtubeChannels.metadata}->>'ui_channel_type'`;

function orderFor(sort: AdminChannelSort): SQL[] {
  const tieBreak = asc(youtubeChannels.id);
  switch (sort) {
    case "oldest":
      return [asc(youtubeChannels.createdAt), tieBreak];
    case "updated":
      return [desc(youtubeChannels.updatedAt), tieBreak];
    case "title":
      return [sql`lower(${youtubeChannels.channelTitle}) asc`, tieBreak];
    case "subscribers":
      return [sql`${youtubeChannels.totalSubscribers} desc nulls last`, tieBreak];
    case "views":
      return [sql`${youtubeChannels.totalViews} desc nulls last`, tieBreak];
    case "videos":
      return [sql`${youtubeChannels.videoCount} desc nulls last`, tieBreak];
    case "newest":
      return [desc(youtubeChannels.createdAt), tieBreak];
  }
}

function listConditions(params: Partial<AdminChannelListParams>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const query = params.query?.trim();
  if (query) {
    const pattern = likeContains(query);
    const handlePattern = likeContains(query.replace(/^@/, ""));
    conditions.push(
      or(
        ilike(youtubeChannels.channelTitle, pattern),
        ilike(youtubeChannels.handle, handlePattern),
        ilike(youtubeChannels.youtubeChannelId, pattern),
        // Pasting a channel's id (from a URL or the audit log) finds it too.
        isUuid(query) ? eq(youtubeChannels.id, query.toLowerCase()) : undefined,
      ),
    );
  }
  if (params.type) conditions.push(channelTypeFilter(params.type));
  if (params.nicheId) conditions.push(eq(youtubeChannels.nicheId, params.nicheId));
  if (params.country) conditions.push(eq(youtubeChannels.country, params.country));
  if (params.featured) conditions.push(eq(youtubeChannels.isFeatured, params.featured === "yes"));
  if (params.demo) conditions.push(eq(youtubeChannels.isDemo, params.demo === "yes"));
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  return present.length ? and(...present) : undefined;
}

function toDetail(row: StoredChannel): AdminChannelDetail {
  const ui = row.metadata?.ui_channel_type;
  return {
    id: row.id,
    slug: row.slug,
    channelTitle: row.channelTitle,
    description: row.description,
    channelUrl: row.channelUrl,
    screenshotUrl: row.screenshotUrl,
    youtubeChannelId: row.youtubeChannelId,
    handle: row.handle,
    nicheId: row.nicheId,
    niche: row.niche,
    channelCategory: row.channelCategory,
    channelType: row.channelType,
    uiChannelType: typeof ui === "string" && ui.trim() !== "" ? ui : null,
    country: row.country,
    uploadFrequency: row.uploadFrequency,
    keywords: row.keywords,
    totalSubscribers: row.totalSubscribers,
    totalViews: row.totalViews,
    videoCount: row.videoCount,
    rpmOverride: row.rpmOverride,
    startDate: row.startDate,
    isFeatured: row.isFeatured,
    isDemo: row.isDemo,
    lastSyncedAt: row.lastSyncedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function invalid(fieldErrors: ChannelFieldErrors, formErrors: string[] = []): ChannelSaveResult {
  return { ok: false, status: 400, fieldErrors, formErrors };
}

/** Never a 500 for a duplicate or a race. */
function saveError(error: unknown): ChannelSaveResult {
  const constraint = violatedConstraint(error) ?? "";
  if (isUniqueViolation(error) && constraint.includes("youtube_channel_id"))
    return invalid({ youtubeChannelId: [ADMIN_CHANNEL_MESSAGES.youtubeIdTaken] });
  // A niche or type deleted between the check and the write; other keys are real faults.
  if (isForeignKeyViolation(error) && constraint === "youtube_channels_niche_id_niches_id_fk")
    return invalid({ nicheId: [ADMIN_CHANNEL_MESSAGES.nicheGone] });
  if (isForeignKeyViolation(error) && constraint === "youtube_channels_channel_type_channel_types_id_fk")
    return invalid({ channelType: [ADMIN_CHANNEL_MESSAGES.typeGone] });
  if (isCheckViolation(error) && constraint.startsWith("youtube_channels_"))
    return invalid({}, [ADMIN_CHANNEL_MESSAGES.outOfRange]);
  throw error;
}

async function resolveReferences(
  tx: Transaction,
  values: ChannelFormValues,
): Promise<{ ok: true; nicheName: string | null } | { ok: false; fieldErrors: ChannelFieldErrors }> {
  const fieldErrors: ChannelFieldErrors = {};
  let nicheName: string | null = null;
  if (values.nicheId) {
    const [row] = await tx.select({ name: niches.name }).from(niches).where(eq(niches.id, values.nicheId));
    if (row) nicheName = row.name;
    else fieldErrors.nicheId = [CHANNEL_FORM_MESSAGES.niche];
  }
  const uiChannelType = storedUiChannelType(values);
  const typeIds = [values.channelType, uiChannelType].filter((id): id is string => Boolean(id));
  if (typeIds.length) {
    const found = new Set(
      (await tx.select({ id: channelTypes.id }).from(channelTypes).where(inArray(channelTypes.id, typeIds))).map((row) => row.id),
    );
    if (values.channelType && !found.has(values.channelType)) fieldErrors.channelType = [CHANNEL_FORM_MESSAGES.channelType];
    if (uiChannelType && !found.has(uiChannelType)) fieldErrors.uiChannelType = [CHANNEL_FORM_MESSAGES.channelType];
  }
  return Object.keys(fieldErrors).length ? { ok: false, fieldErrors } : { ok: true, nicheName };
}

/** Revenue columns follow from refreshStoredRevenue after the write. */
function columnsFrom(values: ChannelFormValues, nicheName: string | null, metadata: ChannelMetadata, at: Date) {
  const nextMetadata: ChannelMetadata = { ...metadata };
  delete nextMetadata.ui_channel_type;
  // Left by versions that let admins type revenue figures.
  delete nextMetadata.revenue_derived;
  const uiChannelType = storedUiChannelType(values);
  if (uiChannelType) nextMetadata.ui_channel_type = uiChannelType;
  return {
    channelTitle: values.channelTitle,
    description: values.description ?? null,
    channelUrl: values.channelUrl ?? null,
    screenshotUrl: values.screenshotUrl ?? null,
    youtubeChannelId: values.youtubeChannelId ?? null,
    handle: values.handle ?? null,
    // Spec §3 keeps the niche's name on the channel; set with niche_id so they never disagree.
    nicheId: values.nicheId ?? null,
    niche: nicheName,
    channelCategory: values.channelCategory ?? null,
    channelType: values.channelType ?? null,
    metadata: nextMetadata,
    country: values.country ?? null,
    uploadFrequency: values.uploadFrequency ?? null,
    keywords: values.keywords,
    totalSubscribers: values.totalSubscribers ?? null,
    totalViews: values.totalViews ?? null,
    videoCount: values.videoCount ?? null,
    rpmOverride: values.rpmOverride ?? null,
    startDate: values.startDate ?? null,
    isFeatured: values.isFeatured,
    updatedAt: at,
  };
}

export interface AdminChannelsOptions {
  now?: () => Date;
}

export function createAdminChannelsService(db: Database, options: AdminChannelsOptions = {}) {
  const now = options.now ?? (() => new Date());

  return {
    async list(params: Partial<AdminChannelListParams> = {}): Promise<AdminChannelList> {
      const where = listConditions(params);
      const [totals] = await db.select({ total: count() }).from(youtubeChannels).where(where);
      const total = totals?.total ?? 0;
      const pageSize = ADMIN_CHANNEL_PAGE_SIZE;
      const pageCount = Math.max(1, Math.ceil(total / pageSize));
      const page = Math.min(Math.max(1, params.page ?? 1), pageCount);
      const channels = await db
        .select({
          id: youtubeChannels.id,
          slug: youtubeChannels.slug,
          channelTitle: youtubeChannels.channelTitle,
          handle: youtubeChannels.handle,
          channelUrl: youtubeChannels.channelUrl,
          youtubeChannelId: youtubeChannels.youtubeChannelId,
          niche: youtubeChannels.niche,
          channelType: youtubeChannels.channelType,
          uiChannelType: uiChannelTypeColumn,
          country: youtubeChannels.country,
          totalSubscribers: youtubeChannels.totalSubscribers,
          totalViews: youtubeChannels.totalViews,
          videoCount: youtubeChannels.videoCount,
          isFeatured: youtubeChannels.isFeatured,
          isDemo: youtubeChannels.isDemo,
          createdAt: youtubeChannels.createdAt,
          updatedAt: youtubeChannels.updatedAt,
        })
        .from(youtubeChannels)
        .where(where)
        .orderBy(...orderFor(params.sort ?? "newest"))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      // A channel added by its youtube.com/@handle address has that handle even when the column is empty.
      const rows = channels.map(({ channelUrl, ...row }) => ({ ...row, handle: row.handle ?? handleFromChannelUrl(channelUrl) }));
      return { channels: rows, total, page, pageSize, pageCount };
    },

    async get(id: string): Promise<AdminChannelDetail | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.select(channelColumns).from(youtubeChannels).where(eq(youtubeChannels.id, id.toLowerCase()));
      return row ? toDetail(row) : null;
    },

    async recentVideoTitles(id: string, limit = RECENT_TITLES_FOR_SUGGESTION): Promise<string[]> {
      if (!isUuid(id)) return [];
      const rows = await db
        .select({ title: youtubeVideoStats.title })
        .from(youtubeVideoStats)
        .where(eq(youtubeVideoStats.channelId, id.toLowerCase()))
        .orderBy(sql`${youtubeVideoStats.publishedAt} desc nulls last`, asc(youtubeVideoStats.id))
        .limit(limit);
      return rows.map((row) => row.title);
    },

    /** What an import applied to the channel (type and niche, confidence, words); null for a channel added otherwise. */
    async importSuggestions(id: string): Promise<ImportSuggestionsShown | null> {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select({ metadata: youtubeChannels.metadata })
        .from(youtubeChannels)
        .where(eq(youtubeChannels.id, id.toLowerCase()));
      const stored = row?.metadata?.import_suggestions;
      return stored ? showStoredSuggestions(db, stored) : null;
    },

    async formOptions(): Promise<AdminChannelFormOptions> {
      const [nicheRows, typeRows] = await Promise.all([
        db.select({ id: niches.id, name: niches.name }).from(niches).orderBy(asc(niches.name)),
        db.select({ id: channelTypes.id, label: channelTypes.label }).from(channelTypes).orderBy(asc(channelTypes.label)),
      ]);
      return { niches: nicheRows, types: typeRows };
    },

    async create(actor: AuditActor, values: ChannelFormValues): Promise<ChannelSaveResult> {
      try {
        return await db.transaction(async (tx) => {
          const references = await resolveReferences(tx, values);
          if (!references.ok) return invalid(references.fieldErrors);
          // Made here so the slug (spec §2: title + id) is right from the first write.
          const id = randomUUID();
          const at = now();
          const [created] = await tx
            .insert(youtubeChannels)
            .values({
              id,
              slug: channelSlug(values.channelTitle, id),
              ...columnsFrom(values, references.nicheName, {}, at),
              createdAt: at,
            })
            .returning(channelColumns);
          if (!created) throw new Error("channel insert returned no row");
          const revenue = (await refreshStoredRevenue(tx, { channelIds: [id] })).get(id);
          await refreshStoredTemplateSignals(tx, [id]);
          await recordAudit(tx, actor, {
            action: "create",
            entityType: "channel",
            entityId: id,
            before: null,
            after: { ...created, ...revenue },
          });
          return { ok: true as const, channel: { id, slug: created.slug, channelTitle: created.channelTitle } };
        });
      } catch (error) {
        return saveError(error);
      }
    },

    async update(actor: AuditActor, id: string, values: ChannelFormValues): Promise<ChannelSaveResult> {
      if (!isUuid(id)) return { ok: false, status: 404 };
      const channelId = id.toLowerCase();
      try {
        return await db.transaction(async (tx) => {
          const [before] = await tx
            .select(channelColumns)
            .from(youtubeChannels)
            .where(eq(youtubeChannels.id, channelId))
            .for("update");
          if (!before) return { ok: false as const, status: 404 as const };
          const references = await resolveReferences(tx, values);
          if (!references.ok) return invalid(references.fieldErrors);
          const [after] = await tx
            .update(youtubeChannels)
            .set({
              // The old address still resolves by its id and redirects.
              slug: channelSlug(values.channelTitle, channelId),
              ...columnsFrom(values, references.nicheName, before.metadata ?? {}, now()),
            })
            .where(eq(youtubeChannels.id, channelId))
            .returning(channelColumns);
          if (!after) throw new Error("channel update returned no row");
          const revenue = (await refreshStoredRevenue(tx, { channelIds: [channelId] })).get(channelId);
          // A new type or start date can change the template signals (reused-clip format, a young channel's pace).
          await refreshStoredTemplateSignals(tx, [channelId]);
          await recordAudit(tx, actor, {
            action: "update",
            entityType: "channel",
            entityId: channelId,
            before,
            after: { ...after, ...revenue },
          });
          return { ok: true as const, channel: { id: channelId, slug: after.slug, channelTitle: after.channelTitle } };
        });
      } catch (error) {
        return saveError(error);
      }
    },

    async setFeatured(actor: AuditActor, ids: readonly string[], featured: boolean): Promise<BulkResult> {
      const checked = checkIds(ids);
      if (!checked.ok) return checked;
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(youtubeChannels)
          .set({ isFeatured: featured })
          .where(and(inArray(youtubeChannels.id, checked.ids), ne(youtubeChannels.isFeatured, featured)))
          .returning({ id: youtubeChannels.id, channelTitle: youtubeChannels.channelTitle });
        for (const row of changed) {
          await recordAudit(tx, actor, {
            action: featured ? "feature" : "unfeature",
            entityType: "channel",
            entityId: row.id,
            before: { id: row.id, channelTitle: row.channelTitle, isFeatured: !featured },
            after: { id: row.id, channelTitle: row.channelTitle, isFeatured: featured },
          });
        }
        return { ok: true as const, changed: changed.length };
      });
    },

    async delete(actor: AuditActor, ids: readonly string[]): Promise<BulkResult> {
      const checked = checkIds(ids);
      if (!checked.ok) return checked;
      return db.transaction(async (tx) => {
        const deleted = await tx
          .delete(youtubeChannels)
          .where(inArray(youtubeChannels.id, checked.ids))
          .returning(channelColumns);
        for (const row of deleted) {
          await recordAudit(tx, actor, { action: "delete", entityType: "channel", entityId: row.id, before: row, after: null });
        }
        return { ok: true as const, changed: deleted.length };
      });
    },
  };
}

function checkIds(ids: readonly string[]): { ok: true; ids: string[] } | { ok: false; message: string } {
  const unique = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
  if (unique.length === 0) return { ok: false, message: ADMIN_CHANNEL_MESSAGES.noneSelected };
  if (unique.length > ADMIN_CHANNEL_BULK_LIMIT) return { ok: false, message: ADMIN_CHANNEL_MESSAGES.tooMany };
  return { ok: true, ids: unique };
}
