import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { REDIRECT_TARGET_MAX_LENGTH, isSafeRedirectTarget, safeRedirectTarget } from "#domain/redirect-target";

const SITE = "https://atlas.example";

/** Where a browser on SITE ends up for a Location header: it drops tab/CR/LF and reads "\" as "/". */
function browserDestination(location: string): string {
  return new URL(location.replace(/[\t\n\r]/g, "").replace(/\\/g, "/"), SITE).origin;
}

describe("safeRedirectTarget", () => {
  it.each([
    ["/", "/"],
    ["/niches?page=2", "/niches?page=2"],
    ["/channel-search?q=history&sort=views#results", "/channel-search?q=history&sort=views#results"],
    ["/admin/channels/edit/0b9e6d5c-0000-4000-8000-000000000000", "/admin/channels/edit/0b9e6d5c-0000-4000-8000-000000000000"],
    // Non-Latin-1 text is percent-encoded, so it is a valid header value (a raw "€" used to be a 500).
    ["/channel-search?q=€uro", "/channel-search?q=%E2%82%ACuro"],
    ["/niches/日本", "/niches/%E6%97%A5%E6%9C%AC"],
    ["/a b", "/a%20b"],
    ["/a/../niches", "/niches"],
  ])("keeps the same-site path %j as %j", (value, expected) => {
    expect(safeRedirectTarget(value)).toBe(expected);
  });

  // The hostile values of the open-redirect report, and their cousins.
  it.each([
    "/\t/evil.example",
    "/%09/evil.example".replace("%09", "\t"),
    "/\n/evil.example",
    "/\r\n/evil.example",
    "\t//evil.example",
    " //evil.example",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\/evil.example",
    "/\\/evil.example",
    "/a\\b",
    "https://evil.example/",
    "http:/evil.example",
    "HTTPS://evil.example",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "evil.example",
    "niches",
    "",
    "/\u0000",
    "/niches\u0000",
    "/\u007f",
    "/\u0085",
    "/\u2028/evil.example",
    "/a/..//evil.example",
    "/.//evil.example",
    `/${"a".repeat(REDIRECT_TARGET_MAX_LENGTH)}`,
  ])("refuses %j and falls back", (value) => {
    expect(safeRedirectTarget(value)).toBe("/");
    expect(safeRedirectTarget(value, "/admin/dashboard")).toBe("/admin/dashboard");
  });

  it("falls back for values that are not strings", () => {
    for (const value of [null, undefined, 42, {}, ["/"], new File([], "x")])
      expect(safeRedirectTarget(value, "/home")).toBe("/home");
  });

  it("never lets any string lead off the site, and always gives a valid header value (fast-check)", () => {
    const hostilePiece = fc.constantFrom(
      "/",
      "//",
      "\\",
      "\t",
      "\n",
      "\r",
      " ",
      "\u0000",
      ".",
      "..",
      "%2F",
      "%5C",
      ":",
      "@",
      "?",
      "#",
      "evil.example",
      "https:",
      "€",
      "日本",
      "\u2028",
      "\ud800",
    );
    const target = fc.oneof(
      fc.string({ unit: "binary", maxLength: 40 }),
      fc.array(hostilePiece, { maxLength: 12 }).map((parts) => parts.join("")),
      fc
        .tuple(
          fc.constant("/"),
          fc.array(fc.oneof(hostilePiece, fc.string({ unit: "grapheme", maxLength: 4 })), { maxLength: 10 }),
        )
        .map(([head, parts]) => head + parts.join("")),
    );
    fc.assert(
      fc.property(target, (value) => {
        const result = safeRedirectTarget(value, "/fallback");
        if (result === "/fallback") return;
        expect(result.startsWith("/")).toBe(true);
        expect(result.startsWith("//")).toBe(false);
        // Printable ASCII only: no control characters, no backslash, nothing a header refuses.
        expect(result).toMatch(/^[\x21-\x5b\x5d-\x7e]+$/);
        expect(() => new Headers({ location: result })).not.toThrow();
        expect(browserDestination(result)).toBe(SITE);
        // Stable: the rule keeps its own output as it is.
        expect(isSafeRedirectTarget(result)).toBe(true);
      }),
      { seed: 20_240_229, numRuns: 2_000 },
    );
  });
});
