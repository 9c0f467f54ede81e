import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#db/schema/auth";
import { apiTokens } from "#db/schema/members";
import { API_TOKEN_LIMIT, API_TOKEN_MESSAGES, isApiTokenFormat } from "#domain/api-token";
import { createApiTokensService, hashApiToken } from "#server/services/api-tokens.server";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-db";

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await t.db.insert(users).values([
    { id: "token-owner", name: "Owner", email: "token-owner@example.com", emailVerified: true },
    { id: "token-stranger", name: "Stranger", email: "token-stranger@example.com", emailVerified: true },
    { id: "token-capped", name: "Capped", email: "token-capped@example.com", emailVerified: true },
    { id: "token-leaver", name: "Leaver", email: "token-leaver@example.com", emailVerified: true },
  ]);
});
afterAll(() => t.close());

describe("personal API tokens", () => {
  it("returns the secret once at creation and keeps only its hash and first characters", async () => {
    const service = createApiTokensService(t.db);
    const created = await service.create("token-owner", "Nightly export");
    if (!created.ok) throw new Error(created.message);
    expect(isApiTokenFormat(created.secret)).toBe(true);
    expect(created.token).toMatchObject({ name: "Nightly export", start: created.secret.slice(0, 10), lastUsedAt: null });
    expect(created.token).not.toHaveProperty("secret");

    const [stored] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, created.token.id));
    expect(stored?.tokenHash).toBe(hashApiToken(created.secret));
    expect(JSON.stringify(stored)).not.toContain(created.secret);
    // The list never carries the secret or the hash.
    const listed = await service.list("token-owner");
    expect(listed).toEqual([created.token]);
    expect(JSON.stringify(listed)).not.toContain(created.secret.slice(10));
    expect(JSON.stringify(listed)).not.toContain(hashApiToken(created.secret));
  });

  it("lists a member's tokens newest first and only theirs", async () => {
    const service = createApiTokensService(t.db);
    const second = await service.create("token-owner", "Dashboard");
    await service.create("token-stranger", "Theirs");
    expect((await service.list("token-owner")).map((token) => token.name)).toEqual(["Dashboard", "Nightly export"]);
    expect((await service.list("token-stranger")).map((token) => token.name)).toEqual(["Theirs"]);
    expect(second.ok).toBe(true);
  });

  it("authenticates a live token as its owner and refuses it once revoked", async () => {
    const service = createApiTokensService(t.db);
    const created = await service.create("token-owner", "Revoke me");
    if (!created.ok) throw new Error(created.message);
    const found = await service.authenticate(created.secret);
    expect(found).toMatchObject({ tokenId: created.token.id, owner: { id: "token-owner", email: "token-owner@example.com" } });
    expect(await service.authenticate(`${created.secret.slice(0, -1)}x`)).toBeNull();

    expect(await service.revoke("token-owner", created.token.id)).toBe(true);
    expect(await service.authenticate(created.secret)).toBeNull();
    expect((await service.list("token-owner")).map((token) => token.id)).not.toContain(created.token.id);
    // Revoking twice, or something that is not an id, is "not found".
    expect(await service.revoke("token-owner", created.token.id)).toBe(false);
    expect(await service.revoke("token-owner", "not-a-uuid")).toBe(false);
  });

  it("refuses a second token of the same name for one member, with the name in the message", async () => {
    const service = createApiTokensService(t.db);
    expect((await service.create("token-stranger", "Shared name")).ok).toBe(true);
    expect(await service.create("token-stranger", "Shared name")).toEqual({
      ok: false,
      status: 409,
      field: "name",
      message: "You already have a token named “Shared name”. Choose another name.",
    });
    // Another member may use it.
    expect((await service.create("token-owner", "Shared name")).ok).toBe(true);
  });

  it("does not let another member revoke my token", async () => {
    const service = createApiTokensService(t.db);
    const mine = await service.create("token-owner", "Mine");
    if (!mine.ok) throw new Error(mine.message);
    expect(await service.revoke("token-stranger", mine.token.id)).toBe(false);
    expect(await service.authenticate(mine.secret)).not.toBeNull();
  });

  it("records the last use once a minute, not on every request", async () => {
    const service = createApiTokensService(t.db);
    const created = await service.create("token-owner", "Busy");
    if (!created.ok) throw new Error(created.message);
    const lastUsed = async () =>
      (await t.db.select().from(apiTokens).where(eq(apiTokens.id, created.token.id)))[0]?.lastUsedAt?.toISOString();
    const first = new Date("2026-11-27T10:00:00.000Z");
    await service.authenticate(created.secret, first);
    expect(await lastUsed()).toBe(first.toISOString());
    await service.authenticate(created.secret, new Date("2026-11-27T10:00:59.000Z"));
    expect(await lastUsed()).toBe(first.toISOString());
    await service.authenticate(created.secret, new Date("2026-11-27T10:01:00.000Z"));
    expect(await lastUsed()).toBe("2026-11-27T10:01:00.000Z");
  });

  it(`caps a member at ${API_TOKEN_LIMIT} tokens with a clear message, until one is revoked`, async () => {
    const service = createApiTokensService(t.db);
    const made = await Promise.all(
      Array.from({ length: API_TOKEN_LIMIT }, (_, i) => service.create("token-capped", `Token ${i + 1}`)),
    );
    expect(made.every((outcome) => outcome.ok)).toBe(true);
    expect(await service.create("token-capped", "One too many")).toEqual({
      ok: false,
      status: 409,
      message: API_TOKEN_MESSAGES.limitReached,
    });
    const first = made[0];
    if (!first?.ok) throw new Error("no token");
    await service.revoke("token-capped", first.token.id);
    expect((await service.create("token-capped", "Room again")).ok).toBe(true);
  });

  it("ends an account's tokens with the account", async () => {
    const service = createApiTokensService(t.db);
    const created = await service.create("token-leaver", "Gone soon");
    if (!created.ok) throw new Error(created.message);
    await t.db.delete(users).where(eq(users.id, "token-leaver"));
    expect(await service.authenticate(created.secret)).toBeNull();
  });

  it("keeps names within the database's own limit", async () => {
    const service = createApiTokensService(t.db);
    await expect(service.create("token-stranger", "")).rejects.toThrow();
  });
});
