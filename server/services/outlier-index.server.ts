// The catalogue's outliers, best first, with what /outliers filters them by, kept in memory
// between catalogue changes: a filtered page is a scan of a few arrays. In the database, a filter
// on the channel (a type, a size) walked thousands of outliers and looked up each one's channel:
// 50–70 ms for a type's month at 300k channels × 30 videos; here a whole search takes about 2 ms.
import { sql } from "drizzle-orm";
import { type ChannelTypeFields, matchesChannelType } from "#domain/channel-type-ids";
import { OUTLIER_THRESHOLD } from "#domain/outlier-score";
import { type OutlierSearchQuery } from "#domain/outlier-search-params";
import { CHANNEL_SIZE_BANDS } from "#domain/outlier-filters";
import { SHORTS_MAX_SECONDS } from "#domain/video-format";
import type { Database } from "#db/database";
import { executeRows } from "#db/execute-rows";
import { channelsWithGroups } from "#server/services/catalogue-insights.server";
import { catalogueMemo } from "#server/services/catalogue-memo.server";

const DAY_MS = 86_400_000;
const UUID_BYTES = 16;
/** A text column's value as a code: niche ids, types and countries repeat across outliers. */
const NO_CODE = -1;

/** One entry per outlier (score ≥ OUTLIER_THRESHOLD), in the list's order: score descending, then id. */
export interface OutlierIndex {
  count: number;
  /** Row ids, 16 bytes each (a string each would be most of the index). */
  ids: Uint8Array;
  /** Milliseconds; NaN when unknown. */
  publishedAt: Float64Array;
  views: Float64Array;
  /** NaN when unknown. */
  durationSeconds: Float64Array;
  /** The channel's niche, as the niche figures group channels (channelsWithGroups); a code into `codes`. */
  niche: Int32Array;
  /** The channel's stored and shown type, an index into `typeFields`: the type filter's rule reads both. */
  types: Int32Array;
  /** Each pair of stored and shown type among the outliers' channels, once. */
  typeFields: ChannelTypeFields[];
  /** A code into `codes`. */
  country: Int32Array;
  /** NaN when unknown. */
  subscribers: Float64Array;
  /** The channel's start date in milliseconds; NaN when unknown. */
  startedAt: Float64Array;
  codes: Map<string, number>;
}

type IndexRow = {
  id: string;
  published_at: string | Date | null;
  views: string | number;
  duration_seconds: number | null;
  niche_id: string | null;
  channel_type: string | null;
  ui_channel_type: string | null;
  country: string | null;
  total_subscribers: string | number | null;
  start_date: string | null;
};

const orNaN = (value: string | number | null) => (value === null ? Number.NaN : Number(value));

async function measureOutlierIndex(db: Database): Promise<OutlierIndex> {
  const rows = await executeRows<IndexRow>(
    db,
    sql`select v.id::text as id, v.published_at, v.views, v.duration_seconds, g.niche_id::text as niche_id,
          c.channel_type, c.metadata->>'ui_channel_type' as ui_channel_type, c.country, g.total_subscribers, g.start_date::text as start_date
        from youtube_video_stats v
          join youtube_channels c on c.id = v.channel_id
          join (${channelsWithGroups}) g on g.id = v.channel_id
        where v.outlier_score >= ${sql.raw(String(OUTLIER_THRESHOLD))}
        order by v.outlier_score desc nulls last, v.id`,
  );
  const count = rows.length;
  const codes = new Map<string, number>();
  const code = (value: string | null) => {
    if (value === null) return NO_CODE;
    let known = codes.get(value);
    if (known === undefined) codes.set(value, (known = codes.size));
    return known;
  };
  const index: OutlierIndex = {
    count,
    ids: new Uint8Array(count * UUID_BYTES),
    publishedAt: new Float64Array(count),
    views: new Float64Array(count),
    durationSeconds: new Float64Array(count),
    niche: new Int32Array(count),
    types: new Int32Array(count),
    typeFields: [],
    country: new Int32Array(count),
    subscribers: new Float64Array(count),
    startedAt: new Float64Array(count),
    codes,
  };
  const typeCodes = new Map<string, number>();
  const typesOf = (row: IndexRow) => {
    const key = `${row.channel_type}\u0000${row.ui_channel_type}`;
    let known = typeCodes.get(key);
    if (known === undefined) {
      typeCodes.set(key, (known = index.typeFields.length));
      index.typeFields.push({ channelType: row.channel_type, metadata: { ui_channel_type: row.ui_channel_type } });
    }
    return known;
  };
  rows.forEach((row, i) => {
    index.ids.set(Buffer.from(row.id.replaceAll("-", ""), "hex"), i * UUID_BYTES);
    index.publishedAt[i] = row.published_at === null ? Number.NaN : new Date(row.published_at).getTime();
    index.views[i] = Number(row.views);
    index.durationSeconds[i] = orNaN(row.duration_seconds);
    index.niche[i] = code(row.niche_id);
    index.types[i] = typesOf(row);
    index.country[i] = code(row.country);
    index.subscribers[i] = orNaN(row.total_subscribers);
    index.startedAt[i] = row.start_date === null ? Number.NaN : Date.parse(row.start_date);
  });
  return index;
}

