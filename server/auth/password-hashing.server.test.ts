import { describe, expect, it } from "vitest";
import { isAPIError } from "better-auth/api";
import { PASSWORD_BUSY_MESSAGE, boundedPasswordHashing } from "#server/auth/password-hashing.server";

describe("bounded password hashing", () => {
  it("hashes and verifies like Better Auth's own scrypt", async () => {
    const hashing = boundedPasswordHashing();
    const hash = await hashing.hash("correct horse");
    expect(await hashing.verify({ hash, password: "correct horse" })).toBe(true);
    expect(await hashing.verify({ hash, password: "wrong horse" })).toBe(false);
  });

  it("runs one hash at a time, queues a few, and turns the rest away with 503 and Retry-After", async () => {
    const hashing = boundedPasswordHashing(1, 2);
    const results = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => hashing.hash(`password ${i}`)));
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "rejected", "rejected"]);
    const refused = (results[3] as PromiseRejectedResult).reason;
    expect(isAPIError(refused)).toBe(true);
    expect(refused.statusCode).toBe(503);
    expect(refused.body?.message).toBe(PASSWORD_BUSY_MESSAGE);
    expect(refused.headers).toEqual({ "Retry-After": "2" });
    // Once the queue drains, hashing works again.
    await expect(hashing.hash("later")).resolves.toMatch(/:/);
  });
});

describe("bounded password hashing on a machine short of CPU", () => {
  it("answers a hash that waited too long for its turn with 503 instead of hashing late", async () => {
    // A wait limit of 1 ms: the first starts at once; the second waits a whole scrypt hash.
    const hashing = boundedPasswordHashing(1, 10, 1);
    const results = await Promise.allSettled([hashing.hash("first"), hashing.hash("second")]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected"]);
    expect((results[1] as PromiseRejectedResult).reason.statusCode).toBe(503);
  });
});
