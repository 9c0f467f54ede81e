import { describe, expect, it } from "vitest";
import {
  BAN_REASON_MAX,
  USER_ACTION_MESSAGES,
  banExpiry,
  bannedSignInMessage,
  isBanActive,
  parseUserListParams,
  userActionSchema,
} from "#domain/admin/user-actions";

const NOW = new Date("2025-06-01T12:00:00Z");

describe("parseUserListParams", () => {
  it("reads the search, filters and page", () => {
    expect(parseUserListParams(new URLSearchParams("q=%20ada%20&role=admin&status=banned&page=3"))).toEqual({
      query: "ada",
      role: "admin",
      status: "banned",
      page: 3,
    });
  });

  it("falls back to the defaults for anything unknown", () => {
    expect(parseUserListParams(new URLSearchParams("role=owner&status=gone&page=-2"))).toEqual({
      query: "",
      role: "all",
      status: "all",
      page: 1,
    });
    expect(parseUserListParams(new URLSearchParams("page=abc")).page).toBe(1);
  });
});

describe("bans", () => {
  it("ends after the chosen number of days, or never", () => {
    expect(banExpiry("7d", NOW)?.toISOString()).toBe("2025-06-08T12:00:00.000Z");
    expect(banExpiry("permanent", NOW)).toBeNull();
  });

  it("counts only a ban in force", () => {
    expect(isBanActive({ banned: true, banExpires: null }, NOW)).toBe(true);
    expect(isBanActive({ banned: true, banExpires: new Date("2025-06-02T00:00:00Z") }, NOW)).toBe(true);
    expect(isBanActive({ banned: true, banExpires: new Date("2025-05-01T00:00:00Z") }, NOW)).toBe(false);
    expect(isBanActive({ banned: null, banExpires: null }, NOW)).toBe(false);
  });

  it("tells a banned person kindly, with the end date when there is one, and never the reason", () => {
    expect(bannedSignInMessage(null, NOW)).toBe(
      "This account has been suspended, so you can't sign in right now. If you think this is a mistake, please write to us through the contact page.",
    );
    expect(bannedSignInMessage(new Date("2025-06-08T12:00:00Z"), NOW)).toContain("suspended until June 8, 2025,");
  });
});

describe("userActionSchema", () => {
  it("accepts each row action", () => {
    expect(userActionSchema.parse({ intent: "set-role", userId: "u1", role: "admin" })).toEqual({
      intent: "set-role",
      userId: "u1",
      role: "admin",
    });
    expect(userActionSchema.parse({ intent: "ban", userId: "u1", reason: " spam ", duration: "30d" })).toEqual({
      intent: "ban",
      userId: "u1",
      reason: "spam",
      duration: "30d",
    });
    expect(userActionSchema.parse({ intent: "delete", userId: "u1" })).toEqual({ intent: "delete", userId: "u1" });
  });

  it("explains what is wrong", () => {
    const messages = (input: unknown) => userActionSchema.safeParse(input).error?.issues.map((i) => i.message);
    expect(messages({ intent: "set-role", userId: "u1", role: "owner" })).toEqual([USER_ACTION_MESSAGES.invalidRole]);
    expect(messages({ intent: "ban", userId: "u1", duration: "1d", reason: "x".repeat(BAN_REASON_MAX + 1) })).toEqual([
      USER_ACTION_MESSAGES.reasonTooLong,
    ]);
    expect(messages({ intent: "ban", userId: "u1", duration: "forever" })).toEqual([USER_ACTION_MESSAGES.invalidDuration]);
    expect(messages({ intent: "unban", userId: " " })).toEqual([USER_ACTION_MESSAGES.invalidUser]);
  });
});
