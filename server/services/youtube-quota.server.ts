// YouTube quota spent per Pacific day, in the database. The client reserves before every request, so a call
// that would go over is refused without reaching Google. Costs and buckets: domain/youtube-quota.ts.
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
  day: string;
  used: number;
  limit: number;
}

interface QuotaBucketUsage {
  bucket: YoutubeQuotaBucket;
  label: string;
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

/** Date arithmetic, so daylight saving can't shift it. */
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

    /** One conditional upsert, so parallel callers (the refresh and an admin import) cannot both slip under the limit. */
    async reserve(bucket: YoutubeQuotaBucket, amount: number, at: Date = new Date()): Promise<QuotaReservation> {
      if (!Number.isInteger(amount) || amount < 1)
        throw new RangeError(`A quota reservation must be a whole number of units, got ${amount}`);
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

    /** Google's own 403 quotaExceeded (the key may be shared): count the bucket full until the Pacific day turns. */
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
