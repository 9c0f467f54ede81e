// A failed YouTube Data API call with one of domain/youtube-errors.ts's codes. Older answers name the cause in
// errors[].reason ("keyInvalid"), newer ones also in details[].reason ("API_KEY_INVALID"), so both are read.
import { youtubeErrorMessage, type YoutubeErrorCode, type YoutubeErrorInfo, type YoutubeResource } from "#domain/youtube-errors";
import type { YoutubeMethod, YoutubeQuotaBucket } from "#domain/youtube-quota";

export interface YoutubeApiErrorDetails {
  method?: YoutubeMethod;
  /** Absent when refused locally or on a network failure. */
  status?: number;
  reason?: string;
  /** Which allowance, and whether we refused before calling or Google did. */
  bucket?: YoutubeQuotaBucket;
  source?: "local" | "api";
  resource?: YoutubeResource;
  cause?: unknown;
}

export class YoutubeApiError extends Error implements YoutubeErrorInfo {
  override readonly name = "YoutubeApiError";
  readonly code: YoutubeErrorCode;
  readonly method?: YoutubeMethod;
  readonly status?: number;
  readonly reason?: string;
  readonly bucket?: YoutubeQuotaBucket;
  readonly source?: "local" | "api";
  readonly resource?: YoutubeResource;

  constructor(code: YoutubeErrorCode, details: YoutubeApiErrorDetails = {}, message?: string) {
    super(message ?? youtubeErrorMessage({ code, bucket: details.bucket, resource: details.resource }), { cause: details.cause });
    this.code = code;
    this.method = details.method;
    this.status = details.status;
    this.reason = details.reason;
    this.bucket = details.bucket;
    this.source = details.source;
    this.resource = details.resource;
  }

  /** Error objects don't serialize through a loader. */
  toJSON(): YoutubeErrorInfo & { message: string } {
    const info = { code: this.code, bucket: this.bucket, resource: this.resource };
    return { ...info, message: youtubeErrorMessage(info) };
  }
}

export function isYoutubeApiError(error: unknown): error is YoutubeApiError {
  return error instanceof YoutubeApiError;
}

interface GoogleErrorBody {
  error?: {
    code?: number;
    message?: string;
    status?: string;
    errors?: { reason?: string; domain?: string; message?: string }[];
    details?: { reason?: string }[];
  };
}

const QUOTA_REASONS = new Set(["quotaExceeded", "dailyLimitExceeded", "dailyLimitExceededUnreg"]);
const RATE_REASONS = new Set(["rateLimitExceeded", "userRateLimitExceeded", "RATE_LIMIT_EXCEEDED"]);
const KEY_REASONS = new Set([
  "keyInvalid",
  "keyExpired",
  "API_KEY_INVALID",
  "API_KEY_EXPIRED",
  "accessNotConfigured",
  "SERVICE_DISABLED",
  "ipRefererBlocked",
  "API_KEY_HTTP_REFERRER_BLOCKED",
  "API_KEY_IP_ADDRESS_BLOCKED",
  "API_KEY_SERVICE_BLOCKED",
]);
const NOT_FOUND_REASONS = new Set(["channelNotFound", "playlistNotFound", "videoNotFound", "playlistItemsNotAccessible"]);

export interface MappedFailure {
  retry: boolean;
  error: YoutubeApiError;
}

/** `retry` marks 5xx and rate limits. */
export function mapErrorResponse(status: number, body: unknown, method: YoutubeMethod, resource: YoutubeResource): MappedFailure {
  const error = (body as GoogleErrorBody | null)?.error;
  const reasons = [...(error?.errors ?? []).map((e) => e.reason), ...(error?.details ?? []).map((d) => d.reason)].filter(
    (r): r is string => typeof r === "string",
  );
  const reason =
    reasons.find((r) => QUOTA_REASONS.has(r) || KEY_REASONS.has(r) || NOT_FOUND_REASONS.has(r) || RATE_REASONS.has(r)) ??
    reasons[0];
  const details = { method, status, reason };
  const has = (set: Set<string>) => reasons.some((r) => set.has(r));

  if (has(QUOTA_REASONS))
    return {
      retry: false,
      error: new YoutubeApiError("quotaExceeded", {
        ...details,
        source: "api",
        bucket: method === "search.list" ? "search" : "default",
      }),
    };
  if (status === 429 || has(RATE_REASONS)) return { retry: true, error: new YoutubeApiError("unavailable", details) };
  if (status >= 500) return { retry: true, error: new YoutubeApiError("unavailable", details) };
  if (has(KEY_REASONS) || status === 401 || /api key/i.test(error?.message ?? ""))
    return { retry: false, error: new YoutubeApiError("badKey", details) };
  if (status === 404 || has(NOT_FOUND_REASONS))
    return { retry: false, error: new YoutubeApiError("notFound", { ...details, resource }) };
  return {
    retry: false,
    error: new YoutubeApiError("badRequest", details, `YouTube refused ${method}: ${error?.message ?? `HTTP ${status}`}`),
  };
}
