// Channel search: full text with filters, sorts and paging, and the home page's fastest growing channels.
// Rows are revenue-gated: for visitors they have no revenue key at all.
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
  /** Without words it stops at SEARCH_COUNT_CAP (then `totalCapped`). */
  total: number;
  totalCapped: boolean;
  page: number;
  limit: number;
  offset: number;
  hasMore: boolean;
  /** Set when `q` as typed found nothing and its corrected spelling did. */
  correctedQuery: string | null;
};

/** Counting every row of a broad listing is a full scan; past this the page says "10,000+". */
const SEARCH_COUNT_CAP = 10_000;

const EXPORT_BATCH_SIZE = 1_000;

// Spec §4 30.44-day months, in seconds for SQL.
const SECONDS_PER_MONTH = DAYS_PER_MONTH * 24 * 60 * 60;

/** The date a channel's numbers describe: its last sync, else when it was added. */
const numbersAsOfSql = sql`coalesce(${youtubeChannels.lastSyncedAt}, ${youtubeChannels.createdAt})`;

/** Same rule as videosPerMonth in domain/upload-rate, counted to the numbers' date (not today), so the filter picks the band the card shows. */
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
  numbersAsOf: sql<Date>`${numbersAsOfSql}`.mapWith(youtubeChannels.createdAt),
  screenshotUrl: youtubeChannels.screenshotUrl,
  thumbnailUrl: youtubeChannels.thumbnailUrl,
  revenuePerVideo: youtubeChannels.revenuePerVideo,
  revenuePerSubscriber: youtubeChannels.revenuePerSubscriber,
  revenuePerMonth: youtubeChannels.revenuePerMonth,
};

/** Written with each snapshot (stored-growth.server.ts); read only by the growth sort and lists. */
const growthListColumns = {
  growthDays: youtubeChannels.growthDays,
  growthChange: youtubeChannels.growthSubscribersChange,
  growthPercent: youtubeChannels.growthPercent30d,
};

type OrderKey = { value: AnyColumn | SQL; descending: boolean };

const orderBy = (keys: OrderKey[], value: (key: OrderKey, index: number) => AnyColumn | SQL = (key) => key.value) =>
  keys.map((key, index) => (key.descending ? sql`${value(key, index)} desc nulls last` : sql`${value(key, index)} asc`));

/** The order of youtube_channels_growth_idx: ranked growth first, then the rest biggest first. */
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
        : {
            days: row.growthDays,
            subscribersChange: toFiniteNumber(row.growthChange),
            percentPer30Days: row.growthPercent ?? null,
          };
  }
  return gateRevenue(item, access, () => ({
    revenuePerVideo: toFiniteNumber(row.revenuePerVideo),
    revenuePerSubscriber: toFiniteNumber(row.revenuePerSubscriber),
    revenuePerMonth: toFiniteNumber(row.revenuePerMonth),
  }));
}

/** Full text over the weighted search_vector; search() retries with corrected spelling, since a misspelt word
 * is exactly what makes full text come back empty. */
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

/** `desc nulls last` is the order of the metric indexes; the id breaks ties so pages never overlap. */
function searchOrder(query: ChannelSearchQuery): OrderKey[] {
  const desc = (value: AnyColumn | SQL): OrderKey => ({ value, descending: true });
  const tieBreak: OrderKey = { value: youtubeChannels.id, descending: false };
  switch (query.sort) {
    case "relevance":
      if (!query.q) return [desc(youtubeChannels.totalSubscribers), tieBreak];
      return [
        desc(sql`ts_rank(${youtubeChannels.searchVector}, websearch_to_tsquery('english', ${query.q}))`),
        desc(youtubeChannels.totalSubscribers),
        tieBreak,
      ];
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
 * With words every match is ranked anyway, so the total is a window count over a materialized CTE: the
 * planner cannot walk a sort's index hoping to stop early, and ids and sort keys stay in memory where
 * whole rows would spill. Without words a separate capped count lets the page stop at `limit` rows.
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
        .from(
          db
            .select({ one: sql`1` })
            .from(youtubeChannels)
            .where(where)
            .limit(countCap + 1)
            .as("capped"),
        )
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
      order by ${sql.join(
        orderBy(keys, (_, index) => key(index)),
        sql`, `,
      )}
      offset ${query.offset} limit ${query.limit}`,
    count: null,
  };
}

export type ChannelSearchServiceOptions = {
  /** Tests lower it. */
  countCap?: number;
};

export function createChannelSearchService(db: Database, options: ChannelSearchServiceOptions = {}) {
  const countCap = options.countCap ?? SEARCH_COUNT_CAP;

  return {
    searchStatements: (query: ChannelSearchQuery) => searchStatements(db, query, countCap),

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
        const [row] = await db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(youtubeChannels)
          .where(and(...searchConditions(db, search)));
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

    /** Same query and revenue gate as the page, so the CSV matches what the member sees. */
    async *searchInBatches(
      query: ChannelSearchQuery,
      access: RevenueAccess,
      maxRows: number,
      batchSize = EXPORT_BATCH_SIZE,
    ): AsyncGenerator<ChannelListItem[]> {
      for (let offset = 0; offset < maxRows; offset += batchSize) {
        const limit = Math.min(batchSize, maxRows - offset);
        const result = await this.search({ ...query, offset, limit, page: Math.floor(offset / batchSize) + 1 }, access);
        if (result.channels.length > 0) yield result.channels;
        if (!result.hasMore || result.channels.length < limit) return;
      }
    },

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
