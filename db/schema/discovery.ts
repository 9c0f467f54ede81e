// Discovery (/admin/discovery): the search queries an admin keeps per niche or channel type,
// and the candidate channels they find, each with the suggestions that help decide it. A
// candidate is keyed by its YouTube channel id, so a channel found again is the same row (a
// rejected one stays rejected: it is never suggested again).
import { sql } from "drizzle-orm";
import { bigint, check, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { TextEvidence } from "#domain/channel-text-match";
import { users } from "#db/schema/auth";
import { channelTypes, niches } from "#db/schema/catalogue";

export const DISCOVERY_SEARCH_KINDS = ["channels", "videos", "both"] as const;
export type DiscoverySearchKind = (typeof DISCOVERY_SEARCH_KINDS)[number];
/** "review": an import held it, its type or niche below the floor (domain/admin/import-review.ts), for an admin to pick. */
export const CANDIDATE_STATUSES = ["pending", "review", "approved", "rejected"] as const;
export type CandidateStatus = (typeof CANDIDATE_STATUSES)[number];
export const FACELESS_VERDICTS = ["likely", "unclear", "unlikely"] as const;
export type FacelessVerdict = (typeof FACELESS_VERDICTS)[number];

/** A phrase that decided a suggestion, where it was found and what it weighed. */
export type SuggestionEvidence = TextEvidence;

/** Why a candidate is in the queue: which query found it, and how (the channel itself, or one of its videos). */
export interface CandidateFinding {
  queryId: string;
  query: string;
  via: "channel" | "video";
  /** The video's title when found through a video. */
  videoTitle?: string;
  at: string;
}

export const discoveryQueries = pgTable(
  "discovery_queries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    query: text("query").notNull(),
    searchKind: text("search_kind", { enum: DISCOVERY_SEARCH_KINDS }).notNull().default("both"),
    /** What the query is meant to find: a channel type, a niche, or both (suggestions lean on them). */
    channelTypeId: text("channel_type_id").references(() => channelTypes.id, { onDelete: "set null", onUpdate: "cascade" }),
    nicheId: uuid("niche_id").references(() => niches.id, { onDelete: "set null" }),
    /** search.list regionCode (ISO 3166-1 alpha-2), or null for everywhere. */
    regionCode: text("region_code"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).defaultNow().notNull(),
    lastRunAt: timestamp("last_run_at", { withTimezone: true }),
    /** Candidates the query has found, over every run (new ones only). */
    candidatesFound: integer("candidates_found").notNull().default(0),
  },
  (t) => [
    check("discovery_queries_query_check", sql`length(${t.query}) between 2 and 100`),
    check("discovery_queries_search_kind_check", sql`${t.searchKind} in ('channels', 'videos', 'both')`),
    check("discovery_queries_region_code_check", sql`${t.regionCode} is null or ${t.regionCode} ~ '^[A-Z]{2}$'`),
    index("discovery_queries_last_run_idx").on(t.lastRunAt.asc().nullsFirst()),
  ],
);

export const discoveryCandidates = pgTable(
  "discovery_candidates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    youtubeChannelId: text("youtube_channel_id").notNull().unique(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    handle: text("handle"),
    thumbnailUrl: text("thumbnail_url"),
    country: text("country"),
    keywords: text("keywords").array().notNull().default(sql`'{}'::text[]`),
    recentTitles: text("recent_titles").array().notNull().default(sql`'{}'::text[]`),
    subscribers: bigint("subscribers", { mode: "number" }),
    views: bigint("views", { mode: "number" }),
    videoCount: integer("video_count"),
    suggestedTypeId: text("suggested_type_id").references(() => channelTypes.id, { onDelete: "set null", onUpdate: "cascade" }),
    typeConfidence: doublePrecision("type_confidence"),
    typeEvidence: jsonb("type_evidence").$type<SuggestionEvidence[]>().notNull().default([]),
    suggestedNicheId: uuid("suggested_niche_id").references(() => niches.id, { onDelete: "set null" }),
    nicheConfidence: doublePrecision("niche_confidence"),
    nicheEvidence: jsonb("niche_evidence").$type<SuggestionEvidence[]>().notNull().default([]),
    suggestedCountry: text("suggested_country"),
    faceless: text("faceless", { enum: FACELESS_VERDICTS }).notNull().default("unclear"),
    facelessEvidence: jsonb("faceless_evidence").$type<SuggestionEvidence[]>().notNull().default([]),
    foundBy: jsonb("found_by").$type<CandidateFinding[]>().notNull().default([]),
    status: text("status", { enum: CANDIDATE_STATUSES }).notNull().default("pending"),
    rejectReason: text("reject_reason"),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    check("discovery_candidates_status_check", sql`${t.status} in ('pending', 'review', 'approved', 'rejected')`),
    check("discovery_candidates_faceless_check", sql`${t.faceless} in ('likely', 'unclear', 'unlikely')`),
    check(
      "discovery_candidates_type_confidence_check",
      sql`${t.typeConfidence} is null or (${t.typeConfidence} >= 0 and ${t.typeConfidence} <= 1)`,
    ),
    check(
      "discovery_candidates_niche_confidence_check",
      sql`${t.nicheConfidence} is null or (${t.nicheConfidence} >= 0 and ${t.nicheConfidence} <= 1)`,
    ),
    check(
      "discovery_candidates_reject_reason_check",
      sql`${t.status} <> 'rejected' or length(${t.rejectReason}) between 1 and 200`,
    ),
    index("discovery_candidates_status_idx").on(t.status, t.subscribers.desc()),
  ],
);
