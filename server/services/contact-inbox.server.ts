// The admin contact inbox. Each change is audited in the same transaction; a change of nothing records nothing.
import { count, desc, eq, isNull, type SQL } from "drizzle-orm";
import { CONTACT_INBOX_PAGE_SIZE, type ContactInboxFilter } from "#domain/admin/contact-inbox";
import type { Database } from "#db/database";
import { contactMessages } from "#db/schema/site";
import { recordAudit, type AuditActor } from "#server/services/audit.server";

export type ContactMessage = typeof contactMessages.$inferSelect;

export interface ContactInboxPage {
  messages: ContactMessage[];
  total: number;
  unread: number;
  page: number;
  pageSize: number;
}

/** Its state and who wrote, not the whole text. */
function auditSnapshot(message: ContactMessage) {
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    subject: message.subject,
    readAt: message.readAt,
    createdAt: message.createdAt,
  };
}

export function createContactInboxService(db: Database) {
  async function setRead(actor: AuditActor, id: string, read: boolean, at: Date): Promise<{ changed: boolean } | null> {
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for("update");
      if (!before) return null;
      if ((before.readAt !== null) === read) return { changed: false };
      const [after] = await tx
        .update(contactMessages)
        .set({ readAt: read ? at : null })
        .where(eq(contactMessages.id, id))
        .returning();
      await recordAudit(tx, actor, {
        action: read ? "mark-read" : "mark-unread",
        entityType: "contact_message",
        entityId: id,
        before: auditSnapshot(before),
        after: after ? auditSnapshot(after) : null,
      });
      return { changed: true };
    });
  }

  return {
    async list(options: { filter?: ContactInboxFilter; page?: number } = {}): Promise<ContactInboxPage> {
      const page = Math.max(1, options.page ?? 1);
      const where: SQL | undefined = options.filter === "unread" ? isNull(contactMessages.readAt) : undefined;
      const [messages, [totals], [unread]] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .where(where)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(CONTACT_INBOX_PAGE_SIZE)
          .offset((page - 1) * CONTACT_INBOX_PAGE_SIZE),
        db.select({ total: count() }).from(contactMessages).where(where),
        db.select({ total: count() }).from(contactMessages).where(isNull(contactMessages.readAt)),
      ]);
      return { messages, total: totals?.total ?? 0, unread: unread?.total ?? 0, page, pageSize: CONTACT_INBOX_PAGE_SIZE };
    },

    async unreadCount(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(contactMessages).where(isNull(contactMessages.readAt));
      return row?.total ?? 0;
    },

    async get(id: string): Promise<ContactMessage | null> {
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
      return row ?? null;
    },

    async open(actor: AuditActor, id: string, at: Date = new Date()): Promise<ContactMessage | null> {
      if (!(await setRead(actor, id, true, at))) return null;
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
      return row ?? null;
    },

    markRead: (actor: AuditActor, id: string, at: Date = new Date()) => setRead(actor, id, true, at),
    markUnread: (actor: AuditActor, id: string) => setRead(actor, id, false, new Date()),

    async remove(actor: AuditActor, id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [deleted] = await tx.delete(contactMessages).where(eq(contactMessages.id, id)).returning();
        if (!deleted) return false;
        await recordAudit(tx, actor, {
          action: "delete",
          entityType: "contact_message",
          entityId: id,
          before: auditSnapshot(deleted),
          after: null,
        });
        return true;
      });
    },
  };
}
