import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { escapeHtml, escapeXml } from "#domain/html-escape";
import { decodeHtmlEntities, decodeXmlEntities } from "#domain/html-entities";

describe("escapeHtml", () => {
  it("escapes the five markup characters, & first so nothing is escaped twice", () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;");
    expect(escapeHtml("&amp;")).toBe("&amp;amp;");
  });

  it("leaves other text as it is", () => {
    expect(escapeHtml("Plain text — ünïcødé 🎬")).toBe("Plain text — ünïcødé 🎬");
  });

  it("never leaves a character that could open a tag or close an attribute, and decodes back to the text", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const escaped = escapeHtml(text);
        expect(escaped).not.toMatch(/[<>"']/);
        expect(decodeHtmlEntities(escaped)).toBe(text);
      }),
    );
  });
});

describe("escapeXml", () => {
  it("names the apostrophe as XML does", () => {
    expect(escapeXml(`'&'<>"`)).toBe("&apos;&amp;&apos;&lt;&gt;&quot;");
  });

  it("decodes back to the text", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(decodeXmlEntities(escapeXml(text))).toBe(text);
      }),
    );
  });
});
