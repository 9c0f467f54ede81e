// Google's error answers the fake server doesn't produce, read the same way as those it does.
import { describe, expect, it } from "vitest";
import { mapErrorResponse } from "#server/integrations/youtube/youtube-api-error.server";
import { backoffDelay } from "#server/integrations/youtube/youtube-transport.server";

const body = (code: number, reasons: string[], message = "An error", details: string[] = []) => ({
  error: {
    code,
    message,
    errors: reasons.map((reason) => ({ reason, domain: "global", message })),
    details: details.map((reason) => ({ reason })),
  },
});

describe("mapErrorResponse", () => {
  it.each([
    [
      "today's Google-side answer for a bad key",
      400,
      body(400, ["badRequest"], "API key not valid. Please pass a valid API key.", ["API_KEY_INVALID"]),
    ],
    ["an expired key", 400, body(400, ["keyExpired"])],
    [
      "the API not enabled for the key's project",
      403,
      body(403, ["accessNotConfigured"], "YouTube Data API v3 has not been used in project 123"),
    ],
    [
      "a key restricted to other referrers",
      403,
      body(403, ["forbidden"], "Requests from referer <empty> are blocked.", ["API_KEY_HTTP_REFERRER_BLOCKED"]),
    ],
    [
      "no key at all",
      403,
      body(
        403,
        ["forbidden"],
        "Method doesn't allow unregistered callers. Please use API Key or other form of API consumer identity.",
      ),
    ],
  ])("reads %s as a bad key", (_label, status, answer) => {
    expect(mapErrorResponse(status, answer, "channels.list", "channel")).toMatchObject({
      retry: false,
      error: { code: "badKey", status },
    });
  });

  it("reads the daily limit in either spelling as quota, in the bucket of the method", () => {
    expect(mapErrorResponse(403, body(403, ["dailyLimitExceeded"]), "videos.list", "video")).toMatchObject({
      retry: false,
      error: { code: "quotaExceeded", bucket: "default", source: "api" },
    });
    expect(mapErrorResponse(403, body(403, ["quotaExceeded"]), "search.list", "channel")).toMatchObject({
      error: { code: "quotaExceeded", bucket: "search" },
    });
  });

  it("retries rate limits and server errors, even without a JSON body", () => {
    expect(mapErrorResponse(403, body(403, ["rateLimitExceeded"]), "videos.list", "video")).toMatchObject({
      retry: true,
      error: { code: "unavailable" },
    });
    expect(mapErrorResponse(429, null, "videos.list", "video")).toMatchObject({ retry: true });
    expect(mapErrorResponse(502, null, "videos.list", "video")).toMatchObject({
      retry: true,
      error: { code: "unavailable", status: 502 },
    });
  });

  it("reads missing and inaccessible resources as not found", () => {
    expect(mapErrorResponse(403, body(403, ["playlistItemsNotAccessible"]), "playlistItems.list", "playlist")).toMatchObject({
      retry: false,
      error: { code: "notFound", resource: "playlist" },
    });
    expect(mapErrorResponse(404, body(404, ["videoNotFound"]), "videos.list", "video")).toMatchObject({
      error: { code: "notFound", resource: "video" },
    });
  });

  it("keeps anything else as a bad request with Google's reason", () => {
    expect(mapErrorResponse(400, body(400, ["invalidPageToken"]), "playlistItems.list", "playlist")).toMatchObject({
      retry: false,
      error: { code: "badRequest", reason: "invalidPageToken", message: "YouTube refused playlistItems.list: An error" },
    });
  });
});

describe("backoffDelay", () => {
  const retry = { baseDelayMs: 500, maxDelayMs: 8_000 };
  it("doubles the step, jitters within its upper half, and caps it", () => {
    expect([0, 1, 2, 3, 4, 5].map((n) => backoffDelay(n, { ...retry, random: () => 0 }))).toEqual([
      250, 500, 1_000, 2_000, 4_000, 4_000,
    ]);
    expect([0, 1, 2, 3, 4, 5].map((n) => backoffDelay(n, { ...retry, random: () => 0.999_999 }))).toEqual([
      500, 1_000, 2_000, 4_000, 8_000, 8_000,
    ]);
  });

  it("waits at least as long as Retry-After asks, within the cap", () => {
    expect(backoffDelay(0, { ...retry, random: () => 0 }, 3_000)).toBe(3_000);
    expect(backoffDelay(0, { ...retry, random: () => 0 }, 60_000)).toBe(8_000);
  });
});
