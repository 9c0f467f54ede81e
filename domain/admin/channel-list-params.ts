// The admin channel list's URL state, read leniently so a hand-edited address still shows a list.
import { isUuid } from "#domain/channel-slug";
import { isCountryCode, type CountryCode } from "#domain/countries";
import { CHANNEL_TYPE_ID_PATTERN } from "#domain/validation";

export const ADMIN_CHANNEL_PAGE_SIZE = 25;
/** A hand-made post can't ask for everything. */
export const ADMIN_CHANNEL_BULK_LIMIT = 100;
export const ADMIN_CHANNEL_QUERY_MAX = 100;

export const ADMIN_CHANNEL_SORTS = [
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
  { value: "updated", label: "Recently updated" },
  { value: "title", label: "Title (A–Z)" },
  { value: "subscribers", label: "Most subscribers" },
  { value: "views", label: "Most views" },
  { value: "videos", label: "Most videos" },
] as const;

export type AdminChannelSort = (typeof ADMIN_CHANNEL_SORTS)[number]["value"];
export const DEFAULT_ADMIN_CHANNEL_SORT: AdminChannelSort = "newest";

type YesNo = "yes" | "no";

export interface AdminChannelListParams {
  query: string;
  type: string | null;
  nicheId: string | null;
  country: CountryCode | null;
  featured: YesNo | null;
  demo: YesNo | null;
  sort: AdminChannelSort;
  page: number;
}

function isSort(value: unknown): value is AdminChannelSort {
  return ADMIN_CHANNEL_SORTS.some((sort) => sort.value === value);
}

function yesNo(value: string | null): YesNo | null {
  return value === "yes" || value === "no" ? value : null;
}

export function parseAdminChannelListParams(search: URLSearchParams): AdminChannelListParams {
  const type = search.get("type")?.trim() ?? "";
  const niche = search.get("niche")?.trim() ?? "";
  const country = search.get("country")?.trim() ?? "";
  const sort = search.get("sort");
  const page = Number.parseInt(search.get("page") ?? "", 10);
  return {
    query: (search.get("q") ?? "").trim().slice(0, ADMIN_CHANNEL_QUERY_MAX),
    type: CHANNEL_TYPE_ID_PATTERN.test(type) ? type : null,
    nicheId: isUuid(niche) ? niche.toLowerCase() : null,
    country: isCountryCode(country) ? country : null,
    featured: yesNo(search.get("featured")),
    demo: yesNo(search.get("demo")),
    sort: isSort(sort) ? sort : DEFAULT_ADMIN_CHANNEL_SORT,
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 100_000) : 1,
  };
}

export function adminChannelListSearch(params: AdminChannelListParams, changes: Partial<AdminChannelListParams> = {}): string {
  const next = { ...params, ...changes };
  const search = new URLSearchParams();
  if (next.query) search.set("q", next.query);
  if (next.type) search.set("type", next.type);
  if (next.nicheId) search.set("niche", next.nicheId);
  if (next.country) search.set("country", next.country);
  if (next.featured) search.set("featured", next.featured);
  if (next.demo) search.set("demo", next.demo);
  if (next.sort !== DEFAULT_ADMIN_CHANNEL_SORT) search.set("sort", next.sort);
  if (next.page > 1) search.set("page", String(next.page));
  const text = search.toString();
  return text ? `?${text}` : "";
}

export function hasAdminChannelFilters(params: AdminChannelListParams): boolean {
  return Boolean(params.query || params.type || params.nicheId || params.country || params.featured || params.demo);
}
