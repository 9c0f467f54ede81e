import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LINK_CHECK_SOURCES } from "#domain/admin/link-checker";
import { users } from "#db/schema/auth";
import { channelTypes, youtubeChannels, youtubeVideoStats } from "#db/schema/catalogue";
import { LINK_SOURCES, jobRuns, linkChecks } from "#db/schema/operations";
import { auditLog } from "#db/schema/site";
import {
  type LinkCheckerConfig,
  type LinkCheckResult,
  createLinkCheckerService,
  videoLink,
} from "#server/services/link-checker.server";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { buildChannelType } from "#db/seed/factories/channel-type-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { type LinkTargetServer, startLinkTargetServer } from "#tests/fakes/link-target-server";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

// Not too tight: PGlite runs on the test's own thread and can hold up the timers a little.
const TIMEOUT_MS = 1000;
const admin = { id: "admin-1", email: "ada@example.com" };

let site: LinkTargetServer;
let t: TestDatabase;
beforeAll(async () => {
  site = await startLinkTargetServer();
});
afterAll(async () => {
  await site.close();
});
/** A fresh database with one admin for each test of the calling describe block. */
function useDatabase() {
  beforeEach(async () => {
    t = await createTestDatabase();
    await t.db.insert(users).values({ id: admin.id, name: "Ada", email: admin.email, role: "admin" });
  });
  afterEach(async () => {
    await t.close();
  });
}

const faker = createSeededFaker(61);

function service(overrides: Partial<LinkCheckerConfig> = {}) {
  return createLinkCheckerService(t.db, {
    concurrency: 3,
    timeoutMs: TIMEOUT_MS,
    allowPrivate: true,
    videoUrl: (id) => site.url(`/watch?v=${id}`),
    ...overrides,
  });
}

/** Channels A (ok + moved), B (404 + 500), C (hanging, no screenshot), D (no links); a type image; two videos of A. */
async function seedLinks() {
  const [a, b, c, d] = ["Alpha Facts", "Beta Stories", "Gamma Sleep", "Delta Quiet"].map((title, i) =>
    buildChannel(faker, { channelTitle: title, slug: `channel-${i}` }, { channelTypeId: "documentary_story" }),
  ) as [
    ReturnType<typeof buildChannel>,
    ReturnType<typeof buildChannel>,
    ReturnType<typeof buildChannel>,
    ReturnType<typeof buildChannel>,
  ];
  const type = buildChannelType(faker, { id: "link_test_type", label: "Link test type", imageUrl: site.url("/image.png") });
  await t.db.insert(channelTypes).values([type, { ...buildChannelType(faker), id: "documentary_story", imageUrl: "  " }]);
  await t.db.insert(youtubeChannels).values([
    { ...a, channelType: "documentary_story", channelUrl: site.url("/ok"), screenshotUrl: site.url("/moved") },
    { ...b, channelType: "documentary_story", channelUrl: site.url("/missing"), screenshotUrl: site.url("/error") },
    { ...c, channelType: "documentary_story", channelUrl: site.url("/hang"), screenshotUrl: null },
    { ...d, channelType: "documentary_story", channelUrl: null, screenshotUrl: "" },
  ]);
  const videos = await t.db
    .insert(youtubeVideoStats)
    .values([
      { channelId: a.id, videoId: "dQw4w9WgXcQ", title: "A video that plays" },
      { channelId: a.id, videoId: "missing", title: "A removed video" },
    ])
    .returning();
  return { a, b, c, d, videos };
}

async function resultOf(source: LinkCheckResult["source"], sourceId: string) {
  const [row] = await t.db
    .select()
    .from(linkChecks)
    .where(and(eq(linkChecks.source, source), eq(linkChecks.sourceId, sourceId)));
  return row;
}

