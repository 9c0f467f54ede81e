// Channel search (PRODUCT.md "Channel search"): full text over the catalogue with filters,
// sorts and paging, and the home page's fastest growing channels. Revenue figures of a row are
// gated with domain/revenue-access: for visitors the rows have no revenue key at all.
import { type AnyColumn, and, gte, inArray, isNotNull, lt, sql, type SQL } from "drizzle-orm";
import { channelSlug } from "#domain/channel-slug";
import { channelCardText } from "#domain/text-excerpt";
import { channelPublicNumbers } from "#domain/channel-public-numbers";
import { toFiniteNumber } from "#domain/numeric-input";
import { DAYS_PER_MONTH, MIN_MONTHS_FOR_RATE, UPLOAD_RATE_BANDS } from "#domain/upload-rate";
import type { Database } from "#db/database";
import { executeRows } from "#db/execute-rows";
import { youtubeChannels } from "#db/schema/catalogue";
import { channelCatalogueConditions } from "#server/services/channel-filters.server";
import type { ChannelSearchQuery } from "#domain/channel-search-url";
import { correctedQuery } from "#server/services/search-words.server";
import { type RevenueAccess, gateRevenue } from "#domain/revenue-access";
import type { ChannelListItem } from "#domain/read-models/channel";

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

/**
 * Counting every row of a broad listing (no words, few filters) costs a full scan of the
 * catalogue; past this many the page says "10,000+" instead.
 */
const SEARCH_COUNT_CAP = 10_000;

/** Rows read per query when a search is exported whole. */
const EXPORT_BATCH_SIZE = 1_000;

// Spec §4: "months since start date (30.44-day months)", in seconds for SQL.
const SECONDS_PER_MONTH = DAYS_PER_MONTH * 24 * 60 * 60;

/** The date a channel's numbers describe: its last sync, else when it was added. */
const numbersAsOfSql = sql`coalesce(${youtubeChannels.lastSyncedAt}, ${youtubeChannels.createdAt})`;

/**
 * Videos per month in SQL, the same rule as videosPerMonth in domain/upload-rate: videos ÷
 * months from the start date to the numbers' date (not to today, so the upload-rate filter picks
 * the band the card shows); under 0.1 month the raw count; null without count or date.
 */
