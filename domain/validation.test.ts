import type { z } from "zod";
import { FULL_NAME_MAX_LENGTH } from "#domain/constants";
import { describe, expect, it } from "vitest";
import {
  CHANNEL_TYPE_ID_PATTERN,
  VALIDATION_MESSAGES,
  channelTypeIdSchema,
  loginSchema,
  profileSchema,
  registerSchema,
} from "#domain/validation";

/** Messages per field path ("" for the root) of a failed parse; {} on success. */
function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".");
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

describe("VALIDATION_MESSAGES — spec §5 messages verbatim", () => {
  it("matches the spec strings", () => {
    expect(VALIDATION_MESSAGES.invalidEmail).toBe("Invalid email address");
    expect(VALIDATION_MESSAGES.passwordTooShort).toBe("Password must be at least 6 characters");
    expect(VALIDATION_MESSAGES.fullNameTooShort).toBe("Full name must be at least 2 characters");
    expect(VALIDATION_MESSAGES.passwordsDontMatch).toBe("Passwords don't match");
    expect(VALIDATION_MESSAGES.usernameTooShort).toBe("Username must be at least 3 characters");
    expect(VALIDATION_MESSAGES.channelTypeId).toBe("Use only lowercase letters, digits and underscores");
  });
});

describe("loginSchema — spec §5 'Login: email valid (Invalid email address); password at least 6 characters'", () => {
  it("accepts a valid login and trims the e-mail", () => {
    expect(loginSchema.parse({ email: "  ada@example.com ", password: "secret" })).toEqual({
      email: "ada@example.com",
      password: "secret",
    });
  });

  it.each(["", "ada", "ada@", "@example.com", "ada@example", "ada example@x.com"])(
    "rejects e-mail %j with 'Invalid email address'",
    (email) => {
      expect(fieldErrors(loginSchema, { email, password: "secret" })).toEqual({ email: ["Invalid email address"] });
    },
  );

  it("password of exactly 6 characters passes, 5 fails", () => {
    expect(loginSchema.safeParse({ email: "a@b.co", password: "123456" }).success).toBe(true);
    expect(fieldErrors(loginSchema, { email: "a@b.co", password: "12345" })).toEqual({
      password: ["Password must be at least 6 characters"],
    });
  });

  it("keeps passwords exactly as typed (spaces count)", () => {
    expect(loginSchema.parse({ email: "a@b.co", password: "  pass  " }).password).toBe("  pass  ");
  });

  it("missing fields get the same spec messages", () => {
    expect(fieldErrors(loginSchema, {})).toEqual({
      email: ["Invalid email address"],
      password: ["Password must be at least 6 characters"],
    });
  });
});

describe("registerSchema — spec §5 Register", () => {
  const valid = { email: "ada@example.com", fullName: "Ada Lovelace", password: "secret1", confirmPassword: "secret1" };

  it("accepts a valid registration", () => {
    expect(registerSchema.parse({ ...valid, fullName: "  Ada  " })).toEqual({ ...valid, fullName: "Ada" });
  });

  it("'fullName at least 2 (Full name must be at least 2 characters)' — after trimming", () => {
    expect(registerSchema.safeParse({ ...valid, fullName: "Al" }).success).toBe(true);
    expect(fieldErrors(registerSchema, { ...valid, fullName: "A" })).toEqual({
      fullName: ["Full name must be at least 2 characters"],
    });
    expect(fieldErrors(registerSchema, { ...valid, fullName: " A " })).toEqual({
      fullName: ["Full name must be at least 2 characters"],
    });
  });

  it("'password at least 6; confirmPassword at least 6'", () => {
    expect(fieldErrors(registerSchema, { ...valid, password: "12345", confirmPassword: "12345" })).toEqual({
      password: ["Password must be at least 6 characters"],
      confirmPassword: ["Password must be at least 6 characters"],
    });
  });

  it("\"passwords must match ('Passwords don't match', on confirmPassword)\"", () => {
    expect(fieldErrors(registerSchema, { ...valid, confirmPassword: "secret2" })).toEqual({
      confirmPassword: ["Passwords don't match"],
    });
  });

  it("reports a mismatch alongside other field errors", () => {
    expect(fieldErrors(registerSchema, { ...valid, email: "nope", confirmPassword: "different" })).toEqual({
      email: ["Invalid email address"],
      confirmPassword: ["Passwords don't match"],
    });
  });

  it("passwords differing only in case or spaces do not match", () => {
    expect(fieldErrors(registerSchema, { ...valid, confirmPassword: "Secret1" })).toEqual({
      confirmPassword: ["Passwords don't match"],
    });
    expect(fieldErrors(registerSchema, { ...valid, confirmPassword: "secret1 " })).toEqual({
      confirmPassword: ["Passwords don't match"],
    });
  });

  it("rejects a non-object", () => {
    expect(registerSchema.safeParse(null).success).toBe(false);
  });
});

