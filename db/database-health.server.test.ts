// Which failures mean "the database cannot be reached" (answer 503 and wait for it) and which
// do not (a busy pool, a bad query, a constraint): telling them apart decides between a short
// outage page and a self-inflicted one.
import { describe, expect, it } from "vitest";
import { createPostgresHealth, isDatabaseUnavailableError } from "#db/database-health.server";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailableError", () => {
  it("recognises a refused, reset or timed-out connection, wrapped or not", () => {
    expect(isDatabaseUnavailableError(withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnavailableError(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailableError(new Error("Connection terminated due to connection timeout"))).toBe(true);
    // drizzle wraps the driver's error in `cause`; localhost fails on both addresses at once.
    expect(
      isDatabaseUnavailableError(
        new Error("Failed query: select 1", { cause: withCode("terminating connection due to administrator command", "57P01") }),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailableError(new AggregateError([withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")], ""))).toBe(
      true,
    );
    expect(isDatabaseUnavailableError(withCode("the database system is starting up", "57P03"))).toBe(true);
    expect(isDatabaseUnavailableError(withCode("connection failure", "08006"))).toBe(true);
  });

  it("does not take a busy pool, a bad query or a constraint for a lost database", () => {
    // pg-pool's own wait for a free client: every connection is busy, the database is there.
    expect(isDatabaseUnavailableError(new Error("timeout exceeded when trying to connect"))).toBe(false);
    expect(isDatabaseUnavailableError(withCode('column "x" does not exist', "42703"))).toBe(false);
    expect(isDatabaseUnavailableError(new Error("Failed query", { cause: withCode("duplicate key", "23505") }))).toBe(false);
    expect(isDatabaseUnavailableError(null)).toBe(false);
  });
});

describe("createPostgresHealth", () => {
  it("marks a database that refuses connections unavailable, once, and keeps probing", async () => {
    const changes: boolean[] = [];
    const health = createPostgresHealth({
      url: "postgres://nobody@127.0.0.1:1/none",
      onChange: (available) => changes.push(available),
    });
    try {
      expect(health.available).toBe(true);
      expect(await health.check()).toBe(false);
      expect(health.available).toBe(false);
      expect(health.unavailableSince).toEqual(expect.any(Number));
      expect(health.report(withCode("connect ECONNREFUSED", "ECONNREFUSED"))).toBe(true);
      expect(health.report(new Error("syntax error"))).toBe(false);
      expect(changes).toEqual([false]);
    } finally {
      health.close();
    }
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))("marks a reachable database available again", async () => {
    const changes: boolean[] = [];
    const health = createPostgresHealth({
      url: process.env.TEST_DATABASE_URL!,
      onChange: (available) => changes.push(available),
    });
    try {
      health.report(new Error("Connection terminated unexpectedly"));
      expect(health.available).toBe(false);
      expect(await health.check()).toBe(true);
      expect(health.available).toBe(true);
      expect(changes).toEqual([false, true]);
    } finally {
      health.close();
    }
  });
});
