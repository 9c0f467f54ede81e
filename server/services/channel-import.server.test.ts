// The channel import against the fake YouTube server and a real database: one channel from a
// pasted reference, and a CSV run with its progress and per-row report.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { youtubeErrorMessage } from "#domain/youtube-errors";
import { INVALID_CHANNEL_REF_MESSAGE } from "#domain/youtube-channel-ref";
import { nicheRpmForCountry } from "#domain/rpm-estimate";
import { pacificDay } from "#domain/pacific-day";
import { users } from "#db/schema/auth";
import { channelStatsSnapshots, channelTypes, niches, youtubeChannels, youtubeVideoStats } from "#db/schema/catalogue";
import { discoveryCandidates } from "#db/schema/discovery";
import { catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { jobRuns, youtubeQuotaUsage } from "#db/schema/operations";
import { auditLog } from "#db/schema/site";
import { createYoutubeClient } from "#server/integrations/youtube/youtube-client.server";
import { createChannelImportService, type ChannelImportOptions } from "#server/services/channel-import.server";
import { createYoutubeQuotaService } from "#server/services/youtube-quota.server";
import { type FakeYoutubeServer, startFakeYoutubeServer } from "#dev/fake-youtube/youtube-server";
import { MIDNIGHT_MYSTERIES_ID, QUIET_ARCHIVE_ID } from "#dev/fake-youtube/channels";
import { buildNiche } from "#db/seed/factories/niche-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

let t: TestDatabase;
let fake: FakeYoutubeServer;
const admin = { id: "import-admin", email: "import-admin@example.test" };
const history = buildNiche(createSeededFaker(708), { name: "History Import", slug: "history-import", rpmLow: 4, rpmHigh: 12 });

beforeAll(async () => {
  [t, fake] = await Promise.all([createTestDatabase(), startFakeYoutubeServer()]);
  await t.db.insert(channelTypes).values(catalogueChannelTypeRows());
  await t.db.insert(niches).values(history);
  await t.db.insert(users).values({ id: admin.id, email: admin.email, name: "Import Admin", emailVerified: true, role: "admin" });
});
afterAll(async () => {
  await Promise.all([t?.close(), fake?.close()]);
});
beforeEach(async () => {
  fake.reset();
  await t.db.delete(youtubeChannels).where(sql`true`);
  await t.db.delete(discoveryCandidates).where(sql`true`);
  await t.db.delete(jobRuns).where(sql`true`);
  await t.db.delete(auditLog).where(sql`true`);
  await t.db.delete(youtubeQuotaUsage).where(sql`true`);
});

function service(
  options: { apiKey?: string | undefined; limits?: { default: number; search: number } } & Omit<
    ChannelImportOptions,
    "youtube"
  > = {},
) {
  const apiKey = "apiKey" in options ? options.apiKey : fake.apiKey;
  const quota = createYoutubeQuotaService(t.db, options.limits ?? { default: 10_000, search: 100 });
  return createChannelImportService(t.db, {
    ...options,
    // No waiting between retries in tests.
    youtube: () => createYoutubeClient({ apiKey, baseUrl: fake.baseUrl, quota, retry: { retries: 0 } }),
  });
}

const channelsWith = (youtubeId: string) =>
  t.db.select().from(youtubeChannels).where(eq(youtubeChannels.youtubeChannelId, youtubeId));

describe("importOne", () => {
  it("adds a channel from its @handle with statistics, recent videos, today's snapshot, estimates and an audit entry", async () => {
    const result = await service().importOne(admin, "@quietarchive", { nicheId: history.id });
    if (!result.ok) throw new Error(result.message);
    if (result.outcome === "held") throw new Error("expected Quiet Archive to be published");
    expect(result).toMatchObject({ outcome: "created", exact: true, channel: { channelTitle: "Quiet Archive" } });
    expect(result.channel.slug).toBe(`quiet-archive-${result.channel.id}`);

    const [row] = await channelsWith(QUIET_ARCHIVE_ID);
    expect(row).toMatchObject({
      id: result.channel.id,
      handle: "quietarchive",
      description: "Calm, narrated history documentaries. No faces, just stories.",
      country: "GB",
      keywords: ["history", "documentary", "faceless history", "archive"],
      thumbnailUrl: "https://yt3.ggpht.com/fixture-quietarchive/hqdefault.jpg",
      startDate: "2019-03-14",
      totalSubscribers: 284_000,
      totalViews: 51_234_567,
      videoCount: 120,
    });
    // The RPM is the model's, from the niche × country band; the revenue fields follow from it.
    expect(row).toMatchObject({ nicheId: history.id, niche: "History Import", rpmOverride: null });
    expect(row!.rpm).toBeGreaterThan(0);
    expect(row!.rpm).toBeLessThanOrEqual(nicheRpmForCountry(4, 12, "GB")!.high);
    expect(row!.revenuePerMonth).toBeGreaterThan(0);
    expect(row!.revenuePerVideo).toBeGreaterThan(0);

    const videos = await t.db.select().from(youtubeVideoStats).where(eq(youtubeVideoStats.channelId, result.channel.id));
    expect(videos.length).toBeGreaterThanOrEqual(50);
    const snapshots = await t.db
      .select()
      .from(channelStatsSnapshots)
      .where(eq(channelStatsSnapshots.channelId, result.channel.id));
    expect(snapshots).toEqual([expect.objectContaining({ day: pacificDay(new Date()), subscribers: 284_000 })]);

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, result.channel.id));
    expect(audit).toEqual([
      expect.objectContaining({ actorId: admin.id, action: "import", entityType: "channel", before: null }),
    ]);
  });

  it("updates the channel already in the catalogue instead of adding it twice", async () => {
    const first = await service().importOne(admin, "@quietarchive");
    const second = await service().importOne(admin, `https://www.youtube.com/channel/${QUIET_ARCHIVE_ID}`);
    if (!first.ok || !second.ok || first.outcome === "held") throw new Error("expected both imports to work");
    expect(second).toMatchObject({ outcome: "updated", channel: { id: first.channel.id } });
    expect(await channelsWith(QUIET_ARCHIVE_ID)).toHaveLength(1);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, first.channel.id));
    // Both are the admin's imports, not the daily refresh.
    expect(audit.map((entry) => entry.action)).toEqual(["import", "import"]);
  });

  it("words each refusal kindly and changes nothing", async () => {
    expect(await service().importOne(admin, "not a channel")).toEqual({
      ok: false,
      code: "invalidReference",
      message: INVALID_CHANNEL_REF_MESSAGE,
    });
    expect(await service().importOne(admin, "@nobodyhere")).toEqual({
      ok: false,
      code: "notFound",
      message: youtubeErrorMessage({ code: "notFound" }),
    });
    expect(await service({ apiKey: undefined }).importOne(admin, "@quietarchive")).toEqual({
      ok: false,
      code: "notConfigured",
      message: "YouTube isn't connected yet. Set YOUTUBE_API_KEY on the server and restart it.",
    });
    expect(await service({ apiKey: "wrong-key" }).importOne(admin, "@quietarchive")).toMatchObject({ ok: false, code: "badKey" });
    fake.setQuotaExceeded(true);
    expect(await service().importOne(admin, "@quietarchive")).toEqual({
      ok: false,
      code: "quotaExceeded",
      message: youtubeErrorMessage({ code: "quotaExceeded" }),
    });
    expect(await t.db.select().from(youtubeChannels)).toEqual([]);
    expect(await t.db.select().from(auditLog)).toEqual([]);
  });
});

