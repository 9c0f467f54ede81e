// Discovery: the admin's queries, the candidate queue's filters and decisions, and the search allowance a run spends.
import { z } from "zod";
import { isChannelTypeId } from "#domain/channel-type-ids";

const DISCOVERY_PATH = "/admin/discovery";

export const DISCOVERY_LIMITS = {
  maxQueries: 100,
  queryMinChars: 2,
  queryMaxChars: 100,
  rejectReasonMaxChars: 200,
  /** A call costs the same whatever it returns, so ask for a full page (at most 50). */
  resultsPerSearch: 50,
  /** A scheduled run leaves the rest of the day's search allowance to the admin. */
  searchCallsPerRun: 20,
  recentTitles: 10,
  maxApprove: 500,
  candidatesPerPage: 50,
} as const;

export const SEARCH_KIND_LABELS = {
  channels: "Channels",
  videos: "Videos (their channels)",
  both: "Channels and videos",
} as const;
export type SearchKind = keyof typeof SEARCH_KIND_LABELS;

export function searchCallsOf(kind: SearchKind): number {
  return kind === "both" ? 2 : 1;
}

export const DISCOVERY_MESSAGES = {
  queryLength: `A query is ${DISCOVERY_LIMITS.queryMinChars} to ${DISCOVERY_LIMITS.queryMaxChars} characters.`,
  tooManyQueries: `You can keep at most ${DISCOVERY_LIMITS.maxQueries} queries. Delete one you no longer need first.`,
  duplicateQuery: "That query is already in the list.",
  unknownType: "Choose a channel type from the list.",
  unknownNiche: "Choose a niche from the list.",
  badRegion: "A region is a two-letter country code, like US or GB.",
  rejectReason: `Say why in 1 to ${DISCOVERY_LIMITS.rejectReasonMaxChars} characters: it is kept, and the channel is never suggested again.`,
  noneSelected: "Select at least one candidate.",
  tooManySelected: `Approve at most ${DISCOVERY_LIMITS.maxApprove} candidates at a time.`,
  notConfigured: "Discovery searches YouTube: set YOUTUBE_API_KEY on the server and restart it.",
  alreadyRunning: "Discovery is already running: showing its progress.",
  noQueries: "Add a query first: discovery searches YouTube for each of them.",
} as const;

const trimmed = z.string().transform((value) => value.replace(/\s+/g, " ").trim());
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

export const newQuerySchema = z.object({
  query: trimmed.pipe(
    z
      .string()
      .min(DISCOVERY_LIMITS.queryMinChars, DISCOVERY_MESSAGES.queryLength)
      .max(DISCOVERY_LIMITS.queryMaxChars, DISCOVERY_MESSAGES.queryLength),
  ),
  searchKind: z
    .enum(["channels", "videos", "both"], { error: "Choose what to search: channels, videos or both." })
    .default("both"),
  channelTypeId: z.preprocess(blankToUndefined, z.string().refine(isChannelTypeId, DISCOVERY_MESSAGES.unknownType).optional()),
  nicheId: z.preprocess(blankToUndefined, z.uuid(DISCOVERY_MESSAGES.unknownNiche).optional()),
  regionCode: z.preprocess(
    (value) => (typeof value === "string" ? (value.trim() === "" ? undefined : value.trim().toUpperCase()) : value),
    z
      .string()
      .regex(/^[A-Z]{2}$/, DISCOVERY_MESSAGES.badRegion)
      .optional(),
  ),
});
export type NewDiscoveryQuery = z.infer<typeof newQuerySchema>;

const rejectSchema = z.object({
  reason: trimmed.pipe(
    z
      .string()
      .min(1, DISCOVERY_MESSAGES.rejectReason)
      .max(DISCOVERY_LIMITS.rejectReasonMaxChars, DISCOVERY_MESSAGES.rejectReason),
  ),
});

const candidateIdsSchema = z
  .array(z.uuid("That candidate does not exist."))
  .min(1, DISCOVERY_MESSAGES.noneSelected)
  .max(DISCOVERY_LIMITS.maxApprove, DISCOVERY_MESSAGES.tooManySelected)
  .transform((ids) => [...new Set(ids)]);

export const CANDIDATE_STATUS_FILTERS = ["pending", "approved", "rejected"] as const;

export const candidateFiltersSchema = z.object({
  status: z.preprocess(
    blankToUndefined,
    z.enum(CANDIDATE_STATUS_FILTERS, { error: "status must be pending, approved or rejected" }).default("pending"),
  ),
  minSubscribers: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: "minSubscribers must be a whole number" })
      .int("minSubscribers must be a whole number")
      .min(0, "minSubscribers must be 0 or more")
      .max(10_000_000_000, "minSubscribers is too large")
      .optional(),
  ),
  country: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[A-Z]{2}$/, "country must be a two-letter code")
      .optional(),
  ),
  type: z.preprocess(blankToUndefined, z.string().refine(isChannelTypeId, "type must be a channel type id").optional()),
  confidence: z.preprocess(
    blankToUndefined,
    z.enum(["high", "medium", "low"], { error: "confidence must be high, medium or low" }).optional(),
  ),
  faceless: z.preprocess(
    blankToUndefined,
    z.enum(["likely", "unclear", "unlikely"], { error: "faceless must be likely, unclear or unlikely" }).optional(),
  ),
  page: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: "page must be a whole number" })
      .int("page must be a whole number")
      .min(1, "page must be 1 or more")
      .max(1000, "page must be at most 1000")
      .default(1),
  ),
});
export type CandidateFilters = z.infer<typeof candidateFiltersSchema>;

export const discoveryActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("add-query") }).extend(newQuerySchema.shape),
    z.object({ intent: z.literal("delete-query"), id: z.uuid("That query does not exist.") }),
    z.object({ intent: z.literal("run") }),
    z.object({ intent: z.literal("approve"), ids: candidateIdsSchema }),
    z.object({ intent: z.literal("reject"), ids: candidateIdsSchema }).extend(rejectSchema.shape),
  ],
  { error: "That action is not available here." },
);

export function discoveryHref(filters: Partial<CandidateFilters>): string {
  const params = new URLSearchParams();
  if (filters.status && filters.status !== "pending") params.set("status", filters.status);
  if (filters.minSubscribers !== undefined) params.set("minSubscribers", String(filters.minSubscribers));
  if (filters.country) params.set("country", filters.country);
  if (filters.type) params.set("type", filters.type);
  if (filters.confidence) params.set("confidence", filters.confidence);
  if (filters.faceless) params.set("faceless", filters.faceless);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return `${DISCOVERY_PATH}${query ? `?${query}` : ""}`;
}