describe("profileSchema — spec §5 'Profile: fullName at least 2; username at least 3'", () => {
  it("accepts a valid profile", () => {
    expect(profileSchema.parse({ fullName: " Ada ", username: " ada.l_99-x " })).toEqual({
      fullName: "Ada",
      username: "ada.l_99-x",
    });
  });

  it("username of exactly 3 passes, 2 fails with 'Username must be at least 3 characters'", () => {
    expect(profileSchema.safeParse({ fullName: "Ada", username: "ada" }).success).toBe(true);
    expect(fieldErrors(profileSchema, { fullName: "Ada", username: "ad" })).toEqual({
      username: ["Username must be at least 3 characters"],
    });
  });

  it("username of exactly 30 passes, 31 fails (our cap)", () => {
    expect(profileSchema.safeParse({ fullName: "Ada", username: "a".repeat(30) }).success).toBe(true);
    expect(fieldErrors(profileSchema, { fullName: "Ada", username: "a".repeat(31) })).toEqual({
      username: [VALIDATION_MESSAGES.usernameTooLong],
    });
    expect(VALIDATION_MESSAGES.usernameTooLong).toBe("Username must be at most 30 characters");
  });

  it.each(["ada lovelace", "ada@home", "ädä", "ada!", "a/b"])("username %j has characters we do not allow", (username) => {
    expect(fieldErrors(profileSchema, { fullName: "Ada", username })).toEqual({
      username: [VALIDATION_MESSAGES.usernameCharacters],
    });
  });

  it("fullName at least 2", () => {
    expect(fieldErrors(profileSchema, { fullName: "A", username: "ada" })).toEqual({
      fullName: ["Full name must be at least 2 characters"],
    });
  });

  it(`fullName at most ${FULL_NAME_MAX_LENGTH} (ours), after trimming`, () => {
    expect(profileSchema.safeParse({ fullName: ` ${"a".repeat(FULL_NAME_MAX_LENGTH)} `, username: "ada" }).success).toBe(true);
    expect(fieldErrors(profileSchema, { fullName: "a".repeat(FULL_NAME_MAX_LENGTH + 1), username: "ada" })).toEqual({
      fullName: [`Full name must be at most ${FULL_NAME_MAX_LENGTH} characters`],
    });
    expect(
      fieldErrors(registerSchema, {
        email: "ada@example.com",
        fullName: "a".repeat(FULL_NAME_MAX_LENGTH + 1),
        password: "secret1",
        confirmPassword: "secret1",
      }),
    ).toEqual({
      fullName: [VALIDATION_MESSAGES.fullNameTooLong],
    });
  });
});

describe("channelTypeIdSchema — spec §5 'Channel type id: only lowercase letters, digits, underscore'", () => {
  it.each(["ai_generated", "animation_2d_3d", "other", "a", "_", "123"])("accepts %j", (id) => {
    expect(channelTypeIdSchema.parse(id)).toBe(id);
  });

  it.each(["", "AI_generated", "no-face", "with space", "émoji", "a.b", " other"])("rejects %j", (id) => {
    expect(fieldErrors(channelTypeIdSchema, id)).toEqual({ "": ["Use only lowercase letters, digits and underscores"] });
  });

  it("exposes the pattern for database check constraints and HTML pattern attributes", () => {
    expect(CHANNEL_TYPE_ID_PATTERN.source).toBe("^[a-z0-9_]+$");
  });
});
