import { describe, expect, it } from "vitest";
import {
  API_TOKEN_MESSAGES,
  API_TOKEN_NAME_MAX,
  apiTokenNameSchema,
  apiTokenRateLimitMessage,
  isApiTokenFormat,
  parseAuthorizationHeader,
  shouldRecordTokenUse,
  visibleTokenStart,
} from "#domain/api-token";

const TOKEN = `fat_${"A".repeat(20)}-_${"z9".repeat(10)}b`;

describe("apiTokenNameSchema", () => {
  it("trims the name and asks for one when it is blank", () => {
    expect(apiTokenNameSchema.parse("  Nightly export  ")).toBe("Nightly export");
    expect(apiTokenNameSchema.safeParse("   ").error?.issues[0]?.message).toBe(API_TOKEN_MESSAGES.nameRequired);
    expect(apiTokenNameSchema.safeParse(undefined).error?.issues[0]?.message).toBe(API_TOKEN_MESSAGES.nameRequired);
  });

  it("takes names up to the limit and refuses longer ones with the limit in the message", () => {
    expect(apiTokenNameSchema.safeParse("x".repeat(API_TOKEN_NAME_MAX)).success).toBe(true);
    const tooLong = apiTokenNameSchema.safeParse("x".repeat(API_TOKEN_NAME_MAX + 1));
    expect(tooLong.error?.issues[0]?.message).toBe(`The name can be at most ${API_TOKEN_NAME_MAX} characters`);
  });
});

describe("token format", () => {
  it("accepts the prefix with 43 base64url characters and nothing else", () => {
    expect(TOKEN).toHaveLength(47);
    expect(isApiTokenFormat(TOKEN)).toBe(true);
    expect(isApiTokenFormat(TOKEN.slice(0, -1))).toBe(false);
    expect(isApiTokenFormat(`${TOKEN}x`)).toBe(false);
    expect(isApiTokenFormat(TOKEN.replace("fat_", "gho_"))).toBe(false);
    expect(isApiTokenFormat(TOKEN.replace("A", "+"))).toBe(false);
  });

  it("shows the prefix and six characters of the secret", () => {
    expect(visibleTokenStart(TOKEN)).toBe("fat_AAAAAA");
  });
});

describe("parseAuthorizationHeader", () => {
  it("is anonymous only when there is no header at all", () => {
    expect(parseAuthorizationHeader(null)).toEqual({ kind: "none" });
    expect(parseAuthorizationHeader(undefined)).toEqual({ kind: "none" });
  });

  it("reads a bearer token whatever the case of the scheme", () => {
    expect(parseAuthorizationHeader(`Bearer ${TOKEN}`)).toEqual({ kind: "token", token: TOKEN });
    expect(parseAuthorizationHeader(`bearer  ${TOKEN} `)).toEqual({ kind: "token", token: TOKEN });
  });

  it("refuses other schemes and empty or malformed tokens with a message saying what to send", () => {
    for (const header of ["", "Bearer", "Bearer ", `Basic ${TOKEN}`, TOKEN, `Bearer ${TOKEN} extra`]) {
      expect(parseAuthorizationHeader(header)).toEqual({ kind: "refused", message: API_TOKEN_MESSAGES.notBearer });
    }
    for (const header of ["Bearer abc", `Bearer ${TOKEN.slice(4)}`, "Bearer fat_'OR'1'='1"]) {
      expect(parseAuthorizationHeader(header)).toEqual({ kind: "refused", message: API_TOKEN_MESSAGES.malformed });
    }
  });
});

describe("shouldRecordTokenUse", () => {
  it("records the first use and then at most once a minute", () => {
    const now = new Date("2026-11-27T12:00:00Z");
    expect(shouldRecordTokenUse(null, now)).toBe(true);
    expect(shouldRecordTokenUse(new Date("2026-11-27T11:59:30Z"), now)).toBe(false);
    expect(shouldRecordTokenUse(new Date("2026-11-27T11:59:00Z"), now)).toBe(true);
  });
});

describe("apiTokenRateLimitMessage", () => {
  it("says how long to wait", () => {
    expect(apiTokenRateLimitMessage(1)).toBe("Too many requests with this API token. Please wait 1 second and try again.");
    expect(apiTokenRateLimitMessage(42)).toContain("42 seconds");
  });
});
