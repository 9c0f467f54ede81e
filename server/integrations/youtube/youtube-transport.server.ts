// One GET against the YouTube Data API with the house rules around it: quota is reserved before
// each attempt (Google bills every request, failed ones included, so retries are counted too),
// 5xx answers, rate limits and network failures are retried with exponential backoff and jitter,
// and every failure becomes a YoutubeApiError. The API key never appears in errors or logs.
import { YOUTUBE_QUOTA_COSTS, type YoutubeMethod, type YoutubeQuotaBucket } from "#domain/youtube-quota";
import type { YoutubeResource } from "#domain/youtube-errors";
import { YoutubeApiError, mapErrorResponse } from "#server/integrations/youtube/youtube-api-error.server";
import type { Logger } from "#server/logger";

/** What the client needs from the quota store (server/services/youtube-quota.server.ts has it). */
export interface YoutubeQuotaGate {
  reserve(bucket: YoutubeQuotaBucket, amount: number): Promise<{ ok: boolean; used: number; limit: number }>;
  markExhausted(bucket: YoutubeQuotaBucket): Promise<void>;
}

export interface RetryOptions {
  /** Attempts after the first one. */
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Injectable so tests run without real waiting. */
  sleep: (ms: number) => Promise<void>;
  random: () => number;
}

const DEFAULT_RETRY: RetryOptions = {
  retries: 3,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
};

export interface YoutubeTransportOptions {
  apiKey: string;
  /** e.g. https://www.googleapis.com/youtube/v3, or the fake server's …/youtube/v3. */
  baseUrl: string;
  quota: YoutubeQuotaGate;
  retry?: Partial<RetryOptions>;
  /** Per attempt; a timed-out attempt is retried like a network failure. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  logger?: Pick<Logger, "warn">;
}

type Params = Record<string, string | number | undefined>;

const ENDPOINTS: Record<YoutubeMethod, string> = {
  "channels.list": "channels",
  "playlistItems.list": "playlistItems",
  "videos.list": "videos",
  "videos.batchGetStats": "videos:batchGetStats",
  "search.list": "search",
};

/**
 * The wait before retry number `attempt` (0-based): half of the exponential step plus a random
 * half ("equal jitter"), so clients that failed together don't retry together. A Retry-After
 * from Google wins when it is longer, within maxDelayMs.
 */
export function backoffDelay(
  attempt: number,
  retry: Pick<RetryOptions, "baseDelayMs" | "maxDelayMs" | "random">,
  retryAfterMs?: number,
): number {
  const step = Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** attempt);
  const delay = step / 2 + retry.random() * (step / 2);
  return Math.round(Math.min(retry.maxDelayMs, Math.max(delay, retryAfterMs ?? 0)));
}

function retryAfterMs(response: Response): number | undefined {
  const value = response.headers.get("retry-after");
  const seconds = value === null ? NaN : Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}

export function createYoutubeTransport(options: YoutubeTransportOptions) {
  const retry: RetryOptions = { ...DEFAULT_RETRY, ...options.retry };
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const base = options.baseUrl.replace(/\/+$/, "");
  const spent: Record<YoutubeQuotaBucket, number> = { default: 0, search: 0 };

  async function attempt(
    method: YoutubeMethod,
    url: URL,
    resource: YoutubeResource,
  ): Promise<{ ok: true; body: unknown } | { ok: false; retry: boolean; error: YoutubeApiError; waitMs?: number }> {
    let response: Response;
    try {
      response = await doFetch(url, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(timeoutMs) });
    } catch (cause) {
      return { ok: false, retry: true, error: new YoutubeApiError("unavailable", { method, cause: describe(cause) }) };
    }
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      // A proxy's HTML error page or a cut-off answer: judged by the status alone.
    }
    if (response.ok && body !== null) return { ok: true, body };
    if (response.ok)
      return {
        ok: false,
        retry: true,
        error: new YoutubeApiError("unavailable", { method, status: response.status, reason: "invalidJson" }),
      };
    return { ok: false, ...mapErrorResponse(response.status, body, method, resource), waitMs: retryAfterMs(response) };
  }

  return {
    /** Units (default bucket) and calls (search bucket) this transport has spent, retries included. */
    spent,

    /** GETs `method` with `params` (the key is added here) and returns Google's JSON body. */
    async get<T>(method: YoutubeMethod, params: Params, resource: YoutubeResource): Promise<T> {
      const { bucket, cost } = YOUTUBE_QUOTA_COSTS[method];
      const url = new URL(`${base}/${ENDPOINTS[method]}`);
      for (const [name, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(name, String(value));
      url.searchParams.set("key", options.apiKey);

      for (let n = 0; ; n++) {
        const reservation = await options.quota.reserve(bucket, cost);
        if (!reservation.ok) throw new YoutubeApiError("quotaExceeded", { method, bucket, source: "local" });
        spent[bucket] += cost;

        const result = await attempt(method, url, resource);
        if (result.ok) return result.body as T;
        if (result.error.code === "quotaExceeded") await options.quota.markExhausted(bucket);
        if (!result.retry || n >= retry.retries) throw result.error;
        const delay = backoffDelay(n, retry, result.waitMs);
        options.logger?.warn(
          { method, status: result.error.status, reason: result.error.reason, attempt: n + 1, delayMs: delay },
          "YouTube API call failed; retrying",
        );
        await retry.sleep(delay);
      }
    },
  };
}

/** A network error without the request URL (which carries the key). */
function describe(cause: unknown): string {
  if (cause instanceof Error) {
    const inner = (cause as Error & { cause?: unknown }).cause;
    const code = inner && typeof inner === "object" && "code" in inner ? String((inner as { code: unknown }).code) : undefined;
    return code ? `${cause.name}: ${code}` : `${cause.name}: ${cause.message.replace(/key=[^&\s]+/g, "key=…")}`;
  }
  return "network error";
}
