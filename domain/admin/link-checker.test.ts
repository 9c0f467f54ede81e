import { describe, expect, it } from "vitest";
import { linkCheckActionSchema, linkCheckerHref, parseLinkCheckFilters } from "#domain/admin/link-checker";

describe("parseLinkCheckFilters", () => {
  it("reads outcome, source and page", () => {
    expect(parseLinkCheckFilters(new URLSearchParams("outcome=broken&source=video_link&page=3"))).toEqual({
      outcome: "broken",
      source: "video_link",
      page: 3,
    });
  });

  it("drops what makes no sense instead of failing", () => {
    expect(parseLinkCheckFilters(new URLSearchParams("outcome=maybe&source=elsewhere&page=-2"))).toEqual({ page: 1 });
    expect(parseLinkCheckFilters(new URLSearchParams("page=abc"))).toEqual({ page: 1 });
    expect(parseLinkCheckFilters(new URLSearchParams(""))).toEqual({ page: 1 });
  });
});

describe("linkCheckerHref", () => {
  it("leaves out unset filters and page 1", () => {
    expect(linkCheckerHref({})).toBe("/admin/tools/link-checker");
    expect(linkCheckerHref({ outcome: "broken", page: 1 })).toBe("/admin/tools/link-checker?outcome=broken");
    expect(linkCheckerHref({ outcome: "ok", source: "channel_screenshot", page: 2 })).toBe(
      "/admin/tools/link-checker?outcome=ok&source=channel_screenshot&page=2",
    );
  });

  it("round-trips through parseLinkCheckFilters", () => {
    const filters = { outcome: "broken" as const, source: "channel_type_image" as const, page: 4 };
    expect(parseLinkCheckFilters(new URL(linkCheckerHref(filters), "http://x").searchParams)).toEqual(filters);
  });
});

describe("linkCheckActionSchema", () => {
  it("accepts the three buttons", () => {
    expect(linkCheckActionSchema.parse({ intent: "check-all" })).toEqual({ intent: "check-all" });
    expect(linkCheckActionSchema.parse({ intent: "check-broken" })).toEqual({ intent: "check-broken" });
    const id = "0b6a4a3e-7c1f-4d2a-9d4e-2f0c8b1a5e11";
    expect(linkCheckActionSchema.parse({ intent: "recheck", id })).toEqual({ intent: "recheck", id });
  });

  it("refuses an unknown intent or a re-check without a valid id", () => {
    expect(linkCheckActionSchema.safeParse({ intent: "delete-all" }).success).toBe(false);
    const bad = linkCheckActionSchema.safeParse({ intent: "recheck", id: "42" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe("That link result does not exist.");
  });
});
