import { describe, expect, it } from "vitest";
import {
  APP_QUERY_CACHE,
  AUTH_TIMING,
  CHANNEL_TYPES_CACHE,
  DB_REQUEST_TIMEOUT_MS,
  DEFAULT_MONTHLY_GROWTH_RATE,
  DEFAULT_THEME,
  FIELD_MIN_LENGTH,
  LAZY_IMAGE_ROOT_MARGIN,
  LAZY_IMAGE_ROOT_MARGIN_PX,
  LIMITS,
  ROUTE_GUARD,
  SCREENSHOT_SIZE,
  THEME_OPTIONS,
  TOASTS,
  TYPE_CHANNEL_PAGING,
  USERNAME_MAX_LENGTH,
  channelTypesRetryDelay,
  isThemeOption,
  listItemHeight,
  queryRetryDelay,
  shouldRetryQuery,
} from "#domain/constants";

describe("spec §9 constants", () => {
  it('"Password minimum 6; full name minimum 2; username minimum 3"', () => {
    expect(FIELD_MIN_LENGTH).toEqual({ password: 6, fullName: 2, username: 3 });
    expect(USERNAME_MAX_LENGTH).toBeGreaterThan(FIELD_MIN_LENGTH.username);
  });

  it('"Admin check delay 100 ms; auth loading timeout 3000 ms"', () => {
    expect(AUTH_TIMING).toEqual({ adminCheckDelayMs: 100, loadingTimeoutMs: 3000 });
  });

  it('"guard loader delay 500 ms, guard timeout 3000 ms, max 3 verification attempts"', () => {
    expect(ROUTE_GUARD).toEqual({ loaderDelayMs: 500, timeoutMs: 3000, maxVerificationAttempts: 3 });
  });

  it('"Related channels default limit 9; search fallback max 10 results; related type cards 4; description excerpt 120 characters" and "top 100"', () => {
    expect(LIMITS).toEqual({
      relatedChannels: 9,
      searchFallbackMaxResults: 10,
      relatedTypeCards: 4,
      descriptionExcerptChars: 120,
      rankingsTop: 100,
    });
  });

  it('"Type channel pages: 6 per page, page change debounced 300 ms"', () => {
    expect(TYPE_CHANNEL_PAGING).toEqual({ pageSize: 6, pageChangeDebounceMs: 300 });
  });

  it('"Channel types cache 5 minutes, 3 retries"', () => {
    expect(CHANNEL_TYPES_CACHE.staleTimeMs).toBe(300_000);
    expect(CHANNEL_TYPES_CACHE.retries).toBe(3);
  });

  it('"App default cache stale 5 min, kept 30 min, refetch on focus, retry up to 2 times"', () => {
    expect(APP_QUERY_CACHE.staleTimeMs).toBe(300_000);
    expect(APP_QUERY_CACHE.gcTimeMs).toBe(1_800_000);
    expect(APP_QUERY_CACHE.refetchOnWindowFocus).toBe(true);
    expect(APP_QUERY_CACHE.maxRetries).toBe(2);
  });

  it('"Database request timed out after 8 seconds"', () => {
    expect(DB_REQUEST_TIMEOUT_MS).toBe(8000);
  });

  it('"Screenshot thumbnails 1280x720 detail, 640x360 card; lazy images load 200 px early"', () => {
    expect(SCREENSHOT_SIZE.detail).toEqual({ width: 1280, height: 720 });
    expect(SCREENSHOT_SIZE.card).toEqual({ width: 640, height: 360 });
    expect(LAZY_IMAGE_ROOT_MARGIN_PX).toBe(200);
    expect(LAZY_IMAGE_ROOT_MARGIN).toBe("200px");
  });

  it('"Notifications: display 4000 ms, max 3 visible, swipe dismiss 20 px, Alt+T focuses notifications, position bottom-right"', () => {
    expect(TOASTS.durationMs).toBe(4000);
    expect(TOASTS.maxVisible).toBe(3);
    expect(TOASTS.swipeThresholdPx).toBe(20);
    expect(TOASTS.hotkey).toEqual(["altKey", "KeyT"]);
    expect(TOASTS.hotkeyLabel).toBe("Alt+T");
    expect(TOASTS.position).toBe("bottom-right");
  });

  it('"Theme: light, dark or system, default light"', () => {
    expect(THEME_OPTIONS).toEqual(["light", "dark", "system"]);
    expect(DEFAULT_THEME).toBe("light");
    expect(isThemeOption("dark")).toBe(true);
    expect(isThemeOption("system")).toBe(true);
    expect(isThemeOption("blue")).toBe(false);
    expect(isThemeOption(null)).toBe(false);
  });

  it('"default 5% monthly rate"', () => {
    expect(DEFAULT_MONTHLY_GROWTH_RATE).toBe(0.05);
  });
});

