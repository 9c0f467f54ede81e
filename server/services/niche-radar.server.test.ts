// The niche radar on a real database: the dated readings the digest job records (a row only when
// a group's reading changes), and what a member following a niche or a type reads in the digest
// built for their window — a stage change, a format confirmed by a third channel, a newcomer past
// 1,000 subscribers — and nothing (no section, no mail) when nothing they follow changed.
import { and, asc, eq, gte, isNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { users } from "#db/schema/auth";
import { channelStatsSnapshots, channelTypes, niches, youtubeChannels } from "#db/schema/catalogue";
import { digestSettings, follows } from "#db/schema/members";
import { nicheReadings } from "#db/schema/niche-readings";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { buildNiche } from "#db/seed/factories/niche-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { isDigestEmpty } from "#domain/digest-content";
import { radarEventText } from "#domain/niche-radar";
import { digestMessage } from "#server/integrations/mail/digest-message";
import type { MailMessage } from "#server/integrations/mail/mailer.server";
import { runDigest } from "#server/jobs/digest.server";
import { createLogger } from "#server/logger";
import { createChannelsService } from "#server/services/channels.server";
import { createDigestContentService } from "#server/services/digest-content.server";
import { recordNicheReadings } from "#server/services/niche-radar.server";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

const BASE = "https://atlas.example";
const logger = createLogger("silent");
// Alerts on at ENABLED; a reading before it is the one in force at the start of the first digest.
const BEFORE = new Date("2026-11-20T00:00:00Z");
const ENABLED = new Date("2026-11-24T10:00:00Z");
const DURING = new Date("2026-11-24T20:00:00Z");
const RUN = new Date("2026-11-25T07:00:00Z");
const LATER = new Date("2026-11-25T09:00:00Z");
const TYPE = "documentary_story";

describe("the niche radar", () => {
  let t: TestDatabase;
  const faker = createSeededFaker(2929);
  const history = buildNiche(faker, { name: "History", slug: "history" });
  const cooking = buildNiche(faker, { name: "Cooking", slug: "cooking" });
  const context = (niche: typeof history) => ({
    niche: { id: niche.id, name: niche.name, rpmLow: 2, rpmHigh: 6, keywords: ["story"] },
    channelTypeId: TYPE,
  });
  const newcomer = {
    ...buildChannel(faker, { channelTitle: "Dusty Maps", startDate: "2026-05-01", country: "US" }, context(history)),
    createdAt: BEFORE,
  };
  const oldHand = {
    ...buildChannel(faker, { channelTitle: "Old Hand", startDate: "2021-03-01", country: "US" }, context(history)),
    createdAt: BEFORE,
  };
  const elsewhere = {
    ...buildChannel(faker, { channelTitle: "Knife Skills", startDate: "2026-06-01", country: "US" }, context(cooking)),
    createdAt: BEFORE,
  };
  const content = () => createDigestContentService(t.db, createChannelsService(t.db));
  const reading = (fields: Partial<typeof nicheReadings.$inferInsert>) => ({
    stage: "steady" as const,
    verdict: "twist" as const,
    asOf: "2026-10-31",
    breakoutChannels: 1,
    recordedAt: BEFORE,
    ...fields,
  });

  async function addMember(id: string, follow: { nicheId?: string; channelTypeId?: string }) {
    await t.db
      .insert(users)
      .values({ id, name: `Member ${id}`, email: `${id}@example.test`, emailVerified: true, role: "member" });
    await t.db.insert(digestSettings).values({ userId: id, frequency: "daily", updatedAt: ENABLED });
    await t.db.insert(follows).values({ userId: id, ...follow });
  }

  beforeAll(async () => {
    t = await createTestDatabase();
    await t.db.insert(channelTypes).values(catalogueChannelTypeRows());
    await t.db.insert(niches).values([history, cooking]);
    await t.db.insert(youtubeChannels).values([newcomer, oldHand, elsewhere]);
    // Each crosses 1,000 subscribers in the window; only the young one of a followed niche is news.
    await t.db.insert(channelStatsSnapshots).values(
      [newcomer, oldHand, elsewhere].flatMap((channel) => [
        { channelId: channel.id, day: "2026-11-19", subscribers: 940, videoCount: 12, createdAt: BEFORE },
        { channelId: channel.id, day: "2026-11-24", subscribers: 1_020, videoCount: 13, createdAt: DURING },
      ]),
    );
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(nicheReadings).where(gte(nicheReadings.breakoutChannels, 0));
    await t.db.delete(users).where(eq(users.role, "member"));
  });

  it("announces a followed niche's stage change in the digest, linked to the niche's page, in text and HTML", async () => {
    await addMember("hist", { nicheId: history.id });
    await t.db.insert(nicheReadings).values([
      reading({ nicheId: history.id, stage: "steady" }),
      reading({ nicheId: history.id, stage: "emerging", recordedAt: DURING }),
      // Recorded after the digest's window: the next digest's news.
      reading({ nicheId: history.id, stage: "accelerating", recordedAt: LATER }),
      // The other niche changed too: not followed.
      reading({ nicheId: cooking.id, stage: "decaying" }),
      reading({ nicheId: cooking.id, stage: "steady", recordedAt: DURING }),
    ]);
    const built = await content().build({ userId: "hist", since: ENABLED, until: RUN });
    expect(built.radar.map(radarEventText)).toEqual([
      "History: stage Steady → Emerging (as of 2026-10-31)",
      "History: a newcomer passed 1,000 subscribers: Dusty Maps (started 2026-05-01)",
    ]);
    const mail = digestMessage({
      to: "hist@example.test",
      name: "Hist",
      cadence: "daily",
      content: built,
      baseUrl: BASE,
      unsubscribeUrl: `${BASE}/unsubscribe?t=x`,
    });
    expect(mail.text).toContain(
      "NICHE RADAR\n- History: stage Steady → Emerging (as of 2026-10-31)\n  https://atlas.example/niches/history\n",
    );
    expect(mail.text).toMatch(
      /Dusty Maps \(started 2026-05-01\)\n {2}https:\/\/atlas\.example\/niches\/history\n {4}· Dusty Maps: https:\/\/atlas\.example\/channel\/dusty-maps-/,
    );
    expect(mail.html).toContain(`<h2 style="font-size:16px;margin:24px 0 8px">Niche radar</h2>`);
    expect(mail.html).toContain(
      `<a href="https://atlas.example/niches/history" style="color:#4338ca">History: stage Steady → Emerging (as of 2026-10-31)</a>`,
    );
  });

  it("tells a member following a type when one of its niches gets a third breakout channel", async () => {
    await addMember("docs", { channelTypeId: TYPE });
    await t.db.insert(nicheReadings).values([
      reading({ nicheId: history.id, channelTypeId: TYPE, breakoutChannels: 2 }),
      reading({ nicheId: history.id, channelTypeId: TYPE, breakoutChannels: 3, recordedAt: DURING }),
      // Three already at the last digest: old news.
      reading({ nicheId: cooking.id, channelTypeId: TYPE, breakoutChannels: 3 }),
      reading({ nicheId: cooking.id, channelTypeId: TYPE, breakoutChannels: 4, recordedAt: DURING }),
    ]);
    const built = await content().build({ userId: "docs", since: ENABLED, until: RUN });
    expect(built.radar.map(radarEventText)).toEqual([
      "A third independent channel confirmed a format: History × Documentary & Story (3 channels with outliers in 30 days)",
      // The newcomers of both niches are of the followed type; the old channel is no newcomer.
      "Documentary & Story: a newcomer passed 1,000 subscribers: Knife Skills (started 2026-06-01)",
      "Documentary & Story: a newcomer passed 1,000 subscribers: Dusty Maps (started 2026-05-01)",
    ]);
  });

  it("has no radar section, and no mail, when nothing a member follows changed", async () => {
    await addMember("cook", { nicheId: cooking.id });
    await t.db.insert(nicheReadings).values(reading({ nicheId: cooking.id, stage: "steady" }));
    // The only newcomer of the niche passed 1,000 before this window.
    const built = await content().build({ userId: "cook", since: LATER, until: new Date("2026-11-26T07:00:00Z") });
    expect(built.radar).toEqual([]);
    expect(isDigestEmpty(built)).toBe(true);
  });

  it("records a row per group only when its reading changes, and the digest job announces what it recorded", async () => {
    const first = await recordNicheReadings(t.db, BEFORE);
    // Every niche and every channel type, each with no scored upload yet: not enough data.
    expect(first.groups).toBe(2 + catalogueChannelTypeRows().length);
    expect(first.recorded).toBe(first.groups);
    expect(await recordNicheReadings(t.db, BEFORE)).toEqual({ groups: first.groups, recorded: 0 });

    // The history said History was Steady before this member turned alerts on; the job's reading
    // today is "not enough data" (no scored uploads): one new row, and the member hears of it.
    await t.db
      .insert(nicheReadings)
      .values(reading({ nicheId: history.id, stage: "steady", recordedAt: new Date(BEFORE.getTime() + 1) }));
    await addMember("hist", { nicheId: history.id });
    const mails: MailMessage[] = [];
    const outcome = await runDigest(
      { db: t.db, mailer: { send: async (mail) => void mails.push(mail) }, secret: "s".repeat(40), baseUrl: BASE, logger },
      { now: () => RUN },
    );
    expect(outcome).toMatchObject({ status: "succeeded", sent: 1, errors: [] });
    const rows = await t.db
      .select()
      .from(nicheReadings)
      .where(and(eq(nicheReadings.nicheId, history.id), isNull(nicheReadings.channelTypeId)))
      .orderBy(asc(nicheReadings.recordedAt));
    expect(rows.map((row) => row.stage)).toEqual([null, "steady", null]);
    expect(mails[0]?.text).toContain("- History: stage Steady → not enough data\n  https://atlas.example/niches/history");
    expect(mails[0]?.text).toContain("- History: verdict Enter with a twist → not enough data");
  });
});
