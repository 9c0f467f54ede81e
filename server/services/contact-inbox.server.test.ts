import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#db/schema/auth";
import { auditLog, contactMessages } from "#db/schema/site";
import { createContactInboxService } from "#server/services/contact-inbox.server";
import { createContactService } from "#server/services/contact.server";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-db";

describe("contact inbox service", () => {
  let test: TestDatabase;
  const admin = { id: "u-admin", email: "admin@example.com" };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    test = await createTestDatabase();
    await test.db.insert(users).values({ id: admin.id, name: "Admin", email: admin.email, role: "admin" });
    const rows = await test.db
      .insert(contactMessages)
      .values([
        {
          name: "Old Reader",
          email: "old@example.com",
          subject: "Hello",
          message: "An old message, already read.",
          readAt: new Date("2025-01-02T00:00:00Z"),
          createdAt: new Date("2025-01-01T00:00:00Z"),
        },
        {
          name: "Mia",
          email: "mia@example.com",
          subject: null,
          message: "<script>alert(1)</script> is just text here.",
          createdAt: new Date("2025-02-01T00:00:00Z"),
        },
      ])
      .returning({ id: contactMessages.id, name: contactMessages.name });
    for (const row of rows) ids[row.name] = row.id;
    // A message sent through the contact form lands in the same inbox.
    const sent = await createContactService(test.db).submit({
      name: "Newest Visitor",
      email: "new@example.com",
      message: "Please add my channel.",
    });
    if (sent.ok) ids["Newest Visitor"] = sent.id;
  });
  afterAll(() => test.close());

  const service = () => createContactInboxService(test.db);
  const auditActions = async (id: string) =>
    (await test.db.select().from(auditLog).where(eq(auditLog.entityId, id))).map((e) => e.action);

  it("lists newest first with the unread count, and filters to unread", async () => {
    const all = await service().list();
    expect(all.messages.map((m) => m.name)).toEqual(["Newest Visitor", "Mia", "Old Reader"]);
    expect(all).toMatchObject({ total: 3, unread: 2, page: 1 });
    const unread = await service().list({ filter: "unread" });
    expect(unread.messages.map((m) => m.name)).toEqual(["Newest Visitor", "Mia"]);
    expect(await service().unreadCount()).toBe(2);
  });

  it("marks a message read when opened, once, with an audit entry", async () => {
    const id = ids.Mia ?? "";
    const at = new Date("2025-03-01T10:00:00Z");
    const opened = await service().open(admin, id, at);
    expect(opened).toMatchObject({ id, readAt: at, message: "<script>alert(1)</script> is just text here." });
    // Opening it again changes nothing and records nothing.
    expect((await service().open(admin, id, new Date("2025-03-02T00:00:00Z")))?.readAt).toEqual(at);
    expect(await auditActions(id)).toEqual(["mark-read"]);
    const [entry] = await test.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entry).toMatchObject({ actorId: admin.id, actorEmail: admin.email, entityType: "contact_message" });
    expect(entry?.before).toMatchObject({ readAt: null });
    expect(entry?.after).toMatchObject({ readAt: at.toISOString() });
  });

  it("marks a message unread again", async () => {
    const id = ids.Mia ?? "";
    expect(await service().markUnread(admin, id)).toEqual({ changed: true });
    expect((await service().get(id))?.readAt).toBeNull();
    expect(await service().markUnread(admin, id)).toEqual({ changed: false });
    expect(await service().markRead(admin, id)).toEqual({ changed: true });
    expect(await auditActions(id)).toEqual(["mark-read", "mark-unread", "mark-read"]);
  });

  it("deletes a message with an audit entry, and reports a missing one", async () => {
    const id = ids["Old Reader"] ?? "";
    expect(await service().remove(admin, id)).toBe(true);
    expect(await service().get(id)).toBeNull();
    expect(await auditActions(id)).toEqual(["delete"]);
    expect(await service().remove(admin, id)).toBe(false);
    expect(await service().open(admin, id)).toBeNull();
    expect(await service().markUnread(admin, id)).toBeNull();
  });
});
