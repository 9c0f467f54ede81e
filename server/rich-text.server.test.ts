import { describe, expect, it } from "vitest";
import { CHANNEL_TYPE_CATALOGUE } from "#domain/channel-type-catalogue";
import { RICH_TEXT_LINK_REL } from "#domain/rich-text";
import { sanitizeRichText } from "#server/rich-text.server";

// Allow-list (domain/rich-text): p, ul, ol, li, strong, em, h3, h4, a[href http/https/mailto,
// rel added], br, blockquote, code. Everything else is removed on render.

/** An XSS corpus: each entry must come out without any way to run script. */
const XSS_CORPUS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  "<p>hi<script>alert(1)</script></p>",
  "<img src=x onerror=alert(1)>",
  '<p onclick="alert(1)">click</p>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<svg onload=alert(1)><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p style="color:red" class="x" id="y">styled</p>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<a href="https://ok.example" onmouseover="alert(1)">ok</a>',
  "<<script>script>alert(1)<</script>/script>",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  "<!--<script>alert(1)</script>-->",
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<template><script>alert(1)</script></template>',
];

const DANGER = /<script|<svg|<math|<iframe|<object|<embed|<img|<input|<form|<base|<meta|<style|<body|\son[a-z]+\s*=|javascript:|vbscript:|data:text\/html|style=/i;

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
