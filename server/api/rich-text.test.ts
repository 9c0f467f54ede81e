// Stored HTML that slipped past the admin forms is inert in the API too: the services sanitize
// rich text on read with the same allow-list as the pages (spec: sanitized on save and on render).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { channelTypes, didYouKnowFacts, niches } from "#db/schema/catalogue";
import { catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { buildFact } from "#db/seed/factories/fact-factory";
import { buildNiche } from "#db/seed/factories/niche-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";
import { createTestApi } from "#server/api/api-test-app";

const PAYLOAD =
  '<p>Safe text</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">link</a><svg onload="alert(4)"></svg>';

function expectInert(html: string) {
  expect(html).toContain("Safe text");
  expect(html).not.toMatch(/<script|onerror|onload|javascript:|<svg|<img/i);
}

describe("API rich text", () => {
  let test: TestDatabase;
  const faker = createSeededFaker(11);

  beforeAll(async () => {
    test = await createTestDatabase();
    const [first, ...rest] = catalogueChannelTypeRows();
    await test.db
      .insert(channelTypes)
      .values([{ ...first!, description: PAYLOAD, production: PAYLOAD, example: PAYLOAD }, ...rest]);
    await test.db.insert(niches).values(buildNiche(faker, { description: PAYLOAD }));
    await test.db.insert(didYouKnowFacts).values(buildFact(faker, { isActive: true, content: PAYLOAD }));
  });
  afterAll(async () => {
    await test?.close();
  });

  it("sanitizes channel type guides, niche descriptions and fact content", async () => {
    const api = createTestApi(test.db);
    const [stored] = await test.db.select().from(channelTypes).where(eq(channelTypes.description, PAYLOAD));
    const types = (await (await api.request("/api/v1/channel-types")).json()) as {
      channelTypes: { id: string; description: string; production: string; example: string }[];
    };
    const type = types.channelTypes.find((t) => t.id === stored?.id);
    expect(type).toBeDefined();
    for (const html of [type!.description, type!.production, type!.example]) expectInert(html);

    const { niches: listed } = (await (await api.request("/api/v1/niches")).json()) as { niches: { description: string }[] };
    expectInert(listed[0]!.description);

    const { fact } = (await (await api.request("/api/v1/facts/random")).json()) as { fact: { content: string } };
    expectInert(fact.content);
  });
});
