// The JSON API with personal API tokens, in-process on a real database: a token acts as its member (revenue shown),
// a token that is not live is a 401 with a JSON message, and each token has its own limit in the one rate limiter.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#db/schema/auth";
import { channelTypes, youtubeChannels } from "#db/schema/catalogue";
import { rateLimitCounters } from "#db/schema/rate-limits";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { API_TOKEN_MESSAGES } from "#domain/api-token";
import { createTestApi } from "#server/api/api-test-app";
import { RATE_LIMITS } from "#server/rate-limit/limits";
import { createRateLimiter } from "#server/rate-limit/rate-limiter.server";
import { createApiTokensService } from "#server/services/api-tokens.server";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

type ChannelsBody = { channels: { title: string; revenue?: { revenuePerVideo: number } }[] };

describe("/api/v1 with a personal API token", () => {
  let test: TestDatabase;
  const faker = createSeededFaker(31);
  const channel = buildChannel(
    faker,
    { channelTitle: "Token Tales", totalSubscribers: 5000, revenuePerVideo: 42 },
    { channelTypeId: "documentary_story" },
  );
  const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
  const newToken = async (userId: string, name: string) => {
    const created = await createApiTokensService(test.db).create(userId, name);
    if (!created.ok) throw new Error(created.message);
    return created;
  };

  beforeAll(async () => {
    test = await createTestDatabase();
    await test.db.insert(channelTypes).values(catalogueChannelTypeRows());
    await test.db.insert(youtubeChannels).values(channel);
    await test.db.insert(users).values([
      { id: "api-member", name: "Api Member", email: "api-member@example.com", emailVerified: true },
      { id: "api-banned", name: "Api Banned", email: "api-banned@example.com", emailVerified: true },
    ]);
  });
  afterAll(async () => {
    await test?.close();
  });

  it("gives revenue to a valid token and leaves it out without one", async () => {
    const api = createTestApi(test.db);
    const { secret } = await newToken("api-member", "Revenue script");

    const withToken = await api.request("/api/v1/channels?q=token%20tales", bearer(secret));
    expect(withToken.status).toBe(200);
    expect(((await withToken.json()) as ChannelsBody).channels[0]?.revenue?.revenuePerVideo).toBe(42);
    // The member's answer is theirs: never stored by a shared cache.
    expect(withToken.headers.get("cache-control")).toBe("private, no-cache");
    expect(withToken.headers.get("vary")).toContain("Authorization");

    const anonymous = await api.request("/api/v1/channels?q=token%20tales");
    expect(anonymous.status).toBe(200);
    const visitorBody = (await anonymous.json()) as ChannelsBody;
    expect(visitorBody.channels[0]?.title).toBe("Token Tales");
    expect(visitorBody.channels[0]).not.toHaveProperty("revenue");

    // Rankings are members-only: refused without a token, given with one.
    expect((await api.request("/api/v1/rankings")).status).toBe(401);
    expect((await api.request("/api/v1/rankings", bearer(secret))).status).toBe(200);
  });

  it("refuses a revoked, unknown or malformed token with a 401 and a clear JSON message, never as a visitor", async () => {
    const api = createTestApi(test.db);
    const { secret, token } = await newToken("api-member", "Short-lived");
    await createApiTokensService(test.db).revoke("api-member", token.id);

    const cases: [Record<string, string>, string][] = [
      [bearer(secret).headers, API_TOKEN_MESSAGES.invalid],
      [bearer(`fat_${"x".repeat(43)}`).headers, API_TOKEN_MESSAGES.invalid],
      [bearer("garbage").headers, API_TOKEN_MESSAGES.malformed],
      [{ authorization: "Bearer" }, API_TOKEN_MESSAGES.notBearer],
      [{ authorization: `Basic ${btoa("me:pass")}` }, API_TOKEN_MESSAGES.notBearer],
    ];
    for (const [headers, message] of cases) {
      const response = await api.request("/api/v1/channels", { headers });
      expect(response.status, JSON.stringify(headers)).toBe(401);
      expect(await response.json()).toEqual({ error: message });
      expect(response.headers.get("www-authenticate")).toMatch(/^Bearer /);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("stops a banned account's tokens and lets them work again when the ban is lifted", async () => {
    const api = createTestApi(test.db);
    const { secret } = await newToken("api-banned", "Before the ban");
    await test.db.update(users).set({ banned: true }).where(eq(users.id, "api-banned"));
    const refused = await api.request("/api/v1/channels", bearer(secret));
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: API_TOKEN_MESSAGES.accountBanned });
    await test.db.update(users).set({ banned: false }).where(eq(users.id, "api-banned"));
    expect((await api.request("/api/v1/channels", bearer(secret))).status).toBe(200);
  });

  it("limits each token on its own with a 429 and Retry-After; other tokens go on", async () => {
    const api = createTestApi(test.db, { tokenLimiter: createRateLimiter(test.db) });
    const busy = await newToken("api-member", "Busy");
    const calm = await newToken("api-member", "Calm");
    const { points, durationSeconds } = RATE_LIMITS.apiPerToken;
    for (let i = 0; i < points; i++) expect((await api.request("/api/v1/channel-types", bearer(busy.secret))).status).toBe(200);
    const refused = await api.request("/api/v1/channel-types", bearer(busy.secret));
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(durationSeconds);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /^Too many requests with this API token\. Please wait \d+ seconds? and try again\.$/,
    );
    expect((await api.request("/api/v1/channel-types", bearer(calm.secret))).status).toBe(200);
    // Visitors are not counted against any token.
    expect((await api.request("/api/v1/channel-types")).status).toBe(200);
    await test.db.delete(rateLimitCounters);
  });
});

describe("the OpenAPI document", () => {
  it("declares the bearer token as an optional security scheme", async () => {
    const test = await createTestDatabase();
    try {
      const doc = (await (await createTestApi(test.db).request("http://localhost/api/openapi.json")).json()) as {
        components: { securitySchemes: Record<string, { type: string; scheme: string }> };
        security: Record<string, string[]>[];
      };
      expect(doc.components.securitySchemes.personalToken).toMatchObject({ type: "http", scheme: "bearer" });
      expect(doc.security).toEqual([{}, { personalToken: [] }]);
    } finally {
      await test.close();
    }
  });
});
