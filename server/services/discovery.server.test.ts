// Discovery against the fake YouTube server and a real database: queries searched within the
// search allowance, candidates queued with their suggestions and why they were found, channels
// already in the catalogue left out, a rejected channel never suggested again, and approval
// importing the channel with its accepted type and niche.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { users } from "#db/schema/auth";
import { channelTypes, niches, youtubeChannels, youtubeVideoStats } from "#db/schema/catalogue";
import { discoveryCandidates, discoveryQueries } from "#db/schema/discovery";
import { jobRuns, youtubeQuotaUsage } from "#db/schema/operations";
import { auditLog } from "#db/schema/site";
import { catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { buildNiche } from "#db/seed/factories/niche-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { DISCOVERY_MESSAGES, newQuerySchema } from "#domain/admin/discovery";
import { createYoutubeClient } from "#server/integrations/youtube/youtube-client.server";
import { createChannelImportService } from "#server/services/channel-import.server";
import { createDiscoveryService } from "#server/services/discovery.server";
import { createYoutubeQuotaService } from "#server/services/youtube-quota.server";
import { type FakeYoutubeServer, startFakeYoutubeServer } from "#dev/fake-youtube/youtube-server";
import { QUIET_ARCHIVE_ID, RAIN_TAPES_ID } from "#dev/fake-youtube/channels";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

let t: TestDatabase;
let fake: FakeYoutubeServer;
const admin = { id: "discovery-admin", email: "discovery-admin@example.test" };
const faker = createSeededFaker(1116);
const sleepNiche = buildNiche(faker, { name: "Sleep & Rain Sounds", slug: "sleep-rain-sounds" });
const historyNiche = buildNiche(faker, { name: "History Documentaries", slug: "history-documentaries" });

beforeAll(async () => {
  [t, fake] = await Promise.all([createTestDatabase(), startFakeYoutubeServer()]);
  await t.db.insert(channelTypes).values(catalogueChannelTypeRows());
  await t.db.insert(niches).values([sleepNiche, historyNiche]);
  await t.db
    .insert(users)
    .values({ id: admin.id, email: admin.email, name: "Discovery Admin", emailVerified: true, role: "admin" });
});
afterAll(async () => {
  await Promise.all([t?.close(), fake?.close()]);
});
beforeEach(async () => {
  fake.reset();
  for (const table of [
    discoveryCandidates,
    discoveryQueries,
    youtubeVideoStats,
    youtubeChannels,
    jobRuns,
    auditLog,
    youtubeQuotaUsage,
  ])
    await t.db.delete(table).where(sql`true`);
});

function service(limits = { default: 10_000, search: 100 }) {
  const quota = createYoutubeQuotaService(t.db, limits);
  return createDiscoveryService(t.db, {
    quota,
    youtube: () => createYoutubeClient({ apiKey: fake.apiKey, baseUrl: fake.baseUrl, quota, retry: { retries: 0 } }),
  });
}

async function addQuery(discovery: ReturnType<typeof service>, values: Record<string, string>) {
  const result = await discovery.addQuery(admin, newQuerySchema.parse(values));
  expect(result).toEqual({ ok: true });
}

describe("discovery", () => {
  it("queues the channels a query finds, with a suggested type, faceless evidence and why each was found", async () => {
    const discovery = service();
    await addQuery(discovery, { query: "rain sounds", searchKind: "both" });
    const run = await discovery.runNow();
    expect(run).toMatchObject({ status: "succeeded", itemsDone: 1 });
    const { rows } = await discovery.candidates({ status: "pending", page: 1 });
    const rain = rows.find((row) => row.youtubeChannelId === RAIN_TAPES_ID);
    expect(rain).toBeDefined();
    // "Rain sounds and lofi beats": rain ambience or a lofi music channel, both fair readings.
    expect(["asmr_ambient", "music_curation"]).toContain(rain?.suggestedTypeId);
    expect(rain?.typeEvidence.length).toBeGreaterThan(0);
    expect(rain?.recentTitles.length).toBeGreaterThan(0);
    expect(rain?.foundBy[0]).toMatchObject({ query: "rain sounds" });
    expect(rain?.subscribers).toBe(1_250_000);
    // search.list: one call for channels and one for videos, in the search allowance.
    expect(fake.quota().byMethod["search.list"]).toBe(2);
    const [query] = await discovery.queries();
    expect(query?.candidatesFound).toBe(rows.length);
    expect(query?.lastRunAt).not.toBeNull();
  });

  it("leaves out channels already in the catalogue, and never suggests a rejected channel again", async () => {
    const discovery = service();
    await addQuery(discovery, { query: "history documentary", searchKind: "channels" });
    await addQuery(discovery, { query: "rain sounds", searchKind: "channels" });
    await discovery.runNow();
    let { rows } = await discovery.candidates({ status: "pending", page: 1 });
    const archive = rows.find((row) => row.youtubeChannelId === QUIET_ARCHIVE_ID);
    const rain = rows.find((row) => row.youtubeChannelId === RAIN_TAPES_ID);
    expect(archive?.suggestedNicheId).toBe(historyNiche.id);
    expect(await discovery.reject(admin, [rain!.id], "Not faceless enough for us")).toEqual({ ok: true, count: 1 });
    await t.db.delete(discoveryCandidates).where(eq(discoveryCandidates.id, archive!.id));
    await t.db
      .insert(youtubeChannels)
      .values({ slug: "quiet-archive", channelTitle: "Quiet Archive", youtubeChannelId: QUIET_ARCHIVE_ID });

    await discovery.runNow();
    ({ rows } = await discovery.candidates({ status: "pending", page: 1 }));
    expect(rows.map((row) => row.youtubeChannelId)).not.toContain(RAIN_TAPES_ID);
    expect(rows.map((row) => row.youtubeChannelId)).not.toContain(QUIET_ARCHIVE_ID);
    const rejected = await discovery.candidates({ status: "rejected", page: 1 });
    expect(rejected.rows.map((row) => [row.youtubeChannelId, row.rejectReason])).toEqual([
      [RAIN_TAPES_ID, "Not faceless enough for us"],
    ]);
    const audit = await t.db.select({ action: auditLog.action, entityType: auditLog.entityType }).from(auditLog);
    expect(audit).toContainEqual({ action: "reject", entityType: "discovery_candidate" });
    expect(audit).toContainEqual({ action: "create", entityType: "discovery_query" });
  });

  it("spends at most the search calls left today, the queries that waited longest first", async () => {
    const discovery = service({ default: 10_000, search: 3 });
    await addQuery(discovery, { query: "rain sounds", searchKind: "both" });
    await addQuery(discovery, { query: "history documentary", searchKind: "both" });
    const first = await discovery.runNow();
    // Three calls left: one query of two calls fits, the second does not.
    expect(first?.itemsTotal).toBe(1);
    expect(fake.quota().byMethod["search.list"]).toBe(2);
    const second = await discovery.runNow();
    expect(second).toBeNull();
  });

  it("approves candidates into the catalogue through an import run, with their accepted type and niche", async () => {
    const discovery = service();
    await addQuery(discovery, { query: "rain sounds", searchKind: "channels" });
    await discovery.runNow();
    const { rows } = await discovery.candidates({ status: "pending", page: 1 });
    const rain = rows.find((row) => row.youtubeChannelId === RAIN_TAPES_ID)!;
    // Above the floor (35%) for both: applied without review.
    await t.db
      .update(discoveryCandidates)
      .set({ suggestedNicheId: sleepNiche.id, nicheConfidence: 0.8 })
      .where(eq(discoveryCandidates.id, rain.id));
    const decision = await discovery.approve(admin, [rain.id]);
    if (!decision.ok) throw new Error(decision.message);
    // The import runs in the background: wait for it through the import service.
    await createChannelImportService(t.db).waitForRun(decision.importRunId!);
    const [channel] = await t.db.select().from(youtubeChannels).where(eq(youtubeChannels.youtubeChannelId, RAIN_TAPES_ID));
    expect(channel).toMatchObject({ channelType: rain.suggestedTypeId, nicheId: sleepNiche.id, totalSubscribers: 1_250_000 });
    const videos = await t.db
      .select({ id: youtubeVideoStats.id })
      .from(youtubeVideoStats)
      .where(eq(youtubeVideoStats.channelId, channel!.id));
    expect(videos.length).toBeGreaterThan(0);
    const approved = await discovery.candidates({ status: "approved", page: 1 });
    expect(approved.rows[0]).toMatchObject({ youtubeChannelId: RAIN_TAPES_ID, catalogueSlug: channel!.slug });
    // What was applied is kept with the channel, with its confidence, for the edit page.
    expect(channel!.metadata.import_suggestions).toMatchObject({
      type: { id: rain.suggestedTypeId, confidence: rain.typeConfidence },
      niche: { id: sleepNiche.id, confidence: 0.8 },
    });
  });

  it("does not publish a candidate below the confidence floor: approving moves it to the import review list", async () => {
    const discovery = service();
    await addQuery(discovery, { query: "rain sounds", searchKind: "channels" });
    await discovery.runNow();
    const { rows } = await discovery.candidates({ status: "pending", page: 1 });
    const rain = rows.find((row) => row.youtubeChannelId === RAIN_TAPES_ID)!;
    // A sure type, but a niche only 20% sure.
    await t.db
      .update(discoveryCandidates)
      .set({ suggestedNicheId: sleepNiche.id, nicheConfidence: 0.2 })
      .where(eq(discoveryCandidates.id, rain.id));
    expect(await discovery.approve(admin, [rain.id])).toEqual({ ok: true, count: 0, held: 1 });
    expect(await t.db.select().from(youtubeChannels)).toEqual([]);
    expect(await t.db.select().from(jobRuns).where(eq(jobRuns.job, "channel-import"))).toEqual([]);
    // Out of the discovery queue, into the review list, audited.
    expect((await discovery.candidates({ status: "pending", page: 1 })).rows.map((row) => row.id)).not.toContain(rain.id);
    const review = await createChannelImportService(t.db).reviewList();
    expect(review.rows.map((row) => row.id)).toEqual([rain.id]);
    expect(review.rows[0]!.suggestions).toMatchObject({
      applied: false,
      niche: { label: "Sleep & Rain Sounds", confidence: 0.2 },
    });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, rain.id));
    expect(entry).toMatchObject({ action: "hold", entityType: "discovery_candidate", actorId: admin.id });
  });

  it("without a YouTube key, an unknown candidate is still 'already decided' and a pending one asks for the key", async () => {
    const discovery = service();
    await addQuery(discovery, { query: "rain sounds", searchKind: "channels" });
    await discovery.runNow();
    const [pending] = (await discovery.candidates({ status: "pending", page: 1 })).rows;
    const quota = createYoutubeQuotaService(t.db, { default: 10_000, search: 100 });
    const keyless = createDiscoveryService(t.db, {
      quota,
      youtube: () => createYoutubeClient({ apiKey: undefined, baseUrl: fake.baseUrl, quota }),
    });
    expect(await keyless.approve(admin, ["00000000-0000-4000-8000-000000000000"])).toEqual({
      ok: false,
      status: 404,
      message: "Those candidates were already decided.",
    });
    expect(await keyless.approve(admin, [pending!.id])).toEqual({
      ok: false,
      status: 409,
      message: DISCOVERY_MESSAGES.notConfigured,
    });
    // Refused before anything changed: it is still waiting for a decision.
    expect((await discovery.candidates({ status: "pending", page: 1 })).rows.map((row) => row.id)).toContain(pending!.id);
  });

  it("refuses a duplicate query and a malformed one with clear messages", async () => {
    const discovery = service();
    await addQuery(discovery, { query: "reddit stories" });
    expect(await discovery.addQuery(admin, newQuerySchema.parse({ query: "  Reddit   Stories " }))).toEqual({
      ok: false,
      status: 409,
      message: "That query is already in the list.",
    });
    expect(newQuerySchema.safeParse({ query: "x" }).error?.issues[0]?.message).toBe("A query is 2 to 100 characters.");
    expect(newQuerySchema.safeParse({ query: "ok query", regionCode: "usa" }).error?.issues[0]?.message).toBe(
      "A region is a two-letter country code, like US or GB.",
    );
  });
});
