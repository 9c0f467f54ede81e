// The contact form inbox (contact_messages) with its per-IP rate limit.
//
// The limit is counted in the database, so it holds across processes: one row in the shared
// rate_limits table (the one Better Auth also uses, with its own keys) per hashed IP address,
// key "contact-form:<sha256>", holding the count of the current one-hour window and the
// window's start in last_request. The raw IP address is never stored.
import { createHash, randomUUID } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import { CONTACT_RATE_LIMIT, type ContactMessageInput } from "#domain/contact-message";
import type { Database } from "#db/database";
import { rateLimits } from "#db/schema/auth";
import { contactMessages } from "#db/schema/site";

export type ContactSubmitResult = { ok: true; id: string } | { ok: false; reason: "rate-limited" };

const RATE_KEY_PREFIX = "contact-form:";

/** The rate-limit key of an IP address: a hash, so the table holds no address. */
export function contactRateKey(ip: string): string {
  return RATE_KEY_PREFIX + createHash("sha256").update(`contact-form|${ip.trim().toLowerCase()}`).digest("hex");
}

export function createContactService(db: Database) {
  /**
   * Counts one submission for `key` and says whether it is allowed: at most
   * CONTACT_RATE_LIMIT.max in a window of CONTACT_RATE_LIMIT.windowMs from the window's first
   * submission. One atomic upsert, so parallel requests cannot both slip under the limit.
   */
  async function take(key: string, nowMs: number): Promise<boolean> {
    const windowStart = nowMs - CONTACT_RATE_LIMIT.windowMs;
    const [row] = await db
      .insert(rateLimits)
      .values({ id: randomUUID(), key, count: 1, lastRequest: nowMs })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.lastRequest} <= ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
          lastRequest: sql`case when ${rateLimits.lastRequest} <= ${windowStart} then ${nowMs} else ${rateLimits.lastRequest} end`,
        },
      })
      .returning({ count: rateLimits.count });
    return (row?.count ?? 1) <= CONTACT_RATE_LIMIT.max;
  }

  return {
    /**
     * Stores a validated message. `ip` is the client's address when known (x-real-ip); without
     * one the per-IP limit cannot apply and is skipped.
     */
    async submit(input: ContactMessageInput, options: { ip?: string | null; now?: Date } = {}): Promise<ContactSubmitResult> {
      const nowMs = (options.now ?? new Date()).getTime();
      if (options.ip && !(await take(contactRateKey(options.ip), nowMs))) return { ok: false, reason: "rate-limited" };
      const [row] = await db
        .insert(contactMessages)
        .values({ name: input.name, email: input.email, subject: input.subject?.trim() || null, message: input.message })
        .returning({ id: contactMessages.id });
      if (!row) throw new Error("Contact message was not stored");
      return { ok: true, id: row.id };
    },

    /** Newest first, for the admin inbox. */
    async list(limit = 100) {
      return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(limit);
    },

    async markRead(id: string, at: Date = new Date()): Promise<void> {
      await db.update(contactMessages).set({ readAt: at }).where(eq(contactMessages.id, id));
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
