// Business constants and limits of spec §9 and timings of §4, each defined once for server and client.

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

/** Spec §9: "Password minimum 6; full name minimum 2; username minimum 3." */
export const FIELD_MIN_LENGTH = {
  password: 6,
  fullName: 2,
  username: 3,
} as const;

export const USERNAME_MAX_LENGTH = 30;

export const FULL_NAME_MAX_LENGTH = 100;

/** Spec §4: admin check after 100 ms; loading forced off after 3 s. */
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

/** Spec §9: related channels 9, search fallback 10, related type cards 4, excerpt 120; rankings top 100. */
export const LIMITS = {
  relatedChannels: 9,
  searchFallbackMaxResults: 10,
  relatedTypeCards: 4,
  descriptionExcerptChars: 120,
  rankingsTop: 100,
} as const;

/** Spec §9: "Type channel pages: 6 per page, page change debounced 300 ms". */
export const TYPE_CHANNEL_PAGING = {
  pageSize: 6,
  pageChangeDebounceMs: 300,
} as const;

/** Spec §8 default message of a failed type list read: "'Error fetching channels' (default for type list)". */
export const TYPE_LIST_ERROR = "Error fetching channels";

const MAX_TYPE_CHANNEL_PAGE = 50;

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

export function channelTypesRetryDelay(attemptIndex: number): number {
  const attempt = sanitizeAttemptIndex(attemptIndex) + 1;
  return Math.min(CHANNEL_TYPES_CACHE.retryDelayPerAttemptMs * attempt, CHANNEL_TYPES_CACHE.maxRetryDelayMs);
}

/** Spec §9: stale 5 min, kept 30 min, retry up to 2 times except not found/unauthorized/forbidden, doubling capped at 30 s. */
export const APP_QUERY_CACHE = {
  staleTimeMs: 5 * MINUTE_MS,
  gcTimeMs: 30 * MINUTE_MS,
  refetchOnWindowFocus: true,
  maxRetries: 2,
  baseRetryDelayMs: 1 * SECOND_MS,
  maxRetryDelayMs: 30 * SECOND_MS,
} as const;

const NON_RETRYABLE_MESSAGE = /not found|unauthori[sz]ed|forbidden/i;

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (!(failureCount >= 0) || failureCount >= APP_QUERY_CACHE.maxRetries) return false;
  return !NON_RETRYABLE_MESSAGE.test(errorMessage(error));
}

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

export function listItemHeight(width: number): number {
  if (width >= LIST_ITEM_HEIGHT.wide.minWidth) return LIST_ITEM_HEIGHT.wide.heightPx;
  if (width >= LIST_ITEM_HEIGHT.medium.minWidth) return LIST_ITEM_HEIGHT.medium.heightPx;
  return LIST_ITEM_HEIGHT.narrow.heightPx;
}

/** Spec §9 notifications; `hotkey` is in sonner's `<Toaster hotkey>` format. */
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
