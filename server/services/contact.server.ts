// The contact form's messages, limited per client address by the shared rate limiter, so the limit holds across
// processes and the counters hold only a hash of the address.
import { desc, eq } from "drizzle-orm";
import type { ContactMessageInput } from "#domain/contact-message";
import type { Database } from "#db/database";
import { contactMessages } from "#db/schema/site";
import { addressBucket } from "#server/rate-limit/client-address";
import { getRateLimiter } from "#server/rate-limit/rate-limiter.server";

export type ContactSubmitResult = { ok: true; id: string } | { ok: false; reason: "rate-limited" };

export function createContactService(db: Database) {
  const limiter = getRateLimiter(db);

  return {
    /** Without `ip` the per-address limit cannot apply and is skipped. */
    async submit(input: ContactMessageInput, options: { ip?: string | null } = {}): Promise<ContactSubmitResult> {
      const address = addressBucket(options.ip);
      if (address && !(await limiter.consume("contactPerAddress", [address])).allowed)
        return { ok: false, reason: "rate-limited" };
      const [row] = await db
        .insert(contactMessages)
        .values({ name: input.name, email: input.email, subject: input.subject?.trim() || null, message: input.message })
        .returning({ id: contactMessages.id });
      if (!row) throw new Error("Contact message was not stored");
      return { ok: true, id: row.id };
    },

    async list(limit = 100) {
      return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(limit);
    },

    async markRead(id: string, at: Date = new Date()): Promise<void> {
      await db.update(contactMessages).set({ readAt: at }).where(eq(contactMessages.id, id));
    },
  };
}
