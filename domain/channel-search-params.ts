// The query of a channel search, one schema for the /channel-search page and GET /api/v1/channels.
import { z } from "zod";
import {
  NUMBER_PARAM_LIMITS,
  decimalValue,
  isoDayValue,
  optionalParam,
  parseParamsLeniently,
  wholeNumberValue,
} from "#domain/request-values";
import { isUploadRateBandKey, UPLOAD_RATE_BAND_KEYS, type UploadRateBandKey } from "#domain/upload-rate";
import type { RevenueAccess } from "#domain/revenue-access";
import { CPM_FIELD_REMOVED_ON } from "#domain/ad-rates";

/** Old name of the "rpm" sort: it always sorted by the creator's RPM. */
const DEPRECATED_RPM_SORT = "cpm";
import {
  CHANNEL_SORTS,
  MEMBER_CHANNEL_SORTS,
  SEARCH_PARAM_NAMES,
  SEARCH_MAX_LIMIT,
  SEARCH_MAX_PAGE,
  SEARCH_MAX_QUERY_CHARS,
  SEARCH_PAGE_SIZE,
  type ChannelSearchQuery,
  type ChannelSort,
} from "#domain/channel-search-url";

const MEMBER_FILTER_FIELDS = ["revenuePerVideoMin", "revenuePerVideoMax", "monthlyRevenueMin", "monthlyRevenueMax"] as const;
export const MEMBER_FILTER_PARAMS: readonly string[] = MEMBER_FILTER_FIELDS.map((field) => SEARCH_PARAM_NAMES[field]);

// Fractions, exponents or values past a column's range are a clear 400, never a query PostgreSQL refuses.
const count = (what: string, max: number) => optionalParam(wholeNumberValue(what, { max }));
const amount = (what: string) => optionalParam(decimalValue(what, { max: NUMBER_PARAM_LIMITS.amountMax }));
const day = (what: string) => optionalParam(isoDayValue(what));
const text = (max: number) => optionalParam(z.string().trim().max(max));

export const channelSearchParamsSchema = z.object({
  q: text(SEARCH_MAX_QUERY_CHARS).describe(
    "Words to find in the title, keywords and description (typo-tolerant: when nothing matches, misspelt words are corrected; see correctedQuery)",
  ),
  type: optionalParam(z.string().regex(/^[a-z0-9_]+$/, "type must be a channel type id")).describe("Channel type id"),
  niche: optionalParam(z.string().regex(/^[a-z0-9-]+$/, "niche must be a niche slug")).describe("Niche slug"),
  country: optionalParam(z.string().regex(/^([A-Z]{2}|Other)$/, "country must be a two-letter code or 'Other'")).describe(
    "Country code",
  ),
  subs_min: count("subs_min", NUMBER_PARAM_LIMITS.bigCountMax),
  subs_max: count("subs_max", NUMBER_PARAM_LIMITS.bigCountMax),
  views_min: count("views_min", NUMBER_PARAM_LIMITS.bigCountMax),
  views_max: count("views_max", NUMBER_PARAM_LIMITS.bigCountMax),
  videos_min: count("videos_min", NUMBER_PARAM_LIMITS.integerMax),
  videos_max: count("videos_max", NUMBER_PARAM_LIMITS.integerMax),
  upload_rate: optionalParam(
    z.string().refine(isUploadRateBandKey, `upload_rate must be one of ${UPLOAD_RATE_BAND_KEYS.join(", ")}`),
  ).describe(`Upload-rate band: ${UPLOAD_RATE_BAND_KEYS.join(", ")}`),
  rpm_min: amount("rpm_min").describe("Minimum estimated RPM: what the creator is paid per 1,000 views (USD)"),
  rpm_max: amount("rpm_max").describe("Maximum estimated RPM (USD per 1,000 views)"),
  cpm_min: amount("cpm_min")
    .meta({ deprecated: true })
    .describe(`Deprecated alias of rpm_min (this filter always compared the RPM), removed on ${CPM_FIELD_REMOVED_ON}`),
  cpm_max: amount("cpm_max")
    .meta({ deprecated: true })
    .describe(`Deprecated alias of rpm_max, removed on ${CPM_FIELD_REMOVED_ON}`),
  started_from: day("started_from"),
  started_to: day("started_to"),
  rpv_min: amount("rpv_min").describe("Members only: minimum revenue per video (USD)"),
  rpv_max: amount("rpv_max").describe("Members only: maximum revenue per video (USD)"),
  monthly_min: amount("monthly_min").describe("Members only: minimum estimated monthly revenue (USD)"),
  monthly_max: amount("monthly_max").describe("Members only: maximum estimated monthly revenue (USD)"),
  sort: optionalParam(
    z
      .string()
      .refine(
        (value) => (CHANNEL_SORTS as readonly string[]).includes(value) || value === DEPRECATED_RPM_SORT,
        `sort must be one of ${CHANNEL_SORTS.join(", ")}`,
      )
      .transform((value): ChannelSort => (value === DEPRECATED_RPM_SORT ? "rpm" : (value as ChannelSort))),
  ).describe(
    `One of ${CHANNEL_SORTS.join(", ")} (revenue sorts for members only; "${DEPRECATED_RPM_SORT}" is a deprecated alias of "rpm", accepted until ${CPM_FIELD_REMOVED_ON})`,
  ),
  page: optionalParam(wholeNumberValue("page", { min: 1, max: SEARCH_MAX_PAGE })),
  limit: optionalParam(wholeNumberValue("limit", { min: 1, max: SEARCH_MAX_LIMIT })),
  cursor: optionalParam(z.string().refine((value) => decodeCursor(value) !== null, "cursor is not valid")).describe(
    "nextCursor of the previous page",
  ),
});

