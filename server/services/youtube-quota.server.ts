// YouTube Data API quota spent per Pacific day (YouTube Data API: "Quota accounting per Pacific day
// (10,000 units; search.list has its own allowance) stored in the database and shown on the
// admin dashboard"). The client reserves before every request, so a call that would go over
// today's allowance is refused without reaching Google. What each call costs and which bucket
// it draws on: domain/youtube-quota.ts.
import { and, asc, eq, gte, sql } from "drizzle-orm";
import type { Database } from "#db/database";
import { youtubeQuotaUsage } from "#db/schema/operations";
import { pacificDay } from "#domain/pacific-day";
import { YOUTUBE_QUOTA_BUCKET_LABELS, type YoutubeQuotaBucket } from "#domain/youtube-quota";
import { getEnv } from "#server/env";

export type YoutubeQuotaLimits = Record<YoutubeQuotaBucket, number>;

export function youtubeQuotaLimitsFromEnv(env = getEnv()): YoutubeQuotaLimits {
  return { default: env.YOUTUBE_DAILY_QUOTA_UNITS, search: env.YOUTUBE_SEARCH_DAILY_CALLS };
}

export interface QuotaReservation {
  ok: boolean;
  bucket: YoutubeQuotaBucket;
  /** The Pacific day (YYYY-MM-DD) the units were counted on. */
  day: string;
  /** Spent today, including this reservation when it was granted. */
  used: number;
  limit: number;
}

interface QuotaBucketUsage {
  bucket: YoutubeQuotaBucket;
  label: string;
  /** "units" or "calls". */
  unit: string;
  used: number;
  limit: number;
  remaining: number;
}

export interface QuotaUsage {
  day: string;
  buckets: QuotaBucketUsage[];
}

const BUCKETS: YoutubeQuotaBucket[] = ["default", "search"];

/** "2026-03-08" minus `days` calendar days (date arithmetic, so daylight saving can't shift it). */
function daysBefore(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString().slice(0, 10);
}

export function createYoutubeQuotaService(db: Database, limits: YoutubeQuotaLimits = youtubeQuotaLimitsFromEnv()) {
  async function usedOn(day: string, bucket: YoutubeQuotaBucket): Promise<number> {
    const [row] = await db
      .select({ units: youtubeQuotaUsage.units })
      .from(youtubeQuotaUsage)
      .where(and(eq(youtubeQuotaUsage.day, day), eq(youtubeQuotaUsage.bucket, bucket)));
    return row?.units ?? 0;
  }

  return {
    limits,

    /**
     * Counts `amount` against today's `bucket` if it fits under the limit, and says whether it
     * did. One conditional upsert, so parallel callers (the refresh job and an admin import)
     * cannot both slip under the limit.
     */
    async reserve(bucket: YoutubeQuotaBucket, amount: number, at: Date = new Date()): Promise<QuotaReservation> {
      if (!Number.isInteger(amount) || amount < 1) throw new RangeError(`A quota reservation must be a whole number of units, got ${amount}`);
      const day = pacificDay(at);
      const limit = limits[bucket];
      if (amount > limit) return { ok: false, bucket, day, used: await usedOn(day, bucket), limit };
      const [row] = await db
        .insert(youtubeQuotaUsage)
        .values({ day, bucket, units: amount, updatedAt: at })
        .onConflictDoUpdate({
          target: [youtubeQuotaUsage.day, youtubeQuotaUsage.bucket],
          set: { units: sql`${youtubeQuotaUsage.units} + ${amount}`, updatedAt: at },
          setWhere: sql`${youtubeQuotaUsage.units} + ${amount} <= ${limit}`,
        })
        .returning({ units: youtubeQuotaUsage.units });
      if (row) return { ok: true, bucket, day, used: row.units, limit };
      return { ok: false, bucket, day, used: await usedOn(day, bucket), limit };
    },

    /**
     * Google said the quota is spent (its own 403 quotaExceeded: the key may be shared, or
     * billed differently): count today's bucket as full, so nothing more is sent until the
     * Pacific day turns over.
     */
    async markExhausted(bucket: YoutubeQuotaBucket, at: Date = new Date()): Promise<void> {
      const limit = limits[bucket];
      await db
        .insert(youtubeQuotaUsage)
        .values({ day: pacificDay(at), bucket, units: limit, updatedAt: at })
        .onConflictDoUpdate({
          target: [youtubeQuotaUsage.day, youtubeQuotaUsage.bucket],
          set: { units: sql`greatest(${youtubeQuotaUsage.units}, ${limit})`, updatedAt: at },
        });
    },

    /** Today's use of each bucket, for the admin dashboard. */
    async usage(at: Date = new Date()): Promise<QuotaUsage> {
      const day = pacificDay(at);
      const rows = await db
        .select({ bucket: youtubeQuotaUsage.bucket, units: youtubeQuotaUsage.units })
        .from(youtubeQuotaUsage)
        .where(eq(youtubeQuotaUsage.day, day));
      return {
        day,
        buckets: BUCKETS.map((bucket) => {
          const used = rows.find((r) => r.bucket === bucket)?.units ?? 0;
          const limit = limits[bucket];
          return { bucket, ...YOUTUBE_QUOTA_BUCKET_LABELS[bucket], used, limit, remaining: Math.max(0, limit - used) };
        }),
      };
    },

    /** Use per Pacific day over the last `days` days (today included), oldest first; days with no calls are left out. */
    async history(days = 7, at: Date = new Date()): Promise<{ day: string; bucket: YoutubeQuotaBucket; units: number }[]> {
      const since = daysBefore(pacificDay(at), Math.max(0, days - 1));
      return db
        .select({ day: youtubeQuotaUsage.day, bucket: youtubeQuotaUsage.bucket, units: youtubeQuotaUsage.units })
        .from(youtubeQuotaUsage)
        .where(gte(youtubeQuotaUsage.day, since))
        .orderBy(asc(youtubeQuotaUsage.day), asc(youtubeQuotaUsage.bucket));
    },
  };
}
