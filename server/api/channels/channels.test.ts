// GET /api/v1/channels… in-process: validation (400 with a message), revenue gating (spec §6).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channelTypes, youtubeChannels, youtubeVideoStats } from "#db/schema/catalogue";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { buildVideos } from "#db/seed/factories/video-factory";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";
import { asMember, createTestApi } from "#server/api/api-test-app";

const REVENUE_KEY = /"(revenue|revenuePerVideo|revenuePerSubscriber|revenuePerMonth|totalRevenue|twelveMonthPotential)"\s*:/;

describe("/api/v1/channels", () => {
  let test: TestDatabase;
  let api: ReturnType<typeof createTestApi>;
  const faker = createSeededFaker(9);
  const channels = Array.from({ length: 5 }, (_, i) =>
    buildChannel(
      faker,
      { channelTitle: `Deep Sea Stories ${i + 1}`, totalSubscribers: 1000 * (i + 1), revenuePerVideo: 10 * (i + 1) },
      { channelTypeId: "documentary_story" },
    ),
  );
  const first = channels[0]!;

  beforeAll(async () => {
    test = await createTestDatabase();
    await test.db.insert(channelTypes).values(catalogueChannelTypeRows());
    await test.db.insert(youtubeChannels).values(channels);
    await test.db.insert(youtubeVideoStats).values(buildVideos(faker, first, 6));
    api = createTestApi(test.db);
  });
  afterAll(async () => {
    await test?.close();
  });

  it("searches with filters, sorts and a cursor", async () => {
    const response = await api.request("/api/v1/channels?q=deep%20sea&sort=subscribers&limit=2");
    expect(response.status).toBe(200);
    const page1 = (await response.json()) as { channels: { title: string }[]; total: number; nextCursor: string | null };
    expect(page1.total).toBe(5);
    expect(page1.channels.map((c) => c.title)).toEqual(["Deep Sea Stories 5", "Deep Sea Stories 4"]);
    const page2 = (await (
      await api.request(`/api/v1/channels?q=deep%20sea&sort=subscribers&limit=2&cursor=${page1.nextCursor}`)
    ).json()) as typeof page1;
    expect(page2.channels.map((c) => c.title)).toEqual(["Deep Sea Stories 3", "Deep Sea Stories 2"]);
  });

  it("says which words it searched for when the words as typed found nothing", async () => {
    const corrected = (await (await api.request("/api/v1/channels?q=deep%20sae%20storeis&limit=1")).json()) as {
      total: number;
      correctedQuery: string | null;
    };
    expect(corrected).toMatchObject({ total: 5, correctedQuery: "deep sea stories" });
    const asTyped = (await (await api.request("/api/v1/channels?q=deep%20sea&limit=1")).json()) as typeof corrected;
    expect(asTyped.correctedQuery).toBeNull();
  });

  it.each([
    ["limit=101", "limit must be 100 or less"],
    ["limit=abc", "limit must be a number"],
    ["subs_min=-5", "subs_min cannot be negative"],
    ["upload_rate=weekly", "upload_rate must be one of"],
    ["sort=loudest", "sort must be one of"],
    ["started_from=yesterday", "started_from must be a date"],
    ["cursor=zzz", "cursor is not valid"],
  ])("answers 400 with a clear message for %s", async (query, message) => {
    const response = await api.request(`/api/v1/channels?${query}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain(message);
  });

  it("refuses revenue filters and sorts to visitors (spec §6) and applies them for members", async () => {
    const visitor = await api.request("/api/v1/channels?sort=revenue_per_video");
    expect(visitor.status).toBe(400);
    expect(((await visitor.json()) as { error: string }).error).toMatch(/signed-in/);
    const member = await api.request("/api/v1/channels?sort=revenue_per_video&rpv_min=30", asMember);
    expect(member.status).toBe(200);
    const body = (await member.json()) as { channels: { title: string; revenue?: { revenuePerVideo: number } }[] };
    expect(body.channels.map((c) => c.revenue?.revenuePerVideo)).toEqual([50, 40, 30]);
  });

  it("never sends a revenue key to visitors, in lists or detail", async () => {
    const list = await (await api.request("/api/v1/channels")).text();
    const detail = await (await api.request(`/api/v1/channels/${first.id}`)).text();
    expect(list).not.toMatch(REVENUE_KEY);
    expect(detail).not.toMatch(REVENUE_KEY);
    expect(await (await api.request(`/api/v1/channels/${first.id}`, asMember)).text()).toMatch(REVENUE_KEY);
  });

  it("finds a channel by id or any slug, and answers 400 / 404 like the page", async () => {
    const byStaleSlug = await api.request(`/api/v1/channels/old-title-${first.id}`);
    expect(byStaleSlug.status).toBe(200);
    expect(((await byStaleSlug.json()) as { channel: { slug: string } }).channel.slug).toBe(`deep-sea-stories-1-${first.id}`);
    expect((await api.request("/api/v1/channels/%21%21%21")).status).toBe(400);
    const missing = await api.request("/api/v1/channels/00000000-0000-4000-8000-000000000000");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Channel not found" });
  });

  it("names the creator's rate rpm, the advertiser's advertiserCpm, and keeps cpm as a deprecated copy with its removal date", async () => {
    const body = (await (await api.request("/api/v1/channels?limit=1&sort=rpm")).json()) as {
      channels: { rpm: number | null; cpm: number | null; advertiserCpm: number | null }[];
    };
    const [channel] = body.channels;
    expect(channel?.cpm).toBe(channel?.rpm);
    if (channel?.rpm) expect(channel.advertiserCpm).toBeGreaterThan(channel.rpm);
    // The old sort and filter names still work until the removal date.
    expect((await api.request("/api/v1/channels?sort=cpm&cpm_min=0")).status).toBe(200);
    const doc = (await (await api.request("/api/openapi.json")).json()) as {
      components: { schemas: Record<string, { properties: Record<string, { deprecated?: boolean; description?: string }> }> };
    };
    const item = doc.components.schemas.ChannelListItem!.properties;
    expect(item.cpm).toMatchObject({ deprecated: true });
    expect(item.cpm?.description).toMatch(/removed on 2027-06-01/);
    expect(item.rpm?.description).toMatch(/creator is paid per 1,000 views/);
    expect(item.advertiserCpm?.description).toMatch(/advertisers pay per 1,000 ad impressions/);
  });

  it("lists top videos and related channels", async () => {
    const top = (await (await api.request(`/api/v1/channels/${first.id}/top-videos`)).json()) as {
      mostViewed: unknown[];
      mostEngaging: unknown[];
    };
    expect(top.mostViewed).toHaveLength(5);
    expect(top.mostEngaging.length).toBeGreaterThan(0);
    const related = (await (await api.request(`/api/v1/channels/${first.id}/related?limit=3`)).json()) as {
      related: { id: string }[];
    };
    expect(related.related).toHaveLength(3);
    expect(related.related.map((r) => r.id)).not.toContain(first.id);
    expect((await api.request(`/api/v1/channels/${first.id}/related?limit=0`)).status).toBe(400);
    expect((await api.request(`/api/v1/channels/not-a-uuid/top-videos`)).status).toBe(400);
  });
});
