// GET /api/v1/rankings: members only (spec §6), positive values only, descending (spec §9).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channelTypes, youtubeChannels } from "#db/schema/catalogue";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";
import { asMember, createTestApi } from "#server/api/api-test-app";

describe("/api/v1/rankings", () => {
  let test: TestDatabase;
  const faker = createSeededFaker(3);
  const values = [5, 0, 12, null, 7];
  const channels = values.map((value) => buildChannel(faker, { revenuePerSubscriber: value }, { channelTypeId: "asmr_ambient" }));

  beforeAll(async () => {
    test = await createTestDatabase();
    await test.db.insert(channelTypes).values(catalogueChannelTypeRows());
    await test.db.insert(youtubeChannels).values(channels);
  });
  afterAll(async () => {
    await test?.close();
  });

  it("answers 401 'Sign in to view rankings' to a visitor", async () => {
    const response = await createTestApi(test.db).request("/api/v1/rankings");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Sign in to view rankings" });
  });

  it("ranks positive values, highest first, for a member", async () => {
    const response = await createTestApi(test.db).request("/api/v1/rankings?metric=revenue_per_subscriber", asMember);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { rows: { rank: number; value: number }[] };
    expect(body.rows.map((row) => [row.rank, row.value])).toEqual([
      [1, 12],
      [2, 7],
      [3, 5],
    ]);
  });

  it("answers 400 for an unknown metric", async () => {
    const response = await createTestApi(test.db).request("/api/v1/rankings?metric=views", asMember);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain(
      "metric must be one of revenue_per_video, revenue_per_subscriber",
    );
  });

  it("narrows by the search filters' names, and refuses a malformed one with the search's message", async () => {
    const subs = channels[2]!.totalSubscribers;
    const response = await createTestApi(test.db).request(
      `/api/v1/rankings?metric=revenue_per_subscriber&type=asmr_ambient&subs_min=${subs}&subs_max=${subs}`,
      asMember,
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as { rows: { value: number }[] }).rows.map((row) => row.value)).toEqual([12]);
    const none = await createTestApi(test.db).request("/api/v1/rankings?country=ZZ", asMember);
    expect(((await none.json()) as { rows: unknown[] }).rows).toEqual([]);
    const bad = await createTestApi(test.db).request("/api/v1/rankings?subs_min=lots", asMember);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/^subs_min/);
  });
});
