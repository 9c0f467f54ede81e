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
    const doc = (await (await api.request("http://localhost/api/openapi.json")).json()) as { openapi: string; paths: Record<string, unknown> };
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
    expect(page).toContain(`<script src="${API_DOCS_SCRIPT.url}" integrity="${API_DOCS_SCRIPT.integrity}" crossorigin="anonymous"`);
  });
});
