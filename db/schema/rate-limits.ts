// The counters of the one rate limiter (server/rate-limit/), shared by every process on the
// database. The table has the shape rate-limiter-flexible's RateLimiterDrizzle reads and writes:
// one row per key with the points consumed in the current window and when the window ends.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Keys are built from hashes (server/rate-limit/rate-limit-key.ts), so they are short; the check keeps them so. */
export const RATE_LIMIT_KEY_MAX_LENGTH = 200;

export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    points: integer("points").notNull(),
    /** When the current window (or block) ends; rows past it count as empty and are swept. */
    expire: timestamp("expire", { withTimezone: true }),
  },
  (t) => [
    index("rate_limit_counters_expire_idx").on(t.expire),
    check("rate_limit_counters_key_length_check", sql`char_length(${t.key}) <= ${sql.raw(String(RATE_LIMIT_KEY_MAX_LENGTH))}`),
  ],
);
