// Reads many channels' uploads feeds at once (FACTS: the feeds are free, but a million channels'
// worth takes time): bounded concurrency with p-limit, a timeout per read, and backoff when the
// feed host is slow or pushes back. A read that timed out, got a 429/5xx or a network error is
// tried again after an exponential, jittered wait (a Retry-After wins when longer), and the host
// as a whole backs off too: each such failure halves the reads in flight (to one at least) and
// pauses new ones for the wait; every `concurrency` reads that succeed give one slot back
// (additive increase, multiplicative decrease). A feed YouTube does not have (404) or that does
// not parse is an answer, not a failure of the host.
import pLimit from "p-limit";
import { type RetryOptions, backoffDelay } from "#server/integrations/youtube/youtube-transport.server";
import type { UploadsFeedRead } from "#server/integrations/youtube/youtube-client.server";

export interface FeedReaderOptions {
  /** One read (client.readUploadsFeed). */
  read: (channelId: string, options: { timeoutMs: number; signal?: AbortSignal }) => Promise<UploadsFeedRead>;
  /** Reads in flight at most (YOUTUBE_FEED_CONCURRENCY). */
  concurrency: number;
  /** Per read (YOUTUBE_FEED_TIMEOUT_MS). */
  timeoutMs: number;
  /** Tries after the first for a read the host failed. */
  retries?: number;
  /** Waits between tries (tests pass a sleep that does not wait). */
  retry?: Partial<Pick<RetryOptions, "baseDelayMs" | "maxDelayMs" | "sleep" | "random">>;
  /** Stops queued reads (they answer "stopped"). */
  signal?: AbortSignal;
}

export interface FeedReaderStats {
  /** Reads answered (after retries): ok or not. */
  reads: number;
  ok: number;
  /** Final answers that were not a feed, by reason. */
  failed: Record<string, number>;
  /** Extra tries after a slow or failing host. */
  retries: number;
  /** The fewest reads in flight the backoff went down to. */
  minConcurrency: number;
  /** Milliseconds the host as a whole was paused. */
  pausedMs: number;
}

/** A read the host failed (worth another try), as opposed to an answer. */
const HOST_FAILURES = new Set(["slow", "throttled", "unavailable"]);

export function createFeedReader(options: FeedReaderOptions) {
  const max = Math.max(1, options.concurrency);
  const retries = options.retries ?? 2;
  const retry = {
    baseDelayMs: options.retry?.baseDelayMs ?? 500,
    maxDelayMs: options.retry?.maxDelayMs ?? 10_000,
    random: options.retry?.random ?? Math.random,
    sleep: options.retry?.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))),
  };
  const limit = pLimit(max);
  const stats: FeedReaderStats = { reads: 0, ok: 0, failed: {}, retries: 0, minConcurrency: max, pausedMs: 0 };
  let pausedUntil = 0;
  let streak = 0;

  function slowDown(waitMs: number) {
    streak = 0;
    limit.concurrency = Math.max(1, Math.floor(limit.concurrency / 2));
    stats.minConcurrency = Math.min(stats.minConcurrency, limit.concurrency);
    const until = Date.now() + waitMs;
    if (until > pausedUntil) {
      stats.pausedMs += until - Math.max(pausedUntil, Date.now());
      pausedUntil = until;
    }
  }

  function speedUp() {
    streak += 1;
    if (limit.concurrency < max && streak >= limit.concurrency) {
      streak = 0;
      limit.concurrency += 1;
    }
  }

  async function readOne(channelId: string): Promise<UploadsFeedRead> {
    for (let attempt = 0; ; attempt++) {
      if (options.signal?.aborted) return { ok: false, reason: "stopped" };
      const wait = pausedUntil - Date.now();
      if (wait > 0) await retry.sleep(wait);
      const result = await options.read(channelId, {
        timeoutMs: options.timeoutMs,
        ...(options.signal ? { signal: options.signal } : {}),
      });
      if (result.ok || !HOST_FAILURES.has(result.reason)) {
        if (result.ok) speedUp();
        return result;
      }
      const delay = backoffDelay(attempt, retry, result.retryAfterMs);
      slowDown(delay);
      if (attempt >= retries) return result;
      stats.retries += 1;
    }
  }

  return {
    stats,
    /** The feed of one channel, through the shared limit and backoff. */
    read(channelId: string): Promise<UploadsFeedRead> {
      return limit(async () => {
        const result = await readOne(channelId);
        stats.reads += 1;
        if (result.ok) stats.ok += 1;
        else stats.failed[result.reason] = (stats.failed[result.reason] ?? 0) + 1;
        return result;
      });
    },
    /** Reads in flight allowed right now. */
    get concurrency(): number {
      return limit.concurrency;
    },
  };
}
