// Channels: search (PRODUCT.md "Channel search"), the channel page (spec §2 channel detail,
// §4 "Channel detail load"), top and recent videos, and related channels (spec §7).
//
// Revenue is gated here with domain/revenue-access (PRODUCT.md "Revenue is gated on the server",
// CONVENTIONS.md rule 6): every read takes the caller's access, and for visitors the returned
// objects have no revenue key at all — so no HTML, loader data or JSON built from them can carry
// a figure.
import { type AnyColumn, and, asc, eq, gte, inArray, isNotNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { type ChannelHistory, channelHistory } from "#domain/channel-growth";
import { channelSlug, extractChannelId, isUuid } from "#domain/channel-slug";
import { effectiveChannelType } from "#domain/channel-type-ids";
import { LIMITS } from "#domain/constants";
import { monthlyRevenue, revenuePerSubscriber, revenuePerVideo, totalRevenue, twelveMonthPotential, creatorShare } from "#domain/revenue";
import { htmlToPlainText } from "#domain/text-excerpt";
import { DAYS_PER_MONTH, MIN_MONTHS_FOR_RATE, UPLOAD_RATE_BANDS, videosPerMonth } from "#domain/upload-rate";
import type { Database } from "#db/database";
import { executeRows } from "#db/execute-rows";
import { channelStatsSnapshots, channelTypes, niches, youtubeChannels, youtubeVideoStats } from "#db/schema/catalogue";
import { channelTypeFilter, effectiveTypeSql } from "#server/services/channel-types.server";
import type { ChannelSearchQuery } from "#domain/channel-search-url";
import { correctedQuery } from "#server/services/search-words.server";
import { sanitizeRichText } from "#server/rich-text.server";
import { type RevenueAccess, gateRevenue } from "#domain/revenue-access";
import { shuffled } from "#domain/shuffle";
import type { ChannelDetail, ChannelListItem, ChannelRevenue, ChannelTypeInfo, RelatedChannel, TopVideos, Video } from "#domain/read-models/channel";

export type ChannelSearchResult = {
  channels: ChannelListItem[];
  /** Matches in all; without words it stops at SEARCH_COUNT_CAP (then `totalCapped`). */
  total: number;
  totalCapped: boolean;
  page: number;
  limit: number;
  offset: number;
  hasMore: boolean;
  /** The words searched instead when `q` as typed found nothing and its corrected spelling did; else null. */
  correctedQuery: string | null;
};

/** Spec §8: "'Failed to load related channels' (toast once and inline with Try Again)". */
export const RELATED_LOAD_ERROR = "Failed to load related channels";

export type ChannelPageData = {
  channel: ChannelDetail;
  channelType: ChannelTypeInfo | null;
  /** Spec §8: "Top-video failure yields null videos with no error." */
  topVideos: TopVideos | null;
  recentVideos: Video[] | null;
  related: RelatedChannel[];
  relatedError: string | null;
  /** The History section: snapshots, 30-day growth, next milestone; null when they failed to load. */
  history: ChannelHistory | null;
};

/** How a /channel/{slug} parameter resolves (spec §2 and §4). */
export type ChannelLookup =
  | { kind: "invalid"; requested: string }
  | { kind: "not-found"; requested: string }
  | { kind: "redirect"; slug: string }
  | { kind: "found"; data: ChannelPageData };

/**
 * Counting every row of a broad listing (no words, few filters) costs a full scan of the
 * catalogue; past this many the page says "10,000+" instead.
 */
export const SEARCH_COUNT_CAP = 10_000;

/** Top videos listed per block. */
export const TOP_VIDEOS_PER_BLOCK = 5;
/** Recent videos in the grid. */
export const RECENT_VIDEOS = 8;
// Stored videos considered for the blocks; a channel page never needs more.
const MAX_VIDEOS_READ = 200;
/** Snapshots the History charts draw: about three years of daily ones, the newest. */
export const MAX_HISTORY_SNAPSHOTS = 1_100;
const DESCRIPTION_CARD_CHARS = 220;

// Spec §4: "months since start date (30.44-day months)", in seconds for SQL.
const SECONDS_PER_MONTH = DAYS_PER_MONTH * 24 * 60 * 60;

/**
 * Videos per month in SQL, the same rule as videosPerMonth in domain/upload-rate: videos ÷
 * months since the start date; under 0.1 month the raw count; null without count or date.
 */
export const videosPerMonthSql = sql<number | null>`(case
  when ${youtubeChannels.videoCount} is null or ${youtubeChannels.startDate} is null then null
  when (extract(epoch from now()) - extract(epoch from (${youtubeChannels.startDate}::timestamp at time zone 'UTC'))) / ${SECONDS_PER_MONTH} < ${MIN_MONTHS_FOR_RATE}
    then ${youtubeChannels.videoCount}::float8
  else ${youtubeChannels.videoCount}::float8 / ((extract(epoch from now()) - extract(epoch from (${youtubeChannels.startDate}::timestamp at time zone 'UTC'))) / ${SECONDS_PER_MONTH})
end)`;

const listColumns = {
  id: youtubeChannels.id,
  title: youtubeChannels.channelTitle,
  description: sql<string | null>`left(${youtubeChannels.description}, 600)`,
  niche: youtubeChannels.niche,
  country: youtubeChannels.country,
  channelType: youtubeChannels.channelType,
  metadata: youtubeChannels.metadata,
  subscribers: youtubeChannels.totalSubscribers,
  views: youtubeChannels.totalViews,
  videoCount: youtubeChannels.videoCount,
  cpm: youtubeChannels.cpm,
  startDate: youtubeChannels.startDate,
  screenshotUrl: youtubeChannels.screenshotUrl,
  thumbnailUrl: youtubeChannels.thumbnailUrl,
  revenuePerVideo: youtubeChannels.revenuePerVideo,
  revenuePerSubscriber: youtubeChannels.revenuePerSubscriber,
  revenuePerMonth: youtubeChannels.revenuePerMonth,
};

/**
 * The stored 30-day growth (youtube_channels.growth_*, written with each snapshot: see
 * server/services/stored-growth.server.ts), read only by the growth sort and lists.
 */
const growthListColumns = {
  growthDays: youtubeChannels.growthDays,
  growthChange: youtubeChannels.growthSubscribersChange,
  growthPercent: youtubeChannels.growthPercent30d,
};

/** One key of a sort: descending keys sort `desc nulls last`, ascending ones `asc`. */
type OrderKey = { value: AnyColumn | SQL; descending: boolean };

const orderBy = (keys: OrderKey[], value: (key: OrderKey, index: number) => AnyColumn | SQL = (key) => key.value) =>
  keys.map((key, index) => (key.descending ? sql`${value(key, index)} desc nulls last` : sql`${value(key, index)} asc`));

/**
 * "Fastest growing": growth per 30 days, highest first; channels without a ranked figure follow,
 * biggest first. The order of youtube_channels_growth_idx.
 */
const growthOrder: OrderKey[] = [
  { value: youtubeChannels.growthPercent30d, descending: true },
  { value: youtubeChannels.totalSubscribers, descending: true },
  { value: youtubeChannels.id, descending: false },
];

type ListRow = {
  id: string;
  title: string;
  description: string | null;
  niche: string | null;
  country: string | null;
  channelType: string | null;
  metadata: { ui_channel_type?: unknown } | null;
  subscribers: number | null;
  views: number | null;
  videoCount: number | null;
  cpm: number | string | null;
  startDate: string | null;
  screenshotUrl: string | null;
  thumbnailUrl: string | null;
  revenuePerVideo: number | string | null;
  revenuePerSubscriber: number | string | null;
  revenuePerMonth: number | string | null;
  growthDays?: number | null;
  growthChange?: number | null;
  growthPercent?: number | null;
};

function cardText(description: string | null): string {
  const plain = htmlToPlainText(description);
  if (plain.length <= DESCRIPTION_CARD_CHARS) return plain;
  const cut = plain.slice(0, DESCRIPTION_CARD_CHARS);
  const space = cut.lastIndexOf(" ");
  return `${(space > DESCRIPTION_CARD_CHARS * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function num(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** A list row without revenue, plus the revenue for members only (the key is absent otherwise). */
function toListItem(row: ListRow, access: RevenueAccess): ChannelListItem {
  const item: Omit<ChannelListItem, "revenue"> = {
    id: row.id,
    slug: channelSlug(row.title, row.id),
    title: row.title,
    description: cardText(row.description),
    niche: row.niche,
    country: row.country,
    channelType: effectiveChannelType({ channelType: row.channelType, metadata: row.metadata }),
    subscribers: num(row.subscribers),
    views: num(row.views),
    videoCount: num(row.videoCount),
    cpm: num(row.cpm),
    startDate: row.startDate,
    videosPerMonth: videosPerMonth(row.videoCount, row.startDate),
    screenshotUrl: row.screenshotUrl,
    thumbnailUrl: row.thumbnailUrl,
  };
  if (row.growthDays !== undefined) {
    item.growth =
      row.growthDays === null
        ? null
        : { days: row.growthDays, subscribersChange: num(row.growthChange), percentPer30Days: row.growthPercent ?? null };
  }
  return gateRevenue(item, access, () => ({
    revenuePerVideo: num(row.revenuePerVideo),
    revenuePerSubscriber: num(row.revenuePerSubscriber),
    revenuePerMonth: num(row.revenuePerMonth),
  }));
}

/** Engagement of a video: (likes + comments) / views; 0 without views. */
export function engagementRate(video: Pick<Video, "viewCount" | "likeCount" | "commentCount">): number {
  return video.viewCount > 0 ? (video.likeCount + video.commentCount) / video.viewCount : 0;
}

/** Most Viewed and Most Engaging from a channel's stored videos. */
export function pickTopVideos(videos: readonly Video[], perBlock: number = TOP_VIDEOS_PER_BLOCK): TopVideos {
  const byViews = [...videos].sort((a, b) => b.viewCount - a.viewCount || a.id.localeCompare(b.id));
  const byEngagement = videos
    .filter((video) => video.viewCount > 0)
    .sort((a, b) => engagementRate(b) - engagementRate(a) || b.viewCount - a.viewCount || a.id.localeCompare(b.id));
  return { mostViewed: byViews.slice(0, perBlock), mostEngaging: byEngagement.slice(0, perBlock) };
}

export type ChannelsServiceOptions = {
  /** Random source for the related-channel shuffle (tests pin it). */
  random?: () => number;
  /** Where counting a broad listing stops (default SEARCH_COUNT_CAP; tests lower it). */
  countCap?: number;
  /** Called when a part of the channel page fails but the page still renders. */
  onPartialFailure?: (part: "videos" | "related" | "history", error: unknown) => void;
};

export function createChannelsService(db: Database, options: ChannelsServiceOptions = {}) {
  const random = options.random ?? Math.random;
  const countCap = options.countCap ?? SEARCH_COUNT_CAP;

  /**
   * The words match full text over the weighted search_vector (title A, keywords B, description
   * C). When that finds nothing, search() tries again with misspelt words corrected
   * (search-words.server.ts): a misspelt word is exactly what makes full text come back empty.
   */
  function searchConditions(query: ChannelSearchQuery): SQL[] {
    const c: SQL[] = [];
    if (query.q) c.push(sql`${youtubeChannels.searchVector} @@ websearch_to_tsquery('english', ${query.q})`);
    if (query.type) c.push(channelTypeFilter(query.type) as SQL);
    if (query.niche) {
      // A channel belongs to a niche by niche_id, or by its spec `niche` name when imported without an id.
      c.push(
        or(
          inArray(youtubeChannels.nicheId, db.select({ id: niches.id }).from(niches).where(eq(niches.slug, query.niche))),
          and(sql`${youtubeChannels.nicheId} is null`, inArray(youtubeChannels.niche, db.select({ name: niches.name }).from(niches).where(eq(niches.slug, query.niche)))),
        ) as SQL,
      );
    }
    if (query.country) c.push(eq(youtubeChannels.country, query.country));
    const range = (column: AnyColumn, min: number | null, max: number | null) => {
      if (min !== null) c.push(sql`${column} >= ${min}`);
      if (max !== null) c.push(sql`${column} <= ${max}`);
    };
    range(youtubeChannels.totalSubscribers, query.subscribersMin, query.subscribersMax);
    range(youtubeChannels.totalViews, query.viewsMin, query.viewsMax);
    range(youtubeChannels.videoCount, query.videosMin, query.videosMax);
    range(youtubeChannels.cpm, query.cpmMin, query.cpmMax);
    range(youtubeChannels.revenuePerVideo, query.revenuePerVideoMin, query.revenuePerVideoMax);
    range(youtubeChannels.revenuePerMonth, query.monthlyRevenueMin, query.monthlyRevenueMax);
    if (query.startedFrom) c.push(sql`${youtubeChannels.startDate} >= ${query.startedFrom}::date`);
    if (query.startedTo) c.push(sql`${youtubeChannels.startDate} <= ${query.startedTo}::date`);
    if (query.uploadRate) {
      const band = UPLOAD_RATE_BANDS.find((entry) => entry.key === query.uploadRate);
      if (band) {
        c.push(gte(videosPerMonthSql, band.min));
        if (band.maxExclusive !== null) c.push(lt(videosPerMonthSql, band.maxExclusive));
      }
    }
    return c;
  }

  /**
   * The sort's keys, first to last. Descending keys sort `desc nulls last`, the order of the
   * metric indexes (db/schema/catalogue); the id breaks ties so pages never overlap.
   */
  function searchOrder(query: ChannelSearchQuery): OrderKey[] {
    const desc = (value: AnyColumn | SQL): OrderKey => ({ value, descending: true });
    const tieBreak: OrderKey = { value: youtubeChannels.id, descending: false };
    switch (query.sort) {
      case "relevance":
        if (!query.q) return [desc(youtubeChannels.totalSubscribers), tieBreak];
        return [desc(sql`ts_rank(${youtubeChannels.searchVector}, websearch_to_tsquery('english', ${query.q}))`), desc(youtubeChannels.totalSubscribers), tieBreak];
      case "subscribers":
        return [desc(youtubeChannels.totalSubscribers), tieBreak];
      case "views":
        return [desc(youtubeChannels.totalViews), tieBreak];
      case "videos":
        return [desc(youtubeChannels.videoCount), tieBreak];
      case "newest":
        return [desc(youtubeChannels.startDate), tieBreak];
      case "cpm":
        return [desc(youtubeChannels.cpm), tieBreak];
      case "revenue_per_video":
        return [desc(youtubeChannels.revenuePerVideo), tieBreak];
      case "revenue_per_subscriber":
        return [desc(youtubeChannels.revenuePerSubscriber), tieBreak];
      case "fastest_growing":
        return growthOrder;
    }
  }

  /** The list rows of `ids`, in that order; the growth figures only for the growth sort. */
  async function listRows(ids: string[], withGrowth: boolean): Promise<ListRow[]> {
    if (ids.length === 0) return [];
    const rows: ListRow[] = await db
      .select({ ...listColumns, ...(withGrowth ? growthListColumns : {}) })
      .from(youtubeChannels)
      .where(inArray(youtubeChannels.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async function relatedChannels(channelId: string, niche: string | null, limit: number = LIMITS.relatedChannels): Promise<RelatedChannel[]> {
    const columns = {
      id: youtubeChannels.id,
      title: youtubeChannels.channelTitle,
      description: youtubeChannels.description,
      subscribers: youtubeChannels.totalSubscribers,
      views: youtubeChannels.totalViews,
      screenshotUrl: youtubeChannels.screenshotUrl,
      niche: youtubeChannels.niche,
      typeId: effectiveTypeSql,
    };
    const shape = (rows: { id: string; title: string; description: string | null; subscribers: number | null; views: number | null; screenshotUrl: string | null; niche: string | null; typeId: string | null }[]) =>
      rows.map((row) => ({ ...row, slug: channelSlug(row.title, row.id), description: cardText(row.description) }));
    const others = ne(youtubeChannels.id, channelId);
    // Spec §7 "Related fallback order: … same niche (shuffled, take limit), any other channel
    // (fetch 2x limit, shuffled), else empty." The niche read is "newest first, limited".
    if (niche) {
      const sameNiche = await db
        .select(columns)
        .from(youtubeChannels)
        .where(and(eq(youtubeChannels.niche, niche), others))
        .orderBy(sql`${youtubeChannels.createdAt} desc`, asc(youtubeChannels.id))
        .limit(limit * 2);
      if (sameNiche.length > 0) return shuffled(shape(sameNiche), random).slice(0, limit);
    }
    const anyOther = await db
      .select(columns)
      .from(youtubeChannels)
      .where(others)
      .orderBy(sql`${youtubeChannels.createdAt} desc`, asc(youtubeChannels.id))
      .limit(limit * 2);
    return shuffled(shape(anyOther), random).slice(0, limit);
  }

  async function videosOf(channelId: string): Promise<Video[]> {
    const rows = await db
      .select({
        id: youtubeVideoStats.id,
        videoId: youtubeVideoStats.videoId,
        title: youtubeVideoStats.title,
        thumbnailUrl: youtubeVideoStats.thumbnailUrl,
        viewCount: youtubeVideoStats.views,
        likeCount: youtubeVideoStats.likes,
        commentCount: youtubeVideoStats.comments,
        publishedAt: youtubeVideoStats.publishedAt,
      })
      .from(youtubeVideoStats)
      .where(eq(youtubeVideoStats.channelId, channelId))
      .orderBy(sql`${youtubeVideoStats.publishedAt} desc nulls last`, asc(youtubeVideoStats.id))
      .limit(MAX_VIDEOS_READ);
    return rows.map((row) => ({ ...row, publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null }));
  }

  /** The newest MAX_HISTORY_SNAPSHOTS snapshots with the History figures computed from them. */
  async function historyOf(channelId: string): Promise<ChannelHistory> {
    const rows = await db
      .select({ day: channelStatsSnapshots.day, subscribers: channelStatsSnapshots.subscribers, views: channelStatsSnapshots.views })
      .from(channelStatsSnapshots)
      .where(eq(channelStatsSnapshots.channelId, channelId))
      .orderBy(sql`${channelStatsSnapshots.day} desc`)
      .limit(MAX_HISTORY_SNAPSHOTS);
    return channelHistory(rows.map((row) => ({ day: row.day, subscribers: num(row.subscribers), views: num(row.views) })));
  }

  /** The channel row and its effective type in one query. */
  async function readChannel(where: SQL) {
    const typeId = effectiveTypeSql;
    const [row] = await db
      .select({
        id: youtubeChannels.id,
        title: youtubeChannels.channelTitle,
        description: youtubeChannels.description,
        channelUrl: youtubeChannels.channelUrl,
        screenshotUrl: youtubeChannels.screenshotUrl,
        thumbnailUrl: youtubeChannels.thumbnailUrl,
        niche: youtubeChannels.niche,
        nicheSlug: niches.slug,
        channelCategory: youtubeChannels.channelCategory,
        channelType: youtubeChannels.channelType,
        metadata: youtubeChannels.metadata,
        country: youtubeChannels.country,
        uploadFrequency: youtubeChannels.uploadFrequency,
        keywords: youtubeChannels.keywords,
        subscribers: youtubeChannels.totalSubscribers,
        views: youtubeChannels.totalViews,
        videoCount: youtubeChannels.videoCount,
        cpm: youtubeChannels.cpm,
        startDate: youtubeChannels.startDate,
        isDemo: youtubeChannels.isDemo,
        lastSyncedAt: youtubeChannels.lastSyncedAt,
        revenuePerMonth: youtubeChannels.revenuePerMonth,
        revenuePerVideo: youtubeChannels.revenuePerVideo,
        revenuePerSubscriber: youtubeChannels.revenuePerSubscriber,
        // Views gained over the last 30 days of snapshots: the "recent monthly views" of the revenue model.
        recentMonthlyViews: sql<string | null>`(select max(${channelStatsSnapshots.views}) - min(${channelStatsSnapshots.views}) from ${channelStatsSnapshots} where ${channelStatsSnapshots.channelId} = ${youtubeChannels.id} and ${channelStatsSnapshots.day} >= current_date - 30)`,
        typeId: channelTypes.id,
        typeLabel: channelTypes.label,
        typeDescription: channelTypes.description,
        typeProduction: channelTypes.production,
        typeExample: channelTypes.example,
      })
      .from(youtubeChannels)
      .leftJoin(channelTypes, eq(channelTypes.id, typeId))
      .leftJoin(niches, eq(niches.id, youtubeChannels.nicheId))
      .where(where)
      .limit(1);
    return row ?? null;
  }

  type ChannelRow = NonNullable<Awaited<ReturnType<typeof readChannel>>>;

  function channelRevenue(row: ChannelRow): ChannelRevenue {
    const total = totalRevenue(row.views, row.cpm);
    const monthly = monthlyRevenue({ storedMonthly: row.revenuePerMonth, recentMonthlyViews: row.recentMonthlyViews, cpm: row.cpm });
    return {
      totalRevenue: total,
      revenuePerVideo: num(row.revenuePerVideo) ?? revenuePerVideo(total, row.videoCount),
      revenuePerSubscriber: num(row.revenuePerSubscriber) ?? revenuePerSubscriber(total, row.subscribers),
      revenuePerMonth: monthly,
      twelveMonthPotential: twelveMonthPotential(monthly),
      creatorShareMonthly: creatorShare(monthly),
    };
  }

  async function resolve(param: string): Promise<{ kind: "invalid" | "not-found"; requested: string } | { kind: "row"; row: ChannelRow }> {
    const extracted = extractChannelId(param);
    if (!extracted.ok) return { kind: "invalid", requested: param };
    const where = isUuid(extracted.id) ? eq(youtubeChannels.id, extracted.id) : eq(youtubeChannels.slug, param);
    const row = await readChannel(where);
    return row ? { kind: "row", row } : { kind: "not-found", requested: param };
  }

  function toDetail(row: ChannelRow, access: RevenueAccess): { channel: ChannelDetail; channelType: ChannelTypeInfo | null } {
    const channel: Omit<ChannelDetail, "revenue"> = {
      id: row.id,
      slug: channelSlug(row.title, row.id),
      title: row.title,
      description: row.description,
      channelUrl: row.channelUrl,
      screenshotUrl: row.screenshotUrl,
      thumbnailUrl: row.thumbnailUrl,
      niche: row.niche,
      nicheSlug: row.nicheSlug,
      channelCategory: row.channelCategory,
      channelType: effectiveChannelType({ channelType: row.channelType, metadata: row.metadata }),
      country: row.country,
      uploadFrequency: row.uploadFrequency,
      keywords: row.keywords,
      subscribers: num(row.subscribers),
      views: num(row.views),
      videoCount: num(row.videoCount),
      cpm: num(row.cpm),
      startDate: row.startDate,
      videosPerMonth: videosPerMonth(row.videoCount, row.startDate),
      isDemo: row.isDemo,
      lastSyncedAt: row.lastSyncedAt ? row.lastSyncedAt.toISOString() : null,
    };
    const channelType =
      row.typeId && row.typeLabel
        ? {
            id: row.typeId,
            label: row.typeLabel,
            description: sanitizeRichText(row.typeDescription),
            production: sanitizeRichText(row.typeProduction),
            example: sanitizeRichText(row.typeExample),
          }
        : null;
    return { channel: gateRevenue(channel, access, () => channelRevenue(row)), channelType };
  }

  return {
    /**
     * The search's statements, unexecuted (bench/explain-search.ts prints their plans). The page
     * statement picks the ids of one page, in order, with the total; search() then reads those
     * rows. With words, every match is visited anyway (to rank it), so the total is a window
     * count over the matches — gathered first (a materialized CTE), so the planner cannot walk
     * a sort's index hoping to stop early, which a count over every match never lets it do,
     * and counted over ids and sort keys only, which stay in memory where whole rows would
     * spill to disk. Without words, a separate capped count lets the page read stop at `limit`
     * rows of the sort's index.
     */
    searchStatements(query: ChannelSearchQuery): { page: SQL; count: SQL | null } {
      const where = and(...searchConditions(query));
      const keys = searchOrder(query);
      if (!query.q) {
        return {
          page: db
            .select({ id: youtubeChannels.id, total: sql`0`.as("total") })
            .from(youtubeChannels)
            .where(where)
            .orderBy(...orderBy(keys))
            .offset(query.offset)
            .limit(query.limit)
            .getSQL(),
          count: db
            .select({ n: sql<number>`count(*)`.as("n") })
            .from(db.select({ one: sql`1` }).from(youtubeChannels).where(where).limit(countCap + 1).as("capped"))
            .getSQL(),
        };
      }
      const key = (index: number) => sql`${sql.identifier(`k${index}`)}`;
      const matches = sql`select ${youtubeChannels.id} as id, ${sql.join(
        keys.map((entry, index) => sql`${entry.value} as ${key(index)}`),
        sql`, `,
      )} from ${youtubeChannels} where ${where}`;
      return {
        page: sql`with matches as materialized (${matches})
          select id, count(*) over () as total from matches
          order by ${sql.join(orderBy(keys, (_, index) => key(index)), sql`, `)}
          offset ${query.offset} limit ${query.limit}`,
        count: null,
      };
    },

    /** One page of search results with the total count. */
    async search(query: ChannelSearchQuery, access: RevenueAccess): Promise<ChannelSearchResult> {
      const run = async (search: ChannelSearchQuery) => {
        const statements = this.searchStatements(search);
        const [page, counted] = await Promise.all([
          executeRows<{ id: string; total: number | string }>(db, statements.page),
          statements.count ? executeRows<{ n: number | string }>(db, statements.count) : null,
        ]);
        // A page past the end has no row to carry the window count: count on its own then.
        const first = counted ? counted[0]?.n : page[0]?.total;
        const total = first !== undefined ? Number(first) : search.offset > 0 && !counted ? await countOnly(search) : 0;
        return { ids: page.map((row) => row.id), total };
      };
      const countOnly = async (search: ChannelSearchQuery) => {
        const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(youtubeChannels).where(and(...searchConditions(search)));
        return row?.n ?? 0;
      };
      let { ids, total } = await run(query);
      let searchedInstead: string | null = null;
      if (query.q && total === 0) {
        const corrected = await correctedQuery(db, query.q);
        if (corrected) {
          ({ ids, total } = await run({ ...query, q: corrected }));
          if (total > 0) searchedInstead = corrected;
        }
      }
      const rows = await listRows(ids, query.sort === "fastest_growing");
      return {
        channels: rows.map((row) => toListItem(row, access)),
        total: Math.min(total, query.q ? total : countCap),
        totalCapped: !query.q && total > countCap,
        page: query.page,
        limit: query.limit,
        offset: query.offset,
        hasMore: ids.length === query.limit && ((!query.q && total > countCap) || query.offset + ids.length < total),
        correctedQuery: searchedInstead,
      };
    },

    /**
     * The home page's "Fastest growing channels (30 days)": the first page of the
     * fastest_growing sort without filters, only the channels that have a growth figure.
     */
    async fastestGrowing(limit: number, access: RevenueAccess): Promise<ChannelListItem[]> {
      const rows = await db
        .select({ ...listColumns, ...growthListColumns })
        .from(youtubeChannels)
        .where(isNotNull(youtubeChannels.growthPercent30d))
        .orderBy(...orderBy(growthOrder))
        .limit(limit);
      return rows.map((row) => toListItem(row, access));
    },

    /**
     * Everything the channel page shows, from one call (ARCHITECTURE.md "Read paths are one
     * query where they can be"): the channel with its type, then its videos and related
     * channels side by side. A bare id or a stale slug resolves to a redirect to the
     * canonical slug (spec §2). Videos and related channels fail on their own (spec §8).
     */
    async channelPage(param: string, access: RevenueAccess, relatedLimit: number = LIMITS.relatedChannels): Promise<ChannelLookup> {
      const resolved = await resolve(param);
      if (resolved.kind !== "row") return resolved;
      const { row } = resolved;
      const canonical = channelSlug(row.title, row.id);
      if (param !== canonical) return { kind: "redirect", slug: canonical };

      const [videos, related, history] = await Promise.all([
        videosOf(row.id).then(
          (list) => list,
          (error: unknown) => {
            options.onPartialFailure?.("videos", error);
            return null;
          },
        ),
        relatedChannels(row.id, row.niche, relatedLimit).then(
          (list) => ({ list, error: null }),
          (error: unknown) => {
            options.onPartialFailure?.("related", error);
            return { list: [] as RelatedChannel[], error: RELATED_LOAD_ERROR };
          },
        ),
        historyOf(row.id).then(
          (value) => value,
          (error: unknown) => {
            options.onPartialFailure?.("history", error);
            return null;
          },
        ),
      ]);
      return {
        kind: "found",
        data: {
          ...toDetail(row, access),
          topVideos: videos ? pickTopVideos(videos) : null,
          recentVideos: videos ? videos.slice(0, RECENT_VIDEOS) : null,
          related: related.list,
          relatedError: related.error,
          history,
        },
      };
    },

    /**
     * One channel by id, slug or any form extractChannelId accepts (the JSON API): no redirect,
     * the canonical slug is in the result.
     */
    async channelDetail(param: string, access: RevenueAccess): Promise<{ kind: "invalid" | "not-found"; requested: string } | { kind: "found"; channel: ChannelDetail; channelType: ChannelTypeInfo | null }> {
      const resolved = await resolve(param);
      if (resolved.kind !== "row") return resolved;
      return { kind: "found", ...toDetail(resolved.row, access) };
    },

    /** The canonical slug of a channel id, or null (API and redirects). */
    async canonicalSlug(id: string): Promise<string | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.select({ id: youtubeChannels.id, title: youtubeChannels.channelTitle }).from(youtubeChannels).where(eq(youtubeChannels.id, id)).limit(1);
      return row ? channelSlug(row.title, row.id) : null;
    },

    /** Spec §7 fetch-top-videos: mostViewed and mostEngaging of a channel; null when the channel does not exist. */
    async topVideos(channelId: string): Promise<TopVideos | null> {
      if (!isUuid(channelId)) return null;
      const [exists] = await db.select({ id: youtubeChannels.id }).from(youtubeChannels).where(eq(youtubeChannels.id, channelId)).limit(1);
      if (!exists) return null;
      return pickTopVideos(await videosOf(channelId));
    },

    /** The newest stored videos of a channel. */
    async recentVideos(channelId: string, limit: number = RECENT_VIDEOS): Promise<Video[]> {
      if (!isUuid(channelId)) return [];
      return (await videosOf(channelId)).slice(0, limit);
    },

    /** Spec §7 get-related-channels, with the fallback order (see relatedChannels). */
    async related(channelId: string, limit: number = LIMITS.relatedChannels): Promise<RelatedChannel[] | null> {
      if (!isUuid(channelId)) return null;
      const [row] = await db.select({ niche: youtubeChannels.niche }).from(youtubeChannels).where(eq(youtubeChannels.id, channelId)).limit(1);
      if (!row) return null;
      return relatedChannels(channelId, row.niche, limit);
    },

    /** Every channel's canonical path data, for the sitemap. */
    async sitemapEntries(): Promise<{ slug: string; updatedAt: Date }[]> {
      const rows = await db
        .select({ id: youtubeChannels.id, title: youtubeChannels.channelTitle, updatedAt: youtubeChannels.updatedAt })
        .from(youtubeChannels)
        .orderBy(asc(youtubeChannels.createdAt), asc(youtubeChannels.id));
      return rows.map((row) => ({ slug: channelSlug(row.title, row.id), updatedAt: row.updatedAt }));
    },

    /**
     * Niches and types, for the search filters. (Countries come from the fixed list of spec §3:
     * reading the ones in use took a pass over every channel on each search page.)
     */
    async filterOptions(): Promise<{ niches: { slug: string; name: string }[]; channelTypes: { id: string; label: string }[] }> {
      const [nicheRows, typeRows] = await Promise.all([
        db.select({ slug: niches.slug, name: niches.name }).from(niches).orderBy(asc(niches.name)),
        db.select({ id: channelTypes.id, label: channelTypes.label }).from(channelTypes).orderBy(asc(channelTypes.label)),
      ]);
      return { niches: nicheRows, channelTypes: typeRows };
    },
  };
}

export type ChannelsService = ReturnType<typeof createChannelsService>;
