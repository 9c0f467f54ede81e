import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CHANNEL_CARD_DESCRIPTION_CHARS,
  channelCardText,
  excerpt,
  hasRichTextContent,
  htmlToPlainText,
} from "#domain/text-excerpt";

describe("htmlToPlainText — descriptions are HTML (spec §3 'description (HTML)')", () => {
  it.each([
    ["<p>Hello <strong>world</strong></p>", "Hello world"],
    ["<p>One</p><p>Two</p>", "One Two"],
    ["Line<br>break<br/>here", "Line break here"],
    ["<ul><li>a</li><li>b</li></ul>", "a b"],
    ["<b>Y</b>ouTube", "YouTube"],
    ['<a href="https://x.test" title="a > b">link</a> text', "link text"],
    ["Tom &amp; Jerry &lt;3 &quot;hi&quot; &#39;x&#39; &#x1F3AC; &hellip;", "Tom & Jerry <3 \"hi\" 'x' 🎬 …"],
    ["a&nbsp;b", "a b"],
    ["&unknown; &#0; &#xD800;", "&unknown; &#0; &#xD800;"],
    ["<script>alert('x')</script>Safe<style>p{}</style>", "Safe"],
    ["Before<!-- hidden -->After", "Before After"],
    ["   lots \n\n of \t space  ", "lots of space"],
    ["2 < 3 and 5 > 4", "2 < 3 and 5 > 4"],
  ])("%j → %j", (html, text) => {
    expect(htmlToPlainText(html)).toBe(text);
  });

  it("null / empty → ''", () => {
    expect(htmlToPlainText(null)).toBe("");
    expect(htmlToPlainText(undefined)).toBe("");
    expect(htmlToPlainText("")).toBe("");
  });

  it("an escaped tag stays text (React escapes it on render)", () => {
    expect(htmlToPlainText("&lt;script&gt;")).toBe("<script>");
  });
});

describe("excerpt — spec §2 'description cut at 120 characters'", () => {
  const word = "word ";

  it("keeps text of 120 characters or fewer unchanged, without an ellipsis", () => {
    const exactly120 = "a".repeat(120);
    expect(excerpt(exactly120)).toBe(exactly120);
    expect(excerpt("Short text.")).toBe("Short text.");
  });

  it("cuts longer text on a word boundary and appends '…'", () => {
    const text = word.repeat(30).trim(); // 149 characters
    const result = excerpt(text);
    expect(result.endsWith("…")).toBe(true);
    expect(result).toBe(`${word.repeat(24).trim()}…`); // 119 characters + "…"
    expect(Array.from(result).length).toBeLessThanOrEqual(121);
  });

  it("cuts exactly at 120 when character 121 is a space", () => {
    const text = `${"a".repeat(120)} tail`;
    expect(excerpt(text)).toBe(`${"a".repeat(120)}…`);
  });

  it("hard-cuts a single very long word at 120 characters", () => {
    expect(excerpt("x".repeat(300))).toBe(`${"x".repeat(120)}…`);
  });

  it("does not back up into the first half for a boundary", () => {
    const text = `ab ${"c".repeat(200)}`;
    expect(excerpt(text)).toBe(`ab ${"c".repeat(117)}…`);
  });

  it("drops trailing punctuation before the ellipsis", () => {
    expect(excerpt("Alpha, beta, gamma, delta", 13)).toBe("Alpha, beta…");
    expect(excerpt("One. Two three", 5)).toBe("One…");
  });

  it("strips HTML first, counting only visible characters", () => {
    const html = `<p>${"<strong>ab</strong> ".repeat(50)}</p>`;
    const result = excerpt(html);
    expect(result).not.toContain("<");
    expect(result).toBe(`${"ab ".repeat(40).slice(0, 119)}…`);
  });

  it("counts code points, never splitting an emoji", () => {
    const text = "🎬".repeat(130);
    expect(excerpt(text)).toBe(`${"🎬".repeat(120)}…`);
  });

  it("supports another maximum", () => {
    expect(excerpt("The quick brown fox jumps", 10)).toBe("The quick…");
  });

  it("treats a nonsensical maximum safely", () => {
    expect(excerpt("abc def", 0)).toBe("a…");
    expect(excerpt("x".repeat(130), Number.NaN)).toBe(`${"x".repeat(120)}…`);
  });

  it("null / empty → ''", () => {
    expect(excerpt(null)).toBe("");
    expect(excerpt(undefined)).toBe("");
    expect(excerpt("<p></p>")).toBe("");
  });

  it("never exceeds max characters plus the ellipsis, and is a prefix of the plain text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 400 }), fc.integer({ min: 1, max: 200 }), (text, max) => {
        const plain = htmlToPlainText(text);
        const result = excerpt(text, max);
        if (result.endsWith("…") && result !== plain) {
          const body = result.slice(0, -1);
          expect(Array.from(body).length).toBeLessThanOrEqual(max);
          expect(plain.startsWith(body)).toBe(true);
        } else {
          expect(result).toBe(plain);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("hasRichTextContent — an emptied editor field is empty", () => {
  it.each([
    ["", false],
    [null, false],
    ["<p></p>", false],
    ["<p><br></p>  ", false],
    ["<p>&nbsp;</p>", false],
    ["<p>Record the hands only.</p>", true],
    ['<p><img src="https://x.test/a.png" alt=""></p>', true],
  ])("%j → %s", (html, expected) => {
    expect(hasRichTextContent(html)).toBe(expected);
  });
});

describe("channelCardText", () => {
  it("keeps a short description whole, as plain text", () => {
    expect(channelCardText("<p>Calm <b>rain</b> sounds</p>")).toBe("Calm rain sounds");
    expect(channelCardText(null)).toBe("");
  });

  it("cuts a long one at a word near the limit", () => {
    const text = channelCardText(`${"word ".repeat(60)}end`);
    expect(text.endsWith("word…")).toBe(true);
    expect(text.length).toBeLessThanOrEqual(CHANNEL_CARD_DESCRIPTION_CHARS + 1);
  });
});
