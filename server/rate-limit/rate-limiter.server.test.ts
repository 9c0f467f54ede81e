import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { rateLimitCounters } from "#db/schema/rate-limits";
import { addressBucket } from "#server/rate-limit/client-address";
import { RATE_LIMITS } from "#server/rate-limit/limits";
import { createRateLimiter } from "#server/rate-limit/rate-limiter.server";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-db";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());
afterEach(async () => {
  vi.useRealTimers();
  await t.db.delete(rateLimitCounters);
});

const MINUTE = 60_000;
const start = new Date(Date.UTC(2026, 10, 23, 12, 0));
function at(minutes: number) {
  vi.setSystemTime(new Date(start.getTime() + minutes * MINUTE));
}

describe("the rate limiter (rate-limiter-flexible on the database)", () => {
  it("allows a rule's points in its window, then refuses with the time left; other keys are not affected", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    at(0);
    const limiter = createRateLimiter(t.db);
    const { points } = RATE_LIMITS.signInPerAccountAndAddress;
    for (let i = 0; i < points; i++)
      expect(await limiter.consume("signInPerAccountAndAddress", ["user:1", "203.0.113.9"])).toEqual({ allowed: true });
    at(5);
    expect(await limiter.consume("signInPerAccountAndAddress", ["user:1", "203.0.113.9"])).toEqual({
      allowed: false,
      retryAfterSeconds: 10 * 60,
    });
    expect(await limiter.consume("signInPerAccountAndAddress", ["user:1", "198.51.100.7"])).toEqual({ allowed: true });
    expect(await limiter.consume("signInPerAccountAndAddress", ["user:2", "203.0.113.9"])).toEqual({ allowed: true });
    // The same parts under another rule are another count.
    expect(await limiter.consume("secondFactorPerAccountAndAddress", ["user:1", "203.0.113.9"])).toEqual({ allowed: true });
    // The window ends 15 minutes after its first request.
    at(15);
    expect(await limiter.consume("signInPerAccountAndAddress", ["user:1", "203.0.113.9"])).toEqual({ allowed: true });
  });

  it("is shared by every process on the database", async () => {
    const one = createRateLimiter(t.db);
    const other = createRateLimiter(t.db);
    for (let i = 0; i < RATE_LIMITS.signUpPerEmail.points; i++)
      expect((await one.consume("signUpPerEmail", ["a@example.com"])).allowed).toBe(true);
    expect((await other.consume("signUpPerEmail", ["a@example.com"])).allowed).toBe(false);
  });

  it("counts parallel requests exactly (one atomic upsert each)", async () => {
    const limiter = createRateLimiter(t.db);
    const { points } = RATE_LIMITS.signInPerAddress;
    const decisions = await Promise.all(
      Array.from({ length: points + 10 }, () => limiter.consume("signInPerAddress", ["203.0.113.50"])),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(points);
  });

  it("keeps a rule with a block refused for the whole block, past the window's end", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    at(0);
    const limiter = createRateLimiter(t.db);
    const { points } = RATE_LIMITS.signInPerAccount;
    for (let i = 0; i < points; i++) await limiter.consume("signInPerAccount", ["user:9"]);
    at(1);
    expect(await limiter.consume("signInPerAccount", ["user:9"])).toEqual({ allowed: false, retryAfterSeconds: 60 * 60 });
    at(30);
    expect((await limiter.consume("signInPerAccount", ["user:9"])).allowed).toBe(false);
    at(62);
    expect((await limiter.consume("signInPerAccount", ["user:9"])).allowed).toBe(true);
  });

  it("clears a count on reset, and remembers what it is told to for the rule's duration", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    at(0);
    const limiter = createRateLimiter(t.db);
    for (let i = 0; i < RATE_LIMITS.signInPerAccountAndAddress.points + 1; i++)
      await limiter.consume("signInPerAccountAndAddress", ["user:3", "203.0.113.9"]);
    await limiter.reset("signInPerAccountAndAddress", ["user:3", "203.0.113.9"]);
    expect((await limiter.consume("signInPerAccountAndAddress", ["user:3", "203.0.113.9"])).allowed).toBe(true);

    expect(await limiter.has("knownAddress", ["user:3", "203.0.113.9"])).toBe(false);
    await limiter.remember("knownAddress", ["user:3", "203.0.113.9"]);
    at(60 * 24 * 89);
    expect(await limiter.has("knownAddress", ["user:3", "203.0.113.9"])).toBe(true);
    expect(await limiter.has("knownAddress", ["user:4", "203.0.113.9"])).toBe(false);
    at(60 * 24 * 91);
    expect(await limiter.has("knownAddress", ["user:3", "203.0.113.9"])).toBe(false);
  });

  it("stores short hashed keys, whatever their size, and no address or e-mail in clear", async () => {
    const limiter = createRateLimiter(t.db);
    const huge = `${"a".repeat(20 * 1024 * 1024)}@example.com`;
    expect((await limiter.consume("signUpPerEmail", [huge])).allowed).toBe(true);
    expect((await limiter.consume("contactPerAddress", ["203.0.113.9"])).allowed).toBe(true);
    const rows = await t.db.select().from(rateLimitCounters);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.key.length).toBeLessThan(80);
    expect(JSON.stringify(rows)).not.toContain("203.0.113.9");
    expect(JSON.stringify(rows)).not.toContain("aaaa");
  });
});

describe("address buckets", () => {
  it("keeps IPv4 addresses, unwraps IPv4-mapped ones and counts IPv6 by its /64", () => {
    expect(addressBucket("203.0.113.9")).toBe("203.0.113.9");
    expect(addressBucket("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(addressBucket("2001:db8:1:2:aaaa::1")).toBe("2001:0db8:0001:0002::/64");
    expect(addressBucket("2001:DB8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:0db8:0001:0002::/64");
    expect(addressBucket("2001:db8::1")).toBe("2001:0db8:0000:0000::/64");
    // Better Auth's stored form of a session address (expanded, /64 zeroed) lands in the same bucket.
    expect(addressBucket("2001:0db8:0001:0002:0000:0000:0000:0000")).toBe("2001:0db8:0001:0002::/64");
    expect(addressBucket("")).toBeNull();
    expect(addressBucket("not an address")).toBeNull();
    expect(addressBucket(null)).toBeNull();
  });
});
