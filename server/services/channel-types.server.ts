// Channel types (how-to guides of faceless formats) and the channels of each type.
// Spec §7: "channel_types: select all ordered by label with 8-second timeout; select by id";
// "youtube_channels: … count by type filter …; paged select with range of 6 per page and same
// filter". Spec §8: "'Database request timed out after 8 seconds' (triggers fallbacks)" and
// §7 "get-channel-types: fallback when the table read fails …; then the local list". This app
// has no edge functions, so a failed or timed-out read falls back straight to the local list.
import { and, asc, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { CHANNEL_TYPE_CATALOGUE, type ChannelTypeEntry } from "#domain/channel-type-catalogue";
import { OTHER_CHANNEL_TYPE } from "#domain/channel-type-ids";
import { DB_REQUEST_TIMEOUT_MS, LIMITS, TYPE_CHANNEL_PAGING, TYPE_LIST_ERROR, clampTypeChannelPage } from "#domain/constants";
import { monetizationRisk } from "#domain/monetization-risk";
import { policyRiskViews } from "#domain/policy-risk";
import { pickRandomOthers } from "#domain/shuffle";
import { CHANNEL_TYPE_ID_PATTERN } from "#domain/validation";
import type { Database } from "#db/database";
import { channelTypes, youtubeChannels } from "#db/schema/catalogue";
import type { PublicChannelCard } from "#domain/read-models/channel";
import type { ChannelType, ChannelTypePage, TypeChannelListing } from "#domain/read-models/guides";
import { excerpt } from "#domain/text-excerpt";
import { createCatalogueInsightsService } from "#server/services/catalogue-insights.server";
import { countChannelsOfType } from "#server/services/channel-counts.server";
import { createOutliersService } from "#server/services/outliers.server";
import { sanitizeRichText } from "#server/rich-text.server";
import { createNicheVerdictsService } from "#server/services/niche-verdicts.server";

export type ChannelTypeSource = "database" | "catalogue";

export type TypeChannelsPage = {
  channels: PublicChannelCard[];
  /** Channels of the type in all (spec: "Showing X of Y channels"). */
  total: number;
  /** The last page included (1-based). */
  page: number;
  /** Spec §9: "more pages exist while a page returns a full 6". */
  hasMore: boolean;
};

/** Spec §8 wording of the timeout, so callers and logs can tell it from other failures. */
export const DB_TIMEOUT_MESSAGE = "Database request timed out after 8 seconds";

// A neutral gradient for types created without one (admins may leave it empty).
const DEFAULT_GRADIENT: [string, string] = ["#4f46e5", "#7c3aed"];

/** effectiveChannelType (domain/channel-type-ids) in SQL: a non-blank ui_channel_type, else channel_type. */
export const effectiveTypeSql = sql<
  string | null
>`coalesce(nullif(btrim(${youtubeChannels.metadata}->>'ui_channel_type'), ''), ${youtubeChannels.channelType})`;

export const publicChannelColumns = {
  id: youtubeChannels.id,
  slug: youtubeChannels.slug,
  title: youtubeChannels.channelTitle,
  niche: youtubeChannels.niche,
  country: youtubeChannels.country,
  subscribers: youtubeChannels.totalSubscribers,
  views: youtubeChannels.totalViews,
  videoCount: youtubeChannels.videoCount,
  screenshotUrl: youtubeChannels.screenshotUrl,
  thumbnailUrl: youtubeChannels.thumbnailUrl,
  typeId: effectiveTypeSql,
  // The day its public numbers describe (the last sync, else when it was added): the cards' label.
  numbersAsOf: sql<string>`to_char(coalesce(${youtubeChannels.lastSyncedAt}, ${youtubeChannels.createdAt}) at time zone 'UTC', 'YYYY-MM-DD')`,
};

/**
 * Spec §7 type filter: "channel_type equals typeId, or channel_type 'other' with metadata
 * ui_channel_type equal typeId" (the same rule as matchesChannelType in domain/channel-type-ids).
 */
export function channelTypeFilter(typeId: string) {
  return or(
    eq(youtubeChannels.channelType, typeId),
    and(eq(youtubeChannels.channelType, OTHER_CHANNEL_TYPE), sql`${youtubeChannels.metadata}->>'ui_channel_type' = ${typeId}`),
  );
}

/** Rejects with DB_TIMEOUT_MESSAGE when `work` takes longer than `ms` (spec §7 "8-second timeout"). */
export function withTimeout<T>(work: Promise<T>, ms: number = DB_REQUEST_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(DB_TIMEOUT_MESSAGE)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function fromCatalogue(entry: ChannelTypeEntry): ChannelType {
  return {
    id: entry.id,
    label: entry.label,
    description: sanitizeRichText(entry.description),
    production: sanitizeRichText(entry.production),
    example: sanitizeRichText(entry.example),
    imageUrl: entry.imageUrl,
    gradient: entry.gradient,
  };
}

/** The built-in local list ordered by label, like the table read. */
function catalogueChannelTypes(): ChannelType[] {
  return CHANNEL_TYPE_CATALOGUE.map(fromCatalogue).sort((a, b) => a.label.localeCompare(b.label, "en"));
}

/**
 * Newest first; id breaks ties so pages never overlap. Each side of the spec §7 filter reads
 * its own index in that order (channel_type; 'other' by metadata.ui_channel_type), and the
 * two are merged here: one OR over both would gather and sort every channel of the type.
 */
async function selectChannels(db: Database, typeId: string, offset: number, limit: number): Promise<PublicChannelCard[]> {
  const side = (where: SQL | undefined) =>
    db
      // Microseconds, as exact as the database's order (a Date stops at milliseconds).
      .select({
        ...publicChannelColumns,
        createdAt: sql<string>`(extract(epoch from ${youtubeChannels.createdAt}) * 1000000)::bigint::text`,
      })
      .from(youtubeChannels)
      .where(where)
      .orderBy(desc(youtubeChannels.createdAt), asc(youtubeChannels.id))
      .limit(offset + limit);
  const [byType, byUiType] = await Promise.all([
    side(eq(youtubeChannels.channelType, typeId)),
    // For 'other' itself the first side has every row already.
    typeId === OTHER_CHANNEL_TYPE
      ? []
      : side(
          and(
            eq(youtubeChannels.channelType, OTHER_CHANNEL_TYPE),
            sql`${youtubeChannels.metadata}->>'ui_channel_type' = ${typeId}`,
          ),
        ),
  ]);
  return [...byType, ...byUiType]
    .sort((a, b) => compareDesc(BigInt(a.createdAt), BigInt(b.createdAt)) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(offset, offset + limit)
    .map(({ createdAt: _createdAt, ...card }) => card);
}

export type ChannelTypesServiceOptions = {
  /** Timeout of the table reads; spec §7 says 8 seconds. Tests shorten it. */
  timeoutMs?: number;
  /** Called when a read fails and the local list is served instead. */
  onFallback?: (error: unknown) => void;
  /** Random source for the other-types pick (tests pin it). */
  random?: () => number;
};

const compareDesc = (a: bigint, b: bigint) => (a > b ? -1 : a < b ? 1 : 0);

export function createChannelTypesService(db: Database, options: ChannelTypesServiceOptions = {}) {
  const timeoutMs = options.timeoutMs ?? DB_REQUEST_TIMEOUT_MS;
  const typeColumns = {
    id: channelTypes.id,
    label: channelTypes.label,
    description: channelTypes.description,
    production: channelTypes.production,
    example: channelTypes.example,
    imageUrl: channelTypes.imageUrl,
    gradientFrom: channelTypes.gradientFrom,
    gradientTo: channelTypes.gradientTo,
  };
  type TypeRow = Pick<typeof channelTypes.$inferSelect, keyof typeof typeColumns>;
  // Rich text is sanitized on read: every page and the API render what this returns.
  const toType = ({ gradientFrom, gradientTo, ...row }: TypeRow): ChannelType => ({
    ...row,
    description: sanitizeRichText(row.description),
    production: sanitizeRichText(row.production),
    example: sanitizeRichText(row.example),
    gradient: gradientFrom && gradientTo ? [gradientFrom, gradientTo] : DEFAULT_GRADIENT,
  });

  /** Spec §7 "count by type filter", read from the counts the database maintains (channel_counts). */
  async function countOfType(typeId: string): Promise<number> {
    return countChannelsOfType(db, typeId);
  }

  /**
   * Every type ordered by label. A failed or slow (> 8 s) read serves the built-in list
   * instead; an empty table is returned as empty (the page shows its empty state).
   */
  async function list(): Promise<{ types: ChannelType[]; source: ChannelTypeSource }> {
    try {
      const rows = await withTimeout(db.select(typeColumns).from(channelTypes).orderBy(asc(channelTypes.label)), timeoutMs);
      return { types: rows.map(toType), source: "database" };
    } catch (error) {
      options.onFallback?.(error);
      return { types: catalogueChannelTypes(), source: "catalogue" };
    }
  }

  return {
    list,

    /** One type by id, or null. Ids outside the spec §5 pattern cannot exist, so they are not queried. */
    async getById(typeId: string): Promise<ChannelType | null> {
      if (!CHANNEL_TYPE_ID_PATTERN.test(typeId)) return null;
      try {
        const [row] = await withTimeout(
          db.select(typeColumns).from(channelTypes).where(eq(channelTypes.id, typeId)).limit(1),
          timeoutMs,
        );
        return row ? toType(row) : null;
      } catch (error) {
        options.onFallback?.(error);
        const entry = CHANNEL_TYPE_CATALOGUE.find((type) => type.id === typeId);
        return entry ? fromCatalogue(entry) : null;
      }
    },

    countOfType,

    /** Spec §2: "4 random 'Other Channel Types You Might Like' cards" — other types than `typeId`. */
    async others(typeId: string, howMany: number = LIMITS.relatedTypeCards): Promise<ChannelType[]> {
      const { types } = await list();
      return pickRandomOthers(types, typeId, howMany, options.random);
    },

    /**
     * One page (1-based) of the type's channels, 6 a page (spec §9). `hasMore` follows the
     * spec's rule: true while the page came back full.
     */
    async channelsPage(typeId: string, page: number): Promise<TypeChannelsPage> {
      const current = clampTypeChannelPage(page);
      const { pageSize } = TYPE_CHANNEL_PAGING;
      const [channels, total] = await Promise.all([
        selectChannels(db, typeId, (current - 1) * pageSize, pageSize),
        countOfType(typeId),
      ]);
      return { channels, total, page: current, hasMore: channels.length === pageSize };
    },

    /**
     * A type's guide page with its channels through page `pages`, or null for an unknown type. A
     * failed channel read is reported to `onListingError` and shown as spec §8's message in the
     * list; the rest of the page still renders.
     */
    async guidePage(typeId: string, pages: number, onListingError: (error: unknown) => void): Promise<ChannelTypePage | null> {
      const type = await this.getById(typeId);
      if (!type) return null;
      const [listing, others, breakingIn, recentOutliers, verdict] = await Promise.all([
        this.channelsThroughPage(type.id, pages).then(
          // Cards show public numbers only; the screenshot is not used on this list.
          (result): TypeChannelListing => ({
            ...result,
            channels: result.channels.map(({ screenshotUrl: _unused, ...channel }) => channel),
            error: null,
          }),
          (error: unknown): TypeChannelListing => {
            onListingError(error);
            return { channels: [], total: 0, page: 0, hasMore: true, error: TYPE_LIST_ERROR };
          },
        ),
        this.others(type.id),
        createCatalogueInsightsService(db).typeBreakingIn(type.id),
        createOutliersService(db).recent({ type: type.id }),
        createNicheVerdictsService(db).forType(type.id),
      ]);
      return {
        type: { ...type, summary: excerpt(type.description, 160) },
        listing,
        otherTypes: others.map((other) => ({
          id: other.id,
          label: other.label,
          excerpt: excerpt(other.description),
          imageUrl: other.imageUrl,
          gradient: other.gradient,
        })),
        policyRisks: policyRiskViews([type]),
        // A format has no editorial rating: its figure is its policy signal alone.
        monetizationRisk: monetizationRisk({ editorial: null, formats: [type] }),
        breakingIn,
        outliers: recentOutliers,
        verdict,
      };
    },

    /**
     * Pages 1…`pages` in one read: what a no-JavaScript visitor sees after following the
     * 'Load more channels' link to `?page=N`. More pages exist while the last page was full.
     */
    async channelsThroughPage(typeId: string, pages: number): Promise<TypeChannelsPage> {
      const last = clampTypeChannelPage(pages);
      const { pageSize } = TYPE_CHANNEL_PAGING;
      const [channels, total] = await Promise.all([selectChannels(db, typeId, 0, last * pageSize), countOfType(typeId)]);
      const lastPageSize = channels.length - (last - 1) * pageSize;
      return { channels, total, page: last, hasMore: lastPageSize === pageSize };
    },
  };
}
