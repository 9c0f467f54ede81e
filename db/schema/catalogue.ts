// The public catalogue: channel types, niches, channels with their videos and daily
// snapshots, faceless ideas and did-you-know facts. Table and column names follow spec §3.
// "The database decides" (ARCHITECTURE.md): uniqueness, foreign keys, not-null and CHECK
// constraints live here, not only in forms.
import { relations, sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";

import type { ImportSuggestions } from "#domain/admin/import-review";
import { DIFFICULTIES, LEVELS } from "#domain/catalogue-levels";
import { OUTLIER_THRESHOLD } from "#domain/outlier-score";
import type { TemplateReading } from "#domain/template-risk";
import { VIDEO_AGES } from "#domain/video-ages";

/** Where a video's views at an age were read: the free uploads feed, videos.list or videos.batchGetStats. */
export const VIDEO_AGE_SOURCES = ["feed", "videos.list", "videos.batchGetStats"] as const;
export type VideoAgeSource = (typeof VIDEO_AGE_SOURCES)[number];

export type { Difficulty, Level } from "#domain/catalogue-levels";

/** Free-form JSON kept on a channel. Spec §3: "metadata (may hold ui_channel_type, which overrides channel_type)". */
export interface ChannelMetadata {
  ui_channel_type?: string;
  /** The suggestions an import applied, with their confidence and words (domain/admin/import-review.ts). */
  import_suggestions?: ImportSuggestions;
  [key: string]: unknown;
}

const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

const createdAt = () => timestamp("created_at", { withTimezone: true }).defaultNow().notNull();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .defaultNow()
    .$onUpdate(() => new Date())
    .notNull();
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: "number" });
const rpm = (name: string) => numeric(name, { precision: 10, scale: 2, mode: "number" });
// Index order note: drizzle's `.desc()` means DESC NULLS LAST. created_at indexes use plain
// DESC (nulls first, PostgreSQL's default) so they match `orderBy(desc(createdAt))`; nullable
// metric indexes keep NULLS LAST, so list sorts should order `desc nulls last` to use them.
const levelCheck = (name: string, column: unknown) => check(name, sql`${column} in ('low', 'medium', 'high')`);

