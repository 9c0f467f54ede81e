// What a member keeps: the channels, niches and types they follow, their saved searches, their
// e-mail digest choice, the digests already sent and their personal API tokens. Every row belongs to one user and goes
// with them (on delete cascade): deleting an account leaves nothing of theirs behind.
import { relations, sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";

import { users } from "#db/schema/auth";
import { API_TOKEN_NAME_MAX } from "#domain/api-token";
import { channelTypes, niches, youtubeChannels } from "#db/schema/catalogue";

const createdAt = () => timestamp("created_at", { withTimezone: true }).defaultNow().notNull();
const userId = () =>
  text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/**
 * One followed thing per row: a channel, a niche or a channel type. Three nullable foreign
 * keys (exactly one set) instead of a "kind + id" pair, so the database keeps every follow
 * pointing at something that exists and drops it when that thing is deleted.
 */
export const follows = pgTable(
  "follows",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userId(),
    channelId: uuid("channel_id").references(() => youtubeChannels.id, { onDelete: "cascade" }),
    nicheId: uuid("niche_id").references(() => niches.id, { onDelete: "cascade" }),
    channelTypeId: text("channel_type_id").references(() => channelTypes.id, {
      onDelete: "cascade",
      onUpdate: "cascade",
    }),
    createdAt: createdAt(),
  },
  (t) => [
    check("follows_one_target_check", sql`num_nonnulls(${t.channelId}, ${t.nicheId}, ${t.channelTypeId}) = 1`),
    // NULLs are distinct in a unique constraint, so each pair only constrains its own kind.
    unique("follows_user_channel_unique").on(t.userId, t.channelId),
    unique("follows_user_niche_unique").on(t.userId, t.nicheId),
    unique("follows_user_channel_type_unique").on(t.userId, t.channelTypeId),
    // The digest's "new outliers in followed niches" and a page's "N members follow" read by target.
    index("follows_channel_idx").on(t.channelId).where(sql`${t.channelId} is not null`),
    index("follows_niche_idx").on(t.nicheId).where(sql`${t.nicheId} is not null`),
  ],
);

/**
 * When a member last looked at /watchlist: the page shows what changed since `seenAt`, the
 * start of the previous visit, so reloading the page does not wipe the changes just shown.
 */
export const watchlistVisits = pgTable("watchlist_visits", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  seenAt: timestamp("seen_at", { withTimezone: true }).notNull(),
  lastVisitedAt: timestamp("last_visited_at", { withTimezone: true }).notNull(),
});

/** A named /channel-search state; `query` is its canonical query string (without "?"). */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userId(),
    name: text("name").notNull(),
    query: text("query").notNull(),
    createdAt: createdAt(),
    lastRunAt: timestamp("last_run_at", { withTimezone: true }),
  },
  (t) => [
    unique("saved_searches_user_name_unique").on(t.userId, t.name),
    check("saved_searches_name_check", sql`length(${t.name}) between 1 and 80`),
    index("saved_searches_user_idx").on(t.userId, t.createdAt.desc()),
  ],
);

/** The e-mail digest a member chose: off (the default, no row needed), daily or weekly. */
export const digestSettings = pgTable(
  "digest_settings",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    frequency: text("frequency", { enum: ["off", "daily", "weekly"] })
      .notNull()
      .default("off"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    check("digest_settings_frequency_check", sql`${t.frequency} in ('off', 'daily', 'weekly')`),
    index("digest_settings_frequency_idx").on(t.frequency).where(sql`${t.frequency} <> 'off'`),
  ],
);

/**
 * One row per member per digest period ("daily:2026-11-24", "weekly:2026-W48"). The unique
 * key is what makes a digest go out once per period across restarts and processes: a sender
 * claims the period by inserting the row before it sends.
 */
export const digestDeliveries = pgTable(
  "digest_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userId(),
    period: text("period").notNull(),
    /** The window the digest covered: changes after `coversFrom`, up to `createdAt`. */
    coversFrom: timestamp("covers_from", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    error: text("error"),
    /** Sends tried: the claim is the first; a failed send is retried by later runs up to a bound. */
    attempts: integer("attempts").notNull().default(1),
  },
  (t) => [
    unique("digest_deliveries_user_period_unique").on(t.userId, t.period),
    check("digest_deliveries_attempts_check", sql`${t.attempts} >= 1`),
    index("digest_deliveries_user_idx").on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * A member's personal API tokens. Only a SHA-256 hash of the secret is kept (the secret is 32 random bytes, so a
 * slow hash would add nothing) with its first characters to tell tokens apart; revoking deletes the row, and
 * deleting the account deletes them all. `lastUsedAt` is written at most once a minute (domain/api-token.ts).
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userId(),
    name: text("name").notNull(),
    /** hex SHA-256 of the whole token; the API finds a token by it. */
    tokenHash: text("token_hash").notNull(),
    /** "fat_" and six characters: shown in the list, never enough to use. */
    start: text("start").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [
    unique("api_tokens_token_hash_unique").on(t.tokenHash),
    // Revoking goes by name in the list: two tokens of one name could not be told apart.
    unique("api_tokens_user_name_unique").on(t.userId, t.name),
    index("api_tokens_user_idx").on(t.userId, t.createdAt.desc()),
    check("api_tokens_name_check", sql`char_length(${t.name}) between 1 and ${sql.raw(String(API_TOKEN_NAME_MAX))}`),
  ],
);

export const followsRelations = relations(follows, ({ one }) => ({
  user: one(users, { fields: [follows.userId], references: [users.id] }),
  channel: one(youtubeChannels, { fields: [follows.channelId], references: [youtubeChannels.id] }),
  niche: one(niches, { fields: [follows.nicheId], references: [niches.id] }),
  channelType: one(channelTypes, { fields: [follows.channelTypeId], references: [channelTypes.id] }),
}));

export const savedSearchesRelations = relations(savedSearches, ({ one }) => ({
  user: one(users, { fields: [savedSearches.userId], references: [users.id] }),
}));
