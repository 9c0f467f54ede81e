// A saved /channel-search state: name rules, per-member limit, canonical stored query and its words.
import { z } from "zod";
import { channelSearchParamsSchema } from "#domain/channel-search-params";
import { firstIssueMessage } from "#domain/request-values";
import { CHANNEL_SORT_LABELS, type ChannelSort } from "#domain/channel-search-url";
import { countryName } from "#domain/countries";
import { formatCompact, formatCurrency } from "#domain/format";
import { UPLOAD_RATE_BANDS } from "#domain/upload-rate";

export const SAVED_SEARCH_LIMIT = 50;
export const SAVED_SEARCH_LIMIT_MESSAGE = `You can keep at most ${SAVED_SEARCH_LIMIT} saved searches. Delete one first.`;
const SAVED_SEARCH_NAME_MAX = 80;

export const savedSearchNameSchema = z
  .string({ error: "Give the search a name" })
  .trim()
  .min(1, "Give the search a name")
  .max(SAVED_SEARCH_NAME_MAX, `The name can be at most ${SAVED_SEARCH_NAME_MAX} characters`);

export function duplicateSavedSearchNameMessage(name: string): string {
  return `You already have a saved search named “${name}”.`;
}

export const SAVED_SEARCH_NOT_FOUND_MESSAGE = "That saved search does not exist (it may have been deleted).";

const POSITION_FIELDS = new Set(["page", "limit", "cursor"]);
const FIELD_ORDER = Object.keys(channelSearchParamsSchema.shape).filter((key) => !POSITION_FIELDS.has(key));

export type CanonicalQueryResult = { ok: true; query: string } | { ok: false; message: string };

/** Strict (a bad value is refused, not dropped as the page does) and ordered, so the same search is always the same text. */
export function canonicalSavedSearchQuery(input: URLSearchParams | string): CanonicalQueryResult {
  const params = typeof input === "string" ? new URLSearchParams(input.startsWith("?") ? input.slice(1) : input) : input;
  const raw: Record<string, string> = {};
  for (const key of FIELD_ORDER) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  const parsed = channelSearchParamsSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, message: firstIssueMessage(parsed.error) };
  const values = parsed.data as Record<string, unknown>;
  const defaultSort = values.q ? "relevance" : "subscribers";
  const out = new URLSearchParams();
  for (const key of FIELD_ORDER) {
    const value = values[key];
    if (value === undefined || value === null || value === "") continue;
    if (key === "sort" && value === defaultSort) continue;
    out.set(key, String(value));
  }
  return { ok: true, query: out.toString() };
}

export type SearchLabels = { types: Record<string, string>; niches: Record<string, string> };

const range = (what: string, min: string | null, max: string | null, format: (value: number) => string): string | null => {
  if (min === null && max === null) return null;
  const low = min === null ? null : format(Number(min));
  const high = max === null ? null : format(Number(max));
  if (low !== null && high !== null) return `${what} ${low}–${high}`;
  return low !== null ? `${what} ≥ ${low}` : `${what} ≤ ${high}`;
};

/** Reads leniently: an unknown value is shown as it is rather than hidden. */
export function describeSavedSearch(query: string, labels: SearchLabels): string[] {
  const params = new URLSearchParams(query);
  const get = (key: string) => {
    const value = params.get(key);
    return value === null || value.trim() === "" ? null : value;
  };
  const phrases: (string | null)[] = [];
  const q = get("q");
  if (q) phrases.push(`“${q}”`);
  const type = get("type");
  if (type) phrases.push(`Type: ${labels.types[type] ?? type}`);
  const niche = get("niche");
  if (niche) phrases.push(`Niche: ${labels.niches[niche] ?? niche}`);
  const country = get("country");
  if (country) phrases.push(`Country: ${country === "Other" ? "Other" : countryName(country)}`);
  phrases.push(range("Subscribers", get("subs_min"), get("subs_max"), formatCompact));
  phrases.push(range("Views", get("views_min"), get("views_max"), formatCompact));
  phrases.push(range("Videos", get("videos_min"), get("videos_max"), formatCompact));
  const band = get("upload_rate");
  if (band) phrases.push(`Uploads: ${UPLOAD_RATE_BANDS.find((b) => b.key === band)?.label ?? band}`);
  // Searches saved before the rename use cpm_min/cpm_max, which also held the RPM.
  phrases.push(range("RPM", get("rpm_min") ?? get("cpm_min"), get("rpm_max") ?? get("cpm_max"), formatCurrency));
  const from = get("started_from");
  const to = get("started_to");
  if (from || to)
    phrases.push(from && to ? `Started ${from} to ${to}` : from ? `Started on or after ${from}` : `Started on or before ${to}`);
  phrases.push(range("Revenue per video", get("rpv_min"), get("rpv_max"), formatCurrency));
  phrases.push(range("Monthly revenue", get("monthly_min"), get("monthly_max"), formatCurrency));
  const sort = get("sort");
  if (sort) phrases.push(`Sorted by ${(CHANNEL_SORT_LABELS as Record<string, string>)[sort as ChannelSort] ?? sort}`);
  const words = phrases.filter((phrase): phrase is string => phrase !== null);
  return words.length > 0 ? words : ["All channels"];
}