describe("a full run against a local server (200, 301→200, 404, 500, hanging)", () => {
  useDatabase();

  it("leaves the demo channels' links alone (generated, they cannot resolve) and counts them apart", async () => {
    const { a } = await seedLinks();
    const demo = buildChannel(faker, { channelTitle: "Demo Channel", slug: "demo-channel" });
    await t.db
      .insert(youtubeChannels)
      .values({ ...demo, channelType: "documentary_story", isDemo: true, channelUrl: site.url("/missing"), screenshotUrl: null });
    await t.db.insert(youtubeVideoStats).values({ channelId: demo.id, videoId: "demoVideo01", title: "A generated video" });
    const checker = service();
    expect(await checker.countLinks()).toEqual({ channel_url: 3, channel_screenshot: 2, channel_type_image: 1, video_link: 2 });
    expect(await checker.countDemoLinks()).toBe(2);
    const { run } = await checker.start({ actor: admin });
    const finished = await checker.waitForRun(run.id, { pollMs: 50 });
    expect(finished).toMatchObject({ status: "succeeded", itemsTotal: 8, itemsDone: 8 });
    expect(await resultOf("channel_url", demo.id)).toBeUndefined();
    expect(await resultOf("channel_url", a.id)).toMatchObject({ outcome: "ok" });
  });

  it("returns at once with a running run, then stores status, final URL, error and time for every link", async () => {
    const { a, b, c, videos } = await seedLinks();
    const checker = service();
    const { run, joined } = await checker.start({ actor: admin });
    expect(joined).toBe(false);
    expect(run).toMatchObject({ status: "running", itemsTotal: 8, itemsDone: 0, triggeredByEmail: admin.email });

    const finished = await checker.waitForRun(run.id, { pollMs: 50 });
    expect(finished).toMatchObject({ status: "succeeded", itemsTotal: 8, itemsDone: 8, itemsFailed: 4, errors: [] });
    expect(finished.finishedAt).toBeInstanceOf(Date);

    expect(await resultOf("channel_url", a.id)).toMatchObject({
      outcome: "ok",
      httpStatus: 200,
      finalUrl: site.url("/ok"),
      error: null,
      runId: run.id,
      label: "Alpha Facts",
    });
    expect(await resultOf("channel_screenshot", a.id)).toMatchObject({
      outcome: "ok",
      httpStatus: 200,
      url: site.url("/moved"),
      finalUrl: site.url("/ok"),
      error: null,
    });
    expect(await resultOf("channel_url", b.id)).toMatchObject({
      outcome: "broken",
      httpStatus: 404,
      finalUrl: site.url("/missing"),
      error: "HTTP 404 Not Found",
    });
    expect(await resultOf("channel_screenshot", b.id)).toMatchObject({
      outcome: "broken",
      httpStatus: 500,
      error: "HTTP 500 Internal Server Error",
    });
    const hanging = await resultOf("channel_url", c.id);
    expect(hanging).toMatchObject({
      outcome: "broken",
      httpStatus: null,
      finalUrl: site.url("/hang"),
      error: "Timed out after 1 s",
    });
    expect(hanging?.durationMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 10);
    expect(hanging?.durationMs).toBeLessThan(TIMEOUT_MS * 4);
    expect(await resultOf("channel_type_image", "link_test_type")).toMatchObject({
      outcome: "ok",
      httpStatus: 200,
      label: "Link test type",
    });
    expect(await resultOf("video_link", videos[0]!.id)).toMatchObject({
      outcome: "ok",
      url: site.url("/watch?v=dQw4w9WgXcQ"),
      label: "A video that plays",
    });
    expect(await resultOf("video_link", videos[1]!.id)).toMatchObject({ outcome: "broken", httpStatus: 404 });
    // Blank URLs (channel D, the type with "  ") are not links.
    expect(await t.db.select().from(linkChecks)).toHaveLength(8);
    for (const row of await t.db.select().from(linkChecks)) expect(row.durationMs).toBeGreaterThanOrEqual(0);

    const audit = await t.db.select().from(auditLog);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.id, action: "link-check", entityType: "job", entityId: run.id });
    expect(audit[0]?.after).toMatchObject({ scope: "all", itemsTotal: 8 });
  });

  it("joins the running run instead of starting a second one", async () => {
    await seedLinks();
    const checker = service();
    const first = await checker.start({ actor: admin });
    const second = await service().start({ actor: admin });
    expect(second).toMatchObject({ joined: true, run: { id: first.run.id } });
    await checker.waitForRun(first.run.id, { pollMs: 50 });
    expect(await t.db.select().from(jobRuns)).toHaveLength(1);
    expect(await t.db.select().from(auditLog)).toHaveLength(1);
  });

  it("reads the results back filtered to broken links or one source, broken first, with counts", async () => {
    await seedLinks();
    const checker = service();
    await checker.waitForRun((await checker.start()).run.id, { pollMs: 50 });

    const all = await checker.listResults();
    expect(all.total).toBe(8);
    expect(all.results.slice(0, 4).map((r) => r.outcome)).toEqual(["broken", "broken", "broken", "broken"]);
    const broken = await checker.listResults({ outcome: "broken" });
    expect(broken.results.map((r) => r.url).sort()).toEqual(
      [site.url("/missing"), site.url("/error"), site.url("/hang"), site.url("/watch?v=missing")].sort(),
    );
    const screenshots = await checker.listResults({ source: "channel_screenshot" });
    expect(screenshots.results.map((r) => r.outcome).sort()).toEqual(["broken", "ok"]);
    expect(await checker.listResults({ outcome: "broken", source: "channel_type_image" })).toMatchObject({
      total: 0,
      results: [],
    });
    const paged = await checker.listResults({ pageSize: 3, page: 3 });
    expect(paged.results).toHaveLength(2);

    expect(await checker.resultCounts()).toEqual({
      total: 8,
      ok: 4,
      broken: 4,
      bySource: {
        channel_url: { ok: 1, broken: 2 },
        channel_screenshot: { ok: 1, broken: 1 },
        channel_type_image: { ok: 1, broken: 0 },
        video_link: { ok: 1, broken: 1 },
      },
    });
  });
});

