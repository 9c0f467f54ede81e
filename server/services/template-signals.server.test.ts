// A channel whose recent uploads are made to one mould: the sync stores its template signals
// (db/template-signals.ts), the channel page service shows them with their evidence, and the
// start-up pass reads them again for channels stored before they existed.
import type { youtube_v3 } from "@googleapis/youtube";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VISITOR_ACCESS } from "#domain/revenue-access";
import { POLICY_RULES } from "#domain/policy-risk";
import { youtubeChannels } from "#db/schema/catalogue";
import { derivedFigures } from "#db/schema/operations";
import { rewriteStaleTemplateSignals } from "#db/template-signals";
import { createYoutubeClient } from "#server/integrations/youtube/youtube-client.server";
import { createChannelPageService } from "#server/services/channel-page.server";
import { createChannelSyncService } from "#server/services/channel-sync.server";
import { createYoutubeQuotaService } from "#server/services/youtube-quota.server";
import { type FakeYoutubeServer, startFakeYoutubeServer } from "#dev/fake-youtube/youtube-server";
import { fixtureVideos, thumbnails } from "#dev/fake-youtube/videos";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

const CHANNEL_ID = "UCfactM1llTemplate000001";
const SYNCED_AT = new Date("2026-11-20T12:00:00.000Z");
const TOPICS = ["Sharks", "Volcanoes", "Octopuses", "Honey Bees", "Black Holes", "Antarctica", "Lightning"];

/** 30 uploads four a day: "N Facts About X You Didn't Know", each 10:00–10:20 long, on a channel started in September. */
function factMill(): { channel: youtube_v3.Schema$Channel; videos: youtube_v3.Schema$Video[] } {
  const videos = fixtureVideos({
    channelId: CHANNEL_ID,
    channelTitle: "Fact Mill",
    idPrefix: "fm",
    count: 30,
    titles: ["placeholder"],
    newest: "2026-11-20T06:00:00Z",
    everyDays: 0.25,
    topViews: 90_000,
    seed: 29,
  }).map((video, index) => ({
    ...video,
    snippet: { ...video.snippet, title: `${index + 3} Facts About ${TOPICS[index % TOPICS.length]} You Didn't Know` },
    contentDetails: { ...video.contentDetails, duration: `PT10M${(index * 7) % 20}S` },
  }));
  const channel: youtube_v3.Schema$Channel = {
    kind: "youtube#channel",
    id: CHANNEL_ID,
    snippet: {
      title: "Fact Mill",
      description: "Facts, every few hours.",
      customUrl: "@factmill",
      publishedAt: "2026-09-01T00:00:00Z",
      thumbnails: thumbnails("https://yt3.ggpht.com/fixture-factmill"),
    },
    contentDetails: { relatedPlaylists: { likes: "", uploads: `UU${CHANNEL_ID.slice(2)}` } },
    statistics: { viewCount: "2500000", subscriberCount: "41000", hiddenSubscriberCount: false, videoCount: "300" },
  };
  return { channel, videos };
}

let t: TestDatabase;
let fake: FakeYoutubeServer;

beforeAll(async () => {
  [t, fake] = await Promise.all([createTestDatabase(), startFakeYoutubeServer({ channels: [factMill()] })]);
});
afterAll(async () => {
  await Promise.all([t?.close(), fake?.close()]);
});

async function importFactMill() {
  const youtube = createYoutubeClient({
    apiKey: fake.apiKey,
    baseUrl: fake.baseUrl,
    quota: createYoutubeQuotaService(t.db, { default: 10_000, search: 100 }),
  });
  const sync = createChannelSyncService(t.db, youtube);
  const result = await sync.createChannel(await youtube.getChannel(CHANNEL_ID), {}, { at: SYNCED_AT });
  if (!result.ok) throw new Error("expected a new channel");
  return result.channel;
}

describe("template signals of a synced channel", () => {
  it("are stored by the sync and shown by the channel page with their evidence beside the rule", async () => {
    const { id, slug } = await importFactMill();
    const [row] = await t.db
      .select({ signals: youtubeChannels.templateSignals, at: youtubeChannels.templateSignalsAt })
      .from(youtubeChannels)
      .where(eq(youtubeChannels.id, id));
    // Read as of the sync, from the newest 20 uploads of the 90 days before it.
    expect(row?.at).toEqual(SYNCED_AT);
    expect(row?.signals?.uploads).toBe(20);
    expect(row?.signals?.signals.map((signal) => signal.id)).toEqual(["alike-titles", "alike-durations", "young-channel-pace"]);

    const page = await createChannelPageService(t.db).channelDetail(slug, VISITOR_ACCESS);
    if (page.kind !== "found") throw new Error("expected the channel");
    const risk = page.channel.templateRisk;
    expect(risk).toMatchObject({ state: "read", readAt: SYNCED_AT.toISOString(), uploads: 20, looksTemplated: true });
    if (risk.state !== "read") throw new Error("expected a reading");
    expect(risk.signals[0]).toMatchObject({
      id: "alike-titles",
      label: "Alike titles",
      evidence: `20 of 20 recent titles follow "# facts about … you didn't know"`,
      policyRule: "inauthentic",
    });
    expect(risk.signals[0]?.policy.startsWith(POLICY_RULES.inauthentic)).toBe(true);
    expect(risk.signals[2]?.evidence).toBe(
      "20 uploads in 5 days (20 a week) on a channel started 2026-09-01, under 6 months before",
    );
  });

  it("are read at start-up for channels stored without them, once per rule version", async () => {
    await t.db.update(youtubeChannels).set({ templateSignals: null, templateSignalsAt: null }).where(sql`true`);
    await t.db.delete(derivedFigures).where(eq(derivedFigures.name, "template-signals"));
    const [stored] = await t.db.select({ slug: youtubeChannels.slug }).from(youtubeChannels);
    const before = await createChannelPageService(t.db).channelDetail(stored?.slug ?? "", VISITOR_ACCESS);
    expect(before.kind === "found" && before.channel.templateRisk).toEqual({ state: "not-read" });

    expect(await rewriteStaleTemplateSignals(t.db)).toBe(1);
    const [row] = await t.db.select({ signals: youtubeChannels.templateSignals }).from(youtubeChannels);
    expect(row?.signals?.signals).toHaveLength(3);
    // The version is recorded: the next start reads nothing.
    expect(await rewriteStaleTemplateSignals(t.db)).toBe(0);
  });
});
