import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "~/lib/safe-redirect";

describe("safeRedirectPath", () => {
  it("keeps same-site paths with their query", () => {
    expect(safeRedirectPath("/niches?page=2")).toBe("/niches?page=2");
    expect(safeRedirectPath("/")).toBe("/");
  });

  it.each(["https://evil.example/", "//evil.example", "/\\evil.example", "niches", "", "javascript:alert(1)"])(
    "refuses %j and falls back",
    (value) => {
      expect(safeRedirectPath(value)).toBe("/");
      expect(safeRedirectPath(value, "/home")).toBe("/home");
    },
  );

  it("falls back for missing values and files", () => {
    expect(safeRedirectPath(null)).toBe("/");
    expect(safeRedirectPath(undefined)).toBe("/");
    expect(safeRedirectPath(new File([], "x"))).toBe("/");
  });
});