describe("channelTypesRetryDelay — spec §9 'delay 1 s per attempt capped at 5 s'", () => {
  it("grows by 1 s per attempt (0-based attempt index)", () => {
    expect([0, 1, 2, 3, 4].map(channelTypesRetryDelay)).toEqual([1000, 2000, 3000, 4000, 5000]);
  });

  it("is capped at 5 s", () => {
    expect(channelTypesRetryDelay(5)).toBe(5000);
    expect(channelTypesRetryDelay(1_000_000)).toBe(5000);
    expect(channelTypesRetryDelay(Number.POSITIVE_INFINITY)).toBe(5000);
  });

  it("treats negative, NaN and fractional indexes safely", () => {
    expect(channelTypesRetryDelay(-3)).toBe(1000);
    expect(channelTypesRetryDelay(Number.NaN)).toBe(1000);
    expect(channelTypesRetryDelay(1.7)).toBe(2000);
  });
});

describe("queryRetryDelay — spec §9 'delay doubling capped at 30 s'", () => {
  it("doubles from 1 s", () => {
    expect([0, 1, 2, 3, 4].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it("is capped at 30 s", () => {
    expect(queryRetryDelay(5)).toBe(30_000);
    expect(queryRetryDelay(10_000)).toBe(30_000);
    expect(queryRetryDelay(Number.POSITIVE_INFINITY)).toBe(30_000);
  });

  it("treats a negative index as the first retry", () => {
    expect(queryRetryDelay(-1)).toBe(1000);
  });
});

describe("shouldRetryQuery — spec §9 'retry up to 2 times except for not found, unauthorized or forbidden messages'", () => {
  const transient = new Error("Network request failed");

  it("retries a transient error twice, then stops", () => {
    expect(shouldRetryQuery(0, transient)).toBe(true);
    expect(shouldRetryQuery(1, transient)).toBe(true);
    expect(shouldRetryQuery(2, transient)).toBe(false);
    expect(shouldRetryQuery(3, transient)).toBe(false);
  });

  it.each(["Channel not found", "NOT FOUND", "Unauthorized", "401 unauthorised", "Forbidden: admin only"])(
    "never retries %j",
    (message) => {
      expect(shouldRetryQuery(0, new Error(message))).toBe(false);
      expect(shouldRetryQuery(0, message)).toBe(false);
      expect(shouldRetryQuery(0, { message })).toBe(false);
    },
  );

  it("retries errors without a message", () => {
    expect(shouldRetryQuery(0, null)).toBe(true);
    expect(shouldRetryQuery(0, { status: 500 })).toBe(true);
  });

  it("does not retry for a negative or NaN failure count", () => {
    expect(shouldRetryQuery(-1, transient)).toBe(false);
    expect(shouldRetryQuery(Number.NaN, transient)).toBe(false);
  });
});

describe("listItemHeight — spec §9 'List item height 400/350/300 px at width breakpoints 1024/768'", () => {
  it.each([
    [1920, 400],
    [1024, 400],
    [1023, 350],
    [768, 350],
    [767, 300],
    [360, 300],
    [0, 300],
    [-5, 300],
  ])("width %d → %d px", (width, height) => {
    expect(listItemHeight(width)).toBe(height);
  });

  it("NaN width falls back to the narrow height", () => {
    expect(listItemHeight(Number.NaN)).toBe(300);
  });
});
