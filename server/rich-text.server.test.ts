import { describe, expect, it } from "vitest";
import { CHANNEL_TYPE_CATALOGUE } from "#domain/channel-type-catalogue";
import { RICH_TEXT_LINK_REL } from "#domain/rich-text";
import { sanitizeRichText } from "#server/rich-text.server";
import { XSS_CORPUS, XSS_DANGER as DANGER } from "#tests/fixtures/xss-corpus";

// Allow-list (domain/rich-text): p, ul, ol, li, strong, em, h3, h4, a[href http/https/mailto,
// rel added], br, blockquote, code. Everything else is removed on render.

describe("sanitizeRichText", () => {
  it.each(XSS_CORPUS)("leaves nothing executable in %s", (payload) => {
    const clean = sanitizeRichText(payload);
    expect(clean).not.toMatch(DANGER);
  });

  it("keeps every allow-listed element", () => {
    const html =
      "<h3>Plan</h3><h4>Step</h4><p>One <strong>bold</strong> and <em>soft</em> line<br>next</p>" +
      "<ul><li>a</li></ul><ol><li>b</li></ol><blockquote>quote</blockquote><p><code>npm test</code></p>";
    expect(sanitizeRichText(html)).toBe(html.replace("<br>", "<br />"));
  });

  it("keeps http, https and mailto links and adds rel", () => {
    for (const href of ["https://example.com/a?b=1", "http://example.com", "mailto:hi@example.com"]) {
      const clean = sanitizeRichText(`<a href="${href}" target="_blank" rel="opener">x</a>`);
      expect(clean).toBe(`<a href="${href.replace("&", "&amp;")}" rel="${RICH_TEXT_LINK_REL}">x</a>`);
    }
  });

  it("drops a link target with another scheme but keeps the text", () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">text</a>')).not.toContain("href");
    expect(sanitizeRichText('<a href="javascript:alert(1)">text</a>')).toContain("text");
    expect(sanitizeRichText('<a href="ftp://example.com/file">file</a>')).not.toContain("ftp:");
    expect(sanitizeRichText('<a href="//evil.example/">x</a>')).not.toContain("evil.example");
  });

  it("removes unknown elements but keeps their text, and drops script-like content entirely", () => {
    expect(sanitizeRichText("<div><span>kept text</span></div>")).toBe("kept text");
    expect(sanitizeRichText("<p>a<script>var secret = 1</script>b</p>")).toBe("<p>ab</p>");
    expect(sanitizeRichText("<svg><text>svg text</text></svg><p>after</p>")).toBe("<p>after</p>");
  });

  it("returns an empty string for empty input", () => {
    expect(sanitizeRichText(null)).toBe("");
    expect(sanitizeRichText(undefined)).toBe("");
    expect(sanitizeRichText("")).toBe("");
  });

  it("passes the built-in channel type guides through unchanged apart from link rel", () => {
    // domain/channel-type-catalogue: "the same allow-list sanitizer … passes it unchanged".
    for (const entry of CHANNEL_TYPE_CATALOGUE) {
      for (const html of [entry.description, entry.production, entry.example]) {
        const clean = sanitizeRichText(html);
        expect(clean.replaceAll(` rel="${RICH_TEXT_LINK_REL}"`, "")).toBe(normalise(html));
      }
    }
  });
});

/** sanitize-html re-serialises text: quotes stay as typed, but & < > inside text are escaped. */
function normalise(html: string): string {
  return html.replace(/<br>/g, "<br />");
}
