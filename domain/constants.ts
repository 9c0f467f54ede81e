// Timing and limit constants of spec §9 (business constants and limits) and the §4 timings.
// Each value lives here once; server and client import it (CONVENTIONS.md rule 1).

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

/** Spec §9: "Password minimum 6; full name minimum 2; username minimum 3." */
export const FIELD_MIN_LENGTH = {
  password: 6,
  fullName: 2,
  username: 3,
} as const;

/** Not in the spec (PRODUCT.md makes Username a real column); keeps usernames URL- and UI-friendly. */
export const USERNAME_MAX_LENGTH = 30;

/** Not in the spec: a name longer than this is not a person's name (and would swell every page that lists users). */
export const FULL_NAME_MAX_LENGTH = 100;

/**
 * Spec §4: "if a user exists, the admin check runs after 100 ms" and
 * "If loading lasts over 3 s, loading is forced off and admin status is checked directly."
 */
export const AUTH_TIMING = {
  adminCheckDelayMs: 100,
  loadingTimeoutMs: 3000,
} as const;

/** Spec §4/§9: "shows the loader after 500 ms of loading; gives up waiting after 3 s or 3 verification attempts." */
export const ROUTE_GUARD = {
  loaderDelayMs: 500,
  timeoutMs: 3000,
  maxVerificationAttempts: 3,
} as const;

/**
 * Spec §9: "Related channels default limit 9; search fallback max 10 results; related type
 * cards 4; description excerpt 120 characters." and "Rankings: … top 100."
 */
export const LIMITS = {
  relatedChannels: 9,
  searchFallbackMaxResults: 10,
  relatedTypeCards: 4,
  descriptionExcerptChars: 120,
  rankingsTop: 100,
} as const;

/**
 * Spec §9: "Type channel pages: 6 per page, page change debounced 300 ms; more pages exist
 * while a page returns a full 6."
 */
export const TYPE_CHANNEL_PAGING = {
  pageSize: 6,
  pageChangeDebounceMs: 300,
} as const;

/** Spec §8 default message of a failed type list read: "'Error fetching channels' (default for type list)". */
export const TYPE_LIST_ERROR = "Error fetching channels";

/** Spec §9 "Type channel pages: 6 per page" — an upper bound so `?page=` cannot ask for everything. */
const MAX_TYPE_CHANNEL_PAGE = 50;

/** A `?page=` value as a page of a type's channels: 1 when missing or malformed, at most MAX_TYPE_CHANNEL_PAGE. */
export function clampTypeChannelPage(value: unknown): number {
  const n = typeof value === "string" ? Number.parseInt(value, 10) : typeof value === "number" ? value : Number.NaN;
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(Math.floor(n), MAX_TYPE_CHANNEL_PAGE);
}

/** Spec §9: "Channel types cache 5 minutes, 3 retries, delay 1 s per attempt capped at 5 s." */
export const CHANNEL_TYPES_CACHE = {
  staleTimeMs: 5 * MINUTE_MS,
  retries: 3,
  retryDelayPerAttemptMs: 1 * SECOND_MS,
  maxRetryDelayMs: 5 * SECOND_MS,
} as const;

/**
 * Delay before retrying a failed channel-types read.
 * `attemptIndex` is 0-based (0 = first retry), the convention of TanStack Query's `retryDelay`,
 * so the delays are 1 s, 2 s, 3 s, 4 s, 5 s, 5 s, …
 */
export function channelTypesRetryDelay(attemptIndex: number): number {
  const attempt = sanitizeAttemptIndex(attemptIndex) + 1;
  return Math.min(CHANNEL_TYPES_CACHE.retryDelayPerAttemptMs * attempt, CHANNEL_TYPES_CACHE.maxRetryDelayMs);
}

/**
 * Spec §9: "App default cache stale 5 min, kept 30 min, refetch on focus, retry up to 2 times
 * except for not found, unauthorized or forbidden messages, delay doubling capped at 30 s."
 */
export const APP_QUERY_CACHE = {
  staleTimeMs: 5 * MINUTE_MS,
  gcTimeMs: 30 * MINUTE_MS,
  refetchOnWindowFocus: true,
  maxRetries: 2,
  baseRetryDelayMs: 1 * SECOND_MS,
  maxRetryDelayMs: 30 * SECOND_MS,
} as const;

