import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGES, contactMessageSchema } from "#domain/contact-message";
import { VALIDATION_MESSAGES } from "#domain/validation";

const valid = { name: "Ada Lovelace", email: "ada@example.com", subject: "Data", message: "Where do the numbers come from?" };

function errorsOf(input: Record<string, unknown>) {
  const result = contactMessageSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("contactMessageSchema", () => {
  it("accepts a complete message and trims it", () => {
    expect(contactMessageSchema.parse({ ...valid, name: "  Ada  " }).name).toBe("Ada");
    expect(contactMessageSchema.parse({ ...valid, subject: undefined }).subject).toBeUndefined();
  });

  it("says clearly what is wrong with each field", () => {
    expect(errorsOf({ name: "A", email: "not-an-email", message: "short" })).toEqual({
      name: CONTACT_MESSAGES.nameTooShort,
      email: VALIDATION_MESSAGES.invalidEmail,
      message: CONTACT_MESSAGES.messageTooShort,
    });
    expect(errorsOf({ ...valid, message: "x".repeat(5001) })).toEqual({ message: CONTACT_MESSAGES.messageTooLong });
    expect(errorsOf({ ...valid, subject: "s".repeat(151) })).toEqual({ subject: CONTACT_MESSAGES.subjectTooLong });
  });

  it("treats missing fields like empty ones", () => {
    expect(errorsOf({})).toEqual({
      name: CONTACT_MESSAGES.nameTooShort,
      email: VALIDATION_MESSAGES.invalidEmail,
      message: CONTACT_MESSAGES.messageTooShort,
    });
  });
});
