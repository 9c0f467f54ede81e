// The e-mail digest job on a real database: what a digest says, once per member per period
// (a second run, a racing run, another "process"), nothing new → no mail but the period covered,
// and a failed send retried on a later run, a bounded number of times, never sent twice.
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openPostgres } from "#db/connection.server";
import type { Database } from "#db/database";
import { users } from "#db/schema/auth";
import { channelStatsSnapshots, channelTypes, niches, youtubeChannels, youtubeVideoStats } from "#db/schema/catalogue";
import { digestDeliveries, digestSettings, follows, savedSearches } from "#db/schema/members";
import { jobRuns } from "#db/schema/operations";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { buildNiche } from "#db/seed/factories/niche-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { MAX_DIGEST_ATTEMPTS } from "#domain/digest-period";
import { type MailMessage, createMailer, outboxDir } from "#server/integrations/mail/mailer.server";
import { claimDelivery, runDigest } from "#server/jobs/digest.server";
import { createLogger } from "#server/logger";
import { verifyUnsubscribe } from "#server/services/digest-unsubscribe.server";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

const SECRET = "digest-test-secret-with-enough-characters";
const BASE = "https://atlas.example";
const HOUR = 3_600_000;
const logger = createLogger("silent");

// Tuesday: turned on at 10:00, the next morning's run at 07:00 covers the day in between.
const ENABLED = new Date("2026-11-24T10:00:00Z");
const BEFORE = new Date("2026-11-20T00:00:00Z");
const DURING = new Date("2026-11-24T20:00:00Z");
const RUN = new Date("2026-11-25T07:00:00Z");

function capture(fail: () => boolean = () => false) {
  const mails: MailMessage[] = [];
  return {
    mails,
    mailer: {
      async send(message: MailMessage) {
        if (fail()) throw new Error("connect ECONNREFUSED 127.0.0.1:2525");
        mails.push(message);
      },
    },
  };
}

