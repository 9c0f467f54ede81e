// The one rate limiter, on the rate_limit_counters table so every process shares the counts (PGlite and
// PostgreSQL alike); each rule is a fixed window counted by one atomic upsert.
import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import type { Database } from "#db/database";
import { rateLimitCounters } from "#db/schema/rate-limits";
import { RATE_LIMITS, type RateLimitName } from "#server/rate-limit/limits";
import { rateLimitKey } from "#server/rate-limit/rate-limit-key";

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  consume(name: RateLimitName, parts: readonly string[]): Promise<RateLimitDecision>;
  /** A success clears a run of failures. */
  reset(name: RateLimitName, parts: readonly string[]): Promise<void>;
  /** For the rule's whole duration from now. */
  remember(name: RateLimitName, parts: readonly string[]): Promise<void>;
  has(name: RateLimitName, parts: readonly string[]): Promise<boolean>;
}

function createLimiter(db: Database, name: RateLimitName, sweep: boolean): RateLimiterDrizzle {
  const rule: { points: number; durationSeconds: number; blockSeconds?: number } = RATE_LIMITS[name];
  return new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimitCounters,
    keyPrefix: name,
    points: rule.points,
    duration: rule.durationSeconds,
    blockDuration: rule.blockSeconds ?? 0,
    // One limiter sweeps expired rows for all.
    clearExpiredByTimeout: sweep,
  });
}

export function createRateLimiter(db: Database): RateLimiter {
  const limiters = new Map<RateLimitName, RateLimiterDrizzle>();
  const limiter = (name: RateLimitName) => {
    let found = limiters.get(name);
    if (!found) {
      found = createLimiter(db, name, limiters.size === 0);
      limiters.set(name, found);
    }
    return found;
  };

  return {
    async consume(name, parts) {
      try {
        await limiter(name).consume(rateLimitKey(parts));
        return { allowed: true };
      } catch (error) {
        // A RateLimiterRes is a refusal; an Error is a store failure, which is not hidden.
        if (error instanceof RateLimiterRes)
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
        throw error;
      }
    },
    async reset(name, parts) {
      await limiter(name).delete(rateLimitKey(parts));
    },
    async remember(name, parts) {
      await limiter(name).set(rateLimitKey(parts), 1, RATE_LIMITS[name].durationSeconds);
    },
    async has(name, parts) {
      return (await limiter(name).get(rateLimitKey(parts))) !== null;
    },
  };
}

const LIMITERS = new WeakMap<Database, RateLimiter>();

/** One set of limiters and one sweeper per connection. */
export function getRateLimiter(db: Database): RateLimiter {
  let found = LIMITERS.get(db);
  if (!found) {
    found = createRateLimiter(db);
    LIMITERS.set(db, found);
  }
  return found;
}