describe("importMany", () => {
  it("imports every row in the background, with progress, a per-row report and the units spent", async () => {
    const imports = service();
    const started = await imports.importMany(admin, [
      { line: 2, reference: "@quietarchive" },
      { line: 3, reference: "@nobodyhere" },
      { line: 4, reference: MIDNIGHT_MYSTERIES_ID },
    ]);
    if (!started.ok) throw new Error(started.message);
    expect(started).toMatchObject({ joined: false, run: { itemsTotal: 3, triggeredByEmail: admin.email } });
    const run = await imports.waitForRun(started.run.id);
    expect(run).toMatchObject({ status: "succeeded", itemsTotal: 3, itemsDone: 3, itemsFailed: 1, runError: null });
    expect(run!.finishedAt).toBeInstanceOf(Date);
    expect(run!.unitsSpent).toBeGreaterThan(0);
    expect(run!.results.map((r) => [r.line, r.item, r.outcome, r.message])).toEqual([
      [2, "@quietarchive", "created", "Added"],
      [3, "@nobodyhere", "failed", youtubeErrorMessage({ code: "notFound" })],
      // Its type is only a guess (20%) and no niche fits: it waits for review instead of being published blank.
      [4, MIDNIGHT_MYSTERIES_ID, "held", "Waiting for review"],
    ]);
    expect(run!.results[0]!.suggestions).toMatchObject({
      applied: true,
      type: { label: expect.any(String), confidence: expect.any(Number) },
      niche: { label: "History Import" },
    });
    expect(run!.results[2]).toMatchObject({ channel: null, candidateId: expect.any(String), suggestions: { applied: false } });
    expect(await channelsWith(MIDNIGHT_MYSTERIES_ID)).toEqual([]);
    const [quiet] = await channelsWith(QUIET_ARCHIVE_ID);
    expect(run!.results[0]!.channel).toEqual({ id: quiet!.id, slug: quiet!.slug, channelTitle: "Quiet Archive" });
    expect(await imports.latestRun()).toMatchObject({ id: run!.id, status: "succeeded" });

    // Who started it is in the audit log, beside each channel's own entry.
    const jobEntries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "job"), eq(auditLog.entityId, run!.id)));
    expect(jobEntries).toEqual([expect.objectContaining({ action: "import", actorId: admin.id })]);
  });

  it("reports a channel already in the catalogue as updated", async () => {
    const imports = service();
    await imports.importOne(admin, "@quietarchive");
    const started = await imports.importMany(admin, [{ line: 1, reference: "youtube.com/@quietarchive" }]);
    if (!started.ok) throw new Error(started.message);
    const run = await imports.waitForRun(started.run.id);
    expect(run!.results).toEqual([expect.objectContaining({ outcome: "updated", message: "Updated" })]);
    expect(await channelsWith(QUIET_ARCHIVE_ID)).toHaveLength(1);
  });

  it("runs one import at a time: a second start joins the first", async () => {
    const imports = service();
    const first = await imports.importMany(admin, [{ line: 1, reference: "@quietarchive" }]);
    const second = await imports.importMany(admin, [{ line: 1, reference: "@midnightmysteries" }]);
    if (!first.ok || !second.ok) throw new Error("expected both starts to answer");
    expect(second).toMatchObject({ joined: true, run: { id: first.run.id } });
    await imports.waitForRun(first.run.id);
    expect(await channelsWith(MIDNIGHT_MYSTERIES_ID)).toEqual([]);
    expect(await t.db.select().from(jobRuns)).toHaveLength(1);
  });

  it("marks a run left running by a process that ended as failed, keeping its finished rows", async () => {
    const startedAt = new Date(Date.now() - 60 * 60 * 1000);
    const [orphan] = await t.db
      .insert(jobRuns)
      .values({
        job: "channel-import",
        status: "running",
        itemsTotal: 2,
        itemsDone: 1,
        triggeredBy: admin.id,
        startedAt,
        errors: [
          {
            line: 1,
            item: "@quietarchive",
            outcome: "failed",
            message: "x",
            channel: null,
            at: startedAt.toISOString(),
          } as never,
        ],
      })
      .returning();
    const run = await service().latestRun();
    expect(run).toMatchObject({
      id: orphan!.id,
      status: "failed",
      runError: "Stopped before it finished (the server restarted or the process ended).",
    });
    expect(run!.results).toHaveLength(1);
  });

  it("stops between rows when an admin stops it: the rows done stay imported and listed, the run says stopped", async () => {
    const imports = service();
    const rows = Array.from({ length: 40 }, (_, index) => ({
      line: index + 1,
      reference: index % 2 === 0 ? "@quietarchive" : MIDNIGHT_MYSTERIES_ID,
    }));
    const started = await imports.importMany(admin, rows);
    if (!started.ok) throw new Error(started.message);
    const stopped = await imports.stopImport(admin);
    expect(stopped).toMatchObject({ id: started.run.id, status: "stopped" });
    const run = await imports.waitForRun(started.run.id);
    expect(run).toMatchObject({ status: "stopped", runError: `Stopped by ${admin.email}.` });
    expect(run!.results.length).toBeLessThan(40);
    // The row that was running at the stop is listed too, and counted.
    expect(run!.itemsDone).toBe(run!.results.length);
    expect(run!.results.length).toBeGreaterThanOrEqual(1);
    // Stopping when nothing runs says so.
    expect(await imports.stopImport(admin)).toBeNull();
    const entries = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "job"), eq(auditLog.entityId, run!.id)));
    expect(entries.map((entry) => entry.action).sort()).toEqual(["import", "stop"]);
  });

  it("refuses to start without an API key", async () => {
    expect(await service({ apiKey: undefined }).importMany(admin, [{ line: 1, reference: "@quietarchive" }])).toEqual({
      ok: false,
      code: "notConfigured",
      message: youtubeErrorMessage({ code: "notConfigured" }),
    });
    expect(await t.db.select().from(jobRuns)).toEqual([]);
  });
});

