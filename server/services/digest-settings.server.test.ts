import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#db/schema/auth";
import { digestSettings } from "#db/schema/members";
import { createDigestSettingsService } from "#server/services/digest-settings.server";
import { unsubscribeUrl } from "#server/services/digest-unsubscribe.server";
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

  it("is turned off by a mail's signed link, not by a tampered one, and not by a mail older than the member's last change", async () => {
    const service = createDigestSettingsService(t.db, () => SECRET);
    await service.set("m1", "weekly", new Date("2026-11-20T10:00:00Z"));
    const sentAt = new Date("2026-11-23T07:00:00Z");
    const link = (userId: string, secret = SECRET) =>
      new URL(unsubscribeUrl("https://atlas.example", secret, { userId, deliveryId: "d-1", sentAt })).searchParams;
    const soon = new Date("2026-11-24T10:00:00Z");
    expect(await service.unsubscribe(link("m1", "wrong-secret-wrong-secret-wrong-secret"), soon)).toEqual({
      ok: false,
      reason: "bad-signature",
    });
    expect(await service.unsubscribe(new URLSearchParams("u=m1&t=not-a-token"), soon)).toEqual({
      ok: false,
      reason: "malformed",
    });
    expect(await service.get("m1")).toBe("weekly");
    expect(await service.unsubscribe(link("m1"), soon)).toEqual({ ok: true, previous: "weekly" });
    expect(await service.get("m1")).toBe("off");
    // Opened again while alerts are off: the same answer, not an error.
    expect(await service.unsubscribe(link("m1"), new Date("2026-11-24T10:05:00Z"))).toEqual({ ok: true, previous: "off" });
    // Alerts turned back on: the old mail's link no longer turns them off.
    await service.set("m1", "daily", new Date("2026-11-25T10:00:00Z"));
    expect(await service.unsubscribe(link("m1"), new Date("2026-11-26T10:00:00Z"))).toEqual({ ok: false, reason: "superseded" });
    expect(await service.get("m1")).toBe("daily");
    // A deleted member's old link: nothing to turn off, no error.
    expect(await service.unsubscribe(link("gone"), soon)).toEqual({ ok: true, previous: "off" });
  });
});
