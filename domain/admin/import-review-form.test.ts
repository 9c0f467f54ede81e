import { describe, expect, it } from "vitest";
import { IMPORT_REVIEW_MESSAGES, importReviewActionSchema } from "#domain/admin/import-review-form";

const id = "3f0c6a52-8d1e-4b8a-9a57-5d3a2c8e1f00";
const niche = "0b9f1e4c-2a6d-4f3b-8c1e-7d5a9e2b4c60";
const firstMessage = (input: Record<string, unknown>) => {
  const parsed = importReviewActionSchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe("importReviewActionSchema", () => {
  it("reads a publish with its type and niche, and a discard", () => {
    expect(importReviewActionSchema.parse({ intent: "publish", id, channelType: "asmr_ambient", nicheId: niche })).toEqual({
      intent: "publish",
      id,
      channelType: "asmr_ambient",
      nicheId: niche,
    });
    expect(importReviewActionSchema.parse({ intent: "discard", id })).toEqual({ intent: "discard", id });
  });

  it("names what is missing or wrong", () => {
    expect(firstMessage({ intent: "publish", id, channelType: "", nicheId: niche })).toBe(IMPORT_REVIEW_MESSAGES.channelType);
    expect(firstMessage({ intent: "publish", id, channelType: "asmr_ambient", nicheId: "" })).toBe(IMPORT_REVIEW_MESSAGES.niche);
    expect(firstMessage({ intent: "publish", id, channelType: "Not A Type", nicheId: niche })).toBe(
      IMPORT_REVIEW_MESSAGES.channelType,
    );
    expect(firstMessage({ intent: "discard", id: "nope" })).toBe(IMPORT_REVIEW_MESSAGES.candidate);
    expect(firstMessage({ intent: "launch", id })).toBe(IMPORT_REVIEW_MESSAGES.intent);
  });
});
