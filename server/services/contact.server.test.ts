import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { count } from "drizzle-orm";
import { CONTACT_RATE_LIMIT } from "#domain/contact-message";
import { rateLimitCounters } from "#db/schema/rate-limits";
import { contactMessages } from "#db/schema/site";
import { createContactService } from "#server/services/contact.server";
import { type TestDatabase, createTestDatabase } from "#tests/setup/test-db";

let t: TestDatabase;
beforeEach(async () => {
  t = await createTestDatabase();
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

const message = { name: "Ada", email: "ada@example.com", subject: "Hello", message: "A question about niches." };
/** Moves the clock (Date only: the database driver keeps its real timers). */
function at(minutes: number) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(Date.UTC(2026, 10, 21, 12, minutes)));
}

async function storedCount() {
  const [row] = await t.db.select({ n: count() }).from(contactMessages);
  return row?.n ?? 0;
}

describe("contact messages", () => {
  it("stores a message", async () => {
    const result = await createContactService(t.db).submit(message, { ip: "203.0.113.9" });
    expect(result.ok).toBe(true);
    const [row] = await t.db.select().from(contactMessages);
    expect(row).toMatchObject({
      name: "Ada",
      email: "ada@example.com",
      subject: "Hello",
      message: "A question about niches.",
      readAt: null,
    });
  });

  it("stores an empty subject as none", async () => {
    await createContactService(t.db).submit({ ...message, subject: "  " });
    await createContactService(t.db).submit({ ...message, subject: undefined });
    expect((await t.db.select().from(contactMessages)).map((row) => row.subject)).toEqual([null, null]);
  });

  it(`allows ${CONTACT_RATE_LIMIT.max} messages an hour from one IP, then refuses until the hour has passed`, async () => {
    const service = createContactService(t.db);
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) {
      at(i);
      expect((await service.submit(message, { ip: "203.0.113.9" })).ok).toBe(true);
    }
    at(30);
    expect(await service.submit(message, { ip: "203.0.113.9" })).toEqual({ ok: false, reason: "rate-limited" });
    expect(await storedCount()).toBe(CONTACT_RATE_LIMIT.max);
    // Another address is not affected.
    expect((await service.submit(message, { ip: "198.51.100.7" })).ok).toBe(true);
    // A new window starts an hour after the first message of the last one.
    at(61);
    expect((await service.submit(message, { ip: "203.0.113.9" })).ok).toBe(true);
  });

  it("stores only a hash of the address", async () => {
    await createContactService(t.db).submit(message, { ip: "203.0.113.9" });
    const rows = await t.db.select().from(rateLimitCounters);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.points).toBe(1);
    expect(JSON.stringify(rows)).not.toContain("203.0.113.9");
  });

  it("skips the per-IP limit when the address is unknown", async () => {
    const service = createContactService(t.db);
    for (let i = 0; i < CONTACT_RATE_LIMIT.max + 2; i++) expect((await service.submit(message, { ip: null })).ok).toBe(true);
    expect(await storedCount()).toBe(CONTACT_RATE_LIMIT.max + 2);
  });
});
