import { describe, expect, it } from "vitest";
import { followTargetSchema } from "#domain/follow-target";

describe("followTargetSchema", () => {
  it("accepts a channel id, a niche slug and a type id", () => {
    expect(followTargetSchema.safeParse({ kind: "channel", target: "0b6f3c52-2d0c-4d6a-9a57-0d6f1f6f2a11" }).success).toBe(true);
    expect(followTargetSchema.safeParse({ kind: "niche", target: "sleep-sounds" }).success).toBe(true);
    expect(followTargetSchema.safeParse({ kind: "type", target: "asmr_ambient" }).success).toBe(true);
  });

  it("refuses an unknown kind and a target not shaped like its kind, with a message naming the field", () => {
    expect(followTargetSchema.safeParse({ kind: "user", target: "x" }).error?.issues[0]?.message).toBe(
      "kind must be one of channel, niche, type",
    );
    expect(followTargetSchema.safeParse({ kind: "channel", target: "not-a-uuid" }).error?.issues[0]?.message).toBe(
      "target must be a channel id",
    );
    expect(followTargetSchema.safeParse({ kind: "niche", target: "<b>" }).error?.issues[0]?.message).toBe(
      "target must be a niche slug",
    );
    expect(followTargetSchema.safeParse({ kind: "type", target: "" }).error?.issues[0]?.message).toBe("target is required");
  });
});