describe("prefill", () => {
  it("fills the add form's fields from YouTube without storing anything", async () => {
    const result = await service().prefill("https://www.youtube.com/@quietarchive/videos");
    expect(result).toEqual({
      ok: true,
      exact: true,
      values: expect.objectContaining({
        channelTitle: "Quiet Archive",
        description: "Calm, narrated history documentaries. No faces, just stories.",
        channelUrl: "https://www.youtube.com/@quietarchive",
        youtubeChannelId: QUIET_ARCHIVE_ID,
        handle: "quietarchive",
        country: "GB",
        keywords: ["history", "documentary", "faceless history", "archive"],
        totalSubscribers: "284000",
        totalViews: "51234567",
        videoCount: "120",
        startDate: "2019-03-14",
        // Above the floor: the form starts with the suggested type and niche.
        channelType: "history_educational",
        nicheId: history.id,
      }),
    });
    expect(await t.db.select().from(youtubeChannels)).toEqual([]);
  });

  it("names the channel when it is in the catalogue already, and words YouTube's refusals", async () => {
    const imported = await service().importOne(admin, "@quietarchive");
    if (!imported.ok) throw new Error(imported.message);
    if (imported.outcome === "held") throw new Error("expected Quiet Archive to be published");
    expect(await service().prefill(QUIET_ARCHIVE_ID)).toEqual({ ok: false, code: "exists", existing: imported.channel });
    expect(await service().prefill("@nobodyhere")).toEqual({
      ok: false,
      code: "notFound",
      message: youtubeErrorMessage({ code: "notFound" }),
    });
    expect(await service({ apiKey: undefined }).prefill("@quietarchive")).toMatchObject({ ok: false, code: "notConfigured" });
  });
});

