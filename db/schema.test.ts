// "The database decides" (ARCHITECTURE.md): these rules hold even for writes that bypass forms.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#db/schema/auth";
import { channelStatsSnapshots, channelTypes, niches, youtubeChannels, youtubeVideoStats } from "#db/schema/catalogue";
import { buildChannel } from "#db/seed/factories/channel-factory";
import { buildChannelType, catalogueChannelTypeRows } from "#db/seed/factories/channel-type-factory";
import { buildNiche } from "#db/seed/factories/niche-factory";
import { createSeededFaker } from "#db/seed/factories/seeded-faker";
import { buildMonthlySnapshots } from "#db/seed/factories/snapshot-factory";
import { buildVideos } from "#db/seed/factories/video-factory";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

/** The Postgres error behind a failed drizzle query (drizzle wraps it in `cause`). */
async function databaseError(promise: Promise<unknown>): Promise<{ code?: string; constraint?: string }> {
  try {
    await promise;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; constraint?: string } }).cause;
    return cause ?? (error as { code?: string; constraint?: string });
  }
  throw new Error("expected the database to reject the write");
}

describe("schema constraints", () => {
  let test: TestDatabase;
  const faker = createSeededFaker(7);
  beforeAll(async () => {
    test = await createTestDatabase();
    await test.db.insert(channelTypes).values(catalogueChannelTypeRows());
  });
  afterAll(async () => {
    await test?.close();
  });

  // Spec §5: "Channel type id: only lowercase letters, digits, underscore."
  it("rejects a channel type id outside [a-z0-9_]", async () => {
    const error = await databaseError(test.db.insert(channelTypes).values(buildChannelType(faker, { id: "Bad-Id" })));
    expect(error).toMatchObject({ code: "23514", constraint: "channel_types_id_check" });
  });

  it("accepts a channel type id of lowercase letters, digits and underscores", async () => {
    await test.db.insert(channelTypes).values(buildChannelType(faker, { id: "new_type_2" }));
    const rows = await test.db.select().from(channelTypes).where(eq(channelTypes.id, "new_type_2"));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ["total_subscribers", { totalSubscribers: -1 }],
    ["total_views", { totalViews: -5 }],
    ["video_count", { videoCount: -1 }],
    ["rpm", { rpm: -0.5 }],
    ["rpm_override", { rpmOverride: -0.5 }],
  ])("rejects a negative %s on a channel", async (column, overrides) => {
    const error = await databaseError(test.db.insert(youtubeChannels).values(buildChannel(faker, overrides)));
    expect(error).toMatchObject({ code: "23514", constraint: `youtube_channels_${column}_check` });
  });

  it("rejects negative video views", async () => {
    const channel = buildChannel(faker);
    await test.db.insert(youtubeChannels).values(channel);
    const [video] = buildVideos(faker, channel, 1);
    const error = await databaseError(test.db.insert(youtubeVideoStats).values({ ...video!, views: -1 }));
    expect(error).toMatchObject({ code: "23514", constraint: "youtube_video_stats_views_check" });
  });

  it("rejects a channel type that is not in channel_types", async () => {
    const error = await databaseError(
      test.db.insert(youtubeChannels).values(buildChannel(faker, { channelType: "no_such_type" })),
    );
    expect(error).toMatchObject({ code: "23503" });
  });

  // PRODUCT.md: the refresh job "records daily snapshots" — one row per channel per day.
  it("keeps one snapshot per channel per day", async () => {
    const channel = buildChannel(faker);
    await test.db.insert(youtubeChannels).values(channel);
    const [snapshot] = buildMonthlySnapshots(channel, 1);
    await test.db.insert(channelStatsSnapshots).values(snapshot!);
    const error = await databaseError(test.db.insert(channelStatsSnapshots).values({ ...snapshot!, subscribers: 1 }));
    // The key is checked in the month's partition, whose index carries the error's name.
    expect(error).toMatchObject({ code: "23505", constraint: expect.stringMatching(/^channel_stats_snapshots_.*pkey$/) });
  });

  it("rejects a niche whose RPM range is reversed or whose competition is not low/medium/high", async () => {
    const reversed = await databaseError(test.db.insert(niches).values(buildNiche(faker, { rpmLow: 9, rpmHigh: 3 })));
    expect(reversed).toMatchObject({ code: "23514", constraint: "niches_rpm_check" });
    const level = await databaseError(test.db.insert(niches).values(buildNiche(faker, { competition: "extreme" as "high" })));
    expect(level).toMatchObject({ code: "23514", constraint: "niches_competition_check" });
  });

  it("rejects a channel country that is not a code or 'Other'", async () => {
    const error = await databaseError(test.db.insert(youtubeChannels).values(buildChannel(faker, { country: "United States" })));
    expect(error).toMatchObject({ code: "23514", constraint: "youtube_channels_country_check" });
  });

  // PRODUCT.md: "Admin is decided on the server (a role on the user row)".
  it("gives new users the member role and rejects unknown roles", async () => {
    await test.db.insert(users).values({ id: "u1", name: "Ann", email: "ann@example.com" });
    const [ann] = await test.db.select({ role: users.role }).from(users).where(eq(users.id, "u1"));
    expect(ann?.role).toBe("member");
    const error = await databaseError(
      test.db.insert(users).values({ id: "u2", name: "Bob", email: "bob@example.com", role: "root" as "admin" }),
    );
    expect(error).toMatchObject({ code: "23514", constraint: "users_role_check" });
  });

  it("keeps usernames unique", async () => {
    await test.db.insert(users).values({ id: "u3", name: "Cy", email: "cy@example.com", username: "cyrus" });
    const error = await databaseError(
      test.db.insert(users).values({ id: "u4", name: "Cy2", email: "cy2@example.com", username: "cyrus" }),
    );
    expect(error).toMatchObject({ code: "23505", constraint: "users_username_unique" });
  });

  it("returns numeric and bigint columns as numbers", async () => {
    const channel = buildChannel(faker, { totalViews: 9_007_199_254, rpm: 12.34, revenuePerSubscriber: 0.1234 });
    await test.db.insert(youtubeChannels).values(channel);
    const [row] = await test.db.select().from(youtubeChannels).where(eq(youtubeChannels.id, channel.id));
    expect(row?.totalViews).toBe(9_007_199_254);
    expect(row?.rpm).toBe(12.34);
    expect(typeof row?.revenuePerSubscriber).toBe("number");
  });
});
