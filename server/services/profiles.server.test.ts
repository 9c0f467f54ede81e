import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#db/schema/auth";
import { createProfilesService, USERNAME_TAKEN_MESSAGE } from "#server/services/profiles.server";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-db";

describe("profiles service", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
    await test.db.insert(users).values([
      { id: "p1", name: "Sign-up Name", email: "ann@example.com" },
      { id: "p2", name: "Bob", email: "bob@example.com", firstName: "Bob", lastName: "Stone" },
      { id: "p3", name: "Cy", email: "cy@example.com", firstName: "Cyrus" },
    ]);
  });
  afterAll(() => test.close());

  // Spec §3: "Full name shown is display_name, else first and last name joined, else first name".
  it("shows first and last name, else first name, when there is no display name", async () => {
    const service = createProfilesService(test.db);
    expect((await service.getProfile("p2"))?.fullName).toBe("Bob Stone");
    expect((await service.getProfile("p3"))?.fullName).toBe("Cyrus");
    expect(await service.getProfile("nobody")).toBeNull();
  });

  // PRODUCT.md: "Profile 'Username' is a real unique username column (3+ chars), not the e-mail column."
  it("saves full name as the display name and the username in its own column, leaving the e-mail alone", async () => {
    const service = createProfilesService(test.db);
    const result = await service.updateProfile("p1", { fullName: "  Ann Lee ", username: "AnnLee" });
    expect(result).toMatchObject({ ok: true, profile: { fullName: "Ann Lee", username: "AnnLee", email: "ann@example.com" } });
    const [row] = await test.db.select().from(users).where(eq(users.id, "p1"));
    expect(row).toMatchObject({
      displayName: "Ann Lee",
      username: "annlee",
      displayUsername: "AnnLee",
      email: "ann@example.com",
    });
  });

  it("refuses a username someone else holds, whatever its case, and lets the owner keep theirs", async () => {
    const service = createProfilesService(test.db);
    expect(await service.updateProfile("p2", { fullName: "Bob Stone", username: "ANNLEE" })).toEqual({
      ok: false,
      field: "username",
      message: USERNAME_TAKEN_MESSAGE,
    });
    expect(await service.updateProfile("p1", { fullName: "Ann", username: "annlee" })).toMatchObject({ ok: true });
  });

  it("suggests a free username from the name, numbered past the ones taken, that saves as it is", async () => {
    const service = createProfilesService(test.db);
    await test.db.insert(users).values([
      { id: "s1", name: "Dee Fresh", email: "dee@example.com" },
      { id: "s2", name: "Dee Elder", email: "elder@example.com", username: "dee.fresh" },
      { id: "s3", name: "Dee Older", email: "older@example.com", username: "dee.fresh2" },
    ]);
    const suggestion = await service.suggestUsername({ fullName: "Dee Fresh", email: "dee@example.com" });
    expect(suggestion).toBe("dee.fresh3");
    expect(await service.updateProfile("s1", { fullName: "Dee Fresher", username: suggestion! })).toMatchObject({ ok: true });
  });
});

describe("profiles service: security state", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
    await test.db.insert(users).values([
      { id: "s1", name: "Plain", email: "plain@example.com" },
      {
        id: "s2",
        name: "Phone",
        email: "phone@example.com",
        phoneNumber: "+15555550100",
        phoneNumberVerified: true,
        twoFactorEnabled: true,
      },
    ]);
  });
  afterAll(() => test.close());

  // Spec §3: "Multi-factor factor: factor_type (totp or phone), status (verified)".
  it("reports factors, and removing the only factor (the phone) turns two-factor off", async () => {
    const service = createProfilesService(test.db);
    expect(await service.getSecurity("s1")).toMatchObject({
      twoFactorEnabled: false,
      totpVerified: false,
      phoneNumber: null,
      hasPassword: false,
    });
    expect(await service.getSecurity("s2")).toMatchObject({ twoFactorEnabled: true, phoneNumberVerified: true });
    await service.removePhone("s2");
    expect(await service.getSecurity("s2")).toMatchObject({
      twoFactorEnabled: false,
      phoneNumber: null,
      phoneNumberVerified: false,
    });
  });
});
