// A member's digest choice (no row = off). `updatedAt` moves only when the choice changes: a first digest's
// window starts there.
import { eq, sql } from "drizzle-orm";
import type { Database } from "#db/database";
import { digestSettings } from "#db/schema/members";
import type { DigestFrequency } from "#domain/digest-period";
import { type UnsubscribeCheck, verifyUnsubscribe } from "#server/services/digest-unsubscribe.server";

export type UnsubscribeOutcome =
  | { ok: true; previous: DigestFrequency }
  | Extract<UnsubscribeCheck, { ok: false }>
  | { ok: false; reason: "superseded" };

/** The unsubscribe links are signed with `secret`, read when first needed. */
export function createDigestSettingsService(db: Database, secret: () => string) {
  async function get(userId: string): Promise<DigestFrequency> {
    const [row] = await db
      .select({ frequency: digestSettings.frequency })
      .from(digestSettings)
      .where(eq(digestSettings.userId, userId));
    return row?.frequency ?? "off";
  }

  async function set(userId: string, frequency: DigestFrequency, now: Date = new Date()): Promise<{ previous: DigestFrequency }> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select({ frequency: digestSettings.frequency })
        .from(digestSettings)
        .where(eq(digestSettings.userId, userId))
        .for("update");
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

    /** An old link does not undo a newer choice; a deleted member is "off" all the same. */
    async unsubscribe(params: URLSearchParams, now: Date = new Date()): Promise<UnsubscribeOutcome> {
      const check = verifyUnsubscribe(secret(), params, now);
      if (!check.ok) return check;
      const { userId, sentAt } = check.link;
      const [row] = await db
        .select({ frequency: digestSettings.frequency, updatedAt: digestSettings.updatedAt })
        .from(digestSettings)
        .where(eq(digestSettings.userId, userId));
      if (row && row.frequency !== "off" && row.updatedAt.getTime() > sentAt.getTime() + 999)
        return { ok: false, reason: "superseded" };
      return { ok: true, previous: (await set(userId, "off", now)).previous };
    },
  };
}
