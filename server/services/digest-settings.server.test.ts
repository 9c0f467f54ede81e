import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#db/schema/auth";
import { digestSettings } from "#db/schema/members";
import { createDigestSettingsService } from "#server/services/digest-settings.server";
import { unsubscribeToken } from "#server/services/digest-unsubscribe.server";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

const SECRET = "settings-test-secret-with-enough-characters";

describe("a member's digest choice", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    await t.db.insert(users).values({ id: "m1", name: "M", email: "m1@example.test", emailVerified: true, role: "member" });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("is off without a row, and moves its 'turned on' moment only when the choice changes", async () => {
    const service = createDigestSettingsService(t.db, () => SECRET);
    expect(await service.get("m1")).toBe("off");
    expect(await service.set("m1", "daily", new Date("2026-11-24T10:00:00Z"))).toEqual({ previous: "off" });
    expect(await service.set("m1", "daily", new Date("2026-11-25T10:00:00Z"))).toEqual({ previous: "daily" });
    const [row] = await t.db.select().from(digestSettings).where(eq(digestSettings.userId, "m1"));
    expect(row).toMatchObject({ frequency: "daily", updatedAt: new Date("2026-11-24T10:00:00Z") });
  });

  it("is turned off by a link signed for the member, and not by a tampered one", async () => {
    const service = createDigestSettingsService(t.db, () => SECRET);
    await service.set("m1", "weekly");
    expect(await service.unsubscribe("m1", unsubscribeToken("wrong-secret-wrong-secret-wrong-secret", "m1"))).toEqual({ ok: false, reason: "bad-signature" });
    expect(await service.unsubscribe("m1", "not-a-token")).toEqual({ ok: false, reason: "malformed" });
    expect(await service.get("m1")).toBe("weekly");
    expect(await service.unsubscribe("m1", unsubscribeToken(SECRET, "m1"))).toEqual({ ok: true, previous: "weekly" });
    expect(await service.get("m1")).toBe("off");
    // A deleted member's old link: nothing to turn off, no error.
    expect(await service.unsubscribe("gone", unsubscribeToken(SECRET, "gone"))).toEqual({ ok: true, previous: "off" });
  });
});
