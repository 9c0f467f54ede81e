import { describe, expect, it } from "vitest";
import {
  CONTACT_INBOX_MESSAGES,
  contactInboxActionSchema,
  parseContactInboxParams,
  replyMailto,
} from "#domain/admin/contact-inbox";

const ID = "3f1c2b6e-8a4d-4c1e-9b7a-2d5e6f708192";

describe("parseContactInboxParams", () => {
  it("reads the filter, page and open message", () => {
    expect(parseContactInboxParams(new URLSearchParams(`filter=unread&page=2&message=${ID.toUpperCase()}`))).toEqual({
      filter: "unread",
      page: 2,
      messageId: ID,
    });
  });

  it("falls back to all messages, page 1 and nothing open", () => {
    expect(parseContactInboxParams(new URLSearchParams("filter=spam&page=0&message=not-an-id"))).toEqual({
      filter: "all",
      page: 1,
      messageId: null,
    });
  });
});

describe("contactInboxActionSchema", () => {
  it("accepts the three actions on a message id", () => {
    expect(contactInboxActionSchema.parse({ intent: "mark-unread", messageId: ID })).toEqual({
      intent: "mark-unread",
      messageId: ID,
    });
    expect(contactInboxActionSchema.safeParse({ intent: "delete", messageId: "1; drop table" }).error?.issues[0]?.message).toBe(
      CONTACT_INBOX_MESSAGES.invalidMessage,
    );
    expect(contactInboxActionSchema.safeParse({ intent: "archive", messageId: ID }).success).toBe(false);
  });
});

describe("replyMailto", () => {
  it("answers with Re: and the subject", () => {
    expect(replyMailto({ email: "mia@example.com", subject: "Data & numbers?" })).toBe(
      "mailto:mia@example.com?subject=Re%3A%20Data%20%26%20numbers%3F",
    );
  });

  it("has a subject when the message had none, and escapes the address", () => {
    expect(replyMailto({ email: "a+b@example.com", subject: null })).toBe(
      "mailto:a%2Bb@example.com?subject=Re%3A%20Your%20message%20to%20Faceless%20Atlas",
    );
  });
});
