import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccountSessionsService } from "#server/services/account-sessions.server";
import { cookiesFrom, createConfirmedAccount, createTestAuth } from "#tests/setup/test-auth";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-db";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.close());

describe("a member's signed-in devices", () => {
  it("lists only the member's own live sessions, this one first, and signs out only their own", async () => {
    const api = createTestAuth(t.db, { AUTH_RATE_LIMIT: "false" });
    const owner = await createConfirmedAccount(t.db, "devices-owner@example.com");
    const stranger = await createConfirmedAccount(t.db, "devices-stranger@example.com");
    const signIn = async (email: string, password: string) => {
      const response = await api.post("/sign-in/email", { email, password });
      const session = (await api.get("/get-session", { cookie: cookiesFrom(response) }).then((r) => r.json())) as {
        session: { id: string };
      };
      return session.session.id;
    };
    const first = await signIn(owner.email, owner.password);
    const second = await signIn(owner.email, owner.password);
    const theirs = await signIn(stranger.email, stranger.password);
    const service = createAccountSessionsService(t.db);

    const list = await service.list(owner.id, second);
    expect(list.map((session) => [session.id, session.current])).toEqual([
      [second, true],
      [first, false],
    ]);
    expect(list[0]).toMatchObject({ device: "Unknown device", address: "10.0.0.1" });

    // Someone else's session id is not the member's to end.
    expect(await service.revoke(owner.id, theirs)).toBe(false);
    expect((await service.list(stranger.id, null)).map((session) => session.id)).toEqual([theirs]);
    expect(await service.revoke(owner.id, first)).toBe(true);
    expect(await service.revoke(owner.id, first)).toBe(false);
    expect((await service.list(owner.id, second)).map((session) => session.id)).toEqual([second]);
    // A session past its expiry is not listed.
    expect(await service.list(owner.id, null, new Date(Date.now() + 31 * 24 * 3600 * 1000))).toEqual([]);
  });
});