// Errors whose message says the thing is missing or not allowed will not change on retry.
const NON_RETRYABLE_MESSAGE = /not found|unauthori[sz]ed|forbidden/i;

/**
 * Whether a failed query should be retried (spec §9, see APP_QUERY_CACHE).
 * `failureCount` is the number of failures that already triggered a retry decision, 0-based like
 * TanStack Query's `retry(failureCount, error)`: 0 and 1 retry, 2 stops — "up to 2 times".
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (!(failureCount >= 0) || failureCount >= APP_QUERY_CACHE.maxRetries) return false;
  return !NON_RETRYABLE_MESSAGE.test(errorMessage(error));
}

/**
 * Delay before retrying a failed query: 1 s doubling each attempt, capped at 30 s
 * (spec §9 "delay doubling capped at 30 s"). `attemptIndex` is 0-based (0 = first retry).
 */
export function queryRetryDelay(attemptIndex: number): number {
  const attempt = sanitizeAttemptIndex(attemptIndex);
  return Math.min(APP_QUERY_CACHE.baseRetryDelayMs * 2 ** attempt, APP_QUERY_CACHE.maxRetryDelayMs);
}

/** Spec §8: "'Database request timed out after 8 seconds' (triggers fallbacks)"; §7: "8-second timeout". */
export const DB_REQUEST_TIMEOUT_MS = 8 * SECOND_MS;

/** Spec §9: "Screenshot thumbnails 1280x720 detail, 640x360 card". */
export const SCREENSHOT_SIZE = {
  detail: { width: 1280, height: 720 },
  card: { width: 640, height: 360 },
} as const;

/** Spec §9: "lazy images load 200 px early" (IntersectionObserver rootMargin). */
export const LAZY_IMAGE_ROOT_MARGIN_PX = 200;
export const LAZY_IMAGE_ROOT_MARGIN = `${LAZY_IMAGE_ROOT_MARGIN_PX}px`;

/** Spec §9: "List item height 400/350/300 px at width breakpoints 1024/768." */
const LIST_ITEM_HEIGHT = {
  wide: { minWidth: 1024, heightPx: 400 },
  medium: { minWidth: 768, heightPx: 350 },
  narrow: { heightPx: 300 },
} as const;

/** List item height for a viewport width: ≥1024 → 400, ≥768 → 350, otherwise 300 (spec §9). */
export function listItemHeight(width: number): number {
  if (width >= LIST_ITEM_HEIGHT.wide.minWidth) return LIST_ITEM_HEIGHT.wide.heightPx;
  if (width >= LIST_ITEM_HEIGHT.medium.minWidth) return LIST_ITEM_HEIGHT.medium.heightPx;
  return LIST_ITEM_HEIGHT.narrow.heightPx;
}

/**
 * Spec §9: "Notifications: display 4000 ms, max 3 visible, swipe dismiss 20 px, Alt+T focuses
 * notifications, position bottom-right." `hotkey` is in sonner's `<Toaster hotkey>` format.
 */
export const TOASTS = {
  durationMs: 4000,
  maxVisible: 3,
  swipeThresholdPx: 20,
  hotkey: ["altKey", "KeyT"],
  hotkeyLabel: "Alt+T",
  position: "bottom-right",
} as const;

/** Spec §9: "Theme: light, dark or system, default light." */
export const THEME_OPTIONS = ["light", "dark", "system"] as const;
export type ThemeOption = (typeof THEME_OPTIONS)[number];
export const DEFAULT_THEME: ThemeOption = "light";

export function isThemeOption(value: unknown): value is ThemeOption {
  return typeof value === "string" && (THEME_OPTIONS as readonly string[]).includes(value);
}

/** Spec §9: "growth projection … default 5% monthly rate." */
export const DEFAULT_MONTHLY_GROWTH_RATE = 0.05;

function sanitizeAttemptIndex(attemptIndex: number): number {
  // NaN and negatives count as the first retry; Infinity simply hits the cap.
  return attemptIndex > 0 ? Math.floor(attemptIndex) : 0;
}

function errorMessage(error: unknown): string {
  if (typeof error === "string") return error;
  if (error instanceof Error) return error.message;
  if (typeof error === "object" && error !== null && "message" in error && typeof error.message === "string") {
    return error.message;
  }
  return "";
}
