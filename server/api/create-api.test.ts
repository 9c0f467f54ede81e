// The guide endpoints, the OpenAPI document and the docs page, in-process.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channelTypes, didYouKnowFacts, niches } from "#db/schema/catalogue";
import { catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { buildFact } from "#db/seed/factories/fact-factory";
import { buildNiche } from "#db/seed/factories/niche-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";
import { createTestApi } from "#server/api/api-test-app";
import { apiDirectory } from "#server/api/api-endpoints";
import { API_DOCS_SCRIPT } from "#domain/content-security-policy";
import { rateLimitCounters } from "#db/schema/rate-limits";
import { RATE_LIMITS } from "#server/rate-limit/limits";
import { createRateLimiter } from "#server/rate-limit/rate-limiter.server";

describe("JSON API", () => {
  let test: TestDatabase;
  const faker = createSeededFaker(5);

  beforeAll(async () => {
    test = await createTestDatabase();
    await test.db.insert(channelTypes).values(catalogueChannelTypeRows());
    await test.db.insert(niches).values([buildNiche(faker, { competition: "low" }), buildNiche(faker, { competition: "high" })]);
    await test.db.insert(didYouKnowFacts).values(buildFact(faker, { isActive: true }));
  });
  afterAll(async () => {
    await test?.close();
  });

  it("lists channel types, niches (filtered), ideas and a random fact", async () => {
    const api = createTestApi(test.db);
    const types = (await (await api.request("/api/v1/channel-types")).json()) as { channelTypes: { id: string }[] };
    expect(types.channelTypes.length).toBe(catalogueChannelTypeRows().length);
    const low = (await (await api.request("/api/v1/niches?competition=low")).json()) as { niches: { competition: string }[] };
    expect(low.niches.map((n) => n.competition)).toEqual(["low"]);
    expect((await api.request("/api/v1/niches?competition=extreme")).status).toBe(400);
    expect((await api.request("/api/v1/ideas")).status).toBe(200);
    expect((await api.request("/api/v1/ideas?difficulty=impossible")).status).toBe(400);
    const fact = (await (await api.request("/api/v1/facts/random")).json()) as { fact: { title: string } | null };
    expect(fact.fact?.title).toBeTruthy();
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await createTestApi(test.db).request("/api/v1/nothing-here");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Not found" });
  });

  it("publishes an OpenAPI document of every endpoint and a docs page", async () => {
    const api = createTestApi(test.db);
    const doc = (await (await api.request("http://localhost/api/openapi.json")).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        "/api/v1/channel-types",
        "/api/v1/channels",
        "/api/v1/channels/{idOrSlug}",
        "/api/v1/channels/{id}/related",
        "/api/v1/channels/{id}/top-videos",
        "/api/v1/facts/random",
        "/api/v1/ideas",
        "/api/v1/niches",
        "/api/v1/niches/{slug}/verdicts",
        "/api/v1/outliers",
        "/api/v1/rankings",
      ].sort(),
    );
    // /developers lists every endpoint the document has, no more and no fewer.
    const listed = apiDirectory().endpoints.map((endpoint) => endpoint.path.replace(/:([a-zA-Z]+)/g, "{$1}"));
    expect(listed.sort()).toEqual(Object.keys(doc.paths).sort());
    const docs = await api.request("/api/docs");
    expect(docs.status).toBe(200);
    const page = await docs.text();
    expect(page).toContain("/api/openapi.json");
    // The reference's bundle is pinned to one version and checked by Subresource Integrity.
    expect(page).toContain(
      `<script src="${API_DOCS_SCRIPT.url}" integrity="${API_DOCS_SCRIPT.integrity}" crossorigin="anonymous"`,
    );
  });

  it("refuses an address past its limit with a 429, a Retry-After and a clear message; other addresses go on", async () => {
    const limiter = createRateLimiter(test.db);
    const api = createTestApi(test.db, {
      rateLimit: (request) => limiter.consume("apiPerAddress", [request.headers.get("x-test-address") ?? ""]),
    });
    const from = (address: string) => ({ headers: { "x-test-address": address } });
    const { points, durationSeconds } = RATE_LIMITS.apiPerAddress;
    for (let i = 0; i < points; i++) expect((await api.request("/api/v1/channel-types", from("203.0.113.5"))).status).toBe(200);
    const refused = await api.request("/api/v1/channel-types", from("203.0.113.5"));
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(durationSeconds);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /^Too many requests from your address\. Please wait \d+ seconds? and try again\.$/,
    );
    expect((await api.request("/api/v1/channel-types", from("198.51.100.9"))).status).toBe(200);
    await test.db.delete(rateLimitCounters);
  });

  it("lets requests through when the limiter cannot count (its database is down): the request meets the outage itself", async () => {
    const api = createTestApi(test.db, { rateLimit: () => Promise.reject(new Error("connection refused")) });
    expect((await api.request("/api/v1/channel-types")).status).toBe(200);
  });

  it("tells /developers the limit the API enforces", () => {
    expect(apiDirectory().rateLimit).toEqual({
      requests: RATE_LIMITS.apiPerAddress.points,
      perSeconds: RATE_LIMITS.apiPerAddress.durationSeconds,
    });
  });
});
