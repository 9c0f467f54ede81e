import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pacificDay } from "#domain/pacific-day";
import { users } from "#db/schema/auth";
import { channelTypes, didYouKnowFacts, facelessIdeas, niches, youtubeChannels } from "#db/schema/catalogue";
import { jobRuns, linkChecks, youtubeQuotaUsage } from "#db/schema/operations";
import { auditLog, contactMessages } from "#db/schema/site";
import { createAdminDashboardService, type DashboardSettings } from "#server/services/admin-dashboard.server";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { buildFact } from "#db/seed/factories/fact-factory";
import { buildIdea } from "#db/seed/factories/idea-factory";
import { buildNiche } from "#db/seed/factories/niche-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

const faker = createSeededFaker(61);
const SETTINGS: DashboardSettings = {
  dailyQuotaUnits: 10_000,
  searchDailyCalls: 100,
  youtubeApiKeySet: false,
  statsRefreshAt: "03:30",
};
// A Wednesday, 18:00 UTC: still Wednesday in Pacific time (11:00 PDT).
const NOW = new Date("2026-05-13T18:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;

let t: TestDatabase;
beforeEach(async () => {
  t = await createTestDatabase();
});
afterEach(async () => {
  await t.close();
});

function userRow(email: string, createdAt: Date, role: "member" | "admin" = "member") {
  return { id: email, name: email.split("@")[0] ?? email, email, emailVerified: true, role, createdAt, updatedAt: createdAt };
}

describe("admin dashboard summary (admin area)", () => {
  it("counts the catalogue, users and unread contact messages", async () => {
    await t.db.insert(channelTypes).values(catalogueChannelTypeRows());
    await t.db
      .insert(youtubeChannels)
      .values([
        buildChannel(faker, { isDemo: true }),
        buildChannel(faker, { isDemo: true }),
        buildChannel(faker, { isDemo: false }),
      ]);
    await t.db.insert(niches).values([buildNiche(faker), buildNiche(faker)]);
    await t.db.insert(facelessIdeas).values([buildIdea(faker)]);
    await t.db.insert(didYouKnowFacts).values([buildFact(faker, { isActive: true }), buildFact(faker, { isActive: false })]);
    await t.db.insert(users).values([userRow("ada@example.com", NOW, "admin"), userRow("bo@example.com", NOW)]);
    await t.db.insert(contactMessages).values([
      { name: "A", email: "a@example.com", message: "Hello" },
      { name: "B", email: "b@example.com", message: "Hi", readAt: NOW },
      { name: "C", email: "c@example.com", message: "Hey" },
    ]);

    const { counts } = await createAdminDashboardService(t.db, SETTINGS).summary(NOW);
    expect(counts).toEqual({
      channels: 3,
      demoChannels: 2,
      channelTypes: catalogueChannelTypeRows().length,
      niches: 2,
      ideas: 1,
      facts: 2,
      activeFacts: 1,
      users: 2,
      admins: 1,
      unreadMessages: 2,
    });
  });

  it("has zero counts, no runs and an empty quota on an empty database", async () => {
    const summary = await createAdminDashboardService(t.db, SETTINGS).summary(NOW);
    expect(Object.values(summary.counts).every((n) => n === 0)).toBe(true);
    expect(summary.linkCheck).toBeNull();
    expect(summary.statsRefresh).toBeNull();
    expect(summary.recentSignups).toEqual([]);
    expect(summary.recentChanges).toEqual([]);
    expect(summary.quota).toEqual({ day: "2026-05-13", units: 0, limit: 10_000, searchCalls: 0, searchDailyCalls: 100 });
    expect(summary.youtube).toEqual({ apiKeySet: false, statsRefreshAt: "03:30" });
  });

  it("lists the newest sign-ups first", async () => {
    await t.db
      .insert(users)
      .values(Array.from({ length: 7 }, (_, i) => userRow(`user${i}@example.com`, new Date(NOW.getTime() - i * DAY))));
    const { recentSignups } = await createAdminDashboardService(t.db, SETTINGS).summary(NOW);
    expect(recentSignups.map((user) => user.email)).toEqual([
      "user0@example.com",
      "user1@example.com",
      "user2@example.com",
      "user3@example.com",
      "user4@example.com",
    ]);
  });

  it("counts sign-ups and channels per week over 12 weeks, empty weeks filled, the catalogue cumulative", async () => {
    await t.db.insert(channelTypes).values(catalogueChannelTypeRows());
    const at = (iso: string) => new Date(iso);
    // Channels before the window count towards the first week's total.
    await t.db.insert(youtubeChannels).values([
      buildChannel(faker, { createdAt: at("2025-01-01T00:00:00Z") }),
      buildChannel(faker, { createdAt: at("2025-12-01T00:00:00Z") }),
      // First week of the window: Monday 2026-02-23 (12 weeks ending with the week of 2026-05-11).
      buildChannel(faker, { createdAt: at("2026-02-23T00:00:00Z") }),
      // Sunday night UTC belongs to the week before the Monday.
      buildChannel(faker, { createdAt: at("2026-05-10T23:59:59Z") }),
      buildChannel(faker, { createdAt: at("2026-05-11T00:00:00Z") }),
      buildChannel(faker, { createdAt: at("2026-05-13T17:00:00Z") }),
    ]);
    await t.db
      .insert(users)
      .values([
        userRow("old@example.com", at("2026-01-01T00:00:00Z")),
        userRow("a@example.com", at("2026-03-04T12:00:00Z")),
        userRow("b@example.com", at("2026-03-08T23:00:00Z")),
        userRow("c@example.com", at("2026-05-12T08:00:00Z")),
      ]);

    const { weeks } = await createAdminDashboardService(t.db, SETTINGS).summary(NOW);
    expect(weeks).toHaveLength(12);
    expect(weeks[0]?.week).toBe("2026-02-23");
    expect(weeks[11]?.week).toBe("2026-05-11");
    // Consecutive Mondays, no week missing.
    weeks.forEach((week, i) =>
      expect(new Date(`${week.week}T00:00:00Z`).getTime()).toBe(new Date("2026-02-23T00:00:00Z").getTime() + i * 7 * DAY),
    );
    const byWeek = Object.fromEntries(weeks.map((week) => [week.week, week]));
    expect(byWeek["2026-02-23"]).toEqual({ week: "2026-02-23", signups: 0, channelsAdded: 1, channelsTotal: 3 });
    expect(byWeek["2026-03-02"]).toEqual({ week: "2026-03-02", signups: 2, channelsAdded: 0, channelsTotal: 3 });
    expect(byWeek["2026-03-09"]).toEqual({ week: "2026-03-09", signups: 0, channelsAdded: 0, channelsTotal: 3 });
    expect(byWeek["2026-05-04"]).toEqual({ week: "2026-05-04", signups: 0, channelsAdded: 1, channelsTotal: 4 });
    expect(byWeek["2026-05-11"]).toEqual({ week: "2026-05-11", signups: 1, channelsAdded: 2, channelsTotal: 6 });
    expect(weeks.reduce((sum, week) => sum + week.signups, 0)).toBe(3);
  });

  it("reports only today's Pacific day of quota, default and search buckets apart", async () => {
    // 02:00 UTC on the 14th is still the 13th in Pacific time (19:00 PDT).
    const lateEvening = new Date("2026-05-14T02:00:00.000Z");
    expect(pacificDay(lateEvening)).toBe("2026-05-13");
    await t.db.insert(youtubeQuotaUsage).values([
      { day: "2026-05-12", bucket: "default", units: 9000 },
      { day: "2026-05-13", bucket: "default", units: 1234 },
      { day: "2026-05-13", bucket: "search", units: 3 },
      { day: "2026-05-14", bucket: "default", units: 55 },
    ]);
    const service = createAdminDashboardService(t.db, { ...SETTINGS, dailyQuotaUnits: 20_000 });
    expect((await service.summary(lateEvening)).quota).toEqual({
      day: "2026-05-13",
      units: 1234,
      limit: 20_000,
      searchCalls: 3,
      searchDailyCalls: 100,
    });
  });

  it("shows the refresh plan per part, and today's use as one figure: the quota's, split into the refresh's and the rest", async () => {
    await t.db.insert(channelTypes).values(catalogueChannelTypeRows());
    const synced = (days: number) => new Date(NOW.getTime() - days * DAY);
    const rows = [
      // Never synced: new, due.
      buildChannel(faker, { youtubeChannelId: "UCplan0000000000000000001", lastSyncedAt: null }),
      // No upload stored and synced 40 days ago: dormant, due.
      buildChannel(faker, { youtubeChannelId: "UCplan0000000000000000002", lastSyncedAt: synced(40) }),
      // Synced 3 days ago, no upload stored: dormant, not due.
      buildChannel(faker, { youtubeChannelId: "UCplan0000000000000000003", lastSyncedAt: synced(3) }),
      // Not on YouTube: not planned.
      buildChannel(faker, { youtubeChannelId: null }),
    ];
    await t.db.insert(youtubeChannels).values(rows);
    // An import spent 17 units today before any refresh ran: the plan card shows the same 17.
    await t.db.insert(youtubeQuotaUsage).values({ day: pacificDay(NOW), bucket: "default", units: 17 });
    const service = createAdminDashboardService(t.db, SETTINGS);
    const before = await service.summary(NOW);
    expect(before.quota.units).toBe(17);
    expect(before.refreshPlan).toMatchObject({
      usedToday: 17,
      refreshSpent: 0,
      otherSpent: 17,
      ranToday: false,
      channels: 3,
      refreshedToday: 0,
      allowance: 10_000,
    });
    const part = (name: string) => before.refreshPlan.parts.find((p) => p.part === name)!;
    expect(part("new")).toMatchObject({ total: 1, due: 1, unitsSpent: 0 });
    expect(part("dormant")).toMatchObject({ total: 2, due: 1, freshness: { median: 3, p95: 40, max: 40 }, unitsSpent: 0 });
    // Before a run, "planned" is the plan as of now: one call each for statistics and uploads per part.
    expect(part("new").unitsPlanned).toBe(part("new").units);
    expect(before.refreshPlan.parts.map((p) => p.part)).toEqual(["new", "hot", "ages", "quiet", "dormant"]);

    // A run today planned 3 and spent 4 (new 2, dormant 1, fallback 1): 21 used in all, 4 of them the refresh's.
    await t.db.insert(jobRuns).values({
      job: "stats-refresh",
      status: "succeeded",
      day: pacificDay(NOW),
      startedAt: NOW,
      finishedAt: NOW,
      unitsSpent: 4,
      unitsByPart: {
        planned: { new: 2, hot: 0, ages: 0, quiet: 0, dormant: 1, fallback: 0 },
        spent: { new: 2, hot: 0, ages: 0, quiet: 0, dormant: 1, fallback: 1 },
      },
    });
    await t.db.update(youtubeQuotaUsage).set({ units: 21 });
    const after = (await service.summary(NOW)).refreshPlan;
    expect(after).toMatchObject({
      usedToday: 21,
      refreshSpent: 4,
      otherSpent: 17,
      ranToday: true,
      fallback: { cap: 500, spent: 1 },
    });
    expect(after.parts.find((p) => p.part === "new")).toMatchObject({ unitsPlanned: 2, unitsSpent: 2 });
  });

  it("gives a capacity that follows the allowance, not the mix of the few channels imported so far", async () => {
    await t.db.insert(channelTypes).values(catalogueChannelTypeRows());
    const service = createAdminDashboardService(t.db, SETTINGS);
    const empty = (await service.summary(NOW)).refreshPlan.capacity;
    // Four imports that count as dormant (synced, nothing stored) used to turn "about 6,578" into "about 3,750,000".
    await t.db
      .insert(youtubeChannels)
      .values(
        Array.from({ length: 4 }, (_, i) =>
          buildChannel(faker, { youtubeChannelId: `UCimport00000000000000000${i}`, lastSyncedAt: NOW }),
        ),
      );
    const imported = (await service.summary(NOW)).refreshPlan.capacity;
    expect(imported).toBe(empty);
    expect(imported).toBeGreaterThanOrEqual(400_000);
    expect(imported).toBeLessThan(600_000);
  });

  it("shows the latest link-check and stats-refresh runs with their errors and broken links", async () => {
    await t.db.insert(jobRuns).values([
      {
        job: "link-check",
        status: "succeeded",
        itemsTotal: 10,
        itemsDone: 10,
        startedAt: new Date(NOW.getTime() - 3 * DAY),
        finishedAt: new Date(NOW.getTime() - 3 * DAY),
      },
      {
        job: "link-check",
        status: "failed",
        itemsTotal: 40,
        itemsDone: 12,
        itemsFailed: 5,
        errors: [{ item: "https://a.example", message: "timeout" }, { message: "b" }, { message: "c" }, { message: "d" }],
        startedAt: new Date(NOW.getTime() - DAY),
        finishedAt: new Date(NOW.getTime() - DAY + 60_000),
      },
      {
        job: "stats-refresh",
        status: "running",
        itemsTotal: 200,
        itemsDone: 50,
        unitsSpent: 120,
        startedAt: new Date(NOW.getTime() - 60_000),
      },
    ]);
    await t.db.insert(linkChecks).values([
      { source: "channel_url", sourceId: "c1", url: "https://a.example", outcome: "broken", httpStatus: 404 },
      { source: "channel_url", sourceId: "c2", url: "https://b.example", outcome: "ok", httpStatus: 200 },
    ]);
    const summary = await createAdminDashboardService(t.db, SETTINGS).summary(NOW);
    expect(summary.linkCheck).toMatchObject({
      status: "failed",
      itemsTotal: 40,
      itemsDone: 12,
      itemsFailed: 5,
      errorCount: 4,
      brokenLinks: 1,
    });
    expect(summary.linkCheck?.errors).toEqual([
      { item: "https://a.example", message: "timeout" },
      { message: "b" },
      { message: "c" },
    ]);
    expect(summary.statsRefresh).toMatchObject({
      status: "running",
      itemsTotal: 200,
      itemsDone: 50,
      unitsSpent: 120,
      finishedAt: null,
    });
  });

  it("says a link check an admin stopped was stopped, not that it failed", async () => {
    await t.db.insert(jobRuns).values({
      job: "link-check",
      status: "failed",
      itemsTotal: 40,
      itemsDone: 12,
      errors: [{ code: "stopped", message: "Stopped by ada@example.com." }],
      startedAt: new Date(NOW.getTime() - 60_000),
      finishedAt: new Date(NOW.getTime() - 30_000),
    });
    const summary = await createAdminDashboardService(t.db, SETTINGS).summary(NOW);
    expect(summary.linkCheck).toMatchObject({ status: "stopped", itemsDone: 12, itemsTotal: 40 });
  });

  it("lists recent catalogue changes only, saying which entities still exist", async () => {
    const kept = buildNiche(faker, { name: "Kept niche" });
    await t.db.insert(niches).values(kept);
    const goneFact = faker.string.uuid();
    await t.db.insert(auditLog).values([
      {
        actorId: null,
        actorEmail: "ada@example.com",
        action: "update",
        entityType: "niche",
        entityId: kept.id,
        before: { name: "Old" },
        after: { name: "Kept niche" },
        createdAt: new Date(NOW.getTime() - 3000),
      },
      {
        actorId: null,
        actorEmail: "ada@example.com",
        action: "ban",
        entityType: "user",
        entityId: "u1",
        createdAt: new Date(NOW.getTime() - 2000),
      },
      {
        actorId: null,
        actorEmail: "ada@example.com",
        action: "delete",
        entityType: "did_you_know_fact",
        entityId: goneFact,
        before: { title: "Gone fact" },
        createdAt: new Date(NOW.getTime() - 1000),
      },
    ]);
    const { recentChanges } = await createAdminDashboardService(t.db, SETTINGS).summary(NOW);
    expect(recentChanges.map((entry) => [entry.entityType, entry.entity])).toEqual([
      ["did_you_know_fact", { exists: false, label: "Gone fact" }],
      ["niche", { exists: true, label: "Kept niche" }],
    ]);
  });
});