describe("re-checking", () => {
  useDatabase();

  it("re-checks one link at its current URL, outside any run, and records who asked", async () => {
    const { b } = await seedLinks();
    const checker = service();
    await checker.waitForRun((await checker.start()).run.id, { pollMs: 50 });
    const stored = await resultOf("channel_url", b.id);
    await t.db
      .update(youtubeChannels)
      .set({ channelUrl: site.url("/moved") })
      .where(eq(youtubeChannels.id, b.id));

    const outcome = await checker.recheck(stored!.id, admin);
    expect(outcome).toMatchObject({
      status: "checked",
      result: { id: stored!.id, outcome: "ok", httpStatus: 200, url: site.url("/moved"), finalUrl: site.url("/ok"), error: null },
    });
    const after = await resultOf("channel_url", b.id);
    expect(after?.runId).toBeNull();
    expect(after!.checkedAt.getTime()).toBeGreaterThanOrEqual(stored!.checkedAt.getTime());

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityType, "link_check"));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "link-check", entityId: stored!.id, actorEmail: admin.email });
    expect(audit[0]?.before).toMatchObject({ outcome: "broken", httpStatus: 404 });
    expect(audit[0]?.after).toMatchObject({ outcome: "ok", httpStatus: 200 });
  });

  it("answers missing for an unknown id and gone (removing the result) when the link no longer exists", async () => {
    const { c } = await seedLinks();
    const checker = service();
    await checker.waitForRun((await checker.start()).run.id, { pollMs: 50 });
    expect(await checker.recheck("not-a-uuid")).toEqual({ status: "missing" });
    expect(await checker.recheck("00000000-0000-4000-8000-000000000000")).toEqual({ status: "missing" });

    const stored = await resultOf("channel_url", c.id);
    await t.db.update(youtubeChannels).set({ channelUrl: null }).where(eq(youtubeChannels.id, c.id));
    expect(await checker.recheck(stored!.id, admin)).toEqual({ status: "gone" });
    expect(await resultOf("channel_url", c.id)).toBeUndefined();
  });

  it("re-checks only the broken links; links that went away are dropped", async () => {
    const { a, b, c } = await seedLinks();
    const checker = service();
    await checker.waitForRun((await checker.start()).run.id, { pollMs: 50 });
    const okBefore = await resultOf("channel_url", a.id);
    await t.db
      .update(youtubeChannels)
      .set({ channelUrl: site.url("/ok") })
      .where(eq(youtubeChannels.id, b.id));
    await t.db.delete(youtubeChannels).where(eq(youtubeChannels.id, c.id));

    const { run } = await checker.start({ scope: "broken", actor: admin });
    expect(run.itemsTotal).toBe(4);
    const finished = await checker.waitForRun(run.id, { pollMs: 50 });
    // 404 fixed, 500 and the missing video still broken, the hanging channel deleted.
    expect(finished).toMatchObject({ status: "succeeded", itemsDone: 3, itemsFailed: 2 });
    expect(await resultOf("channel_url", b.id)).toMatchObject({ outcome: "ok", runId: run.id });
    expect(await resultOf("channel_url", c.id)).toBeUndefined();
    // The ok links were not requested again.
    expect((await resultOf("channel_url", a.id))?.checkedAt).toEqual(okBefore?.checkedAt);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, run.id));
    expect(audit[0]?.after).toMatchObject({ scope: "broken" });
  });

  it("a full run forgets results of links that were removed since", async () => {
    const { c } = await seedLinks();
    const checker = service();
    await checker.waitForRun((await checker.start()).run.id, { pollMs: 50 });
    await t.db.update(youtubeChannels).set({ channelUrl: null }).where(eq(youtubeChannels.id, c.id));
    const second = await checker.waitForRun((await checker.start()).run.id, { pollMs: 50 });
    expect(second).toMatchObject({ itemsTotal: 7, itemsDone: 7 });
    expect(await t.db.select().from(linkChecks)).toHaveLength(7);
    expect(await resultOf("channel_url", c.id)).toBeUndefined();
  });
});