describe("the e-mail digest job", () => {
  let t: TestDatabase;
  const faker = createSeededFaker(1515);
  const sleep = buildNiche(faker, { name: "Sleep Sounds", slug: "sleep-sounds" });
  const other = buildNiche(faker, { name: "Car Reviews", slug: "car-reviews" });
  const sleepCtx = {
    niche: { id: sleep.id, name: sleep.name, rpmLow: 2, rpmHigh: 6, keywords: ["rain"] },
    channelTypeId: "asmr_ambient",
  };
  const otherCtx = {
    niche: { id: other.id, name: other.name, rpmLow: 2, rpmHigh: 6, keywords: ["cars"] },
    channelTypeId: "asmr_ambient",
  };
  const followed = {
    ...buildChannel(faker, { channelTitle: "Quiet Archive", description: "Old films.", country: "US" }, otherCtx),
    createdAt: BEFORE,
  };
  const inNiche = {
    ...buildChannel(faker, { channelTitle: "Night Showers", description: "Showers at night.", country: "US" }, sleepCtx),
    createdAt: BEFORE,
  };
  const elsewhere = {
    ...buildChannel(faker, { channelTitle: "Engine Bay", description: "Engines.", country: "US" }, otherCtx),
    createdAt: BEFORE,
  };
  const newRain = {
    ...buildChannel(
      faker,
      { channelTitle: "Rain On Tin", description: "Rain on a tin roof for sleep.", country: "US" },
      sleepCtx,
    ),
    createdAt: DURING,
  };
  const video = (channelId: string, title: string, outlierScore: number | null, createdAt: Date) => ({
    videoId: faker.string.alphanumeric(11),
    channelId,
    title,
    views: 120_000,
    publishedAt: createdAt,
    durationSeconds: 600,
    outlierScore,
    createdAt,
  });

  async function addMember(id: string, frequency: "off" | "daily" | "weekly", options: { verified?: boolean } = {}) {
    await t.db
      .insert(users)
      .values({ id, name: `Member ${id}`, email: `${id}@example.test`, emailVerified: options.verified ?? true, role: "member" });
    await t.db.insert(digestSettings).values({ userId: id, frequency, updatedAt: ENABLED });
    await t.db.insert(follows).values([
      { userId: id, channelId: followed.id },
      { userId: id, nicheId: sleep.id },
    ]);
    await t.db.insert(savedSearches).values({ userId: id, name: "Rain channels", query: "q=rain&country=US", createdAt: BEFORE });
  }

  const deliveries = (userId: string) => t.db.select().from(digestDeliveries).where(eq(digestDeliveries.userId, userId));

  beforeAll(async () => {
    t = await createTestDatabase();
    await t.db.insert(channelTypes).values(catalogueChannelTypeRows());
    await t.db.insert(niches).values([sleep, other]);
    await t.db.insert(youtubeChannels).values([followed, inNiche, elsewhere, newRain]);
    await t.db.insert(channelStatsSnapshots).values([
      { channelId: followed.id, day: "2026-11-19", subscribers: 10_000, videoCount: 100, createdAt: BEFORE },
      { channelId: followed.id, day: "2026-11-24", subscribers: 11_234, videoCount: 103, createdAt: DURING },
    ]);
    await t.db
      .insert(youtubeVideoStats)
      .values([
        video(inNiche.id, "Thunder over the lake", 5.25, DURING),
        video(inNiche.id, "An ordinary night", 1.1, DURING),
        video(inNiche.id, "An old hit", 9, BEFORE),
        video(elsewhere.id, "Engine out of a niche no one follows", 7, DURING),
      ]);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await t.db.delete(jobRuns).where(eq(jobRuns.job, "digest"));
    await t.db.delete(users).where(eq(users.role, "member"));
  });

  it("sends a member the growth of followed channels, new channels of saved searches and new outliers of followed niches", async () => {
    await addMember("ada", "daily");
    const { mails, mailer } = capture();
    const outcome = await runDigest({ db: t.db, mailer, secret: SECRET, baseUrl: BASE, logger }, { now: () => RUN });
    expect(outcome).toMatchObject({ status: "succeeded", sent: 1, empty: 0, failed: 0 });
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to).toBe("ada@example.test");
    expect(mail.subject).toBe("Your daily Faceless Atlas digest");
    expect(mail.text).toContain("Quiet Archive: +1,234 subscribers (10,000 → 11,234), 3 new uploads");
    expect(mail.text).toContain("Rain channels: 1 new channel");
    expect(mail.text).toContain(`Rain On Tin: ${BASE}/channel/rain-on-tin-${newRain.id}`);
    expect(mail.text).toContain("Thunder over the lake — Night Showers, ×5.3 its usual views");
    // Not an outlier, stored before the window, or in a niche the member does not follow.
    expect(mail.text).not.toContain("An ordinary night");
    expect(mail.text).not.toContain("An old hit");
    expect(mail.text).not.toContain("Engine out of");
    expect(mail.html).toContain("Quiet Archive: +1,234 subscribers");
    expect(mail.html).toContain(`href="${BASE}/channel-search?q=rain&amp;country=US"`);
    // Every link of the site is absolute under the public origin.
    for (const href of mail.html.match(/href="([^"]+)"/g) ?? [])
      expect(href).toMatch(/^href="(https:\/\/atlas\.example\/|https:\/\/www\.youtube\.com\/watch)/);
    // RFC 8058 one-click unsubscribe, signed for this member.
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const link = new URL(/^<(.+)>$/.exec(mail.headers?.["List-Unsubscribe"] ?? "")?.[1] ?? "");
    expect(link.origin).toBe(BASE);
    const [delivered] = await deliveries("ada");
    expect(verifyUnsubscribe(SECRET, link.searchParams, RUN)).toEqual({
      ok: true,
      link: { userId: "ada", deliveryId: delivered?.id, sentAt: RUN },
    });
    expect(mail.text).toContain(link.toString());

    const [row] = await deliveries("ada");
    expect(row).toMatchObject({ period: "daily:2026-11-25", coversFrom: ENABLED, createdAt: RUN, error: null, attempts: 1 });
    expect(row?.sentAt).not.toBeNull();
  });

  it("reports the new outliers of a followed channel type (the channels its type page lists)", async () => {
    // Shown as ASMR (ui_channel_type) but stored as a documentary: the ASMR page does not list it (spec §7).
    const relabelled = {
      ...buildChannel(faker, { channelTitle: "Relabelled Docs", description: "Docs.", country: "US" }, otherCtx),
      channelType: "documentary_story",
      metadata: { ui_channel_type: "asmr_ambient" },
      createdAt: BEFORE,
    };
    await t.db.insert(youtubeChannels).values(relabelled);
    await t.db.insert(youtubeVideoStats).values(video(relabelled.id, "A documentary's hit", 8, DURING));
    await t.db.insert(users).values({ id: "tia", name: "Tia", email: "tia@example.test", emailVerified: true, role: "member" });
    await t.db.insert(digestSettings).values({ userId: "tia", frequency: "daily", updatedAt: ENABLED });
    await t.db.insert(follows).values({ userId: "tia", channelTypeId: "asmr_ambient" });
    const { mails, mailer } = capture();
    await runDigest({ db: t.db, mailer, secret: SECRET, baseUrl: BASE, logger }, { now: () => RUN });
    expect(mails).toHaveLength(1);
    // Best first; nothing about channels or searches Tia does not follow.
    expect(mails[0]?.text).toMatch(/Engine out of a niche no one follows[\s\S]*Thunder over the lake/);
    expect(mails[0]?.text).not.toContain("Quiet Archive");
    expect(mails[0]?.text).not.toContain("Rain channels");
    expect(mails[0]?.text).not.toContain("A documentary's hit");
  });

  it("writes the digest to the outbox when no SMTP server is configured, headers and links included", async () => {
    await addMember("ola", "daily");
    const dataDir = await mkdtemp(path.join(tmpdir(), "digest-outbox-"));
    try {
      const mailer = createMailer({ smtp: {}, from: "Faceless Atlas <no-reply@atlas.example>", dataDir, logger });
      expect(await runDigest({ db: t.db, mailer, secret: SECRET, baseUrl: BASE, logger }, { now: () => RUN })).toMatchObject({
        sent: 1,
      });
      const [file] = await readdir(outboxDir(dataDir));
      const stored = JSON.parse(await readFile(path.join(outboxDir(dataDir), file!), "utf8")) as MailMessage & {
        links: string[];
      };
      expect(stored).toMatchObject({
        to: "ola@example.test",
        subject: "Your daily Faceless Atlas digest",
        headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      });
      expect(stored.links.some((link) => link.startsWith(`${BASE}/unsubscribe?u=ola&d=`))).toBe(true);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it("sends once per period: a second run, a racing run and a run after a restart send nothing more", async () => {
    await addMember("bo", "daily");
    const { mails, mailer } = capture();
    const deps = { db: t.db, mailer, secret: SECRET, baseUrl: BASE, logger };
    const [first, second] = await Promise.all([runDigest(deps, { now: () => RUN }), runDigest(deps, { now: () => RUN })]);
    expect([first.status, second.status].sort()).toEqual(["skipped", "succeeded"]);
    // Later the same day (another process, or the schedule after a restart).
    expect(await runDigest(deps, { now: () => new Date(RUN.getTime() + 5 * HOUR) })).toMatchObject({
      status: "skipped",
      reason: "nothing-due",
    });
    expect(mails).toHaveLength(1);
    expect(await deliveries("bo")).toHaveLength(1);
  });

  it("lets only one of two claims of the same period through", async () => {
    await addMember("cy", "daily");
    const member = { userId: "cy", period: "daily:2026-11-25", enabledAt: ENABLED };
    const claims = await Promise.all([claimDelivery(t.db, member, RUN), claimDelivery(t.db, member, RUN)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it("sends nothing when nothing is new, but records the period as covered; the next window starts after it", async () => {
    await addMember("di", "daily");
    const { mails, mailer } = capture();
    const deps = { db: t.db, mailer, secret: SECRET, baseUrl: BASE, logger };
    await runDigest(deps, { now: () => RUN });
    const nextDay = new Date(RUN.getTime() + 24 * HOUR);
    expect(await runDigest(deps, { now: () => nextDay })).toMatchObject({ status: "succeeded", sent: 0, empty: 1 });
    expect(mails).toHaveLength(1);
    const rows = await t.db
      .select()
      .from(digestDeliveries)
      .where(and(eq(digestDeliveries.userId, "di"), eq(digestDeliveries.period, "daily:2026-11-26")));
    expect(rows[0]).toMatchObject({ coversFrom: RUN, sentAt: null, error: null });
  });

  it("sends weekly members once per ISO week, and nobody whose alerts are off or whose address is unconfirmed", async () => {
    await addMember("wes", "weekly");
    await addMember("off", "off");
    await addMember("unconfirmed", "daily", { verified: false });
    const { mails, mailer } = capture();
    const deps = { db: t.db, mailer, secret: SECRET, baseUrl: BASE, logger };
    await runDigest(deps, { now: () => RUN }); // Wednesday of week 48
    await runDigest(deps, { now: () => new Date("2026-11-29T07:00:00Z") }); // Sunday, same week
    await runDigest(deps, { now: () => new Date("2026-11-30T07:00:00Z") }); // Monday, week 49
    expect(mails.map((m) => m.to)).toEqual(["wes@example.test"]);
    expect((await deliveries("wes")).map((row) => row.period).sort()).toEqual(["weekly:2026-W48", "weekly:2026-W49"]);
    expect(await deliveries("off")).toHaveLength(0);
    expect(await deliveries("unconfirmed")).toHaveLength(0);
  });

  it("records a failed send and retries it on later runs, a bounded number of times, never twice once sent", async () => {
    await addMember("eve", "daily");
    let failing = true;
    const { mails, mailer } = capture(() => failing);
    const deps = { db: t.db, mailer, secret: SECRET, baseUrl: BASE, logger };
    expect(await runDigest(deps, { now: () => RUN })).toMatchObject({ status: "succeeded", sent: 0, failed: 1 });
    expect((await deliveries("eve"))[0]).toMatchObject({
      sentAt: null,
      error: "connect ECONNREFUSED 127.0.0.1:2525",
      attempts: 1,
    });

    failing = false;
    const later = new Date(RUN.getTime() + 2 * HOUR);
    expect(await runDigest(deps, { now: () => later })).toMatchObject({ status: "succeeded", retried: 1, sent: 1 });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("Quiet Archive: +1,234 subscribers");
    expect((await deliveries("eve"))[0]).toMatchObject({ error: null, attempts: 2 });
    expect(await runDigest(deps, { now: () => new Date(later.getTime() + HOUR) })).toMatchObject({
      status: "skipped",
      reason: "nothing-due",
    });
    expect(mails).toHaveLength(1);
  });

  it("gives up on a send that keeps failing after the last attempt", async () => {
    await addMember("fay", "daily");
    const { mailer } = capture(() => true);
    const deps = { db: t.db, mailer, secret: SECRET, baseUrl: BASE, logger };
    for (let run = 0; run < MAX_DIGEST_ATTEMPTS + 2; run++)
      await runDigest(deps, { now: () => new Date(RUN.getTime() + run * HOUR) });
    const [row] = await deliveries("fay");
    expect(row).toMatchObject({ attempts: MAX_DIGEST_ATTEMPTS, sentAt: null });
    expect(row?.error).toMatch(/ECONNREFUSED/);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "sends once when two processes (two connections) run at the same moment",
    async () => {
      await addMember("gus", "daily");
      const second = await openPostgres({ url: t.url!, max: 2 });
      try {
        const { mails, mailer } = capture();
        const run = (db: Database) => runDigest({ db, mailer, secret: SECRET, baseUrl: BASE, logger }, { now: () => RUN });
        await Promise.all([run(t.db), run(second.db)]);
        expect(mails.map((m) => m.to)).toEqual(["gus@example.test"]);
        const member = { userId: "gus", period: "daily:2026-11-25", enabledAt: ENABLED };
        expect(await Promise.all([claimDelivery(t.db, member, RUN), claimDelivery(second.db, member, RUN)])).toEqual([
          null,
          null,
        ]);
      } finally {
        await second.close();
      }
    },
  );
});
