// A member's e-mail digest choice (digest_settings; no row = off). `updatedAt` moves only when
// the choice changes: it is when alerts were turned on, where a first digest's window starts
// (domain/digest-period.ts digestWindowStart).
import { eq, sql } from "drizzle-orm";
import type { Database } from "#db/database";
import { digestSettings } from "#db/schema/members";
import type { DigestFrequency } from "#domain/digest-period";
import { type UnsubscribeCheck, verifyUnsubscribe } from "#server/services/digest-unsubscribe.server";

export type UnsubscribeOutcome = { ok: true; previous: DigestFrequency } | Extract<UnsubscribeCheck, { ok: false }> | { ok: false; reason: "superseded" };

/** `secret`: the server's auth secret (the unsubscribe links are signed with it), read when first needed. */
export function createDigestSettingsService(db: Database, secret: () => string) {
  async function get(userId: string): Promise<DigestFrequency> {
    const [row] = await db.select({ frequency: digestSettings.frequency }).from(digestSettings).where(eq(digestSettings.userId, userId));
    return row?.frequency ?? "off";
  }

  async function set(userId: string, frequency: DigestFrequency, now: Date = new Date()): Promise<{ previous: DigestFrequency }> {
    return db.transaction(async (tx) => {
      const [row] = await tx.select({ frequency: digestSettings.frequency }).from(digestSettings).where(eq(digestSettings.userId, userId)).for("update");
      const previous = row?.frequency ?? "off";
      if (previous === frequency) return { previous };
      await tx
        .insert(digestSettings)
        .values({ userId, frequency, updatedAt: now })
        .onConflictDoUpdate({ target: digestSettings.userId, set: { frequency, updatedAt: sql`excluded.updated_at` } });
      return { previous };
    });
  }

  return {
    get,
    set,

    /**
     * The one-click unsubscribe: a mail's signed link turns its member's digest off (no sign-in),
     * unless they changed their alerts after that mail was sent (an old link does not undo a
     * newer choice). A member deleted since has no settings left: "off" all the same.
     */
    async unsubscribe(params: URLSearchParams, now: Date = new Date()): Promise<UnsubscribeOutcome> {
      const check = verifyUnsubscribe(secret(), params, now);
      if (!check.ok) return check;
      const { userId, sentAt } = check.link;
      const [row] = await db.select({ frequency: digestSettings.frequency, updatedAt: digestSettings.updatedAt }).from(digestSettings).where(eq(digestSettings.userId, userId));
      // Alerts already off: opening the link again (or the page's loader after its one-click action) says so again.
      if (row && row.frequency !== "off" && row.updatedAt.getTime() > sentAt.getTime() + 999) return { ok: false, reason: "superseded" };
      return { ok: true, previous: (await set(userId, "off", now)).previous };
    },
  };
}
