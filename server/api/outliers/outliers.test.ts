// GET /api/v1/outliers: the stored outlier scores, best first, with the page's filters; the same
// answer for visitors and members; a malformed filter is a 400 that names it; documented.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { videoFormat } from "#domain/video-format";
import type { OutlierList } from "#domain/read-models/outliers";
import { seedDemoCatalogue } from "#db/seed/demo-catalogue";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";
import { asMember, createTestApi } from "#server/api/api-test-app";

describe("/api/v1/outliers", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
    await seedDemoCatalogue(test.db, { channels: 80 });
  });
  afterAll(async () => {
    await test?.close();
  });

  const get = async (query = "", init?: RequestInit) => {
    const response = await createTestApi(test.db).request(`/api/v1/outliers${query}`, init);
    return { status: response.status, body: (await response.json()) as OutlierList & { error?: string } };
  };

  it("lists scored videos best first, the same for visitors and members", async () => {
    const { status, body } = await get();
    expect(status).toBe(200);
    expect(body.videos.length).toBe(24);
    expect(body.hasMore).toBe(true);
    const scores = body.videos.map((video) => video.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(body.videos[0]!.channel).toMatchObject({ isDemo: true, slug: expect.any(String) });
    expect((await get("", asMember)).body).toEqual(body);
  });

  it("applies the filters", async () => {
    const { body } = await get("?format=short&views_min=1000&size=under-10k&limit=100");
    for (const video of body.videos) {
      expect(videoFormat(video.durationSeconds)).toBe("short");
      expect(video.views).toBeGreaterThanOrEqual(1000);
      expect(video.channel.subscribers).toBeLessThan(10_000);
    }
    const recent = await get("?within=7&limit=100");
    const cutoff = Date.parse(`${recent.body.asOf}T00:00:00Z`) - 8 * 86_400_000;
    for (const video of recent.body.videos) expect(Date.parse(video.publishedAt)).toBeGreaterThan(cutoff);
  });

  it("answers 400 naming a malformed filter", async () => {
    const bad = await get("?within=5");
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("within must be one of 7, 30, 90, 365");
    expect((await get("?views_min=1e9")).status).toBe(400);
    expect((await get("?page=0")).status).toBe(400);
  });

  it("is in the OpenAPI document", async () => {
    const doc = (await (await createTestApi(test.db).request("/api/openapi.json")).json()) as {
      paths: Record<string, { get?: { parameters?: { name: string }[] } }>;
    };
    const names = doc.paths["/api/v1/outliers"]?.get?.parameters?.map((parameter) => parameter.name) ?? [];
    expect(names).toEqual(
      expect.arrayContaining(["type", "niche", "country", "size", "within", "format", "views_min", "page", "limit"]),
    );
  });
});
