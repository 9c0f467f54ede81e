import { describe, expect, it } from "vitest";
import { candidateFiltersSchema, discoveryActionSchema, discoveryHref, searchCallsOf } from "#domain/admin/discovery";

describe("discovery forms", () => {
  it("reads an approval's repeated ids once each, and refuses none or a malformed one", () => {
    const id = "0b8a2b9e-1f4b-4a53-9a7e-2d5c3b1a0e11";
    expect(discoveryActionSchema.parse({ intent: "approve", ids: [id, id] })).toEqual({ intent: "approve", ids: [id] });
    expect(discoveryActionSchema.safeParse({ intent: "approve", ids: [] }).error?.issues[0]?.message).toBe(
      "Select at least one candidate.",
    );
    expect(discoveryActionSchema.safeParse({ intent: "approve", ids: ["1; drop table"] }).error?.issues[0]?.message).toBe(
      "That candidate does not exist.",
    );
  });

  it("asks a rejection for its reason", () => {
    const id = "0b8a2b9e-1f4b-4a53-9a7e-2d5c3b1a0e11";
    expect(discoveryActionSchema.safeParse({ intent: "reject", ids: [id], reason: "   " }).error?.issues[0]?.message).toMatch(
      /^Say why in 1 to 200 characters/,
    );
    expect(discoveryActionSchema.parse({ intent: "reject", ids: [id], reason: " Talking head " })).toMatchObject({
      reason: "Talking head",
    });
  });

  it("refuses an unknown intent and reads the queue's filters with clear messages", () => {
    expect(discoveryActionSchema.safeParse({ intent: "explode" }).success).toBe(false);
    expect(candidateFiltersSchema.parse({})).toEqual({ status: "pending", page: 1 });
    expect(candidateFiltersSchema.safeParse({ minSubscribers: "lots" }).error?.issues[0]?.message).toBe(
      "minSubscribers must be a whole number",
    );
    expect(candidateFiltersSchema.safeParse({ confidence: "certain" }).error?.issues[0]?.message).toBe(
      "confidence must be high, medium or low",
    );
  });

  it("writes the queue's address without defaults, and counts a query's search calls", () => {
    expect(discoveryHref({ status: "pending", page: 1 })).toBe("/admin/discovery");
    expect(discoveryHref({ status: "rejected", country: "US", page: 2 })).toBe(
      "/admin/discovery?status=rejected&country=US&page=2",
    );
    expect([searchCallsOf("channels"), searchCallsOf("videos"), searchCallsOf("both")]).toEqual([1, 1, 2]);
  });
});