const videosPerMonthSql = sql<number | null>`(case
  when ${youtubeChannels.videoCount} is null or ${youtubeChannels.startDate} is null then null
  when (extract(epoch from ${numbersAsOfSql}) - extract(epoch from (${youtubeChannels.startDate}::timestamp at time zone 'UTC'))) / ${SECONDS_PER_MONTH} < ${MIN_MONTHS_FOR_RATE}
    then ${youtubeChannels.videoCount}::float8
  else ${youtubeChannels.videoCount}::float8 / ((extract(epoch from ${numbersAsOfSql}) - extract(epoch from (${youtubeChannels.startDate}::timestamp at time zone 'UTC'))) / ${SECONDS_PER_MONTH})
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
  rpm: youtubeChannels.rpm,
  startDate: youtubeChannels.startDate,
  // The date of the numbers: the last sync, else when the channel was added.
  numbersAsOf: sql<Date>`${numbersAsOfSql}`.mapWith(youtubeChannels.createdAt),
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
  rpm: number | string | null;
  startDate: string | null;
  numbersAsOf: Date;
  screenshotUrl: string | null;
  thumbnailUrl: string | null;
  revenuePerVideo: number | string | null;
  revenuePerSubscriber: number | string | null;
  revenuePerMonth: number | string | null;
  growthDays?: number | null;
  growthChange?: number | null;
  growthPercent?: number | null;
};

/** A list row without revenue, plus the revenue for members only (the key is absent otherwise). */
function toListItem(row: ListRow, access: RevenueAccess): ChannelListItem {
  const item: Omit<ChannelListItem, "revenue"> = {
    id: row.id,
    slug: channelSlug(row.title, row.id),
    title: row.title,
    description: channelCardText(row.description),
    niche: row.niche,
    country: row.country,
    ...channelPublicNumbers(row, row.numbersAsOf),
    numbersAsOf: row.numbersAsOf.toISOString(),
    screenshotUrl: row.screenshotUrl,
    thumbnailUrl: row.thumbnailUrl,
  };
  if (row.growthDays !== undefined) {
    item.growth =
      row.growthDays === null
        ? null
        : { days: row.growthDays, subscribersChange: toFiniteNumber(row.growthChange), percentPer30Days: row.growthPercent ?? null };
  }
  return gateRevenue(item, access, () => ({
    revenuePerVideo: toFiniteNumber(row.revenuePerVideo),
    revenuePerSubscriber: toFiniteNumber(row.revenuePerSubscriber),
    revenuePerMonth: toFiniteNumber(row.revenuePerMonth),
  }));
}

/**
 * The words match full text over the weighted search_vector (title A, keywords B, description
 * C). When that finds nothing, search() tries again with misspelt words corrected
 * (search-words.server.ts): a misspelt word is exactly what makes full text come back empty.
 */
function searchConditions(db: Database, query: ChannelSearchQuery): SQL[] {
  const c: SQL[] = [];
  if (query.q) c.push(sql`${youtubeChannels.searchVector} @@ websearch_to_tsquery('english', ${query.q})`);
  c.push(...channelCatalogueConditions(db, query));
  const range = (column: AnyColumn, min: number | null, max: number | null) => {
    if (min !== null) c.push(sql`${column} >= ${min}`);
    if (max !== null) c.push(sql`${column} <= ${max}`);
  };
  range(youtubeChannels.totalViews, query.viewsMin, query.viewsMax);
  range(youtubeChannels.videoCount, query.videosMin, query.videosMax);
  range(youtubeChannels.rpm, query.rpmMin, query.rpmMax);
  range(youtubeChannels.revenuePerVideo, query.revenuePerVideoMin, query.revenuePerVideoMax);
  range(youtubeChannels.revenuePerMonth, query.monthlyRevenueMin, query.monthlyRevenueMax);
  if (query.startedFrom) c.push(sql`${youtubeChannels.startDate} >= ${query.startedFrom}::date`);
  if (query.startedTo) c.push(sql`${youtubeChannels.startDate} <= ${query.startedTo}::date`);
  if (query.addedAfter) c.push(sql`${youtubeChannels.createdAt} > ${query.addedAfter}::timestamptz`);
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
    case "rpm":
      return [desc(youtubeChannels.rpm), tieBreak];
    case "revenue_per_video":
      return [desc(youtubeChannels.revenuePerVideo), tieBreak];
    case "revenue_per_subscriber":
      return [desc(youtubeChannels.revenuePerSubscriber), tieBreak];
    case "fastest_growing":
      return growthOrder;
  }
}

/** The list rows of `ids`, in that order; the growth figures only for the growth sort. */
async function listRows(db: Database, ids: string[], withGrowth: boolean): Promise<ListRow[]> {
  if (ids.length === 0) return [];
  const rows: ListRow[] = await db
    .select({ ...listColumns, ...(withGrowth ? growthListColumns : {}) })
    .from(youtubeChannels)
    .where(inArray(youtubeChannels.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

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
function searchStatements(db: Database, query: ChannelSearchQuery, countCap: number): { page: SQL; count: SQL | null } {
  const where = and(...searchConditions(db, query));
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
}

export type ChannelSearchServiceOptions = {
  /** Where counting a broad listing stops (default SEARCH_COUNT_CAP; tests lower it). */
  countCap?: number;
};

export function createChannelSearchService(db: Database, options: ChannelSearchServiceOptions = {}) {
  const countCap = options.countCap ?? SEARCH_COUNT_CAP;

  return {
    /** The search's statements, unexecuted (bench/explain-search.ts prints their plans). */
    searchStatements: (query: ChannelSearchQuery) => searchStatements(db, query, countCap),

    /** One page of search results with the total count. */
    async search(query: ChannelSearchQuery, access: RevenueAccess): Promise<ChannelSearchResult> {
      const run = async (search: ChannelSearchQuery) => {
        const statements = searchStatements(db, search, countCap);
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
        const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(youtubeChannels).where(and(...searchConditions(db, search)));
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
      const rows = await listRows(db, ids, query.sort === "fastest_growing");
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
     * Every result of a search, in the search's order, a batch at a time and at most `maxRows`
     * (the CSV export): the same query, filters and revenue gate as the page, so the file
     * matches what the member sees.
     */
    async *searchInBatches(query: ChannelSearchQuery, access: RevenueAccess, maxRows: number, batchSize = EXPORT_BATCH_SIZE): AsyncGenerator<ChannelListItem[]> {
      for (let offset = 0; offset < maxRows; offset += batchSize) {
        const limit = Math.min(batchSize, maxRows - offset);
        const result = await this.search({ ...query, offset, limit, page: Math.floor(offset / batchSize) + 1 }, access);
        if (result.channels.length > 0) yield result.channels;
        if (!result.hasMore || result.channels.length < limit) return;
      }
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
  };
}

export type ChannelSearchService = ReturnType<typeof createChannelSearchService>;