/**
 * Kept between catalogue changes and rebuilt in the background after one, the old index answering
 * meanwhile (about a second at 300k channels): a page read by its ids shows each row as it is now.
 */
export const outlierIndexMemo = catalogueMemo(measureOutlierIndex, { serveOldWhileRecomputing: true });

function idAt(index: OutlierIndex, i: number): string {
  const hex = Buffer.from(index.ids.buffer, index.ids.byteOffset + i * UUID_BYTES, UUID_BYTES).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The filters a page asks for, resolved against the index (a value it has never seen matches nothing). */
type Filters = Pick<
  OutlierSearchQuery,
  "type" | "country" | "size" | "within" | "format" | "viewsMin" | "channelAgeMonthsMax" | "viewsPerSubscriberMin"
> & { nicheId: string | null };

function matcher(index: OutlierIndex, filters: Filters, newest: Date): ((i: number) => boolean) | null {
  const codeOf = (value: string | null) => (value === null ? null : (index.codes.get(value) ?? NO_CODE));
  const niche = codeOf(filters.nicheId);
  const country = codeOf(filters.country);
  if (niche === NO_CODE || country === NO_CODE) return null;
  const { type } = filters;
  const typeMatches = type === null ? null : index.typeFields.map((fields) => matchesChannelType(fields, type));
  const band = CHANNEL_SIZE_BANDS.find((entry) => entry.key === filters.size);
  const publishedFrom = filters.within === null ? null : newest.getTime() - filters.within * DAY_MS;
  let startedFrom: number | null = null;
  if (filters.channelAgeMonthsMax !== null) {
    const started = new Date(newest);
    started.setUTCMonth(started.getUTCMonth() - filters.channelAgeMonthsMax);
    startedFrom = Date.parse(started.toISOString().slice(0, 10));
  }
  const { viewsMin, viewsPerSubscriberMin, format } = filters;
  // NaN fails every comparison, as null does in SQL.
  return (i) =>
    (niche === null || index.niche[i] === niche) &&
    (typeMatches === null || typeMatches[index.types[i]!] === true) &&
    (country === null || index.country[i] === country) &&
    (band?.min == null || index.subscribers[i]! >= band.min) &&
    (band?.maxExclusive == null || index.subscribers[i]! < band.maxExclusive) &&
    (startedFrom === null || index.startedAt[i]! >= startedFrom) &&
    (publishedFrom === null || index.publishedAt[i]! >= publishedFrom) &&
    (format !== "short" || index.durationSeconds[i]! <= SHORTS_MAX_SECONDS) &&
    (format !== "long" || index.durationSeconds[i]! > SHORTS_MAX_SECONDS) &&
    (viewsMin === null || index.views[i]! >= viewsMin) &&
    (viewsPerSubscriberMin === null ||
      (index.subscribers[i]! > 0 && index.views[i]! >= viewsPerSubscriberMin * index.subscribers[i]!));
}

/** The ids of a page of outliers that pass the filters, best first, and whether more pass after it. */
export function outlierPage(
  index: OutlierIndex,
  filters: Filters,
  page: { offset: number; limit: number; newest: Date },
): { ids: string[]; hasMore: boolean } {
  const matches = matcher(index, filters, page.newest);
  const ids: string[] = [];
  if (!matches) return { ids, hasMore: false };
  let skipped = 0;
  for (let i = 0; i < index.count; i++) {
    if (!matches(i)) continue;
    if (skipped < page.offset) {
      skipped++;
      continue;
    }
    if (ids.length === page.limit) return { ids, hasMore: true };
    ids.push(idAt(index, i));
  }
  return { ids, hasMore: false };
}