describe("the review list", () => {
  const held = async () => {
    const result = await service().importOne(admin, "@midnightmysteries");
    if (!result.ok || result.outcome !== "held") throw new Error("expected Midnight Mysteries to wait for review");
    return result;
  };

  it("holds a channel whose type or niche is below the floor instead of publishing it blank, audited", async () => {
    const result = await held();
    expect(result.suggestions).toMatchObject({
      applied: false,
      type: { confidence: expect.any(Number), reason: expect.stringMatching(/^Only \d+% sure .*; applied from 35%\.$/) },
      niche: { label: null, confidence: null, reason: "No niche suggested: the channel's words do not point at one." },
    });
    // Not in the catalogue, so no public page, list or API shows it.
    expect(await channelsWith(MIDNIGHT_MYSTERIES_ID)).toEqual([]);
    const list = await service().reviewList();
    expect(list.total).toBe(1);
    expect(list.rows[0]).toMatchObject({
      id: result.candidate.id,
      youtubeChannelId: MIDNIGHT_MYSTERIES_ID,
      title: "Midnight Mysteries",
      suggestions: { applied: false, type: { label: expect.any(String) } },
    });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, result.candidate.id));
    expect(audit).toEqual([
      expect.objectContaining({ action: "hold", entityType: "discovery_candidate", actorId: admin.id, before: null }),
    ]);
  });

  it("publishes a held channel with the type and niche the admin picked, and it leaves the list", async () => {
    const { candidate } = await held();
    const imports = service();
    expect(
      await imports.publishHeld(admin, "00000000-0000-4000-8000-000000000000", {
        channelType: "asmr_ambient",
        nicheId: history.id,
      }),
    ).toEqual({ ok: false, status: 404, message: "That channel is no longer waiting for review: someone else decided it." });
    expect(await imports.publishHeld(admin, candidate.id, { channelType: "no_such_type", nicheId: history.id })).toEqual({
      ok: false,
      status: 400,
      message: "That channel type no longer exists: choose another.",
    });
    expect(
      await imports.publishHeld(admin, candidate.id, {
        channelType: "original_storytelling",
        nicheId: "00000000-0000-4000-8000-000000000000",
      }),
    ).toEqual({ ok: false, status: 400, message: "That niche no longer exists: choose another." });

    const published = await imports.publishHeld(admin, candidate.id, {
      channelType: "original_storytelling",
      nicheId: history.id,
    });
    if (!published.ok || !("channel" in published)) throw new Error("expected the channel to be published");
    const [row] = await channelsWith(MIDNIGHT_MYSTERIES_ID);
    expect(row).toMatchObject({ id: published.channel.id, channelType: "original_storytelling", nicheId: history.id });
    expect(row!.revenuePerVideo).toBeGreaterThan(0);
    expect(await imports.reviewList()).toEqual({ rows: [], total: 0 });
    const decisions = await t.db.select().from(auditLog).where(eq(auditLog.entityId, candidate.id)).orderBy(auditLog.createdAt);
    expect(decisions.map((entry) => entry.action)).toEqual(["hold", "approve"]);
    // Decided once: a second publish finds nothing to decide.
    expect(
      await imports.publishHeld(admin, candidate.id, { channelType: "original_storytelling", nicheId: history.id }),
    ).toMatchObject({ ok: false, status: 404 });
  });

  it("discards a held channel (audited), and an admin's later import by name brings it back for review", async () => {
    const { candidate } = await held();
    const imports = service();
    expect(await imports.discardHeld(admin, candidate.id)).toEqual({ ok: true, discarded: "Midnight Mysteries" });
    expect(await imports.discardHeld(admin, candidate.id)).toMatchObject({ ok: false, status: 404 });
    expect(await imports.reviewList()).toEqual({ rows: [], total: 0 });
    expect(await channelsWith(MIDNIGHT_MYSTERIES_ID)).toEqual([]);
    const [discarded] = await t.db.select().from(discoveryCandidates).where(eq(discoveryCandidates.id, candidate.id));
    expect(discarded).toMatchObject({ status: "rejected", decidedBy: admin.id });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, candidate.id)).orderBy(auditLog.createdAt);
    expect(entries.map((entry) => entry.action)).toEqual(["hold", "reject"]);

    await held();
    expect((await imports.reviewList()).rows.map((row) => row.id)).toEqual([candidate.id]);
  });

  it("keeps what an import applied with the channel, for its edit page", async () => {
    const result = await service().importOne(admin, "@quietarchive");
    if (!result.ok || result.outcome === "held") throw new Error("expected Quiet Archive to be published");
    expect(result.suggestions).toMatchObject({
      applied: true,
      type: { confidence: expect.any(Number), reason: expect.stringContaining("sure from") },
      niche: { label: "History Import" },
    });
    const [row] = await channelsWith(QUIET_ARCHIVE_ID);
    expect(row).toMatchObject({ channelType: "history_educational", nicheId: history.id });
    expect(row!.metadata.import_suggestions).toMatchObject({
      type: { id: "history_educational", confidence: result.suggestions!.type.confidence },
      niche: { id: history.id },
    });
  });
});