export type ChannelSearchParams = z.infer<typeof channelSearchParamsSchema>;

export function encodeCursor(offset: number): string {
  return Buffer.from(`o:${offset}`).toString("base64url");
}

export function decodeCursor(cursor: string): number | null {
  const decoded = /^o:(\d{1,7})$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  return decoded?.[1] ? Number(decoded[1]) : null;
}

/** Members-only fields and sorts are dropped for visitors; `ignored` names them so the API can refuse them. */
export function toChannelSearchQuery(
  params: ChannelSearchParams,
  access: RevenueAccess,
  defaults: { limit?: number } = {},
): { query: ChannelSearchQuery; ignored: string[] } {
  const ignored: string[] = [];
  const member = <T>(name: string, value: T | undefined): T | null => {
    if (value === undefined) return null;
    if (!access.canSeeRevenue) {
      ignored.push(name);
      return null;
    }
    return value;
  };
  let sort: ChannelSort = (params.sort as ChannelSort | undefined) ?? (params.q ? "relevance" : "subscribers");
  if ((MEMBER_CHANNEL_SORTS as readonly string[]).includes(sort) && !access.canSeeRevenue) {
    ignored.push("sort");
    sort = params.q ? "relevance" : "subscribers";
  }
  const limit = params.limit ?? defaults.limit ?? SEARCH_PAGE_SIZE;
  const cursorOffset = params.cursor ? decodeCursor(params.cursor) : null;
  const page = params.page ?? 1;
  const offset = cursorOffset ?? (page - 1) * limit;
  const query: ChannelSearchQuery = {
    q: params.q || null,
    type: params.type ?? null,
    niche: params.niche ?? null,
    country: params.country ?? null,
    subscribersMin: params.subs_min ?? null,
    subscribersMax: params.subs_max ?? null,
    viewsMin: params.views_min ?? null,
    viewsMax: params.views_max ?? null,
    videosMin: params.videos_min ?? null,
    videosMax: params.videos_max ?? null,
    uploadRate: (params.upload_rate as UploadRateBandKey | undefined) ?? null,
    rpmMin: params.rpm_min ?? params.cpm_min ?? null,
    rpmMax: params.rpm_max ?? params.cpm_max ?? null,
    startedFrom: params.started_from ?? null,
    startedTo: params.started_to ?? null,
    revenuePerVideoMin: member("rpv_min", params.rpv_min),
    revenuePerVideoMax: member("rpv_max", params.rpv_max),
    monthlyRevenueMin: member("monthly_min", params.monthly_min),
    monthlyRevenueMax: member("monthly_max", params.monthly_max),
    sort,
    page: cursorOffset !== null ? Math.floor(cursorOffset / limit) + 1 : page,
    limit,
    offset,
  };
  return { query, ignored };
}

export function parseSearchParamsLeniently(searchParams: URLSearchParams): {
  params: ChannelSearchParams;
  invalid: string[];
  messages: string[];
} {
  const { params, invalid, messages } = parseParamsLeniently(channelSearchParamsSchema, searchParams);
  for (const [old, current] of DEPRECATED_PARAM_NAMES) {
    if (params[old] !== undefined && params[current] === undefined) params[current] = params[old];
    delete params[old];
  }
  return { params, invalid, messages };
}

/** Kept for old links and saved searches: the filter always compared the RPM. */
const DEPRECATED_PARAM_NAMES = [
  ["cpm_min", "rpm_min"],
  ["cpm_max", "rpm_max"],
] as const;