describe("stopping a run", () => {
  useDatabase();

  it("stops between links, keeps what was checked, counts from the stored results, and lets another run start", async () => {
    // 40 slow links, every third broken: one at a time, so the run is still going when stopped.
    await t.db.insert(channelTypes).values({ ...buildChannelType(faker), id: "documentary_story", imageUrl: null });
    await t.db.insert(youtubeChannels).values(
      Array.from({ length: 40 }, (_, i) => ({
        ...buildChannel(faker, { channelTitle: `Slow ${i}`, slug: `slow-${i}` }, { channelTypeId: "documentary_story" }),
        channelType: "documentary_story",
        channelUrl: site.url(`/slow?ms=100&status=${i % 3 === 0 ? 404 : 200}&n=${i}`),
        screenshotUrl: null,
      })),
    );
    const checker = service({ concurrency: 1 });
    const { run } = await checker.start({ actor: admin });
    await new Promise((resolve) => setTimeout(resolve, 700));
    const outcome = await checker.stop(admin);
    expect(outcome.status).toBe("stopped");
    const finished = await checker.waitForRun(run.id, { pollMs: 50 });
    expect(finished.status).toBe("stopped");
    expect(finished.errors).toEqual([{ code: "stopped", message: `Stopped by ${admin.email}.` }]);
    expect(finished.itemsTotal).toBe(40);
    expect(finished.itemsDone).toBeGreaterThan(0);
    expect(finished.itemsDone).toBeLessThan(40);

    // The loop ends promptly and stores nothing more after the stop.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const counts = await checker.resultCounts({ runId: run.id });
    const after = await checker.getRun(run.id);
    expect({ done: after?.itemsDone, broken: after?.itemsFailed }).toEqual({ done: counts.total, broken: counts.broken });
    expect(counts.total).toBe(finished.itemsDone);

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, "stop"));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.id, entityType: "job", entityId: run.id });

    expect(await checker.stop(admin)).toEqual({ status: "not-running" });
    const next = await checker.start({ actor: admin });
    expect(next.joined).toBe(false);
    await checker.stop(admin);
    await checker.waitForRun(next.run.id, { pollMs: 50 });
  });
});

describe("runs left behind by a stopped process", () => {
  useDatabase();

  it("marks a silent running run failed when a new run starts, and when the state is read", async () => {
    const checker = service({ staleAfterMs: 60_000 });
    const [old] = await t.db
      .insert(jobRuns)
      .values({
        job: "link-check",
        status: "running",
        itemsTotal: 5,
        itemsDone: 2,
        startedAt: new Date(Date.now() - 10 * 60_000),
      })
      .returning();
    const latest = await checker.latestRun();
    expect(latest).toMatchObject({ id: old!.id, status: "failed" });
    expect(latest?.errors[0]?.message).toMatch(/Stopped before it finished/);

    const [another] = await t.db
      .insert(jobRuns)
      .values({ job: "link-check", status: "running", startedAt: new Date(Date.now() - 10 * 60_000) })
      .returning();
    const { run, joined } = await checker.start();
    expect(joined).toBe(false);
    expect(run.id).not.toBe(another!.id);
    expect((await checker.getRun(another!.id))?.status).toBe("failed");
    await checker.waitForRun(run.id, { pollMs: 50 });
  });

  it("leaves alone a run that another process is still working on (recent results), and joins it", async () => {
    await seedLinks();
    const checker = service({ staleAfterMs: 60_000 });
    const [other] = await t.db
      .insert(jobRuns)
      .values({ job: "link-check", status: "running", startedAt: new Date(Date.now() - 10 * 60_000) })
      .returning();
    await t.db.insert(linkChecks).values({
      source: "channel_type_image",
      sourceId: "link_test_type",
      url: site.url("/image.png"),
      outcome: "ok",
      runId: other!.id,
    });
    expect(await checker.start()).toMatchObject({ joined: true, run: { id: other!.id, status: "running" } });
  });
});

describe("private addresses refused (allowPrivate false)", () => {
  useDatabase();

  it("stores every loopback link as refused and sends no request", async () => {
    await seedLinks();
    const before = site.requests.length;
    const checker = service({ allowPrivate: false });
    const finished = await checker.waitForRun((await checker.start()).run.id, { pollMs: 50 });
    expect(finished).toMatchObject({ status: "succeeded", itemsDone: 8, itemsFailed: 8 });
    for (const row of await t.db.select().from(linkChecks)) {
      expect(row).toMatchObject({ outcome: "broken", httpStatus: null, error: "Refused: 127.0.0.1 is a loopback address" });
    }
    expect(site.requests.length).toBe(before);
  });
});

describe("the page's list of link sources", () => {
  it("is the database's list", () => {
    expect([...LINK_CHECK_SOURCES]).toEqual([...LINK_SOURCES]);
  });
});

describe("videoLink", () => {
  it("is YouTube's watch page", () => {
    expect(videoLink("dQw4w9WgXcQ")).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  });
});