export const channelTypes = pgTable(
  "channel_types",
  {
    id: text("id").primaryKey(),
    label: text("label").notNull(),
    description: text("description").notNull().default(""),
    production: text("production").notNull().default(""),
    example: text("example").notNull().default(""),
    imageUrl: text("image_url"),
    gradientFrom: text("gradient_from"),
    gradientTo: text("gradient_to"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Spec §5: "Channel type id: only lowercase letters, digits, underscore."
  (t) => [check("channel_types_id_check", sql`${t.id} ~ '^[a-z0-9_]+$'`), index("channel_types_label_idx").on(t.label)],
);

export const niches = pgTable(
  "niches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull().unique(),
    description: text("description").notNull().default(""),
    rpmLow: rpm("rpm_low").notNull(),
    rpmHigh: rpm("rpm_high").notNull(),
    competition: text("competition", { enum: LEVELS }).notNull(),
    demonetizationRisk: text("demonetization_risk", { enum: LEVELS }).notNull(),
    // No FK on array elements in PostgreSQL; services validate ids against channel_types.
    channelTypeIds: text("channel_type_ids").array().notNull().default(sql`'{}'::text[]`),
    category: text("category"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("niches_slug_check", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("niches_rpm_check", sql`${t.rpmLow} >= 0 and ${t.rpmLow} <= ${t.rpmHigh}`),
    levelCheck("niches_competition_check", t.competition),
    levelCheck("niches_demonetization_risk_check", t.demonetizationRisk),
  ],
);

export const youtubeChannels = pgTable(
  "youtube_channels",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    youtubeChannelId: text("youtube_channel_id").unique(),
    handle: text("handle"),
    channelTitle: text("channel_title").notNull(),
    description: text("description"),
    channelUrl: text("channel_url"),
    screenshotUrl: text("screenshot_url"),
    /** The channel's avatar from the YouTube Data API (snippet.thumbnails). */
    thumbnailUrl: text("thumbnail_url"),
    /** contentDetails.relatedPlaylists.uploads: where the refresh reads recent videos. */
    uploadsPlaylistId: text("uploads_playlist_id"),
    /** Spec §3 `niche`: the niche's display name, kept as the spec's field. */
    niche: text("niche"),
    nicheId: uuid("niche_id").references(() => niches.id, { onDelete: "set null" }),
    channelCategory: text("channel_category"),
    channelType: text("channel_type").references(() => channelTypes.id, {
      onUpdate: "cascade",
      onDelete: "restrict",
    }),
    metadata: jsonb("metadata").$type<ChannelMetadata>().notNull().default({}),
    country: text("country"),
    uploadFrequency: text("upload_frequency"),
    keywords: text("keywords").array().notNull().default(sql`'{}'::text[]`),
    totalSubscribers: bigint("total_subscribers", { mode: "number" }),
    totalViews: bigint("total_views", { mode: "number" }),
    videoCount: integer("video_count"),
    /**
     * The channel's RPM (creator's USD per 1,000 views) as lists show and filter it: the revenue
     * model's blended midpoint, rewritten with the revenue columns (db/channel-revenue.ts).
     */
    rpm: rpm("rpm"),
    /** An RPM an admin typed for the channel: the model uses it instead of the niche's band. */
    rpmOverride: rpm("rpm_override"),
    startDate: date("start_date", { mode: "string" }),
    revenuePerMonth: money("revenue_per_month"),
    revenuePerVideo: money("revenue_per_video"),
    // Stored (not computed per request) because the rankings sort on it.
    revenuePerSubscriber: numeric("revenue_per_subscriber", { precision: 14, scale: 4, mode: "number" }),
    // The 30-day growth of the channel's snapshots (growthFigures in domain/channel-growth), kept
    // on the row by whoever writes snapshots (the channel sync, the seed) so the "fastest
    // growing" sort reads an index instead of every channel's history. All null with fewer than
    // two snapshots; the percentage is also null below the ranking floor.
    growthDays: integer("growth_days"),
    growthSubscribersChange: bigint("growth_subscribers_change", { mode: "number" }),
    growthPercent30d: doublePrecision("growth_percent_30d"),
    // The template signals of the channel's recent uploads (domain/template-risk readTemplateSignals),
    // written with its videos (db/template-signals.ts). Null with templateSignalsAt set: too few
    // recent uploads to read; both null: not read yet.
    templateSignals: jsonb("template_signals").$type<TemplateReading>(),
    /** The as-of date of the uploads the signals were read from (the channel's sync), not the clock. */
    templateSignalsAt: timestamp("template_signals_at", { withTimezone: true }),
    isFeatured: boolean("is_featured").default(false).notNull(),
    /** Generated demo rows; the UI labels the catalogue as demo data while any exist. */
    isDemo: boolean("is_demo").default(false).notNull(),
    lastSyncedAt: timestamp("last_synced_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Full-text search over title (A), keywords (B) and description (C), kept by the database.
    // immutable_array_to_string is created in the enable-extensions migration because
    // array_to_string is only STABLE and generated columns need IMMUTABLE functions.
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, coalesce("channel_title", '')), 'A') || setweight(to_tsvector('english'::regconfig, immutable_array_to_string("keywords", ' ')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce("description", '')), 'C')`,
      ),
  },
  (t) => [
    check("youtube_channels_total_subscribers_check", sql`${t.totalSubscribers} >= 0`),
    check("youtube_channels_total_views_check", sql`${t.totalViews} >= 0`),
    check("youtube_channels_video_count_check", sql`${t.videoCount} >= 0`),
    check("youtube_channels_rpm_check", sql`${t.rpm} >= 0`),
    check("youtube_channels_rpm_override_check", sql`${t.rpmOverride} >= 0`),
    check("youtube_channels_revenue_per_month_check", sql`${t.revenuePerMonth} >= 0`),
    check("youtube_channels_revenue_per_video_check", sql`${t.revenuePerVideo} >= 0`),
    check("youtube_channels_revenue_per_subscriber_check", sql`${t.revenuePerSubscriber} >= 0`),
    check("youtube_channels_metadata_check", sql`jsonb_typeof(${t.metadata}) = 'object'`),
    // Spec §3 countries: two-letter codes plus 'Other'.
    check("youtube_channels_country_check", sql`${t.country} ~ '^([A-Z]{2}|Other)$'`),
    check("youtube_channels_slug_check", sql`${t.slug} <> ''`),
    // Spec §7 type filter: "channel_type equals typeId, or channel_type 'other' with
    // metadata ui_channel_type equal typeId" — one index for each side of the OR.
    index("youtube_channels_channel_type_idx").on(t.channelType, t.createdAt.desc().nullsFirst()),
    index("youtube_channels_ui_channel_type_idx")
      .on(sql`(${t.metadata}->>'ui_channel_type')`, t.createdAt.desc().nullsFirst())
      .where(sql`${t.channelType} = 'other'`),
    // A niche's channels by subscribers: the niche page's median and top channels read it alone,
    // and /outliers its channel ids (with a size band) without reading the rows.
    index("youtube_channels_niche_subscribers_idx").on(t.nicheId, t.totalSubscribers.desc(), t.id),
    // Spec §7 related channels: "by niche, excluding current id, newest first".
    index("youtube_channels_niche_idx").on(t.niche, t.createdAt.desc().nullsFirst()),
    index("youtube_channels_country_idx").on(t.country),
    index("youtube_channels_created_at_idx").on(t.createdAt.desc().nullsFirst()),
    // The sitemap's parts: keyset pages of 50,000 in the order channels were added.
    index("youtube_channels_sitemap_idx").on(t.createdAt, t.id),
    index("youtube_channels_featured_idx").on(t.createdAt.desc().nullsFirst()).where(sql`${t.isFeatured}`),
    index("youtube_channels_demo_idx").on(t.id).where(sql`${t.isDemo}`),
    // Spec §9 rankings: "only channels with a positive metric, sorted descending, top 100".
    index("youtube_channels_revenue_per_video_idx").on(t.revenuePerVideo.desc()),
    index("youtube_channels_revenue_per_subscriber_idx").on(t.revenuePerSubscriber.desc()),
    index("youtube_channels_total_subscribers_idx").on(t.totalSubscribers.desc()),
    index("youtube_channels_total_views_idx").on(t.totalViews.desc()),
    // "Fastest growing": the sort's whole order (channels without a figure follow, biggest first).
    index("youtube_channels_growth_idx").on(t.growthPercent30d.desc(), t.totalSubscribers.desc(), t.id),
    // Full text with the country and both sides of the type filter in one GIN index (btree_gin,
    // enabled in migration 0005): the index intersects them itself, instead of ANDing a bitmap
    // of, say, every US channel.
    index("youtube_channels_search_idx").using(
      "gin",
      t.searchVector,
      t.country,
      t.channelType,
      sql`(${t.metadata}->>'ui_channel_type')`,
    ),
    // Typo-tolerant title search (pg_trgm, enabled in the first migration).
    index("youtube_channels_channel_title_trgm_idx").using("gin", t.channelTitle.op("gin_trgm_ops")),
  ],
);

/** A stored channel, every column: the rows services read are Pick<>s of it, never typed again. */
export type ChannelRecord = typeof youtubeChannels.$inferSelect;
/** The columns that name and link a channel (what a save, an import or a sync answers with). */
export type ChannelRef = Pick<ChannelRecord, "id" | "slug" | "channelTitle">;

export const youtubeVideoStats = pgTable(
  "youtube_video_stats",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    videoId: text("video_id").notNull(),
    channelId: uuid("channel_id")
      .notNull()
      .references(() => youtubeChannels.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    thumbnailUrl: text("thumbnail_url"),
    views: bigint("views", { mode: "number" }).notNull().default(0),
    likes: bigint("likes", { mode: "number" }).notNull().default(0),
    comments: bigint("comments", { mode: "number" }).notNull().default(0),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    durationSeconds: integer("duration_seconds"),
    /**
     * Views ÷ the median of the channel's other same-format uploads around it
     * (domain/outlier-score.ts); null when there are too few to compare with. Rewritten for the
     * whole channel whenever its videos are written (server/services/outlier-scores.server.ts).
     */
    outlierScore: doublePrecision("outlier_score"),
    /** The fixed age (days) the score compared views at; null when it compared lifetime views. */
    outlierAgeDays: smallint("outlier_age_days"),
    /** The median views the score was measured against ("usual: 4.1K views"), at that age. */
    outlierUsualViews: doublePrecision("outlier_usual_views"),
    /**
     * Stored from the uploads feed (title, date, views) and still waiting for videos.list's
     * duration, likes and comments: the daily refresh reads them, 50 a call, when units are left.
     */
    detailsPending: boolean("details_pending").default(false).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("youtube_video_stats_channel_video_unique").on(t.channelId, t.videoId),
    // A channel's uploads newest first: the refresh's plan (its newest upload; whether a video is
    // still among the feed's 15) and the channel page's recent videos.
    index("youtube_video_stats_channel_published_idx").on(t.channelId, t.publishedAt.desc()),
    // Videos published in a window: whose fixed-age views are due today (domain/video-ages.ts).
    index("youtube_video_stats_published_idx").on(t.publishedAt),
    index("youtube_video_stats_details_pending_idx").on(t.channelId).where(sql`${t.detailsPending}`),
    index("youtube_video_stats_channel_views_idx").on(t.channelId, t.views.desc().nullsFirst()),
    // /outliers and the niche and type pages: the outliers (score ≥ OUTLIER_THRESHOLD, about 1 video
    // in 40), best first; a page is the first rows that pass the filters. A new threshold needs a
    // migration that rebuilds this index.
    index("youtube_video_stats_outliers_idx")
      .on(t.outlierScore.desc().nullsLast(), t.id)
      .where(sql`${t.outlierScore} >= ${sql.raw(String(OUTLIER_THRESHOLD))}`),
    // …or, with a narrow channel filter (a niche, a type, a country), each matching channel's
    // outliers, with what the list filters and sorts them by: read without the rows, which only
    // the page's own are (a niche's 6,800 channels at 300k: 50 → 16 ms).
    index("youtube_video_stats_channel_outliers_idx")
      .on(t.channelId, t.publishedAt.desc(), t.outlierScore, t.views, t.durationSeconds, t.id)
      .where(sql`${t.outlierScore} >= ${sql.raw(String(OUTLIER_THRESHOLD))}`),
    // "Published within N days" counts back from the newest scored upload: one probe of this.
    // Ascending: max() reads it backwards (desc nulls first); a desc-nulls-last index matches no
    // max(), so the planner walked the whole-table index past every unscored newest upload (4 s
    // at 300k channels × 30 videos, whose 840k newest are too new to score).
    index("youtube_video_stats_scored_published_idx").on(t.publishedAt).where(sql`${t.outlierScore} is not null`),
    check("youtube_video_stats_views_check", sql`${t.views} >= 0`),
    check("youtube_video_stats_likes_check", sql`${t.likes} >= 0`),
    check("youtube_video_stats_comments_check", sql`${t.comments} >= 0`),
    check("youtube_video_stats_duration_check", sql`${t.durationSeconds} >= 0`),
  ],
);

// Partitioned by month on `day` (migration 0012; ADR 025): a year of daily rows at a million
// channels is 365M rows, so each month is a table of its own, indexed on its own, thinned to one
// row per channel once past the daily retention (domain/snapshot-retention.ts) and never
// rewritten in place. drizzle-kit does not know partitions: the columns, key and checks here are
// the parent's, and every partition gets them.
export const channelStatsSnapshots = pgTable(
  "channel_stats_snapshots",
  {
    channelId: uuid("channel_id")
      .notNull()
      .references(() => youtubeChannels.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    subscribers: bigint("subscribers", { mode: "number" }),
    views: bigint("views", { mode: "number" }),
    videoCount: integer("video_count"),
    createdAt: createdAt(),
  },
  (t) => [
    // PRODUCT.md: the refresh job "records daily snapshots" — one row per channel per day. The key
    // is the pages' index too (a channel's history, its latest row); no surrogate id, whose index
    // would be a third of the table's size and serve no page.
    primaryKey({ name: "channel_stats_snapshots_pkey", columns: [t.channelId, t.day] }),
    check("channel_stats_snapshots_subscribers_check", sql`${t.subscribers} >= 0`),
    check("channel_stats_snapshots_views_check", sql`${t.views} >= 0`),
    check("channel_stats_snapshots_video_count_check", sql`${t.videoCount} >= 0`),
  ],
);

/**
 * A video's views at fixed ages (domain/video-ages.ts: 1, 7, 30 and 90 days), so videos are
 * compared at equal age. Written once per age by the daily refresh, from the uploads feed or
 * videos.list (`source`), with the instant it was read.
 */
export const youtubeVideoAgeViews = pgTable(
  "youtube_video_age_views",
  {
    videoRowId: uuid("video_row_id")
      .notNull()
      .references(() => youtubeVideoStats.id, { onDelete: "cascade" }),
    ageDays: smallint("age_days").notNull(),
    views: bigint("views", { mode: "number" }).notNull(),
    /** Null when the source has none (the feed carries no comment count) or the owner hides it. */
    likes: bigint("likes", { mode: "number" }),
    comments: bigint("comments", { mode: "number" }),
    observedAt: timestamp("observed_at", { withTimezone: true }).notNull(),
    source: text("source", { enum: VIDEO_AGE_SOURCES }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.videoRowId, t.ageDays] }),
    check("youtube_video_age_views_age_check", sql`${t.ageDays} in (${sql.raw(VIDEO_AGES.join(", "))})`),
    check(
      "youtube_video_age_views_source_check",
      sql`${t.source} in (${sql.raw(VIDEO_AGE_SOURCES.map((s) => `'${s}'`).join(", "))})`,
    ),
    check("youtube_video_age_views_views_check", sql`${t.views} >= 0`),
  ],
);

/**
 * Every word (two letters or more, not a number) of the channels' titles, keywords and
 * descriptions, for the search's typo pass: a misspelt word is replaced by the nearest one here
 * (pg_trgm distance, GiST index), then the full-text search runs again. Filled by triggers on
 * youtube_channels (migration 0005). Words are added, never removed: one left behind by an
 * edited or deleted channel only makes a correction find nothing.
 */
export const searchWords = pgTable(
  "search_words",
  {
    word: text("word").primaryKey(),
  },
  (t) => [index("search_words_word_trgm_idx").using("gist", t.word.op("gist_trgm_ops"))],
);

/**
 * How channels are counted in channel_counts. A niche's channels are `niche_id` = its id plus
 * `niche_name` = its name (rows without a niche id belong to a niche by name); a type's are
 * `channel_type` = its id plus `other_ui_type` = its id (spec §7 type filter: channel_type 'other'
 * with metadata.ui_channel_type). `all` has the one key ''.
 */
export const CHANNEL_COUNT_KINDS = ["all", "niche_id", "niche_name", "channel_type", "other_ui_type"] as const;

/**
 * Channels per group, kept exact by statement triggers on youtube_channels (migration 0005):
 * counting a million rows for the home page's total or every niche's count costs a scan per
 * request, while the rows change a few times a day. Written in the writer's transaction.
 */
export const channelCounts = pgTable(
  "channel_counts",
  {
    kind: text("kind", { enum: CHANNEL_COUNT_KINDS }).notNull(),
    key: text("key").notNull(),
    channels: bigint("channels", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.key] }),
    check("channel_counts_kind_check", sql`${t.kind} in ('all', 'niche_id', 'niche_name', 'channel_type', 'other_ui_type')`),
  ],
);

export const facelessIdeas = pgTable(
  "faceless_ideas",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    body: text("body").notNull().default(""),
    nicheId: uuid("niche_id").references(() => niches.id, { onDelete: "set null" }),
    channelTypeId: text("channel_type_id").references(() => channelTypes.id, {
      onUpdate: "cascade",
      onDelete: "set null",
    }),
    difficulty: text("difficulty", { enum: DIFFICULTIES }).notNull(),
    startupCost: text("startup_cost", { enum: LEVELS }).notNull(),
    rpmLow: rpm("rpm_low"),
    rpmHigh: rpm("rpm_high"),
    hoursPerVideo: numeric("hours_per_video", { precision: 6, scale: 2, mode: "number" }),
    tools: text("tools").array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("faceless_ideas_slug_check", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("faceless_ideas_difficulty_check", sql`${t.difficulty} in ('beginner', 'intermediate', 'advanced')`),
    levelCheck("faceless_ideas_startup_cost_check", t.startupCost),
    check("faceless_ideas_rpm_check", sql`${t.rpmLow} >= 0 and ${t.rpmLow} <= ${t.rpmHigh}`),
    check("faceless_ideas_hours_per_video_check", sql`${t.hoursPerVideo} >= 0`),
    index("faceless_ideas_niche_id_idx").on(t.nicheId),
    index("faceless_ideas_channel_type_id_idx").on(t.channelTypeId),
  ],
);

/** Example channels of an idea. */
export const facelessIdeaChannels = pgTable(
  "faceless_idea_channels",
  {
    ideaId: uuid("idea_id")
      .notNull()
      .references(() => facelessIdeas.id, { onDelete: "cascade" }),
    channelId: uuid("channel_id")
      .notNull()
      .references(() => youtubeChannels.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.ideaId, t.channelId] }), index("faceless_idea_channels_channel_id_idx").on(t.channelId)],
);

export const didYouKnowFacts = pgTable(
  "did_you_know_facts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    isActive: boolean("is_active").default(true).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Spec §7: "select all ordered by created_at descending; select active … pick one at random".
    index("did_you_know_facts_created_at_idx").on(t.createdAt.desc().nullsFirst()),
    index("did_you_know_facts_active_idx").on(t.id).where(sql`${t.isActive}`),
  ],
);

export const channelTypesRelations = relations(channelTypes, ({ many }) => ({
  channels: many(youtubeChannels),
  ideas: many(facelessIdeas),
}));

export const nichesRelations = relations(niches, ({ many }) => ({
  channels: many(youtubeChannels),
  ideas: many(facelessIdeas),
}));

export const youtubeChannelsRelations = relations(youtubeChannels, ({ one, many }) => ({
  type: one(channelTypes, { fields: [youtubeChannels.channelType], references: [channelTypes.id] }),
  nicheRow: one(niches, { fields: [youtubeChannels.nicheId], references: [niches.id] }),
  videos: many(youtubeVideoStats),
  snapshots: many(channelStatsSnapshots),
  ideaLinks: many(facelessIdeaChannels),
}));

export const youtubeVideoStatsRelations = relations(youtubeVideoStats, ({ one }) => ({
  channel: one(youtubeChannels, { fields: [youtubeVideoStats.channelId], references: [youtubeChannels.id] }),
}));

export const youtubeVideoAgeViewsRelations = relations(youtubeVideoAgeViews, ({ one }) => ({
  video: one(youtubeVideoStats, { fields: [youtubeVideoAgeViews.videoRowId], references: [youtubeVideoStats.id] }),
}));

export const channelStatsSnapshotsRelations = relations(channelStatsSnapshots, ({ one }) => ({
  channel: one(youtubeChannels, { fields: [channelStatsSnapshots.channelId], references: [youtubeChannels.id] }),
}));

export const facelessIdeasRelations = relations(facelessIdeas, ({ one, many }) => ({
  niche: one(niches, { fields: [facelessIdeas.nicheId], references: [niches.id] }),
  channelType: one(channelTypes, { fields: [facelessIdeas.channelTypeId], references: [channelTypes.id] }),
  exampleChannels: many(facelessIdeaChannels),
}));

export const facelessIdeaChannelsRelations = relations(facelessIdeaChannels, ({ one }) => ({
  idea: one(facelessIdeas, { fields: [facelessIdeaChannels.ideaId], references: [facelessIdeas.id] }),
  channel: one(youtubeChannels, { fields: [facelessIdeaChannels.channelId], references: [youtubeChannels.id] }),
}));
